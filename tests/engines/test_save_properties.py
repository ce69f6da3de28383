"""Any JSON value in any field of a save of any game is either a game that plays on or one
SaveError naming the file — never another exception, and the file is never changed."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core import saves
from psychboard.core.errors import SaveError
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from tests.json_fields import mutants

FOLDER = Path(tempfile.mkdtemp(prefix="save-fields-"))
GAMES = [spec.id for spec in registry.with_rules()]
SEAT_FIELDS = ("name", "colour", "token", "kind", "level")


def good_save(game: str, steps: int = 12) -> dict[str, Any]:
    """A save of a few random legal moves, with a computer seat, as JSON."""
    rules = registry.rules_for(game)
    assert rules is not None
    options = rules.options_type(players=rules.min_players)  # type: ignore[attr-defined]
    state, rnd, log = rules.new_game(options, 3), random.Random(3), []
    for _ in range(steps):
        if rules.outcome(state) is not None:
            break
        seat = min(rules.to_act(state))
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    level = next(iter(registry.GAMES[game].bots), "")
    seats = [SeatConfig("Ann"), *(SeatConfig(f"Seat {n}", "#D55E00", "star", "computer", level)
                                  for n in range(2, rules.min_players + 1))]
    return saves.encode(SavedGame(game, options, 3, tuple(seats), tuple(log)), rules)


GOOD = {game: good_save(game) for game in GAMES}


def plays_on(path: Path) -> None:
    """A save that loads replays, and the game goes on from it (or is over)."""
    saved = saves.read(path, registry.rules_for)
    rules = saves.pinned(registry.rules_for(saved.game), saved, path)  # type: ignore[arg-type]
    state = saves.replay(rules, saved, path)
    if rules.outcome(state) is None:
        seat = min(rules.to_act(state))
        legal = list(rules.legal_actions(state, seat))
        assert legal, "a game that is not over has a move"
        rules.apply(state, seat, legal[0])


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_value_in_any_field_of_a_save(game: str, data: st.DataObject) -> None:
    _place, mutant = data.draw(mutants(GOOD[game], ("content", *SEAT_FIELDS)), label="change")
    path = FOLDER / f"{game}.json"
    path.write_text(json.dumps(mutant), encoding="utf-8")
    before = path.read_bytes()
    try:
        plays_on(path)
    except SaveError as exc:
        assert str(exc).startswith(f"{path}: "), exc
    assert path.read_bytes() == before, "a save is never changed by reading it"


def test_every_game_has_a_save_that_plays_on() -> None:
    for game in GAMES:
        path = FOLDER / f"good-{game}.json"
        path.write_text(json.dumps(GOOD[game]), encoding="utf-8")
        plays_on(path)
