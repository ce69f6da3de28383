"""Which plays a seat may make: every choice a card asks for, within the rulebook's limits.

Action Cards: one Need per player and effect; "+2/-1" on Self lowers a different Need; a
player may not choose to lower their own Need that is at 1; the cost must be payable from
Mental Energy, at the price `resolve.price` says (X is what the card does; the player's cost
modifiers change what it costs). A card that negates answers ANY card just played (rulebook:
Reaction Cards); Reverse Psychology and Projection answer an Action or Special.
"""

from __future__ import annotations

from itertools import product

from psychboard.core.protocol import Seat
from psychboard.core.reaction import PASS
from psychboard.games.warfare.cards import MAX_X, NEEDS, PLAYED_TYPES, Card, CardSet, Effect
from psychboard.games.warfare.rules.model import (
    LOW,
    Action,
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    State,
    Therapy,
    ToEnergy,
)
from psychboard.games.warfare.rules.resolve import cost_of, holds, modifiers


def setup_actions(state: State, cs: CardSet, seat: Seat) -> list[Action]:
    return [Ready(), *(PlaceDefense(c) for c in _unique(state.hands[seat], cs)
                       if cs.cards[c].type == "defense")]


def turn_actions(state: State, cs: CardSet, seat: Seat) -> list[Action]:
    hand = _unique(state.hands[seat], cs)
    actions: list[Action] = [EndTurn()]
    if not state.acted:
        if not state.begun and may_go_to_therapy(state, cs, seat):
            actions.append(Therapy())
        actions.extend(ToEnergy(c) for c in hand)
        actions.extend(PlaceDefense(c) for c in hand if cs.cards[c].type == "defense")
    for card_id in hand:
        card = cs.cards[card_id]
        if card.type == "agenda" and all(holds(state, cs, c, seat) for c in card.condition):
            actions.append(PlaceAgenda(card_id))
        elif card.type in PLAYED_TYPES and card.type not in state.played:
            actions.extend(plays(state, cs, seat, card_id))
    return actions


def may_go_to_therapy(state: State, cs: CardSet, seat: Seat) -> bool:
    return not any(m.on == "therapy" and m.then == "stop" for m in modifiers(state, cs, seat))


def reactions(state: State, cs: CardSet, seat: Seat) -> list[Action]:
    """PASS, and every Reaction in hand that may answer the top of the window now."""
    window = state.window
    assert window is not None
    top = cs.cards[window.top.play]
    actions: list[Action] = [PASS]
    for card_id in _unique(state.hands[seat], cs):
        card = cs.cards[card_id]
        if card.type != "reaction" or top.type not in card.answers:
            continue
        if card.react != "negate" and window.depth != 1:
            continue
        if cost_of(state, cs, seat, card) <= len(state.energy[seat]):
            actions.append(React(card_id))
    return actions


def plays(state: State, cs: CardSet, seat: Seat, card_id: str) -> list[Play]:
    card = cs.cards[card_id]
    energy = len(state.energy[seat])
    xs = range(1, MAX_X + 1) if card.cost.x else (0,)  # a discount may let X pass energy
    targets = [s for s in range(state.players) if s != seat] if card.target_other else [-1]
    found: list[Play] = []
    for x in xs:
        if cost_of(state, cs, seat, card, x) > energy:
            if card.cost.x:
                break  # the price only grows with X
            continue
        for needs in need_choices(state, cs, seat, card, x):
            found.extend(Play(card_id, t, needs, x) for t in targets)
    return found


def need_choices(state: State, cs: CardSet, seat: Seat, card: Card, x: int
                 ) -> tuple[tuple[str, ...], ...]:
    """One Need for each effect that asks, obeying "different" and the floor of 1."""
    lows = tuple(v == LOW for v in state.scores[seat])
    key = ("needs", card.id, lows, x)
    found: tuple[tuple[str, ...], ...] | None = cs.memo.get(key)
    if found is None:
        asking = sum(1 for e in card.effects if e.chooses_need)
        found = cs.memo[key] = tuple(combo for combo in product(NEEDS, repeat=asking)
                                     if _fits(lows, card, combo, x))
    return found


def _fits(lows: tuple[bool, ...], card: Card, combo: tuple[str, ...], x: int) -> bool:
    chosen = iter(combo)
    previous = ""
    for effect in card.effects:
        if effect.do != "score":
            continue
        need = next(chosen) if effect.chooses_need else (
            effect.need if effect.need in NEEDS else previous)
        if effect.need == "different" and need == previous:
            return False
        if effect.chooses_need and _lowers_own_floor(lows, effect, need, x):
            return False
        previous = need
    return True


def _lowers_own_floor(lows: tuple[bool, ...], effect: Effect, need: str, x: int) -> bool:
    return effect.who in ("self", "everyone") and effect.value(x) < 0 and \
        lows[NEEDS.index(need)]


def _unique(cards: tuple[str, ...], cs: CardSet) -> list[str]:
    """Cards of a hand in order, one copy of each design: copies offer the same choices."""
    firsts: dict[str, str] = {}
    for card in cards:
        firsts.setdefault(cs.cards[card].id, card)
    return list(firsts.values())
