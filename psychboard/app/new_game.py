"""The new-game dialog (form in ui/new_game.ui): seats and the chosen game's options.

Seat rows (name, colour, token, human or computer level) and the option widgets are built
from data — the game's GameSpec, bots and Options dataclass field metadata — so a new game
needs no new dialog code. On a short screen the seats and options scroll between the title
and the buttons, and the wheel over a box nobody is editing scrolls them rather than
changing a player's colour, token or kind. A name field completes the family's people and a
chosen person brings their colour and token; a younger ("8+") person ticks the option a game
marks `younger_cards`.
"""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from psychboard.app.forms.ui_new_game import Ui_NewGameDialog
from psychboard.app.settings import Settings
from psychboard.core.errors import IllegalAction
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GameSpec
from psychboard.gui import palette
from psychboard.gui.palette import SEAT_COLOUR_NAMES, SEAT_COLOURS, TOKEN_SHAPES
from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip
from psychboard.gui.widgets.screen_fit import SHARE, Scrolling, room
from psychboard.gui.widgets.token_icon import token_pixmap
from psychboard.store.db import normalise
from psychboard.store.people import People, Person

DEFAULT_NAMES = ("Alex", "Sam", "Robin", "Jo", "Kim", "Charlie", "Lee", "Max")
MAX_NAME = 24
MIN_WIDTH = 560


class SeatRow:
    """The widgets of one seat in the grid."""

    def __init__(self, grid: QGridLayout, row: int, spec: GameSpec, saved: dict[str, Any],
                 people: Sequence[Person] = ()) -> None:
        self.name = QLineEdit(str(saved.get("name", DEFAULT_NAMES[row]))[:MAX_NAME])
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(f"Player {row + 1}")
        self.people = {normalise(p.name): p for p in people}
        if people:  # the family's people, offered as the name is typed
            completer = QCompleter([p.name for p in people], self.name)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.name.setCompleter(completer)
            completer.activated.connect(self.take_person)
            self.name.editingFinished.connect(lambda: self.take_person(self.name.text()))
        self.colour = QComboBox()
        for hex_colour, label in zip(SEAT_COLOURS, SEAT_COLOUR_NAMES, strict=True):
            pixmap = QPixmap(14, 14)
            pixmap.fill(QColor(hex_colour))
            self.colour.addItem(QIcon(pixmap), label, hex_colour)
        self.colour.setCurrentIndex(_index(SEAT_COLOURS, saved.get("colour"), row))
        self.token = QComboBox()
        for shape in TOKEN_SHAPES:
            self.token.addItem(QIcon(token_pixmap(shape, palette.GREY_MID, "", 18)), shape.title(),
                               shape)
        self.token.setCurrentIndex(_index(TOKEN_SHAPES, saved.get("token"), row))
        self.kind = QComboBox()
        self.kind.addItem("Person at this screen", ("human", ""))
        if spec.phone is not None:
            self.kind.addItem("Person on a phone", ("phone", ""))
        for level in spec.bots:
            self.kind.addItem(f"Computer — {level}", ("computer", level))
        default_kind = "human" if row == 0 else "computer"
        levels = list(spec.bots)
        default_level = "medium" if "medium" in levels else (levels[-1] if levels else "")
        wanted = (saved.get("kind", default_kind), saved.get("level", default_level))
        for i in range(self.kind.count()):
            data = self.kind.itemData(i)
            if data[0] == wanted[0] and (data[0] != "computer" or data[1] == wanted[1]):
                self.kind.setCurrentIndex(i)
                break
        else:
            computers = [i for i in range(self.kind.count())
                         if self.kind.itemData(i)[0] == "computer"]
            self.kind.setCurrentIndex(0 if row == 0 or not computers else computers[0])
        self.widgets: list[QWidget] = [self.name, self.colour, self.token, self.kind]
        for column, widget in enumerate(self.widgets):
            grid.addWidget(widget, row + 1, column)

    def person(self) -> Person | None:
        return self.people.get(normalise(self.name.text()))

    def take_person(self, name: str) -> None:
        """A person of the family sits here: their own colour and token come with them."""
        person = self.people.get(normalise(name))
        if person is None:
            return
        self.colour.setCurrentIndex(max(0, self.colour.findData(person.colour)))
        self.token.setCurrentIndex(max(0, self.token.findData(person.token)))

    def config(self, row: int) -> SeatConfig:
        kind, level = self.kind.currentData()
        name = " ".join(self.name.text().split()) or f"Player {row + 1}"
        return SeatConfig(name=name, colour=self.colour.currentData(),
                          token=self.token.currentData(), kind=kind, level=level or "medium")

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets:
            widget.setVisible(visible)


class WheelScrolls(QObject):
    """The wheel over a value box (a combo or a spin box) that hasn't the focus scrolls
    `area` instead: scrolling down the seats must not change them. A box clicked or tabbed
    into answers the wheel as usual."""

    def __init__(self, area: Scrolling) -> None:
        super().__init__(area)
        self._area = area

    def watch(self, box: QWidget) -> None:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel gives it no focus
        box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) \
                and not watched.hasFocus():
            QApplication.sendEvent(self._area.verticalScrollBar(), event)
            return True
        return False


class NewGameDialog(QDialog):
    def __init__(self, spec: GameSpec, settings: Settings, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        assert spec.rules is not None
        self.spec = spec
        self.settings = settings
        self.options_type = spec.rules().options_type
        self.ui = Ui_NewGameDialog()
        self.ui.setupUi(self)  # type: ignore[no-untyped-call]
        self.setWindowTitle(f"New game — {spec.title}")
        set_plain(self.ui.gameTitle, spec.title)
        set_plain(self.ui.gamePitch, f"{spec.pitch}  ·  {spec.length}")
        low, high = spec.players
        self.ui.playersSpin.setRange(low, high)
        saved = settings.last_seats(spec.id)
        self.ui.playersSpin.setValue(max(low, min(high, len(saved) or low)))
        self.ui.playersSpin.setEnabled(low != high)
        solitaire = high == 1
        # One player: no count to choose, and nobody to tell apart by colour or token.
        self.ui.playersSpin.setVisible(not solitaire)
        self.ui.playersLabel.setVisible(not solitaire)
        self.form_scroll = self._form_area()
        grid = QGridLayout(self.ui.seatRows)
        grid.setContentsMargins(0, 0, 0, 0)
        headings = ("Name",) if solitaire else ("Name", "Colour", "Token", "Played by")
        for column, heading in enumerate(headings):
            label = QLabel(heading)
            label.setObjectName("sideHeading")
            grid.addWidget(label, 0, column)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(3, 2)
        self.rows = self._seat_rows(grid, saved)
        if solitaire:
            row = self.rows[0]
            for widget in (row.colour, row.token, row.kind):
                widget.hide()
            row.widgets = [row.name]
            row.kind.setCurrentIndex(0)  # a person plays a solitaire; autoplay is the demo
        self.ui.playersSpin.valueChanged.connect(self._show_rows)
        self._show_rows(self.ui.playersSpin.value())
        self.option_widgets = self._build_options()
        self.ui.optionsBox.setVisible(bool(self.option_widgets))
        wheel = WheelScrolls(self.form_scroll)
        for kind in (QComboBox, QAbstractSpinBox):
            for box in self.ui.formBody.findChildren(kind):
                wheel.watch(box)
        start = self.ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        set_plain(start, "Start game")
        self.ui.buttons.accepted.connect(self.accept)
        self.ui.buttons.rejected.connect(self.reject)
        self.error = plain_label("", "statusLine")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setStyleSheet(f"color: {palette.VERMILLION};")
        self.ui.mainLayout.insertWidget(self.ui.mainLayout.count() - 1, self.error)
        self._fit()
        # Once the rows just shown or hidden have been laid out.
        self.ui.playersSpin.valueChanged.connect(lambda _count: QTimer.singleShot(0, self._fit))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self._fit()  # with every part laid out as it will be seen
        super().showEvent(event)

    def _form_area(self) -> Scrolling:
        """Eight seats and a game's options are taller than a small screen: they scroll,
        the title and the buttons stay."""
        layout = self.ui.mainLayout
        index = layout.indexOf(self.ui.formBody)
        area = Scrolling(self.ui.formBody)  # takes the form out of the layout…
        layout.insertWidget(index, area, 1)  # …and stands in its place
        return area

    def _fit(self) -> None:
        """As tall as what the game asks, never a form's fixed size with half of it empty,
        and never taller than the screen: then the seat rows scroll."""
        for layout in (self.ui.seatRows.layout(), self.ui.bodyLayout, self.layout()):
            if layout is not None:  # count the rows just shown or hidden
                layout.invalidate()
                layout.activate()
        self.form_scroll.updateGeometry()
        tallest = round(room(self).height() * SHARE)
        self.setMaximumHeight(tallest)
        hint = self.sizeHint()
        self.resize(max(MIN_WIDTH, hint.width()), min(hint.height(), tallest))

    def _show_rows(self, count: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < count)

    def _build_options(self) -> dict[str, QWidget]:
        widgets: dict[str, QWidget] = {}
        last = self.settings.last_options(self.spec.id)
        for f in dataclasses.fields(self.options_type):
            if f.name == "players":
                continue
            default = last.get(f.name, f.default)
            label = f.metadata.get("label", f.name.replace("_", " ").capitalize())
            choices = f.metadata.get("choices")
            widget: QWidget
            if choices:
                combo = QComboBox()
                for value, text in choices.items():
                    combo.addItem(str(text), value)
                keys = list(choices)
                fallback = keys.index(f.default) if f.default in choices else 0
                chosen = next((i for i, k in enumerate(keys)
                               if k == default and type(k) is type(default)), fallback)
                combo.setCurrentIndex(chosen)
                widget = combo
            elif f.type in (bool, "bool"):
                widget = QCheckBox()
                widget.setChecked(default is True if isinstance(default, bool) else
                                  bool(f.default))
            else:
                spin = QSpinBox()
                spin.setRange(0, 10_000)
                value = default if isinstance(default, int) and not isinstance(default, bool) \
                    else f.default
                spin.setValue(int(value) if isinstance(value, int) else 0)
                widget = spin
            if help_text := f.metadata.get("help"):
                set_tip(widget, help_text)
            self.ui.optionsLayout.addRow(label, widget)
            widgets[f.name] = widget
        return widgets

    def _seat_rows(self, grid: QGridLayout, saved: list[dict[str, Any]]) -> list[SeatRow]:
        """A row for every seat the game can have, each offering the family's people."""
        people = _family()
        rows = [SeatRow(grid, i, self.spec, saved[i] if i < len(saved) else {}, people)
                for i in range(self.spec.players[1])]
        for row in rows:
            row.name.editingFinished.connect(self._younger_cards)
            if (completer := row.name.completer()) is not None:
                completer.activated.connect(lambda _name: self._younger_cards())
        return rows

    def _younger_cards(self) -> None:
        """A younger ("8+") person at the table: the game's younger players' cards, if any."""
        seated = self.rows[: self.ui.playersSpin.value()]
        if not any((p := row.person()) is not None and p.younger for row in seated):
            return
        for f in dataclasses.fields(self.options_type):
            widget = self.option_widgets.get(f.name)
            if f.metadata.get("younger_cards") and isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(True)))

    def seats(self) -> list[SeatConfig]:
        return [row.config(i) for i, row in enumerate(self.rows[: self.ui.playersSpin.value()])]

    def options(self) -> Any:
        values: dict[str, Any] = {"players": self.ui.playersSpin.value()}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
        return self.options_type(**values)

    def accept(self) -> None:
        seats = self.seats()
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            set_plain(self.error, "Every player needs a different name.")
            return
        try:
            assert self.spec.rules is not None
            self.spec.rules().new_game(self.options(), 0)
        except IllegalAction as exc:
            set_plain(self.error, str(exc))
            return
        self.settings.remember_seats(self.spec.id, [dataclasses.asdict(s) for s in seats])
        options = dataclasses.asdict(self.options())
        options.pop("players", None)
        self.settings.remember_options(self.spec.id, options)
        super().accept()

    def seed(self) -> int:
        return random.SystemRandom().getrandbits(63)


def _family() -> list[Person]:
    """The family's people, or nobody when the history can't be read (play goes on)."""
    try:
        return People().all()
    except (OSError, sqlite3.Error):
        return []


def _index(values: tuple[str, ...], wanted: object, fallback: int) -> int:
    return values.index(wanted) if wanted in values else fallback % len(values)
