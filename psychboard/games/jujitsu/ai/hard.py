"""The hard Jujitsu computer player: sound mixed play, bent toward a best reply only as far
as an opponent's habits are believed in and have paid for.

Two players (the game is zero-sum in the margin):

1. Sound play: the equilibrium of this round's matrix game (equilibrium.py), exact with few
   cards left, over an estimate of the rest of the hand before that. Drawing the bid from
   those chances leaves a rival who reads our mind, or copies us, next to nothing.
2. Belief: `OpponentModel` (model.py) weighs explanations of every bid the rival has
   revealed this game by how well each predicted it: habits (fixed offsets, rank
   matching, noisy or random bidding) and three guarded explanations: sound play, a copy
   of us run in the rival's seat, and a mind reader who beats our likeliest bid (what a
   rival computing our chances would do).
3. Best reply: against the habits' predictions, for each card we could bid now, the margin
   of the best plan for the rest of the hand (every remaining prize gets one of our
   cards, an assignment problem solved exactly by the Hungarian method). Against a
   rule-follower the plan wins every prize it can afford; against random play it is rank
   matching.
4. Safe exploitation (Johanson et al.'s restricted Nash response, with Ganzfried &
   Sandholm's budget): the bid is drawn from the equilibrium of the round's game in which
   the rival is, with the chance the belief gives habits, the predicted one (each card
   earning its planned margin), with the chance it gives sound play a sound player, and
   otherwise our worst case: a copy or a mind reader is one. That lean is cut back until
   its worst case loses no more than a budget: RISK of the hand's points plus what this
   hand's rounds earned beyond their sound values, our chances counted rather than the
   card we happened to draw. The first bid of a game, with nothing seen, leans only
   FIRST_LEAN.

Three or more players: every card is scored by the chance of winning the game (this hand's
end, if it ends the game; else the totals then, with the hands still to come), estimated
by playing the rest of the hand out many times against what each opponent's model
predicts; the bid is drawn among the cards close to the best, so two Hard seats do not
mirror each other.

All chances are drawn from the `rng` the controller hands over, so a replay replays them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from psychboard.core.protocol import Seat
from psychboard.games.jujitsu.ai import equilibrium
from psychboard.games.jujitsu.ai.matrix import solve
from psychboard.games.jujitsu.ai.model import (
    SLIP,
    Dist,
    OpponentModel,
    Seen,
    observations,
    point,
    uniform,
)
from psychboard.games.jujitsu.rules import Bid, View, points_per_hand, ranks, resolve

PLAYOUTS = 96         # rest-of-hand playouts per decision, shared among the opponents:
                      # 48 at a table of three, 19 at six, so six stay as quick as three
SPREAD = 0.5         # a seat's points in one hand vary by about this share of a fair share
TEMPERATURE = 0.04    # how sharply the table game prefers its best-scored cards


def best_assignment(weights: Sequence[Sequence[float]]) -> list[int]:
    """For a square matrix weights[row][col], the row given to each column in a
    maximum-weight perfect matching (Hungarian method, O(n³))."""
    n = len(weights)
    inf = float("inf")
    u = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    owner = [0] * (n + 1)
    way = [0] * (n + 1)
    for row in range(1, n + 1):
        owner[0] = row
        col = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[col] = True
            r = owner[col]
            delta, nxt = inf, 0
            costs = weights[r - 1]
            for j in range(1, n + 1):
                if not used[j]:
                    cur = -costs[j - 1] - u[r] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, col
                    if minv[j] < delta:
                        delta, nxt = minv[j], j
            for j in range(n + 1):
                if used[j]:
                    u[owner[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            col = nxt
            if owner[col] == 0:
                break
        while col:
            prev = way[col]
            owner[col] = owner[prev]
            col = prev
    return [owner[j] - 1 for j in range(1, n + 1)]


def _outcome_probs(card: int, dist: Dist) -> tuple[float, float]:
    """(P(our card beats the bid), P(it loses to the bid)) against one opponent."""
    below = sum(dist[:card])
    return below, 1.0 - below - dist[card]


class HardBot:
    """Plays near the equilibrium and leans on an opponent's habits once they show."""

    name = "Hard"

    def __init__(self) -> None:
        # Two-player chances of positions already met: a pure function of the public view,
        # so a replay gets the same answers with or without them.
        self._mixes: dict[tuple[object, ...], dict[int, float]] = {}

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        chances = self.policy(view, legal, rng)
        ranks = sorted(chances)
        rank = rng.choices(ranks, weights=[chances[r] for r in ranks])[0]
        return next(b for b in legal if b.rank == rank)

    def policy(self, view: View, legal: Sequence[Bid], rng: random.Random) -> dict[int, float]:
        """The chance of bidding each legal rank. With two players it depends on the view
        alone (not on `rng`), so a rival could compute it: only the draw is secret."""
        hand = sorted(b.rank for b in legal)
        if len(hand) == 1 or view.seat is None or view.prize is None:
            return {hand[0]: 1.0}
        me = view.seat
        prizes = sorted((view.prize, *view.prizes_to_come))
        opponents = [s for s in view.playing if s != me]
        if len(opponents) == 1:
            return self._duel(view, hand, prizes, opponents[0])
        beliefs = {s: OpponentModel(observations(view, s)) for s in opponents}
        dists = {s: [beliefs[s].predict(p, view.hands_left[s], prizes) for p in prizes]
                 for s in opponents}
        return _table(view, hand, prizes, dists, rng)

    def _duel(self, view: View, hand: list[int], prizes: list[int],
              rival: Seat) -> dict[int, float]:
        me = view.seat if view.seat is not None else 0
        key = (me, view.cards, view.tie_rule, view.past_hands, view.rounds, view.prize)
        chances = self._mixes.get(key)
        if chances is None:
            if len(self._mixes) > 4096:
                self._mixes.clear()
            chances = self._mixes[key] = self._lean(view, hand, prizes, me, rival)
        return chances

    def _lean(self, view: View, hand: list[int], prizes: list[int], me: Seat,
              rival: Seat) -> dict[int, float]:
        """The restricted Nash response to our belief: the rival follows its habits, or
        plays soundly, with the chances the belief gives them, and is our worst case
        otherwise (a copy of us, a mind reader); leaning less if that risks more than the
        budget."""
        prize = view.prize or prizes[0]
        theirs = tuple(sorted(view.hands_left[rival]))
        value, sound_mix, sound = equilibrium.stage(prize, tuple(prizes), tuple(hand),
                                                    theirs)
        mix: Sequence[float] = sound_mix
        seen = observations(view, rival, me)
        belief = OpponentModel(seen, [self._guards(view, obs, rival) for obs in seen],
                               GUARDED)
        budget = self._budget(view, me, rival)
        habits, calm = belief.habits, belief.weights["sound"]
        if not seen:
            habits, calm = FIRST_LEAN, 0.0
        if habits > MIN_LEAN and budget > 0.0:
            dists = [belief.predict(p, theirs, prizes) for p in prizes]
            planned = _plan_values(hand, prizes, dists, prizes.index(prize))
            payoff = equilibrium.matrix(prize, tuple(prizes), tuple(hand), theirs)
            toward = [(habits * e + calm * sum(y * v for y, v in zip(sound, row, strict=True)))
                      / (habits + calm) for e, row in zip(planned, payoff, strict=True)]
            mix = _restricted(payoff, value, budget, toward, habits + calm) or mix
        return dict(zip(hand, mix, strict=True))

    def _budget(self, view: View, me: Seat, rival: Seat) -> float:
        """How much leaning may still cost this hand: RISK of its points, plus what its
        rounds earned beyond their sound values, counting our chances rather than the
        card we happened to draw (for each round, our mix's expected result against the
        bid the rival made, minus the round's value). A rival who punishes our leaning
        shrinks it; one whose habits give points away grows it."""
        done = len(view.rounds)
        if done == 0:
            return RISK * points_per_hand(view.cards)
        before = _earlier(view, done - 1)
        last = view.rounds[-1]
        hand = sorted(before.hands_left[me])
        theirs = tuple(sorted(before.hands_left[rival]))
        prizes = tuple(sorted((last.prize, *before.prizes_to_come)))
        if len(hand) == 1:
            return self._budget(before, me, rival)
        chances = self._duel(before, hand, list(prizes), rival)
        value, _, _ = equilibrium.stage(last.prize, prizes, tuple(hand), theirs)
        bid = theirs.index(last.bids[rival] or theirs[0])
        result = sum(chances[c] * row[bid] for c, row in zip(
            hand, equilibrium.matrix(last.prize, prizes, tuple(hand), theirs), strict=True))
        return self._budget(before, me, rival) + result - value

    def _guards(self, view: View, obs: Seen, rival: Seat) -> dict[str, Dist]:
        """What sound play, a copy of us in the rival's seat, and a mind reader beating
        our likeliest bid would have bid where the rival made `obs`. This hand's rounds
        read the actual chances then; earlier hands', sound chances."""
        if not obs.watcher:
            return dict.fromkeys(GUARDED, uniform(obs.hand))
        if not obs.current:
            return _past_guards(obs)
        earlier = _earlier(view, obs.round)
        mine, theirs = sorted(obs.watcher), sorted(obs.hand)
        prizes = sorted(obs.remaining)
        me = view.seat if view.seat is not None else 0
        chances = self._duel(earlier, mine, prizes, rival) if len(mine) > 1 else {mine[0]: 1.0}
        copy = self._duel(replace(earlier, seat=rival), theirs, prizes, me) \
            if len(theirs) > 1 else {theirs[0]: 1.0}
        return _guards_for(obs, chances, [copy[c] for c in theirs])


# Prior weights of the guarded explanations (model.py): a copy of us in the rival's seat,
# a mind reader and sound play.
GUARDED = {"copy": 0.07, "reader": 0.05, "sound": 0.18}
FIRST_LEAN = 0.05    # how far the first bid of a game leans toward beating random play
MIN_LEAN = 0.01      # a belief in habits below this is not worth a best reply
RISK = 0.12          # share of a hand's points leaning may lose before habits repay it


def _restricted(payoff: equilibrium.Matrix, value: float, budget: float,
                planned: Sequence[float], lean: float) -> list[float] | None:
    """The equilibrium of the round's game in which the rival is, with chance p, the
    predicted one (each of our cards then earns its planned margin): p is `lean` or the
    largest share of it whose worst case stays within `budget` of the round's value."""
    for share in _SHARES:
        p = lean * share
        bent = [[(1 - p) * v + p * e for v in row]
                for row, e in zip(payoff, planned, strict=True)]
        _, mix, _ = solve(bent)
        worst = min(sum(x * row[j] for x, row in zip(mix, payoff, strict=True))
                    for j in range(len(payoff[0])))
        if value - worst <= budget:
            return mix
    return None


_SHARES = (1.0, 0.8, 0.6, 0.4, 0.25, 0.12, 0.05)


@lru_cache(maxsize=20_000)
def _past_guards(obs: Seen) -> dict[str, Dist]:
    _, mine, theirs = equilibrium.stage(obs.prize, obs.remaining, obs.watcher, obs.hand)
    return _guards_for(obs, dict(zip(obs.watcher, mine, strict=True)), theirs)


def _guards_for(obs: Seen, chances: dict[int, float], copy: Sequence[float]
                ) -> dict[str, Dist]:
    mine, theirs = tuple(sorted(obs.watcher)), tuple(sorted(obs.hand))
    _, _, sound = equilibrium.stage(obs.prize, obs.remaining, mine, theirs)
    likeliest = mine.index(max(mine, key=lambda c: (chances.get(c, 0.0), -c)))
    row = equilibrium.matrix(obs.prize, obs.remaining, mine, theirs)[likeliest]
    answer = min(range(len(theirs)), key=lambda j: (row[j], theirs[j]))
    return {"copy": _blurred(theirs, copy), "reader": point(theirs[answer], theirs),
            "sound": _blurred(theirs, sound)}


def _blurred(hand: Sequence[int], chances: Sequence[float]) -> Dist:
    """Chances over `hand`, with a small chance of a slip to any card."""
    floor = SLIP / len(hand)
    dist = [0.0] * 14
    for c, x in zip(hand, chances, strict=True):
        dist[c] = (1.0 - SLIP) * x + floor
    return dist


def _plan_values(hand: list[int], prizes: list[int], dists: list[Dist],
                 at: int) -> list[float]:
    """For each card bid now, the margin the best plan of the rest of the hand expects."""
    probs = [[_outcome_probs(c, d) for d in dists] for c in hand]
    worth = [[p * (w - lo) for p, (w, lo) in zip(prizes, row, strict=True)] for row in probs]
    others = [j for j in range(len(prizes)) if j != at]
    out = []
    for i in range(len(hand)):
        rows = [k for k in range(len(hand)) if k != i]
        sub = [[worth[k][j] for j in others] for k in rows]
        plan = best_assignment(sub) if rows else []
        out.append(worth[i][at] + sum(sub[r][c] for c, r in enumerate(plan)))
    return out


def _earlier(view: View, done: int) -> View:
    """This hand as our seat saw it after its first `done` rounds."""
    rounds = view.rounds[:done]
    spent = [[r.bids[s] for r in rounds] for s in range(view.players)]
    taken = {r.prize for r in view.rounds[:done + 1]}
    points = [0] * view.players
    for r in rounds:
        if r.winner is not None:
            points[r.winner] += r.prize
    return replace(
        view, round=done + 1, prize=view.rounds[done].prize,
        prizes_to_come=tuple(p for p in ranks(view.cards) if p not in taken),
        hands_left=tuple(tuple(c for c in ranks(view.cards) if c not in spent[s])
                         for s in range(view.players)),
        locked_in=(False,) * view.players, my_bid=None, rounds=rounds,
        hand_points=tuple(points), last=rounds[-1] if rounds else None)


def _table(view: View, hand: list[int], prizes: list[int], dists: dict[Seat, list[Dist]],
           rng: random.Random) -> dict[int, float]:
    """Three or more players: each card scored by the chance of topping the table."""
    me = view.seat if view.seat is not None else 0
    at = prizes.index(view.prize or prizes[0])
    rest = prizes[:at] + prizes[at + 1:]
    running = view.running_totals
    scores = dict.fromkeys(hand, 0.0)
    playouts = max(16, PLAYOUTS // len(dists))
    for _ in range(playouts):
        order = rest[:]
        rng.shuffle(order)
        rounds = [(view.prize or prizes[0], _draw_bids(view, dists, prizes, at, rng))]
        held = {s: list(view.hands_left[s]) for s in dists}
        for s, b in rounds[0][1].items():
            held[s].remove(b)
        for prize in order:
            bids = _draw_bids(view, dists, prizes, prizes.index(prize), rng, held)
            for s, b in bids.items():
                held[s].remove(b)
            rounds.append((prize, bids))
        for card in hand:
            scores[card] += _top_share(view, me, card, hand, rounds, running, order)
    best = max(scores.values())
    weights = {c: math.exp((v - best) / (playouts * TEMPERATURE)) for c, v in scores.items()}
    total = sum(weights.values())
    return {c: w / total for c, w in weights.items()}


def _draw_bids(view: View, dists: dict[Seat, list[Dist]], prizes: list[int], j: int,
               rng: random.Random, held: dict[Seat, list[int]] | None = None
               ) -> dict[Seat, int]:
    """One bid per opponent for prize index j, from its predicted chances over what it
    still holds in this playout."""
    bids = {}
    for s, per_prize in dists.items():
        cards = held[s] if held is not None else list(view.hands_left[s])
        weights = [per_prize[j][c] + 1e-9 for c in cards]
        bids[s] = rng.choices(cards, weights=weights)[0]
    return bids


def _top_share(view: View, me: Seat, card: int, hand: list[int],
               rounds: list[tuple[int, dict[Seat, int]]], running: tuple[int, ...],
               order: list[int]) -> float:
    """Our chance of winning the game after playing `card` now and rank matching after."""
    left = sorted(c for c in hand if c != card)
    ranked = sorted(order)
    mine = [card] + [left[ranked.index(p)] for p in order]
    points = list(running)
    for (prize, bids), bid in zip(rounds, mine, strict=True):
        seats = [me, *bids]
        winner, _, _ = resolve([bid, *bids.values()], view.tie_rule)
        if winner is not None:
            points[seats[winner]] += prize
    return win_chance(view, me, points) + 1e-3 * points[me] / points_per_hand(view.cards)


def win_chance(view: View, me: Seat, points: Sequence[int]) -> float:
    """Our chance of winning the game with these totals at the end of this hand. If the
    game ends there, our share of the top (a tie-break hand between equals is a coin
    toss); else each rival's total, and ours, moves by a spread of SPREAD of a fair share
    per hand still to come, and we must stay ahead of every rival."""
    top = max(points[s] for s in view.playing)
    if view.target == 0 or view.tiebreak or top >= view.target or \
            view.hand >= view.hand_limit:
        leaders = [s for s in view.playing if points[s] == top]
        return 1.0 / len(leaders) if me in leaders else 0.0
    fair = points_per_hand(view.cards) / view.players
    hands = min(view.hand_limit - view.hand, math.ceil((view.target - top) / fair))
    spread = SPREAD * fair * math.sqrt(2 * hands)
    chance = 1.0
    for s in view.playing:
        if s != me:
            chance *= 0.5 * (1.0 + math.erf((points[me] - points[s]) / (spread * math.sqrt(2))))
    return chance
