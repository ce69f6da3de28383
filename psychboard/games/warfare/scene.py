"""The Psychological Warfare table: four corners of players, the deck, the stage, the hand.

Rulebook sections it shows: Set Up and How to Play through the seat panels (panels.py) and the
bar of choices under the table (controls.py): Therapy, cards turned into Mental Energy, one
Special and/or one Action with its cost and targets (choosing.py asks one question at a time),
Hidden Agendas placed when true, Reaction Cards through the shared public prompt, and the
End Game's count of each Need's winners (items.EndSummary).

Everything drawn comes from the controller's views: the hand at the bottom is the on-screen
seat's own, shown only once the screen has passed to them; the table view shows no hand. The
table is laid out to be read at the smallest window: each card of the hand and of the stage
is written out whole (faces.py), each Archetype's ability on its player's panel, and the
hand's strip under the panels is where the public prompt's band lies while the table is
asked. A card played flies from its player to the stage (scene_look.py); answers land on top
of it; when the window settles the scores slide and the cards leave for the discard pile or
their player's Baggage (scene_motion.py). Keys: ←/→ or Tab pick a card (or point at an
answer), Enter plays it (or takes the answer, or lets a card stand), 1–9 answer or react,
P E D A T N as the buttons say, I shows the table's face-up cards large one by one, Esc goes
back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QFont, QKeyEvent, QTextOption
from PySide6.QtWidgets import QGraphicsTextItem

import psychboard.games.warfare.painters  # noqa: F401  (registers the card painters)
from psychboard.core.choices import Offer
from psychboard.core.events import Event
from psychboard.core.reaction import PASS
from psychboard.core.spoken import Line
from psychboard.games.warfare import scene_bar, scene_look, scene_motion, spoken
from psychboard.games.warfare.cards import CardSet
from psychboard.games.warfare.choosing import PlayChooser
from psychboard.games.warfare.controls import CONFIRM, as_offer
from psychboard.games.warfare.deck import playable_set
from psychboard.games.warfare.faces import BACK, SCREEN_CARD, card_face
from psychboard.games.warfare.items import BODY, SMALL, EndSummary
from psychboard.games.warfare.panels import PILE, Inspect, SeatPanel
from psychboard.games.warfare.rules import (
    EndTurn,
    PlaceDefense,
    React,
    Ready,
    Therapy,
    View,
)
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.scene_bar import Picking
from psychboard.games.warfare.scene_look import ARCHETYPE_AT, ARCHETYPE_CARD, STAGE_CARD
from psychboard.games.warfare.scene_text import describe, seat_line, status, tally, vp_now
from psychboard.gui import animation
from psychboard.gui.controller import GameController
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.items import CaptionItem, CardItem, HandFan, PileItem
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.fixed import TEXT
from psychboard.gui.items.seat_look import SeatLook, seat_looks
from psychboard.gui.table import TableScene
from psychboard.gui.widgets.labels import set_tip

SCENE_W, SCENE_H = 1600.0, 1000.0  # the shape of the room a 1024×640 window leaves it
SLOTS = (QPointF(8, 8), QPointF(1020, 8), QPointF(1020, 364), QPointF(8, 364))
DECK_AT, DISCARD_AT = QPointF(720, 74), QPointF(880, 74)
SMALL_CARD = QSizeF(100, 118)
HAND_AT = QPointF(800, 868)  # under the panels: the prompt's band covers only this strip
NOTE_LINES, NOTE_CHARS = 4, 72
STEP_KEYS: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Backtab: -1, Qt.Key.Key_Up: -1,
                             Qt.Key.Key_Right: 1, Qt.Key.Key_Tab: 1, Qt.Key.Key_Down: 1}


class WarfareScene(TableScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller, SCENE_W, SCENE_H)
        ensure_fonts()
        self.cs: CardSet = playable_set()
        looks = seat_looks(controller.seats)
        self.panels = [SeatPanel(i, look, self.cs) for i, look in enumerate(looks)]
        for panel, slot in zip(self.panels, self._slots(len(self.panels)), strict=True):
            panel.place(slot)
            for item in panel.items():
                self.addItem(item)
        self._build_centre(looks)
        self._shown: View | None = None
        self._selected: str | None = None
        self._chooser: PlayChooser | None = None
        self._option = 0  # the answer the arrow keys point at while a play asks a question
        self.inspecting: Inspect | None = None  # a card asked for whole
        self._thinking: set[int] = set()
        self._fresh = True
        self._armed: Any = None  # a choice that asks first (CONFIRM), pressed once
        self._news: list[str] = []  # what the table saw since a hand was last on screen
        controller.logged.connect(self._news.append)
        scene_look.connect(self)

    def _build_centre(self, looks: Sequence[SeatLook]) -> None:
        """The deck, the discard pile, the stage, the hand on screen and the end's count."""
        self.deck = PileItem(0, BACK, SMALL_CARD, "empty", SMALL)
        self.discard = PileItem(0, BACK, SMALL_CARD, "empty", SMALL)
        self.deck_label = CaptionItem(150, 28, SMALL, pill=False)
        self.discard_label = CaptionItem(150, 28, SMALL, pill=False)
        self.stage = [CardItem(None, BACK, STAGE_CARD, face_up=True) for _ in range(4)]
        self.look_archetype = CardItem(None, BACK, ARCHETYPE_CARD, face_up=True)
        self.caption = QGraphicsTextItem()
        self.caption.setDefaultTextColor(TEXT)
        self.caption.setFont(ui_font(BODY, QFont.Weight.DemiBold))
        self.caption.setTextWidth(scene_look.CAPTION_WIDTH)
        self.caption.document().setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignHCenter))
        # Five cards side by side, each written out whole; a longer hand overlaps a little.
        self.fan = HandFan(SCREEN_CARD, BACK, spacing=SCREEN_CARD.width() + 10, width=1290.0)
        self.fan.setZValue(50)
        self.fan.picked.connect(lambda index: self.select(str(self.fan.keys()[index])))
        self.fan.chosen.connect(lambda _index: self.primary())
        self.hand_note = CaptionItem(900, 44, BODY)
        self.flyer = CardItem(None, BACK, PILE)  # a face-down card on its way to a pile
        self.flyer.set_interactive(False)
        self.flyer.setZValue(90)
        self.flyer.hide()
        self.summary = EndSummary(looks, 960)
        for item in (self.deck, self.discard, self.deck_label, self.discard_label,
                     *self.stage, self.look_archetype, self.caption, self.fan, self.hand_note,
                     self.summary, self.flyer):
            self.addItem(item)
        self.deck.setPos(DECK_AT)
        self.discard.setPos(DISCARD_AT)
        self.deck.set_interactive(False)
        self.deck_label.setPos(DECK_AT + QPointF(0, 78))
        self.discard_label.setPos(DISCARD_AT + QPointF(0, 78))
        for i, card in enumerate(self.stage):
            card.setZValue(60 + i)
        self.look_archetype.setPos(ARCHETYPE_AT)
        self.look_archetype.setZValue(60)
        self.look_archetype.hide()
        self.fan.setPos(HAND_AT)
        self.hand_note.setPos(HAND_AT)
        self.summary.setPos(SCENE_W / 2, SCENE_H / 2 - 40)
        self.summary.set_tally(None)

    # -- what the page asks -----------------------------------------------------------------

    def seat_lines(self, view: View) -> list[str]:
        return [seat_line(vp) for vp in vp_now(view, self.cs)]

    def status(self, view: View) -> str:
        return status(view, self.names, self.controller.due(), self.cs)

    def handoff_note(self, view: View) -> str:
        """What the table saw land since a hand was last on screen (the hand-off covers the
        table: its last lines stay in sight for everyone passing the screen)."""
        return "\n".join(line if len(line) <= NOTE_CHARS else line[:NOTE_CHARS - 1] + "…"
                         for line in self._news[-NOTE_LINES:])

    def offer(self, view: View) -> Offer:
        legal = self.controller.legal()
        if view.phase is Phase.OVER or not legal or view.seat is None:
            return Offer(self.status(view))
        prompt, detail, choices, enabled = scene_bar.offer(view, legal, Picking(
            self.names, self.cs, self._selected, self._chooser, self._option))
        offer = as_offer(view.seat, prompt, detail, choices, enabled)
        if self._armed is None:
            return offer
        asked, label = CONFIRM[self._armed]  # the first press said what the second will do
        return Offer(asked, offer.seat, tuple(
            replace(c, label=label) if c.value == self._armed else c for c in offer.choices),
            offer.detail)

    def refresh_bar(self, armed: Any = None) -> None:
        """Show what may be done now; anything shown since a choice that asks first was
        pressed (a card picked, a card looked at, a new step) forgets that press."""
        self._armed = armed
        super().refresh_bar()

    def moving(self) -> Offer:
        """While the table moves the bar already says what the step brings (`tell`)."""
        return self.offer(self._shown) if self._shown is not None else Offer("")

    @property
    def selected(self) -> str | None:
        return self._selected

    @property
    def chooser(self) -> PlayChooser | None:
        return self._chooser

    # -- following the controller -----------------------------------------------------------

    @staticmethod
    def _slots(players: int) -> list[QPointF]:
        if players == 2:  # face to face across the middle
            return [QPointF(8, 186), QPointF(1020, 186)]
        return list(SLOTS[:players])

    def on_undone(self) -> None:
        super().on_undone()
        self._fresh = True

    def show_view(self, view: View) -> None:
        previous, self._shown = self._shown, view
        if view.seat is not None:
            self._news.clear()
        if previous is None or self._fresh or not animation.enabled():
            self._fresh = False
            self.lay_out(view)
        else:
            if previous.seat != view.seat:
                self.clear_choice()
            scene_motion.animate(self, previous, view)
        # A reaction window settled on a shared screen: the table reads what it did (the
        # Needs that moved) before the screen passes to anyone.
        if (previous is not None and previous.window is not None and view.window is None
                and view.seat is None and view.phase is not Phase.OVER
                and self.controller.private_handoff and self.told):
            self.stop_for_reader(f"Everyone sees it: {'. '.join(self.told)}", "Next")

    def on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        if self._shown is not None:  # only the heading: the rest may be mid-move
            self.panels[seat].frame.set_state(*self._frame_state(self._shown, seat))

    # -- laying the table out ---------------------------------------------------------------

    def lay_out(self, view: View) -> None:
        """Put every item where `view` says, at once."""
        for seat in range(view.players):
            self._show_seat(view, seat, markers=True)
        self.deck.set_count(view.deck_size)
        self.deck_label.set_text(f"Deck {view.deck_size}" if view.deck_size else "Deck out")
        self.discard.set_count(len(view.discard))
        self.discard.set_top(card_face(self.cs.cards[view.discard[-1]].id)
                             if view.discard else None)
        self.discard.set_interactive(bool(view.discard))
        self.discard_label.set_text(f"Discard {len(view.discard)}")
        self._show_hand(view)
        scene_look.show_stage(self, view)
        self._show_end(view)
        self.refresh_bar()
        if self.controller.legal():
            for board in self.views():
                board.setFocus()

    def _show_seat(self, view: View, seat: int, markers: bool = False) -> None:
        detail, note, turn = self._frame_state(view, seat)
        self.panels[seat].show(view, detail, note, turn, view.scores[seat] if markers else None)

    def _frame_state(self, view: View, seat: int) -> tuple[str, str, bool]:
        """A seat panel's heading: what kind of player, what they are doing, whether it is
        their turn (or the play being chosen may be aimed at them)."""
        config = self.controller.seats[seat]
        detail = "person" if config.is_human else f"{config.level} computer"
        note = ""
        if seat in self._thinking:
            note = "thinking…"
        elif view.phase is Phase.OVER:
            note = ""
        elif view.window is not None and seat == view.window.top.seat:
            note = "played a card"
        elif view.phase is Phase.SETUP and view.ready[seat]:
            note = "ready"
        elif seat == view.turn:
            note = "▶ their turn"
        aim = self._aim_keys().get(seat)
        if aim is not None:
            note = (f"▶ Enter or {aim}: aim here" if aim == self._option + 1
                    else f"press {aim} to aim here")
        return detail, note, (seat == view.turn and view.phase is not Phase.OVER) or aim is not None

    def _aim_keys(self) -> dict[int, int]:
        """While a play asks who it is aimed at: each seat on offer and its number key."""
        question = self._chooser.question() if self._chooser is not None else None
        if question is None or question.kind != "target":
            return {}
        return {int(str(value)): n for n, (value, _label) in enumerate(question.options, 1)}

    def _show_seats(self, view: View) -> None:
        for seat in range(view.players):
            self._show_seat(view, seat)

    def _show_hand(self, view: View) -> None:
        hand = list(view.my_hand) if view.seat is not None else []
        if self._selected not in hand:
            self._selected = None
            self._chooser = None
        self.fan.set_cards([(c, card_face(self.cs.cards[c].id)) for c in hand])
        active = bool(hand) and view.window is None and bool(self.controller.legal())
        self.fan.set_interactive(active)
        if self._selected is not None and active:
            self.fan.select(self.fan.keys().index(self._selected))
        for key, card in self.fan.items().items():
            set_tip(card, describe(self.cs.cards[str(key)]))
        self.fan.setVisible(bool(hand))
        if view.seat is None and view.phase is not Phase.OVER:
            humans = [s for s in range(view.players) if self.controller.seats[s].is_human]
            self.hand_note.set_text("Hands stay hidden: each is shown only after the hand-off"
                                    if humans else "Every hand here belongs to a computer")
            self.hand_note.show()
        elif not hand and view.phase is not Phase.OVER and view.seat is not None:
            self.hand_note.set_text(f"{self.names[view.seat]} holds no cards")
            self.hand_note.show()
        else:
            self.hand_note.hide()

    def _show_end(self, view: View) -> None:
        outcome = self.controller.outcome()
        if view.phase is not Phase.OVER or outcome is None:
            self.summary.set_tally(None)
            return
        self.summary.set_tally(tally(view, self.cs, outcome))

    # -- the bar ---------------------------------------------------------------------------

    def tell(self, view: View) -> None:
        """Say at once what the table is about to show (before its moves play out)."""
        self.caption.setPlainText("")
        self.refresh_bar()

    def _card_options(self, legal: list[Any]) -> dict[str, Any]:
        return scene_bar.card_options(legal, self.cs, self._selected)

    # -- input ------------------------------------------------------------------------------

    def select(self, card: str | None) -> None:
        """Pick a card of the hand on screen (nothing is sent until a button or Enter)."""
        view = self._shown
        if view is None or not self.accepts_input or not self.fan.interactive:
            return
        if card is not None and card not in view.my_hand:
            return
        self._selected = card
        self._chooser = None
        self.inspecting = None
        self.fan.select(self.fan.keys().index(card) if card is not None else None)
        scene_look.show_stage(self, view)
        self.refresh_bar()

    def primary(self) -> None:
        """Enter: play the picked card (or place it, when that is all it can do); in a
        reaction window, let the card stand."""
        view = self._shown
        if view is None or not self.accepts_input:
            return
        legal = self.controller.legal()
        if not legal:
            return
        if view.window is not None:
            self.choose(("pass",))
            return
        if view.phase is Phase.SETUP:
            if self._selected is not None and PlaceDefense(self._selected) in legal:
                self.choose(("defense", self._selected))
            else:
                self.choose(("ready",))
            return
        question = self._chooser.question() if self._chooser is not None else None
        if question is not None:
            self.choose(("answer", question.options[self._option][0]))
            return
        options = self._card_options(legal)
        for key in ("play", "agenda", "defense"):
            if key in options:
                self.choose((key,))
                return

    def read_aloud(self, events: tuple[Event, ...], view: View) -> tuple[Line, ...]:
        return spoken.cards_read(events, self.cs)

    def choose(self, key: Any) -> None:
        view = self._shown
        if view is None or not self.accepts_input:
            return
        if key in CONFIRM and self._armed != key:  # it ends the turn at once: ask first
            self.refresh_bar(armed=key)
            return
        self._armed = None
        legal = self.controller.legal()
        if not legal:
            return
        kind = key[0]
        if kind in ("play", "answer", "back"):
            self._option = 0
        options = self._card_options(legal)
        action: Any = None
        if kind == "play" and "play" in options:
            card = self.cs.cards[options["play"][0].card]
            self._chooser = PlayChooser(card, options["play"], self.names)
        elif kind == "answer" and self._chooser is not None:
            self._chooser.answer(key[1])
        elif kind == "back":
            if self._chooser is not None and not self._chooser.back():
                self._chooser = None
        elif kind in ("agenda", "energy") and kind in options:
            action = options[kind]
        elif kind == "defense":
            action = PlaceDefense(key[1]) if len(key) > 1 else options.get("defense")
        elif kind == "react":
            action = React(key[1])
        else:
            action = {"therapy": Therapy(), "end": EndTurn(), "ready": Ready(),
                      "pass": PASS}.get(kind)
        if self._chooser is not None and self._chooser.done:
            action, self._chooser = self._chooser.play(), None
        if action is not None and action in legal:
            self._selected = None
            self.inspecting = None
            self._chooser = None
            self.controller.submit(action)
            return
        self._show_seats(view)
        scene_look.show_stage(self, view)
        self.refresh_bar()

    def clear_choice(self) -> None:
        self._selected = None
        self._chooser = None

    def _point(self, step: int) -> None:
        """Move the arrow keys' pointer among the answers the play's question offers."""
        view = self._shown
        question = self._chooser.question() if self._chooser is not None else None
        if view is None or question is None or not self.accepts_input:
            return
        self._option = (self._option + step) % len(question.options)
        self._show_seats(view)
        self.refresh_bar()

    @property
    def pointed(self) -> int:
        return self._option

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.awaiting_reader:
            super().keyPressEvent(event)
            return
        key = event.key()
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                          | Qt.KeyboardModifier.AltModifier
                                          | Qt.KeyboardModifier.MetaModifier))
        steps = STEP_KEYS
        if plain and key in steps and self._chooser is not None:
            self._point(steps[key])
        elif plain and key in steps and key not in (Qt.Key.Key_Up, Qt.Key.Key_Down) \
                and self.fan.interactive:
            self.fan.step(steps[key])
        elif plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.primary()
        elif plain and key == Qt.Key.Key_I:
            scene_look.look_next(self)
        elif plain and key == Qt.Key.Key_Escape and self._shown is not None:
            if self._chooser is not None:
                self.choose(("back",))
            elif self.inspecting is not None:
                scene_look.look(self, None)
            else:
                self.select(None)
        else:
            super().keyPressEvent(event)  # the bar's keys, when the window did not take them
            return
        event.accept()
