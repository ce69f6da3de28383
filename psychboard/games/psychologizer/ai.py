"""Computer players for Psychologizer, the end-of-game trait profile and "who reads whom".

A computer player sees only its `View` and the legal actions (DESIGN §2):
- as a wager player it predicts a person from what that person chose so far this game (the
  public tally: which traits they picked out of those offered) plus, when the GUI passes it,
  what the same name answered in past games (`Prior`, built from `History().answers(name)`).
  It wagers by expected value: it passes when unsure, stakes 25 when confident, always 25 on
  Morality (no penalty), and knows a loss cannot take it below its year level;
- as the opinion player it answers as a `Persona`: fixed weights over the eight traits, seeded
  by a name, so people can learn to read it;
- on special spaces it picks Morality (nobody can lose credits there), names as forecaster the
  player who has read it best, and on Pick and Play names the player it reads best.

Rulebook: "Play", "Special Spinner Spaces", "Morality", "Notes: Fair Play".
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from psychboard.core.protocol import Seat
from psychboard.games.psychologizer.deck import (
    TRAIT_PAIRS,
    TRAITS,
    OpinionCard,
    playable_cards,
)
from psychboard.games.psychologizer.rules import (
    LETTERS,
    PLAYOFF_WAGER,
    WAGERS,
    Action,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    Respond,
    Reveal,
    Spin,
    View,
)
from psychboard.games.psychologizer.rules.model import NO_PENALTY_CATEGORY, Tally

# --- personas: how a computer player answers -----------------------------------------------

@dataclass(frozen=True, slots=True)
class Persona:
    """A consistent personality: a weight per trait (deck.TRAITS order) and a little noise."""

    name: str
    weights: tuple[float, ...]
    noise: float = 0.12

    @classmethod
    def from_name(cls, name: str, noise: float = 0.12) -> Persona:
        """The same name always gives the same persona: each trait pair leans one way, and
        each pair matters more or less to this persona."""
        digest = hashlib.sha256(" ".join(name.split()).casefold().encode()).digest()
        rnd = random.Random(int.from_bytes(digest[:8], "big"))
        weights = []
        for _pair in TRAIT_PAIRS:
            lean, salience = rnd.uniform(0.2, 1.0), rnd.uniform(0.5, 1.0)
            first_side = rnd.random() < 0.5
            high, low = salience * (1 + lean) / 2, salience * (1 - lean) / 2
            weights += [high, low] if first_side else [low, high]
        return cls(name, tuple(weights), noise)

    def answer(self, traits: Sequence[str], rng: random.Random) -> int:
        """The index of the response whose trait this persona weighs most (with noise)."""
        scores = [self.weights[TRAITS.index(t)] + rng.gauss(0, self.noise) for t in traits]
        return max(range(len(traits)), key=scores.__getitem__)


# --- reading a person ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Prior:
    """What a person revealed in past games: card id -> responses given (0–3, oldest first),
    exactly `History().answers(name)`; and/or plain counts of traits chosen."""

    answers: Mapping[str, Sequence[int]] = field(default_factory=dict)
    trait_counts: Mapping[str, int] = field(default_factory=dict)


PAST_GAME_WEIGHT = 0.5


def response_odds(traits: Sequence[str], chosen: Sequence[float], offered: Sequence[float],
                  repeat: Sequence[int] = ()) -> tuple[float, ...]:
    """How likely a person picks each response, from how often they chose each trait when it
    was offered (a smoothed rate), sharpened because people answer consistently; `repeat`
    lists their past answers to this very card, which weigh most of all."""
    rates = [(chosen[TRAITS.index(t)] + 0.5) / (offered[TRAITS.index(t)] + 2.0) for t in traits]
    scores = [r ** 3 for r in rates]
    total = sum(scores)
    odds = [s / total for s in scores]
    if repeat:
        same = [sum(1 for r in repeat if r == i) / len(repeat) for i in range(len(traits))]
        odds = [0.4 * o + 0.6 * s for o, s in zip(odds, same, strict=True)]
    return tuple(odds)


def best_wager(p_right: float, category: str, credits: int, floor: int) -> int | None:
    """The wager with the best expected gain, None to pass. A loss never goes below the
    year level reached, and Morality costs nothing when wrong."""
    if category == NO_PENALTY_CATEGORY:
        return max(WAGERS)
    at_risk = credits - floor

    def gain(w: int) -> float:
        return p_right * w - (1 - p_right) * min(w, at_risk)

    wager = max(WAGERS, key=gain)
    return wager if gain(wager) > 0 else None


class PsychologizerBot:
    """A computer player. `level` "easy" ignores the floor and guesses more loosely,
    "medium" reads this game only, "hard" also uses the priors. Pass `persona` (e.g.
    `Persona.from_name(seat_name)`) so it answers alike in every game; `priors` maps a seat
    to what that seat's person revealed in past games."""

    def __init__(self, level: str = "medium", persona: Persona | None = None,
                 priors: Mapping[Seat, Prior] | None = None,
                 cards: Iterable[OpinionCard] | None = None) -> None:
        self.level = level
        self.name = f"Psychologist ({level})"
        self.persona = persona
        self.priors = dict(priors or {})
        self._cards = {c.id: c for c in cards} if cards is not None else None
        self._prior_counts: dict[Seat, tuple[list[float], list[float]]] = {}

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        phase, me = view.phase, view.seat
        assert me is not None
        if phase in (Phase.START, Phase.SPIN):
            return Spin()
        if phase is Phase.CHOOSE_CATEGORY:
            categories = [a for a in legal if isinstance(a, ChooseCategory)]
            return next((a for a in categories if a.category == NO_PENALTY_CATEGORY),
                        rng.choice(categories))
        if phase is Phase.NAME_FORECASTER:
            # The forecaster whose record on me is best (smoothed), so we win together.
            return max((a for a in legal if isinstance(a, NameForecaster)),
                       key=lambda a: (_read_rate(view.tally, a.seat, me), rng.random()))
        if phase is Phase.NAME_OPINION_PLAYER:
            return max((a for a in legal if isinstance(a, NameOpinionPlayer)),
                       key=lambda a: (_read_rate(view.tally, me, a.seat)
                                      + 0.02 * sum(view.tally.chosen[a.seat]), rng.random()))
        assert view.card is not None
        if me == view.opinion_player and any(isinstance(a, Respond) for a in legal):
            persona = self.persona or Persona.from_name(f"computer seat {me + 1}")
            return Respond(LETTERS[persona.answer(view.card.traits, rng)])
        return self._predict(view, legal, rng)

    def odds(self, view: View, seat: Seat) -> tuple[float, ...]:
        """This player's estimate of how likely `seat` picks each response of the card."""
        assert view.card is not None
        chosen = [float(c) for c in view.tally.chosen[seat]]
        offered = [float(c) for c in view.tally.offered[seat]]
        repeat: Sequence[int] = ()
        if self.level == "hard" and seat in self.priors:
            past_chosen, past_offered = self._past(seat)
            chosen = [a + b for a, b in zip(chosen, past_chosen, strict=True)]
            offered = [a + b for a, b in zip(offered, past_offered, strict=True)]
            # Past answers number the printed card; this reading may show it in another order.
            order = view.card.order
            repeat = tuple(order.index(r) for r in self.priors[seat].answers.get(view.card.id, ())
                           if r in order)
        return response_odds(view.card.traits, chosen, offered, repeat)

    def _predict(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        assert view.seat is not None and view.card is not None
        odds = self.odds(view, view.opinion_player)
        if self.level == "easy":
            odds = tuple(0.5 * o + 0.5 * rng.random() / 2 for o in odds)
        if view.playoff:
            # Graduates reading alike would tie forever: lean on the favourite, not always it.
            weights = [o * o for o in odds]
            pick = rng.choices(range(len(odds)), weights=weights)[0]
            return Predict(LETTERS[pick], PLAYOFF_WAGER)
        best = max(range(len(odds)), key=lambda i: (odds[i], rng.random()))
        letter = LETTERS[best]
        floor = 0 if self.level == "easy" else view.year_levels[view.seat]
        wager = best_wager(odds[best], view.card.category, view.credits[view.seat], floor)
        action: Action = Pass() if wager is None else Predict(letter, wager)
        return action if action in legal else legal[0]

    def _past(self, seat: Seat) -> tuple[list[float], list[float]]:
        """Trait counts from past games, weighted below this game's evidence."""
        if seat not in self._prior_counts:
            cards = self._cards if self._cards is not None else {c.id: c for c in playable_cards()}
            chosen, offered = [0.0] * len(TRAITS), [0.0] * len(TRAITS)
            prior = self.priors[seat]
            for card_id, responses in prior.answers.items():
                card = cards.get(card_id)
                if card is None:
                    continue
                for response in responses:
                    chosen[TRAITS.index(card.traits[response])] += PAST_GAME_WEIGHT
                    for trait in card.traits:
                        offered[TRAITS.index(trait)] += PAST_GAME_WEIGHT
            for trait, count in prior.trait_counts.items():
                # A plain count says nothing of what was offered: assume half the time.
                chosen[TRAITS.index(trait)] += PAST_GAME_WEIGHT * count
                offered[TRAITS.index(trait)] += PAST_GAME_WEIGHT * count * 2
            self._prior_counts[seat] = (chosen, offered)
        return self._prior_counts[seat]


def _read_rate(tally: Tally, predictor: Seat, opinion: Seat) -> float:
    return (tally.right[predictor][opinion] + 1) / (tally.tries[predictor][opinion] + 2)


# --- after the game ------------------------------------------------------------------------

TRAIT_NOUNS = {
    "adventurous": "Explorer", "cautious": "Planner", "sociable": "Party Starter",
    "reserved": "Quiet Observer", "principled": "Judge", "pragmatic": "Fixer",
    "caring": "Helper", "independent": "Lone Wolf",
}
TRAIT_ADJECTIVES = {
    "adventurous": "Daring", "cautious": "Careful", "sociable": "Chatty",
    "reserved": "Thoughtful", "principled": "Upright", "pragmatic": "Practical",
    "caring": "Big-Hearted", "independent": "Free-Spirited",
}


@dataclass(frozen=True, slots=True)
class Profile:
    """A light-hearted summary of the traits someone chose: counts in deck.TRAITS order, a lean
    per trait pair from -1 (all the first trait) to +1 (all the second), and a title."""

    counts: tuple[int, ...]
    leans: tuple[float, ...]
    title: str


def profile(answers: Iterable[str]) -> Profile:
    """The profile of a player from the traits of the responses they chose."""
    chosen = list(answers)
    counts = tuple(chosen.count(t) for t in TRAITS)
    leans = tuple(0.0 if not counts[2 * i] + counts[2 * i + 1]
                  else (counts[2 * i + 1] - counts[2 * i]) / (counts[2 * i] + counts[2 * i + 1])
                  for i in range(len(TRAIT_PAIRS)))
    if not chosen:
        return Profile(counts, leans, "The Mystery Guest")
    ranked = sorted(range(len(TRAITS)), key=lambda i: (-counts[i], i))
    top, second = TRAITS[ranked[0]], TRAITS[ranked[1]]
    if counts[ranked[1]] == 0:
        return Profile(counts, leans, f"The True {TRAIT_NOUNS[top]}")
    return Profile(counts, leans, f"The {TRAIT_ADJECTIVES[second]} {TRAIT_NOUNS[top]}")


@dataclass(frozen=True, slots=True)
class Reading:
    """How often one player predicted another right, out of the predictions made (passes and
    turns sat out are not counted)."""

    right: int = 0
    tries: int = 0


def who_reads_whom(reveals: Iterable[Reveal], players: int) -> tuple[tuple[Reading, ...], ...]:
    """table[p][o]: how well player p read player o over these reveals."""
    tally = Tally.empty(players, len(TRAITS))
    for reveal in reveals:
        tally = tally.with_reveal(reveal)
    return tuple(tuple(Reading(r, t) for r, t in zip(rights, tries, strict=True))
                 for rights, tries in zip(tally.right, tally.tries, strict=True))


def answers_of(reveals: Iterable[Reveal], seat: Seat) -> tuple[tuple[str, int], ...]:
    """(card id, response 0–3 as the printed card numbers it, whatever order it was shown in)
    for each time `seat` gave an opinion: what `History.record_answers` stores."""
    return tuple((r.card, r.answer) for r in reveals if r.opinion_player == seat)
