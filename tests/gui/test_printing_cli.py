"""The print command, the printables registry, cancelling, and the Print decks dialog."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.games.psychologizer.board import shipped_board
from psychboard.games.psychologizer.print_board import board_size
from psychboard.gui.fonts import ensure_fonts
from psychboard.printing import cli
from psychboard.printing.document import PrintOptions
from psychboard.printing.layout import PrintError
from psychboard.printing.pdf import write_pdf
from psychboard.printing.printables import build_document, catalogue, games
from psychboard.printing.tiles import OVERLAP, tile_grid


@pytest.fixture(autouse=True)
def _fonts(qapp: QApplication) -> None:
    ensure_fonts()


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_the_cli_writes_a_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cards.pdf"
    code = cli.main(["print", "--game", "psychologizer", "--what", "deck", "--deck", "responses",
                     "--paper", "letter", "--size", "poker", "--backs", "duplex-long",
                     "-o", str(out)])
    assert code == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert "16 pages, 64 cards" in capsys.readouterr().out
    assert _leftovers(tmp_path) == ["cards.pdf"]


@pytest.mark.parametrize(("args", "message"), [
    (["--game", "chess"], "unknown game"),
    (["--game", "psychologizer", "--what", "cake"], "nothing called 'cake'"),
    (["--game", "psychologizer", "--deck", "nope"], "no deck 'nope'"),
    (["--game", "psychologizer", "--size", "jumbo"], "unknown card size"),
    (["--game", "psychologizer", "--paper", "a3"], "unknown paper"),
    (["--game", "psychologizer", "--backs", "both"], "unknown backs"),
    (["--game", "psychologizer", "--size", "tarot", "--bleed", "80"], "does not fit"),
    (["--game", "psychologizer", "--category", "gossip"], "unknown category"),
    (["--game", "psychologizer", "--copies", "0"], "--copies"),
])
def test_bad_input_exits_2_with_a_message_and_no_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str],
        message: str) -> None:
    out = tmp_path / "out.pdf"
    assert cli.main(["print", *args, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.startswith("psychboard print:")
    assert _leftovers(tmp_path) == []


def test_an_unwritable_output_path_exits_2(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file.txt"
    blocker.write_text("not a folder")
    code = cli.main(["print", "--game", "jujitsu", "-o", str(blocker / "out.pdf")])
    assert code == 2
    assert "does not exist" in capsys.readouterr().err
    assert _leftovers(tmp_path) == ["file.txt"]
    assert cli.main(["print", "--game", "jujitsu", "-o", str(tmp_path)]) == 2
    assert _leftovers(tmp_path) == ["file.txt"]


def test_the_cli_lists_what_a_game_can_print(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["print", "--game", "psychologizer", "--list"]) == 0
    out = capsys.readouterr().out
    for name in ("responses", "board", "spinner", "tokens", "morality"):
        assert name in out


def test_cancelling_leaves_no_file_and_keeps_an_old_one(tmp_path: Path) -> None:
    pages, _ = build_document("jujitsu", "deck")
    target = tmp_path / "deck.pdf"
    target.write_bytes(b"old")
    calls: list[int] = []

    def progress(done: int, total: int) -> bool:
        calls.append(done)
        assert total == len(pages)
        return done < 2

    assert write_pdf(pages, target, "a4", progress=progress) is False
    assert calls == [1, 2]
    assert target.read_bytes() == b"old"
    assert _leftovers(tmp_path) == ["deck.pdf"]


def test_both_card_games_share_the_standard_deck() -> None:
    for game in ("psychic", "jujitsu"):
        pages, _ = build_document(game, "deck", options=PrintOptions(copies=2))
        assert sum(p.cards for p in pages) == 2 * 54
    assert {"psychologizer", "psychic", "jujitsu"} <= set(games())


def _opinion_deck(folder: Path, stem: str, ages: tuple[int, ...]) -> None:
    cards = [{"id": f"{stem}-{i}", "category": "habits", "ages": age,
              "issue": f"Card {i}: what would {{player}} do about the squeaky door?",
              "responses": [{"text": t, "trait": "cautious"}
                            for t in ("Oil it", "Ignore it", "Sing along", "Move out")]}
             for i, age in enumerate(ages)]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.json").write_text(json.dumps(
        {"format": "psychboard-deck", "version": 1, "game": "psychologizer",
         "kind": "opinion", "title": "House Rules", "cards": cards}))


def test_a_new_deck_file_is_printable_without_code_and_filters_apply(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    _opinion_deck(folder, "household", (8, 12, 12, 8, 8))
    (folder / "broken.json").write_text("{")
    found = catalogue("psychologizer", folder)
    deck = found.get("household")
    assert deck is not None and deck.group == "deck" and deck.cards is not None
    assert len(deck.cards(PrintOptions())) == 5
    assert len(deck.cards(PrintOptions(extras={"younger": True}))) == 3
    assert deck.cards(PrintOptions(extras={"categories": ("morality",)})) == []
    assert any("broken.json" in note for note in found.notes)
    pages, _ = build_document("psychologizer", "household", None, PrintOptions(copies=2),
                              decks_folder=folder)
    assert sum(p.cards for p in pages) == 10
    with pytest.raises(PrintError, match="unknown category"):
        deck.cards(PrintOptions(extras={"categories": ("gossip",)}))


def test_the_kit_has_every_piece_and_the_board_is_tiled_with_overlap() -> None:
    found = catalogue("psychologizer")
    assert {"responses", "board", "spinner", "tokens"} <= {p.id for p in found.items}
    options = PrintOptions(calibration=True)
    pages, _ = build_document("psychologizer", "board", None, options)
    assert [p.meta.get("side") for p in pages[:2]] == ["calibration-front", "calibration-back"]
    tiles = [p for p in pages if "tile" in p.meta]
    assert len(tiles) > 1
    starts = tile_grid(440.0, 200.0)
    assert starts[1] - starts[0] == 200.0 - OVERLAP
    views = [p.meta["view"] for p in tiles]
    size = board_size(shipped_board())
    assert max(v.right for v in views) == pytest.approx(size)
    assert max(v.bottom for v in views) == pytest.approx(size)
    assert min(v.x for v in views) == 0 and min(v.y for v in views) == 0


def test_the_dialog_previews_saves_and_cancels(qtbot: QtBot, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from psychboard.printing.dialog import PrintDialog

    dialog = PrintDialog(game="psychologizer")
    qtbot.addWidget(dialog)
    dialog.open_when_done = False
    dialog.what.setCurrentIndex(dialog.what.findData("responses"))
    dialog.update_preview()
    assert not dialog.preview.pixmap().isNull()
    assert "64 cards" in dialog.summary.text()
    out = tmp_path / "responses.pdf"
    dialog.output.setText(str(out))
    assert dialog.save() is True and out.exists()
    assert dialog.summary.text().startswith("Saved ") and str(out) in dialog.summary.text()
    assert "Open it with your PDF viewer" in dialog.summary.text()
    out.unlink()
    QTimer.singleShot(0, dialog.cancel_button.click)
    assert dialog.save() is False
    assert _leftovers(tmp_path) == []
    warnings: list[str] = []
    monkeypatch.setattr("psychboard.printing.dialog.warn",
                        lambda _parent, _title, text: warnings.append(text))
    fresh = tmp_path / "Documents" / "x.pdf"  # a new account has no Documents folder yet
    dialog.output.setText(str(fresh))
    assert dialog.save() is True and fresh.exists() and warnings == []
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    dialog.output.setText(str(blocked / "x.pdf"))
    assert dialog.save() is False and str(blocked) in warnings[0]
