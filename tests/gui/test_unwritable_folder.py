"""A data folder that is full or can't be written, with an earlier unfinished game in it: the
new game plays to its end, the earlier game's autosave survives untouched, and the family is
told once — whatever failed (autosave, history, a game's answers history)."""

from __future__ import annotations

import dataclasses
import errno
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from pytestqt.qtbot import QtBot

from psychboard.core import files, saves
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from psychboard.gui.controller import GameController, create_controller
from psychboard.store import db as store_db
from psychboard.store.history import History

GAMES = registry.playable()


def _seats(spec: GameSpec, players: int, name: str) -> list[SeatConfig]:
    level = next(iter(spec.bots))
    return [SeatConfig(f"{name} {i}", kind="computer", level=level) for i in range(players)]


def _game(spec: GameSpec, seed: int, name: str) -> tuple[GameController, Any]:
    assert spec.rules is not None
    rules = spec.rules()
    players = rules.min_players
    return create_controller(spec, rules.options_type(players=players),
                             _seats(spec, players, name), seed), rules


def _earlier_unfinished(spec: GameSpec) -> bytes:
    """The family's earlier game of this kind, saved unfinished (no step yet)."""
    earlier, rules = _game(spec, 11, "Earlier")
    saves.write(autosave_path(spec.id), SavedGame(spec.id, earlier.options, 11, earlier.seats,
                                                  (), earlier.content), rules)
    earlier.close()
    return autosave_path(spec.id).read_bytes()


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(files, "write_atomic", full)
    monkeypatch.setattr(History, "_connect", _no_history)


def _no_history(self: History) -> sqlite3.Connection:
    raise sqlite3.OperationalError("database or disk is full")


def _no_database(_path: object = None) -> sqlite3.Connection:
    raise sqlite3.OperationalError("database or disk is full")


def _play_out(game: GameController) -> None:
    game.start()
    while game.outcome() is None:
        QThreadPool.globalInstance().waitForDone()
        QCoreApplication.processEvents()


@pytest.mark.parametrize("spec", GAMES, ids=[s.id for s in GAMES])
def test_a_game_that_never_saved_leaves_the_earlier_unfinished_game(
        qtbot: QtBot, spec: GameSpec, monkeypatch: pytest.MonkeyPatch) -> None:
    earlier = _earlier_unfinished(spec)
    _disk_full(monkeypatch)
    game, _rules = _game(spec, 12, "Later")
    problems: list[str] = []
    game.problem.connect(problems.append)
    _play_out(game)
    assert autosave_path(spec.id).read_bytes() == earlier, "the earlier game survives"
    assert len(problems) == 1, f"told once for the folder, not {problems}"
    assert "can't be saved" in problems[0]


@pytest.mark.parametrize("spec", GAMES, ids=[s.id for s in GAMES])
def test_history_that_cant_be_written_is_said_once(
        qtbot: QtBot, spec: GameSpec, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_db, "connect", _no_database)  # every game's record, answers too
    game, _rules = _game(spec, 13, "Player")
    played = game.saved_game  # computers play it out, but a person sat in: it is a result
    monkeypatch.setattr(game, "saved_game", lambda: dataclasses.replace(played(), seats=tuple(
        dataclasses.replace(seat, kind="human") for seat in played().seats)))
    problems: list[str] = []
    game.problem.connect(problems.append)
    _play_out(game)
    assert problems == [problems[0]] and "history" in problems[0], problems


def test_a_finished_game_still_removes_its_own_autosave(qtbot: QtBot) -> None:
    spec = registry.GAMES["jujitsu"]
    _earlier_unfinished(spec)
    game, _rules = _game(spec, 14, "Later")
    _play_out(game)
    assert not autosave_path(spec.id).exists(), "its own autosave went with the game"


def test_a_resumed_game_that_cant_save_removes_the_autosave_it_came_from(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = registry.GAMES["jujitsu"]
    _earlier_unfinished(spec)
    saved = saves.read(autosave_path(spec.id), registry.rules_for)
    _disk_full(monkeypatch)
    resumed = create_controller(spec, saved.options, saved.seats, saved.seed, saved.actions,
                                content=saved.content)
    _play_out(resumed)
    assert not autosave_path(spec.id).exists(), "the game it held is over"
