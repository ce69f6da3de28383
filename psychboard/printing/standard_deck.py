"""The print kit of the standard 52-card deck with two jokers, for every game that plays with it.

A game gives it through its GameSpec (`print_kit`) beside the shared playing-card painter.
"""

from __future__ import annotations

from psychboard.core.cards import standard_deck
from psychboard.printing.document import CardJob
from psychboard.printing.kit import PrintKit
from psychboard.printing.printables import Catalogue, deck_printable


def _playing_cards(found: Catalogue) -> None:
    jobs = [CardJob("playing", card) for card in standard_deck(jokers=2)]
    found.items.append(deck_printable("playing-cards", "Playing cards (52 and 2 jokers)",
                                      lambda _options: jobs))


KIT = PrintKit(pieces=_playing_cards)
