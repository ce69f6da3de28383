"""New games join the soak (`make soak`) by being registered: nothing in soak/ names one."""

from __future__ import annotations

import re
from pathlib import Path

from psychboard.games import registry

SOAK = Path(__file__).resolve().parent.parent / "soak"


def test_the_soak_names_no_game() -> None:
    files = sorted(SOAK.glob("*.py"))
    assert files, "the soak is where the Makefile says"
    for path in files:
        text = path.read_text(encoding="utf-8")
        for game in registry.GAMES:
            assert not re.search(rf"\b{re.escape(game)}\b", text, re.IGNORECASE), \
                f"{path.name} names {game}"
