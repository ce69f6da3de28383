"""The table's side of the phones: a game's phone seats tied to its controller.

`PhoneTable` starts the server when a game with phone seats opens and stops it when the game
closes. After every change it sends each joined phone its seat's hand (core.hands), made
only from `controller.phone_view(seat)` — that seat's observation and legal actions — with
its cards drawn by the game's own painters. A pick comes back naming the hand's page and the
pick's place in it; the token says whose it is; the controller checks it against the rules
like a click. The room (its code and the phones' tokens) is kept beside the autosave, so a
game resumed after the app was closed takes its phones back as they reconnect.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QIODevice, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from psychboard.core.errors import FileProblem
from psychboard.core.files import read_json, write_json_atomic
from psychboard.core.hands import Hand, PhoneKit
from psychboard.core.resources import asset_dir, user_data_dir
from psychboard.gui.controller import GameController
from psychboard.phones.protocol import CutOff, Message, Refused, Room, hand_message
from psychboard.phones.server import PORTS, PhoneServer

PICTURE_WIDTH = 240  # px: sharp on a phone at two device pixels per point


def private_addresses() -> list[str]:
    """This machine's addresses on a home network (IPv4 private ranges), loopback last."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        ip = ipaddress.ip_address(address.toString())
        if ip.is_private and not ip.is_loopback and not ip.is_link_local:
            found.append(str(ip))
    return [*sorted(found), "127.0.0.1"]


@lru_cache(maxsize=512)
def card_png(picture: Callable[[str], tuple[Any, float]], code: str) -> bytes:
    """A card drawn once as a PNG, for every game that shows it to a phone."""
    paint, ratio = picture(code)
    image = QImage(PICTURE_WIDTH, round(PICTURE_WIDTH * ratio), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes; Qt a str
    return bytes(buffer.data().data())


def distinct(names: list[str]) -> list[str]:
    """Seat names a phone can tell apart: a name two seats share gets its seat number."""
    return [f"{name} (seat {n + 1})" if names.count(name) > 1 else name
            for n, name in enumerate(names)]


def rooms_file() -> Path:
    """Where the rooms of games with phone seats are kept between runs of the app."""
    return user_data_dir() / "phones.json"


@dataclass
class Phone:
    """One joined phone seat: the connection it has now (None: away), its hand's page."""

    connection: int | None = None
    page: int = 0
    hand: Hand | None = None
    pictures: dict[str, bytes] = field(default_factory=dict)


class PhoneTable(QObject):
    """The phone seats of one game."""

    changed = Signal()               # who has joined, who is away: the panel redraws
    go_on = Signal()                 # a phone says the table may go on past a reader stop
    _heard = Signal(int, object)     # (connection, Message | Refused), from the server thread
    _left = Signal(int)

    def __init__(self, controller: GameController, kit: PhoneKit,
                 hosts: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.kit = kit
        self.names = distinct([s.name for s in controller.seats])
        phone_seats = {i: s.name for i, s in enumerate(controller.seats) if s.by_phone}
        kept = self._kept()
        self.room = Room.from_json(phone_seats, kept) if kept is not None else Room(phone_seats)
        self.phones: dict[int, Phone] = {seat: Phone() for seat in self.room.tokens}
        self.hosts = hosts if hosts is not None else private_addresses()
        port = kept.get("port") if isinstance(kept, dict) else None
        ports = [port, *PORTS] if isinstance(port, int) and port in PORTS else list(PORTS)
        self.server = PhoneServer(asset_dir("phone"), self.hosts, self._heard.emit,
                                  self._left.emit, dict.fromkeys(ports))
        self.reader: tuple[str, str] = ("", "")  # the table's stop for readers, and its button
        self._heard.connect(self._hear)
        self._left.connect(self._gone)
        controller.changed.connect(self._send_hands)
        controller.phone_refused.connect(self._phone_refused)
        controller.closed.connect(self.stop)

    # -- what the panel shows -------------------------------------------------------------------

    @property
    def address(self) -> str:
        """The address a phone opens (the first home-network address, else this machine)."""
        return f"http://{self.hosts[0]}:{self.server.port}/"

    def seat_state(self, seat: int) -> str:
        """"waiting", "joined" or "away", for the panel."""
        phone = self.phones.get(seat)
        if phone is None:
            return "waiting"
        return "joined" if phone.connection is not None else "away"

    def waiting_for(self) -> list[int]:
        """Phone seats due to choose whose phone is not connected."""
        due = set(self.controller.due())
        return [s for s in self.room.names if s in due and self.seat_state(s) != "joined"]

    # -- flow -----------------------------------------------------------------------------------

    def start(self) -> None:
        """Listen for phones (raises OSError when no port is free)."""
        self.server.start()
        self._keep()

    def stop(self) -> None:
        self.server.stop()

    def release(self, seat: int) -> None:
        """Free a seat's phone: any phone may join it again with the room code."""
        phone = self.phones.pop(seat, None)
        self.room.release(seat)
        if phone is not None and phone.connection is not None:
            self._send(phone.connection, {"t": "released", "why": "The table released this "
                                          "phone's seat. Choose your name to join again."})
            self.server.drop(phone.connection)
        self._keep()
        self.changed.emit()

    def wait_for_readers(self, prompt: str, button: str) -> None:
        """The table waits for someone to read its result ("" when it doesn't): every phone
        may say go on, so a family all on phones needn't reach for the keyboard."""
        if (prompt, button) == self.reader:
            return
        self.reader = (prompt, button)
        for phone in self.phones.values():
            if phone.connection is not None:
                self._send(phone.connection, self._reader_message())

    def _reader_message(self) -> dict[str, Any]:
        return {"t": "reader", "prompt": self.reader[0], "button": self.reader[1]}

    def to_screen(self, seat: int) -> None:
        """The seat plays on at the screen: its phone is released first."""
        self.release(seat)
        self.room.names.pop(seat, None)
        self.controller.seat_to_screen(seat)
        self.changed.emit()

    # -- messages -------------------------------------------------------------------------------

    def _hear(self, connection: int, message: Message | Refused) -> None:
        try:
            if isinstance(message, Refused):
                raise message
            self._take(connection, message)
        except Refused as refused:
            self._send(connection, {"t": "refused", "why": str(refused)})
            if isinstance(refused, CutOff):
                self.server.drop(connection)

    def _take(self, connection: int, message: Message) -> None:
        fields = message.fields
        if message.kind == "hello":
            self.room.check_code(fields["room"])
            self._send(connection, {"t": "seats", "room": self.room.code,
                                    "game": self.controller.spec.title,
                                    "seats": self.room.seats()})
        elif message.kind == "join":
            token = self.room.join(fields["room"], fields["seat"])
            self._welcome(connection, fields["seat"], token)
        elif message.kind == "rejoin":
            seat = self.room.rejoin(fields["room"], fields["token"])
            self._welcome(connection, seat, fields["token"])
        elif message.kind == "pick":
            self._pick(connection, fields["token"], fields["page"], fields["pick"])
        elif message.kind == "go_on":
            self.room.seat_of(fields["token"])
            if self.reader[1]:
                self.go_on.emit()

    def _welcome(self, connection: int, seat: int, token: str) -> None:
        phone = self.phones.setdefault(seat, Phone())
        if phone.connection not in (None, connection):
            self.server.drop(phone.connection)  # the same phone, back on a new connection
        phone.connection = connection
        phone.hand = None  # a phone back from sleep or a reload gets its hand anew
        self._send(connection, {"t": "welcome", "seat": seat, "name": self.names[seat],
                                "token": token, "room": self.room.code})
        self._keep()
        self._send_hand(seat, phone)
        self._send(connection, self._reader_message())
        self.changed.emit()

    def _pick(self, connection: int, token: str, page: int, pick: int) -> None:
        seat = self.room.seat_of(token)
        phone = self.phones.get(seat)
        if phone is None or phone.connection != connection:
            raise Refused("This phone no longer holds that seat. Choose your name again.")
        if page != phone.page or phone.hand is None:
            self._send_hand(seat, phone)
            raise Refused("The table has moved on since: here is what is open now.")
        if not 0 <= pick < len(phone.hand.picks):
            raise Refused("That is not one of your choices.")
        action = phone.hand.picks[pick].action
        phone.hand = Hand(phone.hand.prompt, phone.hand.sections)  # one pick per page
        self._send(connection, {"t": "sent", "page": page})
        self.controller.submit_phone(seat, action)

    def _phone_refused(self, seat: int, why: str) -> None:
        phone = self.phones.get(seat)
        if phone is not None and phone.connection is not None:
            self._send(phone.connection, {"t": "refused", "why": why})
            self._send_hand(seat, phone)

    def _gone(self, connection: int) -> None:
        for phone in self.phones.values():
            if phone.connection == connection:
                phone.connection = None
                self.changed.emit()

    # -- hands ----------------------------------------------------------------------------------

    def _send_hands(self, _view: Any = None) -> None:
        for seat, phone in self.phones.items():
            self._send_hand(seat, phone)
        self.changed.emit()

    def _send_hand(self, seat: int, phone: Phone) -> None:
        if phone.connection is None or seat not in self.room.names:
            return
        view, legal = self.controller.phone_view(seat)
        hand = self.kit.hand(view, legal, self.names)
        if hand == phone.hand:
            return
        phone.page += 1
        phone.hand = hand
        token = self.room.tokens[seat]
        urls = {code: f"/card/{phone.page}-{n}.png?token={token}"
                for n, code in enumerate(hand.pictures())}
        phone.pictures = {f"{phone.page}-{n}.png": self._picture(code)
                          for n, code in enumerate(hand.pictures())}
        self.server.pictures = {(self.room.tokens[s], name): png
                                for s, p in self.phones.items() if s in self.room.tokens
                                for name, png in p.pictures.items()}
        news = " ".join(f"{line.rstrip('.')}." for line in self.controller.lines[-2:])
        self._send(phone.connection, hand_message(hand, phone.page, seat, self.names[seat],
                                                  news, urls))

    def _picture(self, code: str) -> bytes:
        """The card `code` as a PNG, by the game's own painter (b"" for cards in words)."""
        return card_png(self.kit.picture, code) if self.kit.picture is not None else b""

    def _send(self, connection: int, message: dict[str, Any]) -> None:
        self.server.send(connection, json.dumps(message))

    # -- the room beside the autosave ------------------------------------------------------------

    def _key(self) -> str:
        return f"{self.controller.spec.id}:{self.controller.seed}"

    def _kept(self) -> Any:
        try:
            rooms = read_json(rooms_file())
        except (FileProblem, OSError):
            return None
        return rooms.get(self._key()) if isinstance(rooms, dict) else None

    def _keep(self) -> None:
        """Keep the room for a resume; a data folder that can't be written only loses that."""
        try:
            rooms = read_json(rooms_file())
        except (FileProblem, OSError):
            rooms = {}
        if not isinstance(rooms, dict):
            rooms = {}
        mine = {**self.room.to_json(), "port": self.server.port}
        rooms = {k: v for k, v in rooms.items() if k.split(":")[0] != self.controller.spec.id}
        rooms[self._key()] = mine
        try:
            write_json_atomic(rooms_file(), rooms)
        except OSError as exc:
            self.controller.tell_data_problem(
                f"The phones' room could not be kept in {rooms_file()} ({exc.strerror}): "
                "after a restart, phones join again with the new room code.")
