"""Psychologizer in the family's history: who reads whom across games, each person's traits
game by game, and the degrees they earned. `details` is kept with each finished game;
`charts` turns a family's games into the Family page's pictures (pure, no Qt)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from psychboard.core.protocol import Outcome
from psychboard.games.psychologizer.ai import profile, who_reads_whom
from psychboard.games.psychologizer.deck import TRAIT_PAIRS
from psychboard.games.psychologizer.rules import Reveal
from psychboard.store.games import Family
from psychboard.store.stats import (
    Bars,
    Cast,
    Chart,
    Key,
    LeanRow,
    Leans,
    Matrix,
    Series,
    counts_of,
    percent,
    ratio,
    seat_keys,
)


def reveals(states: Sequence[Any]) -> tuple[Reveal, ...]:
    """Every turn's reveal, in order (each state carries the latest one)."""
    seen: dict[int, Reveal] = {}
    for state in states:
        reveal = state.last_reveal
        if reveal is not None and reveal.number not in seen:
            seen[reveal.number] = reveal
    return tuple(seen[n] for n in sorted(seen))


def details(states: Sequence[Any], actions: Sequence[Any], outcome: Outcome) -> dict[str, Any]:
    """reads[p][o] = [right, tries] of p predicting o; traits[s] = counts in TRAITS order of
    the responses s chose; degrees[s] = degrees s earned."""
    shown = reveals(states)
    players = len(outcome.scores)
    table = who_reads_whom(shown, players)
    return {
        "reads": [[[r.right, r.tries] for r in row] for row in table],
        "traits": [list(profile(r.trait for r in shown if r.opinion_player == seat).counts)
                   for seat in range(players)],
        "degrees": list(states[-1].degrees),
    }


def leans(counts: Sequence[int]) -> tuple[float, ...]:
    return tuple(0.0 if not counts[2 * i] + counts[2 * i + 1]
                 else (counts[2 * i + 1] - counts[2 * i]) / (counts[2 * i] + counts[2 * i + 1])
                 for i in range(len(TRAIT_PAIRS)))


def charts(family: Family) -> list[Chart]:
    cast = Cast(family)
    right: Counter[tuple[Key, Key]] = Counter()
    tries: Counter[tuple[Key, Key]] = Counter()
    degrees: Counter[Key] = Counter()
    points: dict[Key, list[tuple[float, ...]]] = {}
    for game in family.games:
        keys = seat_keys(game)
        reads = counts_of(game.details, "reads")
        for p, row in enumerate(reads):
            for o, (hits, made) in enumerate(row):
                reader, read = keys[p], keys[o]
                if p != o and reader is not None and read is not None:
                    right[reader, read] += hits
                    tries[reader, read] += made
        for seat, count in enumerate(counts_of(game.details, "degrees")):
            graduate = keys[seat]
            if graduate is not None:
                degrees[graduate] += count
        for seat, counts in enumerate(counts_of(game.details, "traits")):
            key = keys[seat]
            if key is not None and key[0] == "p" and sum(counts):
                points.setdefault(key, []).append(leans(counts))
    who = cast.keys
    matrix = Matrix(
        "Who reads whom", "How often each row's player predicted each column's opinion right",
        tuple(cast.label(k) for k in who), tuple(cast.label(k) for k in who),
        tuple(tuple(ratio(right[p, o], tries[p, o]) if p != o else None for o in who)
              for p in who),
        tuple(tuple(percent(ratio(right[p, o], tries[p, o])) if p != o else "" for o in who)
              for p in who),
        tuple(cast.colours[k] for k in who))
    traits = Leans("Traits over time", "Where each person's opinions leaned, game by game "
                   "(the latest strongest)", tuple((a.title(), b.title()) for a, b in TRAIT_PAIRS),
                   tuple(LeanRow(cast.label(k), cast.colours[k], tuple(points[k]))
                         for k in cast.people if k in points))
    earned = Bars("Degrees earned", "Every degree each person earned in all their games",
                  tuple(cast.label(k) for k in who),
                  (Series("degrees", "#009E73", tuple(float(degrees[k]) for k in who)),))
    return [matrix, traits, earned]

