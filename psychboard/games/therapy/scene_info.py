"""What Therapy's table says in words: whose turn it is and what to do next, the panel beside
the board, the reveal of a session, and the prescription pad's buttons for each choice.

Everything here is a function of a view (what the seat on screen may see), the seats' names
and the legal actions; which-player answers name seats, never "you". Rulebook sections:
"Therapy", "Group Therapy", "Insight", "Insight Chance", "Psychosis", "Crisis".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psychboard.core.choices import Choice, Offer
from psychboard.core.saves import SeatConfig
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.deck import STAGE_TITLES, STAGES, a_or_an
from psychboard.games.therapy.painters import STAGE_COLOURS, THERAPY_COLOUR
from psychboard.games.therapy.rules.model import (
    CHANCE,
    FORFEIT,
    FREE,
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
    SWAP,
    TAKE_PEG,
    Reveal,
    Session,
    View,
    pegs_needed,
)
from psychboard.games.therapy.scene_items import Info
from psychboard.games.therapy.spoken import answer_text, question_text
from psychboard.gui import palette

DIGIT_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
PSYCHOSIS_ACCENT = palette.PURPLE


def numbers(count: int) -> str:
    """The number keys for `count` choices: "1", "1 or 2", "1–4"."""
    return "1" if count <= 1 else "1 or 2" if count == 2 else f"1–{min(count, 9)}"


def group_writer(session: Session, seats: Sequence[SeatConfig]) -> int:
    """Who enters a group's agreed answer: its first person clockwise (the controller's
    rule), or the group's first when no person is in it."""
    if session.prediction is not None or not any(seats[g].is_human for g in session.group):
        return session.predictor
    return next(g for g in session.group if seats[g].is_human)


def advice_words(view: View, seats: Sequence[SeatConfig]) -> str:
    """" Robin suggests 7." — what the group's computers said aloud (for the one writing)."""
    s = view.session
    if not view.advice or s is None:
        return ""
    names = [c.name for c in seats]
    said = [f"{names[seat]} suggests {answer_text(s.card, value, names, s.patient)}"
            for seat, value in view.advice]
    return " " + "; ".join(said) + "."


def reader(view: View) -> int:
    """Who reads an Insight card: the next player clockwise from the one answering."""
    at = view.order.index(view.actor)
    return view.order[(at + 1) % view.players]


def couch_note(view: View, seat: int, names: Sequence[str], thinking: bool) -> str:
    couch = view.couches[seat]
    if thinking:
        return "thinking…"
    if view.phase == OVER:
        return "wins!" if seat in view.winners else ""
    session = view.session
    if view.phase == SESSION and session is not None:
        if seat == session.patient:
            return "patient · answered ✓" if view.locked_in[0] else "patient · writing…"
        if len(session.group) > 1 and seat in session.group:
            return "group answered ✓" if view.locked_in[1] else "in the group · agreeing…"
        if seat == session.predictor:
            return "therapist · answered ✓" if view.locked_in[1] else "therapist · writing…"
    if couch.status == IN_THERAPY and couch.therapist is not None:
        return f"in therapy with {names[couch.therapist]}"
    if couch.status == IN_GROUP:
        return "in group therapy"
    if couch.status == IN_PSYCHOSIS:
        return "in Psychosis"
    if couch.status == SKIPPING:
        return "misses the next turn"
    return ""


def seat_line(view: View, seat: int) -> str:
    """The side panel's score: pegs on the couch of the pegs needed (the couch on the table
    says what it is doing)."""
    return f"{len(view.couches[seat].pegs)}/{pegs_needed(view.shorter)}"


def status(view: View, seats: Sequence[SeatConfig]) -> str:
    """One sentence: whose move it is and what happens now (with the keys, for a person)."""
    names = [s.name for s in seats]
    person = seats[view.actor].is_human
    actor = names[view.actor] if person else f"{names[view.actor]} (computer)"
    turn = f"{names[view.actor]}'s turn" + ("" if person else " (computer)")

    def keys(hint: str) -> str:
        return f" ({hint})" if person else ""

    phase = view.phase
    if phase == OVER:
        who = " and ".join(names[w] for w in view.winners) or "Nobody"
        verb = "wins" if len(view.winners) == 1 else "win"
        return f"Game over: {who} {verb} ({_reason(view)})."
    if phase == ROLL:
        if view.couches[view.actor].status == IN_PSYCHOSIS:
            return (f"{actor} is in Psychosis: one die, then the arrow of that number to an "
                    f"office{keys('Space')}.")
        return f"{turn}: roll the dice and move{keys('Space')}."
    if phase == SESSION and view.session is not None:
        s = view.session
        writers = []
        if not view.locked_in[0]:
            writers.append(names[s.patient])
        if not view.locked_in[1]:
            writers.append("the group" if len(s.group) > 1 else names[s.predictor])
        kind = "group therapy" if len(s.group) > 1 else f"therapy with {names[s.predictor]}"
        return (f"{names[s.patient]} is in {kind}. Still to answer in secret: "
                f"{' and '.join(writers)}.")
    if phase == INSIGHT:
        count = len(table().insight[view.insight_card].options)
        return (f"{names[reader(view)]} reads {names[view.actor]} "
                f"{a_or_an(STAGE_TITLES[view.insight_stage])} Insight card; {actor} answers "
                f"on screen{keys(f'{numbers(count)}, then Enter')}.")
    if phase == CHANCE:
        return (f"{actor} is on an Insight Chance: answer or pass{keys('A or P')}. "
                "A wrong answer means Psychosis.")
    if phase == TAKE_PEG:
        missing = len(STAGES) - len(view.couches[view.actor].pegs)
        return f"{actor} takes a Mastery peg: choose its Stage{keys(numbers(missing))}."
    if phase == FORFEIT:
        held = len(view.couches[view.actor].pegs)
        return f"{actor} must give up one Mastery peg: choose which{keys(numbers(held))}."
    if phase == GIVE:
        group = view.session.group if view.session is not None else ()
        takers = sum(1 for g in group if len(view.couches[g].pegs) < len(STAGES))
        return (f"{actor} is cured: choose which therapist of the group takes a "
                f"peg{keys(numbers(takers))}.")
    if phase == SWAP:
        free = sum(1 for g in view.order if g != view.actor and view.couches[g].at != PSYCHOSIS
                   and view.couches[g].status in (FREE, SKIPPING))
        return f"{actor} chooses a couch to swap places with{keys(numbers(free))}."
    return f"{actor} is to move."


def last_session(view: View, seats: Sequence[SeatConfig]) -> str:
    if not view.reveals:
        return ""
    r = view.reveals[-1]
    names = [s.name for s in seats]
    who = "the group" if r.group else names[r.predictor]
    return (f"Last session: {names[r.patient]} answered "
            f"{answer_text(r.card, r.answer, names, r.patient)}, {who} predicted "
            f"{answer_text(r.card, r.prediction, names, r.patient)} — "
            f"{'a match' if r.match else 'no match'}.")


def info(view: View, seats: Sequence[SeatConfig]) -> Info:
    """The panel beside the board for a settled view."""
    names = [s.name for s in seats]
    actor = names[view.actor]
    phase = view.phase
    if phase == OVER:
        who = " and ".join(names[w] for w in view.winners) or "Nobody"
        return Info("Game over", f"{who} {'wins' if len(view.winners) == 1 else 'win'}!",
                    (_reason(view)[:1].upper() + _reason(view)[1:] + ".",),
                    accent=palette.ORANGE)
    if phase == SESSION and view.session is not None:
        return session_info(view, seats)
    if phase == INSIGHT:
        card = table().insight[view.insight_card]
        risk = ("An Insight Chance: a wrong answer means Psychosis.",) if view.risky else ()
        return Info(f"{STAGE_TITLES[view.insight_stage]} Insight{' Chance' if risk else ''}",
                    f"{names[reader(view)]} reads to {names[view.actor]}: {card.question}",
                    risk, options=card.options, accent=STAGE_COLOURS[view.insight_stage])
    body = tuple(x for x in (last_session(view, seats),) if x)
    if phase == CHANCE:
        stage = STAGE_TITLES[view.insight_stage]
        held = view.insight_stage in view.couches[view.actor].pegs
        prize = "roll again" if held else f"win the {stage} peg"
        return Info("Insight Chance", f"{actor}: answer {a_or_an(stage)} card, or pass?",
                    (f"Right: {prize}. Wrong: straight to Psychosis. Pass: the turn ends.",),
                    accent=STAGE_COLOURS[view.insight_stage])
    if phase == TAKE_PEG:
        return Info("A Mastery peg", f"{actor} takes a peg of their choice.",
                    ("Choose any Stage whose peg is missing from the couch.", *body))
    if phase == FORFEIT:
        return Info("Psychosis", f"{actor} forfeits one peg.",
                    ("Choose the peg to give up; next turn, one die leads to an office.",),
                    accent=PSYCHOSIS_ACCENT)
    if phase == GIVE:
        return Info("Group therapy: cured", f"{actor} chooses who takes a peg.",
                    ("Any therapist of the group still missing a peg may take it.", *body))
    if phase == SWAP:
        return Info("Crisis", f"{actor} swaps places with another couch.", body)
    psychotic = view.couches[view.actor].status == IN_PSYCHOSIS
    what = ("roll one die and follow its arrow to an office for therapy" if psychotic
            else "roll both dice and move clockwise")
    return Info(f"Round {view.round}", f"{actor}'s turn: {what}.", body,
                accent=PSYCHOSIS_ACCENT if psychotic else "")


def session_info(view: View, seats: Sequence[SeatConfig]) -> Info:
    s = view.session
    assert s is not None
    names = [c.name for c in seats]
    group = len(s.group) > 1
    heading = "Group therapy" if group else f"Therapy in {names[s.predictor]}'s office"
    who = (f"The group ({', '.join(names[g] for g in s.group)}) agree on one answer out "
           f"loud; {names[group_writer(s, seats)]} enters it.{advice_words(view, seats)}"
           if group else
           f"{names[s.predictor]} reads the card and predicts {names[s.patient]}'s answer.")
    done = ("answered ✓", "writing…")
    body = (who, f"{names[s.patient]} (patient): {done[0] if view.locked_in[0] else done[1]}",
            f"{'The group' if group else names[s.predictor]}: "
            f"{done[0] if view.locked_in[1] else done[1]}")
    return Info(heading, question_text(s.card, names, s.patient), body,
                accent=THERAPY_COLOUR)


def reveal_info(reveal: Reveal, seats: Sequence[SeatConfig]) -> Info:
    """Both answers side by side and the verdict; for a rating, the scale and its ±1 band."""
    names = [s.name for s in seats]
    question = table().questions[reveal.card]
    said = answer_text(reveal.card, reveal.answer, names, reveal.patient)
    guessed = answer_text(reveal.card, reveal.prediction, names, reveal.patient)
    who = "The group" if reveal.group else names[reveal.predictor]
    verdict = (f"A match! {names[reveal.patient]} is cured and rolls again" if reveal.match
               else f"No match: {names[reveal.patient]} stays in therapy")
    rating = (reveal.answer, reveal.prediction) if question.type == "rating" else None
    return Info("The answers", question_text(reveal.card, names, reveal.patient),
                answers=(f"{names[reveal.patient]} answered: {said}",
                         f"{who} predicted: {guessed}"),
                rating=rating, verdict=verdict, good=reveal.match, accent=palette.ORANGE)


def insight_result(card_id: str, choice: int, stage: str, name: str) -> Info:
    card = table().insight[card_id]
    right = card.options.index(card.answer) if card.answer in card.options else None
    good = choice == right
    return Info(f"{STAGE_TITLES[stage]} Insight", card.question, (card.explanation,),
                options=card.options, marked=choice, right=right,
                verdict=f"{name} is right!" if good else f"Not quite, {name}.", good=good,
                accent=STAGE_COLOURS[stage])


# The pad --------------------------------------------------------------------------------

def pad(view: View, legal: Sequence[Any], seats: Sequence[SeatConfig], pick: int | None
        ) -> tuple[str, list[Choice]]:
    """The pad's prompt and choices for the seat on screen (nothing when none is due); the
    arrows move the pick among the choices of the group "pick"."""
    if view.seat is None or not legal:
        return status(view, seats), []
    names = [s.name for s in seats]
    me = names[view.seat]
    phase = view.phase
    if phase == ROLL:
        one = view.couches[view.seat].status == IN_PSYCHOSIS
        return (f"{me}, roll {'one die (Psychosis)' if one else 'the dice'}.",
                [Choice("Roll one die" if one else "Roll the dice", "Space", "roll", "turn",
                        primary=True)])
    if phase == SESSION and view.session is not None:
        return _session_pad(view, seats, pick)
    if phase == INSIGHT:
        card = table().insight[view.insight_card]
        buttons = [_pickable(i, _short(o), o, pick, DIGIT_KEYS[i])
                   for i, o in enumerate(card.options)]
        return (f"{me}, your answer (the app checks it):",
                [*buttons, _lock(pick)])
    if phase == CHANCE:
        return (f"{me}: take the Insight Chance or pass?",
                [Choice("Answer it", "A", "chance:1", "chance", primary=True),
                 Choice("Pass", "P", "chance:0", "chance")])
    if phase in (TAKE_PEG, FORFEIT):
        verb = "peg" if phase == TAKE_PEG else "forfeit"
        offered = {getattr(a, "stage", "") for a in legal}
        buttons = [Choice(STAGE_TITLES[stage], str(i + 1), f"{verb}:{stage}", "stage",
                          swatch=STAGE_COLOURS[stage])
                   for i, stage in enumerate(STAGES) if stage in offered]
        ask = "take" if phase == TAKE_PEG else "give up"
        return f"{me}, choose the peg to {ask}:", buttons
    if phase in (GIVE, SWAP):
        verb = "give" if phase == GIVE else "swap"
        seats_offered: list[int] = sorted(int(getattr(a, "seat", -1)) for a in legal)
        buttons = [Choice(names[s], str(i + 1), f"{verb}:{s}", "seat", seat=s)
                   for i, s in enumerate(seats_offered)]
        ask = "who takes a peg" if phase == GIVE else "whose couch to swap places with"
        return f"{me}, choose {ask}:", buttons
    return status(view, seats), []


def _session_pad(view: View, seats: Sequence[SeatConfig], pick: int | None
                 ) -> tuple[str, list[Choice]]:
    s = view.session
    assert s is not None and view.seat is not None
    names = [c.name for c in seats]
    me, patient = names[view.seat], names[s.patient]
    question = table().questions[s.card]
    if view.seat == s.patient and not view.locked_in[0]:
        prompt = f"Prescription pad · {me}, in secret: your honest answer."
    elif len(s.group) > 1:
        prompt = (f"Prescription pad · {me}: enter the group's agreed prediction of "
                  f"{patient}'s answer.{advice_words(view, seats)}")
    else:
        prompt = f"Prescription pad · {me}, in secret: predict {patient}'s answer."
    if question.type == "rating":
        buttons = [_pickable(n, str(n), f"{n} of 10 ({question.low} … {question.high})",
                             pick, DIGIT_KEYS[n - 1]) for n in range(1, 11)]
        prompt += " Keys 1–9, 0 for 10, arrows; Enter locks in."
    elif question.type == "player":
        buttons = [Choice(c.name, DIGIT_KEYS[i], f"pick:{i}", "pick", picked=pick == i,
                          seat=i) for i, c in enumerate(seats)]
    else:
        buttons = [_pickable(i, _short(o.replace("{player}", patient)), o, pick,
                             DIGIT_KEYS[i]) for i, o in enumerate(question.options)]
    return prompt, [*buttons, _lock(pick)]


def _pickable(value: int, label: str, tip: str, pick: int | None, key: str) -> Choice:
    return Choice(label, key, f"pick:{value}", "pick", picked=pick == value, tip=tip)


def _lock(pick: int | None) -> Choice:
    return Choice("Lock in", "Enter", "lock", "lock", enabled=pick is not None,
                  why_not="pick an answer first", primary=True)


def _short(words: str, room: int = 30) -> str:
    return words if len(words) <= room else words[:room - 1].rstrip() + "…"


def largest_offers(seats: Sequence[SeatConfig]) -> tuple[Offer, ...]:
    """The pad at its tallest, with the longest names: the bar keeps room for these at every
    width, so the board keeps its size whichever comes up first."""
    longest = max((s.name for s in seats), key=len)
    prompt = (f"Prescription pad · {longest}: enter the group's agreed prediction of "
              f"{longest}'s answer. {longest} suggests 10. Keys 1–9, 0 for 10, arrows; "
              "Enter locks in.")
    scale = [_pickable(n, str(n), "", None, DIGIT_KEYS[n - 1]) for n in range(1, 11)]
    cards = [*table().questions.values(), *table().insight.values()]
    options = max((tuple(_short(o) for o in getattr(c, "options", ()) or ()) for c in cards),
                  key=lambda o: sum(len(w) + 6 for w in o))
    pegs = [Choice(STAGE_TITLES[stage], str(i + 1), stage, "stage",
                   swatch=STAGE_COLOURS[stage]) for i, stage in enumerate(STAGES)]
    people = [Choice(c.name, DIGIT_KEYS[i], f"pick:{i}", "pick", seat=i)
              for i, c in enumerate(seats)]
    ask = f"{longest}, choose whose couch to swap places with:"
    return (Offer(prompt, 0, (*scale, _lock(None))),
            Offer(prompt, 0, (*(_pickable(i, o, "", None, DIGIT_KEYS[i])
                                for i, o in enumerate(options)), _lock(None))),
            Offer(prompt, 0, (*people, _lock(None))), Offer(ask, 0, tuple(pegs)))


def _reason(view: View) -> str:
    return view.ending.words() if view.ending is not None else ""
