"""A Therapy seat's phone (core.hands): the card in play in words with its scale or options,
the seat's couch (office, where it stands, its Mastery pegs), its own sealed answer or
prediction, and each legal choice once as a single tap. An Insight card shows its question
and options only: its answer is the table's to reveal. Cards in words only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psychboard.core.hands import Hand, PhoneKit, Pick, Section, waiting
from psychboard.core.spoken import LETTERS
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.deck import STAGE_TITLES, a_or_an
from psychboard.games.therapy.rules import Answer, Chance, Forfeit, Give, Roll, Swap, TakePeg
from psychboard.games.therapy.rules.model import (
    CHANCE,
    FORFEIT,
    GIVE,
    IN_GROUP,
    IN_PSYCHOSIS,
    IN_THERAPY,
    INSIGHT,
    OVER,
    PSYCHOSIS,
    ROLL,
    SESSION,
    SKIPPING,
    TAKE_PEG,
    View,
    pegs_needed,
)
from psychboard.games.therapy.spoken import answer_text, question_text


def hand(view: View, legal: Sequence[Any], names: Sequence[str]) -> Hand:
    assert view.seat is not None
    sections = [*_card(view, names), *_sealed(view, names), *_couch(view, names)]
    if view.phase == OVER:
        who = " and ".join(names[w] for w in view.winners) or "Nobody"
        why = f" ({view.ending.words()})" if view.ending is not None else ""
        return Hand(f"Game over: {who} {'wins' if len(view.winners) == 1 else 'win'}{why}.",
                    tuple(sections))
    if not legal:
        return waiting(sections, [names[s] for s in _due(view)])
    picks = tuple(_pick(view, a, names) for a in legal)
    send = {ROLL: "Roll", SESSION: "Lock in", INSIGHT: "Answer"}.get(view.phase, "Choose")
    return Hand(_prompt(view, names), tuple(sections), picks, send=send)


def _card(view: View, names: Sequence[str]) -> list[Section]:
    """The Therapy card of a session, or the Insight card being answered, as the table
    reads it."""
    session = view.session
    if view.phase == SESSION and session is not None:
        question = table().questions[session.card]
        patient = names[session.patient]
        if question.type == "rating":
            how: tuple[str, ...] = (f"From 1 ({question.low}) to 10 ({question.high}).",)
        elif question.type == "player":
            how = ("Answer with someone at the table.",)
        else:
            how = tuple(_answer_step(view, i, names) for i in range(len(question.options)))
        group = len(session.group) > 1
        who = "Group therapy" if group else f"Therapy with {names[session.predictor]}"
        return [Section(f"{who}: the card for {patient}",
                        (question_text(session.card, names, session.patient), *how))]
    if view.phase == INSIGHT:
        card = table().insight[view.insight_card]
        stage = STAGE_TITLES[view.insight_stage]
        risk = ("Insight Chance: a wrong answer means Psychosis.",) if view.risky else ()
        options = tuple(f"{x}: {o}" for x, o in zip(LETTERS, card.options, strict=False))
        return [Section(f"{stage} Insight card for {names[view.actor]}",
                        (card.question, *options, *risk))]
    return []


def _sealed(view: View, names: Sequence[str]) -> list[Section]:
    """The seat's own sealed answer or prediction (the view holds no other seat's)."""
    session = view.session
    if view.phase != SESSION or session is None:
        return []
    if session.answer is not None:
        return [Section("Your sealed answer", (_answer_step(view, session.answer, names),
                                               "It stays secret until both are in."))]
    if session.prediction is not None:
        return [Section("Your sealed prediction",
                        (_answer_step(view, session.prediction, names),))]
    return []


def _couch(view: View, names: Sequence[str]) -> list[Section]:
    """Where this seat's couch is and what it holds, and everyone's pegs as the table counts."""
    seat = view.seat
    assert seat is not None
    board = table().board
    couch = view.couches[seat]
    needed = pegs_needed(view.shorter)
    pegs = ", ".join(STAGE_TITLES[p] for p in couch.pegs) or "none yet"
    lines = [f"Your office: {board.space(couch.office).label}."]
    if couch.at != PSYCHOSIS:  # a couch in Psychosis says so below
        lines.append(f"Your couch is on {board.space(couch.at).label}.")
    lines.append(f"Mastery pegs ({len(couch.pegs)} of {needed}): {pegs}.")
    doing = _doing(view, seat, names)
    if doing:
        lines.append(f"You are {doing}.")
    everyone = tuple(f"{names[s]}: {len(c.pegs)} of {needed} pegs"
                     for s, c in enumerate(view.couches))
    return [Section("Your couch", tuple(lines)), Section("Pegs", everyone)]


def _doing(view: View, seat: int, names: Sequence[str]) -> str:
    couch = view.couches[seat]
    if couch.status == IN_THERAPY and couch.therapist is not None:
        return f"in therapy with {names[couch.therapist]}"
    return {IN_GROUP: "in group therapy", IN_PSYCHOSIS: "in Psychosis",
            SKIPPING: "to miss your next turn"}.get(couch.status, "")


def _due(view: View) -> list[int]:
    """The seats the table waits for (the view says who has answered, never what)."""
    session = view.session
    if view.phase != SESSION or session is None:
        return [view.actor]
    due = [] if view.locked_in[0] else [session.patient]
    return due if view.locked_in[1] else [*due, *session.group]


def _prompt(view: View, names: Sequence[str]) -> str:
    seat = view.seat
    assert seat is not None
    phase = view.phase
    session = view.session
    if phase == ROLL:
        if view.couches[seat].status == IN_PSYCHOSIS:
            return "You are in Psychosis: roll one die; its arrow leads to an office."
        return "Your turn: roll the dice and move."
    if phase == SESSION and session is not None:
        patient = names[session.patient]
        if seat == session.patient:
            return "You are the patient: your honest answer, in secret."
        if len(session.group) > 1:
            return f"Group therapy: agree out loud on {patient}'s answer, then enter it."
        return f"Predict {patient}'s answer, in secret."
    if phase == INSIGHT:
        return "Pick your answer; the table checks it."
    if phase == CHANCE:
        stage = STAGE_TITLES[view.insight_stage]
        prize = "roll again" if view.insight_stage in view.couches[seat].pegs \
            else f"win the {stage} peg"
        return (f"Insight Chance: answer {a_or_an(stage)} Insight card, or pass? "
                f"Right: {prize}. Wrong: Psychosis.")
    if phase == TAKE_PEG:
        return "Take a Mastery peg: choose its Stage."
    if phase == FORFEIT:
        if view.couches[seat].at == PSYCHOSIS:
            return "Psychosis: choose a Mastery peg to give up."
        return "Choose a Mastery peg to give up."
    if phase == GIVE:
        return "You are cured: choose which therapist of the group takes a peg."
    return "Crisis: choose a couch to swap places with."  # SWAP: the last phase that asks


def _pick(view: View, action: Any, names: Sequence[str]) -> Pick:
    match action:
        case Roll():
            one = view.couches[view.actor].status == IN_PSYCHOSIS
            return Pick(("Roll one die" if one else "Roll the dice",), action)
        case Answer(value) if view.phase == INSIGHT:
            option = table().insight[view.insight_card].options[value]
            return Pick((f"{LETTERS[value]}: {option}",), action)
        case Answer(value):
            return Pick((_answer_step(view, value, names),), action)
        case Chance(take):
            return Pick(("Answer the card" if take else "Pass",), action)
        case TakePeg(stage):
            return Pick((f"Take the {STAGE_TITLES[stage]} peg",), action)
        case Forfeit(stage):
            return Pick((f"Give up the {STAGE_TITLES[stage]} peg",), action)
        case Give(seat):
            return Pick((names[seat],), action)
        case Swap(seat):
            where = table().board.space(view.couches[seat].at).label
            return Pick((f"{names[seat]} (on {where})",), action)
    raise ValueError(f"no words for {action!r}")


def _answer_step(view: View, value: int, names: Sequence[str]) -> str:
    """A session answer as tapped: "7 of 10", "1 of 10 (not at all)", a name, "B: …"."""
    session = view.session
    assert session is not None
    question = table().questions[session.card]
    if question.type == "rating":
        end = {1: question.low, 10: question.high}.get(value)
        return f"{value} of 10" + (f" ({end})" if end else "")
    words = answer_text(session.card, value, names, session.patient)
    return words if question.type == "player" else f"{LETTERS[value]}: {words}"


KIT = PhoneKit(hand)
