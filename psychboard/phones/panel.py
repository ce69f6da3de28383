"""The side panel's part for phones: a QR code and the address to open, the room code, and
each phone seat's state with what the table may do about it (release the phone, or play the
seat at the screen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip
from psychboard.gui.widgets.qr_code import QrCode
from psychboard.phones.table import PhoneTable

STATES = {"waiting": "not joined yet", "joined": "on a phone", "away": "phone away"}


class PhonePanel(QWidget):
    """How phones join, and each phone seat's state."""

    def __init__(self, phones: PhoneTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonePanel")
        self.phones = phones
        link = f"{phones.address}#{phones.room.code}"
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(plain_label("Phones", "sideHeading"))
        self.how = plain_label("Scan with a phone on this Wi-Fi, or open:", wrap=True)
        column.addWidget(self.how)
        self.qr = QrCode(link)
        self.qr.setMaximumSize(200, 200)
        column.addWidget(self.qr)
        self.show_code = QPushButton("Show the QR code")
        set_tip(self.show_code, "Every phone has joined: show the code again for another")
        self.show_code.clicked.connect(lambda: self._show_how(True))
        column.addWidget(self.show_code)
        self.address = plain_label(phones.address, "phoneAddress", wrap=True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        column.addWidget(self.address)
        self.code = plain_label(f"Room {phones.room.code}", "phoneRoom")
        column.addWidget(self.code)
        self.rows = QGridLayout()
        column.addLayout(self.rows)
        self.lines: dict[int, QLabel] = {}
        self.release: dict[int, QPushButton] = {}
        self.screen_buttons: dict[int, QPushButton] = {}
        for row, (seat, name) in enumerate(sorted(phones.room.names.items())):
            self.lines[seat] = plain_label("", "phoneSeat", wrap=True)
            release = self.release[seat] = QPushButton("Release")
            set_tip(release, f"Let {name}'s seat be joined again, from any phone")
            release.clicked.connect(lambda _=False, s=seat: phones.release(s))
            screen = self.screen_buttons[seat] = QPushButton("To screen")
            set_tip(screen, f"{name} plays on at this screen, with the hand-off")
            screen.clicked.connect(lambda _=False, s=seat: self._to_screen(s))
            self.rows.addWidget(self.lines[seat], row * 2, 0, 1, 2)
            self.rows.addWidget(release, row * 2 + 1, 0)
            self.rows.addWidget(screen, row * 2 + 1, 1)
        phones.changed.connect(self.refresh)
        self.refresh()

    def _to_screen(self, seat: int) -> None:
        self.phones.to_screen(seat)
        for widget in (self.lines[seat], self.release[seat], self.screen_buttons[seat]):
            widget.hide()

    def _show_how(self, on: bool) -> None:
        self.how.setVisible(on)
        self.qr.setVisible(on)
        self.show_code.setVisible(not on)

    def refresh(self) -> None:
        """Each seat's state; once every phone has joined the code folds away, so the side
        panel keeps its room for the seats and the log."""
        everyone = all(self.phones.seat_state(s) == "joined" for s in self.phones.room.names)
        if everyone != self.show_code.isVisibleTo(self):
            self._show_how(not everyone)
        waiting = set(self.phones.waiting_for())
        for seat, name in self.phones.room.names.items():
            state = self.phones.seat_state(seat)
            words = f"{name}: {STATES[state]}"
            if seat in waiting:
                words = f"Waiting for {name}'s phone ({STATES[state]})"
            set_plain(self.lines[seat], words)
            self.release[seat].setEnabled(state != "waiting")
