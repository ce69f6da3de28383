"""What phones and the table say to each other, and who may say it (DESIGN §12). Pure: no Qt.

Every message is one JSON object of a known type with exactly its fields, each of its type
and size, or it is refused with words a person can read. A `Room` holds the seats played by
phone: its code (new each game, said aloud at the table) and one token per joined phone
(kept in the phone's browser, so a phone that slept or reloaded takes its seat back). A
phone is tied to its seat only by its token: a second device can't take a seat that is held,
and a token names one seat of one room.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from psychboard.core.hands import Hand

MAX_MESSAGE = 2048  # bytes a phone may send in one message
ROOM_LETTERS = "BCDFGHJKLMNPQRSTVWXZ"  # no vowels: a code never spells a word
ROOM_LENGTH = 4
TOKEN_CHARS = 22  # secrets.token_urlsafe(16)

FIELDS: Mapping[str, Mapping[str, type]] = {
    "hello": {"room": str},
    "join": {"room": str, "seat": int},
    "rejoin": {"room": str, "token": str},
    "pick": {"token": str, "page": int, "pick": int},
    "go_on": {"token": str},
}


class Refused(Exception):
    """A message the table won't take; its text is what the phone shows."""


class CutOff(Refused):
    """The last word to a phone that flooded the table: it is let go once told."""


@dataclass(frozen=True, slots=True)
class Message:
    kind: str
    fields: Mapping[str, Any]


def parse(raw: str | bytes) -> Message:
    """A phone's message checked against its schema, or Refused saying what is wrong."""
    if len(raw) > MAX_MESSAGE:
        raise Refused("That message is too long.")
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise Refused("That message is not readable.") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise Refused("That message has no type.")
    kind = data.pop("t")
    schema = FIELDS.get(kind)
    if schema is None:
        raise Refused("That message is of no known type.")
    if set(data) != set(schema):
        raise Refused("That message does not have the fields its type needs.")
    for name, wanted in schema.items():
        value = data[name]
        if not isinstance(value, wanted) or isinstance(value, bool):
            raise Refused(f"That message's {name} is not a {wanted.__name__}.")
        if isinstance(value, str) and len(value) > 64:
            raise Refused(f"That message's {name} is too long.")
        if isinstance(value, int) and not 0 <= value < 1 << 31:
            raise Refused(f"That message's {name} is out of range.")
    return Message(kind, data)


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_LETTERS) for _ in range(ROOM_LENGTH))


@dataclass
class Room:
    """The phone seats of one game: names, and the token each joined phone holds."""

    names: dict[int, str]
    code: str = field(default_factory=new_room_code)
    tokens: dict[int, str] = field(default_factory=dict)

    def check_code(self, code: str) -> None:
        if not secrets.compare_digest(code.strip().upper(), self.code):
            raise Refused("That room code is not this table's. Look at the screen for it.")

    def seats(self) -> list[dict[str, Any]]:
        """The phone seats, for a phone choosing whose it is."""
        return [{"seat": seat, "name": name, "taken": seat in self.tokens}
                for seat, name in sorted(self.names.items())]

    def join(self, code: str, seat: int) -> str:
        """A new token for the phone taking `seat`."""
        self.check_code(code)
        if seat not in self.names:
            raise Refused("That seat is not played from a phone.")
        if seat in self.tokens:
            raise Refused(f"{self.names[seat]}'s seat is already on another phone. The table "
                          "can release it.")
        token = secrets.token_urlsafe(16)
        self.tokens[seat] = token
        return token

    def seat_of(self, token: str) -> int:
        """The seat a token holds, or Refused."""
        for seat, held in self.tokens.items():
            if secrets.compare_digest(held, token):
                return seat
        raise Refused("This phone no longer holds a seat here. Choose your name again.")

    def rejoin(self, code: str, token: str) -> int:
        self.check_code(code)
        return self.seat_of(token)

    def release(self, seat: int) -> None:
        """Forget the phone holding `seat` (it may be joined again, by any phone)."""
        self.tokens.pop(seat, None)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "tokens": {str(k): v for k, v in self.tokens.items()}}

    @classmethod
    def from_json(cls, names: dict[int, str], data: Any) -> Room:
        """A room kept for a game that is resumed; a new room if `data` is not one."""
        try:
            code, tokens = data["code"], data["tokens"]
            kept = {int(k): v for k, v in tokens.items()
                    if int(k) in names and isinstance(v, str) and len(v) == TOKEN_CHARS}
            if not (isinstance(code, str) and len(code) == ROOM_LENGTH
                    and set(code) <= set(ROOM_LETTERS)):
                raise ValueError(code)
        except (KeyError, TypeError, ValueError, AttributeError):
            return cls(names)
        return cls(names, code, kept)


def hand_message(hand: Hand, page: int, seat: int, name: str, table: str,
                 picture_url: Mapping[str, str]) -> dict[str, Any]:
    """A hand as the page reads it: `page` numbers it, so a pick names what it answers."""
    def card(code: str | None) -> str | None:
        return picture_url.get(code) if code else None

    return {
        "t": "hand", "page": page, "seat": seat, "name": name, "table": table,
        "prompt": hand.prompt, "react": hand.react, "send": hand.send,
        "sections": [{"heading": s.heading, "lines": list(s.lines),
                      "cards": [{"words": c.words, "src": card(c.code)} for c in s.cards]}
                     for s in hand.sections],
        "picks": [{"steps": list(p.steps), "card": card(p.card)} for p in hand.picks],
    }
