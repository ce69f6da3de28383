"""Psychic Solitaire in the family's history: each person's scores against the exact
distribution of random guessing, so they see whether they beat chance, and their best rank.
Nothing beyond the score needs keeping; `charts` makes the Family page's pictures."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from psychboard.core.protocol import Outcome
from psychboard.games.psychic.ai import naive_score_distribution
from psychboard.games.psychic.rules import PERFECT_SCORE, band
from psychboard.store.games import Family
from psychboard.store.stats import OTHER_COLOUR, Bars, Cast, Chart, Key, Series, Tile, Tiles

BIN = 4


def details(states: Sequence[Any], actions: Sequence[Any], outcome: Outcome) -> dict[str, Any]:
    return {}


def bins() -> list[tuple[int, int]]:
    """Score ranges of the chart: 0–3, 4–7, … 44–47, then the perfect 48 alone."""
    return [(low, min(low + BIN - 1, PERFECT_SCORE)) for low in range(0, PERFECT_SCORE, BIN)] \
        + [(PERFECT_SCORE, PERFECT_SCORE)]


def chance_at_least(score: int) -> Fraction:
    """The exact chance that random guessing scores `score` or more."""
    return sum((p for s, p in naive_score_distribution().items() if s >= score), Fraction(0))


def charts(family: Family) -> list[Chart]:
    cast = Cast(family)
    scores: dict[Key, list[int]] = {}
    for game in family.games:
        for seat in game.seats:
            if seat.person is not None:
                scores.setdefault(("p", seat.person), []).append(seat.score)
    ranges = bins()
    chance = naive_score_distribution()

    def share(counts: Counter[int], total: int, low: int, high: int) -> float:
        return round(100 * sum(counts[s] for s in range(low, high + 1)) / total, 1)

    people = [k for k in cast.people if k in scores]
    series = tuple(Series(cast.label(k), cast.colours[k],
                          tuple(share(Counter(scores[k]), len(scores[k]), lo, hi)
                                for lo, hi in ranges)) for k in people)
    line = Series("random guessing", OTHER_COLOUR,
                  tuple(round(float(100 * sum(chance.get(s, Fraction(0))
                                             for s in range(lo, hi + 1))), 1)
                        for lo, hi in ranges))
    labels = tuple(f"{lo}–{hi}" if lo != hi else str(lo) for lo, hi in ranges)
    against = Bars("Scores against chance", "Share of games by score; the line: random guessing",
                   labels, series, line, unit="%")
    tiles = []
    for key in people:
        best = max(scores[key])
        odds = chance_at_least(best)
        tiles.append(Tile(cast.label(key), band(best).title,
                          f"best {best} · luck alone: {_odds(odds)}",
                          cast.colours[key]))
    return [against, Tiles("Best rank", "Each person's best score and its psychic rank",
                           tuple(tiles))]


def _odds(chance: Fraction) -> str:
    if chance >= Fraction(1, 2):
        return f"{round(100 * chance)}%"
    return f"1 in {round(1 / chance):,}" if chance else "never"
