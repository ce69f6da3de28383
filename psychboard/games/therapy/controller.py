"""Therapy's flow on top of the shared controller: who passes the screen, who answers first,
and what the history keeps.

- Only a therapy session's sealed answers need the screen passed privately (rules text
  "Private answers on one screen"): rolls, Insight answers (checked openly, the reader named
  for the table), pegs and swaps are public and go straight to the person due.
- In a session the patient writes first, then the therapist, as at the table where the card
  is read to the patient. In group therapy any of the group may enter its agreed answer: a
  person when the group has one (the first clockwise), so the people are never left out; the
  computers of the group say their guesses aloud (`View.advice`) for the people to weigh.
  The group agreed out loud and the patient has answered, so that person gets the screen
  without a hand-off asking the others to look away.
- The opening roll (who goes first) is shown and logged before the first turn of a new game:
  the rules rolled it from the seed in `new_game`, and `TherapyRules.opening` tells it, so
  saves and their replay are unchanged; a resumed game's log starts with it too.
- Computer therapists read a person from what that name answered to the same cards in past
  games; every answer a patient gave is added to the history for the next game.
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from psychboard.core.events import sentences
from psychboard.core.protocol import Outcome, Seat
from psychboard.core.rng import Rng
from psychboard.core.saves import SeatConfig
from psychboard.games.therapy.ai import TherapyBot
from psychboard.games.therapy.rules.engine import TherapyRules
from psychboard.games.therapy.rules.model import SESSION, Session, View
from psychboard.gui.controller import GameController
from psychboard.store.history import History

if TYPE_CHECKING:
    from psychboard.games.registry import GameSpec


class TherapyController(GameController):
    _advice: tuple[object, tuple[tuple[Seat, int], ...]] = (None, ())

    def __init__(self, spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                 actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True,
                 parent: QObject | None = None, content: Any = None) -> None:
        super().__init__(spec, options, seats, seed, actions, autosave, parent, content)
        rules = self.rules
        assert isinstance(rules, TherapyRules)
        self._opening = rules.opening(options, seed)
        self.lines = self._opening_lines() + self.lines

    def _opening_lines(self) -> list[str]:
        return sentences(self._opening, [s.name for s in self.seats])

    def _replayed_lines(self) -> list[str]:
        return self._opening_lines() + super()._replayed_lines()

    def start(self) -> None:
        """A new game opens on the table, then everyone's opening roll plays out on it."""
        if self.log:
            super().start()
            return
        self.changed.emit(self.view())
        self.happened.emit(self._opening)  # the page has logged it already: it is in `lines`
        super().start()

    def make_bot(self, seat: Seat) -> TherapyBot:
        try:
            history = History()
            memory = {other: history.answers(config.name)
                      for other, config in enumerate(self.seats) if other != seat}
        except (OSError, sqlite3.Error):  # no history to remember by: they play fresh
            memory = {}
        level = self.seats[seat].level  # saves are checked; anything else plays the first
        return TherapyBot(level if level in self.spec.bots else next(iter(self.spec.bots)),
                          memory=memory)

    def next_seat(self, due: Sequence[Seat]) -> Seat:
        session: Session | None = self.state.session
        if session is None or self.state.phase != SESSION:
            return super().next_seat(due)
        if session.patient in due:  # the patient writes first, person or computer
            return session.patient
        writer = self._group_writer()
        if writer is not None:
            return writer
        return session.predictor if session.predictor in due else due[0]

    def _group_writer(self) -> Seat | None:
        """The person who enters a group's agreed answer (None: no person is in the group,
        or this is not a group's turn to write)."""
        session = self.state.session
        if self.state.phase != SESSION or session is None or len(session.group) < 2 \
                or session.prediction is not None:
            return None
        return next((s for s in session.group if self.seats[s].is_human), None)

    def needs_handoff(self, seat: Seat) -> bool:
        return self.state.phase == SESSION and seat != self._group_writer()

    def view(self) -> View:
        """The seat's view; a person writing for a group also hears the computers' guesses."""
        view: View = super().view()
        writer = self._group_writer()
        if writer is None or self.viewer != writer:
            return view
        session = self.state.session
        assert session is not None
        key = (len(self.log), writer)
        if self._advice[0] != key:
            advice = []
            for seat in session.group:
                if self.seats[seat].is_human:
                    continue
                bot = self._bots.get(seat) or self.make_bot(seat)
                seen = self.rules.observe(self.state, seat)
                legal = list(self.rules.legal_actions(self.state, seat))
                rng = random.Random(Rng.from_seed(self.seed).derive(len(self.log) * 16 + seat))
                advice.append((seat, int(bot.choose(seen, legal, rng).value)))
            self._advice = (key, tuple(advice))
        return replace(view, advice=self._advice[1])

    def record_history(self, outcome: Outcome) -> None:
        super().record_history(outcome)
        answers: dict[Seat, list[tuple[str, int]]] = {}
        for reveal in self.state.reveals:
            answers.setdefault(reveal.patient, []).append((reveal.card, reveal.answer))
        try:
            history = History()
            for seat, given in answers.items():
                history.record_answers(self.seats[seat].name, given)
        except (OSError, sqlite3.Error) as exc:
            self.tell_data_problem(f"The answers could not be added to the history: {exc}")
