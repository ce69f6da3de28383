"""No game is ever lost: games that were left, finished saves, a data folder that can't be
written, leftovers of killed writes, demonstrations and computer players that misbehave."""

from __future__ import annotations

import os
import random
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from pytestqt.qtbot import QtBot

from psychboard.core import saves
from psychboard.core.files import write_atomic
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.gui.controller import GameController, create_controller
from psychboard.store.games import read as read_history
from psychboard.store.history import History

JUJITSU = registry.GAMES["jujitsu"]
PSYCHIC = registry.GAMES["psychic"]


def settle() -> None:
    """Let every computer player that is thinking answer, and deliver what they answered."""
    for _ in range(3):
        QThreadPool.globalInstance().waitForDone()
        QCoreApplication.processEvents()


def computers(n: int) -> list[SeatConfig]:
    return [SeatConfig(f"Bot {i}", kind="computer", level="easy") for i in range(n)]


def jujitsu(seats: Sequence[SeatConfig], actions: Sequence[tuple[int, Any]] = ()
            ) -> GameController:
    assert JUJITSU.rules is not None
    options = JUJITSU.rules().options_type(players=len(seats))
    return create_controller(JUJITSU, options, seats, 9, actions)


def finished_jujitsu() -> GameController:
    """Ann against a computer, Ann always bidding her lowest card."""
    game = jujitsu([SeatConfig("Ann"), *computers(1)])
    game.start()
    while game.outcome() is None:
        settle()
        if game.legal():
            game.submit(game.legal()[0])
    return game


def test_a_game_that_was_left_never_touches_the_next_ones_autosave(qtbot: QtBot) -> None:
    ghost = jujitsu(computers(3))
    ghost.start()          # its computers are thinking…
    ghost.close()          # …when the family goes back to all games
    family = jujitsu([SeatConfig("Ann"), *computers(1)])
    family.start()
    qtbot.waitUntil(lambda: len(family.log) == 1)
    settle()
    assert ghost.log == [], "the game that was left made no move"
    saved = saves.read(autosave_path("jujitsu"), registry.rules_for)
    assert saved.seats[0].name == "Ann" and list(saved.actions) == family.log


def test_opening_a_finished_save_keeps_the_unfinished_autosave_and_the_history(
        qtbot: QtBot, tmp_path: Path) -> None:
    done = finished_jujitsu()
    finished = tmp_path / "finished.json"
    done.save_to(finished)
    games_before = _history_games()
    assert games_before == 1, "Ann's game is remembered"
    (kept,) = read_history().games
    assert kept.details["reason"] == done.outcome().reason  # type: ignore[union-attr]
    assert len(kept.details["rounds"]) >= 13, "with the rounds its statistics need"
    assert kept.moves == len(done.log) and kept.seats[1].level == "easy"
    unfinished = jujitsu([SeatConfig("Ann"), *computers(1)])
    unfinished.start()
    qtbot.waitUntil(lambda: len(unfinished.log) == 1)
    autosave = autosave_path("jujitsu").read_bytes()
    for _ in range(2):
        saved = saves.read(finished, registry.rules_for)
        reopened = jujitsu(saved.seats, saved.actions)
        reopened.start()
        assert reopened.outcome() is not None
    assert autosave_path("jujitsu").read_bytes() == autosave
    assert _history_games() == games_before, "a finished game is recorded once"


def _history_games() -> int:
    history = History()
    with sqlite3.connect(history.path) as db:
        count: int = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    return count


def test_a_data_folder_that_cant_be_written_never_stops_play(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(blocked))
    game = jujitsu(computers(2))
    problems: list[str] = []
    game.problem.connect(problems.append)
    game.start()
    while game.outcome() is None:
        settle()
    assert game.outcome() is not None, "the game was played to its end"
    said = [p for p in problems if "can't be saved" in p]
    assert len(said) == 1, "the family is told once, not after every move"
    assert str(blocked) in said[0]


def test_the_window_starts_when_the_data_folder_is_a_file(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from psychboard.app.main_window import MainWindow

    blocked = tmp_path / "data"
    blocked.write_text("")
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(blocked))
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame):
        window.show()
    assert window.launcher is not None and not window.resume_action.isEnabled()


def test_leftovers_of_killed_writes_are_cleaned(tmp_path: Path) -> None:
    target = tmp_path / "jujitsu.json"
    old = tmp_path / ".jujitsu.json.k1ll3d.tmp"
    fresh = tmp_path / ".jujitsu.json.wr1t1ng.tmp"
    other = tmp_path / ".psychic.json.k1ll3d.tmp"
    for path in (old, fresh, other):
        path.write_bytes(b"{")
    an_hour_ago = time.time() - 3600
    for path in (old, other):
        os.utime(path, (an_hour_ago, an_hour_ago))
    write_atomic(target, b"{}")
    assert target.read_bytes() == b"{}"
    assert not old.exists(), "a write killed long ago leaves nothing behind"
    assert fresh.exists(), "another copy of the app may still be writing this one"
    assert other.exists(), "only leftovers of the file being written are touched"


def test_a_demonstration_is_not_the_persons_result(qtbot: QtBot) -> None:
    assert PSYCHIC.rules is not None
    rules = PSYCHIC.rules()
    game = create_controller(PSYCHIC, rules.options_type(), [SeatConfig("Sam")], 4)
    game.start()
    rnd = random.Random(4)
    while game.outcome() is None:
        game.submit_demo(rnd.choice(game.legal()))
    assert History().scores("psychic", "Sam") == []
    assert not autosave_path("psychic").exists()


class Cheater:
    """A computer player that answers with something the rules don't allow."""

    name = "Cheater"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return "take every prize"


def test_a_computer_players_illegal_answer_is_replaced_and_said_once(qtbot: QtBot) -> None:
    spec = JUJITSU._replace(bots={"easy": Cheater})
    assert spec.rules is not None
    game = GameController(spec, spec.rules().options_type(players=2), computers(2), 3)
    problems: list[str] = []
    game.problem.connect(problems.append)
    game.start()
    while game.outcome() is None:
        settle()
    assert game.outcome() is not None
    assert len([p for p in problems if "Bot 0" in p]) == 1
    assert len([p for p in problems if "Bot 1" in p]) == 1
