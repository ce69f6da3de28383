"""The small pieces of the Psychological Warfare table the shared items don't cover.

A seat's panel (token, name, what they are doing), its Archetype written out (name and
ability), the label before each Need track (its VP for the seat's Archetype, or the neurosis a
Need at 1 brings), a card lying in front of a player as a labelled chip, the Baggage stack
that shows only the bags, and the end-of-game count. They draw what the scene hands them and
know no rules. Text is user text or card text: drawn with `drawText`, never as markup. No
text is smaller than 22 scene units: the table fits a maximized 1024×640 window at ~0.476,
where that is 10.5 px.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.games.warfare.scene_text import Tally
from psychboard.gui import palette
from psychboard.gui.items.base import BoardItem, ui_font
from psychboard.gui.items.fixed import MUTED, PANEL, PANEL_EDGE, TEXT, FixedItem
from psychboard.gui.items.seat_look import SeatLook
from psychboard.gui.text_fit import elided
from psychboard.gui.widgets.token_icon import paint_token_face

SMALL = 22.0   # the smallest text on the table
BODY = 23.0
NAME = 26.0
BAG = QColor(palette.TAN)


def draw_line(painter: QPainter, rect: QRectF, text: str, size: float = BODY,
              colour: QColor = TEXT, weight: QFont.Weight = QFont.Weight.DemiBold,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """One line of text in `rect`, cut with an ellipsis when too long."""
    painter.setFont(ui_font(size, weight))
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter),
                     elided(text, painter.font(), rect.width()))


def suitcase(painter: QPainter, centre: QPointF, size: float, colour: QColor = BAG) -> None:
    """A Baggage icon (the card's suitcase), `size` across."""
    body = QRectF(centre.x() - size / 2, centre.y() - size * 0.28, size, size * 0.62)
    handle = QRectF(centre.x() - size * 0.2, centre.y() - size * 0.46, size * 0.4, size * 0.3)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, size * 0.09))
    painter.drawRoundedRect(handle, size * 0.08, size * 0.08)
    painter.setPen(QPen(QColor(0, 0, 0, 120), size * 0.05))
    painter.setBrush(colour)
    painter.drawRoundedRect(body, size * 0.1, size * 0.1)


class SeatFrame(FixedItem):
    """A seat's panel: token, name and a note ("their turn", "thinking…"); while it is the
    seat's turn the frame is ringed and the note says so, never the colour alone."""

    HEADER = 44.0

    def __init__(self, look: SeatLook, width: float, height: float) -> None:
        super().__init__(width, height, margin=8.0)
        self._look = look
        self._note = ""
        self._detail = ""
        self._turn = False

    @property
    def note(self) -> str:
        return self._note

    def set_state(self, detail: str, note: str, turn: bool) -> None:
        if (detail, note, turn) != (self._detail, self._note, self._turn):
            self._detail, self._note, self._turn = detail, note, turn
            self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        highlight = palette.theme().color("highlight")
        painter.setPen(QPen(highlight, 4.0) if self._turn else QPen(PANEL_EDGE, 1.5))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 16, 16)
        look = self._look
        paint_token_face(painter, look.token, look.colour, look.name,
                         QPointF(rect.left() + 26, rect.top() + self.HEADER / 2), 15)
        half = rect.width() * 0.5
        draw_line(painter, QRectF(rect.left() + 50, rect.top() + 4, half - 50, self.HEADER - 8),
                  look.name, NAME, TEXT, QFont.Weight.Bold)
        note = self._note or self._detail
        draw_line(painter, QRectF(rect.left() + half, rect.top() + 4, half - 16,
                                  self.HEADER - 8),
                  note, BODY, highlight if self._note else MUTED,
                  QFont.Weight.Bold if self._note else QFont.Weight.DemiBold,
                  Qt.AlignmentFlag.AlignRight)


class NeedLabel(FixedItem):
    """A Need's name before its track, with its VP for this seat's Archetype; a Need at 1
    says which neurosis it brings instead."""

    def __init__(self, title: str, width: float, height: float) -> None:
        super().__init__(width, height, centred=True, margin=2.0)
        self._title = title
        self._vp = 0
        self._neurosis = ""

    @property
    def neurosis(self) -> str:
        return self._neurosis

    def set_state(self, vp: int, neurosis: str) -> None:
        if (vp, neurosis) != (self._vp, self._neurosis):
            self._vp, self._neurosis = vp, neurosis
            self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.52)
        bottom = QRectF(rect.left(), top.bottom(), rect.width(), rect.height() - top.height())
        draw_line(painter, top, self._title, BODY, TEXT, QFont.Weight.Bold)
        if self._neurosis:
            draw_line(painter, bottom, f"⚠ {self._neurosis}", SMALL,
                      palette.theme().color("highlight"), QFont.Weight.Bold)
        else:
            draw_line(painter, bottom, f"{self._vp} VP if top", SMALL, MUTED)


class ArchetypePlate(BoardItem):
    """A seat's Archetype in words: its name on the Archetype's band and its ability below,
    as large as the plate allows and never below `SMALL`. Clicking it (or Enter while
    focused) asks for the printed card whole."""

    TITLE = 34.0
    NAME_ROOM = 96.0  # the band's right end, where the count of cards under it stands
    COLOUR = QColor(palette.INDIGO)

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._w, self._h = width, height
        self._name = ""
        self._text = ""

    def set_archetype(self, name: str, text: str) -> None:
        if (name, text) != (self._name, self._text):
            self._name, self._text = name, text
            self.update()

    def text_room(self) -> QRectF:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        return rect.adjusted(10, self.TITLE + 4, -8, -4)

    def text_size(self) -> float:
        """The largest size from BODY down to SMALL at which the ability fits its room."""
        room = self.text_room()
        for size in (BODY, SMALL):
            if self._used(size).height() <= room.height():
                return size
        return SMALL

    def _used(self, size: float) -> QRectF:
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        metrics = QFontMetricsF(ui_font(size, QFont.Weight.Medium))
        return metrics.boundingRect(self.text_room(), flags, self._text)

    def fits(self) -> bool:
        """Whether the ability fits its room at the smallest size (a longer text from a
        family's deck would run over the plate's edge)."""
        room, used = self.text_room(), self._used(SMALL)
        return used.height() <= room.height() and used.width() <= room.width()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.COLOUR, 2.0))
        painter.setBrush(palette.theme().color("card_face"))
        painter.drawRoundedRect(rect, 10, 10)
        band = QRectF(rect.left(), rect.top(), rect.width(), self.TITLE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.COLOUR)
        painter.drawRoundedRect(band, 10, 10)
        painter.drawRect(band.adjusted(0, band.height() / 2, 0, 0))
        draw_line(painter, band.adjusted(10, 0, -self.NAME_ROOM, 0), self._name, BODY,
                  QColor(palette.WHITE), QFont.Weight.Bold)
        painter.setFont(ui_font(self.text_size(), QFont.Weight.Medium))
        painter.setPen(QColor(palette.NEAR_BLACK))
        painter.drawText(self.text_room(), int(Qt.AlignmentFlag.AlignLeft
                                                | Qt.TextFlag.TextWordWrap), self._text)
        if self.hovered:
            painter.setBrush(QColor(0, 0, 0, 20))
            painter.drawRoundedRect(rect, 10, 10)
        outline = QPainterPath()
        outline.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        self.paint_focus_ring(painter, outline)


class Chip(BoardItem):
    """A card lying face up in front of a player (a Defense Mechanism, a Phobia, a placed
    Hidden Agenda), as a band of its type's colour with its type and name. Clicking it (or
    Enter while focused) asks for the whole card."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._w, self._h = width, height
        self._type = ""
        self._name = ""
        self._colour = QColor(palette.GREY_DEEP)
        self.key = ""

    def set_card(self, key: str, tag: str, name: str, colour: str) -> None:
        """`tag` is the type's initial on the band (D, P, H, +), so colour is not the cue."""
        self.key = key
        if (tag, name, colour) != (self._type, self._name, self._colour.name()):
            self._type, self._name, self._colour = tag, name, QColor(colour)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        painter.setBrush(palette.theme().color("card_face"))
        painter.drawRoundedRect(rect, 6, 6)
        band = QRectF(rect.left(), rect.top(), 26, rect.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawRoundedRect(band, 5, 5)
        draw_line(painter, band, self._type, SMALL, QColor(palette.WHITE), QFont.Weight.Bold,
                  Qt.AlignmentFlag.AlignHCenter)
        text = QRectF(rect.left() + 32, rect.top(), rect.width() - 36, rect.height())
        draw_line(painter, text, self._name, SMALL, QColor(palette.NEAR_BLACK),
                  QFont.Weight.DemiBold)
        if self.hovered:
            painter.setBrush(QColor(0, 0, 0, 25))
            painter.drawRoundedRect(rect, 6, 6)
        outline = QPainterPath()
        outline.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        self.paint_focus_ring(painter, outline)


class BaggageStack(BoardItem):
    """A player's Baggage: the cards overlap so that only the strip with their suitcases
    shows, the total of bags under them. Clicking it asks for the cards one by one."""

    STRIP = 30.0

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._w, self._h = width, height
        self._bags: tuple[tuple[str, int], ...] = ()

    @property
    def bags(self) -> int:
        return sum(n for _name, n in self._bags)

    def set_cards(self, cards: Sequence[tuple[str, int]]) -> None:
        """(name, bags) for each card, oldest first."""
        if tuple(cards) != self._bags:
            self._bags = tuple(cards)
            self.set_interactive(bool(cards))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = QRectF(rect.left(), rect.top(), rect.width(), 28)
        draw_line(painter, title, f"Baggage {self.bags}", SMALL,
                  MUTED, QFont.Weight.Bold)
        room = rect.adjusted(0, 30, 0, 0)
        if not self._bags:
            painter.setPen(QPen(QColor(255, 255, 255, 110), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(room.adjusted(2, 2, -2, -2), 8, 8)
            draw_line(painter, room, "none", SMALL, MUTED,
                      align=Qt.AlignmentFlag.AlignHCenter)
            return
        shown = self._bags[-max(1, int(room.height() // (self.STRIP * 0.62))):]
        step = min(self.STRIP * 0.62, (room.height() - self.STRIP) / max(len(shown) - 1, 1))
        for i, (name, bags) in enumerate(shown):
            strip = QRectF(room.left(), room.top() + i * step, room.width(), self.STRIP)
            painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
            painter.setBrush(palette.theme().color("card_face").darker(104 + 3 * i))
            painter.drawRoundedRect(strip, 6, 6)
            for b in range(bags):
                suitcase(painter, QPointF(strip.left() + 16 + b * 24, strip.center().y() + 2),
                         18, QColor(palette.UMBER))
            if i == len(shown) - 1:
                draw_line(painter, strip.adjusted(16 + 24 * bags, 0, -6, 0), name, SMALL,
                          QColor(palette.NEAR_BLACK))
        if self.hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(room, 6, 6)
        outline = QPainterPath()
        outline.addRoundedRect(room.adjusted(-3, -3, 3, 3), 8, 8)
        self.paint_focus_ring(painter, outline)


class EndSummary(FixedItem):
    """Who won each Need, with the VP it gave, the Hidden Agendas and the sum, per seat."""

    ROW = 40.0

    def __init__(self, looks: Sequence[SeatLook], width: float) -> None:
        self._looks = tuple(looks)
        super().__init__(width, self.ROW * 8 + 80, centred=True, margin=10.0)
        self._tally: Tally | None = None
        self.setZValue(200)

    @property
    def tally(self) -> Tally | None:
        return self._tally

    def set_tally(self, tally: Tally | None) -> None:
        self._tally = tally
        self.setVisible(tally is not None)
        self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        tally = self._tally
        if tally is None:
            return
        painter.setPen(QPen(palette.theme().color("highlight"), 3.0))
        painter.setBrush(QColor(10, 24, 18))
        painter.drawRoundedRect(rect, 18, 18)
        names = [self._looks[s].name for s in tally.winners]
        title = (f"{names[0]} wins!" if len(names) == 1
                 else f"{' and '.join(names)} share the win")
        draw_line(painter, QRectF(rect.left() + 20, rect.top() + 10, rect.width() - 40, 40),
                  title, 30, TEXT, QFont.Weight.Black, Qt.AlignmentFlag.AlignHCenter)
        left, label_w = rect.left() + 20, 150.0
        col = (rect.width() - 40 - label_w) / len(self._looks)
        y = rect.top() + 58
        for seat, look in enumerate(self._looks):
            cell = QRectF(left + label_w + seat * col, y, col, self.ROW)
            paint_token_face(painter, look.token, look.colour, look.name,
                             QPointF(cell.left() + 16, cell.center().y()), 12)
            draw_line(painter, cell.adjusted(34, 0, -4, 0), look.name, BODY, TEXT,
                      QFont.Weight.Bold)
        rows = [(need.capitalize(), [f"{tally.scores[s][i]}" +
                                     (f"  ★ {tally.vp[s][i]} VP" if tally.vp[s][i] else "")
                                     for s in range(len(self._looks))],
                 [bool(tally.vp[s][i]) for s in range(len(self._looks))])
                for i, need in enumerate(tally.needs)]
        rows.append(("Agendas", [f"{v} VP" if v else "–" for v in tally.agendas],
                     [v > 0 for v in tally.agendas]))
        rows.append(("Total", [f"{v} VP" for v in tally.totals],
                     [s in tally.winners for s in range(len(self._looks))]))
        for r, (label, cells, lit) in enumerate(rows):
            top = y + self.ROW * (r + 1)
            if r == len(rows) - 1:
                painter.setPen(QPen(PANEL_EDGE, 1.5))
                painter.drawLine(QPointF(left, top), QPointF(rect.right() - 20, top))
            draw_line(painter, QRectF(left, top, label_w, self.ROW), label, BODY, MUTED,
                      QFont.Weight.Bold)
            for seat, text in enumerate(cells):
                cell = QRectF(left + label_w + seat * col, top, col, self.ROW)
                colour = palette.theme().color("highlight") if lit[seat] else TEXT
                draw_line(painter, cell.adjusted(8, 0, -4, 0), text, BODY, colour,
                          QFont.Weight.Bold if lit[seat] else QFont.Weight.DemiBold)
        draw_line(painter, QRectF(left, rect.bottom() - 44, rect.width() - 40, 34),
                  tally.reason[:1].upper() + tally.reason[1:] + ".", SMALL, MUTED,
                  align=Qt.AlignmentFlag.AlignHCenter)
