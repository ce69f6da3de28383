"""The reader gate (gui/table.py): on a shared screen the table sees what a move did before
the screen passes to anyone, and a key moves on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from tests.gui.test_warfare_gui import PEOPLE_AND_COMPUTERS, controller, drive, scene_of


def test_warfare_shows_what_nobody_reacting_did_before_the_next_handoff(qtbot: QtBot) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = GamePage(game)
    qtbot.addWidget(page)
    page.resize(1440, 900)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    page.start()
    drive(qtbot, page, page.reaction.isVisible)
    scene = scene_of(page)
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    played = len(game.log)
    qtbot.mouseClick(page.reaction.let_stand, Qt.MouseButton.LeftButton)  # Nobody reacts
    assert scene.reader is not None, "the table gets to read what the card did"
    assert not page.handoff.isVisible() and handoffs == [] and game.legal() == []
    assert scene.bar.offer.prompt.startswith("Everyone sees it: ")
    assert all(line in scene.bar.offer.prompt for line in scene.told) and scene.told
    assert scene.bar.labels() == ["Next  [Enter]"]
    moved = len(game.log)
    QApplication.processEvents()
    assert len(game.log) == moved > played, "nothing moves while the table reads"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert scene.reader is None
    qtbot.waitUntil(lambda: len(game.log) > moved or page.handoff.isVisible()
                    or bool(game.legal()), timeout=20_000)
    page.close_game()
