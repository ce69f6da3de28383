"""Two-player Jujitsu (Goofspiel) played for the margin: subgame values and equilibrium bids.

Played for points, two players' game is zero-sum in the margin, so a position is only
(prizes still to come, my cards, the rival's cards) and the current prize: what has been
won so far drops out (Rhoads & Bartholdi). A round is a matrix game whose entry for my card
a against the rival's b is the prize won or lost plus the value of the position after it:

    V(P, A, B) = mean over p in P of val[ p·sign(a − b) + V(P − p, A − a, B − b) ]

- With at most EXACT cards left, V is solved exactly by that recursion (cached).
- With more, the rest of the hand is not searched: V is estimated from two cheap readings
  of the position, what rank matching would score and what random bids would score,
  blended by weights that depend on the cards left. tools/fit_jujitsu_estimate.py fits
  them: to exact values with EXACT + 1 cards left, then, one card more at a time, to the
  values one round of play gives over the estimate for one card fewer.

Only the order of the cards matters for who wins a round, so the cards are renumbered by
rank among both hands before caching, and V(P, B, A) = −V(P, A, B) halves the cache.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import TypeVar

from psychboard.games.jujitsu.ai.matrix import solve

EXACT = 4                    # solve exactly with this many cards left or fewer
# The estimate's blend by cards left: (rank matching, random bids); made by
# tools/fit_jujitsu_estimate.py.
WEIGHTS: dict[int, tuple[float, float]] = {
    5: (0.36, 0.446), 6: (0.29, 0.538), 7: (0.25, 0.578), 8: (0.219, 0.598),
    9: (0.196, 0.566), 10: (0.182, 0.502), 11: (0.173, 0.373), 12: (0.163, 0.249)}

Hand = tuple[int, ...]
Matrix = tuple[tuple[float, ...], ...]
Stage = tuple[float, tuple[float, ...], tuple[float, ...]]
_K = TypeVar("_K")
_V = TypeVar("_V")


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def canonical(mine: Hand, theirs: Hand) -> tuple[Hand, Hand]:
    """Both hands renumbered 1, 2, … by rank among the cards either still holds."""
    order = {c: i + 1 for i, c in enumerate(sorted(set(mine) | set(theirs)))}
    return tuple(order[c] for c in mine), tuple(order[c] for c in theirs)


def value(prizes: Hand, mine: Hand, theirs: Hand) -> float:
    """The margin I can expect from here under equal best play (exact or estimated)."""
    if len(prizes) > EXACT:
        return estimate(prizes, mine, theirs)
    a, b = canonical(mine, theirs)
    if a == b:
        return 0.0
    if a > b:
        return -_exact(prizes, b, a)
    return _exact(prizes, a, b)


def _exact(prizes: Hand, a: Hand, b: Hand) -> float:
    key = (prizes, a, b)
    got = _EXACT.get(key)
    if got is None:
        if len(prizes) == 1:
            got = float(prizes[0] * _sign(a[0] - b[0]))
        else:
            got = sum(_stage(p, prizes, a, b)[0] for p in prizes) / len(prizes)
        _keep(_EXACT, key, got)
    return got


def estimate(prizes: Hand, a: Hand, b: Hand) -> float:
    """A quick reading of a position too big to solve: a blend of rank matching's margin
    and random bidding's."""
    ranked, random = WEIGHTS[len(prizes)]
    return ranked * rank_matching(prizes, a, b) + random * random_bids(prizes, a, b)


def rank_matching(prizes: Hand, a: Hand, b: Hand) -> float:
    """The margin if both bid the i-th smallest card on the i-th smallest prize."""
    return sum(p * _sign(x - y) for p, x, y in zip(sorted(prizes), sorted(a), sorted(b),
                                                   strict=True))


def random_bids(prizes: Hand, a: Hand, b: Hand) -> float:
    """The margin if both bid at random."""
    ordered = sorted(b)
    edge = sum(bisect_left(ordered, x) + bisect_right(ordered, x) for x in a) - len(a) * len(b)
    return edge * sum(prizes) / (len(a) * len(b))


def stage(prize: int, prizes: Hand, mine: Hand, theirs: Hand) -> Stage:
    """This round's game with `prize` on the table (`prizes` includes it): its value and
    the equilibrium chances of each card in `mine` and in `theirs`, in their given order."""
    a, b = canonical(mine, theirs)
    return _stage(prize, prizes, a, b)


def _stage(prize: int, prizes: Hand, a: Hand, b: Hand) -> Stage:
    key = (prize, prizes, a, b)
    got = _STAGES.get(key)
    if got is None:
        worth, row, col = solve(_payoff(prize, prizes, a, b))
        got = (worth, tuple(row), tuple(col))
        _keep(_STAGES, key, got)
    return got


def matrix(prize: int, prizes: Hand, mine: Hand, theirs: Hand) -> Matrix:
    """The payoff of each of my cards against each of theirs this round, the value of the
    position after it included (rows follow `mine`, columns `theirs`)."""
    return _payoff(prize, prizes, *canonical(mine, theirs))


def _payoff(prize: int, prizes: Hand, a: Hand, b: Hand) -> Matrix:
    key = (prize, prizes, a, b)
    got = _PAYOFFS.get(key)
    if got is None:
        rest = tuple(p for p in prizes if p != prize)
        got = tuple(tuple(prize * _sign(x - y) + (value(rest, a[:i] + a[i + 1:],
                                                         b[:j] + b[j + 1:]) if rest else 0.0)
                          for j, y in enumerate(b)) for i, x in enumerate(a))
        _keep(_PAYOFFS, key, got)
    return got


# Plain dicts of tuples rather than lru_cache: the collector never walks untracked
# tuples, so big caches cost no pause; a full cache starts over.
_LIMIT = 60_000
_EXACT: dict[tuple[Hand, Hand, Hand], float] = {}
_STAGES: dict[tuple[int, Hand, Hand, Hand], Stage] = {}
_PAYOFFS: dict[tuple[int, Hand, Hand, Hand], Matrix] = {}


def _keep(table: dict[_K, _V], key: _K, result: _V) -> None:
    if len(table) >= _LIMIT:
        table.clear()
    table[key] = result


def forget() -> None:
    """Drop every cached value, for a tool that changes EXACT or WEIGHTS."""
    for table in (_EXACT, _STAGES, _PAYOFFS):
        table.clear()
