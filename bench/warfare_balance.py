"""Psychological Warfare balance by self-play: four equal Greedy players, Archetypes dealt at
random by each game's seed.

    python bench/warfare_balance.py                 # 2,000 games on 2 worker processes
    python bench/warfare_balance.py --games 400 --workers 1

Greedy (ai.GreedyBot) is the fast computer player: it looks one play ahead on one redrawn
world, so the figures show what the cards and Archetypes give a sensible player, not what a
deep search finds. A shared win counts as a fraction. Reported: each Archetype's win share
(goal 0.20-0.30, fair 0.25), the first player's (goal 0.22-0.28), per card how often it is
played and the win share of the players who played it (counted once per player and game;
flagged above 0.40 once common enough to judge) with its lift (that share less the win share
of the player-games without the card: a Hidden Agenda is placed by a player already ahead, so
its share says more about the player than the card; the flag stays on the share itself),
games that did not end within a step limit, and the median length in turns. The last line is
machine-readable.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psychboard.games.warfare.ai import GreedyBot  # noqa: E402
from psychboard.games.warfare.rules import (  # noqa: E402
    PlaceAgenda,
    Play,
    React,
    WarfareOptions,
    WarfareRules,
)

PLAYERS = 4
STEP_LIMIT = 20_000
FLAG = 0.40
# A card used in fewer player-games than this is listed, but too rare to flag: a handful of
# plays by a player who was winning anyway would say nothing about the card.
MIN_SAMPLE = 100
RULES = WarfareRules()


@dataclass
class Game:
    """What one game tells the balance: who sat where, who won, which cards each seat used."""

    archetypes: tuple[str, ...]
    first: int
    shares: tuple[float, ...]
    turns: int
    ended: bool
    used: tuple[frozenset[str], ...]
    plays: Counter[str] = field(default_factory=Counter)


def play(seed: int) -> Game:
    bots = [GreedyBot(RULES) for _ in range(PLAYERS)]
    state = RULES.new_game(WarfareOptions(players=PLAYERS), seed)
    rnd = random.Random(seed)
    used: list[set[str]] = [set() for _ in range(PLAYERS)]
    plays: Counter[str] = Counter()
    for _ in range(STEP_LIMIT):
        actors = RULES.to_act(state)
        if not actors:
            break
        seat = min(actors)
        legal = RULES.legal_actions(state, seat)
        action = bots[seat].choose(RULES.observe(state, seat), legal,
                                   random.Random(rnd.getrandbits(64)))
        if isinstance(action, Play | React | PlaceAgenda):
            design = RULES.cs.cards[action.card].id
            used[seat].add(design)
            plays[design] += 1
        state = RULES.advance(state, seat, action)
    outcome = RULES.outcome(state)
    shares = tuple(1 / len(outcome.winners) if outcome and s in outcome.winners else 0.0
                   for s in range(PLAYERS))
    return Game(state.archetypes, state.first, shares, state.turns_taken, outcome is not None,
                tuple(frozenset(u) for u in used), plays)


def report(games: list[Game]) -> str:
    dealt: Counter[str] = Counter()
    won: defaultdict[str, float] = defaultdict(float)
    card_games: Counter[str] = Counter()
    card_wins: defaultdict[str, float] = defaultdict(float)
    plays: Counter[str] = Counter()
    for game in games:
        plays.update(game.plays)
        for seat, archetype in enumerate(game.archetypes):
            dealt[archetype] += 1
            won[archetype] += game.shares[seat]
            for card in game.used[seat]:
                card_games[card] += 1
                card_wins[card] += game.shares[seat]
    print(f"{len(games)} four-player games between Greedy players")
    print("\nArchetype      dealt  win share")
    shares = {a: won[a] / dealt[a] for a in dealt}
    for archetype in sorted(shares, key=shares.__getitem__):
        print(f"  {archetype:<12} {dealt[archetype]:>5}  {shares[archetype]:.3f}")
    first = sum(g.shares[g.first] for g in games) / len(games)
    places = [sum(g.shares[(g.first + p) % PLAYERS] for g in games) / len(games)
              for p in range(PLAYERS)]
    print(f"\nfirst player's win share: {first:.3f} (goal 0.22-0.28); by place in turn order: "
          + " ".join(f"{p:.3f}" for p in places))
    print("\nCard                   played  in games  win share  lift")
    card_share = {c: card_wins[c] / card_games[c] for c in card_games}
    seats, total = PLAYERS * len(games), sum(sum(g.shares) for g in games)
    for card in sorted(RULES.cs.cards[i].id for i in RULES.all_cards if i == RULES.cs.cards[i].id):
        share = card_share.get(card, 0.0)
        lift = share - (total - card_wins[card]) / max(1, seats - card_games[card])
        flag = "" if card_games[card] >= MIN_SAMPLE else "  (too rare to judge)"
        flag = "  <-- above 0.40" if share > FLAG and not flag else flag
        print(f"  {card:<20} {plays[card]:>6}  {card_games[card]:>8}  {share:.3f}  "
              f"{lift:+.3f}{flag}")
    judged = [share for card, share in card_share.items() if card_games[card] >= MIN_SAMPLE]
    unplayed = [c for c in RULES.cs.cards if c == RULES.cs.cards[c].id and not plays[c]
                and RULES.cs.cards[c].type not in ("defense", "phobia")]
    if unplayed:
        print(f"never played: {', '.join(unplayed)}")
    stalled = sum(1 for g in games if not g.ended)
    median = statistics.median(g.turns for g in games)
    print(f"\ngames that did not end: {stalled}; median length {median:g} turns")
    return (f"archetype_min={min(shares.values()):.3f} archetype_max={max(shares.values()):.3f} "
            f"first_player={first:.3f} max_card_win={max(judged):.3f} "
            f"median_turns={median:g}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2, choices=(1, 2))
    args = parser.parse_args(argv)
    seeds = range(args.games)
    if args.workers == 1:
        games = [play(seed) for seed in seeds]
    else:
        with Pool(args.workers) as pool:
            games = pool.map(play, seeds, chunksize=25)
    print(report(games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
