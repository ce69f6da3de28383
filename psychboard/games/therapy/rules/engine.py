"""Therapy, the Second Session: the rules object the controller, computers and tests use.

`to_act` is the seat in `actor`, or during a therapy session the patient and the predictor
still to seal an answer (a simultaneous sealed choice: both reveal together). `observe`
hides the deck orders and the other seat's sealed answer. Each step `tell`s what the table
saw as the rules decide it (flow.say); `events` are what that step told (RulesBase.step).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from psychboard.core.errors import IllegalAction
from psychboard.core.events import Event, Rolled, Said, Sealed
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat
from psychboard.core.rng import Rng
from psychboard.games.therapy.deck import STAGES, TherapyDecks
from psychboard.games.therapy.rules import flow
from psychboard.games.therapy.rules.content import decks_from, pinned
from psychboard.games.therapy.rules.flow import swap_candidates, swap_with
from psychboard.games.therapy.rules.model import (
    ACTION_TYPES,
    CHANCE,
    DECKS,
    FORFEIT,
    GIVE,
    INSIGHT,
    OVER,
    ROLL,
    SESSION,
    SWAP,
    TAKE_PEG,
    Action,
    Answer,
    Chance,
    Couch,
    Forfeit,
    Give,
    Roll,
    State,
    Swap,
    TakePeg,
    TherapyOptions,
    View,
)
from psychboard.games.therapy.rules.table import Table, office_of

_ROLL = Roll()
_CHANCES = (Chance(True), Chance(False))


OpeningRolls = tuple[tuple[tuple[Seat, int, int], ...], ...]
"""The opening roll, round by round: each contender's seat and two dice."""


def opening_rolls(rng: Rng, players: int) -> tuple[tuple[Seat, ...], OpeningRolls, Rng]:
    """Everyone rolls both dice; the highest goes first (tied highest roll again among
    themselves until one is highest); play goes on clockwise from there. Returns the turn
    order and every round's rolls."""
    rounds: list[tuple[tuple[Seat, int, int], ...]] = []
    contenders = list(range(players))
    while len(contenders) > 1:
        rolled = []
        for seat in contenders:
            a, rng = rng.below(6)
            b, rng = rng.below(6)
            rolled.append((seat, a + 1, b + 1))
        rounds.append(tuple(rolled))
        best = max(a + b for _seat, a, b in rolled)
        contenders = [seat for seat, a, b in rolled if a + b == best]
    first = contenders[0]
    return tuple((first + k) % players for k in range(players)), tuple(rounds), rng


def opening_order(rng: Rng, players: int) -> tuple[tuple[Seat, ...], tuple[int, ...], Rng]:
    """The turn order, everyone's first opening roll (a total) and the generator after."""
    order, rounds, rng = opening_rolls(rng, players)
    first = {seat: a + b for seat, a, b in rounds[0]} if rounds else {}
    return order, tuple(first.get(s, 0) for s in range(players)), rng


def opening_events(rounds: OpeningRolls, order: tuple[Seat, ...]) -> tuple[Event, ...]:
    """The opening roll as the table sees it: each player's dice, each tie rolled again,
    who starts."""
    told: list[Event] = []
    for number, rolled in enumerate(rounds):
        again = " again" if number else ""
        for seat, a, b in rolled:
            told.append(Rolled(seats=(seat,), faces=(a, b), label="dice",
                               words=f"{{0}} rolls{again} for the first turn: {a} and {b} "
                                     f"({a + b})"))
        best = max(a + b for _seat, a, b in rolled)
        tied = tuple(seat for seat, a, b in rolled if a + b == best)
        if len(tied) > 1:
            names = " and ".join(f"{{{i}}}" for i in range(len(tied)))
            told.append(Said(seats=tied, words=f"{names} tie on {best}: they roll again"))
    told.append(Said(seats=(order[0],), words="{0} rolled highest and goes first; play goes "
                                              "clockwise"))
    return tuple(told)


def answer_values(table: Table, card: str, players: int) -> range:
    """A rating 1–10, a seat, or an option's index."""
    question = table.questions[card]
    if question.type == "rating":
        return range(1, 11)
    if question.type == "player":
        return range(players)
    return range(len(question.options))


class TherapyRules(RulesBase[State, Action]):
    """The rules over a board and a set of cards (by default the shipped ones)."""

    game_id: ClassVar[str] = "therapy"
    options_type: ClassVar[type[Options]] = TherapyOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 6

    def __init__(self, table: Table | None = None, decks: TherapyDecks | None = None) -> None:
        self.table = table or Table(decks=decks)

    def content(self, options: TherapyOptions) -> dict[str, list[list[str]]]:
        """Every card this game deals from, in deck order, with its digest."""
        return pinned(self.table)

    def with_content(self, content: Any) -> TherapyRules:
        """These rules over exactly the cards a save was dealt from (rules/content.py)."""
        if content is None or content == pinned(self.table):
            return self
        return TherapyRules(Table(self.table.board, decks_from(content, self.table)))

    def new_game(self, options: TherapyOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        n = options.players
        rng = Rng.from_seed(seed)
        order, opening, rng = opening_order(rng, n)  # opening_events tells it
        decks = []
        for cards in self.table.deck_cards:
            pile, rng = rng.shuffled(cards)
            decks.append(pile)
        couches = tuple(Couch(office_of(s, n), office_of(s, n)) for s in range(n))
        state = State(rng, n, options.shorter, options.keep_pegs, couches, order, opening,
                      tuple(decks), actor=order[0])
        return state

    def opening(self, options: TherapyOptions, seed: int) -> tuple[Event, ...]:
        """What the table saw before the first turn (`new_game` rolled it from the same
        seed): each player's opening roll, ties rolled again, who starts."""
        order, rounds, _rng = opening_rolls(Rng.from_seed(seed), options.players)
        return opening_events(rounds, order)

    def to_act(self, state: State) -> frozenset[Seat]:
        if state.phase == OVER:
            return frozenset()
        if state.phase == SESSION:
            session = state.session
            assert session is not None
            waiting = set()
            if session.answer is None:
                waiting.add(session.patient)
            if session.prediction is None:  # any of a group may write what it agreed
                waiting.update(session.group)
            return frozenset(waiting)
        return frozenset((state.actor,))

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        phase = state.phase
        if phase == ROLL:
            return [_ROLL]
        if phase == SESSION:
            assert state.session is not None
            return [Answer(v) for v in answer_values(self.table, state.session.card,
                                                     state.players)]
        if phase == INSIGHT:
            return [Answer(i) for i in range(len(self.table.insight[state.insight_card].options))]
        if phase == CHANCE:
            return list(_CHANCES)
        if phase == TAKE_PEG:
            return [TakePeg(s) for s in flow.lacking(state, seat)]
        if phase == FORFEIT:
            return [Forfeit(s) for s in state.couches[seat].pegs]
        if phase == GIVE:
            assert state.session is not None
            return [Give(s) for s in state.session.group if flow.lacking(state, s)]
        if phase == SWAP:
            return [Swap(s) for s in swap_candidates(state, seat)]
        return []

    def apply(self, state: State, seat: Seat, action: Action) -> State:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"seat {seat} cannot {action} now ({state.phase})")
        table = self.table
        if isinstance(action, Roll):
            return flow.roll(table, state, seat)
        if isinstance(action, Answer) and state.phase == SESSION:
            return self._seal(state, seat, action.value)
        if isinstance(action, Answer):
            return flow.answer_insight(table, state, seat, action.value)
        if isinstance(action, Chance):
            if action.take:
                return flow.insight(table, state, seat, state.insight_stage, risky=True)
            passed = Said(seats=(seat,), words="{0} passes on the Insight Chance")
            return flow.end_turn(table, flow.say(state, passed))
        if isinstance(action, TakePeg):
            return flow.carry_on(table, flow.add_peg(state, seat, action.stage),
                                 state.after_peg)
        if isinstance(action, Forfeit):
            return flow.carry_on(table, flow.remove_peg(state, seat, action.stage),
                                 state.after_peg)
        if isinstance(action, Give):
            state = flow.say(state, Said(seats=(seat, action.seat),
                                         words="{0} chooses {1} to take a peg"))
            return flow.grant(table, state, action.seat, ROLL)
        return swap_with(table, state, seat, action.seat)

    def _seal(self, state: State, seat: Seat, value: int) -> State:
        session = state.session
        assert session is not None
        if seat == session.patient and session.answer is None:
            session = replace(session, answer=value)
            words = "{0} has written an answer"
        else:  # whoever of a group writes its prediction is its predictor from now on
            session = replace(session, prediction=value, predictor=seat)
            words = ("{0} has written the group's prediction" if len(session.group) > 1
                     else "{0} has written a prediction")
        waiting = (session.answer is None) + (session.prediction is None)
        state = replace(state, session=session)
        state = flow.say(state, Sealed(seats=(seat,), words=words, waiting=waiting))
        if waiting:
            return state
        return flow.resolve_session(self.table, state)

    def observe(self, state: State, seat: Seat | None) -> View:
        session = state.session
        locked = (False, False)
        if session is not None:
            locked = (session.answer is not None, session.prediction is not None)
            session = replace(
                session, answer=session.answer if seat == session.patient else None,
                prediction=session.prediction if seat == session.predictor else None)
        drawn = tuple(tuple(sorted(set(cards) - set(pile)))
                      for cards, pile in zip(self.table.deck_cards, state.decks, strict=True))
        return View(seat, state.players, state.shorter, state.keep_pegs, state.couches,
                    state.order, state.opening, tuple(len(d) for d in state.decks), drawn,
                    state.current, state.round, state.phase, state.actor, session, locked,
                    state.insight_card, state.insight_stage, state.risky, state.after_peg,
                    state.dice, state.reveals, state.winners, state.ending)

    def resample(self, view: View, rng: random.Random) -> State:
        """Deck orders redrawn from the cards not yet seen, the other seat's sealed answer
        drawn from the answers it could give."""
        session = view.session
        if session is not None:
            values = list(answer_values(self.table, session.card, view.players))
            if view.locked_in[0] and session.answer is None:
                session = replace(session, answer=rng.choice(values))
            if view.locked_in[1] and session.prediction is None:
                session = replace(session, prediction=rng.choice(values))
        decks = []
        for cards, seen in zip(self.table.deck_cards, view.drawn, strict=True):
            unseen = set(cards) - set(seen)
            left = [c for c in cards if c in unseen]
            rng.shuffle(left)
            decks.append(tuple(left))
        return State(Rng.from_seed(rng.getrandbits(64)), view.players, view.shorter,
                     view.keep_pegs, view.couches, view.order, view.opening, tuple(decks),
                     turn=view.order.index(view.current), round=view.round, phase=view.phase,
                     actor=view.actor, session=session, insight_card=view.insight_card,
                     insight_stage=view.insight_stage, risky=view.risky,
                     after_peg=view.after_peg, dice=view.dice, reveals=view.reveals,
                     winners=view.winners, ending=view.ending)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        assert state.ending is not None
        return Outcome(state.winners, tuple(len(c.pegs) for c in state.couches), state.ending)

    def commits(self, before: State, after: State) -> bool:
        """Chance (a roll, a draw) or a reveal (sealed answers, an Insight check)."""
        return before.rng != after.rng or len(before.reveals) != len(after.reveals) \
            or before.checked != after.checked


__all__ = ["DECKS", "STAGES", "TherapyRules"]
