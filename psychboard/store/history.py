"""Finished games and what players revealed about themselves, kept in SQLite across runs.

A game may read personal bests and score history per player name, or a person's past
answers to predict them when the same name sits down again. SQLite commits
are atomic, so a crash mid-write never corrupts earlier history.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

from psychboard.core.resources import user_data_dir

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished REAL NOT NULL, details TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, player TEXT NOT NULL,
    score INTEGER NOT NULL, won INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS results_player ON results(player);
CREATE TABLE IF NOT EXISTS answers (
    player TEXT NOT NULL, card TEXT NOT NULL, response INTEGER NOT NULL, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS answers_player ON answers(player);
"""


def normalise(name: str) -> str:
    """Names match across games regardless of case and stray spaces."""
    return " ".join(name.split()).casefold()


class History:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or user_data_dir() / "history.sqlite3"
        with closing(self._connect()) as db, db:
            db.executescript(_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=5)

    def record_game(self, game: str, players: Sequence[str], scores: Sequence[int],
                    winners: Iterable[int], details: Mapping[str, Any] | None = None) -> None:
        won = set(winners)
        with closing(self._connect()) as db, db:
            cursor = db.execute("INSERT INTO games (game, finished, details) VALUES (?, ?, ?)",
                                (game, time.time(), json.dumps(details or {})))
            db.executemany(
                "INSERT INTO results VALUES (?, ?, ?, ?, ?)",
                [(cursor.lastrowid, seat, normalise(name), score, seat in won)
                 for seat, (name, score) in enumerate(zip(players, scores, strict=True))])

    def scores(self, game: str, player: str) -> list[int]:
        """This player's scores in this game, oldest first."""
        with closing(self._connect()) as db:
            rows = db.execute(
                "SELECT r.score FROM results r JOIN games g ON g.id = r.game_id "
                "WHERE g.game = ? AND r.player = ? ORDER BY g.finished, g.id",
                (game, normalise(player))).fetchall()
        return [row[0] for row in rows]

    def best(self, game: str, player: str) -> int | None:
        scores = self.scores(game, player)
        return max(scores) if scores else None

    def record_answers(self, player: str, answers: Iterable[tuple[str, int]]) -> None:
        now = time.time()
        with closing(self._connect()) as db, db:
            db.executemany("INSERT INTO answers VALUES (?, ?, ?, ?)",
                           [(normalise(player), card, response, now)
                            for card, response in answers])

    def answers(self, player: str) -> dict[str, list[int]]:
        """Every response this player gave, by card id, oldest first."""
        with closing(self._connect()) as db:
            rows = db.execute("SELECT card, response FROM answers WHERE player = ? ORDER BY at",
                              (normalise(player),)).fetchall()
        out: dict[str, list[int]] = {}
        for card, response in rows:
            out.setdefault(card, []).append(response)
        return out
