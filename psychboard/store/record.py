"""What the controller calls when a game ends: the whole game, remembered in one transaction.

A game adds what its statistics need through the `details(states, actions, outcome)` function
of the module its GameSpec names as `family`; a game played by computer players alone is a
demonstration and is not a result.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from psychboard.core import saves
from psychboard.core.protocol import Outcome, Rules
from psychboard.core.serial import to_json
from psychboard.store import db as store_db
from psychboard.store.games import Sitter, record

if TYPE_CHECKING:
    from psychboard.games.registry import GameSpec


def record_finished(spec: GameSpec, saved: saves.SavedGame, rules: Rules[Any, Any],
                    states: Sequence[Any], outcome: Outcome, started: float,
                    path: Path | None = None) -> str:
    """Remember a finished game; returns a notice about the history to tell once ("" if
    none). Raises OSError or sqlite3.Error when the history can't be written."""
    if not any(seat.is_human for seat in saved.seats):
        return ""
    details: dict[str, Any] = {"reason": outcome.reason}
    details |= game_details(spec, states, saved.actions, outcome)
    sitters = [Sitter(s.name, s.colour, s.token, "human" if s.is_human else s.kind,
                      "" if s.is_human else s.level)
               for s in saved.seats]
    record(path, spec.id, sitters, outcome.scores, outcome.winners, details,
           options=to_json(saved.options), save=saves.encode(saved, rules), started=started,
           moves=len(saved.actions))
    return store_db.take_notice(path)


def game_details(spec: GameSpec, states: Sequence[Any], actions: Sequence[tuple[int, Any]],
                 outcome: Outcome) -> dict[str, Any]:
    """The game's own details for its statistics, or none when it declares no hook."""
    if spec.family is None:
        return {}
    hook = spec.family()
    found: dict[str, Any] = hook.details(states, actions, outcome)
    return found
