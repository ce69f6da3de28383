"""Psychologizer's print-and-play kit: board, spinner, response cards and token stands.

The opinion decks themselves are deck files (assets/decks/psychologizer/*.json) that the
printables registry finds on its own; this kit adds the options that narrow them (categories,
and only the age-8 cards when younger players are at the table) and the rest of the box: the
eight sets of response cards, the board, the spinner and a fold-over stand for each of the
eight tokens. The registry names it as this game's `print_kit`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtGui import QFont

from psychboard.core.errors import FileProblem
from psychboard.core.resources import asset_dir
from psychboard.games.psychologizer.board import Board, load_board
from psychboard.games.psychologizer.deck import (
    CATEGORIES,
    DECK_KIND,
    family_filter,
    printed_cards,
)
from psychboard.games.psychologizer.painters import RESPONSE_KIND, RESPONSE_VALUES, ResponseCard
from psychboard.games.psychologizer.print_board import board_pages, spinner_pages
from psychboard.gui import palette
from psychboard.gui.widgets.token_icon import token_path
from psychboard.printing.document import CardJob, PageCanvas, PageSpec, PrintOptions
from psychboard.printing.kit import PrintKit, PrintOption
from psychboard.printing.layout import MIN_MARGIN, PAPERS, Box
from psychboard.printing.printables import Catalogue, Printable, deck_printable
from psychboard.printing.stands import fold_stand, seat_piece, stand_boxes

GAME = "psychologizer"
SEATS = 8
STAND_W, TAB, PANEL = 36.0, 14.0, 46.0


OPTIONS = (
    PrintOption("categories", "Ca&tegories", "only these categories (repeat, or separate with "
                "commas)", flag="category", choices=CATEGORIES),
    PrintOption("younger", "Only cards for younger players",
                "only the cards suitable for younger players"),
)


def opinion_filter(cards: Sequence[Mapping[str, Any]], options: PrintOptions
                   ) -> list[Mapping[str, Any]]:
    categories = options.extras.get("categories", ())
    chosen = [c for c in cards if not categories or c["category"] in categories]
    return printed_cards(family_filter(chosen, bool(options.extras.get("younger"))))


def response_jobs(_options: PrintOptions | None = None) -> list[CardJob]:
    return [CardJob(RESPONSE_KIND, ResponseCard(seat, value), ResponseCard(seat, value))
            for seat in range(SEATS) for value in RESPONSE_VALUES]


def _kit(found: Catalogue) -> None:
    found.items.append(deck_printable("responses", "Response cards (8 sets of 8)", response_jobs))
    path = asset_dir("boards") / f"{GAME}.json"
    board: Board | None = None
    if not path.exists():
        found.notes.append(f"the board and spinner are skipped: {path} is missing")
    else:
        try:
            board = load_board(path)
        except FileProblem as exc:
            found.notes.append(f"the board and spinner are skipped: {exc}")
    if board is not None:
        shipped = board
        found.items.append(Printable("board", "Board (tiled)", "board",
                                     lambda options: board_pages(shipped, options)))
        found.items.append(Printable("spinner", "Spinner", "board",
                                     lambda options: spinner_pages(shipped, options)))
    found.items.append(Printable("tokens", "Token stands", "sheet", token_pages))


def token_pages(options: PrintOptions) -> list[PageSpec]:
    """Eight fold-over stands: glue tab, front, back (upside down), glue tab."""
    page_w, _ = PAPERS[options.paper]
    height = 2 * TAB + 2 * PANEL

    def paint(canvas: PageCanvas) -> None:
        canvas.text(Box(MIN_MARGIN, MIN_MARGIN + 2, page_w - 2 * MIN_MARGIN, 8),
                    "Psychologizer token stands", 6, "#1E1E24", weight=QFont.Weight.Bold)
        boxes = stand_boxes(page_w, SEATS, 4, 6.0, 8.0, MIN_MARGIN + 14, STAND_W, TAB, PANEL)
        for seat, box in enumerate(boxes):
            _stand(canvas, seat, box)
        canvas.text(Box(MIN_MARGIN + 10, MIN_MARGIN + 14 + 2 * height + 14,
                        page_w - 2 * MIN_MARGIN - 20, 12),
                    "Cut on the solid lines, fold on the dashed lines into a tent and glue the "
                    "two tabs together as its base.", 3.6, "#444444")

    return [PageSpec(paint, "Token stands", 0, {})]


def _stand(canvas: PageCanvas, seat: int, box: Box) -> None:
    shape = palette.TOKEN_SHAPES[seat]

    def face(panel: Box) -> None:
        piece = token_path(shape, canvas.r(Box(panel.x + 4, panel.y + 4, panel.w - 8,
                                                panel.w - 8)))
        seat_piece(canvas, seat, piece, Box(panel.x + 1, panel.y + panel.w - 3, panel.w - 2, 6),
                   3.6)
        canvas.line(panel.x + 4, panel.bottom - 4, panel.right - 4, panel.bottom - 4,
                    "#BBBBBB", 0.2)

    fold_stand(canvas, box, TAB, PANEL, face)


KIT = PrintKit(pieces=_kit, filters={DECK_KIND: opinion_filter}, options=OPTIONS)
