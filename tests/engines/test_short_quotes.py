"""A name or value thousands of characters long is quoted short in a message (its start and
"…"), which still names the file and the place: a deck's card and field, a save's seat or
step."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks, saves
from psychboard.core.errors import QUOTE_CHARS, DeckError, SaveError, quoted
from psychboard.core.resources import asset
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.jujitsu.rules import Bid, JujitsuOptions, JujitsuRules

LONG = "x" * 5000
MESSAGE_CHARS = 400  # a message with the file, the place, a short quote and the fix


def _short(message: str, path: Path) -> None:
    assert message.startswith(str(path))
    assert len(message) - len(str(path)) < MESSAGE_CHARS, message[:500]
    assert LONG[:QUOTE_CHARS + 1] not in message, message[:500]


def _deck(name: str, change: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(asset("decks", *name.split("/")).read_text("utf-8"))
    change(data["cards"][0])
    return data


DECKS = {
    "card id": ("psychologizer/family.json", lambda c: c.update(id=LONG, ages=0),
                "card 'xxx"),
    "category": ("psychologizer/family.json", lambda c: c.update(category=LONG), "'category'"),
    "unknown field": ("psychologizer/family.json", lambda c: c.update({LONG: 1}), "unknown"),
    "trait": ("psychologizer/family.json",
              lambda c: c["responses"][0].update(trait=LONG), "trait"),
    "insight answer": ("therapy/insight-infancy.json", lambda c: c.update(answer=LONG[:390]),
                       "'answer'"),
    "insight stage": ("therapy/insight-infancy.json", lambda c: c.update(stage=LONG), "stage"),
}


@pytest.mark.parametrize("case", DECKS)
def test_a_long_deck_value_is_quoted_short(tmp_path: Path, case: str) -> None:
    name, change, place = DECKS[case]
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(_deck(name, change)), encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        decks.load(path)
    _short(str(caught.value), path)
    assert place in caught.value.problem, caught.value.problem[:300]


def _save() -> dict[str, Any]:
    seats = (SeatConfig("Ann"), SeatConfig("Ben", "#D55E00", "star", "computer", "hard"))
    return saves.encode(SavedGame("jujitsu", JujitsuOptions(players=2), 5, seats,
                                  ((0, Bid(13)),)), JujitsuRules())


def _seat(field: str) -> Any:
    return lambda d: d["seats"][1].update({field: LONG})


SAVES = {
    "game": (lambda d: d.update(game=LONG), "unknown game"),
    "colour": (_seat("colour"), "seat 2"),
    "token": (_seat("token"), "seat 2"),
    "kind": (_seat("kind"), "seat 2"),
    "level": (_seat("level"), "seat 2"),
    "action type": (lambda d: d["actions"][0]["action"].update(type=LONG), "step 1"),
    "action field": (lambda d: d["actions"][0]["action"].update(rank=LONG), "step 1"),
    "setting": (lambda d: d["options"].update(players=LONG), "settings"),
}


@pytest.mark.parametrize("case", SAVES)
def test_a_long_save_value_is_quoted_short(tmp_path: Path, case: str) -> None:
    change, place = SAVES[case]
    data = copy.deepcopy(_save())
    change(data)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        saves.read(path, registry.rules_for, registry.levels_for)
    _short(str(caught.value), path)
    assert place in caught.value.problem, caught.value.problem[:300]


def test_quoted_keeps_short_values_whole_and_cuts_long_ones() -> None:
    assert quoted("ours") == "'ours'" and quoted(7) == "7" and quoted(None) == "None"
    assert quoted(LONG) == repr("x" * QUOTE_CHARS) + "…"
    assert quoted([LONG]) == "['" + "x" * (QUOTE_CHARS - 2) + "…"
    assert quoted(10 ** 5000).startswith("a number")  # too long for Python to write out
