"""A save pins the cards it was dealt from by what the rules read of them (core/pins.py): a
reworded card still replays, a card whose play changed is refused, and saves written before
play digests still open."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from psychboard.core import pins
from psychboard.core.errors import IllegalAction
from psychboard.games.psychologizer import deck as opinion_deck
from psychboard.games.psychologizer.rules import PsychologizerOptions, PsychologizerRules
from psychboard.games.therapy import deck as therapy_deck
from psychboard.games.therapy.rules import TherapyRules
from psychboard.games.therapy.rules.content import all_cards, play_of
from psychboard.games.therapy.rules.model import TherapyOptions
from psychboard.games.warfare import deck as warfare_deck

OPINION = PsychologizerRules()
THERAPY = TherapyRules()

# What the rules read of every shipped card, as one digest per game. A release may reword a
# shipped card, never change its play: an unfinished game saved by an earlier release pins
# its cards by their old wording and opens only because of that promise. Change a digest
# here only with a way to open the saves that rely on the old play.
SHIPPED_PLAY = {
    "psychologizer": "0bbf38a7d5915e8b",
    "therapy": "69ad4c6ed641ce94",
    "warfare": "f5c2497edaff1ceb",
}


def _shipped_play(game: str) -> str:
    if game == "psychologizer":
        return pins.digest(sorted(opinion_deck.play_of(c) for c in opinion_deck.shipped_cards()))
    if game == "warfare":
        shipped = warfare_deck.shipped_set()
        return pins.digest(warfare_deck.pinned(shipped))
    shipped = therapy_deck.shipped_ids()
    cards = [c for c in all_cards(THERAPY.table) if c.id in shipped]
    return pins.digest(sorted(map(play_of, cards), key=str))


@pytest.mark.parametrize("game", sorted(SHIPPED_PLAY))
def test_no_release_changes_how_a_shipped_card_plays(game: str) -> None:
    assert _shipped_play(game) == SHIPPED_PLAY[game]


def test_a_reworded_card_keeps_its_pin_and_a_card_that_plays_otherwise_loses_it() -> None:
    card = opinion_deck.shipped_cards()[0]
    reworded = dataclasses.replace(card, issue="Put another way: " + card.issue)
    traits_moved = dataclasses.replace(card, responses=card.responses[::-1])
    digest = pins.digest(opinion_deck.play_of(card))
    assert pins.digest(opinion_deck.play_of(reworded)) == digest
    assert pins.digest(opinion_deck.play_of(traits_moved)) != digest


def _legacy(content: dict[str, Any], digest_of: Any, known: dict[str, Any]) -> dict[str, Any]:
    """The content as a save written before play digests held it."""
    return {"cards": [[card_id, pins.digest(digest_of(known[card_id]))]
                      for card_id, _ in content["cards"]]}


def test_an_older_save_of_unchanged_cards_opens() -> None:
    content = OPINION.content(PsychologizerOptions())
    legacy = _legacy(content, opinion_deck.all_of, OPINION.cards)
    assert "pins" not in legacy
    assert list(OPINION.with_content(legacy).cards) == list(OPINION.cards)


def test_an_older_save_opens_after_a_release_rewords_a_shipped_card() -> None:
    content = THERAPY.content(TherapyOptions(4))
    legacy = {"cards": [[card_id, "0" * 16] for card_id, _ in content["cards"]]}
    assert THERAPY.with_content(legacy).table.questions.keys() == THERAPY.table.questions.keys()


def test_an_older_save_with_a_family_card_edited_since_is_refused() -> None:
    family = opinion_deck.OpinionCard("our-001", "work", "A family question for {player}?",
                                      opinion_deck.shipped_cards()[0].responses, 8)
    rules = PsychologizerRules([*opinion_deck.shipped_cards(), family])
    content = rules.content(PsychologizerOptions())
    legacy = _legacy(content, opinion_deck.all_of, rules.cards)
    legacy["cards"][-1][1] = "0" * 16
    with pytest.raises(IllegalAction, match="changed since it was saved.*'our-001'"):
        rules.with_content(legacy)


def test_a_new_save_refuses_a_shipped_card_whose_play_changed() -> None:
    content = THERAPY.content(TherapyOptions(4))
    assert pins.by_play(content)
    first = content["cards"][0][0]
    changed = {**content, "cards": [[first, "0" * 16], *content["cards"][1:]]}
    with pytest.raises(IllegalAction, match="changed since it was saved"):
        THERAPY.with_content(changed)


def test_a_warfare_save_from_before_pinning_deals_from_the_shipped_cards_only() -> None:
    from psychboard.games.warfare.rules import WarfareRules

    rules = WarfareRules(warfare_deck.shipped_set())
    assert warfare_deck.unpinned(None, rules.cs) is warfare_deck.shipped_set()


def test_a_warfare_save_from_before_pinning_replays_on_the_shipped_cards(
        tmp_path: Any) -> None:
    import json

    from psychboard.core import saves
    from psychboard.games import registry
    from psychboard.games.warfare.cards import CardSet
    from psychboard.games.warfare.rules import WarfareRules

    shipped = warfare_deck.shipped_set()
    family = dataclasses.replace(next(iter(shipped.cards.values())), id="our-card")
    with_family = WarfareRules(CardSet.of([*shipped.cards.values(), family],
                                          shipped.archetypes, shipped.neuroses.values()))
    options = with_family.options_type(players=2)
    seats = tuple(saves.SeatConfig(f"P{n}", "#0072B2", "circle", "computer", "easy")
                  for n in range(2))
    path = tmp_path / "old.json"
    saves.write(path, saves.SavedGame("warfare", options, 5, seats, ()), WarfareRules(shipped))
    data = json.loads(path.read_text())
    del data["content"]  # as the release before pinning wrote it
    path.write_text(json.dumps(data))
    save = saves.read(path, registry.rules_for)
    assert save.content is None
    assert saves.pinned(with_family, save).cs is shipped
