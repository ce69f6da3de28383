"""The table contract: what every game's scene is, the view-side counterpart of core/protocol.

A game's scene derives from `TableScene`. The base follows the controller itself (changed,
happened, undone, thinking, closed), owns the one `ChoiceBar` under the table, and owns the
reader gate: a scene that wants the table to see a result before the next hand-off or the
next private screen calls `stop_for_reader`, and nothing moves on until someone presses the
bar's key, Enter, Space or clicks the table (a table of computers only pauses). The game
provides what only it knows, as abstract members: the view drawn (`show_view`), its seats'
lines, its status sentence, what a hand-off may say, the `Offer` of choices for the view, and
what a chosen value does. Keys the bar shows reach it wherever the page's focus is.

Each step also goes out as sound cues (`cued`) and as lines for the table's voice (`said`):
the step's sentences, and the cards the rules ask someone to read aloud, which a game names
in `read_aloud` from the events and the table's view — never from a private screen.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from psychboard.core.choices import Choice, Offer
from psychboard.core.events import Event, sentences
from psychboard.core.spoken import CARD, EVENT, Line
from psychboard.gui.controller import GameController
from psychboard.gui.scene import GameScene
from psychboard.gui.sound import cues
from psychboard.gui.widgets.choice_bar import ChoiceBar, key_name

GO_ON = ("table", "go on")  # the value of the gate's one choice
GO_ON_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
MOVING = "The table is moving: click or press any key to see where it all lands."
PLAIN = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
         | Qt.KeyboardModifier.MetaModifier)


@dataclass(frozen=True)
class Reader:
    """A stop for the table's readers: what the bar says, its button, what follows."""

    prompt: str
    button: str
    then: Callable[[], None]


class TableScene(GameScene):
    """A game's table: the shared plumbing, and the members a game must provide."""

    said = Signal(object)  # one step's lines for the voice (a tuple of core.spoken.Line)
    cued = Signal(str)     # a sound for what the table saw happen

    def __init__(self, controller: GameController, width: float = 1600.0,
                 height: float = 1000.0, on_table: Iterable[str] = ()) -> None:
        """`on_table`: groups of choices the table draws itself (a hand), keys only."""
        super().__init__(width, height)
        self.controller = controller
        self.names = [seat.name for seat in controller.seats]
        # The table keeps the focus it shows (a picked card); the bar's keys work anyway.
        self.bar = ChoiceBar(buttons_take_focus=False, on_table=on_table,
                             tokens=controller.seats, icons=self.choice_picture)
        self.bar.chosen.connect(self.take)
        self._stop: Reader | None = None
        self._table_view: Any = None
        self.told: list[str] = []  # the sentences of the last step, for a stop to repeat
        self.last_card: Line | None = None  # the card read last, for "read it again"
        self._unread: tuple[Event, ...] = ()  # the step whose view comes next
        self.busy_changed.connect(self._table_busy)
        controller.happened.connect(self._table_happened)
        controller.changed.connect(self._table_changed)
        controller.undone.connect(self.on_undone)
        controller.thinking.connect(self.on_thinking)
        controller.closed.connect(self.on_closed)

    # -- what a game provides ----------------------------------------------------------------

    @abstractmethod
    def show_view(self, view: Any) -> None:
        """Draw `view` (the observation now on screen), animating from the last one."""

    @abstractmethod
    def seat_lines(self, view: Any) -> list[str]:
        """A score line per seat, for the side panel."""

    @abstractmethod
    def status(self, view: Any) -> str:
        """One sentence: whose move it is and what now."""

    @abstractmethod
    def handoff_note(self, view: Any) -> str:
        """What the whole table may know while the screen passes ("" for nothing)."""

    @abstractmethod
    def offer(self, view: Any) -> Offer:
        """What the person on screen (or the table) may choose now, as data."""

    @abstractmethod
    def choose(self, value: Hashable) -> None:
        """A choice of `offer` was taken (a click, its key or a game key)."""

    # -- hooks a game may override -----------------------------------------------------------

    def on_events(self, events: tuple[Event, ...]) -> None:
        """The events of the step whose view comes next (what to animate)."""

    def on_undone(self) -> None:
        """Moves were taken back: the next view is shown as it is, not animated to."""
        self.finish_all()
        self._stop = None

    def on_thinking(self, seat: int, on: bool) -> None:
        """A computer seat started or stopped thinking."""

    def read_aloud(self, events: tuple[Event, ...], view: Any) -> tuple[Line, ...]:
        """The cards a step brought that the rules ask to be read aloud (`core.spoken.card_line`),
        from `events` and the public parts of `view`; none by default."""
        return ()

    def choice_picture(self, choice: Choice) -> QPixmap | None:
        """A picture the bar shows beside a choice (a suit's symbol); none by default."""
        return None

    def taken_while_moving(self, value: Hashable) -> None:
        """A choice's key while the table moves: by default it plays the move to its end."""
        self.skip()

    def moving(self) -> Offer:
        """What the bar says while the table moves (input waits until it is still)."""
        return Offer(MOVING)

    def on_closed(self) -> None:
        self._stop = None
        self.finish_all()

    # -- what the page asks ------------------------------------------------------------------

    def controls(self) -> QWidget:
        return self.bar

    @property
    def shown(self) -> Any:
        """The view last shown."""
        return self._table_view

    def refresh_bar(self) -> None:
        """Show what may be done now: that the table moves, the gate's stop, or the offer."""
        if self._stop is not None:  # the stop ends the queue: nothing moves after it
            self.bar.show_offer(Offer(f"{self._stop.prompt.rstrip('.')}.", None, (
                Choice(self._stop.button, "Enter", GO_ON, "table", primary=True,
                       tip="Everyone has seen it: go on (Enter, Space or a click)"),)))
        elif self.busy:
            self.bar.show_offer(self.moving())
        elif self._table_view is not None:
            self.bar.show_offer(self.offer(self._table_view))
        self.status_changed.emit()

    # -- the reader gate ---------------------------------------------------------------------

    @property
    def awaiting_reader(self) -> bool:
        """True while a result waits for someone at the table to go on."""
        return self._stop is not None

    @property
    def reader(self) -> Reader | None:
        return self._stop

    def wait_for_reader(self, prompt: str, button: str, pause_ms: int,
                        then: Callable[[], None]) -> None:
        """Queue a stop after what is queued: with a person at the table nothing goes on
        until `go_on`, `prompt` in the bar; a table of computers pauses and plays on."""
        def arrive() -> None:
            if not self.controller.humans:
                self.pause(pause_ms)
                then()
                return
            self._stop = Reader(prompt, button, then)
            self.refresh_bar()
            self.take_keys()

        self.call(arrive)

    def stop_for_reader(self, prompt: str, button: str = "Next", pause_ms: int = 0) -> None:
        """Hold the controller until the table has read `prompt`: no computer moves, no
        hand-off and no private screen comes before someone goes on."""
        self.controller.hold()
        self.wait_for_reader(prompt, button, pause_ms, self.controller.release)

    def go_on(self) -> None:
        """The readers are done: play what comes after the stop."""
        reader, self._stop = self._stop, None
        if reader is None:
            return
        reader.then()
        if self._stop is None:
            self.refresh_bar()

    def take_keys(self) -> None:
        """Give the keys to the table (a prompt that went away may still hold them)."""
        for board in self.views():
            if board.isVisible():
                board.setFocus()
                return

    # -- following the controller ------------------------------------------------------------

    def _table_happened(self, events: tuple[Event, ...]) -> None:
        self.told = sentences(events, self.names)
        self._unread = events
        for cue in cues(events):
            self.cued.emit(cue)
        self.on_events(events)

    def _table_changed(self, view: Any) -> None:
        self._table_view = view
        events, self._unread = self._unread, ()
        if events:
            self._say(events, view)
        self.show_view(view)
        if not self.busy:
            self.refresh_bar()
        if self.controller.legal():
            self.take_keys()  # someone chooses now: the keys are theirs, not a screen's gone

    def _say(self, events: tuple[Event, ...], view: Any) -> None:
        cards = tuple(line for line in self.read_aloud(events, view) if line.kind == CARD)
        if cards:
            self.last_card = cards[-1]
        news = tuple(Line(text, EVENT) for text in self.told
                     if not any(text in card.text for card in cards))  # said once, as the card
        self.said.emit(news + cards)

    def _table_busy(self, _busy: bool) -> None:
        self.refresh_bar()

    def take(self, value: Hashable) -> None:
        """A choice was taken: its key, its button, or a click on the table that means it."""
        if value == GO_ON:
            self.go_on()
        elif self._stop is None:
            (self.choose if self.accepts_input else self.taken_while_moving)(value)

    # -- input -------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The gate's keys, then the keys the bar shows (a key the window did not take)."""
        plain = not event.modifiers() & PLAIN
        text = key_name(event)
        if plain and self._stop is not None and event.key() in GO_ON_KEYS:
            self.go_on()
        elif not (plain and text and self.accepts_input and self._stop is None
                  and self.bar.press(text)):
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._stop is not None and event.button() == Qt.MouseButton.LeftButton:
            self.go_on()  # a click anywhere on the table turns the page
            event.accept()
            return
        super().mousePressEvent(event)
