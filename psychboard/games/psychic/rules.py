"""Psychic Solitaire: the rules as pure, immutable data (no Qt).

Implements the rulebook's SETUP, PLAY (phases 1–4), HOW TO WIN AND SCORING and the optional
CHEATING rule, which we call foretelling. One player passes once through a shuffled 52-card
deck whose bottom card is the face-up joker. Each turn has two steps, the rulebook's
"announce, then flip":

1. a guess for the current phase — `GuessColour`, `GuessSuit`, `GuessKind` or `GuessCard` —
   is recorded in the state as `announced`; nothing about the card is known yet, so this step
   can be undone;
2. `Flip` reveals the top card and moves it and its bonus (face down) or penalty (face up)
   cards to the bottom. This is the commit point: `commits` is True only for a flip.

A right guess advances the phase and a wrong one returns to phase 1; a phase-4 flip sends every
remaining card through and ends the game. The joker ends the game the moment it reaches the
top, even in the middle of a count. The score is the number of face-down cards (never more
than 48), and `band(score)` names the psychic rank.

API for the controller and scene:

- `observe(state, 0)` -> `View`: phase, announced guess, counts, score and `band`, the last
  move as a `PublicMove` (flipped card, face-up cards, face-down count), with foretelling the
  whole `history`, and `seen` (the face-up cards the player may review). Never the deck order.
- `legal_actions` lists the phase's guesses in the order of `GUESSES[phase]` (colours red then
  black; suits clubs, diamonds, hearts, spades; kinds Ace to King; cards suit by suit), or
  just `FLIP` once a guess is announced.
- `State.moves` records every flip (`Move`, face-down cards included) for animation;
  `State.passed` is the passed pile in order with each card's face; `State.deck` is the hand,
  top first, ending with the joker.
- `band(score)` and `BANDS` name the ranks; `PERFECT_SCORE` is 48.
- `PsychicRules.new_game_from_deck(options, cards)` starts from a chosen order (tests, demo).
- Odds, hints and computer players are in `psychboard.games.psychic.ai`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from psychboard.core.cards import JOKER, RANK_NAMES, Card, Colour, Suit, standard_deck
from psychboard.core.errors import IllegalAction
from psychboard.core.events import Ended, Played, Said, listening, tell
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat, Termination
from psychboard.core.rng import Rng
from psychboard.core.state import evolve

PERFECT_SCORE = 48
"""52 cards less the four face-up cards that any game reaching phase 4 must show."""

PLAYER: Seat = 0


class Phase(enum.Enum):
    """The four phases of psychic concentration, climbed in order; the value is its number."""

    COLOUR = 1
    SUIT = 2
    KIND = 3
    CARD = 4

    @property
    def number(self) -> int:
        return int(self.value)

    @property
    def title(self) -> str:
        return _PHASE_TITLES[self]

    @property
    def bonus(self) -> int | None:
        """Cards that follow the flipped one (face down if right, face up if wrong); None = all."""
        return _BONUS[self]


class Ending(Termination):
    """Why a reading ended: the one way, the deck down to its last card."""

    DECK_RAN_OUT = "{0} cards face down: {1}"  # the score and its band


_PHASE_TITLES = {Phase.COLOUR: "Colour", Phase.SUIT: "Suit", Phase.KIND: "Kind",
                 Phase.CARD: "Kind and suit"}
_BONUS: dict[Phase, int | None] = {Phase.COLOUR: 1, Phase.SUIT: 3, Phase.KIND: 5,
                                   Phase.CARD: None}


# ---------------------------------------------------------------------------------------------
# Actions


def _rank_name(rank: int) -> str:
    # An out-of-range kind can arrive from a hand-edited save; it must still print in the error.
    return RANK_NAMES[rank] if 1 <= rank <= 13 else f"kind {rank}"


@dataclass(frozen=True, slots=True)
class GuessColour:
    """Phase 1: announce red or black."""

    colour: Colour
    phase: ClassVar[Phase] = Phase.COLOUR

    def matches(self, card: Card) -> bool:
        return card.colour is self.colour

    def __str__(self) -> str:
        return f"guess {self.colour.value}"


@dataclass(frozen=True, slots=True)
class GuessSuit:
    """Phase 2: announce a suit."""

    suit: Suit
    phase: ClassVar[Phase] = Phase.SUIT

    def matches(self, card: Card) -> bool:
        return card.suit is self.suit

    def __str__(self) -> str:
        return f"guess {self.suit.title}"


@dataclass(frozen=True, slots=True)
class GuessKind:
    """Phase 3: announce a kind (rank 1 = Ace … 13 = King)."""

    rank: int
    phase: ClassVar[Phase] = Phase.KIND

    def matches(self, card: Card) -> bool:
        return card.rank == self.rank

    def __str__(self) -> str:
        return f"guess {_rank_name(self.rank)}"


@dataclass(frozen=True, slots=True)
class GuessCard:
    """Phase 4: announce the exact card, kind and suit."""

    rank: int
    suit: Suit
    phase: ClassVar[Phase] = Phase.CARD

    def matches(self, card: Card) -> bool:
        return card.rank == self.rank and card.suit is self.suit

    @property
    def card(self) -> Card:
        return Card(self.rank, self.suit)

    def __str__(self) -> str:
        return f"guess {_rank_name(self.rank)} of {self.suit.title}"


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn over the top card after announcing, and move the cards it earns or costs."""

    def __str__(self) -> str:
        return "flip"


Guess = GuessColour | GuessSuit | GuessKind | GuessCard
Action = Guess | Flip
FLIP = Flip()

GUESSES: dict[Phase, tuple[Guess, ...]] = {
    Phase.COLOUR: tuple(GuessColour(c) for c in (Colour.RED, Colour.BLACK)),
    Phase.SUIT: tuple(GuessSuit(s) for s in Suit),
    Phase.KIND: tuple(GuessKind(r) for r in range(1, 14)),
    Phase.CARD: tuple(GuessCard(c.rank, c.suit) for c in standard_deck() if c.suit),
}
"""Every guess allowed in each phase, in a stable order (the UI's buttons, the bots' options)."""

_GUESS_SETS = {phase: frozenset(guesses) for phase, guesses in GUESSES.items()}
# The very objects `legal_actions` hands out, by identity: checking one costs no hashing.
_GUESS_IDS = {phase: frozenset(map(id, guesses)) for phase, guesses in GUESSES.items()}
_ONLY_FLIP: tuple[Action, ...] = (FLIP,)


def guesses_for(phase: Phase) -> tuple[Guess, ...]:
    """The announcements possible in `phase`."""
    return GUESSES[phase]


# ---------------------------------------------------------------------------------------------
# Ranks of psychic


@dataclass(frozen=True, slots=True)
class Band:
    """A psychic rank: the title earned by any score from `low` to `high` inclusive."""

    title: str
    low: int
    high: int
    blurb: str


BANDS: tuple[Band, ...] = (
    Band("Freak of Nature", 0, 1,
         "Missing this often takes a rare gift of its own — the cards avoid you."),
    Band("Sleepy Apprentice", 2, 9, "Your crystal ball is still warming up. Try again!"),
    Band("Even Steven", 10, 10, "Exactly ten: right down the middle of the road."),
    Band("Seer of the Slightly Better than Average", 11, 15,
         "A flicker of foresight — a little better than most."),
    Band("Intermittent Prognosticator", 16, 20, "The visions come and go, but they do come."),
    Band("Mystic Messenger", 21, 25, "The spirits are starting to take your calls."),
    Band("Lucky Duck", 26, 30, "Luck, talent — who can tell? Either way, well played."),
    Band("Smarty-Pants Prophet", 31, 35, "Your predictions are getting hard to argue with."),
    Band("Oracle of Probability", 36, 40, "The odds bend politely in your direction."),
    Band("Divine Uber-Augur", 41, 47, "Almost all-seeing. Almost."),
    Band("Psychic Genius", 48, 48, "A perfect reading: every phase foretold."),
)
"""The bands in ascending order; together they cover 0 to 48 exactly once."""


def band(score: int) -> Band:
    """The band for a score from 0 to 48; anything else is impossible and raises ValueError."""
    for entry in BANDS:
        if entry.low <= score <= entry.high:
            return entry
    raise ValueError(f"no psychic rank for a score of {score} (0 to {PERFECT_SCORE})")


# ---------------------------------------------------------------------------------------------
# Options, state and view


@dataclass(frozen=True, slots=True)
class PsychicOptions(Options):
    """Always one player; `foretelling` is the rulebook's optional rule (see `View.seen`)."""

    players: int = field(default=1, metadata={"label": "Players"})
    foretelling: bool = field(default=False, metadata={
        "label": "Foretelling",
        "help": "Review every card seen face up so far before you guess "
                "(the rulebook's optional 'cheating' rule).",
        "choices": {False: "Off", True: "On"},
    })


@dataclass(frozen=True, slots=True)
class Move:
    """One flip: what was announced, the card it turned up and the cards that went by.

    In the passed pile the flipped card (face up) comes first, then `face_down` (bonus cards
    after a right guess) or `face_up` (penalty cards after a wrong one); the other is empty.
    `ended` is True when the joker reached the top during this move.
    """

    phase: Phase
    guess: Guess
    card: Card
    right: bool
    face_down: tuple[Card, ...]
    face_up: tuple[Card, ...]
    ended: bool

    @property
    def cut_short(self) -> bool:
        """The joker came up before the full bonus or penalty count was moved."""
        return self.public().cut_short

    def public(self) -> PublicMove:
        return PublicMove(self.phase, self.guess, self.card, self.right, self.face_up,
                          len(self.face_down), self.ended)


@dataclass(frozen=True, slots=True)
class PublicMove:
    """A move as anyone sees it: face-down cards only as a count."""

    phase: Phase
    guess: Guess
    card: Card
    right: bool
    face_up: tuple[Card, ...]
    face_down: int
    ended: bool

    @property
    def cut_short(self) -> bool:
        """The joker came up before the full bonus or penalty count was moved."""
        wanted = self.phase.bonus
        return wanted is not None and len(self.face_up) + self.face_down < wanted

    @property
    def seen(self) -> tuple[Card, ...]:
        """The cards this move showed face up: the flipped card, then any penalty cards."""
        return (self.card, *self.face_up)


@dataclass(frozen=True, slots=True)
class Placed:
    """A card in the passed pile with its face."""

    card: Card
    face_up: bool


@dataclass(frozen=True, slots=True)
class State:
    """The whole game.

    `deck` is the hand, top card first; its last card is always the face-up joker. The passed
    pile (under the joker) is rebuilt from `moves`, so no card can be lost or doubled: `deck`
    plus `passed` is always the 52 cards and the joker. The game is over when the joker is on
    top; `phase` then keeps the phase of the final guess.
    """

    rng: Rng
    foretelling: bool
    deck: tuple[Card, ...]
    phase: Phase = Phase.COLOUR
    announced: Guess | None = None
    moves: tuple[Move, ...] = ()

    @property
    def over(self) -> bool:
        return len(self.deck) == 1

    @property
    def remaining(self) -> int:
        """Cards still above the joker."""
        return len(self.deck) - 1

    @property
    def score(self) -> int:
        """The number of face-down cards."""
        return sum(len(m.face_down) for m in self.moves)

    @property
    def face_up_count(self) -> int:
        """Face-up cards in the passed pile (the joker is not counted)."""
        return sum(1 + len(m.face_up) for m in self.moves)

    @property
    def passed(self) -> tuple[Placed, ...]:
        """Every card moved to the bottom, in the order it went, with its face."""
        pile: list[Placed] = []
        for m in self.moves:
            pile.append(Placed(m.card, True))
            pile.extend(Placed(c, False) for c in m.face_down)
            pile.extend(Placed(c, True) for c in m.face_up)
        return tuple(pile)


@dataclass(frozen=True, slots=True)
class View:
    """What the player (and the table — it is the same) may see. Never the order of the deck.

    `score` equals `face_down`. `history` is every move when foretelling is on and empty when
    it is off; `last` is always the latest move. `seen` is the face-up cards the player may
    consult: all of them with foretelling, only the last move's without.
    """

    phase: Phase
    announced: Guess | None
    foretelling: bool
    over: bool
    face_down: int
    face_up: int
    remaining: int
    score: int
    band: Band
    last: PublicMove | None
    history: tuple[PublicMove, ...]

    @property
    def seen(self) -> tuple[Card, ...]:
        moves = self.history if self.foretelling else (self.last,) if self.last else ()
        return tuple(card for m in moves for card in m.seen)


# ---------------------------------------------------------------------------------------------
# Rules


class PsychicRules(RulesBase[State, Action]):
    game_id: ClassVar[str] = "psychic"
    options_type: ClassVar[type[Options]] = PsychicOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = (GuessColour, GuessSuit, GuessKind, GuessCard,
                                                 Flip)
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1

    def new_game(self, options: PsychicOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        cards, rng = Rng.from_seed(seed).shuffled(_DECK)
        return State(rng, options.foretelling, (*cards, JOKER))

    def new_game_from_deck(self, options: PsychicOptions, cards: Sequence[Card],
                           seed: int = 0) -> State:
        """A game whose deck is `cards` (the 52 cards, top first); the joker goes under them."""
        self.check_players(options, self.min_players, self.max_players)
        if len(cards) != len(_DECK) or set(cards) != _DECK_SET:
            raise ValueError("a stacked deck must hold each of the 52 cards exactly once")
        return State(Rng.from_seed(seed), options.foretelling, (*cards, JOKER))

    def to_act(self, state: State) -> frozenset[Seat]:
        return frozenset() if len(state.deck) == 1 else _PLAYER_ONLY

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        if seat != PLAYER or len(state.deck) == 1:
            return ()
        if state.announced is not None:
            return _ONLY_FLIP
        return GUESSES[state.phase]

    def apply(self, state: State, seat: Seat, action: Action) -> State:
        if seat != PLAYER:
            raise IllegalAction(f"seat {seat} is not playing this solitaire")
        if len(state.deck) == 1:
            raise IllegalAction("the joker is on top: the game is over")
        if state.announced is None:
            if id(action) not in _GUESS_IDS[state.phase] and \
                    action not in _GUESS_SETS[state.phase]:
                raise IllegalAction(
                    f"cannot {action} now: announce a guess of {state.phase.title.lower()}")
            if listening():  # "Sam guesses red"
                tell(Said(seats=(seat,), words=f"{{0}} {action}".replace(" guess ", " guesses ")))
            return evolve(state, announced=action)
        if action is not FLIP and action != FLIP:
            raise IllegalAction(f"cannot {action}: {state.announced} is announced, now flip")
        return _flip(state, state.announced)

    def observe(self, state: State, seat: Seat | None) -> View:
        moves = state.moves
        last = moves[-1].public() if moves else None
        history = tuple(m.public() for m in moves) if state.foretelling else ()
        score = state.score
        return View(state.phase, state.announced, state.foretelling, state.over, score,
                    state.face_up_count, state.remaining, score, band(score), last, history)

    def outcome(self, state: State) -> Outcome | None:
        if len(state.deck) != 1:
            return None
        score = state.score
        return Outcome((PLAYER,), (score,), Ending.DECK_RAN_OUT, (score, band(score).title))

    def commits(self, before: State, after: State) -> bool:
        """Only a flip reveals anything; an announcement can be taken back."""
        return len(before.moves) != len(after.moves)


_PLAYER_ONLY = frozenset({PLAYER})
_DECK = standard_deck()
_DECK_SET = frozenset(_DECK)
_NEXT = {Phase.COLOUR: Phase.SUIT, Phase.SUIT: Phase.KIND, Phase.KIND: Phase.CARD}


def _flip(state: State, guess: Guess) -> State:
    """Reveal the top card, move it and its bonus or penalty cards, stopping at the joker."""
    deck = state.deck
    card = deck[0]
    phase = state.phase
    right = guess.matches(card)
    above_joker = len(deck) - 2
    wanted = _BONUS[phase]
    count = above_joker if wanted is None or wanted > above_joker else wanted
    moved = deck[1:1 + count]
    rest = deck[1 + count:]
    ended = len(rest) == 1
    if right:
        move = Move(phase, guess, card, True, moved, (), ended)
    else:
        move = Move(phase, guess, card, False, (), moved, ended)
    # A finished game keeps the phase of its final guess; otherwise climb or start over.
    if not ended:
        phase = _NEXT[phase] if right else Phase.COLOUR
    state = evolve(state, deck=rest, phase=phase, announced=None, moves=(*state.moves, move))
    if listening():  # "Sam flips the Queen of Hearts: right, 1 more face down"
        side = "face down" if right else "face up"
        tell(Played(seats=(PLAYER,), card=card, words=f"{{0}} flips the {card.name}: "
                    f"{'right' if right else 'wrong'}, {len(moved)} more {side}"))
        if ended:
            tell(Ended(seats=(PLAYER,), winners=(PLAYER,),
                       words=f"The joker is up: {{0}} ends with {state.score} face down"))
    return state
