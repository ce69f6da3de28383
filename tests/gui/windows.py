"""A main window for a GUI test, as a person has it: its own settings, a size, shown and
active."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings


def active_window(qtbot: QtBot, tmp_path: Path, width: int, height: int
                  ) -> Iterator[MainWindow]:
    """A main window of its own settings, at `width`×`height`, shown and active (keys reach
    it as a person's would); its game, if any, is left when the test ends."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.welcome_shown = True  # the first-run welcome would take the keys
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(width, height)
    win.show()
    win.activateWindow()
    qtbot.waitActive(win)
    yield win
    if win.page is not None:
        win.page.close_game()
