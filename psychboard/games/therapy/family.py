"""Therapy in the family's history: how often each therapist cures each patient, and each
person's Insight answers by Stage of Life. `details` is kept with each finished game;
`charts` turns a family's games into the Family page's pictures (pure, no Qt)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from psychboard.core.protocol import Outcome
from psychboard.games.therapy.deck import STAGE_TITLES, STAGES
from psychboard.store.games import Family
from psychboard.store.stats import (
    Cast,
    Chart,
    Key,
    Matrix,
    counts_of,
    percent,
    ratio,
    seat_keys,
    wins_and_points,
)


def details(states: Sequence[Any], actions: Sequence[Any], outcome: Outcome) -> dict[str, Any]:
    """sessions: [therapist, patient, held, cured] for each pair that met in a one-to-one
    session (group sessions have no single therapist); insight: [seat, stage, asked, right]
    for the Insight answers checked. Counts, not lists: ten thousand games read quickly."""
    sessions: Counter[tuple[int, int]] = Counter()
    cured: Counter[tuple[int, int]] = Counter()
    for reveal in states[-1].reveals:
        if not reveal.group:
            sessions[reveal.predictor, reveal.patient] += 1
            cured[reveal.predictor, reveal.patient] += reveal.match
    asked: Counter[tuple[int, str]] = Counter()
    right: Counter[tuple[int, str]] = Counter()
    for before, after in zip(states, states[1:], strict=False):
        if after.checked > before.checked:
            asked[before.actor, before.insight_stage] += 1
            right[before.actor, before.insight_stage] += after.right > before.right
    return {"sessions": [[t, p, n, cured[t, p]] for (t, p), n in sorted(sessions.items())],
            "insight": [[s, stage, n, right[s, stage]] for (s, stage), n in sorted(asked.items())]}


def charts(family: Family) -> list[Chart]:
    cast = Cast(family)
    cured: Counter[tuple[Key, Key]] = Counter()
    held: Counter[tuple[Key, Key]] = Counter()
    right: Counter[tuple[Key, str]] = Counter()
    asked: Counter[tuple[Key, str]] = Counter()
    for game in family.games:
        keys = seat_keys(game)
        for therapist, patient, met, cures in counts_of(game.details, "sessions"):
            a, b = keys[therapist], keys[patient]
            if a is not None and b is not None:
                held[a, b] += met
                cured[a, b] += cures
        for seat, stage, answers, good in counts_of(game.details, "insight"):
            reader = keys[seat]
            if reader is not None:
                asked[reader, stage] += answers
                right[reader, stage] += good
    who = cast.keys
    cures = Matrix(
        "Who cures whom", "How often each row's therapist matched each column's patient",
        tuple(cast.label(k) for k in who), tuple(cast.label(k) for k in who),
        tuple(tuple(ratio(cured[t, p], held[t, p]) for p in who) for t in who),
        tuple(tuple(percent(ratio(cured[t, p], held[t, p])) for p in who) for t in who),
        tuple(cast.colours[k] for k in who))
    people = cast.people
    insight = Matrix(
        "Insight by Stage of Life", "Insight cards each person answered right, by Stage",
        tuple(cast.label(k) for k in people), tuple(STAGE_TITLES[s] for s in STAGES),
        tuple(tuple(ratio(right[k, s], asked[k, s]) for s in STAGES) for k in people),
        tuple(tuple(percent(ratio(right[k, s], asked[k, s])) for s in STAGES) for k in people),
        tuple(cast.colours[k] for k in people))
    return [cures, insight, wins_and_points(family, "pegs")]
