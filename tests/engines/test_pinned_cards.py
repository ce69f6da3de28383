"""A save replays exactly what was played: it pins the cards it was dealt from, and a family
deck can neither change a saved game nor take the place of the cards Psychboard ships."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks, saves
from psychboard.core.errors import DeckError, SaveError
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.psychologizer import deck as opinion_deck
from psychboard.games.psychologizer.rules import PsychologizerOptions, PsychologizerRules

SEATS = tuple(SeatConfig(name) for name in ("Ann", "Ben", "Cy"))


def family_deck(tmp_path: Path, prefix: str = "our", count: int = 12,
                name: str = "ours.json") -> Path:
    cards = [{"id": f"{prefix}-{category}-{i:03d}", "category": category, "ages": 8,
              "issue": f"At the family picnic number {i}, {{player}} finds a {category} riddle.",
              "responses": [{"text": f"Answer {letter} of {i}", "trait": trait}
                            for letter, trait in zip("abcd", ("caring", "sociable",
                                                              "cautious", "principled"),
                                                     strict=True)]}
             for i in range(count) for category in opinion_deck.CATEGORIES]
    path = tmp_path / name
    path.write_text(json.dumps({"format": "psychboard-deck", "version": 1,
                                "game": "psychologizer", "kind": "opinion",
                                "title": "Our questions", "cards": cards}))
    return path


def played(steps: int = 60) -> tuple[PsychologizerRules, SavedGame, Any]:
    rules = PsychologizerRules()
    options = PsychologizerOptions(players=3)
    state = rules.new_game(options, 21)
    rnd = random.Random(21)
    log = []
    for _ in range(steps):
        seat = min(rules.to_act(state))
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return rules, SavedGame("psychologizer", options, 21, SEATS, tuple(log)), state


def test_a_family_deck_added_later_does_not_change_a_saved_game(tmp_path: Path) -> None:
    rules, save, state = played()
    path = tmp_path / "save.json"
    saves.write(path, save, rules)
    decks.install(family_deck(tmp_path))
    registry.decks_changed("psychologizer")
    try:
        assert len(opinion_deck.playable_cards()) > len(rules.cards)
        loaded = saves.read(path, registry.rules_for)
        assert saves.replay(registry.rules_for("psychologizer"), loaded) == state
        unpinned = PsychologizerRules()
        fresh = unpinned.new_game(save.options, save.seed)
        assert unpinned.queue(fresh, "morality") != rules.queue(rules.new_game(
            save.options, save.seed), "morality"), "the family cards do change new deals"
    finally:
        registry.decks_changed("psychologizer")


def _with_content(tmp_path: Path, change: Any) -> Path:
    rules, save, _ = played(5)
    data = saves.encode(save, rules)
    change(data["content"]["cards"])
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data))
    return path


def test_a_save_dealt_from_cards_this_computer_lacks_says_so(tmp_path: Path) -> None:
    path = _with_content(tmp_path, lambda cards: cards.append(["our-999", "0" * 16]))
    with pytest.raises(SaveError, match="doesn't have .*'our-999'.*add the family deck"):
        saves.read(path, registry.rules_for)


def test_a_save_dealt_from_cards_that_changed_since_says_so(tmp_path: Path) -> None:
    def edit(cards: list[list[str]]) -> None:
        cards[0][1] = "f" * 16
    path = _with_content(tmp_path, edit)
    with pytest.raises(SaveError, match="changed since it was saved"):
        saves.read(path, registry.rules_for)


def test_a_family_card_with_a_shipped_id_is_refused_and_nothing_is_copied(
        tmp_path: Path) -> None:
    shipped_id = opinion_deck.shipped_cards()[0].id
    path = family_deck(tmp_path, count=1)
    data = json.loads(path.read_text())
    data["cards"][0]["id"] = shipped_id
    path.write_text(json.dumps(data))
    with pytest.raises(DeckError, match=f"card {shipped_id!r} has the id of a card "
                                        "Psychboard ships"):
        decks.install(path)
    assert not list(decks.family_dir("psychologizer").glob("*.json"))


def test_two_family_decks_may_not_share_an_id(tmp_path: Path) -> None:
    decks.install(family_deck(tmp_path, name="first.json"))
    with pytest.raises(DeckError, match="a deck already added"):
        decks.install(family_deck(tmp_path, name="second.json"))


def test_the_first_deck_given_wins_whatever_the_paths_sort_like(tmp_path: Path) -> None:
    late = family_deck(tmp_path, prefix="same", count=1, name="a.json")
    early = family_deck(tmp_path, prefix="same", count=1, name="z.json")
    data = json.loads(early.read_text())
    data["title"] = "Early"
    early.write_text(json.dumps(data))
    loaded, _errors = decks.load_many([early, late], "opinion")
    assert [d.title for d in loaded] == ["Early", "Our questions"]
