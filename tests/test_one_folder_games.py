"""A new game is one folder and one registry entry: shared packages never name a game.

A fixture game (tests/fixture_game.py, tests/fixture_scene.py, tests/fixture_kit.py) is
registered here the way a real game is, through its GameSpec alone (importing its modules
registers nothing), and then has its deck kind validated, its cards drawn by its own painter
into a PDF, its own print option offered only for it, and a game saved and replayed. A scan
keeps every game's id out of the shared packages.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QListWidget
from pytestqt.qtbot import QtBot

import psychboard
from psychboard.app import cli as app_cli
from psychboard.core import decks, saves
from psychboard.core.bot import RandomBot
from psychboard.core.errors import DeckError
from psychboard.games import registry
from psychboard.gui.card_painter import painter_for
from psychboard.gui.fonts import ensure_fonts
from psychboard.printing import cli as print_cli
from psychboard.printing.document import PrintOptions
from psychboard.printing.layout import PrintError
from psychboard.printing.pdf import write_pdf
from psychboard.printing.printables import build_document, games
from tests import fixture_kit
from tests.fixture_game import DieGuessOptions
from tests.fixture_scene import SPEC

SHARED = ("core", "gui", "printing", "app", "store", "phones")
PACKAGE = Path(psychboard.__file__).resolve().parent
FIXTURE = SPEC._replace(decks=lambda: fixture_kit.SCHEMAS, card_kinds=(fixture_kit.KIND,),
                        painters=lambda: fixture_kit.PAINTERS, print_kit=lambda: fixture_kit.KIT)


@pytest.fixture
def dieguess(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> str:
    """The fixture game, registered for one test only, with nothing else changed."""
    ensure_fonts()
    monkeypatch.setitem(registry.GAMES, FIXTURE.id, FIXTURE)
    fixture_kit.drawn.clear()
    return FIXTURE.id


def test_its_kinds_are_known_only_while_its_spec_is_registered(
        monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> None:
    faces = fixture_kit.DECKS / "faces.json"
    assert fixture_kit.PAINTERS  # its module is imported, and that registers nothing
    assert painter_for(fixture_kit.KIND) is None and decks.schema_for(fixture_kit.KIND) is None
    with pytest.raises(DeckError, match="unknown deck kind"):
        decks.load(faces)
    monkeypatch.setitem(registry.GAMES, FIXTURE.id, FIXTURE)
    assert painter_for(fixture_kit.KIND) is fixture_kit.PAINTERS[0]
    assert decks.load(faces).game == FIXTURE.id


def test_its_deck_kind_painter_and_kit_print_through_build_document(
        dieguess: str, tmp_path: Path) -> None:
    assert dieguess in games()
    options = PrintOptions(backs="duplex-long", extras={"high": True})
    pages, found = build_document(dieguess, "kit", None, options,
                                  decks_folder=fixture_kit.DECKS)
    assert [p.id for p in found.items] == ["scores", "faces"] and found.notes == []
    assert sum(p.cards for p in pages) == 3
    assert "score-sheet" in [p.meta.get("side") for p in pages]
    out = tmp_path / "dieguess.pdf"
    assert write_pdf(pages, out, options.paper)
    assert out.read_bytes().startswith(b"%PDF")
    assert sorted(fixture_kit.drawn) == [("back", 4), ("back", 5), ("back", 6),
                                         ("face", 4), ("face", 5), ("face", 6)]


def test_its_own_print_option_belongs_to_it_alone(
        dieguess: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sheet.pdf"
    assert print_cli.main(["print", "--game", dieguess, "--what", "sheet", "--high",
                           "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert print_cli.main(["print", "--game", dieguess, "--list"]) == 0
    assert "--high" in capsys.readouterr().out
    for game, foreign in ((dieguess, "--younger"), ("psychologizer", "--high"),
                          ("jujitsu", "--high")):
        assert app_cli.run(["print", "--game", game, foreign, "-o", str(tmp_path / "x.pdf")]) == 2
        assert f"{game} has no print option '{foreign}'" in capsys.readouterr().err
    assert app_cli.run(["print", "--game", "psychologizer", "-o", str(tmp_path / "x.pdf"),
                        "--category"]) == 2
    assert "--category: expected one argument" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]


def test_the_print_dialog_shows_only_the_chosen_games_options(dieguess: str,
                                                              qtbot: QtBot) -> None:
    from psychboard.printing.dialog import PrintDialog

    dialog = PrintDialog(game=dieguess)
    qtbot.addWidget(dialog)
    assert [type(k.widget) for k in dialog.kit_options] == [QCheckBox]
    box = dialog.kit_options[0].widget
    assert isinstance(box, QCheckBox) and box.text() == "Only the high faces"
    box.setChecked(True)
    assert dialog.options().extras == {"high": True}
    dialog.game.setCurrentIndex(dialog.game.findData("psychologizer"))
    assert {k.option.name for k in dialog.kit_options} == {"categories", "younger"}
    assert any(isinstance(k.widget, QListWidget) for k in dialog.kit_options)
    assert dialog.options().extras == {}
    categories = next(k.widget for k in dialog.kit_options if isinstance(k.widget, QListWidget))
    categories.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert len(dialog.options().extras["categories"]) == categories.count() - 1
    for row in range(categories.count()):
        categories.item(row).setCheckState(Qt.CheckState.Unchecked)
    with pytest.raises(PrintError, match="tick at least one category"):
        dialog.options()
    dialog.game.setCurrentIndex(dialog.game.findData("jujitsu"))
    assert dialog.kit_options == [] and dialog.options().extras == {}


def test_its_deck_file_checks_and_a_saved_game_replays(
        dieguess: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert app_cli.run(["decks", "check", str(fixture_kit.DECKS / "faces.json")]) == 0
    checked = json.loads(capsys.readouterr().out)
    assert (checked["game"], checked["kind"], checked["cards"]) == (dieguess, "die-face", 6)
    rules = registry.rules_for(dieguess)
    assert rules is not None
    options, seed, rng = DieGuessOptions(players=2), 11, random.Random(5)
    state, actions = rules.new_game(options, seed), []
    while rules.outcome(state) is None:
        seat = min(rules.to_act(state))
        action = RandomBot().choose(rules.observe(state, seat),
                                    rules.legal_actions(state, seat), rng)
        actions.append((seat, action))
        state = rules.apply(state, seat, action)
    path = tmp_path / "dieguess-save.json"
    seats = (saves.SeatConfig("Ana"), saves.SeatConfig("Ben", kind="computer", level="random"))
    saves.write(path, saves.SavedGame(dieguess, options, seed, seats, tuple(actions)), rules)
    assert saves.read(path, registry.rules_for).actions == tuple(actions)
    assert app_cli.run(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["game"] == dieguess and replayed["actions"] == len(actions)
    outcome = rules.outcome(state)
    assert outcome is not None and replayed["outcome"]["scores"] == list(outcome.scores)


def _mentions(words: set[str]) -> list[str]:
    """Each line of a shared package that has one of `words` (whole words, any case)."""
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(words))) + r")\b",
                         re.IGNORECASE)
    found = []
    for package in SHARED:
        for path in sorted((PACKAGE / package).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = pattern.search(line)
                if match:
                    where = path.relative_to(PACKAGE.parent)
                    found.append(f"{where}:{number}: {match[0]!r} in {line.strip()}")
    return found


def test_no_shared_package_names_a_registered_game() -> None:
    ids = {*registry.GAMES, FIXTURE.id}
    hits = _mentions(ids)
    assert not hits, "shared packages reach games only through their GameSpec:\n" + "\n".join(hits)


def test_the_scan_reads_every_shared_package() -> None:
    hits = _mentions({"annotations"})
    assert {Path(hit.split(":")[0]).parts[1] for hit in hits} == set(SHARED)
