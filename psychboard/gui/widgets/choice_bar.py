"""The one bar of choices under every table, drawn from an `Offer` (core/choices.py).

It says what to do now (a sentence, an optional second line) and shows each choice as a
button that names its key. Buttons keep the window's own text size and wrap onto more rows
when the bar is narrow, so a label is never cut ("Lock in [Enter]", never "in [E"). The keys
are shortcuts owned by the bar: they work while the bar is on screen in the active window
and die with it, so a game left for the start page leaves no key behind. Labels are plain
text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import QLayout, QLayoutItem, QPushButton, QVBoxLayout, QWidget

from psychboard.core.choices import Choice as Offered
from psychboard.core.choices import Offer
from psychboard.core.saves import SeatConfig
from psychboard.gui.widgets.labels import literal, plain_label, set_plain, set_tip
from psychboard.gui.widgets.token_icon import token_pixmap

GAP = 8  # between buttons, across and down
ICON = 26  # a seat's token or a swatch on its choice
ARROWS = ("bar", "arrows")  # what the arrow keys' shortcuts stand for
SEQUENCES = {"ENTER": ("Return", "Enter"), "SPACE": ("Space",), "ESC": ("Esc",)}


@dataclass(frozen=True)
class Choice:
    """A choice in a shorter form a game's offers may be written in: the value the game gets
    back (`key`), the label and the key to press (`shortcut`), made an `Offer` of by the
    game (its labels may name their keys: the button then says the key once)."""

    key: Hashable
    label: str
    shortcut: str = ""
    tip: str = ""


def button_text(choice: Offered) -> str:
    """A button's words: the label and its key, unless the label already names the key."""
    if re.search(rf"(^|\s){re.escape(choice.key)}(\s|$)", choice.label, re.IGNORECASE):
        return choice.label
    return f"{choice.label}  [{choice.key}]"


def key_name(event: QKeyEvent) -> str:
    """A pressed key as offers name it ("A", "1", "Space", "Enter", "Esc")."""
    name = QKeySequence(event.key()).toString()
    return "Enter" if name == "Return" else name


def sequences(key: str) -> tuple[QKeySequence, ...]:
    """What pressing the key shown means to Qt (Enter is both Return and keypad Enter)."""
    return tuple(QKeySequence(name) for name in SEQUENCES.get(key.upper(), (key,)))


class FlowLayout(QLayout):
    """Widgets left to right, wrapping onto a new row when the next does not fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return size

    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if (w := i.widget()) is None or not w.isHidden()]

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect`'s width; the height they take."""
        x, y, row = rect.x(), rect.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, row = rect.x(), y + row + GAP, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + GAP
            row = max(row, hint.height())
        return y + row - rect.y()


class ChoiceBar(QWidget):
    """Shows one `Offer`; `chosen` carries the value of the choice taken (click or key).
    A picked choice shows pressed in; the primary one stands out and also takes Enter when
    no choice has Enter for its key."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, buttons_take_focus: bool = True,
                 on_table: Iterable[str] = (), tokens: Sequence[SeatConfig] = (),
                 icons: Callable[[Offered], QPixmap | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._focus = buttons_take_focus
        self.on_table = frozenset(on_table)  # groups the table draws (a hand): keys only
        self.tokens = tuple(tokens)  # the seats, for a choice that names one to show its token
        self.icons = icons  # a game's own picture for a choice (a suit's symbol), if any
        self.prompt = plain_label("", "choicePrompt", wrap=True)
        self.detail = plain_label("", "seatStatus", wrap=True)
        self.row = QWidget()
        self._flow = FlowLayout(self.row)
        self._box = layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 6)
        layout.setSpacing(4)
        layout.addWidget(self.prompt)
        layout.addWidget(self.detail)
        layout.addWidget(self.row)
        self._offer = Offer("")
        self._kept = (0, 0)  # the width last fitted and the height kept for it
        self._reserved: tuple[Offer, ...] = ()  # offers to keep room for (`reserve`)
        self._heights: dict[int, int] = {}  # their tallest, by width
        self._buttons: dict[Hashable, QPushButton] = {}
        self._shortcuts: list[tuple[Hashable, QShortcut]] = []
        self.detail.hide()
        self.prompt.hide()

    @property
    def offer(self) -> Offer:
        """What the bar shows now: the data a keyboard map or a screen reader reads too."""
        return self._offer

    def show_offer(self, offer: Offer) -> None:
        """Say the offer's sentence and show its choices, each enabled as the offer says."""
        set_plain(self.prompt, offer.prompt)
        self.prompt.setVisible(bool(offer.prompt))
        set_plain(self.detail, offer.detail)
        self.detail.setVisible(bool(offer.detail))
        if self._shape(offer) != self._shape(self._offer):
            self._rebuild(offer)
        self._offer = offer
        for choice in offer.choices:
            button = self._buttons.get(choice.value)
            if button is None:
                continue
            button.setEnabled(choice.enabled)
            if (button.property("picked"), button.property("suggested")) != (
                    choice.picked, choice.suggested):
                button.setProperty("picked", choice.picked)  # the style sheet shows both
                button.setProperty("suggested", choice.suggested)
                button.style().unpolish(button)
                button.style().polish(button)
            tip = choice.tip or choice.label
            if not choice.enabled and choice.why_not:
                tip += f" — {choice.why_not}"
            set_tip(button, f"{tip}  [{choice.key}]")
            button.setAccessibleName(choice.spoken)
        enabled = {c.value for c in offer.enabled()} | {ARROWS}
        for value, shortcut in self._shortcuts:
            shortcut.setEnabled(value in enabled)  # a disabled key reaches the table
        self.row.setVisible(bool(self._buttons))
        self._fit(self.width())

    @staticmethod
    def _shape(offer: Offer) -> tuple[object, ...]:
        return (offer.arrows, *((c.value, c.label, c.key) for c in offer.choices))

    def _rebuild(self, offer: Offer) -> None:
        for button in self._buttons.values():
            button.hide()  # gone at once, deleted later
            button.deleteLater()
        for _value, shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._buttons, self._shortcuts = {}, []
        if offer.arrows:
            for name, by in (("Left", -1), ("Right", 1)):
                shortcut = QShortcut(QKeySequence(name), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda b=by: self._step(b))
                self._shortcuts.append((ARROWS, shortcut))
        enter = not any(c.key.upper() == "ENTER" for c in offer.choices)
        for choice in offer.choices:
            keys = [*sequences(choice.key), *(sequences("Enter") if choice.primary and enter
                                              else ())]
            for sequence in keys:
                shortcut = QShortcut(sequence, self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda v=choice.value: self._pick(v))
                self._shortcuts.append((choice.value, shortcut))
            if choice.group in self.on_table:
                continue
            button = QPushButton(literal(button_text(choice)))
            button.setObjectName("choiceButton")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            if not self._focus:  # the table keeps the keys; the bar's own keys still work
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setProperty("primary", choice.primary)  # the style sheet sets it apart
            button.setProperty("picked", False)
            button.setProperty("suggested", False)
            button.setProperty("narrow", len(choice.label) <= 2)  # a scale's numbers, alike
            self._decorate(button, choice)
            button.clicked.connect(lambda _=False, v=choice.value: self._pick(v))
            self._flow.addWidget(button)
            self._buttons[choice.value] = button

    def _decorate(self, button: QPushButton, choice: Offered) -> None:
        """The game's picture for a choice, the token of the seat it names, or its swatch,
        beside its words."""
        picture = self.icons(choice) if self.icons is not None else None
        if picture is not None:
            button.setIcon(QIcon(picture))
            button.setIconSize(picture.deviceIndependentSize().toSize())
        elif choice.seat is not None and choice.seat < len(self.tokens):
            seat = self.tokens[choice.seat]
            button.setIcon(QIcon(token_pixmap(seat.token, seat.colour, seat.name, ICON,
                                              self.devicePixelRatioF())))
            button.setIconSize(QSize(ICON, ICON))
        elif choice.swatch:
            swatch = QPixmap(ICON - 4, ICON - 4)
            swatch.fill(QColor(choice.swatch))
            button.setIcon(QIcon(swatch))

    def _step(self, by: int) -> None:
        choice = self._offer.step(by)
        if choice is not None:
            self._pick(choice.value)

    def button(self, value: Hashable) -> QPushButton:
        return self._buttons[value]

    def buttons(self) -> dict[Hashable, QPushButton]:
        """The buttons by value (choices the table draws itself have none)."""
        return dict(self._buttons)

    def labels(self) -> list[str]:
        """The buttons' words, key included, enabled or not."""
        return [self._buttons[c.value].text() for c in self._offer.choices
                if c.value in self._buttons]

    def press(self, key: str) -> bool:
        """A key the table received: the enabled choice it names is taken, if any."""
        if key in ("Left", "Right") and self._offer.arrows and self.isVisible():
            self._step(-1 if key == "Left" else 1)
            return True
        choice = self._offer.by_key(key)
        if choice is None or not self.isVisible():
            return False
        self.chosen.emit(choice.value)
        return True

    def _pick(self, value: Hashable) -> None:
        if self.isVisible() and any(c.value == value for c in self._offer.enabled()):
            self.chosen.emit(value)

    # Window shortcuts need a window the system marks active; where none is (a bare X server
    # with no window manager, a kiosk) the same keys reach the window as plain key presses
    # that nothing in it took, and the window's filter plays them here.

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.window().installEventFilter(self)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self.window().removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.window() and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            return self.press(key_name(event))
        return False

    def reserve(self, offers: Sequence[Offer]) -> None:
        """Keep room at every width for the tallest of `offers` (a game's largest), so the
        table keeps its size from the first step, whichever offer comes up first."""
        self._reserved, self._heights = tuple(offers), {}
        self._fit(self.width())

    def _reserved_at(self, width: int) -> int:
        if not self._reserved:
            return 0
        if width not in self._heights:
            probe = ChoiceBar(self, on_table=self.on_table, tokens=self.tokens, icons=self.icons)
            probe.hide()  # styled like the bar, never shown
            tallest = 0
            for offer in self._reserved:
                probe.show_offer(offer)
                probe.ensurePolished()
                probe._kept = (0, 0)
                probe._fit(width)
                tallest = max(tallest, probe.minimumHeight())
            probe.setParent(None)  # gone from the bar's children at once, deleted later
            probe.deleteLater()
            self._heights[width] = tallest
        return self._heights[width]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        """Room for every line and row of buttons at this width (nested layouts may not
        ask for it)."""
        margins = self._box.contentsMargins()
        inner = max(1, width - margins.left() - margins.right())
        self.row.setMinimumHeight(self._flow.heightForWidth(inner) if self._buttons else 0)
        # Wrapped lines need their height too: a page squeezing the bar would cut them. At
        # one width the bar never shrinks, so the table keeps its size from step to step.
        needed = max(self._box.totalHeightForWidth(max(1, width)), self._reserved_at(width))
        if width == self._kept[0]:
            needed = max(needed, self._kept[1])
        self._kept = (width, needed)
        self.setMinimumHeight(needed)
