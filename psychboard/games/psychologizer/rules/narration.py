"""What the table sees in each Psychologizer step, as events with sentences (no Qt).

"Ana spins: Morality", "Ben picks Love & Friendship", "Cy locks in (2 still to choose)",
"Ana chose b: Ben right +15, Cy wrong −5". A sealed choice says only that it was made; the
reveal says everything at once, as the rulebook's turn does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from psychboard.core.events import (
    Drew,
    Ended,
    Event,
    Revealed,
    Rolled,
    Said,
    Scored,
    Sealed,
    names_list,
)
from psychboard.core.protocol import Seat
from psychboard.games.psychologizer.deck import CATEGORIES
from psychboard.games.psychologizer.rules.model import (
    Action,
    Bypass,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Phase,
    Reveal,
    Spin,
    State,
)

if TYPE_CHECKING:
    from psychboard.games.psychologizer.rules.engine import PsychologizerRules


def narrate(rules: PsychologizerRules, before: State, seat: Seat, action: Action,
            after: State) -> tuple[Event, ...]:
    match action:
        case Spin():
            events: list[Event] = [_spun(rules, before, seat, after)]
            if before.phase is Phase.START:
                events.append(_start_decided(rules, before, after))
        case ChooseCategory(category):
            events = [Said(seats=(seat,), words=f"{{0}} picks {CATEGORIES[category]}")]
        case NameForecaster(other):
            events = [Said(seats=(seat, other),
                           words="{0} names {1} to forecast: {0} scores what {1} scores")]
        case NameOpinionPlayer(other):
            events = [Said(seats=(seat, other), words="{0} names {1} to give the opinion")]
        case Bypass():
            events = [Said(seats=(seat,), words="{0} bypasses the card")]
        case _:
            events = [_sealed(before, seat, after)]
    if after.card is not None and after.card != before.card:
        events.append(_drawn(after))
    if after.last_reveal is not None and after.last_reveal != before.last_reveal:
        events += _revealed(rules, after.last_reveal, after)
    if after.winner is not None and before.winner is None:
        events.append(Ended(seats=(after.winner,), winners=(after.winner,),
                            words="{0} wins the game"))
    return tuple(e for e in events if e is not None)


def _spun(rules: PsychologizerRules, before: State, seat: Seat, after: State) -> Event:
    label = rules.board.segment(after.spin).label if after.spin else ""
    lead = "spins for the first turn" if before.phase is Phase.START else "spins"
    event: Event = Rolled(seats=(seat,), label=label, words=f"{{0}} {lead}: {label}")
    if before.phase is Phase.SPIN and after.credits != before.credits:
        gained = after.credits[seat] - before.credits[seat]
        event = Rolled(seats=(seat,), label=label,
                       words=f"{{0}} spins: {label}, {gained:+d} credits")
    elif before.phase is Phase.SPIN and after.year_levels != before.year_levels:
        event = Rolled(seats=(seat,), label=label,
                       words=f"{{0}} spins: {label}, up to {after.year_levels[seat]} credits")
    return event


def _start_decided(rules: PsychologizerRules, before: State, after: State) -> Event:
    if after.phase is Phase.SPIN:
        return Said(seats=(after.turn,), words="{0} takes the first turn")
    if after.start_round != before.start_round:
        contenders = after.start_contenders
        marks = names_list(contenders)
        white = any(rules.board.segment(s.segment).white for s in after.start_spins
                    if s.round == before.start_round)
        why = f"{marks} tie on white, so they" if white else \
            f"nobody lands on white, so {marks}"
        return Said(seats=contenders, words=f"Roll-off for the first turn: {why} spin again")
    return Said()


def _drawn(after: State) -> Event:
    """The table sees a card drawn for the opinion player (who reads it aloud is a person's
    job, which the table decides; the rules only suggest the seat after the opinion player)."""
    assert after.category is not None
    title = CATEGORIES[after.category]
    return Drew(seats=(after.opinion_player,), deck=after.category, card=after.card,
                words=f"A {title} card for {{0}}")


def _sealed(before: State, seat: Seat, after: State) -> Event:
    waiting = _waiting(after) if after.last_reveal == before.last_reveal else 0
    still = f" ({waiting} still to choose)" if waiting else ""
    return Sealed(seats=(seat,), waiting=waiting, words=f"{{0}} locks in a choice{still}")


def _waiting(state: State) -> int:
    if state.phase is not Phase.CHOOSE:
        return 0
    opinion = 1 if state.response is None else 0
    return opinion + sum(1 for s in state.wager_players if state.sealed[s] is None)


def _revealed(rules: PsychologizerRules, reveal: Reveal, after: State) -> list[Event]:
    seats: list[Seat] = [reveal.opinion_player]
    parts = []
    for other, prediction in enumerate(reveal.predictions):
        if prediction is None:
            continue
        seats.append(other)
        mark = f"{{{len(seats) - 1}}}"
        if prediction.letter is None:
            parts.append(f"{mark} passed")
            continue
        verdict = "right" if prediction.letter == reveal.response else "wrong"
        change = reveal.changes[other]
        amount = f" {change:+d}".replace("-", "−") if change else ""
        parts.append(f"{mark} said {prediction.letter}, {verdict}{amount}")
    words = f"{{0}} chose {reveal.response}: " + "; ".join(parts)
    events: list[Event] = [Revealed(seats=tuple(seats), choices=reveal.predictions, words=words)]
    if reveal.forecaster is not None and reveal.changes[reveal.opinion_player]:
        change = reveal.changes[reveal.opinion_player]
        events.append(Said(seats=(reveal.opinion_player, reveal.forecaster),
                           words=f"{{0}} scores {change:+d} with {{1}}'s forecast"))
    if any(reveal.changes):
        events.append(Scored(deltas=reveal.changes, totals=after.credits))
    for graduate in reveal.graduated:
        degree = rules.board.degrees[after.degrees[graduate] - 1].label
        events.append(Said(seats=(graduate,), words=f"{{0}} earns the {degree}!"))
    for out in reveal.eliminated:
        events.append(Said(seats=(out,), words="{0} is out of the playoff"))
    return events
