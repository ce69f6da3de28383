"""Therapy, the Second Session: the pure rules (no Qt). See engine.py for the API."""

from psychboard.games.therapy.rules.engine import TherapyRules
from psychboard.games.therapy.rules.model import (
    ACTION_TYPES,
    DECKS,
    Answer,
    Chance,
    Couch,
    Forfeit,
    Give,
    Roll,
    Session,
    State,
    Swap,
    TakePeg,
    TherapyOptions,
    View,
)

__all__ = ["ACTION_TYPES", "DECKS", "Answer", "Chance", "Couch", "Forfeit", "Give", "Roll",
           "Session", "State", "Swap", "TakePeg", "TherapyOptions", "TherapyRules", "View"]
