"""Jujitsu's hidden information redrawn for a seat: the order of the prizes still to come and
the other seats' sealed bids of this round (no Qt). Everything else is on the table."""

from __future__ import annotations

import random

from psychboard.core.rng import Rng
from psychboard.games.jujitsu.rules import State, View


def resample(view: View, rng: random.Random) -> State:
    """A state the seat of `view` can't tell from the real one."""
    to_come = list(view.prizes_to_come)
    rng.shuffle(to_come)
    shown = tuple(r.prize for r in view.rounds)
    prize_order = shown + ((view.prize,) if view.prize is not None else ()) + tuple(to_come)
    sealed = tuple(
        view.my_bid if seat == view.seat
        else rng.choice(view.hands_left[seat]) if view.locked_in[seat]
        else None
        for seat in range(view.players))
    return State(Rng.from_seed(rng.getrandbits(64)), view.players, view.tie_rule, view.target,
                 hand=view.hand, round=view.round, prize_order=prize_order,
                 hands=view.hands_left, sealed=sealed, rounds=view.rounds, totals=view.totals,
                 past_hands=view.past_hands, playing=view.playing, tiebreak=view.tiebreak,
                 last=view.last, winners=view.winners, cards=view.cards)
