"""Therapy's computer players: they see only their seat's view and the printed cards.

As a patient a computer answers from a persona it keeps all game (drawn from its seat and the
game's opening rolls, so it is the same on every replay): its ratings lean to one level, it has
a favourite at the table, and it gives the same answer to the same card. As a therapist it
predicts from what the patient answered before, in this game and (through the history the
controller hands it) to the same card in past games — never from the persona, which a human
therapist could not see either. On Insight cards it "knows" the answer with a chance set by
its level and the card's difficulty, drawn from the generator it is given, and guesses when
it doesn't. No Qt.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from psychboard.games.therapy.deck import TherapyDecks, load_therapy_decks
from psychboard.games.therapy.rules.model import (
    CHANCE,
    FORFEIT,
    GIVE,
    INSIGHT,
    PSYCHOSIS,
    SESSION,
    SWAP,
    TAKE_PEG,
    Answer,
    Chance,
    Forfeit,
    Give,
    Swap,
    TakePeg,
    View,
    pegs_needed,
)
from psychboard.games.therapy.rules.table import Table

KNOWS = {"easy": 0.5, "medium": 0.7, "hard": 0.85}
"""How often a level knows an Insight answer on a card of medium difficulty."""
BY_DIFFICULTY = {"easy": 0.1, "medium": 0.0, "hard": -0.1}
USES_HISTORY = {"easy": 0.0, "medium": 0.6, "hard": 1.0}
"""How often a level's prediction draws on the patient's earlier answers."""
WHIMS = frozenset({CHANCE, TAKE_PEG, FORFEIT, GIVE, SWAP})
"""The choices Easy makes on a whim, like a casual player; Medium and Hard weigh them."""
GUESS = 0.4      # the chance of guessing right, over true/false and 3–4 option cards
PEG = 1.0        # what a peg is worth, in the currency of the Insight Chance decision
ROLL_ON = 0.35   # what a roll again is worth
PSYCHOSIS_TURN = 0.5  # a lost turn and a session of therapy


_TABLE: list[tuple[TherapyDecks, Table]] = []  # the decks last read, and their table


def table() -> Table:
    """Every playable card, looked up by id: made anew when the decks are read anew (a family
    deck was added), so the computer players and the scene see its cards too."""
    decks = load_therapy_decks()
    if not _TABLE or _TABLE[0][0] is not decks:
        _TABLE[:] = [(decks, Table(decks=decks))]
    return _TABLE[0][1]


def _mix(*parts: object) -> int:
    return zlib.crc32(":".join(map(str, parts)).encode())


class Persona:
    """How one seat answers Therapy cards all game long."""

    def __init__(self, seat: int, view: View) -> None:
        self.key = _mix("persona", seat, *view.opening)
        self.lean = 2 + self.key % 8                        # 2..9
        others = [s for s in range(view.players) if s != seat]
        self.favourite = others[(self.key >> 4) % len(others)]
        self.seat = seat

    def answer(self, card: str, players: int) -> int:
        question = table().questions[card]
        roll = _mix(self.key, card)
        if question.type == "rating":
            return max(1, min(10, self.lean + roll % 5 - 2))
        if question.type == "player":
            return self.favourite if roll % 10 < 6 else (roll >> 8) % players
        return roll % len(question.options)


Memory = Mapping[int, Mapping[str, Sequence[int]]]
"""Past games' answers by seat, then by Therapy card id (the history store's shape)."""


def predict(view: View, rng: random.Random, level: str, memory: Memory | None = None) -> int:
    """The predictor's guess at the patient's answer from the patient's earlier answers: to
    this very card in past games (a rating or an option; seats change from game to game),
    else to cards of the same type in this game."""
    session = view.session
    assert session is not None
    question = table().questions[session.card]
    remembered = (memory or {}).get(session.patient, {}).get(session.card, ())
    past = [r.answer for r in view.reveals if r.patient == session.patient
            and table().questions[r.card].type == question.type]
    if remembered and question.type != "player":
        past = list(remembered)
    informed = bool(past) and rng.random() < USES_HISTORY[level]
    if question.type == "rating":
        return round(sum(past) / len(past)) if informed else rng.randint(4, 7)
    if question.type == "player":
        if informed:
            return Counter(past).most_common(1)[0][0]
        return rng.choice([s for s in range(view.players) if s != session.patient])
    return rng.randrange(len(question.options))


def knows(level: str, difficulty: str) -> float:
    return max(0.0, min(1.0, KNOWS[level] + BY_DIFFICULTY.get(difficulty, 0.0)))


def chance_pays(knowledge: float, lacking: bool, peg_at_risk: bool) -> bool:
    """Whether an Insight Chance's expected gain (a peg, or a roll again with the peg held)
    beats the expected cost of Psychosis (a turn, and a peg when one can be lost)."""
    right = knowledge + (1 - knowledge) * GUESS
    gain = PEG if lacking else ROLL_ON
    cost = PSYCHOSIS_TURN + (PEG if peg_at_risk else 0.0)
    return right * gain > (1 - right) * cost


def _ahead(view: View, seat: int, stage: str) -> int:
    """Steps from the couch to the first space of a Stage's side."""
    board = table().board
    at = view.couches[seat].at
    at = view.couches[seat].office if at == PSYCHOSIS else at
    first = next(s for s in board.track if board.space(s).group == stage)
    return board.distance(at, first)


class TherapyBot:
    """A computer player of one level: "easy", "medium" or "hard"."""

    def __init__(self, level: str = "medium", memory: Memory | None = None) -> None:
        if level not in KNOWS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.memory = memory or {}
        self.name = level.title()

    def choose(self, view: View, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        seat = view.seat
        assert seat is not None
        phase = view.phase
        if self.level == "easy" and phase in WHIMS:
            return legal[rng.randrange(len(legal))]
        if phase == SESSION:
            return Answer(self._session(view, seat, rng))
        if phase == INSIGHT:
            return Answer(self._insight(view, rng))
        if phase == CHANCE:
            return Chance(self._take_chance(view, seat))
        if phase == TAKE_PEG:
            return max(legal, key=lambda a: _ahead(view, seat, a.stage)
                       if isinstance(a, TakePeg) else 0)
        if phase == FORFEIT:
            return min(legal, key=lambda a: _ahead(view, seat, a.stage)
                       if isinstance(a, Forfeit) else 0)
        if phase == GIVE:
            return min(legal, key=lambda a: len(view.couches[a.seat].pegs)
                       if isinstance(a, Give) else 0)
        if phase == SWAP:
            return self._swap(view, seat, legal, rng)
        return legal[rng.randrange(len(legal))]

    def _session(self, view: View, seat: int, rng: random.Random) -> int:
        session = view.session
        assert session is not None
        if seat == session.patient and session.answer is None:
            return Persona(seat, view).answer(session.card, view.players)
        return predict(view, rng, self.level, self.memory)

    def _insight(self, view: View, rng: random.Random) -> int:
        card = table().insight[view.insight_card]
        if rng.random() < knows(self.level, card.difficulty):
            return card.options.index(card.answer)
        return rng.randrange(len(card.options))

    def _take_chance(self, view: View, seat: int) -> bool:
        pegs = view.couches[seat].pegs
        return chance_pays(KNOWS[self.level], view.insight_stage not in pegs,
                           bool(pegs) and not view.keep_pegs)

    def _swap(self, view: View, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
        board = table().board
        finish = board.finish
        if finish is not None and len(view.couches[seat].pegs) >= pegs_needed(view.shorter):
            return min(legal, key=lambda a: board.distance(view.couches[a.seat].at, finish)
                       if isinstance(a, Swap) else 0)
        return legal[rng.randrange(len(legal))]


__all__ = ["Persona", "TherapyBot", "chance_pays", "knows", "predict"]
