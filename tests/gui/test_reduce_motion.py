"""Reduce motion: every animation at its end at once, the chosen speed kept for later."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.settings import Settings
from psychboard.app.settings_dialog import SettingsDialog
from psychboard.gui import animation
from psychboard.gui.items import DieItem


def test_reduce_motion_stills_every_animation_and_keeps_the_speed(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "relaxed"
    assert animation.duration(600) > 600
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.still.setFocus()
    qtbot.waitUntil(dialog.still.hasFocus)
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Space)
    assert dialog.still.isChecked() and not dialog.speed.isEnabled()
    dialog.accept()
    assert settings.reduce_motion and settings.animation_speed == "relaxed"
    assert animation.duration(600) == 0
    assert DieItem(face=1).roll_animation(5).totalDuration() == 0
    again = Settings(settings.store)
    again.apply_motion()  # the next start honours it too
    assert animation.duration(600) == 0
    settings.reduce_motion = False
    assert animation.duration(600) == round(600 / animation.SPEEDS["relaxed"])
    animation.set_speed("off")
