"""Psychological Jujitsu in the family's history: wins and points, each person's bids against
the prize (do they overbid low prizes?), and how they fare against each computer level.
`details` is kept with each finished game; `charts` makes the Family page's pictures."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from psychboard.core.protocol import Outcome
from psychboard.store.games import Family
from psychboard.store.stats import (
    OTHER_COLOUR,
    Bars,
    Cast,
    Chart,
    Key,
    Lines,
    Series,
    counts_of,
    seat_keys,
    wins_and_points,
)


def details(states: Sequence[Any], actions: Sequence[Any], outcome: Outcome) -> dict[str, Any]:
    """rounds: [prize, bids per seat (None: sat out)] for every round resolved, in order."""
    seen: dict[tuple[int, int], Any] = {}
    for state in states:
        last = state.last
        if last is not None:
            seen.setdefault((last.hand, last.round), last)
    return {"rounds": [[r.prize, list(r.bids)] for r in seen.values()]}


def charts(family: Family) -> list[Chart]:
    cast = Cast(family)
    bid_total: Counter[tuple[Key, int]] = Counter()
    bids: Counter[tuple[Key, int]] = Counter()
    prizes: set[int] = set()
    met: Counter[tuple[Key, str]] = Counter()
    beat: Counter[tuple[Key, str]] = Counter()
    for game in family.games:
        keys = seat_keys(game)
        for prize, seat_bids in counts_of(game.details, "rounds"):
            prizes.add(prize)
            for index, bid in enumerate(seat_bids):
                bidder = keys[index]
                if bid is not None and bidder is not None:
                    bid_total[bidder, prize] += bid
                    bids[bidder, prize] += 1
        computers = {s.level for s in game.seats if s.kind == "computer"}
        for result in game.seats:
            key = keys[result.seat]
            if key is None or key[0] != "p":
                continue
            for level in computers:
                met[key, level] += 1
                beat[key, level] += result.won
    order = sorted(prizes)
    people = cast.people
    lines = Lines("Bids against the prize", "Each person's average bid for each prize; the "
                  "grey line bids the prize itself", tuple(str(p) for p in order),
                  (Series("the prize", OTHER_COLOUR, tuple(float(p) for p in order)),
                   *(Series(cast.label(k), cast.colours[k],
                            tuple(round(bid_total[k, p] / bids[k, p], 2) if bids[k, p] else None
                                  for p in order)) for k in people)))
    known = ("easy", "medium", "hard")
    levels = sorted({level for _key, level in met},
                    key=lambda v: (known.index(v) if v in known else len(known), v))
    tones = ("#56B4E9", "#0072B2", "#CC79A7", "#D55E00")
    against = Bars("Against the computer", "Games won with a computer player of each level",
                   tuple(cast.label(k) for k in people),
                   tuple(Series(level, tones[i % len(tones)],
                                tuple(round(100 * beat[k, level] / met[k, level])
                                      if met[k, level] else None for k in people))
                         for i, level in enumerate(levels)), unit="%")
    return [wins_and_points(family), lines, against]

