"""Fit the weights of Hard's Jujitsu position estimate, for every number of cards left.

    PYTHONPATH=. /work/venv/bin/python tools/fit_jujitsu_estimate.py [--positions 200]

Hard solves two-player positions exactly with few cards left (equilibrium.EXACT) and reads
bigger ones with `equilibrium.estimate`: rank matching's margin and random bidding's,
weighted by the number of cards left. The positions come from the start of 13-card hands
bid casually (near the prize, with noise), stopped with k cards left. For k = EXACT + 1
the weights are fitted by least squares to exact values; for each bigger k, to the value
one round of play gives (every prize's matrix game solved) over the estimate for k − 1,
just fitted. The script prints the WEIGHTS table for psychboard/games/jujitsu/ai/equilibrium.py.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from psychboard.games.jujitsu.ai import equilibrium  # noqa: E402

Position = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def position(rnd: random.Random, cards: int) -> Position:
    """Prizes, my hand and the rival's hand after 13 − cards casual rounds."""
    prizes = list(range(1, 14))
    rnd.shuffle(prizes)
    hands = [list(range(1, 14)), list(range(1, 14))]
    spread = rnd.choice((1.0, 2.5, 4.0))
    for prize in prizes[:13 - cards]:
        for hand in hands:
            target = prize + rnd.gauss(0.5, spread)
            hand.remove(min(hand, key=lambda c: abs(c - target)))
    return tuple(sorted(prizes[13 - cards:])), tuple(hands[0]), tuple(hands[1])


def backed_up(pos: Position) -> float:
    """The value of one round of sound play over the current estimate of what follows."""
    prizes, a, b = pos
    return sum(equilibrium.stage(p, prizes, a, b)[0] for p in prizes) / len(prizes)


def fit(rows: list[tuple[float, float]], targets: list[float]) -> tuple[float, float, float]:
    """Least-squares weights of the two readings, and the unexplained share of variance."""
    sxx = sum(x * x for x, _ in rows)
    syy = sum(y * y for _, y in rows)
    sxy = sum(x * y for x, y in rows)
    sxt = sum(x * t for (x, _), t in zip(rows, targets, strict=True))
    syt = sum(y * t for (_, y), t in zip(rows, targets, strict=True))
    det = sxx * syy - sxy * sxy
    alpha = (sxt * syy - syt * sxy) / det
    beta = (syt * sxx - sxt * sxy) / det
    error = sum((alpha * x + beta * y - t) ** 2 for (x, y), t in zip(rows, targets, strict=True))
    return alpha, beta, error / max(1e-9, sum(t * t for t in targets))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    weights: dict[int, tuple[float, float]] = {}
    for cards in range(equilibrium.EXACT + 1, 13):   # a full hand is never estimated
        positions = [position(rnd, cards) for _ in range(args.positions)]
        if cards == equilibrium.EXACT + 1:
            equilibrium.EXACT += 1          # solve these exactly, then go back
            equilibrium.forget()
            targets = [equilibrium.value(*pos) for pos in positions]
            equilibrium.EXACT -= 1
        else:
            targets = [backed_up(pos) for pos in positions]
        rows = [(equilibrium.rank_matching(*pos), equilibrium.random_bids(*pos))
                for pos in positions]
        alpha, beta, residual = fit(rows, targets)
        weights[cards] = (round(alpha, 3), round(beta, 3))
        equilibrium.WEIGHTS[cards] = weights[cards]
        equilibrium.forget()
        print(f"{cards} cards left: {weights[cards]}, residual share {residual:.3f}",
              file=sys.stderr, flush=True)
    print("WEIGHTS: dict[int, tuple[float, float]] = {")
    for cards, (alpha, beta) in weights.items():
        print(f"    {cards}: ({alpha}, {beta}),")
    print("}")


if __name__ == "__main__":
    main()
