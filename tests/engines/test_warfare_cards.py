"""Psychological Warfare's card schema: the shipped set, and the validator refusing any card
the resolver could not play, naming the card."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks
from psychboard.core.errors import DeckError
from psychboard.games.warfare import deck as warfare_deck
from psychboard.games.warfare.cards import NEEDS


def _write(tmp_path: Path, kind: str, cards: list[dict[str, Any]]) -> Path:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"format": "psychboard-deck", "version": 1, "game": "warfare",
                                "kind": kind, "cards": cards}), encoding="utf-8")
    return path


def _action(**fields: Any) -> dict[str, Any]:
    card = {"id": "odd-card", "name": "Odd Card", "type": "action", "letter": "Q",
            "text": "Does something odd.", "cost": 1, "effects": [{"who": "self", "by": 1}]}
    card.update(fields)
    return card


def test_the_box_has_93_cards_of_every_type_ten_archetypes_and_a_neurosis_per_need() -> None:
    card_set, errors = warfare_deck.shipped_load()
    assert errors == ()
    kinds = Counter(c.type for c in card_set.cards.values())
    assert kinds == {"action": 36, "special": 15, "reaction": 14, "agenda": 10, "defense": 10,
                     "phobia": 8}, "the counts assets/rules/warfare.md justifies"
    assert sum(kinds.values()) == 93
    assert len(card_set.archetypes) == 10
    assert len({a.vp for a in card_set.archetypes}) == 10, "no two Archetypes alike"
    assert all(a.modifiers and a.nurture for a in card_set.archetypes)
    assert set(card_set.neuroses) == set(NEEDS)
    for archetype in card_set.archetypes:
        assert sorted(archetype.vp) == [1, 2, 3, 4]


def test_the_faq_cards_are_in_the_set() -> None:
    cards = {c.id: c for c in warfare_deck.shipped_set().cards.values()}
    ovation = cards["standing-ovation"]
    assert ovation.cost.base == 6 and [(e.who, e.amount) for e in ovation.effects] == \
        [("self", 3), ("all_others", -1)]
    assert cards["reverse-psychology"].react == "reverse"
    denial = cards["denial"].modifiers[0]
    assert (denial.on, denial.then, denial.source, set(denial.needs)) == \
        ("change", "stop", "others", {"power", "fun"})


def test_card_instances_carry_their_copies() -> None:
    instances = warfare_deck.shipped_set().cards
    assert {"pep-talk", "pep-talk-2", "pep-talk-3"} <= set(instances)
    assert "pep-talk-4" not in instances


def test_a_good_custom_card_loads(tmp_path: Path) -> None:
    deck = decks.load(_write(tmp_path, warfare_deck.CARD_KIND, [_action()]))
    assert deck.cards[0]["id"] == "odd-card"


@pytest.mark.parametrize(("fields", "problem"), [
    ({"effects": [{"who": "self", "by": "X"}]}, "needs the cost \"X\""),
    ({"effects": [{"who": "self", "need": "same", "by": 1}]}, "follows a score effect"),
    ({"effects": [{"who": "nobody", "by": 1}]}, "'effects[1].who' is 'nobody'"),
    ({"effects": [{"who": "self", "need": "luck", "by": 1}]}, "'effects[1].need' is 'luck'"),
    ({"effects": [{"who": "self", "by": 0}]}, "non-zero"),
    ({"effects": [{"who": "self", "do": "draw", "by": 2, "need": "fun"}]}, "has no Need"),
    ({"effects": [{"who": "self", "by": 1, "if": {"what": "fun"}}]}, "at_least, at_most"),
    ({"effects": []}, "at least one effect"),
    ({"cost": {"base": 2, "per": "luck", "times": 1}}, "'cost.per' is 'luck'"),
    ({"react": "negate"}, "has no 'react'"),
    ({"type": "reaction", "react": "reverse", "answers": ["agenda"]}, "answers only Action"),
    ({"type": "reaction", "react": "negate",
      "effects": [{"who": "self", "by": 1}]}, "cannot ask for a choice"),
    ({"type": "defense", "effects": None, "cost": None,
      "modifiers": [{"on": "cost", "then": "stop"}]}, "cannot stop it"),
    ({"type": "agenda", "cost": None, "effects": None, "vp": 2,
      "condition": {"what": "fun", "at_least": 6, "who": "target"}}, "about its holder"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_a_card_the_resolver_cannot_play_is_refused_naming_it(
        tmp_path: Path, fields: dict[str, Any], problem: str) -> None:
    card = {k: v for k, v in _action(**fields).items() if v is not None}
    with pytest.raises(DeckError) as caught:
        decks.load(_write(tmp_path, warfare_deck.CARD_KIND, [card]))
    assert "'odd-card'" in str(caught.value) and problem in str(caught.value)


def test_an_archetype_must_weigh_the_needs_one_to_four(tmp_path: Path) -> None:
    bad = {"id": "hermit", "name": "Hermit", "text": "Lives alone.",
           "vp": {"freedom": 4, "fun": 4, "belonging": 1, "power": 1}}
    with pytest.raises(DeckError, match="'hermit'.*one of 1, 2, 3, 4"):
        decks.load(_write(tmp_path, warfare_deck.ARCHETYPE_KIND, [bad]))


def test_the_effects_of_neurosis_need_one_entry_per_need(tmp_path: Path) -> None:
    only = {"id": "burnout", "need": "fun", "name": "Burnout", "text": "Tired of it all.",
            "effects": [{"who": "self", "do": "drain", "by": 1}]}
    with pytest.raises(DeckError, match="one entry .*for each Need"):
        decks.load(_write(tmp_path, warfare_deck.NEUROSIS_KIND, [only]))


def test_a_bad_file_beside_good_ones_is_reported_and_skipped(tmp_path: Path) -> None:
    shipped = Path(warfare_deck.__file__).parents[3] / "assets" / "decks" / "warfare"
    paths = sorted(shipped.glob("*.json"))
    broken = _write(tmp_path, warfare_deck.CARD_KIND, [_action(cost="lots")])
    card_set, errors = warfare_deck.load_card_set([*paths, broken])
    assert len(errors) == 1 and "'odd-card'" in str(errors[0])
    assert card_set.cards == warfare_deck.shipped_set().cards
