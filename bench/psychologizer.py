"""Psychologizer figures: full computer games per second, and how well the computer predictor
reads a simulated persona (second half of each game) against chance.

    python bench/psychologizer.py [games]      (default 40)

Four medium computer players play for a Bachelor's degree, each answering as its own persona.
After each game the predictor is replayed over the reveals: for every reveal in the second half
of the game, it predicts the opinion player from the reveals before it only. Uses the shipped
decks when every category has at least 20 cards, otherwise a generated stand-in deck.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from psychboard.games.psychologizer.ai import Persona, PsychologizerBot, response_odds
from psychboard.games.psychologizer.deck import (
    CATEGORIES,
    TRAITS,
    OpinionCard,
    placeholder_cards,
    shipped_cards,
)
from psychboard.games.psychologizer.rules import (
    LETTERS,
    PsychologizerOptions,
    PsychologizerRules,
    Reveal,
)

PLAYERS = 4


def cards_for_bench() -> tuple[tuple[OpinionCard, ...], str]:
    cards = shipped_cards()
    if all(sum(c.category == cat for c in cards) >= 20 for cat in CATEGORIES):
        return cards, f"shipped decks ({len(cards)} cards)"
    return placeholder_cards(40), "stand-in deck (the shipped decks are not complete yet)"


def play(rules: PsychologizerRules, seed: int) -> list[Reveal]:
    """One full game of four computer players; returns its reveals in order."""
    bots = [PsychologizerBot("medium", Persona.from_name(f"bench player {seed}-{s}"))
            for s in range(PLAYERS)]
    rnd = random.Random(seed)
    state = rules.new_game(PsychologizerOptions(players=PLAYERS, degree="bachelor"), seed)
    reveals: list[Reveal] = []
    while seats := sorted(rules.to_act(state)):
        seat = seats[0]
        action = bots[seat].choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                   rnd)
        state = rules.apply(state, seat, action)
        if state.last_reveal is not None and (not reveals or reveals[-1] != state.last_reveal):
            reveals.append(state.last_reveal)
    return reveals


def second_half_accuracy(reveals: list[Reveal]) -> tuple[int, int]:
    """(right, tried): the predictor's top pick for each reveal in the second half."""
    right = tried = 0
    for k in range(len(reveals) // 2, len(reveals)):
        target = reveals[k]
        chosen = [0.0] * len(TRAITS)
        offered = [0.0] * len(TRAITS)
        for past in reveals[:k]:
            if past.opinion_player == target.opinion_player:
                chosen[TRAITS.index(past.trait)] += 1
                for trait in past.traits:
                    offered[TRAITS.index(trait)] += 1
        odds = response_odds(target.traits, chosen, offered)
        guess = LETTERS[max(range(len(odds)), key=odds.__getitem__)]
        right += guess == target.response
        tried += 1
    return right, tried


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    cards, source = cards_for_bench()
    rules = PsychologizerRules(cards=cards)
    print(f"cards: {source}")
    start = time.perf_counter()
    all_reveals = [play(rules, seed) for seed in range(games)]
    elapsed = time.perf_counter() - start
    right = tried = 0
    for reveals in all_reveals:
        r, t = second_half_accuracy(reveals)
        right, tried = right + r, tried + t
    turns = sum(len(r) for r in all_reveals) / games
    print(f"{games} games, {turns:.1f} turns per game on average")
    print(f"games_per_s={games / elapsed:.1f} predictor_accuracy={right / max(tried, 1):.3f} "
          f"chance=0.25")


if __name__ == "__main__":
    main()
