"""Therapy's flow on top of the shared controller: who passes the screen, who answers first,
and what the history keeps.

- Only a therapy session's sealed answers need the screen passed privately (rules text
  "Private answers on one screen"): rolls, Insight answers (checked openly, the reader named
  for the table), pegs and swaps are public and go straight to the person due.
- In a session the patient writes first, then the therapist (or whoever enters the group's
  agreed answer), as at the table where the card is read to the patient.
- Computer therapists read a person from what that name answered to the same cards in past
  games; every answer a patient gave is added to the history for the next game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from psychboard.core.protocol import Outcome, Seat
from psychboard.games.therapy.ai import TherapyBot
from psychboard.games.therapy.rules.model import SESSION
from psychboard.gui.controller import GameController
from psychboard.store.history import History


class TherapyController(GameController):
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
        session = self.state.session
        computers = [s for s in due if not self.seats[s].is_human]
        if computers or session is None:
            return super().next_seat(due)
        return session.patient if session.patient in due else due[0]

    def needs_handoff(self, seat: Seat) -> bool:
        return bool(self.state.phase == SESSION)

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
