"""Eight phones at once: real WebSocket clients play whole games against the app's server.

Two Psychological Jujitsu tables run in the app (offscreen Qt), four phone seats each; eight
clients on their own thread join by room code and play every bid of every game. Now and then
a client sends what a phone must never get away with instead (a forged token, a stale page,
a pick that isn't on offer, a field of the wrong type, a message of no known type, garbage,
another phone's seat, a wrong room code; and once each, a page asked for under another host
name and a WebSocket from another origin), and every one must be refused without the game
noticing. A leak is any other seat's token or hand card in what a phone receives.

    python bench/phones.py [--games N]
Last line: phones=8 games=<n> tap_to_table_p50_ms=<x> p95_ms=<y> bad=<n> refused=<n>
leaks=<n>  (goal: p95 ≤ 100 ms, refused = bad, leaks = 0). tap_to_table is the time from a
phone sending its pick to the table acknowledging it, on one machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PSYCHBOARD_DATA_DIR"] = tempfile.mkdtemp(prefix="psychboard-phones-")

SEATS_PER_TABLE = 4
LIMIT_S = 120  # a run that takes longer has stalled: it reports what it has
LATE = "The table has moved on: that choice"  # a queued move the rules no longer allow
SUITS = {0: "Spades", 1: "Hearts", 2: "Clubs", 3: "Spades"}  # seat 3: the second deck


class Phone:
    """One client: joins its seat, bids at random, and now and then misbehaves."""

    def __init__(self, port: int, room: str, seat: int, rnd: random.Random,
                 others: list[str]) -> None:
        self.url = f"ws://127.0.0.1:{port}/ws"
        self.origin = f"http://127.0.0.1:{port}"
        self.room, self.seat, self.rnd = room, seat, rnd
        self.others = others  # the other seats' tokens, filled in once all have joined
        self.token = ""
        self.taps: list[float] = []
        self.bad = self.refused = self.leaks = self.floods = 0
        self.over = False
        self.asked: list[tuple[bool, float, str]] = []  # (bad?, when, text), not yet answered

    async def play(self) -> None:
        """Every message sent gets one answer ("sent" or "refused"), in order: the answers
        are paired with what was sent, so a refusal is known to answer a bad message. (A
        move refused later because the table moved on is told unasked, and not paired.)"""
        from websockets.asyncio.client import connect

        asked = self.asked

        async def send(text: str, bad: bool) -> None:
            asked.append((bad, time.perf_counter(), text))
            await socket.send(text)

        async with connect(self.url, origin=self.origin) as socket:  # the table closes it
            await socket.send(json.dumps({"t": "join", "room": self.room, "seat": self.seat}))
            async for raw in socket:
                message = json.loads(raw)
                kind = message["t"]
                if kind == "welcome":
                    self.token = message["token"]
                elif kind == "refused" and message["why"].startswith(LATE):
                    continue
                elif kind in ("refused", "sent"):
                    bad, when, text = asked.pop(0)
                    if kind == "sent":
                        self.taps.append((time.perf_counter() - when) * 1000)
                    elif bad:
                        self.refused += 1
                    elif message["why"].startswith("Too many"):  # tapped again, as a person
                        self.floods += 1                               # would
                        self._later(send(text, False))
                elif kind == "hand":
                    self._check(raw)
                    if "Game over" in message["prompt"]:
                        self.over = True  # reading on: answers still on their way
                    if message["picks"] and not self.over:
                        if self.rnd.random() < 0.3:
                            await send(self._bad(message), True)
                            self.bad += 1
                        await send(json.dumps({
                            "t": "pick", "token": self.token, "page": message["page"],
                            "pick": self.rnd.randrange(len(message["picks"]))}), False)

    @staticmethod
    def _later(step: Any) -> None:
        loop = asyncio.get_running_loop()
        loop.call_later(0.2, loop.create_task, step)

    def _check(self, raw: str) -> None:
        """Another seat's token anywhere, or a card not of this seat's suit in its hand (the
        news line may name anyone's bid: bids are shown to all once revealed)."""
        if any(token and token in raw for token in self.others):
            self.leaks += 1
        hand = json.loads(raw)
        held = [c["words"] for s in hand["sections"] if s["heading"] == "Your hand"
                for c in s["cards"]]
        held += [step for pick in hand["picks"] for step in pick["steps"]]
        mine = SUITS[self.seat % 4]
        self.leaks += sum(" of " in words and not words.endswith(mine) for words in held)

    def _bad(self, hand: dict[str, Any]) -> str:
        page, picks = hand["page"], len(hand["picks"])
        return self.rnd.choice([
            json.dumps({"t": "pick", "token": "x" * 22, "page": page, "pick": 0}),
            json.dumps({"t": "pick", "token": self.token, "page": page + 7, "pick": 0}),
            json.dumps({"t": "pick", "token": self.token, "page": page, "pick": picks + 3}),
            json.dumps({"t": "pick", "token": self.token, "page": str(page), "pick": 0}),
            json.dumps({"t": "shout", "words": "now"}),
            "{not json",
            json.dumps({"t": "join", "room": self.room, "seat": self.seat}),  # held already
            json.dumps({"t": "hello", "room": "QQQQ" if self.room != "QQQQ" else "ZZZZ"}),
        ])


def refused_at_the_door(port: int) -> tuple[int, int]:
    """(bad, refused): a page for another host name, a WebSocket from another origin."""
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    refused = 0
    request = urllib.request.Request(f"http://127.0.0.1:{port}/", headers={"Host": "evil.test"})
    try:
        urllib.request.urlopen(request, timeout=10).close()
    except urllib.error.HTTPError as exc:
        exc.close()
        refused += exc.code == 421
    try:
        with connect(f"ws://127.0.0.1:{port}/ws", origin="http://evil.test"):
            pass
    except InvalidStatus as exc:
        refused += exc.response.status_code == 403
    return 2, refused


class Tables:
    """Two tables of four phone seats each; each plays its games one after another, a new
    table for each game, with its phones on the clients' event loop."""

    def __init__(self, games: int, loop: asyncio.AbstractEventLoop) -> None:
        from psychboard.games import registry

        self.spec = registry.GAMES["jujitsu"]
        self.games, self.loop = games, loop
        self.phones: list[Phone] = []
        self.tables: list[Any] = []
        self.door = [0, 0]
        self.played = 0

    def sit(self, number: int, game: int) -> None:
        from psychboard.core.saves import SeatConfig
        from psychboard.gui.controller import create_controller
        from psychboard.phones.table import PhoneTable

        spec = self.spec
        assert spec.rules is not None and spec.phone is not None
        seats = [SeatConfig(f"P{number}{n}", kind="phone") for n in range(SEATS_PER_TABLE)]
        options = spec.rules().options_type(players=SEATS_PER_TABLE)
        controller = create_controller(spec, options, seats, 1000 * number + game)
        table = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
        table.start()
        controller.start()
        self.tables.append(table)  # kept, as the game's page keeps its own
        if game == 0:
            bad, refused = refused_at_the_door(table.server.port)
            self.door = [self.door[0] + bad, self.door[1] + refused]
        clients = [Phone(table.server.port, table.room.code, seat,
                         random.Random(number * 100 + game * 10 + seat), [])
                   for seat in range(SEATS_PER_TABLE)]
        self.phones += clients
        asyncio.run_coroutine_threadsafe(self._play(clients), self.loop)
        self._when(lambda: len(table.room.tokens) == SEATS_PER_TABLE, lambda: [
            c.others.extend(t for s, t in table.room.tokens.items() if s != c.seat)
            for c in clients])

        def next_game() -> None:
            self.played += 1
            controller.close()
            if game + 1 < self.games:
                self.sit(number, game + 1)

        self._when(lambda: all(c.over and not c.asked for c in clients), next_game)

    @staticmethod
    async def _play(clients: list[Phone]) -> None:
        await asyncio.gather(*(c.play() for c in clients))

    def _when(self, ready: Any, then: Any) -> None:
        from PySide6.QtCore import QTimer

        if ready():
            then()
        else:
            QTimer.singleShot(20, lambda: self._when(ready, then))

    def report(self, seconds: float) -> bool:
        phones = self.phones
        taps = sorted(t for c in phones for t in c.taps)
        bad = sum(c.bad for c in phones) + self.door[0]
        refused = sum(c.refused for c in phones) + self.door[1]
        leaks = sum(c.leaks for c in phones)
        p50 = statistics.median(taps) if taps else float("nan")
        p95 = taps[int(len(taps) * 0.95)] if taps else float("nan")
        print(f"{len(taps)} picks acknowledged in {seconds:.1f} s; "
              f"{sum(c.floods for c in phones)} sent too fast and tapped again")
        print(f"phones={2 * SEATS_PER_TABLE} games={self.played} tap_to_table_p50_ms={p50:.1f} "
              f"p95_ms={p95:.1f} bad={bad} refused={refused} leaks={leaks}")
        return self.played == 2 * self.games and refused == bad and not leaks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per table (default 3)")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from psychboard.gui import animation

    app = QApplication(sys.argv)
    animation.set_speed("off")
    loop = asyncio.new_event_loop()
    threading.Thread(target=loop.run_forever, daemon=True).start()
    tables = Tables(args.games, loop)
    started = time.perf_counter()
    for number in (1, 2):
        tables.sit(number, 0)
    tables._when(lambda: tables.played == 2 * args.games
                 or time.perf_counter() - started > LIMIT_S, app.quit)
    app.exec()
    return 0 if tables.report(time.perf_counter() - started) else 1


if __name__ == "__main__":
    sys.exit(main())
