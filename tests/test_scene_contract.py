"""Scenes see views and events only (DESIGN §5): no game's view code reads the controller's
state, its rules, its action log or its private parts. Whose move it is and what may be done
come through the view, `controller.due()` and `controller.legal()`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[1] / "psychboard" / "games"
FORBIDDEN = re.compile(r"controller\.(state|states|rules|log|_\w+)\b")
VIEW_MODULES = sorted(p for p in GAMES.glob("*/*.py")
                      if p.stem.startswith(("scene", "items", "panels", "reveal", "controls",
                                            "endscreen", "widgets")))


def test_there_are_view_modules_to_check() -> None:
    assert len(VIEW_MODULES) >= 6


@pytest.mark.parametrize("path", VIEW_MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_scene_never_reads_the_controllers_state_or_rules(path: Path) -> None:
    found = [f"{path.name}:{number}: {line.strip()}"
             for number, line in enumerate(path.read_text().splitlines(), start=1)
             if FORBIDDEN.search(line)]
    assert not found, "scenes use views, events, due() and legal():\n" + "\n".join(found)
