"""Opening the family's SQLite file: write-ahead logging, the schema and its migrations, and
what happens when the file is damaged or the folder can't be written.

- WAL with `synchronous=NORMAL`: a write killed at any moment leaves the last committed game
  in place (each game is one transaction), and readers never wait for a writer.
- `PRAGMA user_version` numbers the schema. Version 0 is the first history (games, results,
  answers by name); version 2 adds people, the names they go by, and per game its start, its
  length, its options and its saved action log. Old files are migrated in place, every game
  kept; their players become people under the names they were recorded with.
- A file SQLite can't read (not a database, a malformed page) is renamed
  `<name>.corrupt-<time>` beside it, with its WAL, and a new one started; the notice says so
  once, and saved games in other files are never touched.
"""

from __future__ import annotations

import json
import sqlite3
import time
import zlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from psychboard.core.resources import user_data_dir

VERSION = 2

_FIRST = """
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

_SECOND = """
CREATE TABLE people (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, colour TEXT NOT NULL DEFAULT '#0072B2',
    token TEXT NOT NULL DEFAULT 'circle', younger INTEGER NOT NULL DEFAULT 0,
    added REAL NOT NULL);
CREATE TABLE aliases (
    name TEXT PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES people(id));
CREATE INDEX aliases_person ON aliases(person_id);
ALTER TABLE games ADD COLUMN started REAL;
ALTER TABLE games ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
ALTER TABLE games ADD COLUMN save TEXT;
ALTER TABLE results ADD COLUMN person_id INTEGER REFERENCES people(id);
ALTER TABLE results ADD COLUMN kind TEXT NOT NULL DEFAULT 'human';
ALTER TABLE results ADD COLUMN level TEXT NOT NULL DEFAULT '';
CREATE INDEX results_person ON results(person_id);
CREATE INDEX results_game ON results(game_id);
"""

_checked: set[Path] = set()
_notices: dict[Path, str] = {}
_told: set[Path] = set()


def default_path() -> Path:
    return user_data_dir() / "history.sqlite3"


def notice(path: Path | None = None) -> str:
    """What happened to this file in this run that the family should hear ("" if nothing)."""
    return _notices.get((path or default_path()).resolve(), "")


def take_notice(path: Path | None = None) -> str:
    """The notice, once: whoever tells the family takes it."""
    key = (path or default_path()).resolve()
    if key in _told:
        return ""
    _told.add(key)
    return notice(path)


def connect(path: Path | None = None) -> sqlite3.Connection:
    """A connection to an up-to-date history, setting a damaged file aside first.

    Raises sqlite3.Error or OSError when the folder can't hold a database at all; play goes
    on without a history then (callers say so once)."""
    path = (path or default_path()).resolve()
    try:
        return _open(path)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) or not path.is_file():
            raise  # can't open or write (folder, permissions, locked): nothing is damaged
        kept = _set_aside(path)
        _notices[path] = (f"The family's history ({path.name}) was damaged ({exc}) and could "
                          f"not be read. It was kept aside as {kept.name} and a new history "
                          "begun; saved games are not affected.")
        _checked.discard(path)
        _told.discard(path)
        return _open(path)


def read_only(path: Path | None = None) -> sqlite3.Connection:
    """A connection that never writes, for showing a history in a folder that can't be
    written (a write-ahead log would need files beside it)."""
    path = (path or default_path()).resolve()
    db = sqlite3.connect(f"{path.as_uri()}?immutable=1", uri=True, timeout=5)
    db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    return db


def _open(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=5)
    try:
        db.execute("PRAGMA foreign_keys = ON")
        if path not in _checked:
            # once a run: a page SQLite can't read shows here, not in the middle of a game
            row = db.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"database disk image is malformed ({row})")
            if db.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
                raise sqlite3.OperationalError("the history can't keep a write-ahead log here")
            _migrate(db)
            _checked.add(path)
        db.execute("PRAGMA synchronous = NORMAL")
    except BaseException:
        db.close()
        raise
    return db


def _migrate(db: sqlite3.Connection) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version >= VERSION:
        return
    db.executescript("BEGIN;" + _FIRST + _SECOND + _PEOPLE_FROM_NAMES)
    for person, name in db.execute("SELECT id, name FROM people").fetchall():
        db.execute("UPDATE people SET name = ? WHERE id = ?", (name.title(), person))
    db.execute(f"PRAGMA user_version = {VERSION}")
    db.commit()


# Every name the first history knew becomes a person, their games and answers theirs.
_PEOPLE_FROM_NAMES = """
INSERT INTO people (name, added)
    SELECT name, 0 FROM (SELECT player AS name FROM results UNION SELECT player FROM answers)
    ORDER BY name;
INSERT INTO aliases (name, person_id) SELECT name, id FROM people;
UPDATE results SET person_id = (SELECT person_id FROM aliases WHERE aliases.name = player);
UPDATE games SET started = finished;
"""


def _set_aside(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while kept.exists():
        number += 1
        kept = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    path.replace(kept)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.replace(kept.with_name(kept.name + suffix))
    return kept


def normalise(name: str) -> str:
    """Names match across games regardless of case and stray spaces."""
    return " ".join(name.split()).casefold()


def pack(save: Mapping[str, Any] | None) -> bytes | None:
    """A saved log as kept: compressed JSON (a long game's log and pinned cards shrink
    several times over)."""
    return None if save is None else zlib.compress(json.dumps(save).encode("utf-8"), 6)


def unpack(kept: bytes | str | None) -> dict[str, Any] | None:
    if not kept:
        return None
    text = zlib.decompress(kept).decode("utf-8") if isinstance(kept, bytes) else kept
    value = json.loads(text)
    return value if isinstance(value, dict) else None
