"""Widgets shared by every game's screen: hand-off, seats, game log, choices, rules."""
