"""Psychologizer's playable screen: the credits track, the spinner, the card and the reveal.

The scene renders only what the controller's views say (DESIGN §5): the spinner turns to the
segment the rules already chose, tokens hop along the credits track by the amounts the reveal
records, and a sealed choice is drawn only on its own seat's private view (after the
hand-off). While anything animates the controller is held so computer players wait, and input
waits too. Every action has a key: A–D, 1/2/3 (5/15/25), P (pass), X (bypass), Enter (lock in),
Space (spin); special spaces take 1–8. They are the choices of its `offer`, shown by the
shared bar; the table's stops (a card read aloud, the answers out) are the base's reader
gate (gui/table.py). Rulebook sections: see the scene_*.py modules.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.core.choices import Choice, Offer
from psychboard.core.events import Event, Rolled
from psychboard.core.protocol import Outcome
from psychboard.core.spoken import Line
from psychboard.games.psychologizer import scene_content as build
from psychboard.games.psychologizer import spoken
from psychboard.games.psychologizer.board import shipped_board
from psychboard.games.psychologizer.controller import PsychologizerController
from psychboard.games.psychologizer.rules import (
    Bypass,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    Respond,
    Spin,
    View,
)
from psychboard.games.psychologizer.scene_card import CardPanel
from psychboard.games.psychologizer.scene_end import EndContent, EndPanel
from psychboard.games.psychologizer.scene_info import InfoPanel
from psychboard.games.psychologizer.scene_panels import InfoContent, pill, text
from psychboard.games.psychologizer.scene_track import Track
from psychboard.gui import palette
from psychboard.gui.items import Segment, SpinnerItem, TokenItem
from psychboard.gui.items.seat_look import seat_looks
from psychboard.gui.scene import Step, parallel, sequential
from psychboard.gui.table import TableScene

SPIN_MS = 2800
HOP_MS = 190
REVEAL_PAUSE_MS = 3200
MOVING = "The board is moving: click or press any key to see where it stops."
PANEL_POS = QPointF(584, 332)
SPINNER_POS = QPointF(304, 700)
SPINNER_LABEL = 26.0  # the wheel's words: over 10 px in a 1000×560 window
TAGLINE = 24.0  # the line under the game's name and where the wheel landed: 10.6 px in a
                # 1000×560 window


class Caption(QGraphicsObject):
    """The game's name over the spinner and, under it, where the last spin landed."""

    def __init__(self) -> None:
        super().__init__()
        self.landed = ""

    def boundingRect(self) -> QRectF:
        return QRectF(40, 330, 528, 660)

    def set_landed(self, label: str) -> None:
        self.landed = label
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text(painter, QRectF(40, 338, 528, 46), "PSYCHOLOGIZER", 38, palette.WHITE,
             QFont.Weight.Black, Qt.AlignmentFlag.AlignCenter)
        text(painter, QRectF(40, 382, 528, 32), "How well do you know each other?", TAGLINE,
             QColor(palette.YELLOW), QFont.Weight.DemiBold, Qt.AlignmentFlag.AlignCenter)
        if self.landed:
            pill(painter, QRectF(64, 936, 480, 50), palette.INK, f"Landed on: {self.landed}",
                 TAGLINE)


class PsychologizerScene(TableScene):
    controller: PsychologizerController

    def __init__(self, controller: PsychologizerController) -> None:
        super().__init__(controller, 1600.0, 1000.0)
        self.board = shipped_board()
        first: View = controller.view()
        lanes = self.board.degrees[:self.board.degree_index(first.degree) + 1]
        self.track = Track(self, QRectF(20, 12, 1560, 304), lanes)
        self.spinner = SpinnerItem([Segment(s.wheel_label, s.colour, s.weight)
                                    for s in self.board.segments], radius=212,
                                   label_size=SPINNER_LABEL)
        self.spinner.setPos(SPINNER_POS)
        self.spinner.clicked.connect(lambda: self.intent("spin"))
        self.caption = Caption()
        for item in (self.caption, self.spinner):
            self.addItem(item)
        self.tokens = [TokenItem(s.token, s.colour, s.name, self.track.token_size())
                       for s in controller.seats]
        for token in self.tokens:
            token.set_interactive(False)
            token.setZValue(5)
            self.addItem(token)
        self.card_panel, self.info_panel, self.end_panel = CardPanel(), InfoPanel(), EndPanel()
        for panel, pos in ((self.card_panel, PANEL_POS), (self.info_panel, PANEL_POS),
                           (self.end_panel, QPointF(40, 332))):
            panel.setPos(pos)
            panel.setZValue(2)
            panel.hide()
            self.addItem(panel)
        self.card_panel.picked.connect(self.intent)
        self.info_panel.picked.connect(self.intent)
        self.end_panel.picked.connect(self.end_panel.pick)
        self.end_panel.setZValue(20)
        self.pick = build.Pick()
        self.view: View | None = None
        self._where: list[tuple[int, int]] = []
        self._reveal_number = first.last_reveal.number if first.last_reveal else 0
        self._spin_pending = False
        self._spins = 0
        self._jump = True
        self._turn_spun = first.last_reveal is not None
        self._reveal_fresh = first.last_reveal is not None
        self._wait_kind = ""  # what the table reads at a stop: "card" or "reveal"
        controller.finished.connect(self.show_end)

    # --- the page's questions -----------------------------------------------------------------
    def seat_lines(self, view: View) -> list[str]:
        final = len(self.track.lanes)
        lines = []
        for seat in range(view.players):
            earned = view.degrees[seat]
            lane = self.track.lanes[min(earned, final - 1)].degree
            done = " ".join(f"{d.short} ✓" for d in self.board.degrees[:earned])
            current = "" if earned >= final and view.credits[seat] >= lane.credits else \
                f"{view.credits[seat]}/{lane.credits}"
            lines.append(" · ".join(x for x in (done, current) if x))
        return lines

    def status(self, view: View) -> str:
        if self.busy:
            return MOVING
        names = [s.name for s in self.controller.seats]
        waiting = self._wait_kind if self.awaiting_reader else ""
        if waiting == "card":
            return "Read the card aloud, then press Enter to make the secret choices."
        if waiting:
            return "Everyone sees the answers. Press Enter for the next turn."
        phase = view.phase
        if phase is Phase.OVER:
            degree = self.board.degree(view.degree).label
            return f"{names[view.winner or 0]} earns the {degree} and wins!"
        if phase is Phase.START:
            return build.start_prompt(view, self.controller.seats, self.board)
        if phase is Phase.SPIN:
            return f"{names[view.turn]}'s turn: spin the pointer (Space)."
        if phase is Phase.CHOOSE_CATEGORY:
            chooser = view.opinion_player if view.special == "pick_and_score" else view.turn
            return f"{names[chooser]} chooses a category (1–8)."
        if phase is Phase.NAME_FORECASTER:
            return f"{names[view.turn]} names a forecaster."
        if phase is Phase.NAME_OPINION_PLAYER:
            return f"{names[view.turn]} names the opinion player."
        reading = build.reading_person(view, self.controller.seats)
        reads = f"{names[reading]} reads the card aloud." if reading is not None else \
            "The card is on the table."
        return (f"{reads} {names[view.opinion_player]} answers in secret; "
                "the others predict and lock in.")

    # --- following the controller -------------------------------------------------------------
    def handoff_note(self, view: View) -> str:
        return ""

    def offer(self, view: View) -> Offer:
        legal = self.controller.legal()
        if view.phase is Phase.OVER:
            return Offer("The game is over. Start a new game from the Game menu.")
        name = self.controller.seats[view.seat].name if view.seat is not None else ""
        if Spin() in legal:
            prompt = build.start_prompt(view, self.controller.seats, self.board) \
                if view.phase is Phase.START else f"{name}, spin the pointer."
            return Offer(prompt, view.seat,
                         (Choice("Spin", "Space", "spin", "turn", primary=True),))
        if view.phase is Phase.CHOOSE:
            private = build.private_choice(view, legal, self.pick)
            choices = build.choice_buttons(view, private, legal, self.pick)
            prompt = "" if not choices else (
                f"{name}: your true opinion (secret)" if private and private.mode == "respond"
                else f"{name}: predict the answer and stake credits")
            return Offer(prompt or self.status(view), view.seat, tuple(choices))
        if legal and isinstance(self.info_panel.content, InfoContent):
            return Offer(f"{name}, choose:", view.seat, tuple(
                Choice(t.label, t.key, t.intent, "tile", enabled=t.enabled)
                for t in self.info_panel.content.tiles))
        return Offer(self.status(view))

    def moving(self) -> Offer:
        return Offer(MOVING)

    def choose(self, value: Hashable) -> None:
        self.intent(str(value))

    def read_aloud(self, events: tuple[Event, ...], view: View) -> tuple[Line, ...]:
        return spoken.cards_read(events, view, self.names)

    def on_events(self, events: tuple[Event, ...]) -> None:
        if any(isinstance(e, Rolled) for e in events):
            self._spin_pending = True
            self._spins += 1

    def on_undone(self) -> None:
        super().on_undone()
        self._jump = True  # moves were taken back: show the table as it is now

    def show_view(self, view: View) -> None:
        previous, self.view = self.view, view
        reveal = view.last_reveal
        new_reveal = reveal is not None and reveal.number != self._reveal_number
        spin = self._spin_pending and view.spin is not None
        self._spin_pending = False
        if self._jump or previous is None:
            self._jump = False
            self._reveal_number = reveal.number if reveal else 0
            self.finish_all()
            self._place_tokens(view, animate=False)
            self.draw_view(view)
            return
        card = view.card.id if view.card is not None else None
        new_card = card is not None and (previous.card is None or previous.card.id != card)
        read_aloud = new_card and view.seat is None and self.controller.private_handoff
        if not (spin or new_reveal or read_aloud or self._positions(view) != self._where):
            self.draw_view(view)
            return
        self.controller.hold()
        if spin:
            self._turn_spun = self._turn_spun or view.phase is not Phase.START
            index = next(i for i, s in enumerate(self.board.segments) if s.id == view.spin)
            self.caption.set_landed("")
            self.spin(self.spinner, index, seed=self._spins, ms=SPIN_MS)
            label = self.board.segment(view.spin or "").label
            self.call(lambda: self.caption.set_landed(label))
        if new_reveal:
            assert reveal is not None
            self._reveal_number = reveal.number
            self._reveal_fresh = True
        self.call(lambda: self.draw_view(view))
        self._place_tokens(view, animate=True)
        wait = "reveal" if new_reveal and self._should_wait(view) else \
            "card" if read_aloud else ""
        if wait:
            self._stop_for(view, wait)
            return
        if new_reveal:
            self.pause(REVEAL_PAUSE_MS)
        self.call(self._release)

    def _should_wait(self, view: View) -> bool:
        """After a reveal, hold computer players until the people have read it (a person due
        next moves on by acting anyway)."""
        if view.phase is Phase.OVER or not self.controller.humans:
            return False
        return any(not self.controller.seats[s].is_human for s in self.controller.due())

    def _stop_for(self, view: View, wait: str) -> None:
        """The table reads before anyone goes on: after a reveal that computers would hurry
        past, and after a card is drawn when the screen is shared, so the reader reads it to
        the table before the first hand-off covers it."""
        self._wait_kind = wait
        if wait == "card":
            reading = build.reading_person(view, self.controller.seats)
            who = self.controller.seats[reading].name if reading is not None else "Someone"
            words = (f"{who} reads the card aloud to everyone", "Everyone has heard it: choose")
        else:
            words = ("The answers are out", "Next turn")
        self.wait_for_reader(*words, 0, self._release)

    def _release(self) -> None:
        """Deferred, so the controller never re-enters while the scene handles a view."""
        self._wait_kind = ""
        QTimer.singleShot(0, self, self.controller.release)

    def show_end(self, outcome: Outcome) -> None:
        seats = self.controller.seats
        people = seat_looks(seats)
        winner = outcome.winners[0] if outcome.winners else None
        degree = self.board.degree(self.view.degree if self.view else "").label
        title = (" and ".join(seats[w].name for w in outcome.winners)
                 + f" earns the {degree}!") if winner is not None else "The game is over"
        self.end_panel.set_content(EndContent(
            title, "Final credits: " + ", ".join(
                f"{p.name} {s}" for p, s in zip(people, outcome.scores, strict=True)),
            people[winner] if winner is not None else None, people,
            self.controller.who_reads_whom(), self.controller.profiles()))
        self.card_panel.hide()
        self.info_panel.hide()
        self.spinner.hide()
        self.caption.hide()
        self.end_panel.show()
        self._page_keys()
        self.refresh_bar()

    def _page_keys(self) -> None:
        """← and → (and Page Up / Page Down) turn the end panel's pages, wherever the
        window's focus is (the end bar's buttons take it)."""
        for view in self.views():
            if view.findChild(QShortcut, "endPages") is not None:
                continue
            for key, step in (("Left", -1), ("Right", 1), ("PgUp", -1), ("PgDown", 1)):
                shortcut = QShortcut(QKeySequence(key), view)
                shortcut.setObjectName("endPages")
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda s=step: self.end_panel.turn(s))

    # --- drawing the view ---------------------------------------------------------------------
    def draw_view(self, view: View) -> None:
        seats = self.controller.seats
        legal = self.controller.legal()
        if view.phase is Phase.CHOOSE:
            self._reveal_fresh = False
            self.pick.reset_for((view.seat, view.card.id if view.card else None,
                                 self._reveal_number))
            private = build.private_choice(view, legal, self.pick)
            self.card_panel.set_content(build.card_content(view, seats, self.board, private))
            self.card_panel.show()
            self.info_panel.hide()
        else:
            self.info_panel.set_content(self._info(view, legal))
            self.info_panel.show()
            self.card_panel.hide()
        for seat, token in enumerate(self.tokens):
            token.set_highlighted(view.phase is not Phase.OVER and seat == (
                view.opinion_player if view.phase is Phase.CHOOSE else view.turn)
                and view.phase is not Phase.START)
        self.refresh_bar()

    def _info(self, view: View, legal: list[Any]) -> Any:
        seats = self.controller.seats
        reveal = view.last_reveal
        if view.phase is Phase.START:
            return build.start_content(view, seats, self.board)
        if view.phase in (Phase.SPIN, Phase.OVER) and reveal is not None and (
                self._reveal_fresh or view.phase is Phase.OVER):
            card = view.revealed_card
            assert card is not None
            answer = card.responses[("a", "b", "c", "d").index(reveal.response)]
            return build.reveal_content(reveal, view, seats, self.board, card.issue, answer)
        if view.phase in (Phase.SPIN, Phase.OVER):
            started = not self._turn_spun and bool(view.start_spins)
            return build.turn_content(view, seats, self.board, started)
        return build.special_content(view, seats, self.board, legal, view.open_categories)

    # --- tokens -------------------------------------------------------------------------------
    def _positions(self, view: View) -> list[tuple[int, int]]:
        final = len(self.track.lanes)
        return [(min(view.degrees[s], final - 1), view.credits[s]) for s in range(view.players)]

    def _place_tokens(self, view: View, animate: bool) -> None:
        targets = self._positions(view)
        before = self._where or targets
        hops: list[Step] = []
        for seat, token in enumerate(self.tokens):
            (lane0, credits0), (lane1, credits1) = before[seat], targets[seat]
            if animate and (lane0, credits0) != (lane1, credits1):
                if lane1 != lane0:  # up to the degree, then to the next lane's start at once:
                    last = self.track.lanes[lane0].degree.credits  # a slide would cross
                    points = self.track.path(lane0, credits0, last)  # other lanes' squares
                    start = self.track.centre(lane1, credits1)
                    hops.append(sequential(partial(token.move_animation, points, HOP_MS),
                                           partial(token.move_animation, [start], 0)))
                    continue
                points = self.track.path(lane0, credits0, credits1)
                hops.append(partial(token.move_animation, points, HOP_MS))
        self._where = targets
        spots = self._spots(targets)
        if hops:
            self.run(parallel(*hops))
        if animate:
            self.run(parallel(*[lambda t=token, s=spot: t.move_animation([s], 160)
                                for token, spot in zip(self.tokens, spots, strict=True)]))
            self.call(lambda: self._adorn(view))
        else:
            for token, spot in zip(self.tokens, spots, strict=True):
                token.setPos(spot)
            self._adorn(view)

    def _spots(self, targets: list[tuple[int, int]]) -> list[QPointF]:
        spots = []
        for seat, where in enumerate(targets):
            sharing = [s for s, w in enumerate(targets) if w == where]
            spots.append(self.track.spot(where[0], where[1], sharing.index(seat), len(sharing)))
        return spots

    def _adorn(self, view: View) -> None:
        """Rulebook "Token persons": a cap for a Bachelor's, a tassel for a Master's."""
        for seat, token in enumerate(self.tokens):
            token.set_adornment("cap", view.degrees[seat] >= 1)
            token.set_adornment("tassel", view.degrees[seat] >= 2)

    # --- input ----------------------------------------------------------------------------
    def intent(self, intent: str) -> None:
        """A click, a key or a button asked for `intent`; ignored while animating."""
        if not self.accepts_input or self.view is None:
            return
        legal = self.controller.legal()
        action = self._action_for(intent, legal)
        if action is not None and action in legal:
            self.controller.submit(action)
        elif self.view is not None:
            self.draw_view(self.view)

    def _action_for(self, intent: str, legal: list[Any]) -> Any:
        kind, _, value = intent.partition(":")
        view, pick = self.view, self.pick
        assert view is not None
        if kind == "spin":
            return Spin()
        if kind == "category":
            return ChooseCategory(value)
        if kind == "seat":
            seat = int(value)
            return NameForecaster(seat) if view.phase is Phase.NAME_FORECASTER \
                else NameOpinionPlayer(seat)
        if kind == "bypass":
            return Bypass()
        responding = any(isinstance(a, Respond) for a in legal)
        if kind == "letter":
            pick.letter, pick.passed = value, False
        elif kind == "wager":
            pick.wager, pick.passed = int(value), False
        elif kind == "pass":
            pick.passed = True
        elif kind == "lock":
            if responding:
                return Respond(pick.letter) if pick.letter else None
            if pick.passed:
                return Pass()
            if pick.letter is not None and view.playoff:
                return Predict(pick.letter, 0)
            if pick.letter is not None and pick.wager is not None:
                return Predict(pick.letter, pick.wager)
        return None
