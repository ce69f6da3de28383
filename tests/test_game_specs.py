"""Every GameSpec names its parts with typed factories: reading the registry loads no game, no
part is named by a dotted string, and each factory gives the part its field promises."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from psychboard.core.decks import DeckSchema
from psychboard.games import registry
from psychboard.gui.card_painter import CardKind
from psychboard.gui.controller import GameController
from psychboard.gui.table import TableScene
from psychboard.printing.kit import PrintKit

SPECS = list(registry.GAMES.values())

READ_EVERY_SPEC = """
import json, sys
from psychboard.games.registry import GAMES
facts = [(s.title, s.players, s.pitch, s.picture, s.card_kinds, tuple(s.bots), s.playable)
         for s in GAMES.values()]
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("psychboard", "PySide6")))))
"""


def test_reading_the_registry_loads_no_game_and_no_qt() -> None:
    result = subprocess.run([sys.executable, "-c", READ_EVERY_SPEC], capture_output=True,
                            text=True, timeout=60, check=True)
    loaded = json.loads(result.stdout)
    assert loaded == ["psychboard", "psychboard.games", "psychboard.games.registry"]


def test_the_registry_names_no_module_by_text() -> None:
    tree = ast.parse(Path(registry.__file__).read_text(encoding="utf-8"))
    dotted = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
              and isinstance(node.value, str) and "psychboard." in node.value]
    assert dotted == []


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_each_factory_gives_the_part_it_promises(spec: registry.GameSpec) -> None:
    assert spec.rules is not None and spec.rules().game_id == spec.id
    assert spec.bots and all(callable(make().choose) for make in spec.bots.values())
    if spec.controller is not None:
        assert issubclass(spec.controller(), GameController)
    assert spec.scene is not None and issubclass(spec.scene(), TableScene)
    if spec.decks is not None:
        schemas = spec.decks()
        assert schemas and all(isinstance(s, DeckSchema) and s.game == spec.id for s in schemas)
        assert spec.forget_decks is not None and spec.forget_decks() is None
    assert spec.painters is not None
    painters = spec.painters()
    assert all(isinstance(entry, CardKind) and entry.title for entry in painters)
    assert sorted(entry.kind for entry in painters) == sorted(spec.card_kinds)
    assert spec.print_kit is not None and isinstance(spec.print_kit(), PrintKit)
    assert spec.family is not None
    hook = spec.family()
    assert callable(hook.details) and callable(hook.charts)
