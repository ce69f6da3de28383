"""Any JSON value in any field of any deck kind is either a card the game can play or one
DeckError naming the file, the card and the field — never another exception."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core import decks
from psychboard.core.errors import DeckError
from psychboard.core.resources import asset_dir
from psychboard.games.psychologizer import deck as psychologizer
from psychboard.games.psychologizer.rules import PsychologizerRules
from psychboard.games.therapy import deck as therapy
from psychboard.games.therapy.rules import TherapyRules
from psychboard.games.warfare import deck as warfare
from psychboard.games.warfare.rules import WarfareRules
from tests.json_fields import JSON_VALUES, mutants, places, put, shapes

FOLDER = Path(tempfile.mkdtemp(prefix="deck-fields-"))


def _playout(rules: Any, steps: int = 40) -> None:
    """A short game of random legal moves over the cards loaded: they are playable."""
    options = rules.options_type(players=rules.min_players)
    state, rnd = rules.new_game(options, 7), random.Random(7)
    for _ in range(steps):
        if rules.outcome(state) is not None:
            return
        seat = min(rules.to_act(state))
        state = rules.apply(state, seat, rnd.choice(list(rules.legal_actions(state, seat))))


def _psychologizer(paths: list[Path]) -> None:
    cards, errors = psychologizer.load_cards(paths)
    assert not errors
    _playout(PsychologizerRules(cards))


def _therapy(paths: list[Path]) -> None:
    found, errors = therapy.load_cards(paths)
    assert not errors
    for crisis in found.crisis:
        therapy.describe_effect(crisis.effect)
    _playout(TherapyRules(decks=found))


def _warfare(paths: list[Path]) -> None:
    card_set, errors = warfare.load_card_set(paths)
    assert not errors
    _playout(WarfareRules(card_set))


LOADERS: dict[str, Callable[[list[Path]], None]] = {
    psychologizer.DECK_KIND: _psychologizer,
    therapy.QUESTION_KIND: _therapy, therapy.INSIGHT_KIND: _therapy,
    therapy.CRISIS_KIND: _therapy,
    warfare.CARD_KIND: _warfare, warfare.ARCHETYPE_KIND: _warfare,
    warfare.NEUROSIS_KIND: _warfare,
}


def _shipped() -> dict[str, tuple[Path, dict[str, Any]]]:
    """One shipped file of each deck kind, and its JSON."""
    found: dict[str, tuple[Path, dict[str, Any]]] = {}
    for game in ("psychologizer", "therapy", "warfare"):
        for path in sorted(asset_dir("decks", game).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            found.setdefault(data["kind"], (path, data))
    return found


SHIPPED_FILES = _shipped()
SHIPPED = {kind: data for kind, (_path, data) in SHIPPED_FILES.items()}
SHAPES = {kind: shapes(deck["cards"]) for kind, deck in SHIPPED.items()}
FIELD_NAMES = tuple(sorted({name for schema in decks.schemas().values() for name in schema.fields}
                           | {"ability", "if", "from", "needs", "types", "by", "with", "do"}))


def test_every_deck_kind_is_probed() -> None:
    assert set(SHIPPED) == set(LOADERS) == set(decks.schemas())


@pytest.mark.parametrize("kind", sorted(LOADERS))
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_value_in_any_field(kind: str, data: st.DataObject) -> None:
    deck = SHIPPED[kind]
    number = data.draw(st.sampled_from(SHAPES[kind]), label="card")
    card = deck["cards"][number]
    place, mutant = data.draw(mutants(card, FIELD_NAMES), label="change")
    path = FOLDER / f"{kind}.json"
    path.write_text(json.dumps({**deck, "cards": [*deck["cards"][:number], mutant,
                                                   *deck["cards"][number + 1:]]}),
                    encoding="utf-8")
    try:
        decks.load(path)
    except DeckError as exc:
        assert_names_card_and_field(exc, path, mutant, number)
        return
    replaced = SHIPPED_FILES[kind][0]
    LOADERS[kind]([path, *(p for p in sorted(replaced.parent.glob("*.json")) if p != replaced)])


def assert_names_card_and_field(exc: DeckError, path: Path, card: Any, number: int) -> None:
    """The message begins with the file, names the card by its id (by its number when the id
    is what is wrong) and quotes a field of it."""
    message = str(exc)
    assert message.startswith(f"{path}: "), message
    if exc.problem.startswith(f"card {number + 1} "):
        return
    card_id = card.get("id") if isinstance(card, dict) else None
    assert isinstance(card_id, str) and exc.problem.startswith(f"card {card_id!r}"), message
    keys = {str(step) for place in places(card) for step in place if isinstance(step, str)}
    quoted = {repr(key)[1:-1] for key in keys}  # a field's name as a message quotes it
    assert any(re.search(rf"['\".]{re.escape(key)}['\".\[]", exc.problem) for key in quoted), \
        message


def _first(kind: str, **where: Any) -> int:
    return next(i for i, c in enumerate(SHIPPED[kind]["cards"])
                if all(c.get(k) == v for k, v in where.items()))


DEFENSE = _first(warfare.CARD_KIND, type="defense")


@pytest.mark.parametrize(("kind", "number", "place", "value", "field"), [
    (warfare.CARD_KIND, DEFENSE, ("modifiers", 0, "needs"), 5, "modifiers[1].needs"),
    (warfare.CARD_KIND, DEFENSE, ("modifiers", 0, "types"), None, "modifiers[1].types"),
    (warfare.ARCHETYPE_KIND, 0, ("vp", "fun"), "three", "vp"),
    (warfare.ARCHETYPE_KIND, 0, ("vp", "power"), None, "vp"),
    (warfare.ARCHETYPE_KIND, 0, ("ability", 0, "needs"), {"fun": 1}, "ability[1].needs"),
    (warfare.NEUROSIS_KIND, 0, ("effects",), [3], "effects[1]"),
])
def test_a_value_of_the_wrong_type_is_refused_with_its_field(
        tmp_path: Path, kind: str, number: int, place: tuple[Any, ...], value: Any,
        field: str) -> None:
    deck = SHIPPED[kind]
    cards = [*deck["cards"]]
    card = cards[number] = put(cards[number], place, value)
    path = tmp_path / "ours.json"
    path.write_text(json.dumps({**deck, "cards": cards}), encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        decks.load(path)
    assert caught.value.problem.startswith(f"card {card['id']!r}: "), caught.value
    assert f"'{field}'" in caught.value.problem, caught.value


def test_the_command_line_refuses_a_modifier_of_needs_5(tmp_path: Path) -> None:
    deck = SHIPPED[warfare.CARD_KIND]
    cards = [*deck["cards"]]
    cards[DEFENSE] = put(cards[DEFENSE], ("modifiers", 0, "needs"), 5)
    path = tmp_path / "ours.json"
    path.write_text(json.dumps({**deck, "cards": cards}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "psychboard", "decks", "check", str(path)],
                          capture_output=True, text=True, timeout=60, check=False,
                          env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert f"{path}: card {cards[DEFENSE]['id']!r}: field 'modifiers[1].needs'" in done.stderr


ENVELOPE = ("format", "version", "game", "kind", "title", "cards")


@pytest.mark.parametrize("kind", sorted(LOADERS))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_value_in_the_envelope(kind: str, data: st.DataObject) -> None:
    """The deck's own fields (format, version, game, kind, title, the cards list): a good
    deck, or one message naming the file."""
    name = data.draw(st.sampled_from(ENVELOPE), label="field")
    value = data.draw(JSON_VALUES, label="value")
    path = FOLDER / f"envelope-{kind}.json"
    path.write_text(json.dumps({**SHIPPED[kind], name: value}), encoding="utf-8")
    try:
        deck = decks.load(path)
    except DeckError as exc:
        assert str(exc).startswith(f"{path}: "), exc
        return
    assert isinstance(deck.title, str) and deck.title.strip()
    assert deck.kind == kind and deck.cards


@pytest.mark.parametrize("value", [True, 1.0, {"v": 1}])
def test_a_deck_version_is_a_whole_number(tmp_path: Path, value: Any) -> None:
    path = tmp_path / "ours.json"
    path.write_text(json.dumps({**SHIPPED[warfare.CARD_KIND], "version": value}), "utf-8")
    with pytest.raises(DeckError, match="unsupported deck version"):
        decks.load(path)


@pytest.mark.parametrize("value", [None, 7, "", " ", "x" * 81, ["Ours"]])
def test_a_deck_title_is_a_short_name(tmp_path: Path, value: Any) -> None:
    path = tmp_path / "ours.json"
    path.write_text(json.dumps({**SHIPPED[warfare.CARD_KIND], "title": value}), "utf-8")
    with pytest.raises(DeckError, match="\"title\""):
        decks.load(path)
