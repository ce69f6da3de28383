"""What the fixture game's own package brings, the way a real game's does. Never shipped.

Reached only through the GameSpec a test registers (tests/test_one_folder_games.py): its
`SCHEMAS` are the game's deck kinds (the "die-face" kind), its `PAINTERS` draw that kind, and
`KIT` is its print kit: a score sheet, and an option of its own that narrows the deck to the
high faces. Importing it registers nothing; no shared module names this game; that is what the
test proves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from psychboard.core.decks import DeckSchema, FieldSpec
from psychboard.gui.card_painter import CardCanvas, CardKind
from psychboard.printing.document import PageCanvas, PageSpec, PrintOptions
from psychboard.printing.kit import PrintKit, PrintOption
from psychboard.printing.layout import Box
from psychboard.printing.printables import Catalogue, Printable

GAME = "dieguess"
KIND = "die-face"
DECKS = Path(__file__).with_name("fixture_decks")
PIPS: Mapping[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),), 2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)),
}
drawn: list[tuple[str, Any]] = []  # what the painter drew, for the test to read

SCHEMAS = (DeckSchema(KIND, GAME, {"pips": FieldSpec(int, choices=tuple(PIPS))}),)


def paint_face(canvas: CardCanvas, card: Mapping[str, Any]) -> None:
    drawn.append(("face", card["pips"]))
    canvas.base("#FFFFFF", "#333333")
    rect, p = canvas.rect, canvas.painter
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1E1E24"))
    for x, y in PIPS[card["pips"]]:
        p.drawEllipse(QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height()),
                      canvas.unit * 7, canvas.unit * 7)


def paint_back(canvas: CardCanvas, card: Mapping[str, Any] | None) -> None:
    drawn.append(("back", card["pips"] if card else None))
    canvas.base("#0072B2")
    canvas.text(canvas.rect, "?", canvas.unit * 40, "#FFFFFF")


PAINTERS = (CardKind(KIND, paint_face, paint_back, "Die faces"),)  # as the GameSpec gives them


def high_faces(cards: Sequence[Mapping[str, Any]], options: PrintOptions
               ) -> list[Mapping[str, Any]]:
    return [c for c in cards if not options.extras.get("high") or c["pips"] >= 4]


def score_sheet(_options: PrintOptions) -> list[PageSpec]:
    def paint(canvas: PageCanvas) -> None:
        canvas.text(Box(20, 20, canvas.page_w - 40, 10), "Die Guess score sheet", 6)
    return [PageSpec(paint, "Score sheet", 0, {"side": "score-sheet"})]


def _pieces(found: Catalogue) -> None:
    found.items.append(Printable("scores", "Score sheet", "sheet", score_sheet))


KIT = PrintKit(pieces=_pieces, filters={KIND: high_faces},
               options=(PrintOption("high", "Only the high faces", "only faces 4 to 6"),))
