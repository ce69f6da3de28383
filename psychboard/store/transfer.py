"""The family's history as one JSON file, to keep or to carry to another computer.

    {"format": "psychboard-history", "version": 1,
     "people": [{"id", "name", "colour", "token", "younger", "names": [...]}],
     "games": [{"game", "started", "finished", "moves", "options", "details", "save",
                "seats": [{"seat", "person", "name", "kind", "level", "score", "won"}]}],
     "answers": [{"player", "card", "response", "at"}]}

Importing merges people by name (any name a person went by here): `plan` says who joins whom
and who is new, for the family to confirm, and `apply` adds it all in one transaction. A
game already remembered (same game, same end, same names at the table) is not added twice,
so importing the same file again changes nothing.
"""

from __future__ import annotations

import json
import sqlite3
import stat
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from psychboard.core.errors import FileProblem, quoted
from psychboard.core.files import write_json_atomic
from psychboard.core.seating import TOKEN_SHAPES, colour_problem, name_problem
from psychboard.store import db as store_db
from psychboard.store.db import normalise, pack, unpack

FORMAT, VERSION = "psychboard-history", 1
MAX_BYTES = 512 * 1024 * 1024


class HistoryFileError(FileProblem):
    """A history file that can't be imported; nothing of it was added."""


def export(to: Path, path: Path | None = None) -> int:
    """Write the whole history to `to`; returns how many games it holds."""
    with closing(store_db.connect(path)) as db:
        names: dict[int, list[str]] = {}
        for name, person in db.execute("SELECT name, person_id FROM aliases ORDER BY name"):
            names.setdefault(person, []).append(name)
        people = [{"id": i, "name": n, "colour": c, "token": t, "younger": bool(o),
                   "names": names.get(i, [])}
                  for i, n, c, t, o in db.execute(
                      "SELECT id, name, colour, token, younger FROM people ORDER BY id")]
        seats: dict[int, list[dict[str, Any]]] = {}
        for game_id, seat, person, name, kind, level, score, won in db.execute(
                "SELECT game_id, seat, person_id, player, kind, level, score, won FROM results "
                "ORDER BY game_id, seat"):
            seats.setdefault(game_id, []).append(
                {"seat": seat, "person": person, "name": name, "kind": kind, "level": level,
                 "score": score, "won": bool(won)})
        games = [{"game": g, "started": s, "finished": f, "moves": m,
                  "options": json.loads(o or "{}"), "details": json.loads(d or "{}"),
                  "save": unpack(v), "seats": seats.get(i, [])}
                 for i, g, s, f, m, o, d, v in db.execute(
                     "SELECT id, game, started, finished, moves, options, details, save "
                     "FROM games ORDER BY finished, id")]
        answers = [{"player": p, "card": c, "response": r, "at": a} for p, c, r, a in
                   db.execute("SELECT player, card, response, at FROM answers ORDER BY at")]
    write_json_atomic(to, {"format": FORMAT, "version": VERSION, "people": people,
                           "games": games, "answers": answers})
    return len(games)


@dataclass(frozen=True, slots=True)
class Plan:
    """What importing a file would do, for the family to confirm."""

    source: Path
    data: Mapping[str, Any]
    joins: tuple[tuple[str, str], ...]  # (name in the file, person here)
    new: tuple[str, ...]
    games: int

    def words(self) -> str:
        parts = [f"{self.games} game{'s' * (self.games != 1)} to add."]
        if self.joins:
            parts.append("Same people as here: " + ", ".join(
                f"{there} = {here}" if normalise(there) != normalise(here) else here
                for there, here in self.joins) + ".")
        if self.new:
            parts.append("New to this computer: " + ", ".join(self.new) + ".")
        return " ".join(parts)


def plan(source: Path, path: Path | None = None) -> Plan:
    data = _read(source)
    with closing(store_db.connect(path)) as db:
        here = dict(db.execute("SELECT a.name, p.name FROM aliases a JOIN people p "
                               "ON p.id = a.person_id").fetchall())
        known = {_fingerprint(db, g) for g in _local_games(db)}
    joins, new = [], []
    for person in data["people"]:
        match = next((here[normalise(n)] for n in (person["name"], *person["names"])
                      if normalise(n) in here), None)
        if match is None:
            new.append(person["name"])
        else:
            joins.append((person["name"], match))
    games = sum(_game_fingerprint(g) not in known for g in data["games"])
    return Plan(source, data, tuple(joins), tuple(new), games)


def apply(chosen: Plan, path: Path | None = None) -> int:
    """Add what `chosen` planned; returns the games added."""
    from psychboard.store.people import person_for

    data = chosen.data
    added = 0
    with closing(store_db.connect(path)) as db, db:
        mapped: dict[int, int] = {}
        for person in data["people"]:
            names = [person["name"], *person["names"]]
            local = next((r[0] for n in names for r in db.execute(
                "SELECT person_id FROM aliases WHERE name = ?", (normalise(n),))), None)
            if local is None:
                local = person_for(db, person["name"], person["colour"], person["token"])
                db.execute("UPDATE people SET younger = ? WHERE id = ?",
                           (person["younger"], local))
            for name in names:
                db.execute("INSERT OR IGNORE INTO aliases VALUES (?, ?)", (normalise(name), local))
            mapped[person["id"]] = local
        known = {_fingerprint(db, g) for g in _local_games(db)}
        for game in data["games"]:
            if _game_fingerprint(game) in known:
                continue
            cursor = db.execute(
                "INSERT INTO games (game, finished, details, started, moves, options, save) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game["game"], game["finished"], json.dumps(game["details"]), game["started"],
                 game["moves"], json.dumps(game["options"]),
                 pack(game["save"])))
            db.executemany(
                "INSERT INTO results (game_id, seat, player, score, won, person_id, kind, level) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(cursor.lastrowid, s["seat"], s["name"], s["score"], s["won"],
                  mapped.get(s["person"]) if s["person"] is not None else None, s["kind"],
                  s["level"]) for s in game["seats"]])
            added += 1
        have = set(db.execute("SELECT player, card, response, at FROM answers").fetchall())
        db.executemany("INSERT INTO answers VALUES (?, ?, ?, ?)",
                       [row for a in data["answers"]
                        if (row := (a["player"], a["card"], a["response"], a["at"])) not in have])
    return added


def _local_games(db: sqlite3.Connection) -> list[tuple[int, str, float]]:
    return db.execute("SELECT id, game, finished FROM games").fetchall()


def _fingerprint(db: sqlite3.Connection, game: tuple[int, str, float]) -> tuple[Any, ...]:
    names = tuple(normalise(r[0]) for r in db.execute(
        "SELECT player FROM results WHERE game_id = ? ORDER BY seat", (game[0],)))
    return (game[1], round(game[2], 3), names)


def _game_fingerprint(game: Mapping[str, Any]) -> tuple[Any, ...]:
    return (game["game"], round(game["finished"], 3),
            tuple(normalise(s["name"]) for s in game["seats"]))


def _read(source: Path) -> Mapping[str, Any]:
    """The file, checked whole before anything is added."""
    try:
        info = source.stat()
        if not stat.S_ISREG(info.st_mode):
            raise HistoryFileError(source, "this is not an ordinary file")
        if info.st_size > MAX_BYTES:
            raise HistoryFileError(source, "the file is too large")
        data = json.loads(source.read_bytes())
    except OSError as exc:
        raise HistoryFileError(source, f"the file cannot be read ({exc.strerror})") from None
    except (ValueError, RecursionError):
        raise HistoryFileError(source, "this is not a Psychboard history (not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryFileError(source, "this is not a Psychboard history file")
    if data.get("version") != VERSION:
        raise HistoryFileError(source, f"history version {data.get('version')!r} is not one "
                               "this Psychboard reads")
    try:
        _check(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise HistoryFileError(source, f"the file is damaged ({exc})") from None
    return data


_NUMBER = (int, float)


def _field(item: Any, key: str, kinds: type | tuple[type, ...], where: str) -> Any:
    """`item[key]`, of one of `kinds` (a truth value is never a number), or a ValueError
    naming the place and the field."""
    if not isinstance(item, dict) or key not in item:
        raise ValueError(f"{where} has no {key!r}")
    value = item[key]
    wanted = kinds if isinstance(kinds, tuple) else (kinds,)
    if (isinstance(value, bool) and bool not in wanted) or not isinstance(value, wanted):
        names = " or ".join(k.__name__ for k in wanted)
        raise ValueError(f"{where}: {key!r} should be {names}, not {quoted(value)}")
    if isinstance(value, int) and not -2**63 <= value < 2**63:  # what SQLite can hold
        raise ValueError(f"{where}: {key!r} is a number too large")
    return value


def _items(data: Any, key: str, where: str) -> list[Any]:
    found: list[Any] = _field(data, key, list, where)
    return found


def _check(data: Mapping[str, Any]) -> None:
    """Every field of the file is of its type before anything is added."""
    ids = set()
    for n, person in enumerate(_items(data, "people", "the file")):
        where = f"person {n + 1}"
        name = _field(person, "name", str, where)
        problem = name_problem(name) or colour_problem(_field(person, "colour", str, where))
        if problem or _field(person, "token", str, where) not in TOKEN_SHAPES:
            raise ValueError(f"{where}: {problem or 'an unknown token'}")
        if not all(isinstance(other, str) for other in _items(person, "names", where)):
            raise ValueError(f"{where}: 'names' should hold names only")
        _field(person, "younger", bool, where)
        ids.add(_field(person, "id", int, where))
    for n, game in enumerate(_items(data, "games", "the file")):
        where = f"game {n + 1}"
        _field(game, "game", str, where)
        _field(game, "details", dict, where)
        _field(game, "options", dict, where)
        _field(game, "save", (dict, type(None)), where)
        for key in ("finished", "started"):
            _field(game, key, _NUMBER, where)
        _field(game, "moves", int, where)
        for m, seat in enumerate(_items(game, "seats", where)):
            at = f"{where}, seat {m + 1}"
            person_id = _field(seat, "person", (int, type(None)), at)
            if person_id is not None and person_id not in ids:
                raise ValueError(f"{at} names person {person_id!r}, not in the file")
            if _field(seat, "kind", str, at) not in ("human", "computer"):
                raise ValueError(f"{at}: 'kind' should be human or computer")
            for key, kind in (("name", str), ("level", str), ("seat", int), ("score", int),
                              ("won", bool)):
                _field(seat, key, kind, at)
    for n, answer in enumerate(_items(data, "answers", "the file")):
        where = f"answer {n + 1}"
        for key, kinds in (("player", str), ("card", str), ("response", int), ("at", _NUMBER)):
            _field(answer, key, kinds, where)
