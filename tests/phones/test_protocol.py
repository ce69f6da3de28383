"""The phones' message protocol and room, without a network (no Qt)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core.hands import Hand, Pick, Picture, Section
from psychboard.phones.protocol import (
    MAX_MESSAGE,
    ROOM_LETTERS,
    Refused,
    Room,
    hand_message,
    parse,
)


def test_a_well_formed_message_is_read() -> None:
    message = parse(json.dumps({"t": "pick", "token": "abc", "page": 3, "pick": 0}))
    assert message.kind == "pick" and message.fields == {"token": "abc", "page": 3, "pick": 0}


@pytest.mark.parametrize(("raw", "why"), [
    ("x" * (MAX_MESSAGE + 1), "too long"),
    ("{nope", "not readable"),
    (b"\xff\xfe", "not readable"),
    ("[1, 2]", "no type"),
    ('{"t": 5}', "no type"),
    ('{"t": "shout"}', "no known type"),
    ('{"t": "pick", "token": "a", "page": 1}', "fields"),
    ('{"t": "pick", "token": "a", "page": 1, "pick": 0, "more": 1}', "fields"),
    ('{"t": "pick", "token": "a", "page": "1", "pick": 0}', "page is not a int"),
    ('{"t": "pick", "token": "a", "page": true, "pick": 0}', "page is not a int"),
    ('{"t": "pick", "token": "a", "page": -1, "pick": 0}', "out of range"),
    ('{"t": "pick", "token": "a", "page": 1, "pick": 9999999999}', "out of range"),
    ('{"t": "hello", "room": "' + "A" * 65 + '"}', "too long"),
])
def test_every_malformed_message_is_refused_in_words(raw: str | bytes, why: str) -> None:
    with pytest.raises(Refused, match=why):
        parse(raw)


@given(st.text(max_size=300) | st.binary(max_size=300))
def test_nothing_a_phone_sends_escapes_the_schema(raw: str | bytes) -> None:
    try:
        message = parse(raw)
    except Refused as refused:
        assert str(refused).endswith(".")
    else:
        assert message.kind in ("hello", "join", "rejoin", "pick")


def test_a_room_gives_each_seat_to_one_phone() -> None:
    room = Room({0: "Ann", 2: "Cy"})
    assert len(room.code) == 4 and set(room.code) <= set(ROOM_LETTERS)
    token = room.join(room.code.lower(), 0)  # a code typed in lower case is the same code
    assert room.seat_of(token) == 0 and room.rejoin(room.code, token) == 0
    with pytest.raises(Refused, match="already on another phone"):
        room.join(room.code, 0)
    with pytest.raises(Refused, match="not played from a phone"):
        room.join(room.code, 1)
    with pytest.raises(Refused, match="room code"):
        room.join("ZZZZ" if room.code != "ZZZZ" else "BBBB", 2)
    with pytest.raises(Refused, match="no longer holds"):
        room.seat_of("forged")
    room.release(0)
    with pytest.raises(Refused, match="no longer holds"):
        room.seat_of(token)
    assert room.join(room.code, 0) != token
    assert [s["taken"] for s in room.seats()] == [True, False]


def test_a_kept_room_comes_back_and_a_damaged_one_is_replaced() -> None:
    room = Room({0: "Ann", 1: "Bo"})
    token = room.join(room.code, 1)
    kept = Room.from_json({0: "Ann", 1: "Bo"}, json.loads(json.dumps(room.to_json())))
    assert kept.code == room.code and kept.seat_of(token) == 1
    for damaged in (None, [], {"code": 5, "tokens": {}}, {"code": "AEIO", "tokens": {}},
                    {"code": room.code, "tokens": {"x": token}}, {"code": room.code}):
        fresh = Room.from_json({0: "Ann", 1: "Bo"}, damaged)
        assert fresh.tokens == {} and len(fresh.code) == 4
    other_seats = Room.from_json({0: "Ann"}, room.to_json())
    assert other_seats.tokens == {}, "a token for a seat no longer on a phone is dropped"


def test_a_hand_goes_out_as_plain_data_with_its_pictures_by_address() -> None:
    hand = Hand("Pick a card.", (Section("Your hand", ("two cards",), (
        Picture("AS", "Ace of Spades"), Picture("2S", "Two of Spades"))),),
        (Pick(("Bid the Ace",), "ace", "AS"),))
    message = hand_message(hand, 4, 0, "Ann", "Bo bids.", {"AS": "/card/4-0.png?token=t"})
    assert message["picks"] == [{"steps": ["Bid the Ace"], "card": "/card/4-0.png?token=t"}]
    assert message["sections"][0]["cards"][1] == {"words": "Two of Spades", "src": None}
    assert "ace" not in json.dumps(message), "the action itself never leaves the table"
