"""What can be printed for each game: decks, boards and sheets, gathered into a catalogue.

A game's print kit (printing.kit, named in its GameSpec) adds its pieces and may narrow a deck
kind's cards by the game's own options; deck files under assets/decks/<game>/ are picked up on
their own whenever their kind has a card painter, so a new deck file needs no code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psychboard.core import decks
from psychboard.core.errors import DeckError
from psychboard.core.resources import asset_dir
from psychboard.gui.card_painter import painter_for
from psychboard.printing.document import (
    CardJob,
    PageSpec,
    PrintOptions,
    calibration_pages,
    deck_pages,
)
from psychboard.printing.kit import PrintKit, kit_for
from psychboard.printing.layout import PrintError

GROUPS = ("deck", "board", "sheet")

Cards = Callable[[PrintOptions], Sequence[CardJob]]


@dataclass(frozen=True)
class Printable:
    """One thing to print: a deck (cards laid out by the sheet) or pages drawn directly."""

    id: str
    title: str
    group: str
    pages: Callable[[PrintOptions], list[PageSpec]]
    cards: Cards | None = None


@dataclass
class Catalogue:
    """A game's printables, and a note for each one that had to be left out (and why)."""

    game: str
    items: list[Printable] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def get(self, printable_id: str) -> Printable | None:
        return next((p for p in self.items if p.id == printable_id), None)

    def group(self, name: str) -> list[Printable]:
        return [p for p in self.items if p.group == name]


def deck_printable(printable_id: str, title: str, cards: Cards) -> Printable:
    def pages(options: PrintOptions) -> list[PageSpec]:
        jobs = cards(options)
        return deck_pages(title, jobs, options) if jobs else []
    return Printable(printable_id, title, "deck", pages, cards)


def games() -> list[str]:
    """Every game with something to print, in the registry's order."""
    from psychboard.games import specs

    folder = asset_dir("decks")
    return [g for g, spec in specs().items()
            if spec.print_kit is not None or (folder / g).is_dir()]


def catalogue(game: str, decks_folder: Path | None = None) -> Catalogue:
    """Everything printable for `game`: its kit's pieces, then its deck files."""
    kit = kit_for(game)
    found = Catalogue(game)
    if kit.pieces is not None:
        kit.pieces(found)
    _add_deck_files(found, kit, decks_folder or asset_dir("decks", game))
    return found


def _add_deck_files(found: Catalogue, kit: PrintKit, folder: Path) -> None:
    if not folder.is_dir():
        return
    for path in sorted(sorted(folder.glob("*.json")), key=kit.deck_order or (lambda _p: 0)):
        try:
            deck = decks.load(path)
        except DeckError as exc:
            found.notes.append(f"skipped {exc}")
            continue
        if painter_for(deck.kind) is None:
            found.notes.append(f"skipped {path}: no card painter for deck kind {deck.kind!r}")
            continue
        if found.get(path.stem) is not None:
            found.notes.append(f"skipped {path}: a printable named {path.stem!r} exists")
            continue
        found.items.append(deck_printable(path.stem, deck.title, _file_cards(deck, kit)))


def _file_cards(deck: decks.Deck, kit: PrintKit) -> Cards:
    def cards(options: PrintOptions) -> list[CardJob]:
        kit.check(options)
        chosen: Sequence[Mapping[str, Any]] = deck.cards
        card_filter = kit.filters.get(deck.kind)
        if card_filter is not None:
            chosen = card_filter(chosen, options)
        return [CardJob(deck.kind, card, card) for card in chosen]
    return cards


def build_document(game: str, what: str = "kit", deck: str | None = None,
                   options: PrintOptions | None = None, decks_folder: Path | None = None
                   ) -> tuple[list[PageSpec], Catalogue]:
    """The pages for `what` (kit, deck, board, sheet or one printable's id) of `game`.

    Raises PrintError naming the choices when the game, the printable or the deck is unknown,
    or when the options leave nothing to print.
    """
    from psychboard.games import specs

    options = options or PrintOptions()
    if game not in specs():
        raise PrintError(f"unknown game {game!r} (choose from {', '.join(specs())})")
    kit_for(game).check(options)
    found = catalogue(game, decks_folder)
    if what == "kit":
        chosen = list(found.items)
    elif what in GROUPS:
        chosen = found.group(what)
    else:
        single = found.get(what)
        if single is None:
            names = ", ".join(["kit", *GROUPS, *(p.id for p in found.items)])
            raise PrintError(f"{game} has nothing called {what!r} to print (choose from {names})")
        chosen = [single]
    if deck is not None:
        chosen = [p for p in found.group("deck") if p.id == deck]
        if not chosen:
            names = ", ".join(p.id for p in found.group("deck")) or "none"
            raise PrintError(f"{game} has no deck {deck!r} (its decks: {names})")
    options.sheet()
    pages = calibration_pages(options) if options.calibration else []
    for printable in chosen:
        pages += printable.pages(options)
    if not pages:
        raise PrintError(f"nothing to print for {game} {what} with these options "
                         f"({'; '.join(found.notes) or 'no cards match the filters'})")
    return pages, found
