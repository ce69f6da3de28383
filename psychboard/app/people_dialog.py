"""The family's people: add someone, change their name, colour, token or "8+", merge
two entries of the same person, or delete a person and all their data (asked first)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from psychboard.gui import palette
from psychboard.gui.palette import SEAT_COLOUR_NAMES, SEAT_COLOURS, TOKEN_SHAPES
from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip
from psychboard.gui.widgets.messages import ask
from psychboard.store.people import People, PeopleError, Person


def swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class PeopleDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, path: Path | None = None,
                 confirm: Callable[[QWidget, str, str], bool] = ask) -> None:
        super().__init__(parent)
        self.setWindowTitle("The family's people")
        self.people = People(path)
        self.confirm = confirm
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._chosen)
        layout.addWidget(self.list, 1)
        form = QGridLayout()
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setPlaceholderText("Name")
        self.colour = QComboBox()
        for hex_colour, label in zip(SEAT_COLOURS, SEAT_COLOUR_NAMES, strict=True):
            self.colour.addItem(swatch(hex_colour), label, hex_colour)
        self.token = QComboBox()
        for shape in TOKEN_SHAPES:
            self.token.addItem(shape.title(), shape)
        self.younger = QCheckBox("8+")
        set_tip(self.younger, "A younger player: where a game has the choice, their games "
                                "use the cards for ages 8 and up")
        form.addWidget(self.name, 0, 0, 1, 3)
        form.addWidget(self.colour, 1, 0)
        form.addWidget(self.token, 1, 1)
        form.addWidget(self.younger, 1, 2)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.add_button = self._button(row, "Add", self.add)
        self.save_button = self._button(row, "Save changes", self.save)
        self.delete_button = self._button(row, "Delete…", self.delete)
        layout.addLayout(row)
        merge = QHBoxLayout()
        merge.addWidget(plain_label("Same person as:"))
        self.merge_with = QComboBox()
        merge.addWidget(self.merge_with, 1)
        self.merge_button = self._button(merge, "Merge…", self.merge)
        layout.addLayout(merge)
        self.error = plain_label("", wrap=True)
        self.error.setStyleSheet(f"color: {palette.VERMILLION};")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.everyone: list[Person] = []
        self.refresh()
        self.resize(460, 520)

    @staticmethod
    def _button(row: QHBoxLayout, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    def refresh(self, select: int | None = None) -> None:
        self.everyone = self.people.all()
        self.list.clear()
        for person in self.everyone:
            item = QListWidgetItem(swatch(person.colour), person.name)
            item.setData(Qt.ItemDataRole.UserRole, person.id)
            self.list.addItem(item)
        ids = [p.id for p in self.everyone]
        self.list.setCurrentRow(ids.index(select) if select in ids else min(0, len(ids) - 1))
        self._chosen(self.list.currentRow())

    def current(self) -> Person | None:
        row = self.list.currentRow()
        return self.everyone[row] if 0 <= row < len(self.everyone) else None

    def _chosen(self, row: int) -> None:
        person = self.current()
        for widget in (self.save_button, self.delete_button, self.merge_button):
            widget.setEnabled(person is not None)
        self.merge_with.clear()
        if person is None:
            return
        set_plain(self.name, person.name)
        self.colour.setCurrentIndex(max(0, self.colour.findData(person.colour)))
        self.token.setCurrentIndex(max(0, self.token.findData(person.token)))
        self.younger.setChecked(person.younger)
        for other in self.everyone:
            if other.id != person.id:
                self.merge_with.addItem(other.name, other.id)
        self.merge_button.setEnabled(self.merge_with.count() > 0)

    def _do(self, change: Callable[[], Person | None]) -> None:
        try:
            person = change()
        except PeopleError as exc:
            set_plain(self.error, str(exc))
            return
        set_plain(self.error, "")
        self.refresh(person.id if person else None)

    def add(self) -> None:
        self._do(lambda: self.people.add(self.name.text(), self.colour.currentData(),
                                         self.token.currentData(), self.younger.isChecked()))

    def save(self) -> None:
        person = self.current()
        if person is None:
            return

        def change() -> Person:
            if " ".join(self.name.text().split()) != person.name:
                self.people.rename(person.id, self.name.text())
            return self.people.update(person.id, self.colour.currentData(),
                                      self.token.currentData(), self.younger.isChecked())
        self._do(change)

    def merge(self) -> None:
        person, other = self.current(), self.merge_with.currentData()
        if person is None or other is None:
            return
        gone = self.people.get(other)
        if self.confirm(self, "Merge two people",
                        f"{gone.name} and {person.name} are the same person? {gone.name}'s "
                        f"games and answers become {person.name}'s, and {gone.name} leaves the "
                        "list."):
            self._do(lambda: self.people.merge(person.id, other))

    def delete(self) -> None:
        person = self.current()
        if person is None:
            return
        if self.confirm(self, "Delete a person",
                        f"Forget {person.name}: their answers, their name in every game and "
                        "the games only they played? This can't be undone."):
            def forget() -> None:
                self.people.delete(person.id)
            self._do(forget)
