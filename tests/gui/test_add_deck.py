"""Game ▸ Add a deck of your own…: a valid deck with a file name as long as the system allows
is added and dealt; a data folder that can't be written gets one message naming the folder."""

from __future__ import annotations

import errno
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from psychboard.app import cli
from psychboard.app.main_window import MainWindow
from psychboard.core import files
from psychboard.core.decks import family_dir
from psychboard.core.files import short_name, write_atomic
from psychboard.games.psychologizer import deck as opinion
from psychboard.gui.widgets import messages as message_boxes

LONG_NAME = "our-family-questions-" + "x" * 224 + ".json"  # 250 characters


def _deck(card_id: str = "fam-long-001") -> dict[str, object]:
    card = {"id": card_id, "category": "family", "ages": 8,
            "issue": "{player} finds the family's old photo album in the attic. What next?",
            "responses": [{"text": t, "trait": tr} for t, tr in (
                ("Show everyone at dinner", "sociable"), ("Keep it to look at alone", "reserved"),
                ("Scan every photo to keep them safe", "cautious"),
                ("Ask grandparents for the stories", "caring"))]}
    return {"format": "psychboard-deck", "version": 1, "game": "psychologizer",
            "kind": "opinion", "title": "Our questions", "cards": [card]}


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    opinion.forget_loaded()
    shown = MainWindow()
    qtbot.addWidget(shown)
    yield shown
    opinion.forget_loaded()


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda _p, _t, text: messages.append(text))
    monkeypatch.setattr(message_boxes, "inform", lambda _p, _t, text: messages.append(text))
    return messages


def test_a_deck_with_a_very_long_file_name_is_added_and_dealt(
        window: MainWindow, said: list[str], tmp_path: Path) -> None:
    path = tmp_path / LONG_NAME
    path.write_text(json.dumps(_deck()), encoding="utf-8")
    assert cli.run(["decks", "check", str(path)]) == 0
    assert window.install_deck(path), said
    assert "Our questions: 1 cards" in said[-1]
    (kept,) = family_dir("psychologizer").glob("*.json")
    assert kept.read_bytes() == path.read_bytes()
    assert kept.name.startswith("our-family-questions-") and len(kept.name) <= 100
    assert "fam-long-001" in {card.id for card in opinion.playable_cards()}
    assert window.install_deck(path), "the same file again is the same deck"
    path.write_text(json.dumps(_deck("fam-long-002")), encoding="utf-8")
    assert not window.install_deck(path), "a different deck of that name is refused"
    assert len(list(family_dir("psychologizer").glob("*.json"))) == 1


def test_a_data_folder_that_cant_be_written_is_named_once(
        window: MainWindow, said: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(target: Path, data: bytes) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(target.parent))

    monkeypatch.setattr(files, "write_atomic", read_only)
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(_deck()), encoding="utf-8")
    assert not window.install_deck(path)
    assert len(said) == 1 and str(family_dir("psychologizer")) in said[0], said
    assert "Permission denied" in said[0]


def test_a_data_folder_that_is_a_file_is_named(
        window: MainWindow, said: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(blocked))
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(_deck()), encoding="utf-8")
    assert not window.install_deck(path)
    assert len(said) == 1 and str(family_dir("psychologizer")) in said[0], said


def test_an_atomic_write_fits_a_name_as_long_as_the_system_allows(tmp_path: Path) -> None:
    target = tmp_path / ("y" * 250 + ".json")
    write_atomic(target, b"{}")
    write_atomic(target, b"[]")
    assert target.read_bytes() == b"[]" and [p.name for p in tmp_path.iterdir()] == [target.name]


def test_short_names_are_stable_short_and_keep_the_extension() -> None:
    name = "é" * 200 + ".json"
    short = short_name(name, 100)
    assert short == short_name(name, 100) != short_name("è" + name[1:], 100)
    assert len(short.encode("utf-8")) <= 100 and short.endswith(".json")
    assert short_name("ours.json", 100) == "ours.json"
