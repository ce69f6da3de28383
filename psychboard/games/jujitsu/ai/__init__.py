"""Jujitsu computer players (no Qt). Levels for the registry: easy, medium, hard; plus the
fixed rules the bench plays against. Each sees only its seat's `View` and the legal bids."""

from psychboard.games.jujitsu.ai.hard import HardBot
from psychboard.games.jujitsu.ai.simple import (
    EasyBot,
    MediumBot,
    OffsetBot,
    match_bot,
    minus_one_bot,
    plus_one_bot,
)

__all__ = ["EasyBot", "HardBot", "MediumBot", "OffsetBot", "match_bot", "minus_one_bot",
           "plus_one_bot"]
