"""Psychological Warfare's print-and-play kit: score cards and a turn reference per player.

The playing cards, Archetypes and the Effects of Neurosis are deck files
(assets/decks/warfare/*.json) that the printables registry finds on its own; this kit prints
each playing card as many times as its `copies` says, gathers the four neurosis entries onto
the one card the table shares, and adds the rest of the box: two score cards per player (Needs
at 1–4 and at 5–8, one box per score for a marker) and a reference card with the turn on its
face and the end of the game on its back. The registry names it as this game's `print_kit`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from psychboard.games.warfare.deck import CARD_KIND, NEUROSIS_KIND
from psychboard.games.warfare.painters import REFERENCE_KIND, SCORE_KIND, Reference, ScoreCard
from psychboard.printing.document import CardJob, PrintOptions
from psychboard.printing.kit import PrintKit
from psychboard.printing.printables import Catalogue, deck_printable

PLAYERS = 4

TURN = Reference("Your turn", (
    ("Start", "Each Need of yours at 1 gives you its neurosis."),
    ("Therapy", "Either: your Baggage, Specials, Defenses and Phobias go under your "
                "Archetype. Draw up to five. Your turn is over."),
    ("1", "Or play. Put cards from your hand face down as Mental Energy; place Defenses."),
    ("2", "Play up to one Special and one Action, paying in Mental Energy. Anyone may react."),
    ("3", "Reveal a Hidden Agenda that is true now."),
    ("4", "Draw five, less your hand, less your Baggage icons (at least one)."),
), note="Therapy only as your first choice. Once you have played a card: no more Mental Energy.")

END = Reference("End of the game", (
    ("Last", "When the last card is drawn, finish the turn; then everyone plays one more."),
    ("Nurture", "Optional: each card you collected whose letter is on your Archetype's chart "
                "moves that Need."),
    ("VP", "In each Need, everyone with the highest score (ties too) earns their Archetype's "
           "VP for it."),
    ("Agenda", "Add the VP of your placed Hidden Agendas."),
    ("Win", "Most VP wins; a tie goes to fewer cards under the Archetype."),
))


def every_copy(cards: Sequence[Mapping[str, Any]], _options: PrintOptions
               ) -> list[Mapping[str, Any]]:
    """Each playing card as many times as the deck holds it."""
    return [card for card in cards for _ in range(int(card.get("copies", 1)))]


def one_neurosis_card(cards: Sequence[Mapping[str, Any]], _options: PrintOptions
                      ) -> list[Mapping[str, Any]]:
    """The four entries on one card, as the table has one Effects of Neurosis card."""
    return [{"id": "effects-of-neurosis", "neuroses": list(cards)}] if cards else []


def score_jobs(_options: PrintOptions | None = None) -> list[CardJob]:
    return [CardJob(SCORE_KIND, ScoreCard(seat, low), ScoreCard(seat, low))
            for seat in range(PLAYERS) for low in (True, False)]


def reference_jobs(_options: PrintOptions | None = None) -> list[CardJob]:
    return [CardJob(REFERENCE_KIND, TURN, END) for _ in range(PLAYERS)]


def _kit(found: Catalogue) -> None:
    found.items.append(deck_printable("scores", "Score cards (2 per player)", score_jobs))
    found.items.append(deck_printable("reference", "Turn reference (1 per player)",
                                      reference_jobs))


KIT = PrintKit(pieces=_kit, filters={CARD_KIND: every_copy, NEUROSIS_KIND: one_neurosis_card})
