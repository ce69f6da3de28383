"""Psychological Jujitsu (Goofspiel): the pure rules, no Qt.

Rulebook sections: "The Deal" (a shuffled prize suit, every player holds ace to king),
"Bidding" (sealed simultaneous bids, the highest takes the prize, the tie rule and its
variant) and "Post-Bid & Scoring" (13 rounds, hand scores added to a running total).
The open details (tie-break, hand limit, decks, what everyone sees) are decided in
assets/rules/jujitsu.md, section "Decisions on open details"; the card-count option is our
variant there, "the short game".

API for the controller and the scene:

- `JujitsuRules().new_game(JujitsuOptions(players=3), seed)` deals the first hand.
- Every seat still playing the hand is in `to_act` until it seals a `Bid(rank)`; the last
  bid of a round resolves it (`commits` is then True) and, after the last round, scores the hand
  and deals the next one from the state's generator.
- `observe(state, seat)` returns a `View`: everything public (every revealed bid, the face-up
  prize, the cards each player still holds, prizes won, hand scores, totals, who has locked
  in) plus that seat's own sealed bid. `observe(state, None)` is the table.
- `View.last` is the most recent `RoundResult` (prize, every bid, winner or discard and why),
  kept across the deal of a new hand so the scene can animate the reveal.
- Hands and prizes are ranks 1..cards (13, Ace to King, unless the short-game option
  deals fewer); `hand_cards`, `prize_card`, `seat_suit` turn them into `Card`s for drawing.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from psychboard.core.cards import RANK_NAMES, Card, Suit
from psychboard.core.errors import IllegalAction
from psychboard.core.events import Ended, Revealed, Scored, Sealed, listening, names_list, tell
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat, Termination
from psychboard.core.rng import Rng
from psychboard.core.state import builder, evolver

ROUNDS = 13                                   # a full suit; the short game deals fewer
RANKS: tuple[int, ...] = tuple(range(1, ROUNDS + 1))
POINTS_PER_HAND = sum(RANKS)
MIN_CARDS = 5
DISCARD = "discard"
NEXT_HIGHEST = "next_highest"
PRIZE_SUIT = Suit.DIAMONDS
# The prize suit comes from the first deck; players take the other three suits of each deck.
_PLAYER_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS)


@dataclass(frozen=True, slots=True)
class JujitsuOptions(Options):
    players: int = field(default=2, metadata={
        "label": "Players", "choices": {n: str(n) for n in range(2, 7)}})
    tie_rule: str = field(default=DISCARD, metadata={
        "label": "Tie at the top",
        "help": "What happens to the prize when the highest bids are equal.",
        "choices": {DISCARD: "Discard the prize and every bid",
                    NEXT_HIGHEST: "Discard the tied cards; next highest bid wins"}})
    target: int = field(default=0, metadata={
        "label": "Game length",
        "help": "Play one hand, or deal hands until someone's total reaches the target.",
        "choices": {0: "One hand", 100: "First to 100", 150: "First to 150",
                    200: "First to 200"}})
    cards: int = field(default=ROUNDS, metadata={
        "label": "Cards a side",
        "help": "A short game deals every suit from the Ace up to this card only.",
        "choices": {n: f"{n} (Ace to {RANK_NAMES[n]})"
                    for n in range(ROUNDS, MIN_CARDS - 1, -1)}})


@dataclass(frozen=True, slots=True)
class Bid:
    """Seal the card of this rank (1 = ace … 13 = king) as this round's bid."""

    rank: int

    def __str__(self) -> str:
        name = RANK_NAMES[self.rank] if self.rank in RANKS else "no card"
        return f"bid {name} ({self.rank})"


class Ending(Termination):
    """Why a game of Jujitsu ended."""

    ONE_HAND = "highest score after one hand"
    ONE_HAND_SHARED = "tied for the highest score after one hand: a shared win"
    TIEBREAK_WON = "won the tie-break hand"
    TIEBREAK_SHARED = "still tied after the tie-break hand: a shared win"
    TARGET_REACHED = "first to reach {0}"                       # the target
    HAND_LIMIT = "highest total when the {0}-hand limit was reached"  # the hands played


class Resolution(enum.Enum):
    WON = "won"                          # one bid was highest
    WON_AFTER_TIE = "won_after_tie"      # next-highest variant: tied cards out, next bid won
    TIE_DISCARDED = "tie_discarded"      # a tie at the top discarded the prize
    ALL_TIED = "all_tied"                # next-highest variant: every bid was tied away


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One resolved round, as the scene animates it. `bids[seat]` is None for a seat sitting
    out a tie-break hand. `tied` are the tied ranks that decided the round: the top rank for
    a discard, the tied ranks above the winning bid in the variant, every tied rank when all
    bids tied away. Every bid card is spent whatever happens."""

    hand: int
    round: int
    prize: int
    bids: tuple[int | None, ...]
    winner: Seat | None
    resolution: Resolution
    tied: tuple[int, ...] = ()

    @property
    def prize_card(self) -> Card:
        return prize_card(self.prize)

    def describe(self, names: Sequence[str]) -> str:
        """A log line naming the players, e.g. "Sam takes the 9 with a Queen"."""
        label = prize_card(self.prize).label
        shown = ", ".join(f"{names[s]} {RANK_NAMES[b]}" for s, b in enumerate(self.bids)
                          if b is not None)
        if self.winner is not None:
            won_with = RANK_NAMES[self.bids[self.winner] or 0]
            article = "an" if won_with[0] in "AE" else "a"
            extra = " after the tied cards were set aside" if self.tied else ""
            taker = names[self.winner]
            return f"{shown}: {taker} takes the {label} with {article} {won_with}{extra}"
        return f"{shown}: a tie, the {label} is discarded"


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished hand: the prizes in the order they came up, each round's bids (per seat,
    None when sitting out), who took each prize and the points each seat scored."""

    prizes: tuple[int, ...]
    bids: tuple[tuple[int | None, ...], ...]
    winners: tuple[int | None, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    rng: Rng
    players: int
    tie_rule: str
    target: int
    cards: int = ROUNDS                        # ranks 1..cards in every suit
    hand: int = 1
    round: int = 1
    prize_order: tuple[int, ...] = ()          # this hand's shuffled prizes; hidden order
    hands: tuple[tuple[int, ...], ...] = ()    # ranks still held, per seat
    sealed: tuple[int | None, ...] = ()
    rounds: tuple[RoundResult, ...] = ()       # this hand's resolved rounds
    totals: tuple[int, ...] = ()               # finished hands only
    past_hands: tuple[HandRecord, ...] = ()
    playing: tuple[Seat, ...] = ()             # all seats, or the tied leaders in a tie-break
    tiebreak: bool = False
    last: RoundResult | None = None
    winners: tuple[Seat, ...] | None = None    # set when the game is over
    ending: Ending | None = None


@dataclass(frozen=True, slots=True)
class View:
    """What one seat (or the table, seat None) may see. Everything but `my_bid` is public."""

    seat: Seat | None
    players: int
    tie_rule: str
    target: int
    cards: int                         # every suit runs 1..cards; a hand is that many rounds
    hand_limit: int
    hand: int
    round: int
    prize: int | None                  # the face-up prize; None once the game is over
    prizes_to_come: tuple[int, ...]    # the rest of this hand's prizes, sorted (order hidden)
    hands_left: tuple[tuple[int, ...], ...]
    locked_in: tuple[bool, ...]
    my_bid: int | None
    rounds: tuple[RoundResult, ...]
    hand_points: tuple[int, ...]
    totals: tuple[int, ...]
    past_hands: tuple[HandRecord, ...]
    playing: tuple[Seat, ...]
    tiebreak: bool
    last: RoundResult | None
    winners: tuple[Seat, ...] | None

    @property
    def hand_number(self) -> int:
        return self.hand

    @property
    def round_number(self) -> int:
        return self.round

    @property
    def running_totals(self) -> tuple[int, ...]:
        """Finished hands plus the prizes won so far in this hand. Once the game is over its
        last hand stays on the table but is already in the totals: it is not added twice."""
        if self.winners is not None:
            return self.totals
        return tuple(t + p for t, p in zip(self.totals, self.hand_points, strict=True))

    def cards_left(self, seat: Seat) -> int:
        return len(self.hands_left[seat])

    def prizes_won(self, seat: Seat) -> tuple[int, ...]:
        """The prize ranks this seat has taken in the current hand, in the order taken."""
        return tuple(r.prize for r in self.rounds if r.winner == seat)

    def discarded(self) -> tuple[int, ...]:
        """This hand's prizes lost to ties."""
        return tuple(r.prize for r in self.rounds if r.winner is None)


def prize_card(rank: int) -> Card:
    return Card(rank, PRIZE_SUIT)


def seat_suit(seat: Seat) -> Suit:
    """The suit a seat plays with. Seats 0-2 use the first deck, seats 3-5 a second one."""
    return _PLAYER_SUITS[seat % len(_PLAYER_SUITS)]


def seat_deck(seat: Seat) -> int:
    """Which physical deck (0 or 1) a seat's suit comes from, for display only."""
    return seat // len(_PLAYER_SUITS)


def decks_needed(players: int) -> int:
    return 1 + (players - 1) // len(_PLAYER_SUITS)


def hand_cards(ranks: Sequence[int], seat: Seat) -> tuple[Card, ...]:
    suit = seat_suit(seat)
    return tuple(Card(r, suit) for r in ranks)


def ranks(cards: int) -> tuple[int, ...]:
    """The ranks of one suit in a game of `cards` cards a side: Ace up to that card."""
    return RANKS[:cards]


def points_per_hand(cards: int) -> int:
    return cards * (cards + 1) // 2


def hand_limit(target: int, players: int, cards: int = ROUNDS) -> int:
    """The most hands a target game lasts: twice what an even share of the points needs.
    Only a table that keeps tying (and so discarding prizes) gets near it."""
    if target == 0:
        return 1
    return max(3, math.ceil(2 * target * players / points_per_hand(cards)))


def resolve(bids: Sequence[int | None], tie_rule: str
            ) -> tuple[Seat | None, Resolution, tuple[int, ...]]:
    """Who takes the prize: (winner or None, why, the tied ranks that were discarded)."""
    live = [b for b in bids if b is not None]
    top = max(live)
    if live.count(top) == 1:
        return bids.index(top), Resolution.WON, ()
    counts: dict[int, int] = {}
    for b in bids:
        if b is not None:
            counts[b] = counts.get(b, 0) + 1
    if tie_rule == DISCARD:
        return None, Resolution.TIE_DISCARDED, (top,)
    tied = tuple(sorted((r for r, n in counts.items() if n > 1), reverse=True))
    single = [r for r, n in counts.items() if n == 1]
    if not single:
        return None, Resolution.ALL_TIED, tied
    best = max(single)
    return bids.index(best), Resolution.WON_AFTER_TIE, tuple(r for r in tied if r > best)


_BIDS = {r: Bid(r) for r in RANKS}
_evolve = evolver(State)
_with_sealed = evolver(State, "sealed")
_after_round = evolver(State, "hands", "sealed", "rounds", "last", "round")
_round_result = builder(RoundResult)
# Hot-path caches: the bids a hand allows and the seats a round waits for, built once each.
_LEGAL: dict[tuple[int, ...], tuple[Bid, ...]] = {}
_WAITING: dict[tuple[tuple[Seat, ...], tuple[int | None, ...]], frozenset[Seat]] = {}


def _bids_for(hand: tuple[int, ...]) -> tuple[Bid, ...]:
    bids = _LEGAL.get(hand)
    if bids is None:
        if len(_LEGAL) > 20_000:
            _LEGAL.clear()
        bids = _LEGAL[hand] = tuple(_BIDS.get(r) or Bid(r) for r in hand)
    return bids


class JujitsuRules(RulesBase[State, Bid]):
    game_id: ClassVar[str] = "jujitsu"
    options_type: ClassVar[type[Options]] = JujitsuOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = (Bid,)
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6

    def new_game(self, options: JujitsuOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        if options.tie_rule not in (DISCARD, NEXT_HIGHEST):
            raise IllegalAction(f"unknown tie rule {options.tie_rule!r}")
        if options.target < 0:
            raise IllegalAction("the target cannot be negative")
        if not MIN_CARDS <= options.cards <= ROUNDS:
            raise IllegalAction(f"a hand is {MIN_CARDS} to {ROUNDS} cards, not {options.cards}")
        n = options.players
        state = State(Rng.from_seed(seed), n, options.tie_rule, options.target, options.cards,
                      totals=(0,) * n, hand=0)
        return _deal(state, tuple(range(n)), tiebreak=False)

    def to_act(self, state: State) -> frozenset[Seat]:
        if state.winners is not None:
            return frozenset()
        key = (state.playing, state.sealed)
        seats = _WAITING.get(key)
        if seats is None:
            if len(_WAITING) > 20_000:
                _WAITING.clear()
            seats = _WAITING[key] = frozenset(s for s in state.playing if state.sealed[s] is None)
        return seats

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Bid]:
        if state.winners is not None or seat not in state.playing or state.sealed[seat] is not None:
            return []
        return _bids_for(state.hands[seat])

    def apply(self, state: State, seat: Seat, action: Bid) -> State:
        if state.winners is not None:
            raise IllegalAction("the game is over")
        if seat not in state.playing:
            raise IllegalAction(f"seat {seat} is not playing this hand")
        if state.sealed[seat] is not None:
            raise IllegalAction(f"seat {seat} has already sealed a bid this round")
        if not isinstance(action, Bid) or action.rank not in state.hands[seat]:
            raise IllegalAction(f"seat {seat} cannot {action}: that card is not in hand")
        sealed = state.sealed[:seat] + (action.rank,) + state.sealed[seat + 1:]
        waiting = sum(1 for s in state.playing if sealed[s] is None)
        if listening():  # a sealed bid names only the bidder
            still = f" ({waiting} still to bid)" if waiting else ""
            prize = prize_card(state.prize_order[state.round - 1]).label
            tell(Sealed(seats=(seat,), waiting=waiting,
                        words=f"{{0}} locks in a bid for the {prize}{still}"))
        if waiting:
            return _with_sealed(state, sealed)
        return _resolve_round(state, sealed)

    def observe(self, state: State, seat: Seat | None) -> View:
        to_come = state.prize_order[state.round:] if state.winners is None else ()
        return View(
            seat=seat, players=state.players, tie_rule=state.tie_rule, target=state.target,
            cards=state.cards, hand_limit=hand_limit(state.target, state.players, state.cards),
            hand=state.hand,
            round=state.round,
            prize=state.prize_order[state.round - 1] if state.winners is None else None,
            prizes_to_come=tuple(sorted(to_come)), hands_left=state.hands,
            locked_in=tuple(b is not None for b in state.sealed),
            my_bid=state.sealed[seat] if seat is not None else None,
            rounds=state.rounds, hand_points=_hand_points(state), totals=state.totals,
            past_hands=state.past_hands, playing=state.playing, tiebreak=state.tiebreak,
            last=state.last, winners=state.winners)

    def outcome(self, state: State) -> Outcome | None:
        return _outcome(state)

    def commits(self, before: State, after: State) -> bool:
        """A reveal (the round resolved) or a shuffle; sealing a bid alone can be undone."""
        return before.last != after.last or before.rng != after.rng

    def resample(self, view: View, rng: random.Random) -> State:
        """A state the seat of `view` can't tell from the real one: the order of the prizes
        still to come and the other seats' sealed bids of this round redrawn; everything
        else is on the table."""
        to_come = list(view.prizes_to_come)
        rng.shuffle(to_come)
        shown = tuple(r.prize for r in view.rounds)
        prize_order = shown + ((view.prize,) if view.prize is not None else ()) \
            + tuple(to_come)
        sealed = tuple(
            view.my_bid if seat == view.seat
            else rng.choice(view.hands_left[seat]) if view.locked_in[seat]
            else None
            for seat in range(view.players))
        return State(Rng.from_seed(rng.getrandbits(64)), view.players, view.tie_rule,
                     view.target, hand=view.hand, round=view.round, prize_order=prize_order,
                     hands=view.hands_left, sealed=sealed, rounds=view.rounds,
                     totals=view.totals, past_hands=view.past_hands, playing=view.playing,
                     tiebreak=view.tiebreak, last=view.last, winners=view.winners,
                     cards=view.cards)


def _outcome(state: State) -> Outcome | None:
    if state.winners is None or state.ending is None:
        return None
    facts = {Ending.TARGET_REACHED: (state.target,), Ending.HAND_LIMIT: (state.hand,)}
    return Outcome(state.winners, state.totals, state.ending, facts.get(state.ending, ()))


def _revealed(result: RoundResult, players: int) -> Revealed:
    """The reveal's sentence, with seats as {0}, {1}… ("{0} King, {1} Four: {0} takes …")."""
    marks = [f"{{{s}}}" for s in range(players)]
    return Revealed(seats=tuple(range(players)), choices=result.bids,
                    words=result.describe(marks))


def _hand_points(state: State) -> tuple[int, ...]:
    points = [0] * state.players
    for r in state.rounds:
        if r.winner is not None:
            points[r.winner] += r.prize
    return tuple(points)


def _deal(state: State, playing: tuple[Seat, ...], tiebreak: bool) -> State:
    suit = ranks(state.cards)
    order, rng = state.rng.shuffled(suit)
    n = state.players
    return _evolve(state, rng=rng, hand=state.hand + 1, round=1, prize_order=order,
                   hands=(suit,) * n, sealed=(None,) * n, rounds=(), playing=playing,
                   tiebreak=tiebreak)


def _resolve_round(state: State, bids: tuple[int | None, ...]) -> State:
    """Reveal every bid of the round just sealed; the last round ends the hand."""
    winner, why, tied = resolve(bids, state.tie_rule)
    result = _round_result(state.hand, state.round, state.prize_order[state.round - 1], bids,
                           winner, why, tied)
    hands = list(state.hands)
    for seat, bid in enumerate(bids):
        if bid is not None:
            hand = hands[seat]
            at = hand.index(bid)
            hands[seat] = hand[:at] + hand[at + 1:]
    more = state.round < state.cards
    state = _after_round(state, hands=tuple(hands), sealed=(None,) * state.players,
                         rounds=state.rounds + (result,), last=result,
                         round=state.round + 1 if more else state.round)
    if listening():  # the reveal tells every bid and who took what
        tell(_revealed(result, state.players))
    return state if more else _end_hand(state)


def _end_hand(state: State) -> State:
    points = _hand_points(state)
    record = HandRecord(state.prize_order, tuple(r.bids for r in state.rounds),
                        tuple(r.winner for r in state.rounds), points)
    totals = tuple(t + p for t, p in zip(state.totals, points, strict=True))
    state = _evolve(state, totals=totals, past_hands=state.past_hands + (record,))
    marks = ", ".join(f"{{{s}}} {p}" for s, p in enumerate(points))
    tell(Scored(seats=tuple(range(state.players)), deltas=points, totals=totals,
                words=f"Hand {state.hand} scores: {marks}"))
    best = max(totals[s] for s in state.playing)
    leaders = tuple(s for s in state.playing if totals[s] == best)
    if state.target == 0:
        alone = Ending.ONE_HAND if len(leaders) == 1 else Ending.ONE_HAND_SHARED
        return _finish(state, leaders, alone)
    if state.tiebreak:
        alone = Ending.TIEBREAK_WON if len(leaders) == 1 else Ending.TIEBREAK_SHARED
        return _finish(state, leaders, alone)
    over = best >= state.target
    if not over and state.hand < hand_limit(state.target, state.players, state.cards):
        return _deal(state, state.playing, tiebreak=False)
    if len(leaders) > 1:
        return _deal(state, leaders, tiebreak=True)
    return _finish(state, leaders, Ending.TARGET_REACHED if over else Ending.HAND_LIMIT)


def _finish(state: State, winners: tuple[Seat, ...], why: Ending) -> State:
    # The last hand stays on the table (hands, rounds) so the end screen can show it.
    state = _evolve(state, winners=winners, ending=why)
    ended = _outcome(state)
    assert ended is not None
    tell(Ended(seats=winners, winners=winners, words=f"{names_list(winners)}: {ended.reason}"))
    return state
