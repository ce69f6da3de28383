"""Zero-sum matrix games in pure Python: the value and an optimal mixed strategy for each side.

The app ships no LP library, and the games Hard solves are small (at most 13 × 13), so a
dense simplex on the textbook reduction is quick enough: shift the payoffs positive, then
maximise Σy subject to M·y ≤ 1, y ≥ 0. The column player's strategy is y scaled to sum to
one; the row player's comes from the duals (the objective row under the slack columns).
"""

from __future__ import annotations

from collections.abc import Sequence

_EPS = 1e-12


def solve(payoff: Sequence[Sequence[float]]) -> tuple[float, list[float], list[float]]:
    """(value, row strategy, column strategy) of the game where the row player receives
    payoff[i][j] and maximises."""
    m, n = len(payoff), len(payoff[0])
    saddle = _saddle(payoff)
    if saddle is not None:
        i, j = saddle
        row, col = [0.0] * m, [0.0] * n
        row[i] = col[j] = 1.0
        return payoff[i][j], row, col
    if m == n == 2:
        return _two_by_two(payoff)
    shift = 1.0 - min(min(r) for r in payoff)
    width = n + m + 1
    table = []
    for i, r in enumerate(payoff):
        line = [v + shift for v in r] + [0.0] * m + [1.0]
        line[n + i] = 1.0
        table.append(line)
    objective = [-1.0] * n + [0.0] * (m + 1)
    basis = [n + i for i in range(m)]
    for _ in range(50 * (m + n)):
        enter = min(range(n + m), key=objective.__getitem__)
        if objective[enter] >= -1e-10:
            break
        leave, best = -1, float("inf")
        for i in range(m):
            a = table[i][enter]
            if a > _EPS:
                ratio = table[i][-1] / a
                if ratio < best - 1e-12:
                    leave, best = i, ratio
        pivot_row = table[leave]
        scale = pivot_row[enter]
        for k in range(width):
            pivot_row[k] /= scale
        for i in range(m):
            if i != leave:
                line = table[i]
                f = line[enter]
                if f != 0.0:
                    for k in range(width):
                        line[k] -= f * pivot_row[k]
        f = objective[enter]
        for k in range(width):
            objective[k] -= f * pivot_row[k]
        basis[leave] = enter
    total = objective[-1]
    col = [0.0] * n
    for i, b in enumerate(basis):
        if b < n:
            col[b] = max(0.0, table[i][-1])     # rounding can leave a hair below zero
    row = [max(0.0, objective[n + i]) for i in range(m)]
    return 1.0 / total - shift, _normalised(row), _normalised(col)


def _normalised(weights: list[float]) -> list[float]:
    total = sum(weights)
    return [w / total for w in weights]


def _saddle(payoff: Sequence[Sequence[float]]) -> tuple[int, int] | None:
    """A pure equilibrium (the row's best worst case meets the column's), if there is one."""
    low = [min(r) for r in payoff]
    i = max(range(len(low)), key=low.__getitem__)
    n = len(payoff[0])
    high = [max(r[j] for r in payoff) for j in range(n)]
    j = min(range(n), key=high.__getitem__)
    if high[j] - low[i] <= 1e-9:
        return i, j
    return None


def _two_by_two(payoff: Sequence[Sequence[float]]) -> tuple[float, list[float], list[float]]:
    """A 2 × 2 game without a saddle point: both sides mix to make the other indifferent."""
    (a, b), (c, d) = payoff
    den = a - b - c + d
    x = (d - c) / den
    y = (d - b) / den
    return (a * d - b * c) / den, [x, 1.0 - x], [y, 1.0 - y]
