"""Psychologizer's flow on top of the shared controller: who goes first, who remembers whom.

- Computer seats answer as a persona seeded by their name and read each other seat from what
  that name answered in past games (rulebook "Notes: Fair Play"; rules text "Computer players").
- The opinion player chooses before anyone else, so Bypass ("Bypassing a card": allowed until
  the first wager player locks in) is really on offer.
- Only sealed choices need the screen passed privately; spins, categories and namings are
  public and go straight to the person due.
- The reveals of the game feed the end-of-game page (who reads whom, trait profiles) and the
  answers given are kept in the history for the next game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from psychboard.core.protocol import Outcome, Seat
from psychboard.games.psychologizer.ai import (
    Persona,
    Prior,
    Profile,
    PsychologizerBot,
    Reading,
    answers_of,
    profile,
    who_reads_whom,
)
from psychboard.games.psychologizer.family import reveals
from psychboard.games.psychologizer.rules import Phase, Reveal
from psychboard.gui.controller import GameController
from psychboard.store.history import History


class PsychologizerController(GameController):
    def make_bot(self, seat: Seat) -> PsychologizerBot:
        try:
            history = History()
            priors = {other: Prior(answers=history.answers(config.name))
                      for other, config in enumerate(self.seats) if other != seat}
        except (OSError, sqlite3.Error):  # no history to remember by: they play fresh
            priors = {}
        return PsychologizerBot(self.seats[seat].level,
                                persona=Persona.from_name(self.seats[seat].name), priors=priors)

    def next_seat(self, due: Sequence[Seat]) -> Seat:
        state = self.state
        if state.phase is Phase.CHOOSE and state.opinion_player in due:
            return int(state.opinion_player)
        return super().next_seat(due)

    def needs_handoff(self, seat: Seat) -> bool:
        return bool(self.state.phase is Phase.CHOOSE)

    # --- the game's record ------------------------------------------------------------------
    def reveals(self) -> tuple[Reveal, ...]:
        """Every turn's reveal so far, in order."""
        return reveals(self.states)

    def who_reads_whom(self) -> tuple[tuple[Reading, ...], ...]:
        return who_reads_whom(self.reveals(), len(self.seats))

    def profiles(self) -> tuple[Profile, ...]:
        reveals = self.reveals()
        return tuple(profile(r.trait for r in reveals if r.opinion_player == seat)
                     for seat in range(len(self.seats)))

    def record_history(self, outcome: Outcome) -> None:
        super().record_history(outcome)
        reveals = self.reveals()
        try:
            history = History()
            for seat, config in enumerate(self.seats):
                answers = answers_of(reveals, seat)
                if answers:
                    history.record_answers(config.name, answers)
        except (OSError, sqlite3.Error) as exc:
            self.tell_data_problem(f"The answers could not be added to the history: {exc}")
