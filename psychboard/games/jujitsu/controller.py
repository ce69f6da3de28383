"""The Jujitsu controller: the shared flow, plus the forced last bid played for the person.

Rules, "Decisions on open details", the last round: with one card left a bid is forced, but
it is still sealed and revealed like any other. Passing the screen round the table so each
person can press their only card would be a ritual without a choice, so once the computer
players have bid, every person whose bid is forced has it sealed for them. Each is a real
action in the log ("locks in a bid"), so saves and replays are unchanged.
"""

from __future__ import annotations

from typing import Any

from psychboard.core.protocol import Seat
from psychboard.gui.controller import GameController


class JujitsuController(GameController):
    def forced_action(self) -> tuple[Seat, Any] | None:
        """A person due to bid who holds a single card, once no computer is still to bid."""
        due = self.due()
        if not due or any(not self.seats[s].is_human for s in due):
            return None
        forced = [s for s in due if len(self.rules.legal_actions(self.state, s)) == 1]
        if len(forced) != len(due):
            return None
        (only,) = self.rules.legal_actions(self.state, forced[0])
        return forced[0], only
