"""Phones at a real table: the controller, the server and WebSocket clients on loopback.

Whole games through phones, and every refusal a phone can meet, with the table going on."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.jujitsu.rules import Bid
from psychboard.gui.controller import GameController, create_controller
from psychboard.phones.protocol import MAX_MESSAGE
from psychboard.phones.table import PhoneTable, rooms_file
from tests.phones.client import PhoneClient

WAIT = 20_000


def _seats(*kinds: str) -> list[SeatConfig]:
    names = ["Ann", "Bo", "Cy", "Di"]
    return [SeatConfig(names[i], kind=kind, level="easy") for i, kind in enumerate(kinds)]


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[tuple[GameController, PhoneTable]]:
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None and spec.phone is not None
    options = spec.rules().options_type(players=3)
    controller = create_controller(spec, options, _seats("phone", "phone", "computer"), 7)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    yield controller, phones
    controller.close()


def _join(qtbot: QtBot, phones: PhoneTable, seat: int) -> PhoneClient:
    phone = PhoneClient(phones.server.port)
    phone.send(t="hello", room=phones.room.code)
    qtbot.waitUntil(lambda: phone.last("seats") is not None, timeout=WAIT)
    phone.send(t="join", room=phones.room.code, seat=seat)
    qtbot.waitUntil(lambda: phone.last("hand") is not None, timeout=WAIT)
    return phone


def _play_out(qtbot: QtBot, controller: GameController, phones: list[PhoneClient]) -> None:
    """Each phone bids its lowest card whenever it has a choice, until the game ends."""
    sent: set[tuple[int, int]] = set()

    def step() -> bool:
        for n, phone in enumerate(phones):
            hand = phone.last("hand")
            welcome = phone.last("welcome")
            if hand and welcome and hand["picks"] and (n, hand["page"]) not in sent:
                sent.add((n, hand["page"]))
                phone.send(t="pick", token=welcome["token"], page=hand["page"], pick=0)
        return controller.outcome() is not None

    qtbot.waitUntil(step, timeout=120_000)


def test_two_phones_and_a_computer_play_a_whole_hand(qtbot: QtBot, table) -> None:
    controller, phones = table
    ann, bo = _join(qtbot, phones, 0), _join(qtbot, phones, 1)
    hand = ann.last("hand")
    assert hand is not None and hand["name"] == "Ann"
    assert [p["steps"] for p in hand["picks"]][0] == ["Bid the Ace"]
    assert "Bo" not in json.dumps(hand["sections"][1]), "no other seat's hand"
    _play_out(qtbot, controller, [ann, bo])
    assert all(seat.by_phone for seat in controller.seats[:2])
    final = ann.last("hand")
    assert final is not None and final["picks"] == [] and "Game over" in final["prompt"]


def test_a_phone_sees_only_its_own_sealed_bid(qtbot: QtBot, table) -> None:
    controller, phones = table
    ann, bo = _join(qtbot, phones, 0), _join(qtbot, phones, 1)
    hand = ann.last("hand")
    token = ann.last("welcome")["token"]
    ann.send(t="pick", token=token, page=hand["page"], pick=12)  # the King
    qtbot.waitUntil(lambda: ann.last("sent") is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: "Your sealed bid" in [
        s["heading"] for s in (ann.last("hand") or {"sections": []})["sections"]], timeout=WAIT)
    seen_by_bo = bo.last("hand")
    assert seen_by_bo is not None
    assert "Your sealed bid" not in [s["heading"] for s in seen_by_bo["sections"]]
    public = [s for s in seen_by_bo["sections"] if s["heading"] != "Your hand"]
    assert "King" not in json.dumps(public)
    assert (0, Bid(13)) in controller.log


def test_refusals_leave_the_game_as_it_was(qtbot: QtBot, table) -> None:
    controller, phones = table
    ann = _join(qtbot, phones, 0)
    token = ann.last("welcome")["token"]
    page = ann.last("hand")["page"]
    before = len(controller.log)
    bad = [
        {"t": "pick", "token": "x" * 22, "page": page, "pick": 0},       # a forged token
        {"t": "pick", "token": token, "page": page + 5, "pick": 0},     # a stale page
        {"t": "pick", "token": token, "page": page, "pick": 99},        # not a choice
        {"t": "join", "room": phones.room.code, "seat": 2},             # a computer's seat
        {"t": "join", "room": "ZZZZ" if phones.room.code != "ZZZZ" else "BBBB", "seat": 1},
        {"t": "pick", "token": token, "page": page},                   # a field missing
        {"t": "pick", "token": token, "page": "1", "pick": 0},          # a field mistyped
        {"t": "shout"},                                                 # no such type
    ]
    for message in bad:
        ann.send(**message)
    ann.socket.send("not json")
    ann.socket.send(json.dumps({"t": "hello", "room": "A" * MAX_MESSAGE}))
    qtbot.waitUntil(lambda: ann.count("refused") >= len(bad) + 1 or ann.closed, timeout=WAIT)
    assert len(controller.log) == before
    other = PhoneClient(phones.server.port)
    other.send(t="join", room=phones.room.code, seat=0)  # Ann's seat, from a second phone
    qtbot.waitUntil(lambda: other.last("refused") is not None, timeout=WAIT)
    assert "already on another phone" in other.last("refused")["why"]
    assert len(controller.log) == before


def test_a_reloaded_phone_takes_its_seat_back(qtbot: QtBot, table) -> None:
    controller, phones = table
    ann = _join(qtbot, phones, 0)
    token = ann.last("welcome")["token"]
    ann.close()
    qtbot.waitUntil(lambda: phones.seat_state(0) == "away", timeout=WAIT)
    assert 0 in phones.waiting_for()
    again = PhoneClient(phones.server.port)
    again.send(t="rejoin", room=phones.room.code, token=token)
    qtbot.waitUntil(lambda: again.last("hand") is not None, timeout=WAIT)
    assert phones.seat_state(0) == "joined"
    kept = json.loads(rooms_file().read_text())[f"jujitsu:{controller.seed}"]
    assert kept["tokens"]["0"] == token


def test_other_hosts_and_origins_are_refused(qtbot: QtBot, table) -> None:
    _controller, phones = table
    port = phones.server.port
    request = urllib.request.Request(f"http://127.0.0.1:{port}/", headers={"Host": "evil.test"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    refused.value.close()
    assert refused.value.code == 421  # a page asked for by another name: DNS rebinding
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as page:
        assert b"phone.js" in page.read()
    with pytest.raises(Exception, match="403"):
        PhoneClient(port, origin="http://evil.test")
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/card/1-0.png?token=nobody", timeout=10)
    missing.value.close()
    assert missing.value.code == 404


def test_the_table_can_take_a_seat_back_to_the_screen(qtbot: QtBot, table) -> None:
    controller, phones = table
    ann = _join(qtbot, phones, 0)
    with qtbot.waitSignal(controller.handoff, timeout=WAIT) as handoff:
        phones.to_screen(0)  # Bo still plays from a phone: Ann's bids pass through a hand-off
    assert handoff.args == [0]
    qtbot.waitUntil(lambda: ann.closed, timeout=WAIT)
    qtbot.waitUntil(lambda: ann.last("released") is not None, timeout=WAIT)
    assert controller.seats[0].kind == "human"


def test_two_seats_of_one_name_are_told_apart_on_a_phone(qtbot: QtBot) -> None:
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None and spec.phone is not None
    seats = [SeatConfig("Jo", kind="phone"), SeatConfig("Jo", kind="phone")]
    controller = create_controller(spec, spec.rules().options_type(players=2), seats, 2)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    one = _join(qtbot, phones, 0)
    assert one.last("welcome")["name"] == "Jo (seat 1)"
    assert "Jo (seat 2)" in json.dumps(one.last("hand"))
    controller.close()


def test_a_flood_is_refused_then_cut_off_and_the_table_plays_on(qtbot: QtBot, table) -> None:
    controller, phones = table
    flood = PhoneClient(phones.server.port)
    for _ in range(60):
        flood.send(t="hello", room=phones.room.code)
    qtbot.waitUntil(lambda: flood.closed, timeout=WAIT)
    tells = [m["why"] for m in flood.heard if m["t"] == "refused"]
    assert tells[0] == "Too many messages: wait a moment."
    assert tells[-1].startswith("Too many messages: this phone is let go")
    assert flood.count("seats") <= 25, "a burst is answered, the rest refused"
    ann = _join(qtbot, phones, 0)  # another phone is served as ever
    assert ann.last("hand") is not None and controller.outcome() is None
