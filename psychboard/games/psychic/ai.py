"""Computer play and odds for Psychic Solitaire (no Qt).

Everything here works from the `View` that `PsychicRules.observe` gives, never from the state:

- `odds(view)` — the chance of each possible announcement for the current phase being right,
  given the cards the player may consult (`view.seen`). The top card is equally likely to be
  any card not seen face up: face-down cards are an unseen, uniformly random part of the deck,
  so they do not change the odds.
- `best_guess(view)` — the most likely announcement (the UI's hint); `odds_in_words` says why
  in counts a child can check ("4 of the 15 cards you haven't seen are red").
- `NaiveBot` guesses uniformly at random; `CountingBot` guesses the most likely option.
  Bots keep no memory between calls, so `CountingBot` knows every face-up card only when
  foretelling is on; with it off it knows just the last move's cards, as a player who does
  not try to remember would.
- `naive_score_distribution()` / `expected_naive_score()` — the exact score distribution of
  random guessing, from a dynamic program over (cards above the joker, phase).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache

from psychboard.core.cards import RANK_NAMES, Card, standard_deck
from psychboard.games.psychic.rules import (
    FLIP,
    Action,
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    Phase,
    View,
    guesses_for,
)

_FULL_DECK = standard_deck()
_MATCHING: dict[Phase, dict[Card, int]] = {
    phase: {card: next(i for i, g in enumerate(guesses_for(phase)) if g.matches(card))
            for card in _FULL_DECK}
    for phase in Phase
}
"""For each phase, the position (in `guesses_for(phase)`) of the one announcement each card
would make right."""


def _matches(view: View) -> list[tuple[Guess, int]]:
    """Each announcement of the current phase with the number of unseen cards it matches."""
    guesses = guesses_for(view.phase)
    matching = _MATCHING[view.phase]
    counts = [len(_FULL_DECK) // len(guesses)] * len(guesses)
    for card in view.seen:
        counts[matching[card]] -= 1
    return list(zip(guesses, counts, strict=True))


def _unseen_count(view: View) -> int:
    return len(_FULL_DECK) - len(view.seen)


def odds(view: View) -> Mapping[Guess, float]:
    """Option -> probability of being right, for the current phase; empty once the game is over.

    The probabilities of a phase add up to 1 (each unseen card matches exactly one option).
    """
    if view.over:
        return {}
    total = _unseen_count(view)
    return {guess: count / total for guess, count in _matches(view)}


def best_guess(view: View) -> Guess | None:
    """The most likely announcement (the first in the phase's order on a tie); None when over."""
    if view.over:
        return None
    return max(_matches(view), key=lambda pair: pair[1])[0]


def odds_in_words(view: View, guess: Guess) -> str:
    """Why a guess is likely, as whole cards: "4 of the 15 cards you haven't seen are red".

    Without foretelling the odds count only the last flip's cards (a player who does not try
    to remember); once older cards have gone face up the words say so instead of "not seen".
    """
    count = dict(_matches(view)).get(guess, 0)
    unseen = _unseen_count(view)
    verb = "is" if count == 1 else "are"
    what = _in_words(guess, count)
    if len(view.seen) == view.face_up:
        return f"{count} of the {unseen} cards you haven't seen {verb} {what}"
    return f"Counting only the last flip: {count} of the other {unseen} cards {verb} {what}"


def _in_words(guess: Guess, count: int) -> str:
    """What the cards are: "red", "Hearts" or "a Heart", "Queens" or "a Queen", the card."""
    if isinstance(guess, GuessColour):
        return guess.colour.value
    if isinstance(guess, GuessCard):
        return f"the {RANK_NAMES[guess.rank]} of {guess.suit.title}"
    if isinstance(guess, GuessKind):
        name = RANK_NAMES[guess.rank]
        if count != 1:
            return name + ("es" if name.endswith("x") else "s")
        return ("an " if name[0] in "AEIOU" else "a ") + name
    plural = guess.suit.title
    return plural if count != 1 else f"a {plural[:-1]}"


class NaiveBot:
    """Announces any option of the current phase at random, then flips."""

    name = "Naive"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if FLIP in legal:
            return FLIP
        return legal[rng.randrange(len(legal))]


class CountingBot:
    """Announces a most likely option given the cards it may consult (ties broken at random)."""

    name = "Counting"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if FLIP in legal:
            return FLIP
        # Nothing is announced, so `legal` is exactly the phase's options that _matches rates.
        matches = _matches(view)
        top = max(n for _, n in matches)
        best = [g for g, n in matches if n == top]
        return best[rng.randrange(len(best))]


# ---------------------------------------------------------------------------------------------
# The exact value of random guessing

_RIGHT = {Phase.COLOUR: Fraction(1, 2), Phase.SUIT: Fraction(1, 4),
          Phase.KIND: Fraction(1, 13), Phase.CARD: Fraction(1, 52)}
_NEXT = {Phase.COLOUR: Phase.SUIT, Phase.SUIT: Phase.KIND, Phase.KIND: Phase.CARD}


@cache
def _distribution(left: int, phase: Phase) -> dict[int, Fraction]:
    """Score distribution still to come with `left` cards above the joker, in `phase`.

    A random announcement is independent of the card, so it is right with the phase's
    chance whatever has gone before.
    """
    if left == 0:
        return {0: Fraction(1)}
    after = left - 1
    wanted = phase.bonus
    count = after if wanted is None or wanted > after else wanted
    rest = after - count
    ends = rest == 0 or phase is Phase.CARD
    right, wrong = _RIGHT[phase], 1 - _RIGHT[phase]
    out: dict[int, Fraction] = {}
    for chance, gain, nxt in ((right, count, _NEXT.get(phase)), (wrong, 0, Phase.COLOUR)):
        future = {0: Fraction(1)} if ends or nxt is None else _distribution(rest, nxt)
        for score, p in future.items():
            out[score + gain] = out.get(score + gain, Fraction(0)) + chance * p
    return out


def naive_score_distribution() -> dict[int, Fraction]:
    """Exact probability of each final score when every announcement is a uniform guess."""
    return dict(_distribution(len(_FULL_DECK), Phase.COLOUR))


def expected_naive_score() -> Fraction:
    """The exact mean score of random guessing."""
    return sum((s * p for s, p in naive_score_distribution().items()), Fraction(0))

