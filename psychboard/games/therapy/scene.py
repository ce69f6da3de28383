"""Therapy's playable table: the hexagon, couches walking, two dice, cards read large, the
prescription pad, the reveal, pegs flying to couches, Psychosis and Crisis as events.

The scene renders only the controller's views and the rules' events (DESIGN §5): dice land on
the faces the rules rolled, couches walk the path the rules walked, a peg flies where a couch
gained or lost one. A settled table is a function of the view alone (`draw_view`), so a
resumed or undone game shows the same screen; the moments between (a card flying out, the
reveal, a banner) are animations the controller waits for (`hold`/`release`). Every choice
is on the prescription pad under the board (its `offer`, shown by the shared bar: keys 1–9
and 0 on the scale, the arrows move the pick, Enter locks in), by mouse or key; a click or
key while the table moves plays it to the end; the base's reader gate holds a result.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap

from psychboard.core.choices import Choice, Offer
from psychboard.core.events import Drew, Ended, Event, Moved, Revealed, Rolled, Scored
from psychboard.core.protocol import Outcome
from psychboard.core.spoken import Line
from psychboard.games.therapy import scene_cards as cards
from psychboard.games.therapy import scene_info as words
from psychboard.games.therapy import spoken
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.deck import STAGES
from psychboard.games.therapy.painters import CRISIS_COLOUR, STAGE_COLOURS
from psychboard.games.therapy.rules.model import (
    CRISIS_DECK,
    DECKS,
    INSIGHT,
    OVER,
    PSYCHOSIS,
    SESSION,
    THERAPY_DECK,
    Answer,
    Chance,
    Forfeit,
    Give,
    Roll,
    Swap,
    TakePeg,
    View,
)
from psychboard.games.therapy.rules.table import office_of
from psychboard.games.therapy.scene_board import (
    CENTRE,
    Geometry,
    HexBoard,
    Owner,
    paint_legend,
)
from psychboard.games.therapy.scene_items import (
    COUCH_H,
    COUCH_W,
    Banner,
    CouchItem,
    Info,
    InfoPanel,
    PegItem,
    peg_colours,
    swatch_icon,
)
from psychboard.gui import palette
from psychboard.gui.controller import GameController
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.items import CardItem, DieItem, FixedItem, PileItem, TokenItem
from psychboard.gui.items.fixed import MUTED
from psychboard.gui.scene import parallel
from psychboard.gui.table import TableScene

SCENE_W, SCENE_H = 1360.0, 1000.0
PANEL_X = 892.0
BIG_CARD = QSizeF(300, 419)
SWATCH = 24  # a Stage's swatch on its choice, in the bar's pixels
DECK_CARD = QSizeF(58, 81)
DECK_COUNT = 24.0  # an Insight deck's count, in scene units: 10 px and more at 1024×640
SIDE_CARD = QSizeF(72, 100)
HOP_MS, ROLL_MS, DRAW_MS, PEG_MS = 170, 850, 420, 600
REVEAL_MS, BANNER_MS, CARD_MS = 2600, 1300, 1600
DICE_AT = (QPointF(1150, 412), QPointF(1222, 412))
BANNER_AT = CENTRE - QPointF(0, 170)  # above Psychosis: the couch going there stays in sight


class Legend(FixedItem):
    def __init__(self) -> None:
        super().__init__(SCENE_W - PANEL_X - 8, 50, margin=2.0)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        paint_legend(painter, rect, QColor(MUTED))


class TherapyScene(TableScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller, SCENE_W, SCENE_H)
        self.bar.reserve(words.largest_offers(controller.seats))
        ensure_fonts()
        self.seats = controller.seats
        self.geometry = Geometry(table().board)
        self._set_out_pieces()
        for die in self.dice:  # the dice roll on a click too
            die.set_interactive(True)
            die.clicked.connect(lambda: self.intent("roll"))
        self.view: View | None = None
        self._events: tuple[Event, ...] = ()
        self._jump = True
        self._pick: int | None = None
        self._pick_for: tuple[Any, ...] = ()
        self._waiting = ""  # what the table reads at a stop: "card" or "result"
        self._result: Info | None = None  # a reveal on show until the next step
        self._crisis: tuple[str, str] | None = None  # a Crisis card (id, who drew it), too
        self._thinking: set[int] = set()
        controller.finished.connect(self.show_end)

    def _set_out_pieces(self) -> None:
        """The board, the decks, the couches and their tokens, the dice, the card read large,
        the panel, the legend and the banner, each in its place."""
        seats = self.seats
        owners: list[Owner | None] = [None] * 6
        for seat, config in enumerate(seats):
            office = office_of(seat, len(seats))
            owners[self.geometry.offices.index(office)] = Owner(config.name, config.colour,
                                                                config.token)
        self.hexagon = HexBoard(self.geometry, owners)  # kept: a wrapper let go deletes it
        self.addItem(self.hexagon)
        self.decks = {stage: PileItem(0, cards.insight_back(stage), DECK_CARD, "", DECK_COUNT)
                      for stage in STAGES}
        for stage, pile in self.decks.items():
            pile.setPos(self.geometry.deck_at(stage))
        for deck, name in ((THERAPY_DECK, "Therapy"), (CRISIS_DECK, "Crisis")):
            self.decks[deck] = PileItem(0, cards.back(deck), SIDE_CARD, name, DECK_COUNT)
        self.decks[THERAPY_DECK].setPos(PANEL_X + 50, 412)
        self.decks[CRISIS_DECK].setPos(PANEL_X + 140, 412)
        self.couches = [CouchItem(c.name, c.colour, c.token,
                                  "person" if c.is_human else f"computer · {c.level}")
                        for c in seats]
        for seat, couch in enumerate(self.couches):
            row, column = divmod(seat, 2)
            couch.setPos(PANEL_X + column * (COUCH_W + 10), 12 + row * (COUCH_H + 8))
        self.tokens = [TokenItem(c.token, c.colour, c.name, 30) for c in seats]
        self.dice = [DieItem(1 + i * 5, 58) for i in range(2)]
        for die, at in zip(self.dice, DICE_AT, strict=True):
            die.setPos(at)
        self.card = CardItem(None, cards.back(THERAPY_DECK), BIG_CARD)
        self.card.setZValue(40)
        self.card.hide()
        self.info = InfoPanel(SCENE_W - PANEL_X - 8, 462)
        self.info.setPos(PANEL_X, 476)
        self.legend = Legend()
        self.legend.setPos(PANEL_X, 946)
        self.banner = Banner()
        self.banner.setPos(BANNER_AT)
        for item in (*self.decks.values(), *self.couches, *self.tokens, *self.dice, self.card,
                     self.info, self.legend, self.banner):
            self.addItem(item)
        for item in (*self.decks.values(), *self.tokens, self.card):
            item.set_interactive(False)
        for token in self.tokens:
            token.setZValue(20)

    # --- the page's questions ---------------------------------------------------------------
    def seat_lines(self, view: View) -> list[str]:
        return [words.seat_line(view, s) for s in range(view.players)]

    def status(self, view: View) -> str:
        if self.awaiting_reader:
            return self._wait_prompt()
        return words.status(view, self.seats)

    def handoff_note(self, view: View) -> str:
        return ""

    def offer(self, view: View) -> Offer:
        """The prescription pad: the dice, a 1–10 scale, players, options, pegs, a chance."""
        legal = self.controller.legal()
        key = (view.seat, view.phase, view.session, view.insight_card, len(view.reveals))
        if key != self._pick_for:
            self._pick_for, self._pick = key, None
        prompt, choices = words.pad(view, legal, self.seats, self._pick)
        picking = any(c.group == "pick" for c in choices)
        return Offer(prompt, view.seat, tuple(choices), arrows="pick" if picking else "")

    def choose(self, value: Hashable) -> None:
        self.intent(str(value))

    def choice_picture(self, choice: Choice) -> QPixmap | None:
        return swatch_icon(choice.swatch, SWATCH, self.bar.devicePixelRatioF()) \
            if choice.swatch else None

    # --- following the controller -----------------------------------------------------------
    def on_events(self, events: tuple[Event, ...]) -> None:
        self._events = events

    def read_aloud(self, events: tuple[Event, ...], view: View) -> tuple[Line, ...]:
        return spoken.cards_read(events, self.names)

    def on_undone(self) -> None:
        super().on_undone()
        self._jump = True

    def on_thinking(self, seat: int, on: bool) -> None:
        (self._thinking.add if on else self._thinking.discard)(seat)
        if self.view is not None and not self.busy:
            self._draw_couches(self.view)

    def show_view(self, view: View) -> None:
        previous, self.view = self.view, view
        events, self._events = self._events, ()
        if events:  # a new step: the last result gives way to what comes next
            self._result = self._crisis = None
        if self._jump or previous is None:
            self._jump = False
            self.finish_all()
            self._result = self._crisis = None
            self.draw_view(view)
            return
        if not any(isinstance(e, Rolled | Moved | Drew | Revealed | Scored | Ended)
                   for e in events):
            self.draw_view(view)
            return
        self.controller.hold()
        self._animate(previous, view, events)
        self.call(lambda: self.draw_view(view))
        wait = self._wait_after(previous, view, events)
        if not wait:
            self.call(self._release)
            return
        self._waiting = wait
        self.wait_for_reader(self._wait_prompt(), "Pass the screen" if wait == "card" else "Next",
                             0, self._release)

    def _animate(self, previous: View, view: View, events: tuple[Event, ...]) -> None:
        at = [c.at for c in previous.couches]
        pegs_shown = False
        for event in events:
            if isinstance(event, Rolled) and event.label == "dice":
                self.call(self._hide_card)
                self._roll(event.faces)
            elif isinstance(event, Moved) and event.path:
                seat = event.seats[0]
                self._walk(seat, at[seat], event.path)
                if event.path == (PSYCHOSIS,):
                    self.call(self._hide_card)
                    self._banner("PSYCHOSIS", f"{self.names[seat]} goes to the centre and "
                                 "loses a peg of their choice.", palette.PLUM)
                at[seat] = event.path[-1]
            elif isinstance(event, Drew) and event.deck:
                self._draw_card(event.deck, str(event.card), event.seats[0])
            elif isinstance(event, Revealed):
                self._reveal(previous, view, event)
            elif isinstance(event, Scored) and not pegs_shown:
                pegs_shown = True  # every peg of the step flies at the first one told
                self._fly_pegs(previous, view)

    # --- animations --------------------------------------------------------------------------
    def _roll(self, faces: tuple[int, ...]) -> None:
        self.call(lambda: self.dice[1].setVisible(len(faces) > 1))
        self.roll(self.dice[:len(faces)], faces, ROLL_MS)

    def _walk(self, seat: int, start: str, path: tuple[str, ...]) -> None:
        token = self.tokens[seat]
        points = [CENTRE if s == PSYCHOSIS else self.geometry.at(s) for s in path]
        if start == PSYCHOSIS or path == (PSYCHOSIS,) or len(path) == 1:
            self.run(lambda: token.move_animation(points[-1:], 520))
        else:
            self.hop(token, points, HOP_MS)
        # A long flight can leave smudges of the couch behind on a real window: repaint all.
        self.call(self.update)

    def _draw_card(self, deck: str, card_id: str, seat: int) -> None:
        name = self.names[seat]
        pile = self.decks.get(deck)
        start = pile.top_position() if pile is not None else CENTRE
        face_up = deck in (THERAPY_DECK, CRISIS_DECK)  # an Insight face holds its answer
        if deck == CRISIS_DECK:
            self._banner("CRISIS", f"{name} draws a Crisis card.", CRISIS_COLOUR)

        def place() -> None:
            self.card.set_painters(cards.face(deck, card_id, name), cards.back(deck))
            self.card.set_face_up(False)
            self.card.setPos(start)
            self.card.setScale(DECK_CARD.width() / BIG_CARD.width())
            self.card.show()

        self.call(place)
        self.run(parallel(lambda: self.card.move_animation(CENTRE, DRAW_MS),
                          lambda: self._grow(self.card, 1.0, DRAW_MS)))
        if face_up:
            self.flip(self.card, True)
        if deck == CRISIS_DECK:
            self.call(lambda: setattr(self, "_crisis", (card_id, name)))
            self.pause(CARD_MS)

    def _grow(self, item: CardItem, scale: float, ms: int) -> Any:
        return self._property_animation(item, b"scale", scale, ms)

    def _hide_card(self) -> None:
        self.card.hide()
        self.card.setScale(1.0)

    def _reveal(self, previous: View, view: View, event: Revealed) -> None:
        if previous.phase == INSIGHT and previous.insight_card:
            card, stage = previous.insight_card, previous.insight_stage
            self._show_result(words.insight_result(card, int(event.choices[0]), stage,
                                                   self.names[previous.actor]))
            self.call(lambda: self.card.set_painters(cards.face(stage, card, ""),
                                                     cards.back(stage)))
            self.flip(self.card, True)
        elif view.reveals:
            reveal = view.reveals[-1]
            self._show_result(words.reveal_info(reveal, self.seats))
            self.call(lambda: self._draw_couches(view))  # "answered" gives way to the result
            if reveal.match:
                self._banner("A MATCH!", f"{self.names[reveal.patient]} is cured.",
                             palette.GREEN_DEEP)
        self.pause(REVEAL_MS)

    def _show_result(self, info: Info) -> None:
        def show() -> None:
            self._result = info
            self.info.set_info(info)

        self.call(show)

    def _fly_pegs(self, previous: View, view: View) -> None:
        flights = []
        for seat, (before, after) in enumerate(zip(previous.couches, view.couches,
                                                   strict=True)):
            for stage in set(after.pegs) - set(before.pegs):
                start = self.decks[stage].pos() if stage in self.decks else CENTRE
                flights.append((stage, start, self.couches[seat].hole(STAGES.index(stage))))
            for stage in set(before.pegs) - set(after.pegs):
                flights.append((stage, self.couches[seat].hole(STAGES.index(stage)), CENTRE))
        for stage, start, end in flights:
            peg = PegItem(STAGE_COLOURS[stage])
            peg.setPos(start)
            peg.hide()
            self.addItem(peg)
            self.call(peg.show)
            self.move(peg, end, PEG_MS)
            self.call(partial(self._drop, peg))

    def _drop(self, peg: PegItem) -> None:
        self.removeItem(peg)
        peg.deleteLater()

    def _banner(self, title: str, subtitle: str, colour: str) -> None:
        def show() -> None:
            self.banner.set_text(title, subtitle, colour)
            self.banner.setPos(self._banner_place())
            self.banner.setOpacity(0.0)
            self.banner.show()

        self.call(show)
        self.fade(self.banner, 1.0, 220)
        self.pause(BANNER_MS)
        self.fade(self.banner, 0.0, 260)
        self.call(self.banner.hide)

    def _banner_place(self) -> QPointF:
        """Above Psychosis, or, while a card is on the board, clear of it: the card stays
        readable under a match."""
        if not self.card.isVisible():
            return BANNER_AT
        card, half = self.card.sceneBoundingRect(), self.banner.rect().height() / 2 + 12
        below = card.bottom() + half
        y = below if below + half <= SCENE_H else card.top() - half
        return QPointF(BANNER_AT.x(), y)

    # --- waiting for the people ----------------------------------------------------------------
    def _wait_after(self, previous: View, view: View, events: tuple[Event, ...]) -> str:
        """Hold computer players until the people have read a reveal or a Crisis card, and,
        when the screen passes between people, until the reader has read the Therapy card
        aloud (the hand-off covers it)."""
        if view.phase == OVER or not self.controller.humans:
            return ""
        drew = {e.deck for e in events if isinstance(e, Drew)}
        if THERAPY_DECK in drew and view.phase == SESSION and self.controller.private_handoff:
            return "card"
        computer_next = any(not self.seats[s].is_human for s in self.controller.due())
        if computer_next and (CRISIS_DECK in drew or any(isinstance(e, Revealed)
                                                         for e in events)):
            return "result"
        return ""

    def _wait_prompt(self) -> str:
        if self._waiting == "card" and self.view is not None and self.view.session:
            s = self.view.session
            return (f"{self.names[s.predictor]} reads the card aloud to "
                    f"{self.names[s.patient]}. Everyone has heard it? Then pass the screen.")
        return "Everyone has seen what happened. Next when you are ready."

    def _release(self) -> None:
        """Deferred, so the controller never re-enters while the scene handles a view."""
        self._waiting = ""
        if self.view is not None:
            self.draw_view(self.view)
        QTimer.singleShot(0, self, self.controller.release)

    # --- the settled table --------------------------------------------------------------------
    def draw_view(self, view: View) -> None:
        for seat, token in enumerate(self.tokens):
            token.setPos(self._spot(view, seat))
            token.set_highlighted(view.phase != OVER and seat == view.actor)
        self._draw_couches(view)
        for deck, pile in self.decks.items():
            pile.set_count(view.cards_left[DECKS.index(deck)])
        self._draw_card_for(view)
        self.info.set_info(self._result or words.info(view, self.seats))
        if view.dice:
            for die, face in zip(self.dice, view.dice, strict=False):
                die.set_face(face)
            self.dice[1].setVisible(len(view.dice) > 1)
        self.refresh_bar()

    def _draw_couches(self, view: View) -> None:
        for seat, couch in enumerate(self.couches):
            couch.pegs.set_pegs(peg_colours(view.couches[seat].pegs, STAGES, STAGE_COLOURS))
            couch.set_state(words.couch_note(view, seat, self.names, seat in self._thinking),
                            view.phase != OVER and seat in self.controller.due())

    def _draw_card_for(self, view: View) -> None:
        self.card.setScale(1.0)
        self.card.setPos(CENTRE)
        if view.session is not None:
            patient = self.names[view.session.patient]
            self.card.set_painters(cards.question_face(view.session.card, patient),
                                   cards.back(THERAPY_DECK))
            self.card.set_face_up(True)
            self.card.show()
        elif view.insight_card:
            self.card.set_painters(cards.insight_face(view.insight_card),
                                   cards.back(view.insight_stage))
            self.card.set_face_up(False)
            self.card.show()
        elif self._crisis is not None:
            self.card.set_painters(cards.crisis_face(*self._crisis), cards.back(CRISIS_DECK))
            self.card.set_face_up(True)
            self.card.show()
        else:
            self.card.hide()

    def _spot(self, view: View, seat: int) -> QPointF:
        where = view.couches[seat].at
        sharing = [s for s, c in enumerate(view.couches) if c.at == where]
        return self.geometry.spot(where, sharing.index(seat), len(sharing))

    def show_end(self, outcome: Outcome) -> None:
        winners = " and ".join(self.names[w] for w in outcome.winners) or "Nobody"
        self.banner.set_text(f"{winners} {'wins' if len(outcome.winners) == 1 else 'win'}!",
                             outcome.reason[:1].upper() + outcome.reason[1:] + ".",
                             palette.BRONZE)
        self.call(self.banner.show)
        self.fade(self.banner, 1.0, 400)
        self.refresh_bar()

    # --- input -----------------------------------------------------------------------------
    def intent(self, intent: str) -> None:
        """A click, a key or a pad button asked for `intent`; ignored while animating."""
        if not self.accepts_input or self.view is None:
            return
        kind, _, value = intent.partition(":")
        if kind == "pick":
            self._pick = int(value)
            self.refresh_bar()
            return
        action = self._action_for(kind, value)
        if action is not None and action in self.controller.legal():
            self.controller.submit(action)

    def _action_for(self, kind: str, value: str) -> Any:
        if kind == "roll":
            return Roll()
        if kind == "lock":
            return Answer(self._pick) if self._pick is not None else None
        if kind == "chance":
            return Chance(value == "1")
        if kind == "peg":
            return TakePeg(value)
        if kind == "forfeit":
            return Forfeit(value)
        if kind == "give":
            return Give(int(value))
        if kind == "swap":
            return Swap(int(value))
        return None
