"""The board as a screen reader sees it: every piece on the table with a name, a role and a state.

Graphics items are not QObjects Qt's accessibility knows, so a board view on its own is one
blank picture to a screen reader. `install()` (done when the first board view is made, never
at start-up) adds a factory that gives each `BoardView` an interface whose children stand for
the scene's pieces — spaces, tokens, dice, the spinner, cards and the hand they are in, piles,
captions and score tracks — named from what each already knows (`BoardItem.accessible_name`).
While a hand-off covers the page the board has no children at all: a private hand is exposed
only once its own person has asked for their screen. What the table sees happen is announced
with `QAccessibleAnnouncementEvent`, in the sentences of the game's log.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleInterface,
    QImage,
    QPainter,
    QWindow,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QGraphicsItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from psychboard.gui.items.base import BoardItem
from psychboard.gui.items.fixed import CaptionItem, FixedItem
from psychboard.gui.items.hand import HandFan
from psychboard.gui.items.pegs import PegsItem
from psychboard.gui.items.track import ScoreTrack

Role = QAccessible.Role
_boards: list[type] = []  # the view class whose objects get a board's interface


def install(board: type) -> None:
    """Give every object of the view class `board` a board's interface in Qt's
    accessibility, once (the view names itself, so this module needs no view)."""
    if not _boards:
        _boards.append(board)
        QAccessible.installFactory(_factory)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if _boards and isinstance(obj, _boards[0]) and isinstance(obj, QWidget):
        return BoardInterface(obj)
    return None


def announce(widget: QWidget, text: str) -> None:
    """Say `text` to whoever uses a screen reader, without moving their focus."""
    if text:
        widget.setProperty("lastAnnouncement", text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def announce_events(widget: QWidget, events: Sequence[Any], names: Sequence[str]) -> None:
    """Announce one step's events as the log writes them (events never carry a secret)."""
    from psychboard.core.events import sentences

    announce(widget, ". ".join(sentences(events, names)))


_KINDS = (BoardItem, HandFan, FixedItem)


def exposed(item: QGraphicsItem) -> bool:
    """A piece a person acts on or must know about; a panel that shows no words is left out."""
    if isinstance(item, FixedItem) and not isinstance(item, (ScoreTrack, PegsItem)):
        return bool(describe(item)[0])
    return isinstance(item, _KINDS)


class _Words(QPainter):
    """A painter that notes the words an item paints (panels draw theirs in `paint`)."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.words: list[str] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        self.words.extend(a for a in args if isinstance(a, str) and a.strip())


def painted_words(item: QGraphicsItem) -> str:
    """The words `item` draws, in the order it draws them (never from a cached picture)."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = _Words(image)
    try:
        if isinstance(item, FixedItem) and type(item).paint is FixedItem.paint:
            item.draw(painter, item.rect())
        else:  # an item that paints itself some other way (from its own parts)
            item.paint(painter, QStyleOptionGraphicsItem(), None)
    finally:
        painter.end()
    return ", ".join(dict.fromkeys(" ".join(w.split()) for w in painter.words))


def _accessible_children(item: QGraphicsItem) -> list[QGraphicsItem]:
    """The nearest exposed, visible descendants of `item`, in reading order."""
    found: list[QGraphicsItem] = []
    for child in item.childItems():
        if not child.isVisible():
            continue
        found.extend([child] if exposed(child) else _accessible_children(child))
    return _reading_order(found)


def _reading_order(items: list[QGraphicsItem]) -> list[QGraphicsItem]:
    return sorted(items, key=lambda i: (round(i.scenePos().y() / 40), i.scenePos().x()))


def describe(item: QGraphicsItem) -> tuple[str, QAccessible.Role]:
    """An item's spoken name and its role."""
    if isinstance(item, BoardItem):  # a piece that cannot say what it is reads its words
        return item.accessible_name() or painted_words(item), item.accessible_role()
    if isinstance(item, HandFan):
        return f"hand of {len(item)} card{'s' if len(item) != 1 else ''}", Role.List
    if isinstance(item, CaptionItem):
        return ": ".join(t for t in (item.title, item.text) if t), Role.StaticText
    if isinstance(item, ScoreTrack):
        return f"track {item.low} to {item.high}: {painted_words(item)}", Role.Grouping
    if isinstance(item, PegsItem):
        return f"{item.filled} of {item.slots} pegs", Role.Indicator
    if isinstance(item, FixedItem):
        return painted_words(item), Role.StaticText
    return "", Role.NoRole


class BoardInterface(QAccessibleWidget):
    """The board view: a canvas whose children are the pieces on its table."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Canvas, "game board")
        self._view: QWidget = view
        self._items: dict[int, ItemInterface] = {}  # one interface per item, kept alive
        self._shown: list[QGraphicsItem] = []

    def covered(self) -> bool:
        """A hand-off covers the page: nothing on the table may be told until it is done."""
        from psychboard.gui.widgets.handoff import HandoffScreen

        assert isinstance(self._view, QWidget)
        page = self._view.parentWidget()
        return page is not None and any(
            screen.isVisible() for screen in page.findChildren(HandoffScreen))

    def interface(self, item: QGraphicsItem) -> ItemInterface:
        key = id(item)
        known = self._items.get(key)
        if known is None or known.item is not item:
            known = self._items[key] = ItemInterface(self, item)
        return known

    def items(self, parent: QGraphicsItem | None = None) -> list[QGraphicsItem]:
        assert isinstance(self._view, QGraphicsView)
        scene = self._view.scene()
        if scene is None or self.covered():
            return []
        if parent is not None:
            return _accessible_children(parent)
        tops = [i for i in scene.items() if i.parentItem() is None and i.isVisible()]
        found: list[QGraphicsItem] = []
        for top in tops:
            found.extend([top] if exposed(top) else _accessible_children(top))
        # Held until the next walk: letting go of the last Python reference to an item a
        # scene added without keeping one was seen to delete it.
        self._shown = _reading_order(found)
        return self._shown

    def childCount(self) -> int:
        return len(self.items())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        items = self.items()
        return self.interface(items[index]) if 0 <= index < len(items) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, ItemInterface) and child.item in self.items():
            return self.items().index(child.item)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        assert isinstance(self._view, QGraphicsView)
        scene = self._view.scene()
        focus = scene.focusItem() if scene is not None and not self.covered() else None
        while focus is not None and not exposed(focus):
            focus = focus.parentItem()
        return self.interface(focus) if focus is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return "game board, covered for a hand-off" if self.covered() else "game board"
        return super().text(kind)


class ItemInterface(QAccessibleInterface):
    """One piece on the table, as a screen reader sees it."""

    def __init__(self, board: BoardInterface, item: QGraphicsItem) -> None:
        super().__init__()
        self.board = board
        self.item = item
        self._kids: list[QGraphicsItem] = []

    def _alive(self) -> bool:
        return isinstance(self.item, QObject) and isValid(self.item) \
            and self.item.scene() is not None

    def isValid(self) -> bool:
        return self._alive() and self.board.isValid()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.board.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        up = self.item.parentItem() if self._alive() else None
        while up is not None and not exposed(up):
            up = up.parentItem()
        return self.board.interface(up) if up is not None else self.board

    def _siblings(self) -> list[QGraphicsItem]:
        parent = self.parent()
        return (parent.kids() if isinstance(parent, ItemInterface)
                else self.board.items())

    def kids(self) -> list[QGraphicsItem]:
        self._kids = self.board.items(self.item) if self._alive() else []  # held, as above
        return self._kids

    def childCount(self) -> int:
        return len(self.kids())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        kids = self.kids()
        return self.board.interface(kids[index]) if 0 <= index < len(kids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        kids = self.kids()
        return kids.index(child.item) if isinstance(child, ItemInterface) \
            and child.item in kids else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for kid in self.kids():
            face = self.board.interface(kid)
            if face.rect().contains(x, y):
                return face
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def rect(self) -> QRect:
        view = self.board._view
        if not (self._alive() and isinstance(view, QGraphicsView)):
            return QRect()
        shown = view.mapFromScene(self.item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def role(self) -> QAccessible.Role:
        if not self._alive():
            return Role.NoRole
        return Role.ListItem if self._in_hand() else describe(self.item)[1]

    def _in_hand(self) -> bool:
        return isinstance(self.item.parentItem(), HandFan)

    def text(self, kind: QAccessible.Text) -> str:
        if not self._alive():
            return ""
        if kind == QAccessible.Text.Name:
            return " ".join(describe(self.item)[0].split())
        if kind == QAccessible.Text.Description and self._in_hand():
            siblings = self._siblings()
            return f"card {siblings.index(self.item) + 1} of {len(siblings)}" \
                if self.item in siblings else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        return None

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self._alive():
            state.invalid = True
            return state
        item = self.item
        acts = isinstance(item, BoardItem) and item.interactive
        focusable = QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
        state.focusable = acts and bool(item.flags() & focusable)
        state.focused = item.hasFocus()
        if self._in_hand():
            hand = item.parentItem()
            assert isinstance(hand, HandFan)
            state.selectable = acts
            state.selected = _selected_card(hand) is item
        if getattr(item, "disabled", False) is True:
            state.disabled = True
        if isinstance(item, BoardItem) and item.highlighted:
            state.hotTracked = True  # "look here": the playable piece, whose turn it is
        if not item.isVisible():
            state.invisible = True
        return state

    def relations(self, match: Any = None) -> list[Any]:
        return []


def _selected_card(hand: HandFan) -> QGraphicsItem | None:
    key: Hashable | None = hand.selected_key
    return hand.card(key) if key is not None else None
