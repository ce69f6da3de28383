"""The hard Jujitsu computer player: model each opponent, then plan the whole rest of the hand.

1. Belief: `OpponentModel` (see model.py) turns every bid an opponent has revealed this game
   into a prediction of its bid for any prize still to come.
2. Plan: every remaining prize gets one of our remaining cards. A card's worth on a prize
   is what it earns against the predicted bids (two players: the prize value times
   P(win) − P(lose); more players: the prize value times P(our bid takes it) under the tie
   rule in play). The best plan is an assignment problem, solved exactly (Hungarian method),
   and we bid the card the plan gives the prize on the table. Against a rule-follower this
   is the exact best reply (it wins every prize it can afford); against an unpredictable
   player the belief is flat and the plan becomes rank matching — the strongest simple
   policy against random play and a sound default against anyone.
3. Win, not points: when this hand can decide the game and few cards are left, each bid is
   scored by the probability of finishing ahead (the margin's distribution over the rest of
   the plan, running totals included), ties counting half.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from psychboard.core.protocol import Seat
from psychboard.games.jujitsu.ai.model import Dist, OpponentModel, observations
from psychboard.games.jujitsu.rules import DISCARD, POINTS_PER_HAND, Bid, View, resolve

REFINE_CARDS = 7      # search for the winning bid (not only the best margin) from here on
SAMPLES = 64          # joint opponent bids sampled per prize for the next-highest variant


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


def _win_chance(margins: list[tuple[int, float, float]], diff: int) -> float:
    """P(finishing ahead) + half P(level), each prize independently won, lost or discarded."""
    spread = {diff: 1.0}
    for prize, win, lose in margins:
        tie = 1.0 - win - lose
        nxt: dict[int, float] = {}
        for d, p in spread.items():
            for step, q in ((prize, win), (-prize, lose), (0, tie)):
                if q > 0.0:
                    nxt[d + step] = nxt.get(d + step, 0.0) + p * q
        spread = nxt
    return sum(p for d, p in spread.items() if d > 0) + 0.5 * spread.get(0, 0.0)


class HardBot:
    """Exploits rule-followers at once and plays rank matching against the unpredictable."""

    name = "Hard"

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        if len(legal) == 1 or view.seat is None or view.prize is None:
            return legal[0]
        me = view.seat
        hand = sorted(b.rank for b in legal)
        prizes = sorted((view.prize, *view.prizes_to_come))
        opponents = [s for s in view.playing if s != me]
        beliefs = {s: OpponentModel(observations(view, s)) for s in opponents}
        dists = {s: [beliefs[s].predict(p, view.hands_left[s], prizes) for p in prizes]
                 for s in opponents}
        if len(opponents) == 1:
            rank = self._duel(view, hand, prizes, dists[opponents[0]], opponents[0])
        else:
            rank = self._table(view, hand, prizes, dists, rng)
        return next(b for b in legal if b.rank == rank)

    def _duel(self, view: View, hand: list[int], prizes: list[int], dists: list[Dist],
              rival: Seat) -> int:
        me = view.seat if view.seat is not None else 0
        probs = [[_outcome_probs(c, d) for d in dists] for c in hand]
        worth = [[p * (w - lo) for p, (w, lo) in zip(prizes, row, strict=True)]
                 for row in probs]
        at = prizes.index(view.prize or prizes[0])
        if len(hand) > REFINE_CARDS or not _decisive(view):
            return hand[best_assignment(worth)[at]]
        running = view.running_totals
        diff = running[me] - running[rival]
        best_rank, best_value = hand[0], -1.0
        others = [j for j in range(len(prizes)) if j != at]
        for i, card in enumerate(hand):
            rows = [k for k in range(len(hand)) if k != i]
            plan = best_assignment([[worth[k][j] for j in others] for k in rows]) \
                if rows else []
            margins = [(prizes[at], *probs[i][at])]
            margins += [(prizes[j], *probs[rows[r]][j]) for j, r in zip(others, plan,
                                                                        strict=True)]
            expected = sum(p * (w - lo) for p, w, lo in margins)
            value = _win_chance(margins, diff) + 1e-4 * expected
            if value > best_value:
                best_rank, best_value = card, value
        return best_rank

    def _table(self, view: View, hand: list[int], prizes: list[int],
               dists: dict[Seat, list[Dist]], rng: random.Random) -> int:
        """Three or more players: maximise the points we expect to take."""
        worth = [[0.0] * len(prizes) for _ in hand]
        for j, prize in enumerate(prizes):
            chances = _take_chances(hand, [d[j] for d in dists.values()], view.tie_rule, rng)
            for i in range(len(hand)):
                worth[i][j] = prize * chances[i]
        at = prizes.index(view.prize or prizes[0])
        return hand[best_assignment(worth)[at]]


def _take_chances(hand: list[int], dists: list[Dist], tie_rule: str,
                  rng: random.Random) -> list[float]:
    """P(each of our cards takes the prize) against independent opponent predictions."""
    if tie_rule == DISCARD:
        out = []
        for card in hand:
            p = 1.0
            for dist in dists:
                p *= sum(dist[:card])
            out.append(p)
        return out
    cards = list(range(14))
    draws = [rng.choices(cards, weights=d, k=SAMPLES) for d in dists]
    wins = [0] * len(hand)
    for k in range(SAMPLES):
        others = [draw[k] for draw in draws]
        for i, card in enumerate(hand):
            winner, _, _ = resolve([card, *others], tie_rule)
            if winner == 0:
                wins[i] += 1
    return [w / SAMPLES for w in wins]


def _decisive(view: View) -> bool:
    """Can this hand end the game? Then finishing ahead is all that matters."""
    if view.target == 0 or view.tiebreak or view.hand >= view.hand_limit:
        return True
    return max(view.totals) + POINTS_PER_HAND >= view.target
