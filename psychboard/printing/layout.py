"""Sheet geometry for print-and-play, in millimetres, with no Qt (DESIGN §7).

A sheet is a centred grid of slots inside the printable area (at least `MIN_MARGIN` from every
paper edge), with room left around the grid for crop marks. A slot holds one card, or in
fold-and-glue mode a front and its back side by side with a fold line between them. Cards are
butted by default, so neighbours share one cut line; a gutter gives every card its own.

Bleed runs past a card's cut line on the outside of the grid, and inside it only as far as half
the gutter, so no card's bleed ever covers a neighbour. Back pages mirror the grid about the
axis the sheet is flipped on (long edge: left-right; short edge: top-bottom), then shift by the
printer's measured offset, so each back lands behind its own front.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from psychboard.core.errors import PsychboardError

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 63.0), "tarot": (70.0, 120.0),
}
BACKS = ("none", "duplex-long", "duplex-short", "fold")
MIN_MARGIN = 5.0
MARK_GAP = 1.0      # clear space between a card's bleed and its crop mark
MARK_MIN = 1.5      # a crop mark shorter than this is too easy to miss
MARK_MAX = 6.0


class PrintError(PsychboardError):
    """Something asked of print-and-play cannot be done; the message says what to change."""


class LayoutError(PrintError):
    """The chosen paper, card size and spacing leave no room for even one card."""


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def grown(self, left: float, top: float, right: float, bottom: float) -> Box:
        return Box(self.x - left, self.y - top, self.w + left + right, self.h + top + bottom)

    def moved(self, dx: float, dy: float) -> Box:
        return Box(self.x + dx, self.y + dy, self.w, self.h)


@dataclass(frozen=True)
class Placement:
    """Where one card goes: its cut rectangle and the (larger) rectangle its bleed may fill."""

    card: Box
    clip: Box


@dataclass(frozen=True)
class Mark:
    x1: float
    y1: float
    x2: float
    y2: float
    fold: bool = False


@dataclass(frozen=True)
class Sheet:
    paper: str
    page_w: float
    page_h: float
    card_w: float
    card_h: float
    cols: int
    rows: int
    gutter: float
    bleed: float
    fold: bool
    margin: float = MIN_MARGIN

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def slot_w(self) -> float:
        return self.card_w * (2 if self.fold else 1)

    @property
    def grid(self) -> Box:
        w = self.cols * self.slot_w + (self.cols - 1) * self.gutter
        h = self.rows * self.card_h + (self.rows - 1) * self.gutter
        return Box((self.page_w - w) / 2, (self.page_h - h) / 2, w, h)

    def slot(self, index: int) -> Box:
        col, row = index % self.cols, index // self.cols
        g = self.grid
        return Box(g.x + col * (self.slot_w + self.gutter), g.y + row * (self.card_h + self.gutter),
                   self.slot_w, self.card_h)

    def _bleeds(self, index: int) -> tuple[float, float, float, float]:
        col, row = index % self.cols, index // self.cols
        inner = min(self.bleed, self.gutter / 2)
        return (self.bleed if col == 0 else inner, self.bleed if row == 0 else inner,
                self.bleed if col == self.cols - 1 else inner,
                self.bleed if row == self.rows - 1 else inner)

    def front(self, index: int) -> Placement:
        """The face of the card in slot `index` (fold mode: the left half of the slot)."""
        slot = self.slot(index)
        left, top, right, bottom = self._bleeds(index)
        card = Box(slot.x, slot.y, self.card_w, self.card_h)
        return Placement(card, card.grown(left, top, 0 if self.fold else right, bottom))

    def fold_back(self, index: int) -> Placement:
        """Fold mode: the back, on the right half of the slot, mirrored across the fold."""
        slot = self.slot(index)
        _, top, right, bottom = self._bleeds(index)
        card = Box(slot.x + self.card_w, slot.y, self.card_w, self.card_h)
        return Placement(card, card.grown(0, top, right, bottom))

    def back(self, index: int, backs: str, offset: tuple[float, float] = (0.0, 0.0)
             ) -> Placement:
        """Duplex: where the back of slot `index` is printed on the following page."""
        place = self.front(index)
        dx, dy = offset

        def mirror(box: Box) -> Box:
            if backs == "duplex-short":
                return Box(box.x, self.page_h - box.bottom, box.w, box.h).moved(dx, dy)
            return Box(self.page_w - box.right, box.y, box.w, box.h).moved(dx, dy)

        return Placement(mirror(place.card), mirror(place.clip))

    def cut_lines(self) -> tuple[list[float], list[float]]:
        """The x of every vertical cut and the y of every horizontal cut (sorted, no repeats)."""
        xs: set[float] = set()
        ys: set[float] = set()
        for index in range(self.per_page):
            slot = self.slot(index)
            xs.update((round(slot.x, 6), round(slot.right, 6)))
            ys.update((round(slot.y, 6), round(slot.bottom, 6)))
        return sorted(xs), sorted(ys)

    def marks(self) -> list[Mark]:
        """Crop marks in the margin on every cut line, and fold marks on fold lines."""
        g = self.grid
        clear = self.bleed + MARK_GAP
        room_x = min(MARK_MAX, g.x - clear - self.margin)
        room_y = min(MARK_MAX, g.y - clear - self.margin)
        xs, ys = self.cut_lines()
        marks: list[Mark] = []
        for x in xs:
            marks.append(Mark(x, g.y - clear - room_y, x, g.y - clear))
            marks.append(Mark(x, g.bottom + clear, x, g.bottom + clear + room_y))
        for y in ys:
            marks.append(Mark(g.x - clear - room_x, y, g.x - clear, y))
            marks.append(Mark(g.right + clear, y, g.right + clear + room_x, y))
        if self.fold:
            for col in range(self.cols):
                x = self.slot(col).x + self.card_w
                marks.append(Mark(x, g.y - clear - room_y, x, g.y - clear, fold=True))
                marks.append(Mark(x, g.bottom + clear, x, g.bottom + clear + room_y, fold=True))
        return marks

    def printable(self) -> Box:
        m = self.margin
        return Box(m, m, self.page_w - 2 * m, self.page_h - 2 * m)


def plan_sheet(paper: str = "a4", size: str = "poker", *, backs: str = "duplex-long",
               gutter: float = 0.0, bleed: float = 0.0, margin: float = MIN_MARGIN) -> Sheet:
    """As many cards as fit on one page, centred; raises LayoutError when none fit."""
    if paper not in PAPERS:
        raise LayoutError(f"unknown paper {paper!r} (choose from {', '.join(PAPERS)})")
    if size not in CARD_SIZES:
        raise LayoutError(f"unknown card size {size!r} (choose from {', '.join(CARD_SIZES)})")
    if backs not in BACKS:
        raise LayoutError(f"unknown backs {backs!r} (choose from {', '.join(BACKS)})")
    if gutter < 0 or bleed < 0 or margin < MIN_MARGIN:
        raise LayoutError(f"gutter and bleed cannot be negative, margin must be ≥ {MIN_MARGIN} mm")
    page_w, page_h = PAPERS[paper]
    card_w, card_h = CARD_SIZES[size]
    return fit_sheet(paper, page_w, page_h, card_w, card_h, backs=backs, gutter=gutter,
                     bleed=bleed, margin=margin)


def fit_sheet(paper: str, page_w: float, page_h: float, card_w: float, card_h: float, *,
              backs: str = "duplex-long", gutter: float = 0.0, bleed: float = 0.0,
              margin: float = MIN_MARGIN) -> Sheet:
    fold = backs == "fold"
    slot_w = card_w * (2 if fold else 1)
    reserve = 2 * (margin + bleed + MARK_GAP + MARK_MIN)
    cols = math.floor((page_w - reserve + gutter) / (slot_w + gutter) + 1e-9)
    rows = math.floor((page_h - reserve + gutter) / (card_h + gutter) + 1e-9)
    if cols < 1 or rows < 1:
        raise LayoutError(f"a {card_w:g}×{card_h:g} mm card"
                          f"{' with its back beside it' if fold else ''} does not fit on "
                          f"{paper} paper with {margin:g} mm margins and room for crop marks; "
                          "choose a smaller card size, less bleed or larger paper")
    return Sheet(paper, page_w, page_h, card_w, card_h, cols, rows, gutter, bleed, fold, margin)
