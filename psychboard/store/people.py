"""The family's people, kept across sittings: a name, a colour, a token and "8+", a younger
player, who gets the cards for ages 8 and up where a game has that choice.

A person has a stable id; every name they were recorded under is an alias of it, so a game
finds the same person whatever case or spacing was typed, a renamed person keeps their past,
and two entries of the same person merge into one with all their games and answers. Deleting
a person removes their answers and their name from every remembered game: the games of the
others stay, with that seat called by its number, and a game nobody else played goes.
"""

from __future__ import annotations

import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from psychboard.core.seating import TOKEN_SHAPES, colour_problem, name_problem
from psychboard.store import db as store_db
from psychboard.store.db import normalise, pack, unpack


class PeopleError(ValueError):
    """A change the family asked for that can't be made; the message says why."""


@dataclass(frozen=True, slots=True)
class Person:
    id: int
    name: str
    colour: str = "#0072B2"
    token: str = "circle"
    younger: bool = False  # "8+": plays with the cards for ages 8 and up


def person_for(db: sqlite3.Connection, name: str, colour: str = "#0072B2",
               token: str = "circle") -> int:
    """The id of the person who goes by `name`, adding them the first time they play."""
    row = db.execute("SELECT person_id FROM aliases WHERE name = ?", (normalise(name),)
                     ).fetchone()
    if row is not None:
        return int(row[0])
    cursor = db.execute("INSERT INTO people (name, colour, token, added) VALUES (?, ?, ?, ?)",
                        (" ".join(name.split()), colour, token, time.time()))
    person = int(cursor.lastrowid or 0)
    db.execute("INSERT INTO aliases VALUES (?, ?)", (normalise(name), person))
    return person


class People:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        return store_db.connect(self.path)

    def all(self) -> list[Person]:
        """Everyone, by name."""
        with closing(self._connect()) as db:
            rows = db.execute("SELECT id, name, colour, token, younger FROM people "
                              "ORDER BY name COLLATE NOCASE, id").fetchall()
        return [Person(i, n, c, t, bool(o)) for i, n, c, t, o in rows]

    def get(self, person: int) -> Person:
        found = next((p for p in self.all() if p.id == person), None)
        if found is None:
            raise PeopleError("That person is no longer in the family's list.")
        return found

    def find(self, name: str) -> Person | None:
        """The person who goes by this name (any case, any spacing), if anyone does."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT person_id FROM aliases WHERE name = ?",
                             (normalise(name),)).fetchone()
        return self.get(int(row[0])) if row else None

    def add(self, name: str, colour: str = "#0072B2", token: str = "circle",
            younger: bool = False) -> Person:
        name = " ".join(name.split())
        self._check(name, colour, token)
        with closing(self._connect()) as db, db:
            if db.execute("SELECT 1 FROM aliases WHERE name = ?", (normalise(name),)).fetchone():
                raise PeopleError(f"{name} is already in the family's list.")
            person = person_for(db, name, colour, token)
            db.execute("UPDATE people SET younger = ? WHERE id = ?", (younger, person))
        return Person(person, name, colour, token, younger)

    def update(self, person: int, colour: str | None = None, token: str | None = None,
               younger: bool | None = None) -> Person:
        now = self.get(person)
        changed = Person(person, now.name, colour or now.colour, token or now.token,
                         now.younger if younger is None else younger)
        self._check(changed.name, changed.colour, changed.token)
        with closing(self._connect()) as db, db:
            db.execute("UPDATE people SET colour = ?, token = ?, younger = ? WHERE id = ?",
                       (changed.colour, changed.token, changed.younger, person))
        return changed

    def rename(self, person: int, name: str) -> Person:
        """A new name for the same person; the old one still finds them."""
        name = " ".join(name.split())
        now = self.get(person)
        self._check(name, now.colour, now.token)
        with closing(self._connect()) as db, db:
            row = db.execute("SELECT person_id FROM aliases WHERE name = ?",
                             (normalise(name),)).fetchone()
            if row is not None and row[0] != person:
                raise PeopleError(f"{name} is someone else in the family's list: merge the "
                                  "two instead if they are the same person.")
            db.execute("UPDATE people SET name = ? WHERE id = ?", (name, person))
            db.execute("INSERT OR IGNORE INTO aliases VALUES (?, ?)", (normalise(name), person))
        return Person(person, name, now.colour, now.token, now.younger)

    def merge(self, keep: int, gone: int) -> Person:
        """`gone` was the same person as `keep`: their names, games and answers become
        `keep`'s, and `gone` leaves the list."""
        if keep == gone:
            raise PeopleError("A person can't be merged with themselves.")
        kept = self.get(keep)
        self.get(gone)
        with closing(self._connect()) as db, db:
            db.execute("UPDATE aliases SET person_id = ? WHERE person_id = ?", (keep, gone))
            db.execute("UPDATE results SET person_id = ? WHERE person_id = ?", (keep, gone))
            db.execute("DELETE FROM people WHERE id = ?", (gone,))
        return kept

    def delete(self, person: int) -> None:
        """Forget a person: their answers, their name in every game, games only they played."""
        self.get(person)
        with closing(self._connect()) as db, db:
            names = [r[0] for r in db.execute("SELECT name FROM aliases WHERE person_id = ?",
                                              (person,))]
            db.executemany("DELETE FROM answers WHERE player = ?", [(n,) for n in names])
            seats = db.execute("SELECT game_id, seat FROM results WHERE person_id = ?",
                               (person,)).fetchall()
            for game, seat in seats:
                others = db.execute("SELECT count(*) FROM results WHERE game_id = ? AND "
                                    "person_id IS NOT NULL AND person_id != ?",
                                    (game, person)).fetchone()[0]
                if not others:
                    db.execute("DELETE FROM results WHERE game_id = ?", (game,))
                    db.execute("DELETE FROM games WHERE id = ?", (game,))
                    continue
                anonymous = f"Player {seat + 1}"
                db.execute("UPDATE results SET person_id = NULL, player = ? WHERE game_id = ? "
                           "AND seat = ?", (anonymous, game, seat))
                _forget_seat_name(db, game, seat, anonymous)
            db.execute("DELETE FROM aliases WHERE person_id = ?", (person,))
            db.execute("DELETE FROM people WHERE id = ?", (person,))

    @staticmethod
    def _check(name: str, colour: str, token: str) -> None:
        problem = name_problem(name) or colour_problem(colour)
        if problem:
            raise PeopleError(problem[0].upper() + problem[1:] + ".")
        if token not in TOKEN_SHAPES:
            raise PeopleError(f"{token!r} is not a token shape.")


def _forget_seat_name(db: sqlite3.Connection, game: int, seat: int, anonymous: str) -> None:
    """The saved action log keeps seats by name: the deleted person's becomes anonymous."""
    row = db.execute("SELECT save FROM games WHERE id = ?", (game,)).fetchone()
    if not row or not row[0]:
        return
    save = unpack(row[0])
    seats = save.get("seats", []) if save else []
    if save and seat < len(seats) and isinstance(seats[seat], dict):
        seats[seat]["name"] = anonymous
        db.execute("UPDATE games SET save = ? WHERE id = ?", (pack(save), game))
