"""The end-of-game panel: who graduated, who reads whom, and everyone's light-hearted profile.

Rulebook "Winning the Game" and "Notes: Fair Play" (the fun is in learning about each other):
the table shows how often each player predicted each other player right, out of the
predictions they made (passes not counted); each profile comes from the traits of the answers
that player gave as the opinion player (`ai.profile`).

Every word is drawn at `SIZE` scene units or more, which is 10 px on screen in the smallest
window (1000×560, where the end bar leaves the table at ~0.39 of its size). At that size the
report does not fit one sheet for a big table, so it is turned like a booklet: a page for the
table and a page per four profiles, picked with the tabs under the title or ← / →.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.games.psychologizer.ai import Profile, Reading
from psychboard.games.psychologizer.deck import TRAIT_PAIRS
from psychboard.games.psychologizer.scene_panels import (
    GOLD,
    MUTED,
    RIGHT,
    Panel,
    elided,
    text,
    token,
    width_of,
)
from psychboard.gui import palette
from psychboard.gui.items.base import INK
from psychboard.gui.items.seat_look import SeatLook

SIZE = 27.0          # the least text size on the panel (scene units)
MARGIN = 36.0
BAND = 104.0
TAB_HEIGHT = 50.0
BODY_TOP = BAND + TAB_HEIGHT + 34.0
LINE = SIZE * 1.6    # a line of text at SIZE, with room around it
PROFILES_PER_PAGE = 4
LETTER_RADIUS = SIZE / 0.8 + 1  # a token whose initial (0.8 of its radius at least) is SIZE
TABLE_NOTE = "Right guesses out of tries: the row player reading the column player"
PROFILE_NOTE = "From the answers each player gave as the opinion player (just for fun!)"
DARK = palette.INK
PAPER_GREY = palette.PAPER_GREY


@dataclass(frozen=True)
class EndContent:
    title: str
    reason: str
    winner: SeatLook | None
    seats: tuple[SeatLook, ...]
    readings: tuple[tuple[Reading, ...], ...]
    profiles: tuple[Profile, ...]


def page_count(players: int) -> int:
    """The table's page, then a page per PROFILES_PER_PAGE profiles."""
    return 1 + -(-players // PROFILES_PER_PAGE)


class EndPanel(Panel):
    def __init__(self, width: float = 1520.0, height: float = 650.0) -> None:
        super().__init__(width, height)
        self.content: EndContent | None = None
        self.page = 0

    def set_content(self, content: EndContent | None) -> None:
        self.content = content
        self.page = 0
        self._set_tab_hits()
        self.update()

    # --- turning the pages ----------------------------------------------------------------
    @property
    def pages(self) -> int:
        return page_count(len(self.content.seats)) if self.content is not None else 0

    def tab_labels(self) -> list[str]:
        if self.content is None:
            return []
        names = [seat.name for seat in self.content.seats]
        labels = ["Who reads whom"]
        for page in range(1, self.pages):
            if self.pages == 2:
                labels.append("Who you are")
                continue
            first = (page - 1) * PROFILES_PER_PAGE
            shown = names[first:first + PROFILES_PER_PAGE]
            last = first + len(shown)
            labels.append(f"Who you are {first + 1}" + (f"–{last}" if last > first + 1 else ""))
        return labels

    def show_page(self, page: int) -> None:
        page = max(0, min(page, self.pages - 1))
        if page != self.page:
            self.page = page
            self.update()

    def turn(self, step: int) -> None:
        self.show_page(self.page + step)

    def pick(self, intent: str) -> None:
        """A tab was clicked: `page:N`."""
        kind, _, value = intent.partition(":")
        if kind == "page":
            self.show_page(int(value))

    def _tabs(self) -> list[QRectF]:
        x, top = MARGIN, BAND + 20
        rects = []
        for label in self.tab_labels():
            width = width_of(label, SIZE) + 44
            rects.append(QRectF(x, top, width, TAB_HEIGHT))
            x += width + 14
        return rects

    def _set_tab_hits(self) -> None:
        self.set_hits([(rect, f"page:{i}") for i, rect in enumerate(self._tabs())])

    # --- painting -------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_sheet(painter)
        w, h = self.rect().width(), self.rect().height()
        self._paint_band(painter, content)
        self._paint_tabs(painter)
        body = QRectF(MARGIN, BODY_TOP, w - 2 * MARGIN, h - BODY_TOP - 26)
        if self.page == 0:
            self._paint_table(painter, body, content)
        else:
            first = (self.page - 1) * PROFILES_PER_PAGE
            self._paint_profiles(painter, body, content, first)

    def _paint_band(self, painter: QPainter, content: EndContent) -> None:
        band = self.paint_band(painter, DARK, BAND)
        left = MARGIN
        if content.winner is not None:
            token(painter, QPointF(MARGIN + LETTER_RADIUS, BAND / 2), LETTER_RADIUS,
                  content.winner)
            left += 2 * LETTER_RADIUS + 22
        room = QRectF(left, 8, band.width() - left - MARGIN, BAND - 16)
        elided(painter, QRectF(room.left(), room.top(), room.width(), room.height() * 0.56),
               content.title, SIZE * 1.3, palette.WHITE, QFont.Weight.Black)
        elided(painter, QRectF(room.left(), room.top() + room.height() * 0.54, room.width(),
                               room.height() * 0.46),
               content.reason, SIZE, GOLD.lighter(120), QFont.Weight.DemiBold)

    def _paint_tabs(self, painter: QPainter) -> None:
        tabs = self._tabs()
        for i, (rect, label) in enumerate(zip(tabs, self.tab_labels(), strict=True)):
            chosen = i == self.page
            painter.setPen(QPen(QColor(palette.STONE), 2.0) if not chosen else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(DARK if chosen else palette.WHITE))
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            text(painter, rect, label, SIZE, palette.WHITE if chosen else INK, QFont.Weight.Bold,
                 Qt.AlignmentFlag.AlignCenter)
        if len(tabs) > 1:
            right = self.rect().width() - MARGIN
            hint = QRectF(tabs[-1].right() + 20, tabs[-1].top(), right - tabs[-1].right() - 20,
                          TAB_HEIGHT)
            if hint.width() >= width_of("← → turn the pages", SIZE, QFont.Weight.DemiBold):
                text(painter, hint, "← → turn the pages", SIZE, MUTED, QFont.Weight.DemiBold,
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    # --- who reads whom -------------------------------------------------------------------
    def _paint_table(self, painter: QPainter, area: QRectF, content: EndContent) -> None:
        text(painter, QRectF(area.left(), area.top(), area.width(), LINE), TABLE_NOTE, SIZE,
             MUTED, QFont.Weight.DemiBold)
        seats = content.seats
        n = len(seats)
        names = max(width_of(seat.name, SIZE) for seat in seats)
        name_w = min(names, area.width() * 0.3) + 64
        cell_w = min(170.0, (area.width() - name_w) / n)
        heads = all(width_of(seat.name, SIZE, QFont.Weight.DemiBold) <= cell_w - 12
                    for seat in seats)
        head_h = LINE + 44 if heads else 2 * LETTER_RADIUS + 12
        top = area.top() + LINE + 8
        row_h = min(64.0, (area.bottom() - top - head_h) / n)
        left = area.left() + max(0.0, (area.width() - name_w - n * cell_w) / 2)
        for j, seat in enumerate(seats):
            x = left + name_w + j * cell_w
            if heads:
                token(painter, QPointF(x + cell_w / 2, top + 20), 17, _unlettered(seat))
                text(painter, QRectF(x, top + 40, cell_w, LINE), seat.name, SIZE, INK,
                     QFont.Weight.DemiBold, Qt.AlignmentFlag.AlignCenter)
            else:
                token(painter, QPointF(x + cell_w / 2, top + head_h / 2), LETTER_RADIUS, seat)
        for i, seat in enumerate(seats):
            y = top + head_h + i * row_h
            token(painter, QPointF(left + 20, y + row_h / 2), min(17.0, row_h * 0.34),
                  _unlettered(seat))
            elided(painter, QRectF(left + 46, y, name_w - 56, row_h), seat.name, SIZE)
            for j in range(n):
                cell = QRectF(left + name_w + j * cell_w + 3, y + 3, cell_w - 6, row_h - 6)
                self._paint_cell(painter, cell, None if i == j else content.readings[i][j])

    @staticmethod
    def _paint_cell(painter: QPainter, cell: QRectF, reading: Reading | None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        radius = min(10.0, cell.height() / 3)
        if reading is None:
            painter.setBrush(QColor(PAPER_GREY))
            painter.drawRoundedRect(cell, radius, radius)
            text(painter, cell, "—", SIZE, MUTED, QFont.Weight.Bold,
                 Qt.AlignmentFlag.AlignCenter)
            return
        rate = reading.right / reading.tries if reading.tries else 0.0
        fill = QColor(RIGHT)
        fill.setAlphaF(0.12 + 0.7 * rate if reading.tries else 0.05)
        painter.setBrush(QColor(palette.WHITE))
        painter.drawRoundedRect(cell, radius, radius)
        painter.setBrush(fill)
        painter.drawRoundedRect(cell, radius, radius)
        label = f"{reading.right}/{reading.tries}" if reading.tries else "–"
        ink = QColor(palette.WHITE) if rate > 0.6 else INK
        text(painter, cell, label, SIZE, ink, QFont.Weight.Black, Qt.AlignmentFlag.AlignCenter)

    # --- who you are ----------------------------------------------------------------------
    def _paint_profiles(self, painter: QPainter, area: QRectF, content: EndContent,
                        first: int) -> None:
        text(painter, QRectF(area.left(), area.top(), area.width(), LINE), PROFILE_NOTE, SIZE,
             MUTED, QFont.Weight.DemiBold)
        top = area.top() + LINE + 8
        gap = 10.0
        height = min(2 * LINE + 16, (area.bottom() - top) / PROFILES_PER_PAGE - gap)
        shown = list(zip(content.seats, content.profiles, strict=True))
        shown = shown[first:first + PROFILES_PER_PAGE]
        widths = [width_of(prof.title, SIZE) for _, prof in shown]
        widths += [min(width_of(seat.name, SIZE), 520.0) for seat, _ in shown]
        title_w = min(max(widths), area.width() * 0.34)
        for i, (seat, prof) in enumerate(shown):
            box = QRectF(area.left(), top + i * (height + gap), area.width(), height)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 12))
            painter.drawRoundedRect(box, 12, 12)
            token(painter, QPointF(box.left() + 28, box.center().y()), 17, _unlettered(seat))
            half = box.height() / 2
            words = QRectF(box.left() + 58, box.top() + 4, title_w + 8, half - 4)
            elided(painter, words, seat.name, SIZE, INK)
            elided(painter, words.translated(0, half - 4), prof.title, SIZE, palette.BLUE)
            self._paint_leans(painter, QRectF(words.right() + 24, box.top() + 4,
                                              box.right() - words.right() - 36,
                                              box.height() - 8), prof.leans)

    @staticmethod
    def _paint_leans(painter: QPainter, area: QRectF, leans: Sequence[float]) -> None:
        """Four sliders, one per trait pair: where the dot sits shows the lean."""
        columns = 2
        rows = (len(TRAIT_PAIRS) + 1) // columns
        cw, rh = area.width() / columns, area.height() / rows
        word = max(width_of(t.capitalize(), SIZE, QFont.Weight.DemiBold)
                   for pair in TRAIT_PAIRS for t in pair) + 4
        for k, ((left, right), lean) in enumerate(zip(TRAIT_PAIRS, leans, strict=True)):
            cell = QRectF(area.left() + (k % columns) * cw, area.top() + (k // columns) * rh,
                          cw - 14, rh)
            text(painter, QRectF(cell.left(), cell.top(), word, rh), left.capitalize(), SIZE,
                 MUTED, QFont.Weight.DemiBold,
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            text(painter, QRectF(cell.right() - word, cell.top(), word, rh), right.capitalize(),
                 SIZE, MUTED, QFont.Weight.DemiBold)
            x0, x1 = cell.left() + word + 30, cell.right() - word - 30  # the dot's travel
            y = cell.center().y()
            painter.setPen(QPen(QColor(palette.STONE), 5, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x0 - 8, y), QPointF(x1 + 8, y))
            x = (x0 + x1) / 2 + lean * (x1 - x0) / 2
            painter.setPen(QPen(QColor(palette.WHITE), 2.5))
            painter.setBrush(GOLD if lean else QColor(palette.TAUPE))
            painter.drawEllipse(QPointF(x, y), 10, 10)


def _unlettered(seat: SeatLook) -> SeatLook:
    """The seat's token without its initial: beside the name, the letter would only repeat it
    (and a letter that small could not be read)."""
    return SeatLook("", seat.colour, seat.token)
