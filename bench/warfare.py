"""Psychological Warfare bench: rules speed, search speed, the computer players' strength and
how long a game lasts.

    python bench/warfare.py              # 40 four-player games per pairing
    python bench/warfare.py --games 12

Hard sits at each seat in turn against three Easy, then against three Greedy players; its win
share counts a shared win as a fraction (a fair share is 0.25). A game's estimated minutes
assume a person takes 12 s over each choice on their own turn, 3 s to answer "Anyone
reacting?", and 10 s a turn to pass the screen and draw up (the hot-seat hand-off, which the
choices alone leave out). Hard's decisions are seeded and bounded by iterations; the number of
searches its wall-clock cap cut short is printed (normally none). The last line is
machine-readable.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
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


def share(hero: Timed, villain: Callable[[], Bot], games: int, lengths: list[tuple[int, float]]
          ) -> float:
    won = 0.0
    for game in range(games):
        seat = game % 4
        bots: list[Bot] = [villain() for _ in range(4)]
        bots[seat] = hero
        winners, turns, seconds = play(bots, 1000 + game)
        lengths.append((turns, seconds))
        if seat in winners:
            won += 1 / len(winners)
    return won / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args(argv)
    speed = games_per_second()
    print(f"random four-player games per second: {speed:.1f}")
    hard = Timed(SearchBot("hard", RULES))
    lengths: list[tuple[int, float]] = []
    vs_easy = share(hard, lambda: SearchBot("easy", RULES), args.games, lengths)
    print(f"Hard against three Easy: win share {vs_easy:.2f} over {args.games} games "
          "(goal 0.50)")
    vs_greedy = share(hard, lambda: GreedyBot(RULES), args.games, lengths)
    print(f"Hard against three Greedy: win share {vs_greedy:.2f} over {args.games} games "
          "(goal 0.35, fair 0.25)")
    iters = hard.bot.iterations / hard.seconds if hard.seconds else 0.0  # type: ignore[attr-defined]
    print(f"Hard: {iters:.0f} iterations/s, {hard.seconds / max(hard.moves, 1):.2f} s a "
          f"decision on average, slowest {hard.slowest:.2f} s, "
          f"{hard.bot.cut_short} searches cut short by the clock")  # type: ignore[attr-defined]
    turns = sum(t for t, _ in lengths) / len(lengths)
    minutes = sum(s for _, s in lengths) / len(lengths) / 60
    print(f"mean game: {turns:.1f} turns, about {minutes:.0f} minutes for four people "
          "(the box says about 30)")
    print(f"games_per_s={speed:.1f} iters_per_s={iters:.0f} hard_vs_easy={vs_easy:.2f} "
          f"hard_vs_greedy={vs_greedy:.2f} est_minutes={minutes:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
