"""The page a game is played on: the board, the side panel and the hand-off overlay.

The game's own scene (games/<id>/scene.py, a `TableScene`) renders the board from the
controller's views and gives its choice bar, a score line per seat, its status and what a
hand-off may say. Everything else —
seats, log, hand-off, end-of-game banner — is the same for every game and lives here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from psychboard.core.protocol import Outcome
from psychboard.games.registry import GameSpec
from psychboard.gui.board_view import BoardView
from psychboard.gui.controller import GameController
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.table import TableScene
from psychboard.gui.widgets.end_bar import EndBar, verdict
from psychboard.gui.widgets.game_log import GameLog
from psychboard.gui.widgets.handoff import HandoffScreen
from psychboard.gui.widgets.labels import plain_label, set_plain
from psychboard.gui.widgets.reaction_prompt import ReactionPrompt
from psychboard.gui.widgets.scoreboard import Scoreboard


def side_width(page_width: int) -> int:
    """The side panel's width for a page this wide: a fifth of it, within readable bounds."""
    return max(250, min(360, page_width // 5))


class GamePage(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        spec = controller.spec
        ensure_fonts()  # card and symbol faces, before the scene draws its first card
        if spec.scene is None:
            raise LookupError(f"{spec.title} has no table to play on")
        self.scene: TableScene = spec.scene()(controller)  # the table contract
        self.view = BoardView(self.scene)
        self.scoreboard = Scoreboard(controller.seats)
        self.log = GameLog()
        self.status_line = plain_label("", "statusLine", wrap=True,
                                       align=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Nested layouts don't pass height-for-width down reliably: room for four lines, or
        # for as many as the status needs at the panel's width (`_fit_status`).
        self.status_line.ensurePolished()
        self._four_lines = self.status_line.fontMetrics().lineSpacing() * 4 + 6
        self.status_line.setMinimumHeight(self._four_lines)

        self.side = self._side_panel(spec.title)

        board = QVBoxLayout()
        board.setContentsMargins(0, 0, 0, 0)
        board.setSpacing(0)
        board.addWidget(self.view, 1)
        self.controls = self.scene.controls()
        if self.controls is not None:
            board.addWidget(self.controls)
        self.end_bar = EndBar()
        board.addWidget(self.end_bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(board, 1)
        layout.addWidget(self.side)

        self.handoff = HandoffScreen(self)
        self.reaction = ReactionPrompt(self)
        self.phones = self._phones(spec)
        self._connect(controller)

    def _side_panel(self, title: str) -> QFrame:
        """The game's name, its status, the seats and the log, in a column that scrolls
        rather than pile its words up (a short window with large text)."""
        side = QFrame()
        side.setObjectName("sidePanel")
        side.setFixedWidth(side_width(1440))
        self.side_body = QWidget()
        self.side_body.setObjectName("sideBody")
        scroller = self._scroller = QScrollArea()
        scroller.setObjectName("sideScroller")
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(self.side_body)
        outer = QVBoxLayout(side)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroller)
        column = QVBoxLayout(self.side_body)
        column.addWidget(plain_label(title, "sideTitle", wrap=True))
        column.addWidget(self.status_line)
        column.addSpacing(8)
        self._phone_slot = column.count()
        column.addWidget(plain_label("At the table", "sideHeading"))
        column.addWidget(self.scoreboard)
        column.addSpacing(8)
        column.addWidget(plain_label("What happened", "sideHeading"))
        column.addWidget(self.log, 1)
        return side

    def _phones(self, spec: GameSpec) -> Any:
        """The phones' server and panel when a seat plays from a phone (loaded only then);
        a table that can't listen says why, and those seats play at the screen."""
        phone_seats = [i for i, s in enumerate(self.controller.seats) if s.by_phone]
        if not phone_seats:
            return None
        from psychboard.phones.panel import PhonePanel
        from psychboard.phones.table import PhoneTable

        if spec.phone is None:
            raise LookupError(f"{spec.title} can't be played from phones")
        phones = PhoneTable(self.controller, spec.phone(), parent=self)
        try:
            phones.start()
        except OSError as exc:
            self.log.add(f"Phones can't join: this computer would not open a port for them "
                         f"({exc}). Their seats play at this screen.")
            for seat in phone_seats:
                self.controller.seat_to_screen(seat)
            return None
        column = self.side_body.layout()
        assert isinstance(column, QVBoxLayout)
        column.insertWidget(self._phone_slot, PhonePanel(phones))
        phones.go_on.connect(self.scene.go_on)
        self.scene.status_changed.connect(self._readers_to_phones)
        return phones

    def _readers_to_phones(self) -> None:
        """A stop for the table's readers reaches the phones too: any of them may go on."""
        reader = self.scene.reader
        if self.phones is not None:
            self.phones.wait_for_readers(*((reader.prompt, reader.button) if reader
                                           else ("", "")))

    def _connect(self, controller: GameController) -> None:
        self.reaction.claimed.connect(controller.claim)
        self.reaction.nobody.connect(controller.nobody_reacts)
        self.handoff.ready.connect(controller.confirm_handoff)
        # Once the controller has moved on, the keys go back to the table (after a hand-off
        # its Enter and Space are the choice's, "Lock in", "Next").
        for gone in (self.reaction.claimed, self.reaction.nobody, self.handoff.ready):
            gone.connect(self._keys_to_table)
        controller.handoff.connect(self._handoff)
        self.scene.status_changed.connect(self._refresh_status)
        controller.changed.connect(self._changed)
        controller.logged.connect(self.log.add)
        controller.reaction_prompt.connect(self._reaction_prompt)
        controller.thinking.connect(self._thinking)
        controller.finished.connect(self._finished)
        controller.problem.connect(self.log.add)

    def start(self) -> None:
        for line in self.controller.lines:  # a resumed game's log, rebuilt from its replay
            self.log.add(line)
        self.controller.start()
        self._keys_to_table()

    def _keys_to_table(self) -> None:
        """The board takes the keys unless a hand-off or a prompt covers it: they keep the
        keys while they are shown, and never once hidden."""
        if not (self.handoff.isVisible() or self.reaction.isVisible()):
            self.view.setFocus()

    def _changed(self, view: Any) -> None:
        self.scoreboard.set_scores(self.scene.seat_lines(view))
        self.scoreboard.set_due(self.controller.due())
        self._set_status(self.scene.status(view))

    def _refresh_status(self) -> None:
        # the view the table shows: it hears a change before this page does
        if self.scene.shown is not None:
            self._set_status(self.scene.status(self.scene.shown))

    def _set_status(self, text: str) -> None:
        set_plain(self.status_line, text)
        self._fit_status()

    def _fit_status(self) -> None:
        """Room for every line of the status and of the seats (a long one, a large text
        size): the log under them gives way."""
        side = self.side_body.layout()
        if side is None:
            return
        # the panel's fixed width, set before it is laid out, less a scroll bar it may need
        margins = side.contentsMargins()
        width = (self.side.minimumWidth() - margins.left() - margins.right()
                 - self._scroller.verticalScrollBar().sizeHint().width())
        self.status_line.setMinimumHeight(max(self._four_lines,
                                              self.status_line.heightForWidth(width)))
        seats = self.scoreboard.layout()
        if seats is not None and seats.hasHeightForWidth():
            self.scoreboard.setMinimumHeight(seats.totalHeightForWidth(width))

    def _handoff(self, seat: int) -> None:
        """The hand-off may say what the whole table may know (a game's `handoff_note`)."""
        self.handoff.ask(seat, self.controller.seats[seat],
                         self.scene.handoff_note(self.controller.view()))

    def _reaction_prompt(self, seats: tuple[int, ...]) -> None:
        about = self.controller.lines[-1] + "." if self.controller.lines else ""
        self.reaction.ask(seats, self.controller.seats, about)

    def _thinking(self, seat: int, on: bool) -> None:
        self.scoreboard.set_status(seat, "thinking…" if on else "")

    def _finished(self, outcome: Outcome) -> None:
        names = [seat.name for seat in self.controller.seats]
        line = verdict(outcome, names)
        self.log.add(line if len(names) == 1 else f"Game over: {line} ({outcome.reason})")
        if self.controls is not None:
            self.controls.hide()
        self.end_bar.show_outcome(outcome, names)
        self._keys_to_table()  # not to a button of the end bar: leaving takes a choice

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The panel's width follows the window, never its text: the board keeps its place.
        self.side.setFixedWidth(side_width(event.size().width()))
        self._fit_status()
        super().resizeEvent(event)
        self.handoff.setGeometry(self.rect())
        self.reaction.setGeometry(self.rect())

    def close_game(self) -> None:
        self.controller.close()
        self.scene.finish_all()  # no queued step or busy signal may reach the page's
        self.scene.blockSignals(True)  # widgets once they are deleted
