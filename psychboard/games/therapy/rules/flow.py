"""The course of a turn: rolling and moving, the spaces, therapy, insight and Psychosis.

Rulebook sections "To Begin the Game", "Therapy", "Group Therapy", "Insight", "Insight with
Mastery", "Insight Chance", "Psychosis", "Crisis" (every verb of the effect vocabulary,
deck.EFFECTS) and "Winning the Game"; the decisions on open details
are in assets/rules/therapy.md. Every helper takes a state and returns the next one, adding
to `notes` what the table saw.
"""

from __future__ import annotations

from dataclasses import replace

from psychboard.core.events import Drew, Ended, Event, Moved, Revealed, Rolled, Said, Scored, tell
from psychboard.core.protocol import Seat
from psychboard.games.therapy.deck import STAGE_TITLES, STAGES, a_or_an, describe_effect
from psychboard.games.therapy.rules.model import (
    CHANCE,
    CRISIS_DECK,
    DECKS,
    FORFEIT,
    FREE,
    GIVE,
    IN_GROUP,
    IN_PSYCHOSIS,
    IN_THERAPY,
    INSIGHT,
    MAX_ROUNDS,
    OVER,
    PSYCHOSIS,
    ROLL,
    SESSION,
    SKIPPING,
    SWAP,
    TAKE_PEG,
    THERAPY_DECK,
    Ending,
    Phase,
    Session,
    State,
    pegs_needed,
)
from psychboard.games.therapy.rules.table import Table


def say(state: State, event: Event) -> State:
    """Tell the table `event` (core.events) and go on from `state`: a way to write it inline."""
    tell(event)
    return state


def pegs_held(state: State) -> tuple[int, ...]:
    return tuple(len(c.pegs) for c in state.couches)


def set_couch(state: State, seat: Seat, **changes: object) -> State:
    couch = replace(state.couches[seat], **changes)  # type: ignore[arg-type]
    return replace(state, couches=state.couches[:seat] + (couch,) + state.couches[seat + 1:])


def full(state: State, seat: Seat) -> bool:
    return len(state.couches[seat].pegs) >= pegs_needed(state.shorter)


def lacking(state: State, seat: Seat) -> tuple[str, ...]:
    return tuple(s for s in STAGES if s not in state.couches[seat].pegs)


def owner(state: State, office: str) -> Seat | None:
    return next((s for s, c in enumerate(state.couches) if c.office == office), None)


def clockwise_after(state: State, seat: Seat) -> tuple[Seat, ...]:
    """The other seats in turn order, starting with the one after `seat`."""
    at = state.order.index(seat)
    return tuple(state.order[(at + k) % state.players] for k in range(1, state.players))


def draw(table: Table, state: State, deck: str) -> tuple[str, State]:
    """The top card of a deck; an empty deck is shuffled again from all its cards."""
    index = DECKS.index(deck)
    pile, rng = state.decks[index], state.rng
    if not pile:
        pile, rng = rng.shuffled(table.deck_cards[index])
    decks = state.decks[:index] + (pile[1:],) + state.decks[index + 1:]
    return pile[0], replace(state, decks=decks, rng=rng)


def add_peg(state: State, seat: Seat, stage: str) -> State:
    pegs = state.couches[seat].pegs + (stage,)
    state = set_couch(state, seat, pegs=tuple(s for s in STAGES if s in pegs))
    return say(state, Scored(seats=(seat,), words=f"{{0}} takes the {STAGE_TITLES[stage]} peg",
                               totals=pegs_held(state)))


def remove_peg(state: State, seat: Seat, stage: str) -> State:
    state = set_couch(state, seat, pegs=tuple(s for s in state.couches[seat].pegs if s != stage))
    return say(state, Scored(seats=(seat,), words=f"{{0}} forfeits the {STAGE_TITLES[stage]} peg",
                               totals=pegs_held(state)))


# Turns -----------------------------------------------------------------------------------

def roll_again(state: State) -> State:
    return replace(state, phase=ROLL, actor=state.current, session=None, insight_card="",
                   risky=False)


def carry_on(table: Table, state: State, then: Phase | None) -> State:
    """After a peg changed hands: a cured patient rolls again, anything else ends the turn."""
    return roll_again(state) if then == ROLL else end_turn(table, state)


def end_turn(table: Table, state: State) -> State:
    state = replace(state, session=None, insight_card="", insight_stage="", risky=False,
                    after_peg=None)
    for _ in range(2 * state.players + 1):
        turn = (state.turn + 1) % state.players
        rnd = state.round + (turn == 0)
        if rnd > MAX_ROUNDS:
            return finish_by_pegs(state)
        state = replace(state, turn=turn, round=rnd)
        seat = state.current
        if state.couches[seat].status == SKIPPING:
            state = say(set_couch(state, seat, status=FREE), Said(seats=(seat,),
                                                                  words="{0} misses this turn"))
            continue
        return start_turn(table, state)
    raise AssertionError("every seat skipped twice in a row")  # a skip is spent when taken


def start_turn(table: Table, state: State) -> State:
    seat = state.current
    couch = state.couches[seat]
    if couch.status in (IN_THERAPY, IN_GROUP) and full(state, seat):
        state = say(set_couch(state, seat, status=FREE, therapist=None),
                    Said(seats=(seat,), words="{0}'s couch is full: {0} rolls straight out"))
        return roll_again(state)
    if couch.status == IN_THERAPY and couch.therapist is not None:
        return start_session(table, state, seat, couch.therapist, (couch.therapist,))
    if couch.status == IN_GROUP:
        return group_therapy(table, state, seat)
    return roll_again(state)


def finish(state: State, winners: tuple[Seat, ...], why: Ending) -> State:
    from psychboard.core.events import names_list

    state = replace(state, phase=OVER, winners=winners, ending=why, session=None)
    return say(state, Ended(seats=winners, winners=winners,
                            words=f"{names_list(winners)}: {why.words()}"))


def finish_by_pegs(state: State) -> State:
    most = max(len(c.pegs) for c in state.couches)
    winners = tuple(s for s, c in enumerate(state.couches) if len(c.pegs) == most)
    return finish(state, winners, Ending.LAST_ROUND)


# Moving and landing ----------------------------------------------------------------------

def roll(table: Table, state: State, seat: Seat) -> State:
    couch = state.couches[seat]
    if couch.status == IN_PSYCHOSIS:
        face, rng = state.rng.below(6)
        state = replace(state, rng=rng, dice=(face + 1,))
        office = table.board.follow(f"psychosis-{face + 1}")
        state = say(state, Rolled(seats=(seat,), words=f"{{0}} rolls {face + 1} in Psychosis: the "
                    f"arrow leads to {table.label(office)}", faces=(face + 1,), label="dice"))
        state = set_couch(state, seat, at=office, status=FREE)
        state = say(state, Moved(seats=(seat,), words="", path=(office,)))
        return therapy_at_office(table, state, seat, office)
    a, rng = state.rng.below(6)
    b, rng = rng.below(6)
    state = replace(state, rng=rng, dice=(a + 1, b + 1))
    return move(table, state, seat, a + b + 2, rolled=(a + 1, b + 1))


def move(table: Table, state: State, seat: Seat, steps: int,
         rolled: tuple[int, ...] = ()) -> State:
    path, landed = table.board.walk(state.couches[seat].at, steps)
    state = set_couch(state, seat, at=landed)
    where = table.label(landed)
    if rolled:
        state = say(state, Rolled(seats=(seat,), words=f"{{0}} rolls {rolled[0]} and {rolled[1]}: "
                    f"{where}", faces=rolled, label="dice"))
    else:
        way = "forward" if steps > 0 else "back"
        state = say(state, Said(seats=(seat,), words=f"{{0}} moves {way} {abs(steps)}: {where}"))
    state = say(state, Moved(seats=(seat,), words="", path=path))
    if steps > 0 and full(state, seat) and table.board.finish in path:
        return finish(state, (seat,), Ending.FINISH_REACHED)
    return land(table, state, seat, landed)


def land(table: Table, state: State, seat: Seat, space_id: str) -> State:
    kind = table.board.space(space_id).kind
    stage = table.stage_at(space_id)
    if kind == "office":
        return therapy_at_office(table, state, seat, space_id)
    if kind == "group_therapy":
        return group_therapy(table, state, seat)
    if kind == "insight":
        return insight(table, state, seat, stage, risky=False)
    if kind == "insight_chance":
        return replace(state, phase=CHANCE, actor=seat, insight_stage=stage)
    if kind == "crisis":
        return crisis(table, state, seat)
    return end_turn(table, state)


# Therapy ---------------------------------------------------------------------------------

def therapy_at_office(table: Table, state: State, seat: Seat, office: str) -> State:
    """Another player's office is therapy with its owner; your own or an empty one is group
    therapy; a full couch rolls straight out."""
    therapist = owner(state, office)
    if therapist is None or therapist == seat:
        return group_therapy(table, state, seat)
    if full(state, seat):
        return roll_again(say(state, Said(seats=(seat,),
                                          words="{0}'s couch is full: {0} rolls out")))
    return start_session(table, state, seat, therapist, (therapist,))


def group_therapy(table: Table, state: State, seat: Seat) -> State:
    if full(state, seat):
        return roll_again(say(state, Said(seats=(seat,),
                                          words="{0}'s couch is full: {0} rolls out")))
    others = clockwise_after(state, seat)
    return start_session(table, state, seat, others[0], others)


def start_session(table: Table, state: State, patient: Seat, predictor: Seat,
                  group: tuple[Seat, ...]) -> State:
    card, state = draw(table, state, THERAPY_DECK)
    state = replace(state, phase=SESSION, session=Session(patient, predictor, group, card))
    who = "group therapy" if len(group) > 1 else "therapy with {1}"
    return say(state, Drew(seats=(patient, predictor),
                           words=f"{{0}} is in {who}: {{1}} reads a Therapy card",
                           deck=THERAPY_DECK, card=card))


def match(kind: str, answer: int, prediction: int) -> bool:
    """Ratings match within one either way; a player or an option must be the same."""
    return abs(answer - prediction) <= 1 if kind == "rating" else answer == prediction


def answer_words(table: Table, card: str, value: int, seats: list[Seat]) -> str:
    question = table.questions[card]
    if question.type == "player":
        seats.append(value)
        return f"{{{len(seats) - 1}}}"
    if question.type == "either":
        return repr(question.options[value]) if 0 <= value < len(question.options) else "?"
    return str(value)


def resolve_session(table: Table, state: State) -> State:
    from psychboard.games.therapy.rules.model import Reveal

    session = state.session
    assert session is not None and session.answer is not None \
        and session.prediction is not None
    kind = table.questions[session.card].type
    hit = match(kind, session.answer, session.prediction)
    group = len(session.group) > 1
    seats = [session.patient, session.predictor]
    said = answer_words(table, session.card, session.answer, seats)
    guessed = answer_words(table, session.card, session.prediction, seats)
    by = f"the group (through {{1}}) predicted {guessed}" if group else f"{{1}} predicted {guessed}"
    verdict = "a match — {0} is cured" if hit else "no match — {0} stays in therapy"
    state = say(state, Revealed(seats=tuple(seats),
                                words=f"{{0}}'s answer {said}, {by}: {verdict}",
                                choices=(session.answer, session.prediction)))
    state = replace(state, reveals=state.reveals + (Reveal(
        session.patient, session.predictor, group, session.card, session.answer,
        session.prediction, hit),))
    patient = session.patient
    if not hit:
        status = IN_GROUP if group else IN_THERAPY
        state = set_couch(state, patient, status=status,
                          therapist=None if group else session.predictor)
        return end_turn(table, state)
    state = set_couch(state, patient, status=FREE, therapist=None)
    if not group:
        return grant(table, state, session.predictor, ROLL)
    takers = tuple(s for s in session.group if lacking(state, s))
    if not takers:
        return roll_again(say(state, Said(seats=(patient,),
                                          words="every therapist holds all six pegs")))
    if len(takers) == 1:
        return grant(table, state, takers[0], ROLL)
    return replace(state, phase=GIVE, actor=patient)


def grant(table: Table, state: State, seat: Seat, then: Phase | None) -> State:
    """`seat` takes a peg it lacks, choosing when there is a choice; then carry on."""
    missing = lacking(state, seat)
    if not missing:
        return carry_on(table, say(state, Said(seats=(seat,),
                                               words="{0} holds all six pegs already")),
                        then)
    if len(missing) == 1:
        return carry_on(table, add_peg(state, seat, missing[0]), then)
    return replace(state, phase=TAKE_PEG, actor=seat, after_peg=then, session=None)


# Insight and Psychosis -------------------------------------------------------------------

def insight(table: Table, state: State, seat: Seat, stage: str, risky: bool) -> State:
    if not table.deck_cards[DECKS.index(stage)]:
        return end_turn(table, say(state, Said(seats=(seat,), words=f"no {STAGE_TITLES[stage]} "
                                   "Insight cards are in play")))
    card, state = draw(table, state, stage)
    reader = clockwise_after(state, seat)[0]
    state = replace(state, phase=INSIGHT, actor=seat, insight_card=card, insight_stage=stage,
                    risky=risky)
    return say(state, Drew(seats=(seat, reader), words=f"{{1}} reads {{0}} "
               f"{a_or_an(STAGE_TITLES[stage])} Insight card", deck=stage, card=card))


def answer_insight(table: Table, state: State, seat: Seat, choice: int) -> State:
    card = table.insight[state.insight_card]
    right = card.options[choice] == card.answer
    stage, risky = state.insight_stage, state.risky
    state = replace(state, checked=state.checked + 1, right=state.right + right)
    verdict = "right" if right else f"wrong (it is {card.answer!r})"
    state = say(state, Revealed(seats=(seat,), words=f"{{0}} answers {card.options[choice]!r}: "
                f"{verdict}", choices=(choice,)))
    if right and stage in state.couches[seat].pegs:
        return roll_again(say(state, Said(seats=(seat,),
                                          words="{0} holds that peg: {0} rolls again")))
    if right:
        return end_turn(table, add_peg(state, seat, stage))
    if risky:
        return psychosis(table, state, seat)
    return end_turn(table, state)


def psychosis(table: Table, state: State, seat: Seat) -> State:
    """Forfeit a peg of your choice (none with "no peg is ever lost"); one die next turn."""
    state = set_couch(state, seat, at=PSYCHOSIS, status=IN_PSYCHOSIS, therapist=None)
    state = say(state, Moved(seats=(seat,), words="{0} goes to Psychosis", path=(PSYCHOSIS,)))
    return lose_choice(table, state, seat)


def lose_choice(table: Table, state: State, seat: Seat) -> State:
    pegs = state.couches[seat].pegs
    if state.keep_pegs or not pegs:
        return end_turn(table, state)
    if len(pegs) == 1:
        return end_turn(table, remove_peg(state, seat, pegs[0]))
    return replace(state, phase=FORFEIT, actor=seat, after_peg=None)


# --- Crisis cards ---------------------------------------------------------------------------

def crisis(table: Table, state: State, seat: Seat) -> State:
    if not table.deck_cards[1]:
        return end_turn(table, state)
    card_id, state = draw(table, state, CRISIS_DECK)
    card = table.crisis[card_id]
    event = card.event.replace("{player}", "{0}")
    state = say(state, Drew(seats=(seat,), words=f"{{0}} draws a Crisis card: {event} "
                f"{describe_effect(card.effect)}", deck=CRISIS_DECK, card=card_id))
    effect = card.effect
    verb = effect.do
    if verb == "move":
        return move(table, state, seat, effect.steps)
    if verb == "go_to_psychosis":
        return psychosis(table, state, seat)
    if verb == "therapy_at":
        office = table.office_along(state.couches[seat].at, effect.office == "next")
        state = set_couch(state, seat, at=office)
        state = say(state, Moved(seats=(seat,), words="", path=(office,)))
        return therapy_at_office(table, state, seat, office)
    if verb == "group_therapy":
        return group_therapy(table, state, seat)
    if verb == "gain_peg":
        return _gain(table, state, seat, _stage(table, state, seat, effect.stage))
    if verb == "lose_peg":
        return _lose(table, state, seat, _stage(table, state, seat, effect.stage))
    if verb == "skip_turn":
        return end_turn(table, set_couch(state, seat, status=SKIPPING))
    if verb == "roll_again":
        return roll_again(state)
    if verb == "everyone_moves":
        return _everyone_moves(table, state, seat, effect.steps)
    if verb == "swap_places":
        return _swap_places(table, state, seat, effect.target)
    if verb == "insight":
        stage = _stage(table, state, seat, effect.stage)
        return insight(table, state, seat, stage, risky=False)
    raise AssertionError(f"the deck validator lets no unknown verb through: {verb!r}")


def _stage(table: Table, state: State, seat: Seat, stage: str) -> str:
    """"this_side" is the Stage of the side the couch stands on; others stay as they are."""
    return table.stage_at(state.couches[seat].at) if stage == "this_side" else stage


def _gain(table: Table, state: State, seat: Seat, stage: str) -> State:
    if stage == "choice":
        return grant(table, state, seat, None)
    if stage and stage in lacking(state, seat):
        return end_turn(table, add_peg(state, seat, stage))
    held = STAGE_TITLES.get(stage, "that")
    return end_turn(table, say(state, Said(seats=(seat,),
                                           words=f"{{0}} holds the {held} peg already")))


def _lose(table: Table, state: State, seat: Seat, stage: str) -> State:
    if stage == "choice":
        return lose_choice(table, state, seat)
    if state.keep_pegs:
        return end_turn(table, say(state, Said(seats=(seat,), words="no peg is ever lost")))
    if stage in state.couches[seat].pegs:
        return end_turn(table, remove_peg(state, seat, stage))
    return end_turn(table, state)


def movable(state: State, seat: Seat) -> bool:
    """A couch on the track and in no session: others in therapy or Psychosis stay put."""
    couch = state.couches[seat]
    return couch.at != PSYCHOSIS and couch.status in (FREE, SKIPPING)


def _everyone_moves(table: Table, state: State, seat: Seat, steps: int) -> State:
    for other in clockwise_after(state, seat):
        if movable(state, other):
            path, landed = table.board.walk(state.couches[other].at, steps)
            state = say(set_couch(state, other, at=landed), Moved(seats=(other,),
                                                                  words="", path=path))
    return move(table, state, seat, steps)


def swap_candidates(state: State, seat: Seat) -> tuple[Seat, ...]:
    return tuple(s for s in clockwise_after(state, seat) if movable(state, s))


def _swap_places(table: Table, state: State, seat: Seat, target: str) -> State:
    candidates = swap_candidates(state, seat)
    if not candidates:
        return end_turn(table, say(state, Said(seats=(seat,),
                                               words="no couch is free to swap with")))
    if target == "choice" and len(candidates) > 1:
        return replace(state, phase=SWAP, actor=seat)
    if target == "last":
        other = min(candidates, key=lambda s: len(state.couches[s].pegs))
    else:  # the leader, or the only couch there is to choose; ties: the first clockwise
        other = max(candidates, key=lambda s: len(state.couches[s].pegs))
    return swap_with(table, state, seat, other)


def swap_with(table: Table, state: State, seat: Seat, other: Seat) -> State:
    mine, theirs = state.couches[seat].at, state.couches[other].at
    state = set_couch(set_couch(state, seat, at=theirs), other, at=mine)
    state = say(state, Moved(seats=(seat,), words="", path=(theirs,)))
    state = say(state, Moved(seats=(other,), words="", path=(mine,)))
    return end_turn(table, say(state, Said(seats=(seat, other), words="{0} and {1} swap places")))
