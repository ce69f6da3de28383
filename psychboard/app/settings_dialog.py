"""The settings dialog: animation speed and colour theme."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from psychboard.app.settings import SPEED_LABELS, THEME_LABELS, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.settings = settings
        self.speed = _combo(SPEED_LABELS, settings.animation_speed)
        self.theme = _combo(THEME_LABELS, settings.theme)
        form = QFormLayout(self)
        form.addRow("&Animation speed", self.speed)
        form.addRow("Colour &theme", self.theme)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.animation_speed = self.speed.currentData()
        self.settings.theme = self.theme.currentData()
        super().accept()


def _combo(options: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for key, label in options.items():
        box.addItem(label, key)
    box.setCurrentIndex(list(options).index(current))
    return box
