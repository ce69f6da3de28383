"""A family's own Warfare cards and Archetypes are dealt in new games, and a save pins every
design it was dealt from, so it replays the same whatever decks are added or taken away."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks, saves
from psychboard.core.errors import DeckError, SaveError
from psychboard.core.resources import asset_dir
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.games.warfare import deck as warfare_deck
from psychboard.games.warfare.rules import WarfareOptions, WarfareRules
from psychboard.games.warfare.rules.model import State

SEATS = (SeatConfig("Ann"), SeatConfig("Ben"))
OPTIONS = WarfareOptions(players=2)


def _shipped(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((asset_dir("decks", "warfare") / name).read_text("utf-8"))
    return data


def family_cards(tmp_path: Path, count: int = 11) -> Path:
    """A deck of `count` cards of the family's own: shipped Actions under new ids and names."""
    shipped = _shipped("cards.json")
    actions = [c for c in shipped["cards"] if c["type"] == "action" and "copies" not in c]
    cards = [{**actions[i % len(actions)], "id": f"our-{i}", "name": f"Our Card {i}"}
             for i in range(count)]
    path = tmp_path / "our-cards.json"
    path.write_text(json.dumps({**shipped, "title": "Our cards", "cards": cards}), "utf-8")
    return path


def family_archetypes(tmp_path: Path) -> Path:
    shipped = _shipped("archetypes.json")
    cards = [{**card, "id": f"our-{card['id']}", "name": f"Our {card['name']}"[:40]}
             for card in shipped["cards"]]
    path = tmp_path / "our-archetypes.json"
    path.write_text(json.dumps({**shipped, "title": "Our Archetypes", "cards": cards}), "utf-8")
    return path


@pytest.fixture
def forget() -> Iterator[None]:
    registry.decks_changed("warfare")
    yield
    registry.decks_changed("warfare")


def pieces(state: State) -> list[str]:
    piles = (state.hands, state.energy, state.baggage, state.defenses, state.phobias,
             state.under, state.agendas)
    return [*state.deck, *state.discard, *(c for pile in piles for seat in pile for c in seat)]


def played(rules: WarfareRules, steps: int, seed: int = 4) -> tuple[SavedGame, State]:
    state = rules.new_game(OPTIONS, seed)
    rnd, log = random.Random(seed), []
    for _ in range(steps):
        if rules.outcome(state) is not None:
            break
        seat = min(rules.to_act(state))
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return SavedGame("warfare", OPTIONS, seed, SEATS, tuple(log)), state


def test_a_new_game_deals_the_family_cards_and_archetypes(tmp_path: Path, forget: None) -> None:
    decks.install(family_cards(tmp_path))
    decks.install(family_archetypes(tmp_path))
    registry.decks_changed("warfare")
    rules = registry.rules_for("warfare")
    assert isinstance(rules, WarfareRules)
    state = rules.new_game(OPTIONS, 1)
    ours = {f"our-{i}" for i in range(11)}
    assert ours <= set(pieces(state)), "every family card is in the game"
    assert sorted(pieces(state)) == sorted(rules.all_cards)
    dealt = set()
    for seed in range(12):
        dealt |= set(rules.new_game(OPTIONS, seed).archetypes)
    assert any(a.startswith("our-") for a in dealt), "family Archetypes are dealt too"


def test_a_save_pins_the_family_cards_and_replays_the_same(tmp_path: Path, forget: None
                                                           ) -> None:
    installed = decks.install(family_cards(tmp_path))
    registry.decks_changed("warfare")
    rules = registry.rules_for("warfare")
    assert isinstance(rules, WarfareRules)
    save, state = played(rules, 80)
    path = tmp_path / "save.json"
    saves.write(path, save, rules)
    content = json.loads(path.read_text("utf-8"))["content"]
    assert "our-3" in [card_id for card_id, _ in content["cards"]]
    assert len(content["archetypes"]) == 10 and len(content["neuroses"]) == 4

    decks.install(family_archetypes(tmp_path))  # added later: the saved game is unchanged
    registry.decks_changed("warfare")
    loaded = saves.read(path, registry.rules_for)
    again = registry.rules_for("warfare")
    assert again is not None and len(again.cs.archetypes) == 20  # type: ignore[attr-defined]
    assert saves.replay(again, loaded) == state

    (decks.family_dir("warfare") / installed.path.name).unlink()
    registry.decks_changed("warfare")
    with pytest.raises(SaveError, match="doesn't have .*'our-"):
        saves.read(path, registry.rules_for)


def test_a_save_of_the_shipped_cards_alone_pins_them(tmp_path: Path, forget: None) -> None:
    rules = WarfareRules()
    save, state = played(rules, 40)
    data = saves.encode(save, rules)
    assert len(data["content"]["cards"]) == len({c.id for c in rules.cs.cards.values()})
    data["content"]["cards"][0][1] = "0" * 16
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError, match="changed since it was saved"):
        saves.read(path, registry.rules_for)


def test_an_effects_of_neurosis_deck_cannot_be_added(tmp_path: Path, forget: None) -> None:
    path = tmp_path / "our-neurosis.json"
    path.write_text(json.dumps(_shipped("neurosis.json")), "utf-8")
    with pytest.raises(DeckError, match="can't be added"):
        decks.install(path)
    assert not decks.family_dir("warfare").exists() or not list(
        decks.family_dir("warfare").iterdir())


def test_a_card_whose_id_a_shipped_copy_takes_is_refused(tmp_path: Path, forget: None) -> None:
    shipped = _shipped("cards.json")
    copied = next(c for c in shipped["cards"] if c.get("copies", 1) > 1)
    path = family_cards(tmp_path, 1)
    data = json.loads(path.read_text("utf-8"))
    data["cards"][0]["id"] = f"{copied['id']}-2"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(DeckError, match=f"'{copied['id']}-2' has the id of a card Psychboard"):
        decks.install(path)


def test_a_deck_whose_copies_take_the_id_of_another_card_is_refused(tmp_path: Path,
                                                                    forget: None) -> None:
    path = family_cards(tmp_path, 2)
    data = json.loads(path.read_text("utf-8"))
    data["cards"][0]["copies"] = 2
    data["cards"][1]["id"] = "our-0-2"
    data["cards"].reverse()
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(DeckError, match="its copies take the id 'our-0-2'"):
        decks.load(path)


def test_the_faces_a_scene_draws_include_the_family_cards(tmp_path: Path, forget: None) -> None:
    assert ("warfare-card", "our-1") not in warfare_deck.playable_json()
    decks.install(family_cards(tmp_path, 2))
    assert ("warfare-card", "our-1") not in warfare_deck.playable_json(), "read once"
    registry.decks_changed("warfare")
    assert warfare_deck.playable_json()[("warfare-card", "our-1")]["name"] == "Our Card 1"
    assert "our-1" in warfare_deck.playable_set().cards
