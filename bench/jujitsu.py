"""Psychological Jujitsu bench: rules speed, the computer players' ladder, and how hard Hard
is to read.

    python bench/jujitsu.py          # 1,000 hands a habit; 2,000 against random, the
                                     # predictor and Hard itself; two processes
    python bench/jujitsu.py --hands 200 --key-hands 400 --skip-exact --tables ""

Every pairing plays single hands with ties discarding the prize, seats alternating. The
win share counts a drawn hand as half a win; every share comes with n and a 95%
confidence interval (a hand is one draw, so its rounds do not pass for independent
ones). Besides the ladder:

- predict-and-beat: a copy of Hard run on Hard's public view computes Hard's chances for
  every card, takes the likeliest as its prediction, and bids whatever does best against
  that bid (the lowest card above it when the prize is worth it, else a throwaway).
- Hard against Hard: the share of prizes two Hard seats tie away, and each seat's share.
- Goofspiel-5 (five cards a side), computed exactly over every prize order and every bid:
  Hard's expected margin against the equilibrium (solved by linear programming with scipy,
  the bench's own dependency, `pip install psychboard[bench]`) and what a best response to
  Hard, which knows Hard's chances at every point, wins per hand. The equilibrium itself
  concedes 0 to anything.
- the slowest decision seen, in CPU time, including 3-, 4- and 6-player target games.

The last line is machine-readable.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from functools import cache
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psychboard.core.bot import Bot  # noqa: E402
from psychboard.games.jujitsu.ai import (  # noqa: E402
    EasyBot,
    HardBot,
    MediumBot,
    equilibrium,  # noqa: E402
    match_bot,
    minus_one_bot,
    plus_one_bot,
)
from psychboard.games.jujitsu.rules import (  # noqa: E402
    DISCARD,
    NEXT_HIGHEST,
    Bid,
    JujitsuOptions,
    JujitsuRules,
    State,
    View,
)

RULES = JujitsuRules()
OPTIONS = JujitsuOptions(players=2, tie_rule=DISCARD, target=0)


def playouts_per_second(seconds: float = 2.0) -> float:
    rnd = random.Random(7)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = RULES.new_game(OPTIONS, rnd.getrandbits(63))
        while True:
            seats = RULES.to_act(state)
            if not seats:
                break
            for seat in sorted(seats):
                state = RULES.apply(state, seat, rnd.choice(RULES.legal_actions(state, seat)))
        done += 1
    return done / (time.perf_counter() - start)


class Timed:
    """Wraps a bot to add up its thinking time and keep the slowest decision. Time is the
    process's CPU time, so other work on a shared machine does not inflate it."""

    def __init__(self, bot: Bot) -> None:
        self.bot, self.name, self.seconds, self.moves, self.slowest = bot, bot.name, 0.0, 0, 0.0

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        start = time.process_time()
        action = self.bot.choose(view, legal, rng)
        spent = time.process_time() - start
        self.seconds += spent
        self.slowest = max(self.slowest, spent)
        self.moves += 1
        return action


class PredictAndBeat:
    """Reads Hard's mind: runs Hard on Hard's view (everything but Hard's sealed bid is
    public), predicts its likeliest bid and plays the best answer to exactly that bid, the
    rest of the hand valued as `equilibrium` values it."""

    name = "Predictor"

    def __init__(self) -> None:
        self.copy = HardBot()

    def choose(self, view: View, legal: Sequence[Bid], rng: random.Random) -> Bid:
        me = view.seat if view.seat is not None else 0
        rival = 1 - me
        theirs = tuple(sorted(view.hands_left[rival]))
        mine = tuple(sorted(b.rank for b in legal))
        if len(mine) == 1 or view.prize is None:
            return legal[0]
        hard_view = replace(view, seat=rival, my_bid=None)
        chances = self.copy.policy(hard_view, [Bid(r) for r in theirs], rng)
        predicted = max(sorted(chances), key=chances.__getitem__)
        prizes = tuple(sorted((view.prize, *view.prizes_to_come)))
        payoff = equilibrium.matrix(view.prize, prizes, mine, theirs)
        col = theirs.index(predicted)
        best = max(range(len(mine)), key=lambda i: (payoff[i][col], -mine[i]))
        return next(b for b in legal if b.rank == mine[best])


def play_hand(bots: Sequence[Bot], seed: int, options: JujitsuOptions = OPTIONS
              ) -> State:
    state = RULES.new_game(options, seed)
    rngs = [random.Random(seed * 8 + i) for i in range(len(bots))]
    while RULES.to_act(state):
        for seat in sorted(RULES.to_act(state)):
            view = RULES.observe(state, seat)
            state = RULES.apply(state, seat, bots[seat].choose(
                view, RULES.legal_actions(state, seat), rngs[seat]))
    return state


BOTS: dict[str, Callable[[], Bot]] = {
    "hard": HardBot, "random": EasyBot, "medium": MediumBot, "match": match_bot,
    "plus1": plus_one_bot, "minus1": minus_one_bot, "predictor": PredictAndBeat}


@dataclass
class Tally:
    """Per-hand results of one pairing: the first bot's result and seat 0's (1 a win, ½ a
    draw, 0 a loss), the first's margin, the share of prizes tied away, and the first
    bot's thinking time."""

    first: list[float] = field(default_factory=list)
    seat0: list[float] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)
    tied: list[float] = field(default_factory=list)
    seconds: float = 0.0
    moves: int = 0
    slowest: float = 0.0

    def add(self, other: Tally) -> None:
        for name in ("first", "seat0", "margins", "tied"):
            getattr(self, name).extend(getattr(other, name))
        self.seconds += other.seconds
        self.moves += other.moves
        self.slowest = max(self.slowest, other.slowest)


def play_chunk(first: str, second: str, seeds: range) -> Tally:
    """Hands `seeds` between two bots of BOTS, seats alternating with the seed."""
    hard = Timed(BOTS[first]())
    other = BOTS[second]()
    tally = Tally()
    for seed in seeds:
        flip = seed % 2 == 1
        state = play_hand((other, hard) if flip else (hard, other), seed)
        a, b = state.totals
        mine, theirs = (b, a) if flip else (a, b)
        tally.first.append(_result(mine, theirs))
        tally.seat0.append(_result(a, b))
        tally.margins.append(mine - theirs)
        tally.tied.append(sum(r.winner is None for r in state.rounds) / OPTIONS.cards)
    tally.seconds, tally.moves, tally.slowest = hard.seconds, hard.moves, hard.slowest
    return tally


def _result(mine: int, theirs: int) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation,
    one value per hand, so the rounds of a hand count as one draw)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def run_pairings(pool: Executor, pairings: Sequence[tuple[str, str, int, int]]
                 ) -> list[Tally]:
    """Play every (first, second, hands, first seed) pairing on `pool`, in chunks of
    CHUNK hands."""
    jobs = [(k, first, second, range(start, min(start + CHUNK, seed + hands)))
            for k, (first, second, hands, seed) in enumerate(pairings)
            for start in range(seed, seed + hands, CHUNK)]
    tallies = [Tally() for _ in pairings]
    futures = {pool.submit(play_chunk, first, second, seeds): k
               for k, first, second, seeds in jobs}
    for future in as_completed(futures):
        tallies[futures[future]].add(future.result())
    return tallies


CHUNK = 25


def report(first: str, second: str, tally: Tally) -> None:
    n = len(tally.first)
    wins = tally.first.count(1.0)
    draws = tally.first.count(0.5)
    share, half = interval(tally.first)
    tied, tied_half = interval(tally.tied)
    name = {key: BOTS[key]().name for key in (first, second)}
    print(f"{name[first]:>8} vs {name[second]:<10} n={n:<5} W/D/L {wins:5d}/{draws:4d}/"
          f"{n - wins - draws:5d}  share {share:.3f} ± {half:.3f}  mean margin "
          f"{sum(tally.margins) / n:+.2f}  prizes tied away {tied:.3f} ± {tied_half:.3f}",
          flush=True)


# --- Goofspiel-5, exactly ---------------------------------------------------------------------

def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _lp(payoff: list[list[float]]) -> tuple[float, list[float]]:
    """Value and optimal row strategy of a matrix game, by scipy's linear programming."""
    from scipy.optimize import linprog

    m, n = len(payoff), len(payoff[0])
    cost = [0.0] * m + [-1.0]
    upper = [[-payoff[i][j] for i in range(m)] + [1.0] for j in range(n)]
    res = linprog(cost, A_ub=upper, b_ub=[0.0] * n, A_eq=[[1.0] * m + [0.0]], b_eq=[1.0],
                  bounds=[(0, None)] * m + [(None, None)], method="highs")
    return float(res.x[-1]), [max(0.0, float(x)) for x in res.x[:m]]


@cache
def eq_value(prizes: tuple[int, ...], a: tuple[int, ...], b: tuple[int, ...]) -> float:
    if len(prizes) == 1:
        return prizes[0] * _sign(a[0] - b[0])
    return sum(eq_stage(p, prizes, a, b)[0] for p in prizes) / len(prizes)


@cache
def eq_stage(prize: int, prizes: tuple[int, ...], a: tuple[int, ...], b: tuple[int, ...]
             ) -> tuple[float, tuple[float, ...]]:
    rest = tuple(p for p in prizes if p != prize)
    payoff = [[prize * _sign(x - y) + (eq_value(rest, _without(a, x), _without(b, y))
                                       if rest else 0.0) for y in b] for x in a]
    value, row = _lp(payoff)
    return value, tuple(row)


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(c for c in hand if c != card)


class Exact5:
    """Hard as seat 0 of single Goofspiel-5 hands, every prize order and bid walked."""

    def __init__(self) -> None:
        self.hard = HardBot()
        self.start = RULES.new_game(JujitsuOptions(players=2, cards=5), 1)
        self.rng = random.Random(0)   # Hard's two-player chances never read it

    def run(self) -> tuple[float, float]:
        """(Hard's expected margin against the equilibrium, a best response's against
        Hard), per hand."""
        return self._chance(self.start, ())

    def _chance(self, state: State, done: tuple[int, ...]) -> tuple[float, float]:
        left = [p for p in range(1, 6) if p not in done]
        eq = br = 0.0
        for prize in left:
            order = done + (prize,) + tuple(p for p in left if p != prize)
            e, b = self._round(replace(state, prize_order=order), prize, done)
            eq += e
            br += b
        return eq / len(left), br / len(left)

    def _round(self, state: State, prize: int, done: tuple[int, ...]) -> tuple[float, float]:
        mine, theirs = state.hands
        prizes = tuple(sorted(p for p in range(1, 6) if p not in done))
        if len(mine) == 1:
            margin = prize * _sign(mine[0] - theirs[0])
            return margin, -margin
        view = RULES.observe(state, 0)
        chances = self.hard.policy(view, [Bid(r) for r in mine], self.rng)
        _, sound = eq_stage(prize, prizes, theirs, mine)
        eq = 0.0
        answers = [0.0] * len(theirs)
        for a in mine:
            pa = chances.get(a, 0.0)
            if pa <= 0.0:
                continue
            for j, b in enumerate(theirs):
                after = RULES.apply(RULES.apply(state, 0, Bid(a)), 1, Bid(b))
                e, br = self._chance(after, done + (prize,))
                here = prize * _sign(a - b)
                eq += pa * sound[j] * (here + e)
                answers[j] += pa * (-here + br)
        return eq, max(answers)


def exact5() -> tuple[float, float, float]:
    """Exact5's two figures and the seconds they took."""
    start = time.perf_counter()
    margin, best = Exact5().run()
    return margin, best, time.perf_counter() - start


def slowest_table_decision(players: int, seed: int) -> float:
    """The slowest Hard decision in target games of `players` Hard seats (both tie
    rules), to 200 points: the longest games there are."""
    slowest = 0.0
    for k, rule in enumerate((DISCARD, NEXT_HIGHEST)):
        bots = [Timed(HardBot()) for _ in range(players)]
        play_hand(bots, seed + k, JujitsuOptions(players=players, tie_rule=rule, target=200))
        slowest = max(slowest, *(b.slowest for b in bots))
    return slowest


HABITS = ("random", "medium", "match", "plus1", "minus1")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=1000,
                        help="hands against each fixed habit")
    parser.add_argument("--key-hands", type=int, default=2000,
                        help="hands against random, the predictor and Hard itself")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tables", default="3,4,6",
                        help="player counts of the timed target games (empty: none)")
    parser.add_argument("--skip-exact", action="store_true",
                        help="leave out the exact Goofspiel-5 figures (they take minutes)")
    args = parser.parse_args()
    speed = playouts_per_second()
    print(f"random 2-player hands through the rules: {speed:.0f}/s", flush=True)
    pairings = [("hard", key, args.key_hands if key == "random" else args.hands,
                 100_000 * (n + 1)) for n, key in enumerate(HABITS)]
    pairings += [("medium", "random", args.hands, 700_000),
                 ("hard", "predictor", args.key_hands, 800_000),
                 ("hard", "hard", args.key_hands, 900_000)]
    with ProcessPoolExecutor(args.workers, mp_context=get_context("spawn")) as pool:
        exact = None if args.skip_exact else pool.submit(exact5)
        tables = [pool.submit(slowest_table_decision, players, 13_000 + 10 * players)
                  for players in [int(n) for n in args.tables.split(",") if n]]
        tallies = run_pairings(pool, pairings)
        for (first, second, _, _), tally in zip(pairings, tallies, strict=True):
            report(first, second, tally)
        shares = {second: interval(t.first)[0]
                  for (first, second, _, _), t in zip(pairings, tallies, strict=True)
                  if first == "hard"}
        both = tallies[-1]
        seat0, seat_half = interval(both.seat0)
        tied, tied_half = interval(both.tied)
        print(f"Hard against Hard, n={len(both.seat0)}: seat shares {seat0:.3f} / "
              f"{1 - seat0:.3f} (± {seat_half:.3f}), prizes tied away {tied:.3f} ± "
              f"{tied_half:.3f}")
        hard = [t for (first, _, _, _), t in zip(pairings, tallies, strict=True)
                if first == "hard"]
        ms = 1000 * sum(t.seconds for t in hard) / max(1, sum(t.moves for t in hard))
        slowest = max(*(t.slowest for t in hard), *(f.result() for f in tables))
        print(f"Hard's slowest decision: {1000 * slowest:.0f} ms of CPU ({args.tables or 'no'}"
              "-player target games included)")
        margin5 = best5 = float("nan")
        if exact is not None:
            margin5, best5, seconds = exact.result()
            print(f"Goofspiel-5, exact: Hard vs the equilibrium {margin5:+.3f} of 15 per "
                  f"hand, a best response to Hard {best5:+.3f} ({seconds:.0f} s)")
    print("win share counts a draw as half a win; ± is a 95% confidence interval")
    print(f"playouts_per_s={speed:.0f} hard_vs_random={shares['random']:.3f} "
          f"hard_vs_match={shares['match']:.3f} hard_vs_plus1={shares['plus1']:.3f} "
          f"hard_vs_minus1={shares['minus1']:.3f} hard_ms_per_move={ms:.2f} "
          f"hard_slowest_ms={1000 * slowest:.0f} hard_vs_predictor={shares['predictor']:.3f} "
          f"hard_hard_discarded={tied:.3f} eq_margin5={margin5:+.3f} "
          f"best_response5={best5:+.3f} hands={args.hands} key_hands={args.key_hands}")


if __name__ == "__main__":
    main()
