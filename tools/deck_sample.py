"""Write a readable sample of the shipped Psychologizer opinion cards as Markdown.

    .venv/bin/python tools/deck_sample.py [--count 30] [--seed 7] [--out docs/decks/...]

The draw takes cards from every category in turn (each category's cards shuffled with the
project's seeded Rng), so the same deck files and seed always give the same sample and every
category that exists is shown. `{player}` is filled in with "Sam" and `{other}` with "Alex",
as a reader would; responses keep the printed order.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from psychboard.core.decks import load_many  # noqa: E402
from psychboard.core.rng import Rng  # noqa: E402
from psychboard.games.psychologizer.deck import (  # noqa: E402
    CATEGORIES,
    DECK_KIND,
    by_category,
    fill_names,
    printed_cards,
)

DECK_DIR = ROOT / "assets" / "decks" / "psychologizer"
DEFAULT_OUT = ROOT / "docs" / "decks" / "psychologizer-sample.md"
SAMPLE_NAME = "Sam"
OTHER_NAME = "Alex"

Card = Mapping[str, Any]


def draw(cards: Sequence[Card], count: int, seed: int) -> dict[str, list[Card]]:
    """`count` cards, dealt round-robin from each category's own shuffled pile."""
    rng = Rng.from_seed(seed)
    piles: dict[str, list[Card]] = {}
    for category, group in by_category(cards).items():
        shuffled, rng = rng.shuffled(group)
        if shuffled:
            piles[category] = list(shuffled)
    drawn: dict[str, list[Card]] = {category: [] for category in piles}
    taken = 0
    while taken < count and any(piles.values()):
        for category, pile in piles.items():
            if pile and taken < count:
                drawn[category].append(pile.pop(0))
                taken += 1
    return drawn


def render(drawn: Mapping[str, Sequence[Card]], total: int, files: int, seed: int) -> str:
    shown = sum(len(group) for group in drawn.values())
    lines = [
        "# Psychologizer: a sample of the opinion cards",
        "",
        f"{shown} of the {total} cards in the {files} deck files of "
        "`assets/decks/psychologizer/`, drawn from every category in turn "
        f"(seed {seed}), with the opinion player called {SAMPLE_NAME} and the other player a "
        f"card brings in called {OTHER_NAME}. Responses keep the printed order (the game deals "
        "a new order each time a card is read). Each response is "
        "followed by the trait it leans toward; \"8+\" cards suit tables with younger "
        "players, \"12+\" cards need older ones.",
        "",
        "Regenerate with `.venv/bin/python tools/deck_sample.py`.",
    ]
    for category, group in drawn.items():
        if not group:
            continue
        lines += ["", f"## {CATEGORIES[category]}"]
        for card in group:
            lines += ["", f"**{card['id']}** · ages {card['ages']}+", "",
                      fill_names(card["issue"], SAMPLE_NAME, OTHER_NAME), ""]
            lines += [f"- **{letter}.** {fill_names(r['text'], SAMPLE_NAME, OTHER_NAME)} "
                      f"*({r['trait']})*"
                      for letter, r in zip("abcd", card["responses"], strict=True)]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    decks, errors = load_many(sorted(DECK_DIR.glob("*.json")), DECK_KIND)
    for error in errors:
        print(f"skipped: {error}", file=sys.stderr)
    cards = printed_cards([card for deck in decks for card in deck.cards])
    if not cards:
        print(f"no opinion cards in {DECK_DIR}", file=sys.stderr)
        return 1
    text = render(draw(cards, args.count, args.seed), len(cards), len(decks), args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({sum(1 for line in text.splitlines() if line.startswith('**'))}"
          f" cards from {len(cards)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
