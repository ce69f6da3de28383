"""Psychological Jujitsu: thirteen sealed bids for a shuffled prize suit (Goofspiel).

`rules` holds the pure rules and the `View` the scene draws; `ai` the computer players.
"""
