"""Write a readable sample of Therapy's shipped decks as Markdown, answers included.

    .venv/bin/python tools/therapy_sample.py [--count 10] [--seed 7] [--out docs/decks/...]

`count` cards of each kind: Therapy cards and Crisis cards from their shuffled decks, Insight
cards dealt from each Stage's shuffled deck in turn (board order), all with the project's
seeded Rng, so the same deck files and seed always give the same sample. `{player}` is
filled in with "Sam", as a reader would.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from psychboard.core.rng import Rng  # noqa: E402
from psychboard.games.therapy.deck import (  # noqa: E402
    STAGE_TITLES,
    CrisisCard,
    InsightCard,
    TherapyDecks,
    TherapyQuestion,
    describe_effect,
    load_cards,
    shipped_paths,
)

DEFAULT_OUT = ROOT / "docs" / "decks" / "therapy-sample.md"
SAMPLE_NAME = "Sam"


def named(text: str) -> str:
    return text.replace("{player}", SAMPLE_NAME)


def draw_insight(by_stage: Mapping[str, Sequence[InsightCard]], count: int, rng: Rng
                 ) -> tuple[list[InsightCard], Rng]:
    """`count` Insight cards, dealt round-robin from each Stage's own shuffled pile."""
    piles = []
    for stage in STAGE_TITLES:
        shuffled, rng = rng.shuffled(by_stage.get(stage, ()))
        piles.append(list(shuffled))
    drawn: list[InsightCard] = []
    while len(drawn) < count and any(piles):
        for pile in piles:
            if pile and len(drawn) < count:
                drawn.append(pile.pop(0))
    return sorted(drawn, key=lambda c: list(STAGE_TITLES).index(c.stage)), rng


def render_question(card: TherapyQuestion) -> list[str]:
    lines = ["", f"**{card.id}** · {card.type} · ages {card.ages}+", "", named(card.question)]
    if card.type == "rating":
        lines += ["", f"1 = {card.low} · 10 = {card.high}"]
    elif card.type == "either":
        lines += [""] + [f"- {named(option)}" for option in card.options]
    return lines


def render_insight(card: InsightCard) -> list[str]:
    lines = ["", f"**{card.id}** · {STAGE_TITLES[card.stage]} · {card.difficulty}", "",
             card.question, ""]
    lines += [f"- {'**' + o + '** ✓' if o == card.answer else o}" for o in card.options]
    return lines + ["", f"*{card.explanation}* — {card.source}"]


def render_crisis(card: CrisisCard) -> list[str]:
    return ["", f"**{card.id}** · {card.tone}", "", named(card.event), "",
            f"→ {describe_effect(card.effect)}"]


def render(decks: TherapyDecks, count: int, seed: int) -> str:
    rng = Rng.from_seed(seed)
    questions, rng = rng.shuffled(decks.questions)
    insight, rng = draw_insight(decks.insight, count, rng)
    crisis, _ = rng.shuffled(decks.crisis)
    insight_total = sum(len(cards) for cards in decks.insight.values())
    lines = [
        "# Therapy: a sample of the cards",
        "",
        f"{count} cards of each kind (seed {seed}) from `assets/decks/therapy/`: "
        f"{len(decks.questions)} Therapy, {insight_total} Insight and {len(decks.crisis)} "
        f"Crisis cards in all. The patient is called {SAMPLE_NAME}. Insight answers are in "
        "bold with a ✓, then the line shown after answering and the finding's source; each "
        "Crisis card ends with the effect the rules play.",
        "",
        "Regenerate with `.venv/bin/python tools/therapy_sample.py`.",
        "",
        "## Therapy cards",
    ]
    for question in questions[:count]:
        lines += render_question(question)
    lines += ["", "## Insight cards"]
    for card in insight:
        lines += render_insight(card)
    lines += ["", "## Crisis cards"]
    for event in crisis[:count]:
        lines += render_crisis(event)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    decks, errors = load_cards(shipped_paths())
    for error in errors:
        print(f"skipped: {error}", file=sys.stderr)
    if not decks.questions and not decks.crisis:
        print("no Therapy cards in assets/decks/therapy/", file=sys.stderr)
        return 1
    text = render(decks, args.count, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
