"""Every finished game the family played: who sat where (people by their stable id, computer
players by level), options, result, length, what the game adds for its statistics, and the
saved action log that replays it. Each game is written in one transaction.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psychboard.store import db as store_db
from psychboard.store.people import Person, person_for


@dataclass(frozen=True, slots=True)
class Sitter:
    """Who sat in a seat, as the store needs it."""

    name: str
    colour: str = "#0072B2"
    token: str = "circle"
    kind: str = "human"
    level: str = ""


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    person: int | None  # None: a computer player (or a person since deleted)
    kind: str
    level: str
    score: int
    won: bool


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    game: str
    started: float
    finished: float
    moves: int
    seats: tuple[SeatResult, ...]
    details: Mapping[str, Any] = field(default_factory=dict)
    replayable: bool = False  # its action log was kept (not so in the first history)

    @property
    def seconds(self) -> float:
        return max(0.0, self.finished - self.started)

    def seat_of(self, person: int) -> SeatResult | None:
        return next((s for s in self.seats if s.person == person), None)


def record(path: Path | None, game: str, sitters: Sequence[Sitter], scores: Sequence[int],
           winners: Iterable[int], details: Mapping[str, Any] | None = None, *,
           options: Mapping[str, Any] | None = None, save: Mapping[str, Any] | None = None,
           started: float | None = None, moves: int = 0) -> int:
    """Remember one finished game, in one transaction; returns its id."""
    with closing(store_db.connect(path)) as db, db:
        return insert(db, game, sitters, scores, winners, details, options=options, save=save,
                      started=started, moves=moves)


def insert(db: sqlite3.Connection, game: str, sitters: Sequence[Sitter], scores: Sequence[int],
           winners: Iterable[int], details: Mapping[str, Any] | None = None, *,
           options: Mapping[str, Any] | None = None, save: Mapping[str, Any] | None = None,
           started: float | None = None, moves: int = 0, finished: float | None = None) -> int:
    """One game's rows, inside the caller's transaction."""
    won = set(winners)
    finished = time.time() if finished is None else finished
    cursor = db.execute(
        "INSERT INTO games (game, finished, details, started, moves, options, save) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (game, finished, json.dumps(details or {}), started or finished, moves,
         json.dumps(options or {}), store_db.pack(save)))
    game_id = int(cursor.lastrowid or 0)
    rows = []
    for seat, (sitter, score) in enumerate(zip(sitters, scores, strict=True)):
        person = (person_for(db, sitter.name, sitter.colour, sitter.token)
                  if sitter.kind == "human" else None)
        rows.append((game_id, seat, " ".join(sitter.name.split()), score, seat in won, person,
                     sitter.kind, sitter.level))
    db.executemany("INSERT INTO results (game_id, seat, player, score, won, person_id, "
                   "kind, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    return game_id


@dataclass(frozen=True, slots=True)
class Family:
    """Everything the Family page pictures, read at once; `problem` says why it is
    incomplete or can't be written (empty when all is well)."""

    people: tuple[Person, ...] = ()
    games: tuple[GameRecord, ...] = ()
    problem: str = ""
    writable: bool = True


def read(path: Path | None = None) -> Family:
    """The whole history, or as much as can be read, never raising for a bad file or folder."""
    problem, writable = "", True
    try:
        db = store_db.connect(path)
    except (OSError, sqlite3.Error) as exc:
        writable = False
        problem = (f"The family's history can't be written here ({exc}). Games are played as "
                   "usual, but new ones are not remembered.")
        try:
            db = store_db.read_only(path)
        except (OSError, sqlite3.Error):
            return Family(problem=problem, writable=False)
    problem = store_db.notice(path) or problem
    try:
        with closing(db):
            return Family(_people(db), _games(db), problem, writable)
    except sqlite3.Error as exc:
        return Family(problem=f"The family's history could not be read ({exc}).",
                      writable=writable)


def _people(db: sqlite3.Connection) -> tuple[Person, ...]:
    rows = db.execute("SELECT id, name, colour, token, younger FROM people "
                      "ORDER BY name COLLATE NOCASE, id").fetchall()
    return tuple(Person(i, n, c, t, bool(o)) for i, n, c, t, o in rows)


def _games(db: sqlite3.Connection) -> tuple[GameRecord, ...]:
    seats: dict[int, list[SeatResult]] = {}
    for game_id, seat, name, person, kind, level, score, won in db.execute(
            "SELECT r.game_id, r.seat, COALESCE(p.name, r.player), r.person_id, r.kind, r.level, "
            "r.score, r.won FROM results r LEFT JOIN people p ON p.id = r.person_id "
            "ORDER BY r.game_id, r.seat"):
        seats.setdefault(game_id, []).append(
            SeatResult(seat, name, person, kind, level, score, bool(won)))
    games = []
    for game_id, game, started, finished, moves, details, kept in db.execute(
            "SELECT id, game, COALESCE(started, finished), finished, moves, details, "
            "save IS NOT NULL FROM games ORDER BY finished, id"):
        games.append(GameRecord(game_id, game, started, finished, moves,
                                tuple(seats.get(game_id, ())), Details(details), bool(kept)))
    return tuple(games)


def saved_log(game_id: int, path: Path | None = None) -> Mapping[str, Any] | None:
    """The save JSON a remembered game was recorded with (None for games of the first
    history, which kept no log)."""
    with closing(store_db.connect(path)) as db:
        row = db.execute("SELECT save FROM games WHERE id = ?", (game_id,)).fetchone()
    return store_db.unpack(row[0]) if row else None


class Details(Mapping[str, Any]):
    """A game's details, read from their JSON only when first looked at: the Family page
    shows what every game shares before it needs any game's own details."""

    __slots__ = ("_text", "_value")

    def __init__(self, text: str | None) -> None:
        self._text = text
        self._value: dict[str, Any] | None = None

    def _parsed(self) -> dict[str, Any]:
        if self._value is None:
            self._value = _json(self._text)
        return self._value

    def __getitem__(self, key: str) -> Any:
        return self._parsed()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._parsed())

    def __len__(self) -> int:
        return len(self._parsed())

    def __repr__(self) -> str:
        return repr(self._parsed())


def _json(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
