"""Therapy bench: how long games run and how the computer players fare.

    python bench/therapy.py             # 400 games of each kind
    python bench/therapy.py --games 100

Two sets of seeded four-computer games: four Medium players (game length, therapy matches,
prediction accuracy), and one Hard against three Easy with the Hard seat moving round the
table (Hard's win share; a fair share is 0.25). A game ending in a shared win counts as a
fraction for each winner.

Minutes at the table are estimated from what happened, at these seconds per kind of step:
a roll and move 15 s, an Insight card 30 s, a therapy session 60 s, group therapy 90 s
(the consulting), a Crisis card 20 s, a peg chosen or given 5 s.

Prediction accuracy is how often a therapist's prediction matched, against the chance that a
prediction picked at random would have matched the same answers (ratings within one, a seat,
an option). The last line is machine-readable.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psychboard.games.therapy.ai import TherapyBot, table  # noqa: E402
from psychboard.games.therapy.rules import State, TherapyOptions, TherapyRules  # noqa: E402

RULES = TherapyRules()
SECONDS = {"rolled": 15, "insight": 30, "therapy": 60, "group": 90, "crisis": 20, "peg": 5}


def play(bots: list[TherapyBot], seed: int) -> tuple[State, dict[str, int]]:
    """One game to the end, and how many steps of each timed kind it had."""
    rnd = random.Random(seed)
    state = RULES.new_game(TherapyOptions(players=len(bots)), seed)
    counts = dict.fromkeys(SECONDS, 0)
    while seats := sorted(RULES.to_act(state)):
        seat = seats[0]
        action = bots[seat].choose(RULES.observe(state, seat),
                                   RULES.legal_actions(state, seat), rnd)
        before_pegs = sum(len(c.pegs) for c in state.couches)
        state = RULES.apply(state, seat, action)
        for note in state.notes:
            if note.kind == "rolled":
                counts["rolled"] += 1
            elif note.kind == "drew":
                deck = note.deck
                counts["crisis" if deck == "crisis" else "insight" if deck != "therapy"
                       else "therapy"] += 1
        if sum(len(c.pegs) for c in state.couches) != before_pegs:
            counts["peg"] += 1
    groups = sum(r.group for r in state.reveals)
    counts["therapy"] -= groups
    counts["group"] = groups
    return state, counts


def chance_of_match(card: str, answer: int, players: int) -> float:
    kind = table().questions[card].type
    if kind == "rating":
        return len([v for v in range(1, 11) if abs(v - answer) <= 1]) / 10
    if kind == "player":
        return 1 / players
    return 1 / len(table().questions[card].options)


def turns(state: State) -> int:
    return (state.round - 1) * state.players + state.turn + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4, help="seats in the Medium games")
    args = parser.parse_args()
    start = time.perf_counter()
    lengths, minutes, matches, sessions, chance = [], [], 0, 0, 0.0
    for game in range(args.games):
        state, counts = play([TherapyBot("medium") for _ in range(args.players)], 1000 + game)
        lengths.append(turns(state))
        minutes.append(sum(SECONDS[k] * n for k, n in counts.items()) / 60)
        for reveal in state.reveals:
            sessions += 1
            matches += reveal.match
            chance += chance_of_match(reveal.card, reveal.answer, state.players)
    hard_wins = 0.0
    hits = {"easy": [0, 0.0, 0], "hard": [0, 0.0, 0]}  # matches, chance, sessions
    for game in range(args.games):
        bots = [TherapyBot("easy") for _ in range(4)]
        hard = game % 4
        bots[hard] = TherapyBot("hard")
        state, _ = play(bots, 5000 + game)
        if hard in state.winners:
            hard_wins += 1 / len(state.winners)
        for reveal in state.reveals:
            if not reveal.group:
                tally = hits[bots[reveal.predictor].level]
                tally[0] += reveal.match
                tally[1] += chance_of_match(reveal.card, reveal.answer, state.players)
                tally[2] += 1
    elapsed = time.perf_counter() - start
    games_per_s = 2 * args.games / elapsed
    median = statistics.median(lengths)
    p90 = statistics.quantiles(lengths, n=10)[-1]
    est = statistics.median(minutes)
    share = hard_wins / args.games
    match_rate = matches / max(1, sessions)
    print(f"{2 * args.games} four-computer games in {elapsed:.1f} s: {games_per_s:.1f} games/s")
    print(f"turns per game: median {median:.0f}, 90th percentile {p90:.0f}")
    print(f"estimated minutes at the table: median {est:.0f} "
          f"(90th percentile {statistics.quantiles(minutes, n=10)[-1]:.0f})")
    print(f"therapy matches: {match_rate:.2f} of {sessions} sessions; "
          f"a random prediction would match {chance / max(1, sessions):.2f}")
    for level, (hit, luck, n) in hits.items():
        print(f"{level.title()} therapists: {hit / max(1, n):.2f} of {n} predictions matched; "
              f"at random {luck / max(1, n):.2f}")
    print(f"Hard against three Easy: wins {share:.2f} (fair 0.25, goal 0.45)")
    print(f"games_per_s={games_per_s:.1f} median_turns={median:.0f} est_minutes={est:.0f} "
          f"hard_vs_easy={share:.2f} match_rate={match_rate:.2f}")


if __name__ == "__main__":
    main()
