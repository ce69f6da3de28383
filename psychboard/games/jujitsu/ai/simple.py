"""The simpler Jujitsu computer players: Easy (random), Medium (human-like) and the fixed rules
"bid the prize value", "prize + 1" and "prize − 1" that the bench and tests play against.

Every bot sees only its seat's `View` and the legal bids; randomness comes from the
`random.Random` it is handed, so a replayed game replays its bots.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from psychboard.games.jujitsu.rules import Bid, View


def offset_bid(prize: int, hand: Sequence[int], offset: int) -> int:
    """The card a "prize value + offset" player bids: that card if still held, else the
    lowest card above it, else the lowest card left."""
    target = prize + offset
    if target in hand:
        return target
    above = [c for c in hand if c > target]
    return min(above) if above else min(hand)


def nearest_card(target: float, hand: Sequence[int]) -> int:
    """The held card closest to `target`, the lower one on a draw."""
    return min(hand, key=lambda c: (abs(c - target), c))


def _pick(legal: Sequence[Bid], rank: int) -> Bid:
    for bid in legal:
        if bid.rank == rank:
            return bid
    raise ValueError(f"rank {rank} is not a legal bid")


class EasyBot:
    """Bids a random card from its hand."""

    name = "Easy"

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        return legal[rng.randrange(len(legal))]


class MediumBot:
    """Plays like a casual player: bids near the prize value, a little high for big prizes,
    with noise, and now and then throws away its lowest card on a small prize."""

    name = "Medium"

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        hand = [b.rank for b in legal]
        prize = view.prize or 1
        if prize <= 3 and rng.random() < 0.35:
            return _pick(legal, min(hand))
        target = prize + 0.5 + rng.gauss(0.0, 1.6)
        return _pick(legal, nearest_card(target, hand))


class OffsetBot:
    """The fixed rule "bid the prize value + offset" (clipped as in `offset_bid`)."""

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.name = {0: "Matcher", 1: "Prize + 1", -1: "Prize − 1"}.get(
            offset, f"Prize {offset:+d}")

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        hand = [b.rank for b in legal]
        return _pick(legal, offset_bid(view.prize or 1, hand, self.offset))


def match_bot() -> OffsetBot:
    return OffsetBot(0)


def plus_one_bot() -> OffsetBot:
    return OffsetBot(1)


def minus_one_bot() -> OffsetBot:
    return OffsetBot(-1)
