"""The game log: one plain-text line per action, naming people (never "you")."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QWidget


class GameLog(QListWidget):
    MAX_LINES = 500

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setUniformItemSizes(False)

    def add(self, line: str) -> None:
        self.addItem(line)  # QListWidgetItem text is always plain text
        while self.count() > self.MAX_LINES:
            self.takeItem(0)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
