"""Psychological Warfare's rules (pure, no Qt): the package re-exports the public API.

- engine.py — `WarfareRules`, the Rules protocol over a card set (cards.py, deck.py).
- model.py — `WarfareOptions`, the actions (`Ready`, `PlaceDefense`, `Therapy`, `ToEnergy`,
  `Play`, `PlaceAgenda`, `React`, `EndTurn`, and core's `PASS`), the `State` and the `View`.
- resolve.py — the one resolver of effects, costs, conditions and modifiers.
- legal.py — every choice a card asks for; scoring.py — Victory Points; hidden.py —
  resampling a seat's view; narration.py — the log's words.

A game: SETUP (each seat in turn places Defense Mechanisms, then `Ready`) → MAIN: the
player whose turn it is goes to `Therapy`, or turns cards `ToEnergy`, `Play`s at most one
Special and one Action, may `PlaceAgenda`, and `EndTurn`s. Every play opens a reaction window
(`view.window`) in which every other seat answers alike: `React` or `PASS`.
"""

from psychboard.games.warfare.rules.engine import WarfareRules
from psychboard.games.warfare.rules.model import (
    ACTION_TYPES,
    Action,
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    State,
    Therapy,
    ToEnergy,
    View,
    WarfareOptions,
)

__all__ = ["ACTION_TYPES", "Action", "EndTurn", "PlaceAgenda", "PlaceDefense", "Play",
           "React", "Ready", "State", "Therapy", "ToEnergy", "View", "WarfareOptions",
           "WarfareRules"]
