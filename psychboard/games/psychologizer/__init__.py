"""Psychologizer: predict each other's opinions, wager credits, earn a degree."""
