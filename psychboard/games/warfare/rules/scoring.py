"""Victory Points (rulebook: Object, and the optional Nature/Nurture rule).

For each Need, every player with the highest score, ties included, scores their Archetype's
VP for that Need; placed Hidden Agendas add theirs. A VP tie goes to the player with the fewest
cards under their Archetype; players still level share the win.
"""

from __future__ import annotations

from psychboard.core.protocol import Outcome, Seat
from psychboard.games.warfare.cards import NEEDS, CardSet
from psychboard.games.warfare.rules.model import HIGH, LOW, Ending, State
from psychboard.games.warfare.rules.resolve import archetype


def collected(state: State, seat: Seat) -> tuple[str, ...]:
    """The cards a player's Nature/Nurture chart reads: under the Archetype, in front of
    them and their placed Hidden Agendas."""
    return (state.under[seat] + state.baggage[seat] + state.defenses[seat]
            + state.phobias[seat] + state.agendas[seat])


def final_scores(state: State, cs: CardSet) -> tuple[tuple[int, ...], ...]:
    """The scores Victory Points are counted on (after Nature/Nurture when it is played)."""
    if not state.nature_nurture:
        return state.scores
    result = []
    for seat in range(state.players):
        row = list(state.scores[seat])
        letters = [cs.cards[c].letter for c in collected(state, seat)]
        for chart in archetype(state, cs, seat).nurture:
            index = NEEDS.index(chart.need)
            moved = chart.by * sum(1 for letter in letters if letter in chart.letters)
            row[index] = min(HIGH, max(LOW, row[index] + moved))
        result.append(tuple(row))
    return tuple(result)


def victory_points(state: State, cs: CardSet) -> tuple[int, ...]:
    scores = final_scores(state, cs)
    points = []
    for seat in range(state.players):
        vp = archetype(state, cs, seat).vp
        total = sum(vp[i] for i in range(len(NEEDS))
                    if scores[seat][i] == max(row[i] for row in scores))
        total += sum(cs.cards[c].vp for c in state.agendas[seat])
        points.append(total)
    return tuple(points)


def outcome(state: State, cs: CardSet) -> Outcome:
    points = victory_points(state, cs)
    best = max(points)
    level = [s for s in range(state.players) if points[s] == best]
    fewest = min(len(state.under[s]) for s in level)
    winners = tuple(s for s in level if len(state.under[s]) == fewest)
    if len(level) == 1:
        return Outcome(winners, points, Ending.MOST_POINTS, (best,))
    ending = Ending.FEWEST_UNDER if len(winners) == 1 else Ending.SHARED
    return Outcome(winners, points, ending, (best, fewest))
