"""Broken, hostile and strange files get one message naming the file, and are never changed.

Each case here once crashed, hung or was silently accepted: deep nesting, huge numbers, a save
without settings, a setting the game doesn't offer, unknown tokens and kinds of player, bad
colours, broken names, a named pipe, a seat of `true`, a deck of another game.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.core import decks, saves
from psychboard.core.errors import DeckError, SaveError
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.jujitsu.rules import Bid, JujitsuOptions, JujitsuRules

RULES = JujitsuRules()


def good_save() -> dict[str, Any]:
    seats = (SeatConfig("Ann"), SeatConfig("Ben", "#D55E00", "star", "computer", "hard"))
    save = SavedGame("jujitsu", JujitsuOptions(players=2), 5, seats, ((0, Bid(13)),))
    return saves.encode(save, RULES)


def write(tmp_path: Path, data: Any, name: str = "save.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        saves.read(path, registry.rules_for)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before, "a refused file is never changed"
    return caught.value.problem


def with_seat(**changes: Any) -> dict[str, Any]:
    data = good_save()
    data["seats"][0].update(changes)
    return data


@pytest.mark.parametrize(("data", "expected"), [
    ('{"a": ' * 1000 + "1" + "}" * 1000, "nests its values too deeply"),
    ('{"format": "psychboard-save", "n": ' + "9" * 5000 + "}", "can't read"),
    ({k: v for k, v in good_save().items() if k != "options"}, "\"options\") are missing"),
    ({**good_save(), "options": {"players": 2, "target": 10**310}}, "setting 'target'"),
    ({**good_save(), "options": {"players": 2, "target": True}}, "expected a whole number"),
    ({**good_save(), "options": {"players": 2, "tie_rule": "coin"}}, "setting 'tie_rule'"),
    (with_seat(token="blob"), "token shape 'blob'"),
    (with_seat(kind="alien"), "kind of player 'alien'"),
    (with_seat(colour="red"), "#RRGGBB"),
    (with_seat(colour="#GG0000"), "#RRGGBB"),
    (with_seat(name="\ud800"), "broken character"),
    (with_seat(name="   "), "has no name"),
    (with_seat(name="A\x07nn"), "control character"),
    (with_seat(name="x" * 200), "longer than"),
    ({**good_save(), "actions": [{"seat": True, "action": {"type": "Bid", "rank": 13}}]},
     "no valid seat"),
])
def test_a_bad_save_gets_one_message_and_is_left_alone(tmp_path: Path, data: Any,
                                                       expected: str) -> None:
    assert expected in refused(write(tmp_path, data))


def test_a_good_save_still_loads(tmp_path: Path) -> None:
    loaded = saves.read(write(tmp_path, good_save()), registry.rules_for)
    assert loaded.seats[1].token == "star" and loaded.actions == ((0, Bid(13)),)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "save.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="not an ordinary file"):
        saves.read(pipe, registry.rules_for)
    with pytest.raises(DeckError, match="not an ordinary file"):
        decks.load(pipe)


@pytest.mark.parametrize(("game", "expected"), [
    ("jujitsu", "must say \"game\": \"psychologizer\""),
    (None, "must say \"game\": \"psychologizer\""),
])
def test_a_deck_whose_envelope_names_another_game_or_none_is_refused(
        tmp_path: Path, game: str | None, expected: str) -> None:
    card = {"id": "x-1", "category": "morality", "ages": 8,
            "issue": "What would {player} do about a very long queue?",
            "responses": [{"text": t, "trait": "caring"} for t in ("Wait", "Leave", "Ask",
                                                                      "Sing")]}
    deck = {"format": "psychboard-deck", "version": 1, "kind": "opinion", "cards": [card]}
    if game is not None:
        deck["game"] = game
    path = write(tmp_path, deck, "deck.json")
    with pytest.raises(DeckError, match=expected):
        decks.load(path)


@pytest.mark.parametrize("command", [["replay"], ["decks", "check"]])
def test_the_command_line_names_the_problem_and_exits_2(tmp_path: Path,
                                                        command: list[str]) -> None:
    path = write(tmp_path, "[" * 5000)
    done = subprocess.run([sys.executable, "-m", "psychboard", *command, str(path)],
                          capture_output=True, text=True, timeout=60, check=False,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    assert done.returncode == 2
    assert str(path) in done.stderr and "Traceback" not in done.stderr


# --- properties: whatever the bytes, one of our errors or a game -------------------------

SAVE_BYTES = json.dumps(good_save()).encode()


def load_or_refuse(path: Path) -> None:
    before = path.read_bytes()
    try:
        saves.read(path, registry.rules_for)
    except SaveError as exc:
        assert str(path) in str(exc)
    assert path.read_bytes() == before


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300))
def test_any_bytes_are_refused_cleanly(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "any.json"
    path.write_bytes(data)
    load_or_refuse(path)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=len(SAVE_BYTES)))
def test_every_truncation_is_refused_cleanly(tmp_path: Path, cut: int) -> None:
    path = tmp_path / "cut.json"
    path.write_bytes(SAVE_BYTES[:cut])
    load_or_refuse(path)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


def paths_of(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_of(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths_of(item, (*prefix, index))
    return found


SAVE_PATHS = paths_of(good_save())[1:]


def mutated(data: Any, where: tuple[Any, ...], value: Any, remove: bool) -> Any:
    """`data` with the field at `where` removed, or replaced by `value`."""
    holder = data
    for step in where[:-1]:
        holder = holder[step]
    if remove:
        del holder[where[-1]]
    else:
        holder[where[-1]] = value
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(SAVE_PATHS), value=JSON_VALUES, remove=st.booleans())
def test_any_field_removed_or_replaced_is_refused_cleanly(tmp_path: Path, where: tuple[Any, ...],
                                                          value: Any, remove: bool) -> None:
    data = mutated(good_save(), where, value, remove)
    load_or_refuse(write(tmp_path, data, "mutant.json"))


def test_the_deck_report_counts_kinds_and_groups_of_every_game(capsys: pytest.CaptureFixture[str]
                                                               ) -> None:
    from psychboard.app.cli import deck_report

    assert deck_report() == 0
    report = json.loads(capsys.readouterr().out)
    for game, entry in report.items():
        assert sum(entry["kinds"].values()) == entry["cards"], game
        for label in ("categories", "stages", "types"):
            if label in entry:
                assert sum(entry[label].values()) <= entry["cards"], (game, label)
    assert set(report["therapy"]["stages"].values()) == {60}


# --- the same properties for deck files --------------------------------------------------

def good_deck() -> dict[str, Any]:
    return {"format": "psychboard-deck", "version": 1, "game": "psychologizer",
            "kind": "opinion", "title": "Ours",
            "cards": [{"id": f"our-{i}", "category": "habits", "ages": 8,
                       "issue": f"On a rainy day number {i}, what does {{player}} do first?",
                       "responses": [{"text": f"Option {c} {i}", "trait": t}
                                     for c, t in zip("abcd", ("caring", "sociable", "cautious",
                                                              "principled"), strict=True)]}
                      for i in range(3)]}


DECK_BYTES = json.dumps(good_deck()).encode()
DECK_PATHS = paths_of(good_deck())[1:]


def deck_loads_or_refuses(path: Path) -> None:
    before = path.read_bytes()
    try:
        decks.load(path)
    except DeckError as exc:
        assert str(path) in str(exc)
    assert path.read_bytes() == before


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300), cut=st.integers(min_value=0, max_value=len(DECK_BYTES)))
def test_any_bytes_or_truncated_deck_is_refused_cleanly(tmp_path: Path, data: bytes,
                                                         cut: int) -> None:
    for index, content in enumerate((data, DECK_BYTES[:cut])):
        path = tmp_path / f"deck{index}.json"
        path.write_bytes(content)
        deck_loads_or_refuses(path)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(where=st.sampled_from(DECK_PATHS), value=JSON_VALUES, remove=st.booleans())
def test_any_deck_field_removed_or_replaced_is_refused_cleanly(
        tmp_path: Path, where: tuple[Any, ...], value: Any, remove: bool) -> None:
    data = mutated(good_deck(), where, value, remove)
    deck_loads_or_refuses(write(tmp_path, data, "mutant-deck.json"))
