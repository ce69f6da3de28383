"""The history store: WAL, one transaction per game, migration of the first schema, damaged
files set aside, unwritable folders reported, demonstrations kept out."""

from __future__ import annotations

import json
import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from psychboard.core import saves
from psychboard.core.bot import RandomBot
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GameSpec
from psychboard.store import db as store_db
from psychboard.store.games import Sitter, read, record, saved_log
from psychboard.store.history import History
from psychboard.store.record import record_finished
from tests.fixture_game import DieGuessOptions, DieGuessRules

SPEC = GameSpec(id="dieguess", title="Die Guess", players=(1, 4), length="1 min", pitch="",
                picture="", rules=DieGuessRules)

OLD_SCHEMA = """
CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, finished REAL NOT NULL,
    details TEXT NOT NULL);
CREATE TABLE results (game_id INTEGER NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,
    player TEXT NOT NULL, score INTEGER NOT NULL, won INTEGER NOT NULL);
CREATE TABLE answers (player TEXT NOT NULL, card TEXT NOT NULL, response INTEGER NOT NULL,
    at REAL NOT NULL);
INSERT INTO games VALUES (1, 'psychic', 100.0, '{"reason": "r"}');
INSERT INTO games VALUES (2, 'jujitsu', 200.0, '{}');
INSERT INTO results VALUES (1, 0, 'ann', 12, 1);
INSERT INTO results VALUES (2, 0, 'ann', 40, 0);
INSERT INTO results VALUES (2, 1, 'bo', 51, 1);
INSERT INTO answers VALUES ('bo', 'card-7', 2, 150.0);
"""


Played = tuple[DieGuessRules, list[object], list[tuple[int, object]]]


def played(seats: int = 2, seed: int = 3) -> Played:
    rules = DieGuessRules()
    state = rules.new_game(DieGuessOptions(players=seats), seed)
    states, log, rng = [state], [], random.Random(seed)
    while rules.outcome(state) is None:
        seat = min(rules.to_act(state))
        action = RandomBot().choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                    rng)
        state = rules.apply(state, seat, action)
        states.append(state)
        log.append((seat, action))
    return rules, states, log


def test_a_new_history_keeps_a_write_ahead_log_and_the_current_schema(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path)
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA user_version").fetchone()[0] == store_db.VERSION


def test_a_finished_game_is_remembered_whole_and_its_log_replays(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    rules, states, log = played()
    outcome = rules.outcome(states[-1])
    assert outcome is not None
    seats = (SeatConfig("Ann", colour="#D55E00", token="star"),
             SeatConfig("Bot", kind="computer", level="random"))
    saved = saves.SavedGame("dieguess", DieGuessOptions(players=2), 3, seats, tuple(log))
    assert record_finished(SPEC, saved, rules, states, outcome, started=50.0, path=path) == ""
    (game,) = read(path).games
    assert (game.game, game.moves, game.started) == ("dieguess", len(log), 50.0)
    assert [(s.name, s.kind, s.level, s.score, s.won) for s in game.seats] == [
        ("Ann", "human", "", outcome.scores[0], 0 in outcome.winners),
        ("Bot", "computer", "random", outcome.scores[1], 1 in outcome.winners)]
    assert game.details == {"reason": outcome.reason}
    (ann,) = read(path).people
    assert (ann.name, ann.colour, ann.token, game.seats[0].person) == ("Ann", "#D55E00", "star",
                                                                       ann.id)
    save = saved_log(game.id, path)
    assert save is not None and save["seats"][0]["name"] == "Ann"
    assert save["options"] == {"players": 2, "rounds": 3}
    with closing(sqlite3.connect(path)) as db:
        (kept,) = db.execute("SELECT save FROM games").fetchone()
    assert isinstance(kept, bytes) and len(kept) < len(json.dumps(save)), "kept compressed"
    file = tmp_path / "replay.json"
    file.write_text(json.dumps(save))
    assert saves.read(file, lambda _id: rules).actions == tuple(log)


def test_a_game_of_computer_players_alone_is_a_demonstration(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    rules, states, log = played(1)
    outcome = rules.outcome(states[-1])
    assert outcome is not None
    saved = saves.SavedGame("dieguess", DieGuessOptions(players=1), 3,
                            (SeatConfig("Bot", kind="computer"),), tuple(log))
    record_finished(SPEC, saved, rules, states, outcome, started=0.0, path=path)
    assert read(path).games == ()


def test_a_game_is_one_transaction(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with pytest.raises(ValueError):  # a score missing for a seat: nothing is half-written
        record(path, "x", [Sitter("Ann"), Sitter("Bo")], [1], [0])
    assert read(path).games == () and read(path).people == ()


def test_an_old_history_is_migrated_with_every_game_and_answer(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with closing(sqlite3.connect(path)) as db:
        db.executescript(OLD_SCHEMA)
    history = History(path)
    assert history.scores("psychic", "ANN") == [12] and history.scores("jujitsu", "Bo") == [51]
    assert history.answers(" bo ") == {"card-7": [2]}
    family = read(path)
    assert [p.name for p in family.people] == ["Ann", "Bo"]
    assert [(g.game, g.started, [s.name for s in g.seats]) for g in family.games] == [
        ("psychic", 100.0, ["Ann"]), ("jujitsu", 200.0, ["Ann", "Bo"])]
    record(path, "psychic", [Sitter("ann")], [30], [0])
    assert history.scores("psychic", "Ann") == [12, 30]


def test_a_damaged_file_is_set_aside_and_a_new_history_begun(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    junk = b"this is no database at all" * 100
    path.write_bytes(junk)
    save = tmp_path / "autosave.json"
    save.write_text("{}")
    History(path).record_game("psychic", ["Sam"], [9], [0])
    (kept,) = tmp_path.glob("history.sqlite3.corrupt-*")
    assert kept.read_bytes() == junk, "the damaged file is kept as it was"
    assert History(path).scores("psychic", "Sam") == [9]
    message = store_db.notice(path)
    assert "damaged" in message and kept.name in message and "saved games" in message
    assert read(path).problem == message, "the Family page says so"
    assert store_db.take_notice(path) == message and store_db.take_notice(path) == ""
    assert save.read_text() == "{}"


def test_a_malformed_page_is_found_when_the_history_is_opened(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    for i in range(200):
        record(path, "psychic", [Sitter(f"Player {i}")], [i], [0])
    with closing(sqlite3.connect(path)) as db:  # fold the log into the file first
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    page = 4096
    data[3 * page: 4 * page] = b"\xff" * page
    path.write_bytes(bytes(data))
    store_db._checked.discard(path.resolve())  # a new run of the app
    assert History(path).scores("psychic", "Player 1") == []
    assert list(tmp_path.glob("history.sqlite3.corrupt-*"))


def test_a_folder_that_cant_be_written_is_said_and_what_is_there_still_shows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    record(path, "psychic", [Sitter("Sam")], [20], [0])
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def refused(_path: Path) -> sqlite3.Connection:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(store_db, "_open", refused)
    family = read(path)
    assert not family.writable and "can't be written" in family.problem
    assert [g.seats[0].score for g in family.games] == [20], "what was kept still shows"


def test_a_data_folder_that_is_a_file_gives_a_message_not_an_error(tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("")
    family = read(blocked / "history.sqlite3")
    assert not family.writable and "can't be written" in family.problem and not family.games
    with pytest.raises(sqlite3.Error):
        record(blocked / "history.sqlite3", "psychic", [Sitter("Sam")], [1], [0])
    assert blocked.read_text() == ""
