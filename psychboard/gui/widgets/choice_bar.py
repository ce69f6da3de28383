"""A row of labelled choice buttons with keyboard shortcuts, for any game's private choices.

Each choice has a key (what the game gets back), a label, an optional shortcut and an
optional tooltip; the game enables only the legal ones. Labels are plain text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from psychboard.gui.widgets.labels import literal, plain_label, set_plain, set_tip


@dataclass(frozen=True)
class Choice:
    key: Any
    label: str
    shortcut: str = ""
    tip: str = ""


class ChoiceBar(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._prompt = plain_label("", "choicePrompt")
        self._prompt.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(self._prompt)
        self._layout.addStretch(1)
        self._buttons: dict[Any, QPushButton] = {}
        self._shortcuts: list[QShortcut] = []

    def set_choices(self, prompt: str, choices: Sequence[Choice]) -> None:
        for button in self._buttons.values():
            button.deleteLater()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._buttons, self._shortcuts = {}, []
        set_plain(self._prompt, prompt)
        for choice in choices:
            button = QPushButton(literal(choice.label))
            button.setObjectName("choiceButton")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            tip = choice.tip or choice.label
            if choice.shortcut:
                tip += f"  [{choice.shortcut}]"
                shortcut = QShortcut(QKeySequence(choice.shortcut), self.window())
                shortcut.activated.connect(lambda k=choice.key: self._pick(k))
                self._shortcuts.append(shortcut)
            set_tip(button, tip)
            button.clicked.connect(lambda _=False, k=choice.key: self._pick(k))
            self._layout.insertWidget(self._layout.count() - 0, button)
            self._buttons[choice.key] = button

    def enable_only(self, keys: Iterable[Any]) -> None:
        allowed = set(keys)
        for key, button in self._buttons.items():
            button.setEnabled(key in allowed)

    def button(self, key: Any) -> QPushButton:
        return self._buttons[key]

    def _pick(self, key: Any) -> None:
        button = self._buttons.get(key)
        if button is not None and button.isEnabled() and self.isVisible():
            self.chosen.emit(key)
