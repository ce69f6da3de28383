"""The new-game dialog offers the family's people: a name completes from them, a chosen person
brings their colour and token, and a younger ("8+") person chooses the younger players' cards."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.games.registry import GAMES
from psychboard.store.people import People


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_a_person_of_the_family_sits_down_with_their_colour_and_token(
        qtbot: QtBot, settings: Settings) -> None:
    People().add("Ann", "#D55E00", "star")
    People().add("Benjamin", "#009E73", "heart", younger=True)
    dialog = NewGameDialog(GAMES["psychologizer"], settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    row = dialog.rows[1]
    completer = row.name.completer()
    assert completer is not None
    completer.setCompletionPrefix("be")
    assert completer.currentCompletion() == "Benjamin", "names complete from the family's"
    row.name.setFocus()
    qtbot.waitUntil(row.name.hasFocus)
    row.name.clear()
    qtbot.keyClicks(QApplication.focusWidget(), "ben")
    qtbot.waitUntil(completer.popup().isVisible)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Return):  # the family's Benjamin, from the list
        qtbot.keyClick(completer.popup(), key)
    assert row.name.text() == "Benjamin" and dialog.isVisible()
    assert (row.colour.currentData(), row.token.currentData()) == ("#009E73", "heart")
    younger = dialog.option_widgets["younger_players"]
    assert isinstance(younger, QComboBox) and younger.currentData() is True
    dialog.rows[0].take_person("ANN")
    assert (dialog.rows[0].colour.currentData(), dialog.rows[0].token.currentData()) == (
        "#D55E00", "star")
    seats = dialog.seats()
    assert seats[1].name == "Benjamin" and seats[1].colour == "#009E73"


def test_the_dialog_opens_when_the_history_cant_be_read(
        qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("")
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(blocked))
    dialog = NewGameDialog(GAMES["jujitsu"], settings)
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.completer() is None and dialog.rows[0].people == {}
