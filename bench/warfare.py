"""Psychological Warfare bench: rules speed, search speed, the computer players' strength and
how long a game lasts.

    python bench/warfare.py              # 200 four-player games per pairing, 2 processes
    python bench/warfare.py --games 24 --workers 1 --against easy

Hard sits at each seat in turn against three Easy, then against three Greedy players; its win
share counts a shared win as a fraction (a fair share is 0.25) and is printed with its 95%
interval. A game's estimated minutes assume a person takes 12 s over each choice on their own
turn, 3 s to answer "Anyone reacting?", and 10 s a turn to pass the screen and draw up (the
hot-seat hand-off, which the choices alone leave out). Hard's decisions are seeded and bounded
by iterations; the number of searches its wall-clock cap cut short is printed (normally none).
The last line is machine-readable.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psychboard.core.bot import Bot  # noqa: E402
from psychboard.games.warfare.ai import GreedyBot, SearchBot  # noqa: E402
from psychboard.games.warfare.rules import WarfareOptions, WarfareRules  # noqa: E402

RULES = WarfareRules()
OWN_TURN_SECONDS = 12
REACTION_SECONDS = 3
HANDOFF_SECONDS = 10


def games_per_second(seconds: float = 3.0) -> float:
    rnd = random.Random(7)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = RULES.new_game(WarfareOptions(players=4), rnd.getrandbits(63))
        while RULES.to_act(state):
            seat = rnd.choice(sorted(RULES.to_act(state)))
            state = RULES.apply(state, seat, rnd.choice(RULES.legal_actions(state, seat)))
        done += 1
    return done / (time.perf_counter() - start)


class Timed:
    """Wraps a bot to add up its thinking time on choices that needed thought."""

    def __init__(self, bot: Bot) -> None:
        self.bot, self.name = bot, bot.name
        self.seconds, self.moves, self.slowest = 0.0, 0, 0.0

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        if len(legal) > 1:
            spent = time.perf_counter() - start
            self.seconds += spent
            self.moves += 1
            self.slowest = max(self.slowest, spent)
        return action


@dataclass
class Result:
    """One game as the hero saw it."""

    share: float
    turns: int
    seconds: float  # a person's estimated seconds for the whole game
    thinking: float
    moves: int
    slowest: float
    iterations: int
    cut_short: int


VILLAINS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SearchBot("easy", RULES),
    "greedy": lambda: GreedyBot(RULES),
}


def play(bots: Sequence[Bot], seed: int) -> tuple[tuple[int, ...], int, float]:
    """One game: the winners, the turns taken and a person's estimated seconds."""
    state = RULES.new_game(WarfareOptions(players=len(bots)), seed)
    rnd = random.Random(seed)
    seconds = 0.0
    while RULES.to_act(state):
        seat = min(RULES.to_act(state))
        legal = RULES.legal_actions(state, seat)
        seconds += REACTION_SECONDS if state.window is not None else OWN_TURN_SECONDS
        state = RULES.apply(state, seat, bots[seat].choose(RULES.observe(state, seat), legal,
                                                           random.Random(rnd.getrandbits(64))))
    outcome = RULES.outcome(state)
    assert outcome is not None
    return outcome.winners, state.turns_taken, seconds + HANDOFF_SECONDS * state.turns_taken


def hard_game(job: tuple[str, int]) -> Result:
    """Hard at seat `game % 4` against three of `villain`, on the game's own seed."""
    villain, game = job
    seat = game % 4
    search = SearchBot("hard", RULES)
    hero = Timed(search)
    bots: list[Bot] = [VILLAINS[villain]() for _ in range(4)]
    bots[seat] = hero
    winners, turns, seconds = play(bots, 1000 + game)
    won = 1 / len(winners) if seat in winners else 0.0
    return Result(won, turns, seconds, hero.seconds, hero.moves, hero.slowest,
                  search.iterations, search.cut_short)


def share(villain: str, games: int, workers: int) -> list[Result]:
    jobs = [(villain, game) for game in range(games)]
    if workers == 1:
        return [hard_game(job) for job in jobs]
    with Pool(workers) as pool:
        return pool.map(hard_game, jobs, chunksize=2)


def interval(results: list[Result]) -> tuple[float, float]:
    """The mean win share and the half-width of its 95% interval (normal approximation)."""
    shares = [r.share for r in results]
    mean = sum(shares) / len(shares)
    spread = math.sqrt(sum((x - mean) ** 2 for x in shares) / max(1, len(shares) - 1))
    return mean, 1.96 * spread / math.sqrt(len(shares))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2, choices=(1, 2))
    parser.add_argument("--against", choices=("both", *VILLAINS), default="both",
                        help="the pairings to play (the last line needs both)")
    args = parser.parse_args(argv)
    speed = games_per_second()
    print(f"random four-player games per second: {speed:.1f}")
    results, shares = [], {}
    for villain, goal in (("easy", "goal 0.50"), ("greedy", "goal 0.35, fair 0.25")):
        if args.against not in ("both", villain):
            continue
        played = share(villain, args.games, args.workers)
        mean, plus_minus = interval(played)
        print(f"Hard against three {villain.capitalize()}: win share {mean:.2f} ± "
              f"{plus_minus:.2f} over {args.games} games ({goal})")
        results += played
        shares[villain] = mean
    thinking = sum(r.thinking for r in results)
    moves = sum(r.moves for r in results)
    iters = sum(r.iterations for r in results) / thinking if thinking else 0.0
    print(f"Hard: {iters:.0f} iterations/s, {thinking / max(moves, 1):.2f} s a decision on "
          f"average, slowest {max(r.slowest for r in results):.2f} s, "
          f"{sum(r.cut_short for r in results)} searches cut short by the clock")
    turns = sum(r.turns for r in results) / len(results)
    minutes = sum(r.seconds for r in results) / len(results) / 60
    print(f"mean game: {turns:.1f} turns, about {minutes:.0f} minutes for four people "
          "(the box says about 30)")
    if len(shares) == len(VILLAINS):
        print(f"games_per_s={speed:.1f} iters_per_s={iters:.0f} "
              f"hard_vs_easy={shares['easy']:.2f} hard_vs_greedy={shares['greedy']:.2f} "
              f"est_minutes={minutes:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
