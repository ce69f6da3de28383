"""Therapy's values: options, actions, couches, sessions, the state and a seat's view.

Everything is a frozen dataclass of tuples and texts, so a state survives a JSON round trip
and `seed + action log` rebuilds it. Cards are named by id; the rules hold their texts.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from psychboard.core.protocol import Options, Seat, Termination
from psychboard.core.rng import Rng
from psychboard.games.therapy.deck import STAGES

THERAPY_DECK = "therapy"
CRISIS_DECK = "crisis"
DECKS: tuple[str, ...] = (THERAPY_DECK, CRISIS_DECK, *STAGES)
"""Every deck in the state's `decks` tuple, in this order; the Insight decks by Stage."""

PSYCHOSIS = "psychosis"
MAX_ROUNDS = 100
"""A backstop no real table reaches: after this many rounds the most pegs win."""

# What a couch is doing between turns.
FREE = "free"
IN_THERAPY = "therapy"          # waits in an office for another session with `therapist`
IN_GROUP = "group"              # waits for another session of group therapy
IN_PSYCHOSIS = "psychosis"      # rolls one die next turn and goes to therapy
SKIPPING = "skipping"           # misses the next turn (a Crisis card)

class Phase(enum.Enum):
    """What the state waits for."""

    ROLL = "roll"                   # the seat rolls (two dice, one from Psychosis)
    SESSION = "session"             # sealed answers: the patient's and the prediction
    INSIGHT = "insight"             # the patient answers an Insight card, checked openly
    CHANCE = "chance"               # on Insight Chance: answer or pass
    TAKE_PEG = "take_peg"           # a seat chooses a Mastery peg it lacks
    FORFEIT = "forfeit"             # a seat chooses a peg to give up
    GIVE = "give"                   # a cured group patient names the therapist who takes a peg
    SWAP = "swap"                   # a Crisis card: choose a couch to swap places with
    OVER = "over"


ROLL, SESSION, INSIGHT, CHANCE = Phase.ROLL, Phase.SESSION, Phase.INSIGHT, Phase.CHANCE
TAKE_PEG, FORFEIT, GIVE, SWAP, OVER = (Phase.TAKE_PEG, Phase.FORFEIT, Phase.GIVE, Phase.SWAP,
                                       Phase.OVER)


class Ending(Termination):
    """Why a game of Therapy ended."""

    FINISH_REACHED = "reached FINISH with a full couch"
    LAST_ROUND = f"most Mastery pegs after {MAX_ROUNDS} rounds"


@dataclass(frozen=True, slots=True)
class TherapyOptions(Options):
    players: int = field(default=4, metadata={
        "label": "Players", "choices": {n: str(n) for n in range(3, 7)}})
    shorter: bool = field(default=False, metadata={
        "label": "Shorter game",
        "help": "Any five Mastery pegs are enough to head for FINISH.",
        "choices": {False: "All six pegs (the rulebook)", True: "Any five pegs"}})
    keep_pegs: bool = field(default=False, metadata={
        "label": "No peg is ever lost",
        "help": "Psychosis and Crisis cards never take a Mastery peg away.",
        "choices": {False: "Pegs can be lost (the rulebook)", True: "No peg is ever lost"}})


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the dice (one die from Psychosis) and move."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Answer:
    """A therapy answer or prediction (a rating 1–10, a seat, or option 0/1), or the index
    of an Insight card's option."""

    value: int

    def __str__(self) -> str:
        return f"answer {self.value}"


@dataclass(frozen=True, slots=True)
class Chance:
    """On Insight Chance: take the question (`take`) or pass."""

    take: bool

    def __str__(self) -> str:
        return "take the chance" if self.take else "pass"


@dataclass(frozen=True, slots=True)
class TakePeg:
    stage: str

    def __str__(self) -> str:
        return f"take the {self.stage} peg"


@dataclass(frozen=True, slots=True)
class Forfeit:
    stage: str

    def __str__(self) -> str:
        return f"forfeit the {self.stage} peg"


@dataclass(frozen=True, slots=True)
class Give:
    """A cured group patient names the therapist who takes a peg."""

    seat: int

    def __str__(self) -> str:
        return f"give the peg to seat {self.seat}"


@dataclass(frozen=True, slots=True)
class Swap:
    seat: int

    def __str__(self) -> str:
        return f"swap with seat {self.seat}"


Action = Roll | Answer | Chance | TakePeg | Forfeit | Give | Swap
ACTION_TYPES: tuple[type, ...] = (Roll, Answer, Chance, TakePeg, Forfeit, Give, Swap)


@dataclass(frozen=True, slots=True)
class Couch:
    """One seat's couch: its office, where it stands, its pegs (board order) and status."""

    office: str
    at: str
    pegs: tuple[str, ...] = ()
    status: str = FREE
    therapist: int | None = None


@dataclass(frozen=True, slots=True)
class Session:
    """A therapy card in play. `predictor` is the therapist, or for group therapy the
    player who enters the group's agreed answer: the first of the group clockwise until one
    of them writes it (any of `group`, all the therapists, may; the controller lets a person
    do it when the group has one)."""

    patient: Seat
    predictor: Seat
    group: tuple[Seat, ...]
    card: str
    answer: int | None = None       # sealed
    prediction: int | None = None   # sealed


@dataclass(frozen=True, slots=True)
class Reveal:
    """A finished session, public: what a computer therapist learns from."""

    patient: Seat
    predictor: Seat
    group: bool
    card: str
    answer: int
    prediction: int
    match: bool


@dataclass(frozen=True, slots=True)
class State:
    rng: Rng
    players: int
    shorter: bool
    keep_pegs: bool
    couches: tuple[Couch, ...]
    order: tuple[Seat, ...]               # turn order, the highest opening roll first
    opening: tuple[int, ...]              # each seat's last opening roll
    decks: tuple[tuple[str, ...], ...]    # cards still to draw, per DECKS; hidden order
    turn: int = 0                         # index into `order`
    round: int = 1
    phase: Phase = Phase.ROLL
    actor: Seat = 0                       # who acts in every phase but SESSION
    session: Session | None = None
    insight_card: str = ""                # the Insight card in play (INSIGHT, CHANCE)
    insight_stage: str = ""
    risky: bool = False                   # a wrong answer means Psychosis
    after_peg: Phase | None = None        # ROLL (a cured patient rolls) or None (turn ends)
    dice: tuple[int, ...] = ()
    reveals: tuple[Reveal, ...] = ()
    checked: int = 0                      # Insight answers checked: each is a reveal
    right: int = 0                        # of which right
    winners: tuple[Seat, ...] = ()
    ending: Ending | None = None

    @property
    def current(self) -> Seat:
        return self.order[self.turn]


@dataclass(frozen=True, slots=True)
class View:
    """What one seat (None: the table) may see: all but the deck orders and the other
    seats' sealed answers, which show only as `locked_in`."""

    seat: Seat | None
    players: int
    shorter: bool
    keep_pegs: bool
    couches: tuple[Couch, ...]
    order: tuple[Seat, ...]
    opening: tuple[int, ...]
    cards_left: tuple[int, ...]           # per DECKS
    drawn: tuple[tuple[str, ...], ...]    # per DECKS, sorted: seen since the last shuffle
    current: Seat
    round: int
    phase: Phase
    actor: Seat
    session: Session | None               # answers stripped but the viewer's own
    locked_in: tuple[bool, bool]          # the patient's answer, the prediction
    insight_card: str
    insight_stage: str
    risky: bool
    after_peg: Phase | None
    dice: tuple[int, ...]
    reveals: tuple[Reveal, ...]
    winners: tuple[Seat, ...]
    ending: Ending | None
    # What the computers of a group say aloud while a person writes the group's prediction,
    # as (seat, answer): the controller adds it (the rules know no computers).
    advice: tuple[tuple[Seat, int], ...] = ()


def pegs_needed(shorter: bool) -> int:
    return 5 if shorter else len(STAGES)
