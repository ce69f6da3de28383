"""Psychologizer's values: options, actions, the state and what a seat may see (no Qt).

Everything here is a frozen dataclass that round-trips through `core.serial`, so a state, an
action or a view can be saved, compared and sent to a computer player. The engine that moves
from one state to the next is `rules.engine`; the rulebook sections each phase implements are
named on `Phase`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TypeVar

from psychboard.core.protocol import Options, Seat, Termination
from psychboard.core.rng import Rng
from psychboard.core.state import builder
from psychboard.games.psychologizer.deck import TRAITS

T = TypeVar("T")
_TRAIT_INDEX = {trait: i for i, trait in enumerate(TRAITS)}

LETTERS = ("a", "b", "c", "d")
PRINTED_ORDER = (0, 1, 2, 3)
NO_PENALTY_CATEGORY = "morality"  # rulebook, Morality: a wrong prediction loses nothing
WAGERS = (5, 15, 25)
PLAYOFF_WAGER = 0
FLASH_BONUS = 25


@dataclass(frozen=True, slots=True)
class PsychologizerOptions(Options):
    """The table's choices: how many play, which degree ends the game, the family filter."""

    players: int = field(default=4, metadata={"label": "Players"})
    degree: str = field(default="bachelor", metadata={
        "label": "Degree sought",
        "help": "The game ends when someone earns this degree; each earlier degree is earned "
                "on the way, starting again from 0 credits after each graduation.",
        "choices": {"bachelor": "Bachelor's (150 credits)",
                    "master": "Master's (150, then 230 credits)",
                    "doctorate": "Doctorate (150, 230, then 380 credits)"}})
    younger_players: bool = field(default=False, metadata={
        "label": "Younger players",
        "help": "Use only the cards marked as fine for ages 8 and up.",
        "choices": {False: "All cards", True: "Cards for ages 8 and up only"},
        "younger_cards": True})  # a younger ("8+") person at the table chooses it


class Ending(Termination):
    """Why a game of Psychologizer ended: the degree sought earned, alone or after a playoff."""

    DEGREE_EARNED = "first to earn the {0}"                                  # the degree
    PLAYOFF_WON = "first to earn the {0} and won the Magna Cum Laude playoff"


class Phase(enum.Enum):
    """Where a turn stands; each value names the rulebook passage it plays."""

    START = "start"                              # Start of Play: spin for the first player
    SPIN = "spin"                                # the opinion player spins for a category
    CHOOSE_CATEGORY = "choose_category"          # Pick and Score / Pick and Play: pick one
    NAME_FORECASTER = "name_forecaster"          # Pick and Score: name the best predictor
    NAME_OPINION_PLAYER = "name_opinion_player"  # Pick and Play: name the opinion player
    CHOOSE = "choose"                            # the card is read; sealed response and wagers
    OVER = "over"


# --- actions -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Spin:
    """Spin the pointer: at the start of the game, or as the opinion player."""

    def __str__(self) -> str:
        return "spin"


@dataclass(frozen=True, slots=True)
class ChooseCategory:
    """Pick the card category (after landing on Pick and Score or Pick and Play)."""

    category: str

    def __str__(self) -> str:
        return f"choose the category {self.category}"


@dataclass(frozen=True, slots=True)
class NameForecaster:
    """Pick and Score: the wager player whose result the opinion player will share."""

    seat: Seat

    def __str__(self) -> str:
        return f"name player {self.seat + 1} as forecaster"


@dataclass(frozen=True, slots=True)
class NameOpinionPlayer:
    """Pick and Play: the player who gives an opinion instead of the spinner."""

    seat: Seat

    def __str__(self) -> str:
        return f"name player {self.seat + 1} as opinion player"


@dataclass(frozen=True, slots=True)
class Bypass:
    """The opinion player asks for the next card of the same category."""

    def __str__(self) -> str:
        return "bypass this card"


@dataclass(frozen=True, slots=True)
class Respond:
    """The opinion player's sealed answer, a letter a–d."""

    letter: str

    def __str__(self) -> str:
        return f"answer {self.letter}"


@dataclass(frozen=True, slots=True)
class Predict:
    """A wager player's sealed prediction: a letter and 5, 15 or 25 credits (0 in a playoff)."""

    letter: str
    wager: int

    def __str__(self) -> str:
        if self.wager == PLAYOFF_WAGER:
            return f"predict {self.letter}"
        return f"predict {self.letter} for {self.wager} credits"


@dataclass(frozen=True, slots=True)
class Pass:
    """A wager player's sealed decision to stake nothing this turn."""

    def __str__(self) -> str:
        return "pass"


Action = Spin | ChooseCategory | NameForecaster | NameOpinionPlayer | Bypass | Respond | Predict \
    | Pass
ACTION_TYPES: tuple[type, ...] = (Spin, ChooseCategory, NameForecaster, NameOpinionPlayer, Bypass,
                                  Respond, Predict, Pass)
SEALED_ACTIONS: tuple[type, ...] = (Respond, Predict, Pass)


# --- state ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Prediction:
    """A sealed wager: `letter` None means the player passed."""

    letter: str | None
    wager: int

    @property
    def passed(self) -> bool:
        return self.letter is None

    def stake(self, response: str, category: str) -> int:
        """What it wins when `response` is revealed: its wager if right; the wager lost if
        wrong, except in the Morality category, where a wrong guess costs nothing."""
        if self.letter is None:
            return 0
        if self.letter == response:
            return self.wager
        return 0 if category == NO_PENALTY_CATEGORY else -self.wager


@dataclass(frozen=True, slots=True)
class StartSpin:
    """One spin for the right to start; `round` counts the spin-offs from 1."""

    seat: Seat
    segment: str
    round: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """Everything shown at the end of a turn: for the table, the bots and the end-of-game page.

    `number` counts reveals from 1 (a controller collects each new one). `order` is the order
    the card's responses were shown in (`order[i]` is the card's response shown as letter i),
    `traits` tags the four responses in that shown order and `response` is a shown letter;
    `other` is the seat that filled the card's `{other}`. `predictions[s]` is seat s's
    prediction, or None when s was not a wager player this turn. `changes[s]` is how far s
    moved on the credits track (after the year-level floor, before any graduation reset).
    `graduated` lists the seats that earned a degree at this reveal and `eliminated` the
    graduates a playoff turn knocked out.
    """

    number: int
    card: str
    category: str
    opinion_player: Seat
    response: str
    traits: tuple[str, ...]
    predictions: tuple[Prediction | None, ...]
    changes: tuple[int, ...]
    forecaster: Seat | None = None
    graduated: tuple[Seat, ...] = ()
    eliminated: tuple[Seat, ...] = ()
    order: tuple[int, ...] = PRINTED_ORDER
    other: Seat | None = None

    @property
    def trait(self) -> str:
        """The trait of the response the opinion player chose."""
        return self.traits[LETTERS.index(self.response)]

    @property
    def answer(self) -> int:
        """The chosen response as the card numbers it (0–3), whatever order it was shown in."""
        return self.order[LETTERS.index(self.response)]

    def right(self, seat: Seat) -> bool | None:
        """Whether `seat` predicted right; None when it sat out or passed."""
        prediction = self.predictions[seat]
        if prediction is None or prediction.letter is None:
            return None
        return prediction.letter == self.response


@dataclass(frozen=True, slots=True)
class Tally:
    """Public running counts of the game so far, the same size however long the game runs.

    `chosen[s][t]` / `offered[s][t]`: how often seat s, as opinion player, chose / was offered
    trait t (deck.TRAITS order). `right[p][o]` / `tries[p][o]`: how often seat p predicted seat
    o right / at all (passes are not tries).
    """

    chosen: tuple[tuple[int, ...], ...]
    offered: tuple[tuple[int, ...], ...]
    right: tuple[tuple[int, ...], ...]
    tries: tuple[tuple[int, ...], ...]

    @classmethod
    def empty(cls, players: int, traits: int) -> Tally:
        zeros = ((0,) * traits,) * players
        square = ((0,) * players,) * players
        return cls(zeros, zeros, square, square)

    def with_reveal(self, reveal: Reveal) -> Tally:
        """These counts with one more turn's reveal added."""
        opinion = reveal.opinion_player
        chosen = list(self.chosen[opinion])
        offered = list(self.offered[opinion])
        chosen[_TRAIT_INDEX[reveal.trait]] += 1
        for trait in reveal.traits:
            offered[_TRAIT_INDEX[trait]] += 1
        right, tries = list(self.right), list(self.tries)  # only predictors' rows change
        for seat, prediction in enumerate(reveal.predictions):
            if prediction is not None and prediction.letter is not None:  # see Reveal.right
                tries[seat] = put(tries[seat], opinion, tries[seat][opinion] + 1)
                if prediction.letter == reveal.response:
                    right[seat] = put(right[seat], opinion, right[seat][opinion] + 1)
        return _tally(put(self.chosen, opinion, tuple(chosen)),
                      put(self.offered, opinion, tuple(offered)),
                      tuple(right), tuple(tries))


_tally = builder(Tally)


@dataclass(frozen=True, slots=True)
class State:
    """The whole game. Per-seat tuples are indexed by seat.

    `credits` are toward each seat's current degree; `year_levels` the white square each has
    reached in it (the floor); `degrees` how many degrees each has earned (bachelor first).
    Each category's cards are shuffled once from `deck_seed` (see `PsychologizerRules.queue`);
    `drawn[i]` counts the cards of category i sent to the back so far, so the queue is that
    order turned by `drawn[i]`. `deck_sizes` guards against a deck that changed under a save.
    `turn` is the spinner whose turn it is in the clockwise rotation; `opinion_player` differs
    from it only on Pick and Play. `sealed` and `response` are secret until the reveal.
    When a card is drawn, `order` (the order its responses are shown in, dealt from `rng`) and
    `other` (a seat other than the opinion player, for the card's `{other}`) are drawn with it.
    """

    rng: Rng
    players: int
    degree: str
    younger_players: bool
    phase: Phase
    credits: tuple[int, ...]
    year_levels: tuple[int, ...]
    degrees: tuple[int, ...]
    deck_seed: int
    deck_sizes: tuple[int, ...]
    drawn: tuple[int, ...]
    tally: Tally
    turn: Seat = 0
    opinion_player: Seat = 0
    reader: Seat | None = None
    spin: str | None = None
    special: str | None = None
    category: str | None = None
    card: str | None = None
    order: tuple[int, ...] = PRINTED_ORDER
    other: Seat | None = None
    forecaster: Seat | None = None
    wager_players: tuple[Seat, ...] = ()
    response: str | None = None
    sealed: tuple[Prediction | None, ...] = ()
    start_contenders: tuple[Seat, ...] = ()
    start_spins: tuple[StartSpin, ...] = ()
    start_round: int = 1
    playoff: tuple[Seat, ...] = ()
    last_reveal: Reveal | None = None
    winner: Seat | None = None


# --- what a seat sees ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CardView:
    """The card being read, its responses in the order dealt for this reading. Texts keep
    `{player}` and `{other}`: the view fills in the opinion player's and `other`'s names with
    `deck.fill_names`. `responses[i]` is shown as letter i and `traits[i]` tags it (for the
    computer players); `order[i]` is its number on the printed card (0–3)."""

    id: str
    category: str
    issue: str
    responses: tuple[str, ...]
    traits: tuple[str, ...]
    order: tuple[int, ...] = PRINTED_ORDER
    other: Seat | None = None


@dataclass(frozen=True, slots=True)
class View:
    """What `seat` may see (None = the public table): all public facts and its own secret.

    `locked_in[s]` says whether seat s has sealed its choice this turn (the opinion player's
    answer included), never what it is. `my_response` / `my_prediction` are the viewer's own
    sealed choice. `spin` is the segment id of the last spin (start-of-game or turn).
    `last_reveal` is the latest turn's result; `tally` the public counts of the game so far.
    """

    seat: Seat | None
    phase: Phase
    players: int
    degree: str
    credits: tuple[int, ...]
    year_levels: tuple[int, ...]
    degrees: tuple[int, ...]
    turn: Seat
    opinion_player: Seat
    reader: Seat | None
    wager_players: tuple[Seat, ...]
    forecaster: Seat | None
    spin: str | None
    special: str | None
    category: str | None
    card: CardView | None
    locked_in: tuple[bool, ...]
    my_response: str | None
    my_prediction: Prediction | None
    start_contenders: tuple[Seat, ...]
    start_spins: tuple[StartSpin, ...]
    playoff: tuple[Seat, ...]
    last_reveal: Reveal | None
    tally: Tally
    winner: Seat | None
    revealed_card: CardView | None = None     # the card of `last_reveal`, as it was shown
    open_categories: tuple[str, ...] = ()     # categories that still have cards to deal


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return (*values[:index], value, *values[index + 1:])
