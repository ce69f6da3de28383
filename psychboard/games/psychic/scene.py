"""The Psychic Solitaire table: the deck in hand, the flip, the passed piles, ladder and score.

It shows the rulebook's turn (PLAY: announce, then flip) as it happens. A guess puts a placard
up; a flip slides the top card off the deck, turns it, shows the verdict, and sends it to the
face-up pile with its bonus cards (face down, the score) or penalty cards (face up) one by one,
the counts and the score growing as they land. The phase ladder and the psychic rank follow
the view. With foretelling on, a strip along the bottom holds every card seen face up, and the
odds of each guess can be shown on the buttons. A hint marks the best guess by counting (it
never plays it); autoplay plays the counting strategy through the controller at a readable
pace. When the joker is up, the end screen shows the rank, the score and the player's record.

Everything shown comes from the controller's views; the only way anything changes is
`controller.submit`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Hashable

from PySide6.QtCore import QAbstractAnimation, QPointF, QSizeF, QTimer
from PySide6.QtGui import QPixmap

from psychboard.core.cards import JOKER, Card, Suit
from psychboard.core.choices import Choice, Offer
from psychboard.core.events import Event, Played
from psychboard.core.protocol import Outcome
from psychboard.games.psychic import ai, controls
from psychboard.games.psychic.endscreen import EndPanel, Result
from psychboard.games.psychic.items import (
    PHASE_ASKS,
    HistoryStrip,
    LadderItem,
    Placard,
    ScorePanel,
    guess_label,
)
from psychboard.games.psychic.rules import (
    FLIP,
    PERFECT_SCORE,
    Guess,
    GuessCard,
    Phase,
    PublicMove,
    View,
    band,
)
from psychboard.gui import animation
from psychboard.gui.controller import GameController
from psychboard.gui.items import CaptionItem, CardItem, PileItem
from psychboard.gui.items.card_cache import playing_back as card_back
from psychboard.gui.items.card_cache import playing_face as card_face
from psychboard.gui.scene import parallel
from psychboard.gui.table import TableScene
from psychboard.store.history import History

AUTOPLAY_PACE_MS = 650
_JOKER_PEEK = 40.0
CAPTION = 29.0  # an empty place's caption: 10 px on screen in the smallest (1000×560) window
CAPTION_TEXT = 30.0  # a pile's caption under it (its heading is 0.82 of this: 24.6 units)


class PsychicScene(TableScene):
    WIDTH = 1500.0
    HEIGHT = 960.0

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller, self.WIDTH, self.HEIGHT)
        self.foretelling = bool(getattr(controller.options, "foretelling", False))
        self._seen: View | None = None
        self.hint: Guess | None = None
        self.show_odds = False
        self.autoplay = False
        self.pending_kind: int | None = None  # phase 4: the half of a guess chosen so far
        self.pending_suit: Suit | None = None
        self._queued: Hashable | None = None  # a key typed while the cards move: it counts
        self._animating = False
        self._build_table()
        self.deck.clicked.connect(lambda: self.take(controls.FLIP_CHOICE))
        self.busy_changed.connect(self._still)
        self.animation_finished.connect(self._animation_done)
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setSingleShot(True)
        self._autoplay_timer.timeout.connect(self._autoplay_step)
        self._flipped = False  # the step just told: a card was flipped
        controller.finished.connect(self._finished)

    # -- the page's questions --------------------------------------------------------------

    def handoff_note(self, view: View) -> str:
        return ""

    def offer(self, view: View) -> Offer:
        legal = self.controller.legal()
        can_flip = FLIP in legal
        return controls.offer(controls.Turn(
            view.phase, view.announced, bool(legal) and not can_flip, can_flip,
            self.foretelling, self.pending_kind, self.pending_suit, self.hint,
            ai.odds(view) if self.show_odds else None, self.autoplay, self.busy), 0)

    def moving(self) -> Offer:
        """While the cards move every key still counts: the offer stays, and says so."""
        return self.offer(self._seen) if self._seen is not None else Offer(controls.MOVING)

    def choice_picture(self, choice: Choice) -> QPixmap | None:
        return controls.picture_for(choice)

    def choose(self, value: Hashable) -> None:
        if isinstance(value, tuple):  # phase 4: a kind or a suit, then the other
            self._half(value)
        elif value == controls.FLIP_CHOICE:
            self._submit(FLIP)
        elif value == controls.CLEAR:
            self.pending_kind = self.pending_suit = None
        elif value == controls.HINT:
            self.show_hint()
        elif value == controls.ODDS:
            self.show_odds = not self.show_odds
        elif value == controls.AUTOPLAY:
            self.set_autoplay(not self.autoplay)
        else:
            self._submit(value)
        self.refresh_bar()

    def taken_while_moving(self, value: Hashable) -> None:
        """A guess or a flip while the cards move finishes the move and is kept, to count
        as soon as the cards lie still (no key is lost)."""
        self._queued = value
        self.skip()

    def _still(self, busy: bool) -> None:
        queued, self._queued = self._queued, None
        if not busy and queued is not None:
            self.take(queued)

    def _half(self, value: tuple[str, object]) -> None:
        kind, half = value
        if kind == "kind" and isinstance(half, int):
            if self.pending_suit is not None:
                self._submit(GuessCard(half, self.pending_suit))
            else:
                self.pending_kind = None if self.pending_kind == half else half
        elif kind == "suit" and isinstance(half, Suit):
            if self.pending_kind is not None:
                self._submit(GuessCard(self.pending_kind, half))
            else:
                self.pending_suit = None if self.pending_suit is half else half

    def seat_lines(self, view: View) -> list[str]:
        return [f"{view.score} face down"]

    def status(self, view: View) -> str:
        if view.over:
            return f"Game over: {view.score} cards face down."
        seat = self.controller.seats[0]
        if not seat.is_human:
            return f"{seat.name} (computer) is reading the cards: phase {view.phase.number}."
        if view.announced is not None:
            return f"{seat.name} foretold {guess_label(view.announced)}: now flip the top card."
        return (f"Phase {view.phase.number}: {seat.name}, foretell the "
                f"{PHASE_ASKS[view.phase]} of the top card.")

    # -- the table -------------------------------------------------------------------------

    def _build_table(self) -> None:
        wide = self.foretelling
        size = QSizeF(140, 196) if wide else QSizeF(176, 246)
        row = 388.0 if wide else 446.0
        self.card_size = size
        self.ladder = LadderItem(390, 724 if wide else 920)
        self.ladder.setPos(24, 20)
        self.score_panel = ScorePanel(1036, 172)
        self.score_panel.setPos(440, 20)
        self.deck_at = QPointF(540, row)
        self.spot_at = QPointF(810, row)
        self.down_at = QPointF(1080, row)
        self.up_at = QPointF(1350, row)
        self.joker = CardItem(card_face(JOKER), card_back, size, face_up=True)
        self.joker.set_interactive(False)
        self.joker.setPos(self.deck_at + QPointF(0, _JOKER_PEEK))
        self.deck = PileItem(52, card_back, size, "", CAPTION)
        self.deck.setPos(self.deck_at)
        self.spot = PileItem(0, card_back, size, "The top card turns here", CAPTION)
        self.spot.set_interactive(False)
        self.spot.setPos(self.spot_at)
        self.down_pile = PileItem(0, card_back, size, "Face down: your score", CAPTION)
        self.down_pile.set_interactive(False)
        self.down_pile.setPos(self.down_at)
        self.up_pile = PileItem(0, card_back, size, "Face up", CAPTION)
        self.up_pile.set_interactive(False)
        self.up_pile.setPos(self.up_at)
        below = row + size.height() / 2 + _JOKER_PEEK + 14
        self.captions = {}
        for key, title, x in (("deck", "DECK IN HAND", self.deck_at.x()),
                              ("spot", "TOP CARD", self.spot_at.x()),
                              ("down", "FACE DOWN", self.down_at.x()),
                              ("up", "FACE UP", self.up_at.x())):
            caption = CaptionItem(266, 76, CAPTION_TEXT, title=title, pill=False, centred=False)
            caption.setPos(x - 133, below)
            self.captions[key] = caption
        self.placard = Placard(920, 146)
        self.placard.setPos(945 - 460, below + 80)
        self.strip = HistoryStrip(1452, 180)
        self.strip.setPos(24, 772)
        self.strip.setVisible(wide)
        self.end_panel = EndPanel(self.sceneRect())
        for item in (self.ladder, self.score_panel, self.joker, self.deck, self.spot,
                     self.down_pile, self.up_pile, *self.captions.values(), self.placard,
                     self.strip, self.end_panel):
            self.addItem(item)

    # -- following the controller ----------------------------------------------------------

    def on_events(self, events: tuple[Event, ...]) -> None:
        """A flip in the rules' events of the step is what the next view animates."""
        self._flipped = any(isinstance(e, Played) for e in events)

    def show_view(self, view: View) -> None:
        before, self._seen = self._seen, view
        flipped, self._flipped = self._flipped, False
        if before is not None and view != before:
            self.hint = None
        if before is None or view.phase is not before.phase or view.announced is not None:
            self.pending_kind = self.pending_suit = None
        if before is not None and flipped and _new_move(before, view):
            self._animate_move(before, view)
        elif not self._animating:
            self._snap(view)
        self._refresh_controls(view)
        if not self._animating:
            self._show_placard(view)

    def _refresh_controls(self, view: View) -> None:
        self.refresh_bar()
        self.deck.set_highlighted(FLIP in self.controller.legal())

    def _snap(self, view: View) -> None:
        """Put every pile, count and marker where the view says, without animation."""
        self.deck.set_count(view.remaining)
        self.down_pile.set_count(view.face_down)
        self.up_pile.set_count(view.face_up)
        last = view.last
        self.up_pile.set_top(card_face(last.seen[-1]) if last is not None else None)
        self.score_panel.set_score(view.score, view.band)
        self.ladder.set_phase(view.phase, view.over)
        self.strip.set_moves(view.history)
        self.joker.setZValue(2 if view.over else -1)
        self.joker.setPos(self.deck_at if view.over else self.deck_at + QPointF(0, _JOKER_PEEK))
        self.deck.setVisible(not view.over)
        self._captions(view.remaining, view.face_down, view.face_up)

    def _captions(self, remaining: int, down: int, up: int) -> None:
        self.captions["deck"].set_text("joker on top" if remaining == 0 and self._seen
                                        and self._seen.over else f"{remaining} to the joker")
        self.captions["spot"].set_text("foretell, flip")
        self.captions["down"].set_text(f"{down}: the score")
        self.captions["up"].set_text(f"{up} seen")

    def _show_placard(self, view: View) -> None:
        placard = self.placard
        if view.announced is not None:
            placard.show_message("YOU FORETELL", view.announced,
                                 ["Space, Enter or a click on the deck flips the top card"])
        elif self.hint is not None and not view.over:
            placard.show_message("HINT · THE BEST GUESS BY COUNTING", self.hint,
                                 [ai.odds_in_words(view, self.hint)])
        elif view.last is not None:
            self._show_verdict(view.last, view)
        else:
            placard.show_message(f"PHASE {view.phase.number} · {view.phase.title.upper()}", None,
                                 ["Concentrate on the top card…",
                                  "Announce your guess with a button or its key, then flip"])

    def _show_verdict(self, move: PublicMove, view: View) -> None:
        count = len(move.face_up) + move.face_down
        cards = f"{count} cards go" if count != 1 else "1 card goes"
        if move.ended:
            after = f"The joker came up: {view.score} face down in all"
        elif move.right:
            nxt = Phase(move.phase.number + 1)
            after = f"{cards} by face down · on to phase {nxt.number}, {nxt.title.lower()}"
        else:
            after = f"{cards} by face up · back to phase 1"
        self.placard.show_message("RIGHT!" if move.right else "WRONG",
                                  None, [f"{move.card.name} — you foretold "
                                         f"{guess_label(move.guess)}", after], move.right)

    # -- the flip, animated ----------------------------------------------------------------

    def _animate_move(self, before: View, view: View) -> None:
        move = view.last
        assert move is not None
        self._animating = True
        self.controller.hold()
        left = [before.remaining]
        counts = {"down": before.face_down, "up": before.face_up}
        top = self._spawn(move.card, left)
        slow = 420
        self.run(parallel(lambda: top.move_animation(self.spot_at, slow),
                          lambda: top.flip_animation(True, slow)))
        self.call(lambda: self._show_verdict(move, view))
        self.pause(750)
        self.run(lambda: top.move_animation(self.up_pile.top_position(), 320))
        self.call(lambda: self._land(top, self.up_pile, move.card, counts))
        extra = [(card, True) for card in move.face_up] + [(None, False)] * move.face_down
        each = max(70, min(260, 2600 // max(len(extra), 1)))
        for card, face_up in extra:
            self._send(card, self.up_pile if face_up else self.down_pile, left, counts, each)
        self.call(lambda: self._finish_move(view))

    def _send(self, card: Card | None, pile: PileItem, left: list[int], counts: dict[str, int],
              ms: int) -> None:
        """Queue one bonus or penalty card from the deck to its pile (turning it if face up)."""
        holder: list[CardItem] = []

        def spawn() -> None:
            holder.append(self._spawn(card, left))

        def slide() -> QAbstractAnimation:
            return holder[0].move_animation(pile.top_position(), ms)

        def turn() -> QAbstractAnimation:
            return holder[0].flip_animation(True, ms)

        self.call(spawn)
        self.run(parallel(slide, turn) if card is not None else slide)
        self.call(lambda: self._land(holder[0], pile, card, counts))

    def _spawn(self, card: Card | None, left: list[int]) -> CardItem:
        """A card leaving the top of the deck (its face painted only if it will be seen)."""
        face = card_face(card) if isinstance(card, Card) else None
        item = CardItem(face, card_back, self.card_size)
        item.set_interactive(False)
        item.setZValue(10)
        item.setPos(self.deck.top_position())
        self.addItem(item)
        left[0] -= 1
        self.deck.set_count(left[0])
        self.captions["deck"].set_text(f"{left[0]} to the joker")
        return item

    def _land(self, item: CardItem, pile: PileItem, card: Card | None, counts: dict[str, int]
              ) -> None:
        key = "up" if pile is self.up_pile else "down"
        counts[key] += 1
        pile.set_count(counts[key])
        if isinstance(card, Card):
            pile.set_top(card_face(card))
        else:
            score = min(counts["down"], PERFECT_SCORE)
            self.score_panel.set_score(score, band(score))
        self.captions[key].set_text(f"{counts[key]}: the score" if key == "down"
                                     else f"{counts[key]} seen")
        self.removeItem(item)
        item.deleteLater()

    def _finish_move(self, view: View) -> None:
        self._animating = False
        latest = self._seen or view
        self._snap(latest)
        self._show_placard(latest)
        self.controller.release()

    # -- player's requests -----------------------------------------------------------------

    def _submit(self, action: object) -> None:
        if self.accepts_input and action in self.controller.legal():
            self.controller.submit(action)

    def show_hint(self) -> None:
        """Mark the best guess by counting on the buttons and the placard; never play it."""
        view = self._seen
        if view is None or view.over or view.announced is not None:
            return
        self.hint = ai.best_guess(view)
        self.refresh_bar()
        self._show_placard(view)

    def set_autoplay(self, on: bool) -> None:
        """Start or stop the demo of the counting strategy."""
        self.autoplay = on
        self.refresh_bar()
        if on:
            self._autoplay_timer.start(0)
        else:
            self._autoplay_timer.stop()

    def _autoplay_step(self) -> None:
        view = self._seen
        legal = self.controller.legal()
        if not self.autoplay:
            return
        if view is None or view.over or not legal:
            self.set_autoplay(False)
            return
        if not self.accepts_input:
            return  # `_animation_done` calls again when the table is still
        action = FLIP if FLIP in legal else ai.best_guess(view)
        self.controller.submit_demo(action)
        if self.autoplay and not self.busy:
            self._autoplay_timer.start(animation.duration(AUTOPLAY_PACE_MS))

    def _animation_done(self) -> None:
        if self.autoplay and not self._autoplay_timer.isActive():
            self._autoplay_timer.start(animation.duration(AUTOPLAY_PACE_MS))

    # -- the end ---------------------------------------------------------------------------

    def _finished(self, outcome: Outcome) -> None:
        self.call(lambda: self._show_end(outcome))

    def _show_end(self, outcome: Outcome) -> None:
        self.set_autoplay(False)
        score = outcome.scores[0] if outcome.scores else 0
        name = self.controller.seats[0].name
        try:
            scores = History().scores("psychic", name)
        except (OSError, sqlite3.Error):
            scores = []
        if not self.controller.autosave_enabled or self.controller.is_demo or not scores:
            scores.append(score)  # an unrecorded game still counts on its own end screen
        self.end_panel.show_result(Result(name, score, band(score), tuple(scores)))


def _new_move(before: View, after: View) -> bool:
    """Whether `after` is `before` plus exactly one flip (then it is animated, else snapped)."""
    last = after.last
    if last is None:
        return False
    went = (after.face_up + after.face_down) - (before.face_up + before.face_down)
    return went > 0 and went == 1 + len(last.face_up) + last.face_down
