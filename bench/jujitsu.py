"""Psychological Jujitsu bench: rules speed and the computer players' ladder.

    python bench/jujitsu.py            # 2,000 two-player hands per pairing
    python bench/jujitsu.py --hands 200

Every pairing plays single hands with ties discarding the prize, seats alternating. The
win share counts a drawn hand as half a win. The last line is machine-readable.
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
from psychboard.games.jujitsu.ai import (  # noqa: E402
    EasyBot,
    HardBot,
    MediumBot,
    match_bot,
    minus_one_bot,
    plus_one_bot,
)
from psychboard.games.jujitsu.rules import JujitsuOptions, JujitsuRules  # noqa: E402

RULES = JujitsuRules()
OPTIONS = JujitsuOptions(players=2, tie_rule="discard", target=0)


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
    """Wraps a bot to add up its thinking time."""

    def __init__(self, bot: Bot) -> None:
        self.bot, self.name, self.seconds, self.moves = bot, bot.name, 0.0, 0

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, legal, rng)
        self.seconds += time.perf_counter() - start
        self.moves += 1
        return action


def play_hand(bots: tuple[Bot, Bot], seed: int) -> tuple[int, int]:
    state = RULES.new_game(OPTIONS, seed)
    rngs = [random.Random(seed * 2 + i) for i in range(2)]
    while RULES.to_act(state):
        for seat in sorted(RULES.to_act(state)):
            view = RULES.observe(state, seat)
            state = RULES.apply(state, seat, bots[seat].choose(
                view, RULES.legal_actions(state, seat), rngs[seat]))
    outcome = RULES.outcome(state)
    assert outcome is not None
    return outcome.scores[0], outcome.scores[1]


def ladder(first: Bot, second: Bot, hands: int, seed: int) -> float:
    wins = draws = losses = 0
    margin = 0
    for k in range(hands):
        flip = k % 2 == 1
        a, b = play_hand((second, first) if flip else (first, second), seed + k)
        mine, theirs = (b, a) if flip else (a, b)
        margin += mine - theirs
        wins += mine > theirs
        draws += mine == theirs
        losses += mine < theirs
    share = (wins + 0.5 * draws) / hands
    print(f"{first.name:>8} vs {second.name:<10} W/D/L {wins:5d}/{draws:4d}/{losses:5d}  "
          f"share {share:.3f}  mean margin {margin / hands:+.2f}", flush=True)
    return share


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000, help="hands per pairing")
    args = parser.parse_args()
    speed = playouts_per_second()
    print(f"random 2-player hands through the rules: {speed:.0f}/s")
    hard = Timed(HardBot())
    factories: list[tuple[str, Callable[[], Bot]]] = [
        ("random", EasyBot), ("medium", MediumBot), ("match", match_bot),
        ("plus1", plus_one_bot), ("minus1", minus_one_bot)]
    shares = {key: ladder(hard, make(), args.hands, 1000 * n)
              for n, (key, make) in enumerate(factories)}
    ladder(MediumBot(), EasyBot(), args.hands, 9000)
    ms = 1000 * hard.seconds / max(1, hard.moves)
    print("win share counts a draw as half a win")
    print(f"playouts_per_s={speed:.0f} hard_vs_random={shares['random']:.3f} "
          f"hard_vs_match={shares['match']:.3f} hard_vs_plus1={shares['plus1']:.3f} "
          f"hard_vs_minus1={shares['minus1']:.3f} hard_ms_per_move={ms:.2f}")


if __name__ == "__main__":
    main()
