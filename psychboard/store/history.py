"""Finished games and what players revealed about themselves, kept in SQLite across runs.

A game may read personal bests and score history per player name, or a person's past
answers to predict them when the same name sits down again. SQLite commits
are atomic, so a crash mid-write never corrupts earlier history.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

from psychboard.store import db as store_db

_PERSON = "(SELECT person_id FROM aliases WHERE name = ?)"
"""The person who goes by a name: their games and answers under any name they had."""


class History:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or store_db.default_path()
        self._connect().close()  # migrated, or set aside when damaged, before the first use

    def _connect(self) -> sqlite3.Connection:
        return store_db.connect(self.path)

    def record_game(self, game: str, players: Sequence[str], scores: Sequence[int],
                    winners: Iterable[int], details: Mapping[str, Any] | None = None) -> None:
        from psychboard.store.games import Sitter, record

        record(self.path, game, [Sitter(name) for name in players], scores, winners, details)

    def scores(self, game: str, player: str) -> list[int]:
        """This player's scores in this game, oldest first."""
        with closing(self._connect()) as db:
            rows = db.execute(
                "SELECT r.score FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE g.game = ? AND r.person_id = " + _PERSON + " ORDER BY g.finished, g.id",
                (game, store_db.normalise(player))).fetchall()
        return [row[0] for row in rows]

    def best(self, game: str, player: str) -> int | None:
        scores = self.scores(game, player)
        return max(scores) if scores else None

    def record_answers(self, player: str, answers: Iterable[tuple[str, int]]) -> None:
        now = time.time()
        with closing(self._connect()) as db, db:
            db.executemany("INSERT INTO answers VALUES (?, ?, ?, ?)",
                           [(store_db.normalise(player), card, response, now)
                            for card, response in answers])

    def answers(self, player: str) -> dict[str, list[int]]:
        """Every response this player gave, by card id, oldest first."""
        with closing(self._connect()) as db:
            rows = db.execute("SELECT card, response FROM answers WHERE player = ? OR player IN "
                              "(SELECT name FROM aliases WHERE person_id = " + _PERSON + ") "
                              "ORDER BY at", (store_db.normalise(player),) * 2).fetchall()
        out: dict[str, list[int]] = {}
        for card, response in rows:
            out.setdefault(card, []).append(response)
        return out
