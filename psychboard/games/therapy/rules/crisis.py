"""Crisis cards: every verb of the effect vocabulary (THERAPY-DECK-SCHEMA, deck.EFFECTS).

Rulebook section "Crisis": draw a card and do what it says. What each verb does where the
card leaves a detail open is written in assets/rules/therapy.md.
"""

from __future__ import annotations

from dataclasses import replace

from psychboard.core.protocol import Seat
from psychboard.games.therapy.deck import STAGE_TITLES, describe_effect
from psychboard.games.therapy.rules.flow import (
    add_peg,
    clockwise_after,
    draw,
    end_turn,
    grant,
    group_therapy,
    insight,
    lacking,
    lose_choice,
    move,
    psychosis,
    remove_peg,
    roll_again,
    say,
    set_couch,
    therapy_at_office,
)
from psychboard.games.therapy.rules.model import (
    CRISIS_DECK,
    FREE,
    PSYCHOSIS,
    SKIPPING,
    SWAP,
    State,
)
from psychboard.games.therapy.rules.table import Table


def crisis(table: Table, state: State, seat: Seat) -> State:
    if not table.deck_cards[1]:
        return end_turn(table, state)
    card_id, state = draw(table, state, CRISIS_DECK)
    card = table.crisis[card_id]
    event = card.event.replace("{player}", "{0}")
    state = say(state, "drew", (seat,), f"{{0}} draws a Crisis card: {event} "
                f"{describe_effect(card.effect)}", deck=CRISIS_DECK, card=card_id)
    effect = card.effect
    verb = effect.do
    if verb == "move":
        return move(table, state, seat, effect.steps)
    if verb == "go_to_psychosis":
        return psychosis(table, state, seat)
    if verb == "therapy_at":
        office = table.office_along(state.couches[seat].at, effect.office == "next")
        state = set_couch(state, seat, at=office)
        state = say(state, "moved", (seat,), "", path=(office,))
        return therapy_at_office(table, state, seat, office)
    if verb == "group_therapy":
        return group_therapy(table, state, seat)
    if verb == "gain_peg":
        return _gain(table, state, seat, _stage(table, state, seat, effect.stage))
    if verb == "lose_peg":
        return _lose(table, state, seat, _stage(table, state, seat, effect.stage))
    if verb == "skip_turn":
        return end_turn(table, set_couch(state, seat, status=SKIPPING))
    if verb == "roll_again":
        return roll_again(state)
    if verb == "everyone_moves":
        return _everyone_moves(table, state, seat, effect.steps)
    if verb == "swap_places":
        return _swap_places(table, state, seat, effect.target)
    if verb == "insight":
        stage = _stage(table, state, seat, effect.stage)
        return insight(table, state, seat, stage, risky=False)
    raise AssertionError(f"the deck validator lets no unknown verb through: {verb!r}")


def _stage(table: Table, state: State, seat: Seat, stage: str) -> str:
    """"this_side" is the Stage of the side the couch stands on; others stay as they are."""
    return table.stage_at(state.couches[seat].at) if stage == "this_side" else stage


def _gain(table: Table, state: State, seat: Seat, stage: str) -> State:
    if stage == "choice":
        return grant(table, state, seat, "")
    if stage and stage in lacking(state, seat):
        return end_turn(table, add_peg(state, seat, stage))
    held = STAGE_TITLES.get(stage, "that")
    return end_turn(table, say(state, "said", (seat,), f"{{0}} holds the {held} peg already"))


def _lose(table: Table, state: State, seat: Seat, stage: str) -> State:
    if stage == "choice":
        return lose_choice(table, state, seat)
    if state.keep_pegs:
        return end_turn(table, say(state, "said", (seat,), "no peg is ever lost"))
    if stage in state.couches[seat].pegs:
        return end_turn(table, remove_peg(state, seat, stage))
    return end_turn(table, state)


def movable(state: State, seat: Seat) -> bool:
    """A couch on the track and in no session: others in therapy or Psychosis stay put."""
    couch = state.couches[seat]
    return couch.at != PSYCHOSIS and couch.status in (FREE, SKIPPING)


def _everyone_moves(table: Table, state: State, seat: Seat, steps: int) -> State:
    for other in clockwise_after(state, seat):
        if movable(state, other):
            path, landed = table.board.walk(state.couches[other].at, steps)
            state = say(set_couch(state, other, at=landed), "moved", (other,), "", path=path)
    return move(table, state, seat, steps)


def swap_candidates(state: State, seat: Seat) -> tuple[Seat, ...]:
    return tuple(s for s in clockwise_after(state, seat) if movable(state, s))


def _swap_places(table: Table, state: State, seat: Seat, target: str) -> State:
    candidates = swap_candidates(state, seat)
    if not candidates:
        return end_turn(table, say(state, "said", (seat,), "no couch is free to swap with"))
    if target == "choice" and len(candidates) > 1:
        return replace(state, phase=SWAP, actor=seat)
    if target == "last":
        other = min(candidates, key=lambda s: len(state.couches[s].pegs))
    else:  # the leader, or the only couch there is to choose; ties: the first clockwise
        other = max(candidates, key=lambda s: len(state.couches[s].pegs))
    return swap_with(table, state, seat, other)


def swap_with(table: Table, state: State, seat: Seat, other: Seat) -> State:
    mine, theirs = state.couches[seat].at, state.couches[other].at
    state = set_couch(set_couch(state, seat, at=theirs), other, at=mine)
    state = say(state, "moved", (seat,), "", path=(theirs,))
    state = say(state, "moved", (other,), "", path=(mine,))
    return end_turn(table, say(state, "said", (seat, other), "{0} and {1} swap places"))
