"""The history survives kill -9 at any moment: a child process remembers games in a loop
and is killed with SIGKILL at random points (before its first write, and right after a
random acknowledged game, so the kill lands inside the next write); after each kill the
file opens, passes SQLite's integrity check, and holds every acknowledged game whole."""

from __future__ import annotations

import json
import os
import random
import select
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from psychboard.store import db as store_db
from psychboard.store import games as store_games
from tests.store.kill_writer import SEATS, game

ROOT = Path(__file__).resolve().parents[2]
KILLS = 16
TIMEOUT_S = 60.0


def killed_writer(path: Path, first: int, acks: int, rnd: random.Random) -> set[int]:
    """Runs the writer until it has acknowledged `acks` games (0: until it is running), then
    kills it with SIGKILL at a random moment of the next write: the next acknowledgement is
    waited for at most a random part of one game's time. Returns the games acknowledged."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.store.kill_writer", str(path),
                              str(first)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    assert child.stdout is not None
    pipe = child.stdout.fileno()
    said = b""

    def read(timeout: float) -> bool:
        """What the child says within `timeout` seconds; False when it said nothing."""
        nonlocal said
        if not select.select([pipe], [], [], timeout)[0]:
            return False
        chunk = os.read(pipe, 65536)
        said += chunk
        return bool(chunk)

    try:
        while b"ready\n" not in said and read(TIMEOUT_S):
            pass
        while len(acknowledged(said)) < min(1, acks) and read(TIMEOUT_S):
            pass
        first_ack = time.monotonic()  # the first game also made the file: not counted
        while len(acknowledged(said)) < acks and read(TIMEOUT_S):
            pass
        per_game = (time.monotonic() - first_ack) / (acks - 1) if acks > 1 else 0.05
        read(rnd.uniform(0.0, per_game))
    finally:
        os.kill(child.pid, signal.SIGKILL)
        rest, errors = child.communicate(timeout=TIMEOUT_S)
    assert child.returncode == -signal.SIGKILL, errors.decode(errors="replace")
    return acknowledged(said + rest)  # what was in the pipe when it died was committed too


def acknowledged(said: bytes) -> set[int]:
    return {int(line.split()[1]) for line in said.split(b"\n")[:-1] if line.startswith(b"ack ")}


def check_whole(path: Path, acked: set[int]) -> None:
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        if "people" not in tables:  # killed before the history's first commit
            assert not acked
            return
        seats: dict[int, list[tuple[int, int, int | None]]] = {}
        for game_id, seat, score, person in db.execute(
                "SELECT game_id, seat, score, person_id FROM results ORDER BY game_id, seat"):
            seats.setdefault(game_id, []).append((seat, score, person))
        people = {row[0] for row in db.execute("SELECT id FROM people")}
        stored = set()
        for game_id, details, moves, kept in db.execute(
                "SELECT id, details, moves, save FROM games"):
            n = json.loads(details)["n"]
            made = game(n)
            assert json.loads(details) == made["details"] and moves == n
            assert store_db.unpack(kept) == made["save"]
            rows = seats.pop(game_id, [])
            assert [(seat, score) for seat, score, _p in rows] == list(
                enumerate(made["scores"])), f"game {n} is whole"  # type: ignore[arg-type]
            assert all(p in people for _s, _score, p in rows[:SEATS - 1])
            stored.add(n)
        assert not seats, "no results without their game"
    assert acked <= stored, f"acknowledged games lost: {sorted(acked - stored)}"
    family = store_games.read(path)  # the store itself opens it, and finds nothing damaged
    assert not family.problem and len(family.games) == len(stored)


@pytest.mark.parametrize("seed", [29])
def test_the_history_survives_kill_9_at_any_moment(tmp_path: Path, seed: int) -> None:
    rnd = random.Random(seed)
    path = tmp_path / "history.sqlite3"
    acked: set[int] = set()
    for kill in range(KILLS):
        # the first kill lands while the file is being made; later ones inside a write
        acks = 0 if kill == 0 else rnd.randint(2, 12)
        acked |= killed_writer(path, 100_000 * kill, acks, rnd)
        check_whole(path, acked)
    assert len(acked) >= KILLS - 1
    assert not list(tmp_path.glob("*.corrupt-*")), "nothing was set aside as damaged"
