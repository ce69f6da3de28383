"""A tiny card game that exercises reaction windows. Never shipped.

"Cancel": each seat is dealt a hidden hand of Point and Cancel cards. On your turn you play a
Point card or skip. A Point card opens a reaction window: any other seat may play a Cancel on
it, and any seat but that Cancel's owner may Cancel the Cancel, and so on. When everyone due
has passed in a row the stack resolves last in first out; a Point that stands scores 1. Each
seat has `turns` turns. It has what Psychological Warfare needs of the frame: hidden hands,
answers to answers, a window that must not tell the table who holds a Cancel, and resampling.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar

from psychboard.core.errors import IllegalAction
from psychboard.core.events import Event, Played, Reacted, Said, Scored
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat, Termination
from psychboard.core.reaction import PASS, Pass, Window, standing
from psychboard.core.rng import Rng

HAND = 4


class Ending(Termination):
    """Why the reaction game ended: every turn played."""

    LAST_ROUND = "most points standing ({0})"


@dataclass(frozen=True, slots=True)
class CancelOptions(Options):
    turns: int = field(default=2, metadata={"label": "Turns each", "choices": {1: "1", 2: "2"}})


@dataclass(frozen=True, slots=True)
class PlayPoint:
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class PlayCancel:
    card: str

    def __str__(self) -> str:
        return f"cancel with {self.card}"


@dataclass(frozen=True, slots=True)
class Skip:
    def __str__(self) -> str:
        return "skip"


Action = PlayPoint | PlayCancel | Skip | Pass


@dataclass(frozen=True, slots=True)
class State:
    rng: Rng
    players: int
    turns: int
    hands: tuple[tuple[str, ...], ...]
    turn: Seat = 0
    played_turns: int = 0
    scores: tuple[int, ...] = ()
    window: Window | None = None
    discards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    seat: Seat | None
    players: int
    turns: int
    turn: Seat
    played_turns: int
    my_hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    window: Window | None
    discards: tuple[str, ...]


def deck(players: int) -> tuple[str, ...]:
    """Half Points, half Cancels: p0, c1, p2, c3, … (a card's letter is its kind)."""
    return tuple(f"{'pc'[i % 2]}{i}" for i in range(players * HAND))


class CancelRules(RulesBase[State, Action]):
    game_id: ClassVar[str] = "cancel"
    options_type: ClassVar[type[Options]] = CancelOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = (PlayPoint, PlayCancel, Skip, Pass)
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def new_game(self, options: CancelOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        cards, rng = Rng.from_seed(seed).shuffled(deck(options.players))
        hands = tuple(tuple(sorted(cards[i * HAND:(i + 1) * HAND]))
                      for i in range(options.players))
        return State(rng, options.players, options.turns, hands,
                     scores=(0,) * options.players)

    def over(self, state: State) -> bool:
        return state.played_turns >= state.turns * state.players and state.window is None

    def to_act(self, state: State) -> frozenset[Seat]:
        if self.over(state):
            return frozenset()
        if state.window is not None:
            return state.window.waiting()
        return frozenset({state.turn})

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        hand = state.hands[seat]
        if state.window is not None:
            return [PASS, *(PlayCancel(c) for c in hand if c[0] == "c")]
        return [Skip(), *(PlayPoint(c) for c in hand if c[0] == "p")]

    def apply(self, state: State, seat: Seat, action: Action) -> State:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"seat {seat} cannot {action} now")
        match action:
            case Skip():
                return self._next_turn(state)
            case PlayPoint(card):
                eligible = tuple(range(state.players))
                return replace(self._spend(state, seat, card),
                               window=Window.open(seat, card, eligible))
            case PlayCancel(card):
                assert state.window is not None
                return replace(self._spend(state, seat, card),
                               window=state.window.answer(seat, card))
            case Pass():
                assert state.window is not None
                window = state.window.pass_(seat)
                if not window.settled:
                    return replace(state, window=window)
                return self._next_turn(self._resolve(replace(state, window=window)))
        raise IllegalAction(f"unknown action {action!r}")

    def window(self, state: State) -> Window | None:
        return state.window

    def observe(self, state: State, seat: Seat | None) -> View:
        mine = state.hands[seat] if seat is not None else ()
        return View(seat, state.players, state.turns, state.turn, state.played_turns, mine,
                    tuple(len(h) for h in state.hands), state.scores, state.window,
                    state.discards)

    def outcome(self, state: State) -> Outcome | None:
        if not self.over(state):
            return None
        top = max(state.scores)
        winners = tuple(s for s, v in enumerate(state.scores) if v == top)
        return Outcome(winners, state.scores, Ending.LAST_ROUND, (top,))

    def commits(self, before: State, after: State) -> bool:
        """A card played shows its face; a resolution settles what happened. A pass or a
        skip can be taken back by the person who made it."""
        return before.discards != after.discards or before.scores != after.scores \
            or (before.window is not None and after.window is None)

    def events(self, before: State, seat: Seat, action: Action, after: State
               ) -> tuple[Event, ...]:
        match action:
            case PlayPoint(card):
                return (Played(seats=(seat,), card=card, words=f"{{0}} plays the Point {card}"),)
            case PlayCancel(card):
                return (Reacted(seats=(seat,), card=card, words=f"{{0}} cancels with {card}"),)
            case Skip():
                return (Said(seats=(seat,), words="{0} skips"),)
        if after.window is not None:
            return (Said(seats=(seat,), words="{0} lets it stand"),)
        gained = tuple(a - b for a, b in zip(after.scores, before.scores, strict=True))
        return (Said(seats=(seat,), words="{0} lets it stand"),
                Scored(deltas=gained, totals=after.scores,
                       words="The Point stands" if any(gained) else "The Point is cancelled"))

    def resample(self, view: View, rng: random.Random) -> State:
        """Deal the cards this seat has not seen to the other hands, sizes kept."""
        assert view.seat is not None
        unseen = [c for c in deck(view.players)
                  if c not in view.my_hand and c not in view.discards]
        rng.shuffle(unseen)
        hands = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(view.my_hand)
            else:
                hands.append(tuple(sorted(unseen[:size])))
                del unseen[:size]
        return State(Rng.from_seed(rng.getrandbits(64)), view.players, view.turns,
                     tuple(hands), view.turn, view.played_turns, view.scores, view.window,
                     view.discards)

    @staticmethod
    def _spend(state: State, seat: Seat, card: str) -> State:
        hand = tuple(c for c in state.hands[seat] if c != card)
        hands = state.hands[:seat] + (hand,) + state.hands[seat + 1:]
        return replace(state, hands=hands, discards=state.discards + (card,))

    @staticmethod
    def _resolve(state: State) -> State:
        assert state.window is not None
        stack = state.window.stack
        stands = standing(stack, lambda _play, _below: True)
        scores = list(state.scores)
        if stands[0]:
            scores[stack[0].seat] += 1
        return replace(state, scores=tuple(scores), window=None)

    @staticmethod
    def _next_turn(state: State) -> State:
        return replace(state, turn=(state.turn + 1) % state.players,
                       played_turns=state.played_turns + 1)
