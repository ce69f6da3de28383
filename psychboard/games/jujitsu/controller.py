"""The Jujitsu controller: the shared flow, plus the forced last bid played for the person.

Rules, "Decisions on open details", the last round: with one card left a bid is forced, but
it is still sealed and revealed like any other. Passing the screen round the table so each
person can press their only card would be a ritual without a choice, so once the computer
players have bid, every person whose bid is forced has it sealed for them. Each is a real
action in the log ("locks in a bid"), so saves and replays are unchanged.

The log line of the bid that completes a round also tells the reveal, in names ("Ann Queen,
Ben Four: Ann takes the 9 with a Queen"), and the scores when that round ends a hand.
"""

from __future__ import annotations

from typing import Any

from psychboard.core.protocol import Seat
from psychboard.gui.controller import GameController


class JujitsuController(GameController):
    def _advance(self) -> None:
        seat = self._forced_human()
        if seat is None:
            super()._advance()
            return
        (only,) = self.rules.legal_actions(self.state, seat)
        self._play(seat, only)

    def _forced_human(self) -> int | None:
        """A person due to bid who holds a single card, once no computer is still to bid."""
        if (self._holds or self._thinking is not None or self._pending_handoff is not None
                or self.outcome() is not None):
            return None
        due = sorted(self.rules.to_act(self.state))
        if not due or any(not self.seats[s].is_human for s in due):
            return None
        forced = [s for s in due if len(self.rules.legal_actions(self.state, s)) == 1]
        return forced[0] if len(forced) == len(due) else None

    def _sentence(self, before: Any, seat: Seat, action: Any) -> str:
        line = super()._sentence(before, seat, action)
        after = self.state
        if after.last is None or after.last == before.last:
            return line
        names = [s.name for s in self.seats]
        line += f". Reveal: {after.last.describe(names)}"
        if len(after.past_hands) > len(before.past_hands):
            scores = ", ".join(f"{names[s]} {p}" for s, p
                               in enumerate(after.past_hands[-1].scores))
            line += f". Hand {before.hand} scores: {scores}"
        return line
