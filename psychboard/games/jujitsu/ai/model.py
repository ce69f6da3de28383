"""What the hard computer player believes about an opponent's next bid.

Built only from public information in the `View`: every (prize, bid) pair the opponent has
revealed this game, with the cards it held and the prizes still to come at that moment.
Several candidate explanations compete in a Bayesian mixture, each scored by how well it
predicted the bids already seen (each prediction made before seeing that bid):

- fixed offsets "prize value + k" for k in −2..2, clipped like the bench's fixed rules;
- rank matching: the card whose rank in its hand equals the prize's rank among the prizes
  left (the natural sound play, and what bidding the prize value becomes with a full hand);
- a noisy offset: bids around "prize value + μ" with a spread σ, both fitted to the offsets
  bid − prize seen so far (a casual player who bids near the prize value);
- a frequency model: a smoothed histogram of the offsets bid − prize it has used;
- uniform random: the explanation of last resort, so an unpredictable player is treated as
  one and no pattern is imagined.

Those are habits: a best reply beats them. The caller may add guarded explanations, one
prediction per bid seen (for Hard: sound play, and a mind reader who beats our likeliest
bid). Against a rival they explain, leaning on a habit would only be punished, so their
share of the belief is the share of the rival Hard must treat as its worst case.

Deterministic rules keep a small error rate so one stray bid lowers a rule's weight instead
of ruling it out for good.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from psychboard.core.protocol import Seat
from psychboard.games.jujitsu.ai.simple import offset_bid
from psychboard.games.jujitsu.rules import View, ranks

OFFSETS = (-2, -1, 0, 1, 2)
SLIP = 0.03                      # chance a rule-follower bids something else
FREQ_MEMORY = 39                 # the frequency model looks back three hands at most
MEMORY = 26                      # bids weighed at all (two hands): keeps big tables quick
_KERNEL = {0: 1.0, 1: 0.25, -1: 0.25}
_FREQ_FLOOR = 1.0
_SPREAD_PRIOR = 9.0              # the noisy offset starts wide (σ = 3) until bids narrow it
_SPREAD_WEIGHT = 2.0
# Prior weights: chance first, then the ways people actually bid. Exact rules start tiny:
# they need about three bids in a row to take over, so the chance coincidences of a random
# bidder are not mistaken for a pattern (any leaning away from rank matching costs points
# against random play).
_PRIOR = {"uniform": 0.80, "noisy": 0.10, "frequency": 0.05, "rank": 0.003,
          **{f"offset{k:+d}": 0.003 for k in OFFSETS}}

Dist = list[float]               # index = card rank 1..13 (index 0 unused)


@dataclass(frozen=True, slots=True)
class Seen:
    """One revealed bid with its public context."""

    prize: int
    bid: int
    hand: tuple[int, ...]        # the cards held before bidding
    remaining: tuple[int, ...]   # prizes not yet auctioned this hand, this one included
    watcher: tuple[int, ...] = ()  # the cards the watching seat held then
    current: bool = False        # made in the hand now being played
    round: int = 0               # its round in that hand, from 0


def observations(view: View, seat: Seat, watcher: Seat | None = None) -> list[Seen]:
    """The last MEMORY bids `seat` has revealed this game, oldest first (with the cards
    `watcher` held at each, if given)."""
    seen: list[Seen] = []
    suit = ranks(view.cards)
    for record in view.past_hands[-(MEMORY // len(suit) + 1):]:
        _walk(seen, seat, watcher, suit, record.prizes, record.bids, False)
    _walk(seen, seat, watcher, suit, tuple(r.prize for r in view.rounds),
          [r.bids for r in view.rounds], True)
    return seen[-MEMORY:]


def _walk(seen: list[Seen], seat: Seat, watcher: Seat | None, suit: tuple[int, ...],
          prizes: Sequence[int], rounds: Sequence[tuple[int | None, ...]],
          current: bool) -> None:
    hand, mine = list(suit), list(suit)
    remaining = set(suit)
    for k, (prize, bids) in enumerate(zip(prizes, rounds, strict=True)):
        bid = bids[seat]
        other = bids[watcher] if watcher is not None else None
        if bid is None:
            return
        seen.append(Seen(prize, bid, tuple(hand), tuple(sorted(remaining)),
                         tuple(mine) if other is not None else (), current, k))
        hand.remove(bid)
        if other is not None:
            mine.remove(other)
        remaining.discard(prize)


def point(card: int, hand: Sequence[int]) -> Dist:
    """A rule's prediction: `card`, but for a small chance of a slip to any card held."""
    dist = [0.0] * 14
    share = SLIP / len(hand)
    for c in hand:
        dist[c] = share
    dist[card] += 1.0 - SLIP
    return dist


def uniform(hand: Sequence[int]) -> Dist:
    dist = [0.0] * 14
    for c in hand:
        dist[c] = 1.0 / len(hand)
    return dist


def rank_match(prize: int, hand: Sequence[int], remaining: Sequence[int]) -> int:
    ordered = sorted(hand)
    index = sorted(remaining).index(prize) if prize in remaining else 0
    return ordered[min(index, len(ordered) - 1)]


def _frequency(prize: int, hand: Sequence[int], offsets: Sequence[int]) -> Dist:
    weights = [0.0] * 14
    for c in hand:
        w = _FREQ_FLOOR
        for d in offsets:
            w += _KERNEL.get(c - prize - d, 0.0)
        weights[c] = w
    total = sum(weights)
    return [w / total for w in weights]


def _noisy(prize: int, hand: Sequence[int], offsets: Sequence[int]) -> Dist:
    n = len(offsets)
    mean = sum(offsets) / n if n else 0.0
    spread = sum((d - mean) ** 2 for d in offsets)
    var = (spread + _SPREAD_PRIOR * _SPREAD_WEIGHT) / (n + _SPREAD_WEIGHT)
    weights = [0.0] * 14
    for c in hand:
        weights[c] = math.exp(-((c - prize - mean) ** 2) / (2 * var)) + 1e-3
    total = sum(weights)
    return [w / total for w in weights]


def _predict(name: str, prize: int, hand: Sequence[int], remaining: Sequence[int],
             offsets: Sequence[int]) -> Dist:
    if name == "uniform":
        return uniform(hand)
    if name == "frequency":
        return _frequency(prize, hand, offsets[-FREQ_MEMORY:])
    if name == "noisy":
        return _noisy(prize, hand, offsets[-FREQ_MEMORY:])
    if name == "rank":
        return point(rank_match(prize, hand, remaining), hand)
    return point(offset_bid(prize, hand, int(name[6:])), hand)


class OpponentModel:
    """Posterior weights over the explanations, and the predicted bid for any prize.

    `guarded` gives the prior weight of each guarded explanation, and `guards` its
    prediction for each bid in `seen` (same order); the habits share the rest."""

    def __init__(self, seen: Sequence[Seen], guards: Sequence[Mapping[str, Dist]] = (),
                 guarded: Mapping[str, float] | None = None) -> None:
        names = sorted(guarded or {})
        habit = 1.0 - sum((guarded or {}).values())
        log_w = {name: math.log(habit * p) for name, p in _PRIOR.items()}
        log_w.update({name: math.log((guarded or {})[name]) for name in names})
        offsets: list[int] = []
        for k, obs in enumerate(seen):
            for name in _PRIOR:
                p = _predict(name, obs.prize, obs.hand, obs.remaining, offsets)[obs.bid]
                log_w[name] += math.log(max(p, 1e-12))
            for name in names:
                log_w[name] += math.log(max(guards[k][name][obs.bid], 1e-12))
            offsets.append(obs.bid - obs.prize)
        top = max(log_w.values())
        raw = {name: math.exp(v - top) for name, v in log_w.items()}
        total = sum(raw.values())
        self.weights = {name: w / total for name, w in raw.items()}
        self.habits = sum(self.weights[name] for name in _PRIOR)
        self.offsets = offsets

    @property
    def best(self) -> tuple[str, float]:
        """The most believed explanation and its weight (for tests and curiosity)."""
        name = max(self.weights, key=lambda n: self.weights[n])
        return name, self.weights[name]

    def predict(self, prize: int, hand: Sequence[int], remaining: Sequence[int]) -> Dist:
        """P(the opponent bids each card) for this prize, given the cards it holds, if it
        follows one of the habits."""
        mixed = [0.0] * 14
        for name in _PRIOR:
            w = self.weights[name] / self.habits
            if w < 1e-3:
                continue
            dist = _predict(name, prize, hand, remaining, self.offsets)
            for c in hand:
                mixed[c] += w * dist[c]
        total = sum(mixed)
        return [m / total for m in mixed]
