"""F1 in every game lists that game's keys, taken from what its bar and table offer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.gui.widgets.rules_viewer import SETTINGS_HELP, RulesViewer
from tests.gui.test_access import OPTIONS, game

FIRST_KEYS = {"psychic": ["R", "B", "Space"], "psychologizer": ["Space"],
              "warfare": ["P", "N"], "therapy": ["Space"], "jujitsu": ["Enter"]}


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_f1_shows_the_keys_of_the_game_on_screen(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    shown: list[str] = []
    monkeypatch.setattr(RulesViewer, "exec",
                        lambda self: shown.append(self.browser.toPlainText()) or 0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.welcome_shown = True
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    controller = game(game_id)
    page = window.start_game(controller)
    offer = page.scene.offer(controller.view())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_F1)
    assert len(shown) == 1
    text = shown[0]
    keys = text[text.index("Keys"):]
    for key in FIRST_KEYS[game_id]:
        assert f"{key}" in keys
    for choice in offer:  # whatever the bar offers now is listed with its key
        assert f"{choice.key}: {choice.label}" in keys
    assert "Tab / Shift+Tab: move between the pieces" in keys
    assert "F1: Rules" in keys or "F1: " in keys  # the menus' keys too
    for setting, _ in SETTINGS_HELP:
        assert setting in keys
    page.close_game()
