"""The Psychological Warfare table: four corners of players, the deck, the stage, the hand.

Rulebook sections it shows: Set Up and How to Play through the seat panels (panels.py) and the
bar of choices under the table (controls.py): Therapy, cards turned into Mental Energy, one
Special and/or one Action with its cost and targets (choosing.py asks one question at a time),
Hidden Agendas placed when true, Reaction Cards through the shared public prompt, and the
End Game's count of each Need's winners (items.EndSummary).

Everything drawn comes from the controller's views: the hand at the bottom is the on-screen
seat's own, shown only once the screen has passed to them; the table view shows no hand. A
card played flies from its player to the stage and is shown large; answers land on top of it;
when the window settles the scores slide and the cards leave for the discard pile or their
player's Baggage (scene_motion.py). Keys: ←/→ or Tab pick a card (or point at an answer),
Enter plays it (or takes the answer, or lets a card stand), 1–9 answer or react, P E D A T N
as the buttons say, I shows the table's face-up cards large one by one, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QFont, QKeyEvent, QTextOption
from PySide6.QtWidgets import QGraphicsTextItem

import psychboard.games.warfare.painters  # noqa: F401  (registers the card painters)
from psychboard.core.choices import Offer
from psychboard.core.reaction import PASS
from psychboard.games.warfare import scene_bar, scene_motion
from psychboard.games.warfare.cards import CardSet
from psychboard.games.warfare.choosing import PlayChooser
from psychboard.games.warfare.controls import as_offer
from psychboard.games.warfare.deck import shipped_set
from psychboard.games.warfare.faces import BACK, archetype_face, card_face
from psychboard.games.warfare.items import BODY, EndSummary
from psychboard.games.warfare.panels import PILE, Inspect, SeatPanel
from psychboard.games.warfare.rules import (
    EndTurn,
    PlaceDefense,
    React,
    Ready,
    Therapy,
    View,
)
from psychboard.games.warfare.scene_bar import Picking
from psychboard.games.warfare.scene_text import describe, seat_line, status, tally, vp_now
from psychboard.gui import animation
from psychboard.gui.controller import GameController
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.items import POKER, CaptionItem, CardItem, HandFan, PileItem
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.fixed import TEXT
from psychboard.gui.items.seat_look import SeatLook, seat_looks
from psychboard.gui.table import TableScene

SCENE_W, SCENE_H = 1440.0, 1000.0
SLOTS = (QPointF(8, 8), QPointF(892, 8), QPointF(892, 416), QPointF(8, 416))
DECK_AT, DISCARD_AT = QPointF(652, 84), QPointF(788, 84)
SMALL_CARD = QSizeF(90, 126)
STAGE_AT = QPointF(720, 420)
STAGE_CARD = QSizeF(240, 336)
ANSWER_STEP = QPointF(46, 40)
HAND_AT = QPointF(720, 912)
STEP_KEYS: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Backtab: -1, Qt.Key.Key_Up: -1,
                             Qt.Key.Key_Right: 1, Qt.Key.Key_Tab: 1, Qt.Key.Key_Down: 1}


class WarfareScene(TableScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller, SCENE_W, SCENE_H)
        ensure_fonts()
        self.cs: CardSet = shipped_set()
        looks = seat_looks(controller.seats)
        self.panels = [SeatPanel(i, look, self.cs) for i, look in enumerate(looks)]
        for panel, slot in zip(self.panels, self._slots(len(self.panels)), strict=True):
            panel.place(slot)
            for item in panel.items():
                self.addItem(item)
            panel.archetype.clicked.connect(lambda p=panel: self._inspect_archetype(p.seat))
            panel.baggage.clicked.connect(lambda p=panel: self._inspect_baggage(p.seat))
            for index, chip in enumerate(panel.chips):
                chip.clicked.connect(lambda p=panel, i=index: self._inspect_front(p.seat, i))
        self._build_centre(looks)
        self._shown: View | None = None
        self._selected: str | None = None
        self._chooser: PlayChooser | None = None
        self._option = 0  # the answer the arrow keys point at while a play asks a question
        self._inspect: Inspect | None = None
        self._thinking: set[int] = set()
        self._fresh = True

    def _build_centre(self, looks: Sequence[SeatLook]) -> None:
        """The deck, the discard pile, the stage, the hand on screen and the end's count."""
        self.deck = PileItem(0, BACK, SMALL_CARD, "empty")
        self.discard = PileItem(0, BACK, SMALL_CARD, "empty")
        self.deck_label = CaptionItem(130, 28, 19, pill=False)
        self.discard_label = CaptionItem(130, 28, 19, pill=False)
        self.stage = [CardItem(None, BACK, STAGE_CARD, face_up=True) for _ in range(4)]
        self.caption = QGraphicsTextItem()
        self.caption.setDefaultTextColor(TEXT)
        self.caption.setFont(ui_font(BODY, QFont.Weight.DemiBold))
        self.caption.setTextWidth(320)
        self.caption.document().setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignHCenter))
        self.fan = HandFan(POKER, BACK, spacing=132.0, width=1150.0)
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
                     *self.stage, self.caption, self.fan, self.hand_note, self.summary,
                     self.flyer):
            self.addItem(item)
        self.deck.setPos(DECK_AT)
        self.discard.setPos(DISCARD_AT)
        self.deck.set_interactive(False)
        self.discard.clicked.connect(self._inspect_discard)
        self.deck_label.setPos(DECK_AT + QPointF(0, 84))
        self.discard_label.setPos(DISCARD_AT + QPointF(0, 84))
        for i, card in enumerate(self.stage):
            card.setPos(STAGE_AT + ANSWER_STEP * i)
            card.setZValue(60 + i)
            card.clicked.connect(self._inspect_stage)
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
        return ""

    def offer(self, view: View) -> Offer:
        legal = self.controller.legal()
        if view.phase == "over" or not legal or view.seat is None:
            return Offer(self.status(view))
        return as_offer(view.seat, *scene_bar.offer(view, legal, Picking(
            self.names, self.cs, self._selected, self._chooser, self._option)))

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
            return [QPointF(8, 212), QPointF(892, 212)]
        return list(SLOTS[:players])

    def on_undone(self) -> None:
        super().on_undone()
        self._fresh = True

    def show_view(self, view: View) -> None:
        previous, self._shown = self._shown, view
        if previous is None or self._fresh or not animation.enabled():
            self._fresh = False
            self.lay_out(view)
        else:
            if previous.seat != view.seat:
                self._clear_choice()
            scene_motion.animate(self, previous, view)
        # A reaction window settled on a shared screen: the table reads what it did (the
        # Needs that moved) before the screen passes to anyone.
        if (previous is not None and previous.window is not None and view.window is None
                and view.seat is None and view.phase != "over"
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
        self._show_stage(view)
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
        elif view.phase == "over":
            note = ""
        elif view.window is not None and seat == view.window.top.seat:
            note = "played a card"
        elif view.phase == "setup" and view.ready[seat]:
            note = "ready"
        elif seat == view.turn:
            note = "▶ their turn"
        aim = self._aim_keys().get(seat)
        if aim is not None:
            note = (f"▶ Enter or {aim}: aim here" if aim == self._option + 1
                    else f"press {aim} to aim here")
        return detail, note, (seat == view.turn and view.phase != "over") or aim is not None

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
            card.setToolTip(describe(self.cs.cards[str(key)]))
        self.fan.setVisible(bool(hand))
        if view.seat is None and view.phase != "over":
            humans = [s for s in range(view.players) if self.controller.seats[s].is_human]
            self.hand_note.set_text("Hands stay hidden: each is shown only after the hand-off"
                                    if humans else "Every hand here belongs to a computer")
            self.hand_note.show()
        elif not hand and view.phase != "over" and view.seat is not None:
            self.hand_note.set_text(f"{self.names[view.seat]} holds no cards")
            self.hand_note.show()
        else:
            self.hand_note.hide()

    def _show_stage(self, view: View) -> None:
        shown: list[tuple[str, str]] = []  # (kind, id) from the bottom of the stack up
        caption = ""
        if view.window is not None:
            stack = view.window.stack
            shown = [("card", self.cs.cards[p.play].id) for p in stack][:len(self.stage)]
            opening = self.cs.cards[stack[0].play]
            caption = f"{self.names[stack[0].seat]} plays {opening.name}"
            for pending in stack[1:]:
                caption += f"; {self.names[pending.seat]} answers with " \
                           f"{self.cs.cards[pending.play].name}"
        elif self._selected is not None:
            shown = [("card", self.cs.cards[self._selected].id)]
            caption = "Your pick (only you can see it)"
        elif self._inspect is not None:
            pick = self._inspect
            shown = [(pick.kind, pick.card if pick.kind == "archetype"
                      else self.cs.cards[pick.card].id)]
            owner = f"{self.names[pick.owner]}'s" if pick.owner >= 0 else "On the discard pile:"
            if pick.kind == "archetype":
                archetype = self.cs.archetype(pick.card)
                caption = f"{owner} Archetype {archetype.name}: {archetype.text}"
            else:
                caption = f"{owner} {describe(self.cs.cards[pick.card])}"
        elif view.phase != "over":
            caption = "Cards played show here"
        for i, card in enumerate(self.stage):
            card.setVisible(i < len(shown))
            card.setScale(1.0)
            card.setOpacity(1.0)
            card.setPos(STAGE_AT + ANSWER_STEP * i)
            if i < len(shown):
                kind, ident = shown[i]
                card.set_painters(face_painter=archetype_face(ident) if kind == "archetype"
                                  else card_face(ident))
                card.set_face_up(True)
        self.caption.setPlainText(caption)
        below = STAGE_AT.y() + STAGE_CARD.height() / 2 + ANSWER_STEP.y() * max(0, len(shown) - 1)
        self.caption.setPos(STAGE_AT.x() - 160, below + 10)

    def _show_end(self, view: View) -> None:
        outcome = self.controller.outcome()
        if view.phase != "over" or outcome is None:
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
        self._inspect = None
        self.fan.select(self.fan.keys().index(card) if card is not None else None)
        self._show_stage(view)
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
        if view.phase == "setup":
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

    def choose(self, key: Any) -> None:
        view = self._shown
        if view is None or not self.accepts_input:
            return
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
            self._inspect = None
            self._chooser = None
            self.controller.submit(action)
            return
        self._show_seats(view)
        self._show_stage(view)
        self.refresh_bar()

    def _clear_choice(self) -> None:
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
            self._look_next()
        elif plain and key == Qt.Key.Key_Escape and self._shown is not None:
            if self._chooser is not None:
                self.choose(("back",))
            elif self._inspect is not None:
                self._look(None)
            else:
                self.select(None)
        else:
            super().keyPressEvent(event)  # the bar's keys, when the window did not take them
            return
        event.accept()

    # -- looking at a card whole ------------------------------------------------------------

    def _look(self, pick: Inspect | None) -> None:
        view = self._shown
        if view is None or view.window is not None:
            return
        self._inspect = pick
        if pick is not None and self._selected is not None:
            self._selected = None
            self.fan.select(None)
        self._show_stage(view)
        self.refresh_bar()

    def _look_next(self) -> None:
        """I: show the next card lying face up on the table, large on the stage."""
        view = self._shown
        if view is None or view.window is not None or not self.accepts_input:
            return
        cards = []
        for seat in range(view.players):
            cards.append(Inspect("archetype", view.archetypes[seat], seat))
            cards += self.panels[seat].front() + self.panels[seat].baggage_cards(view)
        if view.discard:
            cards.append(Inspect("card", view.discard[-1], -1))
        now = cards.index(self._inspect) if self._inspect in cards else -1
        self._look(cards[(now + 1) % len(cards)])

    def _inspect_archetype(self, seat: int) -> None:
        view = self._shown
        if view is not None:
            self._look(Inspect("archetype", view.archetypes[seat], seat))

    def _inspect_front(self, seat: int, index: int) -> None:
        front = self.panels[seat].front()
        if index < len(front):
            self._look(front[index] if self._inspect != front[index]
                       else front[(index + 1) % len(front)])

    def _inspect_baggage(self, seat: int) -> None:
        view = self._shown
        if view is None:
            return
        cards = self.panels[seat].baggage_cards(view)
        if cards:
            now = cards.index(self._inspect) if self._inspect in cards else -1
            self._look(cards[(now + 1) % len(cards)])

    def _inspect_discard(self) -> None:
        view = self._shown
        if view is not None and view.discard:
            self._look(Inspect("card", view.discard[-1], -1))

    def _inspect_stage(self) -> None:
        """A click on the card looked at puts it back."""
        if self._inspect is not None:
            self._look(None)
