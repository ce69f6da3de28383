"""Psychic Solitaire: score statistics and speed of the real rules over many seeded deals.

Plays N deals (default 100,000) twice: naive guessing (a uniform guess each phase) and the
counting strategy (the most likely option, with foretelling on so it sees every face-up card).
Both go through `PsychicRules.apply`; the naive loop skips the bot and view objects so the
figure measures the rules. Prints mean, median, the exact naive mean for comparison, the share
of each psychic band and deals per second; the last line is machine-readable:

    naive_mean=<x> counting_mean=<y> deals_per_s=<naive deals per second>

Usage: python bench/psychic.py [--deals N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from psychboard.games.psychic.ai import (  # noqa: E402
    CountingBot,
    expected_naive_score,
    naive_score_distribution,
)
from psychboard.games.psychic.rules import (  # noqa: E402
    BANDS,
    FLIP,
    PsychicOptions,
    PsychicRules,
    band,
)

RULES = PsychicRules()


def naive_deal(seed: int) -> int:
    """One deal of random guessing, straight through the rules."""
    rules = RULES
    state = rules.new_game(PsychicOptions(), seed)
    rnd = random.Random(seed)
    while len(state.deck) > 1:
        legal = rules.legal_actions(state, 0)
        state = rules.apply(state, 0, legal[rnd.randrange(len(legal))])
        state = rules.apply(state, 0, FLIP)
    return state.score


def counting_deal(seed: int) -> int:
    """One deal played by CountingBot from its view, with foretelling on."""
    rules, bot = RULES, CountingBot()
    state = rules.new_game(PsychicOptions(foretelling=True), seed)
    rnd = random.Random(seed)
    while rules.to_act(state):
        action = bot.choose(rules.observe(state, 0), rules.legal_actions(state, 0), rnd)
        state = rules.apply(state, 0, action)
    return state.score


def run(name: str, deal: Callable[[int], int], seeds: range,
        exact: Mapping[int, Fraction] | None = None) -> tuple[float, float]:
    """Play every seed; print the figures, and the exact band shares when they are known."""
    start = time.perf_counter()
    scores = [deal(seed) for seed in seeds]
    rate = len(scores) / (time.perf_counter() - start)
    mean = statistics.fmean(scores)
    print(f"{name}: {len(scores)} deals, mean {mean:.3f}, median {statistics.median(scores)}, "
          f"best {max(scores)}, {rate:,.0f} deals/s")
    tally = Counter(band(s) for s in scores)
    for entry in BANDS:
        share = 100 * tally[entry] / len(scores)
        line = f"  {entry.low:2}–{entry.high:<2} {entry.title:<42} {share:6.2f}%"
        if exact is not None:
            chance = sum(p for s, p in exact.items() if entry.low <= s <= entry.high)
            line += f"   (exact {100 * float(chance):6.2f}%)"
        print(line)
    return mean, rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.deals)
    print(f"exact naive mean: {float(expected_naive_score()):.4f}")
    naive_mean, naive_rate = run("naive", naive_deal, seeds, naive_score_distribution())
    counting_mean, _ = run("counting (foretelling on)", counting_deal, seeds)
    print(f"naive_mean={naive_mean:.4f} counting_mean={counting_mean:.4f} "
          f"deals_per_s={naive_rate:.0f}")


if __name__ == "__main__":
    main()
