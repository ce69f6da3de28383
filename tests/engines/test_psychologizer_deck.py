"""The shipped Psychologizer opinion decks: every file in assets/decks/psychologizer/ loads
through the deck validator, and the content keeps the shape the game and the families need
(enough cards per spinner category, cards for younger tables, readable lengths, four real
choices per card, no near-duplicate situations, no printed position that gives any trait
away, varied endings, `{other}` filled in). Also: a broken user deck gets one
clear error.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks
from psychboard.core.errors import DeckError
from psychboard.core.resources import asset_dir
from psychboard.core.text import near_duplicates
from psychboard.games.psychologizer.deck import (
    CATEGORIES,
    DECK_KIND,
    MAX_POSITION_SHARE,
    MAX_STOCK_ENDING_SHARE,
    TRAITS,
    VIRTUE_TRAITS,
    fill_names,
    position_shares,
    printed_cards,
    stock_ending_share,
)

DECK_DIR = asset_dir("decks", "psychologizer")
DECK_FILES = sorted(DECK_DIR.glob("*.json"))

MIN_PER_CATEGORY = 90
MIN_TOTAL = 800  # more than the rulebook's box of 600 opinion cards
MIN_YOUNGER = 150
MAX_ISSUE_WORDS = 45
MAX_RESPONSE_WORDS = 20
SIMILARITY_LIMIT = 0.5
MAX_ANY_TRAIT_POSITION_SHARE = 0.35

Card = Mapping[str, Any]


def _load_all() -> list[decks.Deck]:
    return [decks.load(path, DECK_KIND) for path in DECK_FILES]


@pytest.fixture(scope="module")
def cards() -> list[Card]:
    return [card for deck in _load_all() for card in deck.cards]


def test_there_are_deck_files() -> None:
    assert DECK_FILES, f"no opinion decks in {DECK_DIR}"


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.name)
def test_every_file_loads_with_the_opinion_schema(path: Path) -> None:
    deck = decks.load(path, DECK_KIND)
    assert deck.game == "psychologizer"
    assert deck.cards


def test_ids_are_unique_across_files(cards: list[Card]) -> None:
    seen: dict[str, int] = {}
    for card in cards:
        seen[card["id"]] = seen.get(card["id"], 0) + 1
    assert [i for i, n in seen.items() if n > 1] == []


def test_every_spinner_category_has_enough_cards(cards: list[Card]) -> None:
    counts = {name: 0 for name in CATEGORIES}
    for card in cards:
        counts[card["category"]] += 1
    assert len(counts) >= 8
    short = {name: n for name, n in counts.items() if n < MIN_PER_CATEGORY}
    assert short == {}, f"categories under {MIN_PER_CATEGORY} cards: {short}"


def test_the_full_box_holds_at_least_800_cards(cards: list[Card]) -> None:
    """The whole box: eight category files, together more than the rulebook's 600 cards."""
    assert len(cards) >= MIN_TOTAL, f"only {len(cards)} cards across {len(DECK_FILES)} files"


def test_enough_cards_suit_younger_players(cards: list[Card]) -> None:
    younger = sum(1 for card in cards if card["ages"] == 8)
    assert younger >= MIN_YOUNGER


def test_texts_are_short_enough_to_read_aloud(cards: list[Card]) -> None:
    long_issues = [c["id"] for c in cards if len(c["issue"].split()) > MAX_ISSUE_WORDS]
    long_responses = [(c["id"], r["text"]) for c in cards for r in c["responses"]
                      if len(r["text"].split()) > MAX_RESPONSE_WORDS]
    assert long_issues == []
    assert long_responses == []


def test_responses_of_a_card_are_distinct_and_say_something(cards: list[Card]) -> None:
    for card in cards:
        texts = [re.sub(r"\W+", " ", r["text"]).strip().lower() for r in card["responses"]]
        assert len(set(texts)) == 4, f"{card['id']} repeats a response"
        traits = {r["trait"] for r in card["responses"]}
        assert len(traits) >= 2, f"{card['id']}: all four responses lean the same way"


def test_no_two_issues_are_near_duplicates(cards: list[Card]) -> None:
    """Two issues are near-duplicates when the Jaccard similarity of their content-word sets
    (lower case, punctuation and {player} removed, common function words dropped) exceeds 0.5.

    Why 0.5: the opinion cards share a frame ("What does {player} do?") that the stop-word
    list removes, so genuinely different situations land at 0.4 or below (two cards about a
    family outing share "family", "day" and little else), while the same situation reworded
    keeps its nouns and verbs and scores above 0.5 (the same dinner-at-a-friend's scene
    written twice scored 0.55). The limit sits between the two.
    """
    issues = [card["issue"] for card in cards]
    found = [f"near-duplicate issues ({alike:.2f}):\n  {cards[i]['id']}: {issues[i]}\n"
             f"  {cards[j]['id']}: {issues[j]}"
             for i, j, alike in near_duplicates(issues, SIMILARITY_LIMIT)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("trait", VIRTUE_TRAITS)
def test_no_printed_position_gives_the_principled_or_caring_answer_away(
        cards: list[Card], trait: str) -> None:
    """In each category, of the cards that offer `trait`, no position a–d prints it in more
    than 30% of them: a player who always predicts "a" for a good person learns nothing."""
    shares = position_shares(printed_cards(cards), trait)
    assert set(shares) == set(CATEGORIES)
    over = {category: [round(x, 2) for x in row] for category, row in shares.items()
            if max(row) > MAX_POSITION_SHARE}
    assert over == {}


@pytest.mark.parametrize("trait", TRAITS)
def test_no_printed_position_gives_any_trait_away(cards: list[Card], trait: str) -> None:
    """In each category, of the cards that offer `trait`, no position a–d prints it in more
    than 35% of them: a printed deck that always puts the adventurous answer first, or the
    independent one last, lets a reader guess a trait from the letter alone."""
    shares = position_shares(printed_cards(cards), trait)
    assert set(shares) == set(CATEGORIES)
    over = {category: [round(x, 2) for x in row] for category, row in shares.items()
            if max(row) > MAX_ANY_TRAIT_POSITION_SHARE}
    assert over == {}


def test_few_issues_end_with_the_stock_question(cards: list[Card]) -> None:
    assert stock_ending_share(cards) <= MAX_STOCK_ENDING_SHARE
    for category, group in itertools.groupby(sorted(cards, key=lambda c: c["category"]),
                                             key=lambda c: c["category"]):
        assert stock_ending_share(list(group)) <= MAX_STOCK_ENDING_SHARE, category


def test_printing_keeps_the_cards_and_their_order_and_only_moves_responses(
        cards: list[Card]) -> None:
    printed = printed_cards(cards)
    assert [c["id"] for c in printed] == [c["id"] for c in cards]
    for before, after in zip(cards, printed, strict=True):
        assert sorted(map(str, before["responses"])) == sorted(map(str, after["responses"]))
        assert {k: v for k, v in before.items() if k != "responses"} == \
            {k: v for k, v in after.items() if k != "responses"}


def test_the_deck_files_keep_the_order_saves_and_the_history_point_into() -> None:
    """A save's dealt orders and the history's remembered answers are positions in the
    file's responses: printing balances its own order and leaves the files alone."""
    card = {"id": "x", "category": "work", "responses": [{"trait": t, "text": t}
                                                          for t in ("a", "b", "c", "d")]}
    twins = [dict(card, id=f"x{n}") for n in range(4)]
    assert [[r["trait"] for r in c["responses"]] for c in printed_cards(twins)] == [
        ["a", "b", "c", "d"], ["b", "a", "d", "c"], ["c", "d", "a", "b"], ["d", "c", "b", "a"]]
    assert [r["trait"] for r in twins[3]["responses"]] == ["a", "b", "c", "d"]


def test_position_shares_count_each_category_apart() -> None:
    def card(category: str, traits: tuple[str, ...]) -> Card:
        return {"category": category, "responses": [{"trait": t} for t in traits]}

    deck = [card("work", ("principled", "caring", "sociable", "reserved")),
            card("work", ("caring", "principled", "sociable", "reserved")),
            card("self", ("sociable", "reserved", "adventurous", "cautious"))]
    assert position_shares(deck, "principled") == {"work": (0.5, 0.5, 0.0, 0.0)}


def test_cards_bring_in_another_player_and_every_name_is_filled(cards: list[Card]) -> None:
    with_other = [c for c in cards if "{other}" in c["issue"]
                  or any("{other}" in r["text"] for r in c["responses"])]
    assert len(with_other) >= 40, "cards about the people at the table"
    for card in cards:
        for text in (card["issue"], *(r["text"] for r in card["responses"])):
            filled = fill_names(text, "Sam", "Alex")
            assert "{" not in filled and "}" not in filled, (card["id"], filled)


def test_fill_names_puts_in_both_names_in_one_pass() -> None:
    text = "{other} asks {player} to lend {other}'s bike."
    assert fill_names(text, "Sam", "Alex") == "Alex asks Sam to lend Alex's bike."
    assert fill_names("{player} meets {other}.", "{other}", "Bo") == "{other} meets Bo.", \
        "a name is never filled in again"


def _good_card(card_id: str = "tst-001") -> dict[str, Any]:
    return {"id": card_id, "category": "habits",
            "issue": "{player} finds a spare hour on a rainy afternoon. What happens next?",
            "responses": [{"text": "Bake something new.", "trait": "adventurous"},
                          {"text": "Tidy the cupboard.", "trait": "pragmatic"},
                          {"text": "Phone a friend.", "trait": "sociable"},
                          {"text": "Read alone.", "trait": "reserved"}],
            "ages": 8}


def _write_deck(folder: Path, cards: list[dict[str, Any]]) -> Path:
    path = folder / "family-questions.json"
    path.write_text(json.dumps({"format": "psychboard-deck", "version": 1,
                                "game": "psychologizer", "kind": DECK_KIND,
                                "title": "Our questions", "cards": cards}), encoding="utf-8")
    return path


def test_a_good_user_deck_loads(tmp_path: Path) -> None:
    deck = decks.load(_write_deck(tmp_path, [_good_card("tst-001"), _good_card("tst-002")]),
                      DECK_KIND)
    assert [c["id"] for c in deck.cards] == ["tst-001", "tst-002"]


def test_a_user_card_may_bring_in_other_but_no_unknown_fill_in(tmp_path: Path) -> None:
    good = _good_card("tst-002")
    good["issue"] = "{player} and {other} find a spare hour. What happens next?"
    good["responses"][2]["text"] = "Phone {other}'s cousin."
    deck = decks.load(_write_deck(tmp_path, [_good_card("tst-001"), good]), DECK_KIND)
    assert len(deck.cards) == 2
    bad = _good_card("tst-002")
    bad["issue"] = "{player} and {playr} find a spare hour. What happens next?"
    with pytest.raises(DeckError) as caught:
        decks.load(_write_deck(tmp_path, [_good_card("tst-001"), bad]), DECK_KIND)
    assert "{playr}" in str(caught.value) and "tst-002" in str(caught.value)


def _missing_field() -> list[dict[str, Any]]:
    card = _good_card("tst-002")
    del card["issue"]
    return [_good_card("tst-001"), card]


def _duplicate_id() -> list[dict[str, Any]]:
    return [_good_card("tst-002"), _good_card("tst-002")]


def _bad_trait() -> list[dict[str, Any]]:
    card = _good_card("tst-002")
    card["responses"][2]["trait"] = "grumpy"
    return [_good_card("tst-001"), card]


def _five_responses() -> list[dict[str, Any]]:
    card = _good_card("tst-002")
    card["responses"].append({"text": "Sleep.", "trait": "cautious"})
    return [_good_card("tst-001"), card]


@pytest.mark.parametrize(("make", "field"), [
    (_missing_field, "issue"),
    (_duplicate_id, "id"),
    (_bad_trait, "trait"),
    (_five_responses, "responses"),
], ids=["missing-field", "duplicate-id", "bad-trait", "five-responses"])
def test_a_malformed_deck_names_file_card_and_field(tmp_path: Path, make: Any, field: str
                                                    ) -> None:
    path = _write_deck(tmp_path, make())
    with pytest.raises(DeckError) as caught:
        decks.load(path, DECK_KIND)
    message = str(caught.value)
    assert path.name in message
    assert "tst-002" in message
    assert re.search(rf"\b{field}\b", message), message
