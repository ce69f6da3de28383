"""Psychological Warfare's rules engine: each rulebook step as a pure state-to-state function.

Rulebook sections: Set Up (Archetypes, scores on 3, three Mental Energy, five cards, Defense
Mechanisms before play, the earliest Archetype first), How to Play (Therapy, or Mental Energy
then one Special and/or one Action, then draw up to five less hand and Baggage), Reaction Cards
(through core.reaction's window), Hidden Agendas, End Game (one more turn each after the last
card is drawn) and Object (Victory Points per Need, ties, fewest cards under the Archetype).
Decisions on open details are written in assets/rules/warfare.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from psychboard.core.errors import IllegalAction
from psychboard.core.events import Ended, Event, Said, listening, tell
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat
from psychboard.core.reaction import Pass, Window, standing
from psychboard.core.rng import Rng
from psychboard.games.warfare.cards import NEEDS, CardSet
from psychboard.games.warfare.rules import legal, scoring
from psychboard.games.warfare.rules.model import (
    ACTION_TYPES,
    HAND_SIZE,
    LOW,
    START_ENERGY,
    START_SCORE,
    Action,
    EndTurn,
    Phase,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    State,
    Therapy,
    ToEnergy,
    View,
    WarfareOptions,
    cards,
    evolve,
    put,
)
from psychboard.games.warfare.rules.narration import narrate
from psychboard.games.warfare.rules.resolve import (
    adjusted,
    bags,
    cost_of,
    draw,
    fearless,
    immune,
    modifiers,
    pay,
    resolve,
)


class WarfareRules(RulesBase[State, Action]):
    """The rules over a card set (by default the shipped decks and the family's own)."""

    game_id: ClassVar[str] = "warfare"
    options_type: ClassVar[type[Options]] = WarfareOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = ACTION_TYPES
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def __init__(self, card_set: CardSet | None = None) -> None:
        if card_set is None:
            from psychboard.games.warfare.deck import playable_set

            card_set = playable_set()
        self.cs = card_set
        self.all_cards = tuple(card_set.cards)

    def content(self, options: WarfareOptions) -> dict[str, list[list[str]]]:
        """Every design, Archetype and neurosis this game deals from, each with its digest:
        a family deck added later, or a card edited since, can't change a saved game."""
        from psychboard.games.warfare.deck import pinned

        return pinned(self.cs)

    def with_content(self, content: Any) -> WarfareRules:
        """These rules over exactly the cards a save was dealt from (deck.unpinned)."""
        from psychboard.games.warfare.deck import pinned, unpinned

        if content == pinned(self.cs):
            return self
        return WarfareRules(unpinned(content, self.cs))

    # --- the protocol ------------------------------------------------------------------------

    def new_game(self, options: WarfareOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        n = options.players
        if len(self.cs.archetypes) < n or len(self.all_cards) <= n * (START_ENERGY + HAND_SIZE) + 1:
            raise IllegalAction(f"the card set is too small for {n} players")
        rng = Rng.from_seed(seed)
        chosen, rng = rng.shuffled(self.cs.archetypes)
        deck, rng = rng.shuffled(self.all_cards)
        empty: tuple[tuple[str, ...], ...] = ((),) * n
        archetypes = tuple(a.id for a in chosen[:n])
        names = [a.name for a in chosen[:n]]
        first = names.index(min(names))
        state = State(rng, n, options.nature_nurture, archetypes,
                      ((START_SCORE,) * len(NEEDS),) * n, empty, empty, deck, (), empty,
                      empty, empty, empty, empty, turn=first, first=first, ready=(False,) * n)
        for seat in range(n):
            state = self._deal(state, seat)
        return state

    def to_act(self, state: State) -> frozenset[Seat]:
        if state.phase is Phase.OVER:
            return frozenset()
        if state.window is not None:
            return state.window.waiting()
        return frozenset({state.turn})

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        if state.window is not None:
            return legal.reactions(state, self.cs, seat)
        if state.phase is Phase.SETUP:
            return legal.setup_actions(state, self.cs, seat)
        return legal.turn_actions(state, self.cs, seat)

    def apply(self, state: State, seat: Seat, action: Action) -> State:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"player {seat + 1} cannot {action} now")
        return self.advance(state, seat, action)

    def advance(self, state: State, seat: Seat, action: Action) -> State:
        """`apply` for an action already known to be legal (taken from `legal_actions`):
        search replays thousands of steps and need not check each one twice."""
        if listening():
            tell(*narrate(state, seat, action, self.cs))
        match action:
            case Ready():
                return self._ready(state, seat)
            case PlaceDefense(card):
                return evolve(self._take(state, seat, card), begun=True,
                               defenses=put(state.defenses, seat, state.defenses[seat] + (card,)))
            case ToEnergy(card):
                return evolve(self._take(state, seat, card), begun=True,
                               energy=put(state.energy, seat, state.energy[seat] + (card,)))
            case Therapy():
                return self._therapy(state, seat)
            case Play(card):
                return self._play(state, seat, action)
            case PlaceAgenda(card):
                return evolve(self._take(state, seat, card),
                               window=Window.open(seat, card, self._everyone(state)))
            case React(card):
                assert state.window is not None
                paid = pay(self._take(state, seat, card), seat,
                           cost_of(state, self.cs, seat, self.cs.cards[card]))
                return evolve(paid, window=state.window.answer(seat, card))
            case Pass():
                assert state.window is not None
                window = state.window.pass_(seat)
                if not window.settled:
                    return evolve(state, window=window)
                return self._settle(state)
            case EndTurn():
                return self._end_turn(self._draw_up(state, seat))
        raise IllegalAction(f"unknown action {action!r}")

    def let_stand(self, state: State) -> State:
        """The position once every seat still asked lets the open window's top stand: the
        same as each of them passing, in one step (search settles thousands of windows)."""
        if state.window is None:
            return state
        return self._settle(state)

    def observe(self, state: State, seat: Seat | None) -> View:
        return View(seat, state.players, state.nature_nurture, state.archetypes, state.scores,
                    state.hands[seat] if seat is not None else (),
                    state.energy[seat] if seat is not None else (),
                    tuple(len(h) for h in state.hands), tuple(len(e) for e in state.energy),
                    len(state.deck), state.discard, state.baggage, state.defenses,
                    state.phobias, state.under, state.agendas, state.phase, state.turn,
                    state.first, state.ready, state.acted, state.begun, state.played, state.window,
                    state.choice, state.turns_taken, state.end_at)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return scoring.outcome(state, self.cs)

    def window(self, state: State) -> Window | None:
        return state.window

    def commits(self, before: State, after: State) -> bool:
        """Anything shown or drawn settles the step: a card face, the deck, a score. Turning
        a card into Mental Energy, being ready and a pass that settles nothing can be undone."""
        return _public(before) != _public(after)

    def resample(self, view: View, rng: random.Random) -> State:
        from psychboard.games.warfare.rules.hidden import resample

        return resample(view, rng, self.cs)

    # --- steps -------------------------------------------------------------------------------

    def _deal(self, state: State, seat: Seat) -> State:
        """Three face-down Mental Energy (four for the first player, our turn-order
        compensation: going first is a measured handicap), then five cards; a Phobia dealt is
        placed at once (or discarded by a fearless player)."""
        deck = state.deck
        count = START_ENERGY + (seat == state.first)
        energy, deck = deck[:count], deck[count:]
        hand, deck = deck[:HAND_SIZE], deck[HAND_SIZE:]
        phobias = tuple(c for c in hand if self.cs.cards[c].type == "phobia")
        state = evolve(state, deck=deck, energy=put(state.energy, seat, energy),
                        hands=put(state.hands, seat, tuple(c for c in hand if c not in phobias)))
        if fearless(state, self.cs, seat):
            return evolve(state, discard=state.discard + phobias)
        return evolve(state, phobias=put(state.phobias, seat, phobias))

    def _ready(self, state: State, seat: Seat) -> State:
        ready = state.ready[:seat] + (True,) + state.ready[seat + 1:]
        state = evolve(state, ready=ready)
        if all(ready):
            return self._begin_turn(evolve(state, phase=Phase.MAIN), state.first)
        return evolve(state, turn=(seat + 1) % state.players)

    def _take(self, state: State, seat: Seat, card: str) -> State:
        hand = list(state.hands[seat])
        hand.remove(card)
        return evolve(state, hands=put(state.hands, seat, tuple(hand)))

    @staticmethod
    def _everyone(state: State) -> tuple[Seat, ...]:
        return tuple(range(state.players))

    def _play(self, state: State, seat: Seat, play: Play) -> State:
        card = self.cs.cards[play.card]
        owed = cost_of(state, self.cs, seat, card, play.x)  # as legal_actions priced it
        state = self._take(state, seat, play.card)
        if not card.cost.on_success:
            state = pay(state, seat, owed)
        return evolve(state, acted=True, played=state.played + (card.type,), choice=play,
                       window=Window.open(seat, play.card, self._everyone(state)))

    def _settle(self, state: State) -> State:
        """Every seat let the top stand: resolve the stack, last in first out."""
        assert state.window is not None
        stack = state.window.stack
        cs = self.cs
        stands = standing(stack, lambda play, _below: cs.cards[play].react == "negate")
        said: list[Event] = []
        for pending, stood in zip(stack[1:], stands[1:], strict=True):
            card = cs.cards[pending.play]
            if stood and card.effects:
                state, step = resolve(state, cs, pending.seat, card, Play(pending.play))
                said.extend(step)
            state = self._lay_down(state, pending.seat, pending.play, stood)
        opening = stack[0]
        card = cs.cards[opening.play]
        if not stands[0]:
            said.insert(0, Said(seats=(opening.seat,), words=f"{{0}}'s {card.name} is negated"))
            state = self._lay_down(state, opening.seat, opening.play, False)
        elif card.type == "agenda":
            said.insert(0, Said(seats=(opening.seat,), words=f"{{0}} places the Hidden Agenda "
                                f"{card.name} for {card.vp} VP"))
            state = evolve(state, agendas=put(state.agendas, opening.seat,
                                               state.agendas[opening.seat] + (opening.play,)))
        else:
            choice = state.choice
            assert choice is not None
            if card.cost.on_success:
                state = pay(state, opening.seat, cost_of(state, cs, opening.seat, card, choice.x))
            mode, reactor = "", -1
            if len(stack) > 1 and stands[1] and cs.cards[stack[1].play].react != "negate":
                mode, reactor = cs.cards[stack[1].play].react, stack[1].seat
            state, step = resolve(state, cs, opening.seat, card, choice, mode, reactor)
            said[:0] = step
            state = self._lay_down(state, opening.seat, opening.play, True)
        tell(*said)
        return evolve(state, window=None, choice=None)

    def _lay_down(self, state: State, seat: Seat, card_id: str, stood: bool) -> State:
        """A card that stood with Baggage icons (and every Special) stays in front of its
        player; everything else goes to the discard pile."""
        card = self.cs.cards[card_id]
        if stood and (card.baggage or card.type == "special"):
            return evolve(state, baggage=put(state.baggage, seat,
                                              state.baggage[seat] + (card_id,)))
        return evolve(state, discard=state.discard + (card_id,))

    def _therapy(self, state: State, seat: Seat) -> State:
        cleared = state.baggage[seat] + state.defenses[seat] + state.phobias[seat]
        state = evolve(state, under=put(state.under, seat, state.under[seat] + cleared),
                        baggage=put(state.baggage, seat, ()),
                        defenses=put(state.defenses, seat, ()),
                        phobias=put(state.phobias, seat, ()))
        state, said = draw(state, self.cs, seat, max(0, HAND_SIZE - len(state.hands[seat])))
        tell(Said(seats=(seat,), words=f"{{0}} goes to Therapy: {cards(len(cleared))} "
                                       f"{'goes' if len(cleared) == 1 else 'go'} under "
                                       "the Archetype"), *said)
        return self._end_turn(state)

    def draw_count(self, state: State, seat: Seat) -> int:
        """Five, less the hand and the Baggage icons, then modifiers; at least one while the
        deck lasts (so every game ends)."""
        base = max(0, HAND_SIZE - len(state.hands[seat]) - bags(state, self.cs, seat))
        mods = [m for m in modifiers(state, self.cs, seat) if m.on == "draw"]
        return max(1, adjusted(base, mods)) if state.deck else 0

    def _draw_up(self, state: State, seat: Seat) -> State:
        count = self.draw_count(state, seat)
        before = len(state.deck)
        state, said = draw(state, self.cs, seat, count)
        drawn = before - len(state.deck)
        tell(Said(seats=(seat,), words=f"{{0}} ends the turn and draws {cards(drawn)}"), *said)
        return state

    def _end_turn(self, state: State) -> State:
        taken = state.turns_taken + 1
        end_at = state.end_at
        if end_at < 0 and not state.deck:
            end_at = taken + state.players
            tell(Said(words="The deck is out: everyone plays one more turn"))
        state = evolve(state, turns_taken=taken, end_at=end_at)
        if end_at >= 0 and taken >= end_at:
            state = evolve(state, phase=Phase.OVER)
            if listening():
                result = scoring.outcome(state, self.cs)
                tell(Ended(seats=result.winners, winners=result.winners, words=result.reason))
            return state
        return self._begin_turn(state, (state.turn + 1) % state.players)

    def _begin_turn(self, state: State, seat: Seat) -> State:
        """A new turn; each Need at 1 brings its neurosis (Effects of Neurosis)."""
        state = evolve(state, turn=seat, acted=False, begun=False, played=())
        if immune(state, self.cs, seat):
            return state
        for index, need in enumerate(NEEDS):
            neurosis = self.cs.neuroses.get(need)
            if neurosis is None or state.scores[seat][index] != LOW:
                continue
            tell(Said(seats=(seat,),
                      words=f"{{0}} suffers {neurosis.name} ({need.capitalize()} at 1)"))
            state, step = resolve(state, self.cs, seat, neurosis.as_card(), Play(neurosis.id))
            tell(*step)
        return state


def _public(state: State) -> tuple[object, ...]:
    window = state.window.stack if state.window is not None else None
    return (state.deck, state.discard, state.scores, state.baggage, state.defenses,
            state.phobias, state.under, state.agendas, window, state.phase)
