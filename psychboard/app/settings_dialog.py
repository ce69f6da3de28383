"""The settings dialog: animation speed, reduced motion and colour theme."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from psychboard.app.settings import SPEED_LABELS, THEME_LABELS, Settings

TITLE_ROOM = 160
"""Width a window frame's icon and buttons take beside the title, on top of the title itself."""


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setMinimumWidth(max(380, title_width(self) + TITLE_ROOM))
        self.settings = settings
        self.speed = _combo(SPEED_LABELS, settings.animation_speed)
        self.theme = _combo(THEME_LABELS, settings.theme)
        self.still = QCheckBox("Show every move at its end at once")
        self.still.setChecked(settings.reduce_motion)
        self.still.toggled.connect(lambda on: self.speed.setEnabled(not on))
        self.speed.setEnabled(not settings.reduce_motion)
        form = QFormLayout(self)
        form.addRow("&Animation speed", self.speed)
        form.addRow("Reduce &motion", self.still)
        form.addRow("Colour &theme", self.theme)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.animation_speed = self.speed.currentData()
        self.settings.reduce_motion = self.still.isChecked()
        self.settings.theme = self.theme.currentData()
        super().accept()


def title_width(window: QWidget) -> int:
    """The width of the title a window frame shows: Qt adds " — " and the app's name to it.
    Left to its form's width, the dialog is so narrow that window managers cut that title."""
    title, app = window.windowTitle(), QApplication.applicationDisplayName()
    shown = f"{title} — {app}" if app and app != title else title
    return window.fontMetrics().horizontalAdvance(shown)


def _combo(options: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for key, label in options.items():
        box.addItem(label, key)
    box.setCurrentIndex(list(options).index(current))
    return box
