"""Computer players for Psychological Warfare (pure; they see only their seat's view).

`SearchBot` is information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012,
the single-observer form): every iteration redraws what the seat has not seen (`resample`),
walks one shared tree of the seat's own choices with UCB over the moves legal in that redrawn
world (availability counts), expands one move and scores the position with a knowledgeable
evaluation instead of random play-outs: Victory Points if the game ended now and the margin
in each Need weighted by the Archetype (both counting more as the deck runs out), Mental
Energy (what every play is paid with) and cards in hand, less Baggage and cards under the
Archetype. Within a walk the other seats let its plays stand and the walk ends with its turn,
so the budget goes into planning the turn (which cards to turn into energy, which plays, in
which order) over many possible hands and draws. Levels differ by iteration budget; a
decision is a function of the view and the seeded generator, and a wall-clock cap only cuts a
search short on a machine much slower than usual or busy with other work.

`GreedyBot` is the heuristic player the search must beat: it takes the best immediate play,
converts cards to afford a better one, reacts when the answer helps it, and goes to Therapy
under heavy Baggage. A family picks a level by name (`LEVELS`): Beginner is `GreedyBot`,
Easy, Medium and Hard the search; a save from before the names changed still names its old
level, which `current_level` maps.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psychboard.core.protocol import Seat
from psychboard.core.reaction import PASS
from psychboard.games.warfare.rules import (
    Action,
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    State,
    Therapy,
    ToEnergy,
    View,
    WarfareRules,
)
from psychboard.games.warfare.rules.model import HAND_SIZE, START_ENERGY
from psychboard.games.warfare.rules.resolve import archetype, bags
from psychboard.games.warfare.rules.scoring import final_scores

BUDGETS = {"easy": 15, "medium": 100, "hard": 1000}
# A decision never takes much longer than this, whatever the machine: the wall clock is read
# every few iterations and stops the search early (normally the budget runs out first).
MAX_SECONDS = 0.8
CLOCK_EVERY = 4
TREE_DEPTH = 4
EXPLORATION = 0.35
# Raw evaluation points per unit of the logistic: a Need point is worth about 0.3-1.2.
SPREAD = 1.0


@dataclass(frozen=True)
class Worth:
    """What the evaluation gives a seat's resources, per card, beside its Needs."""

    energy: float
    hand: float
    bag: float        # a Baggage icon: one card fewer drawn every turn until Therapy
    under: float = 0  # a card under the Archetype: it loses a Victory Point tie


# The search's worth of resources, fitted by self-play against Easy (at an eighth of that,
# Hard starved: it ended turn after turn with five cards and nothing to pay with). A card
# turned into Mental Energy comes back by the end-of-turn draw, which fills the hand up to
# five, so energy counts for far more than a held card.
SEARCH_WORTH = Worth(energy=0.4, hand=0.1, bag=0.25, under=0.05)
# The greedy player's: one step ahead, resources barely move its choice of play.
GREEDY_WORTH = Worth(energy=0.05, hand=0.04, bag=0.1)
# How near a Need is to being won, by the lead over the best rival (ties win a Need).
CLOSENESS = {d: 0.5 + 0.5 * math.tanh((d + 0.5) / 1.5) for d in range(-7, 8)}


class Evaluator:
    """Scores a position for every seat in [0, 1]: the chance-like value of being ahead."""

    def __init__(self, rules: WarfareRules, phased: bool = True,
                 worth: Worth = SEARCH_WORTH) -> None:
        self.rules = rules
        self.phased = phased
        self.worth = worth
        self.dealt_deck = max(1, len(rules.all_cards) - 4 * (START_ENERGY + HAND_SIZE))

    def raw(self, state: State) -> list[float]:
        """Each seat's worth: Victory Points if the game ended now and how safely each Need is
        held (weighted by its Archetype, counting more as the deck runs out), Mental Energy
        and cards in hand (counting less), less Baggage and cards under the Archetype."""
        cs, worth = self.rules.cs, self.worth
        scores = final_scores(state, cs) if state.nature_nurture else state.scores
        columns = tuple(zip(*scores, strict=True))
        late = self.lateness(state)
        standing, resources = 0.3 + 0.6 * late, 1.0 - 0.7 * late
        values = []
        for seat in range(state.players):
            weights = archetype(state, cs, seat).vp
            needs, vp = 0.0, sum(cs.cards[c].vp for c in state.agendas[seat])
            for index, column in enumerate(columns):
                mine = column[seat]
                best_other = max(v for s, v in enumerate(column) if s != seat)
                needs += weights[index] * CLOSENESS[mine - best_other]
                if mine >= best_other:
                    vp += weights[index]
            values.append(standing * (vp + needs - worth.under * len(state.under[seat]))
                          + resources * (worth.energy * min(len(state.energy[seat]), 7)
                                         + worth.hand * min(len(state.hands[seat]), 6)
                                         - worth.bag * bags(state, cs, seat)))
        return values

    def lateness(self, state: State) -> float:
        """0 at the deal, 1 once the deck is out: how near the count is (always halfway for
        an evaluator that is not `phased`)."""
        if not self.phased:
            return 0.5
        if state.end_at >= 0:
            return 1.0
        return 1.0 - len(state.deck) / self.dealt_deck

    def utilities(self, state: State) -> list[float]:
        outcome = self.rules.outcome(state)
        if outcome is not None:
            share = 1.0 / len(outcome.winners)
            return [share if s in outcome.winners else 0.0 for s in range(state.players)]
        raw = self.raw(state)
        result = []
        for seat, value in enumerate(raw):
            rival = max(v for s, v in enumerate(raw) if s != seat)
            result.append(1.0 / (1.0 + math.exp(-(value - rival) / SPREAD)))
        return result


def settle(rules: WarfareRules, state: State) -> State:
    """The position once the open reaction window closes with everyone letting it stand."""
    return rules.let_stand(state)


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = [0.0] * players


class SearchBot:
    """ISMCTS with a cut-off evaluation; `level` picks the iteration budget."""

    def __init__(self, level: str = "medium", rules: WarfareRules | None = None,
                 max_seconds: float = MAX_SECONDS) -> None:
        self.level = level
        self.name = f"ISMCTS ({level})"
        self.budget = BUDGETS[level]
        self.max_seconds = max_seconds
        self.rules = rules or WarfareRules()
        self.evaluator = Evaluator(self.rules)
        self.iterations = 0
        self.cut_short = 0

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The most visited of `legal` after the level's iterations. The search is a function
        of the view and `rng` alone; the clock only cuts a search that would run past
        `max_seconds` (a very slow machine), counted in `cut_short`."""
        if len(legal) == 1:
            return legal[0]
        assert view.seat is not None
        me = view.seat
        root = _Node(view.players)
        deadline = time.perf_counter() + self.max_seconds
        done = 0
        while done < self.budget:
            self._iterate(root, view, me, rng)
            done += 1
            if done % CLOCK_EVERY == 0 and time.perf_counter() > deadline:
                self.cut_short += 1
                break
        self.iterations += done
        tried = [(root.children[a].visits, i) for i, a in enumerate(legal) if a in root.children]
        if not tried:
            return legal[rng.randrange(len(legal))]
        return legal[max(tried)[1]]

    def _iterate(self, root: _Node, view: View, me: Seat, rng: random.Random) -> None:
        """One walk down the tree of this seat's own choices, in one redrawn world. The other
        seats let its plays stand; the walk stops when its turn (or its answer) is over."""
        rules = self.rules
        state = rules.resample(view, rng)
        node, path, depth = root, [root], 0
        while depth < TREE_DEPTH:
            actors = rules.to_act(state)
            if me not in actors:
                if state.window is None or not actors:
                    break
                state = rules.advance(state, min(actors), PASS)
                continue
            legal = rules.legal_actions(state, me)
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(state.players)
                child.avail = 1
                node.children[action] = child
                path.append(child)
                state = rules.advance(state, me, action)
                break
            action = max(legal, key=lambda a: _ucb(node.children[a], me))
            node = node.children[action]
            path.append(node)
            state = rules.advance(state, me, action)
            depth += 1
        values = self.evaluator.utilities(settle(rules, state))
        for visited in path:
            visited.visits += 1
            for seat, value in enumerate(values):
                visited.total[seat] += value


def _ucb(child: _Node, actor: Seat) -> float:
    return child.total[actor] / child.visits + \
        EXPLORATION * math.sqrt(math.log(max(child.avail, 1)) / child.visits)


LEVELS = ("beginner", "easy", "medium", "hard")
RENAMED_LEVELS = {"greedy": "beginner"}  # old name → the name a family reads now


def current_level(level: str) -> str:
    """The level a seat plays at, whatever name an older save gave it."""
    return RENAMED_LEVELS.get(level, level)


class GreedyBot:
    """The best move one step ahead on one redrawn world, with a few rules of thumb."""

    name = "Beginner"

    def __init__(self, rules: WarfareRules | None = None) -> None:
        self.rules = rules or WarfareRules()
        # One step ahead, a phased evaluation would see burning the deck while ahead as a
        # gain in itself; the greedy player keeps one steady scale.
        self.evaluator = Evaluator(self.rules, phased=False, worth=GREEDY_WORTH)

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        assert view.seat is not None
        me = view.seat
        state = self.rules.resample(view, rng)
        for placing in (PlaceAgenda, PlaceDefense):
            found = [a for a in legal if isinstance(a, placing)]
            if found:
                return found[0]
        if Ready() in legal:
            return Ready()
        if state.window is not None:
            return self._react(state, me, legal)
        return self._turn(state, me, legal)

    def margin(self, state: State, me: Seat) -> float:
        raw = self.evaluator.raw(settle(self.rules, state))
        return raw[me] - max(v for s, v in enumerate(raw) if s != me)

    def _react(self, state: State, me: Seat, legal: Sequence[Action]) -> Action:
        base = self.margin(state, me)
        best: tuple[float, Action] = (0.4, PASS)
        for action in legal:
            if isinstance(action, React):
                gain = self.margin(self.rules.advance(state, me, action), me) - base
                best = max(best, (gain, action), key=lambda pair: pair[0])
        return best[1]

    def _turn(self, state: State, me: Seat, legal: Sequence[Action]) -> Action:
        rules = self.rules
        base = self.margin(state, me)
        plays = [a for a in legal if isinstance(a, Play)]
        scored = [(self.margin(rules.advance(state, me, a), me) - base, a) for a in plays]
        best = max(scored, key=lambda pair: pair[0], default=None)
        if best is not None and best[0] > 0.1:
            return best[1]
        conversion = self._conversion(state, me, legal, best[0] if best else 0.0)
        if conversion is not None:
            return conversion
        if Therapy() in legal and bags(state, rules.cs, me) + len(state.phobias[me]) >= 3:
            return Therapy()
        return EndTurn()

    def _conversion(self, state: State, me: Seat, legal: Sequence[Action], bar: float
                    ) -> Action | None:
        """A card to turn into Mental Energy when more energy lets a better card be played."""
        converts = [a for a in legal if isinstance(a, ToEnergy)]
        if not converts:
            return None
        rules = self.rules
        best: tuple[float, Action | None] = (max(bar, 0.1), None)
        for action in converts:
            after = rules.advance(state, me, action)
            base = self.margin(after, me)
            for play in rules.legal_actions(after, me):
                if isinstance(play, Play):
                    gain = self.margin(rules.advance(after, me, play), me) - base
                    if gain > best[0]:
                        best = (gain, action)
        return best[1]
