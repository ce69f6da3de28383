"""Psychologizer's rules engine: every rulebook rule as a pure step from state to state.

Rulebook sections played here: Start of Play (spin until one player alone lands on a white
space), Play (the opinion player spins, a wager player reads, sealed answer and predictions,
one reveal, credits and year-level floors), Special Spinner Spaces, Morality, Bypassing a card,
Object of the Game (degrees, no carry-over) and Breaking a tie (the Magna Cum Laude playoff).
Every decision on a detail the rulebook leaves open is written in assets/rules/psychologizer.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from psychboard.core.errors import IllegalAction, quoted
from psychboard.core.events import Event
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat
from psychboard.core.rng import Rng
from psychboard.core.state import builder, evolver
from psychboard.games.psychologizer.board import Board, Segment, shipped_board
from psychboard.games.psychologizer.deck import (
    TRAITS,
    OpinionCard,
    playable_cards,
)
from psychboard.games.psychologizer.rules.dealing import (
    CATEGORY_IDS,
    Dealer,
    pinned,
    pinned_cards,
)
from psychboard.games.psychologizer.rules.model import (
    ACTION_TYPES,
    FLASH_BONUS,
    LETTERS,
    PLAYOFF_WAGER,
    PRINTED_ORDER,
    WAGERS,
    Action,
    Bypass,
    CardView,
    ChooseCategory,
    Ending,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    Prediction,
    PsychologizerOptions,
    Respond,
    Reveal,
    Spin,
    StartSpin,
    State,
    Tally,
    View,
    put,
)
from psychboard.games.psychologizer.rules.narration import narrate
from psychboard.games.psychologizer.rules.track import Track

_CATEGORY_INDEX = {category: i for i, category in enumerate(CATEGORY_IDS)}

# The actions `legal_actions` hands out are made once: a step builds no action objects.
_SPIN: tuple[Action, ...] = (Spin(),)
_RESPONSES: tuple[Action, ...] = tuple(Respond(letter) for letter in LETTERS)
_RESPONSES_OR_BYPASS: tuple[Action, ...] = (*_RESPONSES, Bypass())
_PLAYOFF_PREDICTIONS: tuple[Action, ...] = tuple(Predict(letter, PLAYOFF_WAGER)
                                                 for letter in LETTERS)
_PREDICTIONS: tuple[Action, ...] = (*(Predict(letter, w) for letter in LETTERS for w in WAGERS),
                                    Pass())
_PREDICTION = {(letter, wager): Prediction(letter, wager)
               for letter in LETTERS for wager in (*WAGERS, PLAYOFF_WAGER)}
_PASSED = Prediction(None, 0)
_evolve = evolver(State)
_with_sealed = evolver(State, "sealed")
_with_response = evolver(State, "response")
# The copies every turn makes, with their fields named once: about half a general copy's cost.
_to_reading = evolver(State, "rng", "phase", "card", "order", "other", "wager_players", "reader",
                      "response", "sealed")
_with_track = evolver(State, "credits", "year_levels", "degrees")
_after_reveal = evolver(State, "credits", "year_levels", "degrees", "drawn", "card", "order",
                        "other", "response", "reader", "sealed", "last_reveal", "tally")
_to_next_turn = evolver(State, "phase", "turn", "opinion_player", "special", "category",
                        "forecaster", "wager_players")
_reveal_record = builder(Reveal)


class PsychologizerRules(RulesBase[State, Action]):
    """The rules over a set of cards and a board (by default the shipped ones, read once)."""

    game_id: ClassVar[str] = "psychologizer"
    options_type: ClassVar[type[Options]] = PsychologizerOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8

    def __init__(self, cards: Iterable[OpinionCard] | None = None, board: Board | None = None
                 ) -> None:
        self.board = board or shipped_board()
        self.dealer = Dealer(playable_cards() if cards is None else cards)
        self.cards = self.dealer.cards
        self.track = Track(self.board)
        self._weights_cache: dict[tuple[int, ...], tuple[tuple[Segment, int], ...]] = {}
        self._totals_cache: dict[tuple[int, ...], int] = {}
        self._asked: tuple[State | None, Seat, tuple[Action, ...]] = (None, -1, ())
        self._seating_cache: dict[tuple[object, ...], tuple[tuple[Seat, ...], Seat]] = {}

    # --- the protocol ------------------------------------------------------------------------

    def new_game(self, options: PsychologizerOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        if options.degree not in self.track.degree_ids:
            raise IllegalAction(f"unknown degree {quoted(options.degree)}")
        deck_seed, rng = Rng.from_seed(seed).next64()
        orders = self.dealer.orders(options.younger_players, deck_seed)
        if not any(orders):
            raise IllegalAction("there are no opinion cards to play with"
                                + (" for younger players" if options.younger_players else ""))
        n = options.players
        return State(rng, n, options.degree, options.younger_players, Phase.START,
                     credits=(0,) * n, year_levels=(0,) * n, degrees=(0,) * n,
                     deck_seed=deck_seed, deck_sizes=tuple(len(o) for o in orders),
                     drawn=(0,) * len(orders), tally=Tally.empty(n, len(TRAITS)),
                     start_contenders=tuple(range(n)))

    def to_act(self, state: State) -> frozenset[Seat]:
        phase = state.phase
        if phase is Phase.OVER:
            return frozenset()
        if phase is Phase.START:
            return _ONE_SEAT[self._next_start_spinner(state)]
        if phase is Phase.CHOOSE:
            sealed = state.sealed
            waiting = [s for s in state.wager_players if sealed[s] is None]
            if state.response is None:
                waiting.append(state.opinion_player)
            return frozenset(waiting)
        return _ONE_SEAT[state.turn]

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        legal = self._legal(state, seat)
        # `apply` usually follows for the same state and seat; the answer (a tuple of frozen
        # actions for a frozen state) is kept for it so legality is not worked out twice.
        self._asked = (state, seat, legal)
        return legal

    def _legal(self, state: State, seat: Seat) -> tuple[Action, ...]:
        phase = state.phase
        if phase is Phase.CHOOSE:  # the busiest phase: answered without building `to_act`
            if seat == state.opinion_player and state.response is None:
                return _RESPONSES_OR_BYPASS if self._may_bypass(state) else _RESPONSES
            if seat not in state.wager_players or state.sealed[seat] is not None:
                return ()
            return _PLAYOFF_PREDICTIONS if state.playoff else _PREDICTIONS
        if seat not in self.to_act(state):
            return ()
        if phase in (Phase.START, Phase.SPIN):
            return _SPIN
        if phase is Phase.CHOOSE_CATEGORY:
            return tuple(ChooseCategory(c) for c in self.open_categories(state))
        if phase is Phase.NAME_FORECASTER:
            return tuple(NameForecaster(s) for s in self._others(state, state.opinion_player))
        return tuple(NameOpinionPlayer(s) for s in self._others(state, state.turn))

    def apply(self, state: State, seat: Seat, action: Action) -> State:
        asked = self._asked
        legal = asked[2] if asked[0] is state and asked[1] == seat else self._legal(state, seat)
        if not _among(action, legal):
            raise IllegalAction(f"player {seat + 1} cannot {action} now")
        match action:  # the sealed choices first: they are most of a game's actions
            case Predict(letter, wager):
                return self._seal(state, seat, _PREDICTION.get((letter, wager))
                                  or Prediction(letter, wager))
            case Respond(letter):
                return self._maybe_reveal(_with_response(state, letter))
            case Pass():
                return self._seal(state, seat, _PASSED)
            case Spin() if state.phase is Phase.START:
                return self._start_spin(state, seat)
            case Spin():
                return self._turn_spin(state)
            case ChooseCategory(category):
                if state.special == "pick_and_score":
                    return _evolve(state, category=category, phase=Phase.NAME_FORECASTER)
                return self._draw(_evolve(state, category=category))
            case NameForecaster(forecaster):
                return self._draw(_evolve(state, forecaster=forecaster))
            case NameOpinionPlayer(opinion):
                return _evolve(state, opinion_player=opinion, phase=Phase.CHOOSE_CATEGORY)
            case Bypass():
                return self._draw(self._card_to_back(state))
        raise IllegalAction(f"unknown action {action!r}")

    def observe(self, state: State, seat: Seat | None) -> View:
        locked = tuple((s in state.wager_players and state.sealed[s] is not None)
                       or (s == state.opinion_player and state.response is not None)
                       for s in range(state.players)) if state.phase is Phase.CHOOSE \
            else (False,) * state.players
        mine = state.sealed[seat] if seat is not None and state.sealed else None
        return View(
            seat, state.phase, state.players, state.degree, state.credits, state.year_levels,
            state.degrees, state.turn, state.opinion_player, state.reader, state.wager_players,
            state.forecaster, state.spin, state.special, state.category,
            self.card_view(state.card, state.order, state.other) if state.card else None,
            locked,
            state.response if seat is not None and seat == state.opinion_player else None,
            mine, state.start_contenders, state.start_spins, state.playoff, state.last_reveal,
            state.tally, state.winner, self._revealed_card(state.last_reveal),
            self.open_categories(state))

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        scores = tuple(self.track.career_credits(d, c)
                       for d, c in zip(state.degrees, state.credits, strict=True))
        degree = self.board.degree(state.degree).label
        ending = Ending.PLAYOFF_WON if state.playoff else Ending.DEGREE_EARNED
        return Outcome((state.winner,), scores, ending, (degree,))

    def commits(self, before: State, after: State) -> bool:
        """Spins, card draws and reveals commit; a sealed choice or a naming can be undone."""
        return (before.rng != after.rng or before.card != after.card
                or before.last_reveal != after.last_reveal)

    def events(self, before: State, seat: Seat, action: Action, after: State
               ) -> tuple[Event, ...]:
        """Spins, picks and reveals in words; a sealed choice says only that it was made."""
        return narrate(self, before, seat, action, after)

    def content(self, options: PsychologizerOptions) -> dict[str, Any]:
        """The cards this game deals from, in order, each with a digest of its play
        (core/pins.py): a family deck added later, or a card whose play changed since, can't
        change a saved game."""
        return pinned(self.cards.values())

    def with_content(self, content: Any) -> PsychologizerRules:
        """These rules over exactly the cards `content` names, from the shipped and family
        decks on this computer; an error naming what is missing or has changed."""
        if content is None:
            return self
        cards = pinned_cards(content, (*playable_cards(), *self.cards.values()))
        if [c.id for c in cards] == list(self.cards):
            return self
        return PsychologizerRules(cards, self.board)

    # --- helpers for the controller and the computer players ---------------------------------

    def card_view(self, card_id: str, order: Sequence[int] = PRINTED_ORDER,
                  other: Seat | None = None) -> CardView:
        """The card with its responses in `order` (`order[i]` is shown as letter i)."""
        return self.dealer.card_view(card_id, order, other)

    def _revealed_card(self, reveal: Reveal | None) -> CardView | None:
        if reveal is None or reveal.card not in self.cards:
            return None
        return self.card_view(reveal.card, reveal.order, reveal.other)

    def open_categories(self, state: State) -> tuple[str, ...]:
        """Categories that still have cards (in this game's filtered deck)."""
        return tuple(c for c, n in zip(CATEGORY_IDS, state.deck_sizes, strict=True) if n)

    def queue(self, state: State, category: str) -> tuple[str, ...]:
        """The card ids of `category` in the order they will be read, next card first."""
        return self.dealer.queue(state, category)

    def segment_weights(self, state: State) -> tuple[tuple[Segment, int], ...]:
        """The segments a spin can land on now with their weights (empty categories drop)."""
        weights = self._weights_cache.get(state.deck_sizes)
        if weights is None:
            open_ = set(self.open_categories(state))
            weights = self._weights_cache[state.deck_sizes] = tuple(
                (s, s.weight) for s in self.board.segments
                if s.category is None or s.category in open_)
        return weights

    # --- start of play -----------------------------------------------------------------------

    def _this_round(self, state: State) -> tuple[StartSpin, ...]:
        return tuple(s for s in state.start_spins if s.round == state.start_round)

    def _next_start_spinner(self, state: State) -> Seat:
        return state.start_contenders[len(self._this_round(state))]

    def _start_spin(self, state: State, seat: Seat) -> State:
        segment, rng = self._spin_segment(state)
        spins = (*state.start_spins, StartSpin(seat, segment.id, state.start_round))
        state = _evolve(state, rng=rng, spin=segment.id, start_spins=spins)
        round_spins = self._this_round(state)
        if len(round_spins) < len(state.start_contenders):
            return state
        whites = tuple(s.seat for s in round_spins if self.board.segment(s.segment).white)
        if len(whites) == 1:
            return _evolve(state, phase=Phase.SPIN, turn=whites[0], opinion_player=whites[0],
                           start_contenders=whites)
        # Several on white: only they spin again; nobody on white: the same players go again.
        return _evolve(state, start_contenders=whites or state.start_contenders,
                       start_round=state.start_round + 1)

    # --- a turn ------------------------------------------------------------------------------

    def _spin_segment(self, state: State) -> tuple[Segment, Rng]:
        weighted = self.segment_weights(state)
        total = self._totals_cache.get(state.deck_sizes)
        if total is None:
            total = self._totals_cache[state.deck_sizes] = sum(w for _, w in weighted)
        pick, rng = state.rng.below(total)
        for segment, weight in weighted:
            if pick < weight:
                return segment, rng
            pick -= weight
        raise AssertionError("the weights cover every pick")

    def _turn_spin(self, state: State) -> State:
        segment, rng = self._spin_segment(state)
        if segment.category is not None:
            return self._draw(_evolve(state, rng=rng, spin=segment.id,
                                      category=segment.category))
        state = _evolve(state, rng=rng, spin=segment.id)
        spinner = state.turn
        if state.playoff:
            return _evolve(state, phase=Phase.CHOOSE_CATEGORY)
        if segment.kind == "flash_of_insight":
            credits, levels, degrees, graduated, _ = self._move(state, {spinner: FLASH_BONUS})
            state = _with_track(state, credits, levels, degrees)
            return self._after_graduation(state, graduated) if graduated else state
        if segment.kind == "move_ahead":
            return self._promote(state, spinner)
        if segment.kind == "pick_and_score":
            return _evolve(state, special=segment.kind, phase=Phase.CHOOSE_CATEGORY)
        return _evolve(state, special=segment.kind, phase=Phase.NAME_OPINION_PLAYER)

    def _promote(self, state: State, seat: Seat) -> State:
        level = self.track.next_year_level(state.degrees[seat], state.credits[seat])
        if level is None:
            return state
        return _evolve(state, credits=put(state.credits, seat, level),
                       year_levels=put(state.year_levels, seat, level))

    def _draw(self, state: State) -> State:
        """The card on top of the category is read, its responses in an order dealt from the
        generator and `{other}` a seat dealt from the others; the sealed choices begin."""
        assert state.category is not None
        queue = self.queue(state, state.category)
        key = (state.players, state.opinion_player, state.turn, state.special, state.playoff)
        seating = self._seating_cache.get(key)
        if seating is None:
            wagers = self._wager_players(state)
            reader = min(wagers, key=lambda s: (s - state.opinion_player) % state.players)
            seating = self._seating_cache[key] = (wagers, reader)
        wagers, reader = seating
        order, rng = state.rng.shuffled(range(len(self.cards[queue[0]].responses)))
        other, rng = rng.choice(self._others(state, state.opinion_player))
        return _to_reading(state, rng=rng, phase=Phase.CHOOSE, card=queue[0], order=order,
                           other=other, wager_players=wagers, reader=reader, response=None,
                           sealed=(None,) * state.players)

    def _wager_players(self, state: State) -> tuple[Seat, ...]:
        if state.playoff:
            return tuple(s for s in state.playoff if s != state.opinion_player)
        if state.special == "pick_and_play":
            return (state.turn,)
        return self._others(state, state.opinion_player)

    def _others(self, state: State, seat: Seat) -> tuple[Seat, ...]:
        return tuple(s for s in range(state.players) if s != seat)

    def _may_bypass(self, state: State) -> bool:
        assert state.category is not None
        if state.deck_sizes[_CATEGORY_INDEX[state.category]] < 2:
            return False
        # A sealed Prediction is always true and an open seat None: `any` needs no Python loop.
        return not any(map(state.sealed.__getitem__, state.wager_players))

    def _card_to_back(self, state: State) -> State:
        return _evolve(state, drawn=self._drawn_after(state))

    @staticmethod
    def _drawn_after(state: State) -> tuple[int, ...]:
        """`drawn` once the card being read has gone to the back of its category."""
        assert state.category is not None
        index = _CATEGORY_INDEX[state.category]
        return put(state.drawn, index, state.drawn[index] + 1)

    def _seal(self, state: State, seat: Seat, prediction: Prediction) -> State:
        return self._maybe_reveal(_with_sealed(state, put(state.sealed, seat, prediction)))

    def _maybe_reveal(self, state: State) -> State:
        if state.response is None or not all(map(state.sealed.__getitem__, state.wager_players)):
            return state  # someone has still to choose (see `_may_bypass` on the `all`)
        return self._reveal(state)

    # --- the reveal --------------------------------------------------------------------------

    def _reveal(self, state: State) -> State:
        assert state.card is not None and state.response is not None
        card = self.cards[state.card]
        response, wagers = state.response, state.wager_players
        predictions = state.sealed  # only wager players seal: every other seat's entry is None
        number = state.last_reveal.number + 1 if state.last_reveal else 1
        traits = tuple(card.traits[i] for i in state.order)
        if state.playoff:
            wrong = {s for s in wagers if predictions[s] != Prediction(response, PLAYOFF_WAGER)}
            standing = tuple(s for s in state.playoff if s not in wrong)
            # If every graduate still in is wrong at once, nobody is knocked out.
            eliminated = tuple(sorted(wrong)) if standing else ()
            reveal = _reveal_record(number, card.id, card.category, state.opinion_player,
                                    response, traits, predictions, (0,) * state.players,
                                    eliminated=eliminated, order=state.order, other=state.other)
            base = _evolve(state, drawn=self._drawn_after(state), card=None,
                           order=PRINTED_ORDER, other=None, response=None, reader=None,
                           sealed=(), last_reveal=reveal, tally=state.tally.with_reveal(reveal),
                           playoff=standing or state.playoff)
            if len(base.playoff) == 1:
                return _evolve(base, phase=Phase.OVER, winner=base.playoff[0])
            return self._next_turn(base)
        stakes = {seat: 0 if (sealed := predictions[seat]) is None
                  else sealed.stake(response, card.category) for seat in wagers}
        if state.forecaster is not None:
            stakes[state.opinion_player] = stakes[state.forecaster]
        credits, levels, degrees, graduated, changes = self._move(state, stakes)
        reveal = _reveal_record(number, card.id, card.category, state.opinion_player,
                                response, traits, predictions, changes, state.forecaster,
                                graduated, order=state.order, other=state.other)
        moved = _after_reveal(state, credits=credits, year_levels=levels, degrees=degrees,
                              drawn=self._drawn_after(state), card=None, order=PRINTED_ORDER,
                              other=None, response=None, reader=None, sealed=(),
                              last_reveal=reveal, tally=state.tally.with_reveal(reveal))
        if graduated:
            moved = self._after_graduation(moved, graduated)
            if moved.phase is Phase.OVER:
                return moved
        return self._next_turn(moved)

    def _move(self, state: State, stakes: dict[Seat, int]) -> tuple[
            tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[Seat, ...], tuple[int, ...]]:
        """Move tokens by `stakes` (never below the year level reached, so never below 0).

        Returns each seat's credits, year level and degrees earned after the move (the caller
        puts them in its one copy of the state), the seats that graduated and how far each
        seat moved. A seat that earns a degree short of the one sought starts the next degree
        at 0 credits; a seat that earns the degree sought stays on its credits.
        """
        credits, floors, degrees = (list(state.credits), list(state.year_levels),
                                    list(state.degrees))
        changes = [0] * state.players
        graduated = []
        final = self.track.final_count(state.degree)
        for seat, stake in stakes.items():
            moved = max(floors[seat], credits[seat] + stake)
            changes[seat] = moved - credits[seat]
            if moved >= self.track.threshold(degrees[seat]):
                graduated.append(seat)
                degrees[seat] += 1
                credits[seat], floors[seat] = (moved, floors[seat]) if degrees[seat] == final \
                    else (0, 0)
            else:
                credits[seat] = moved
                floors[seat] = max(floors[seat], self.track.floor_for(degrees[seat], moved))
        return (tuple(credits), tuple(floors), tuple(degrees), tuple(sorted(graduated)),
                tuple(changes))

    def _after_graduation(self, state: State, graduated: tuple[Seat, ...]) -> State:
        final = self.track.final_count(state.degree)
        finalists = tuple(s for s in graduated if state.degrees[s] == final)
        if len(finalists) == 1:
            return _evolve(state, phase=Phase.OVER, winner=finalists[0])
        if finalists:
            return _evolve(state, playoff=finalists)
        return state

    def _next_turn(self, state: State) -> State:
        """Play passes clockwise from the spinner (Pick and Play does not change the rotation);
        during the playoff only non-graduates spin, or the graduates still in if none is left."""
        if state.playoff:
            final = self.track.final_count(state.degree)
            spinners = tuple(s for s in range(state.players) if state.degrees[s] < final) \
                or state.playoff
            turn = min(spinners, key=lambda s: (s - state.turn - 1) % state.players)
        else:
            turn = (state.turn + 1) % state.players
        return _to_next_turn(state, phase=Phase.SPIN, turn=turn, opinion_player=turn,
                             special=None, category=None, forecaster=None, wager_players=())


_ONE_SEAT = tuple(frozenset({seat}) for seat in range(PsychologizerRules.max_players))


def _among(action: Action, legal: Sequence[Action]) -> bool:
    """`action in legal`, trying identity first: the legal actions are shared objects."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal
