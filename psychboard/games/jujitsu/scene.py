"""The Psychological Jujitsu table: hands, the prize, sealed bids, the reveal, scores, tracker.

Rulebook sections it shows: "The Deal" (the face-up prize and the face-down pile of prizes to
come, every player's hand), "Bidding" (sealed bids lie face down in front of their owners and
all turn over together; the highest takes the prize, a tie sends it to the discard pile with
the reason shown) and "Post-Bid & Scoring" (this hand's points, running totals toward the
target, the end-of-game summary). The tracker shows which cards each player has left, which is
public because every spent card is ("Decisions on open details").

Everything drawn comes from the controller's view: the seat on screen sees its own hand face
up and its own sealed bid; other seats' sealed bids are the same face-down card whatever they
are. Bidding is two steps: pick a card (click, or A/1, 2–9, 0 for ten, J, Q, K; arrows move
the pick), then lock it in (Enter or the Lock in button). The reveal animates the view's last
`RoundResult` (`reveal`); computer players wait (`controller.hold`) until it has played.

When a person sits at the table the game waits for readers (the reader gate of
`gui/table.py`): each round's result stays until someone presses Next round (Enter, Space, N
or a click on the table), and on a shared screen the table sees the prize before the first
hand-off. While the table moves the bar says so and Lock in is off; a click or a key plays
the animation to its end. A table of computers only plays on by itself. The bar under the
table is the shared one, filled from `offer`: the hand's cards are keys only (the fan shows
them), Lock in is its button. The side panels are in `panels`, the smaller pieces in
`items`, the fixed places in `geometry`.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from psychboard.core.cards import RANK_LABELS, RANK_NAMES, Card
from psychboard.core.choices import Choice, Offer
from psychboard.core.events import Event, Revealed, Sealed
from psychboard.games.jujitsu.geometry import (
    DISCARD_AT,
    HAND,
    PANEL_X,
    PILE,
    PLAY_RIGHT,
    PLAY_X,
    PRIZE,
    PRIZE_AT,
    SCENE_H,
    SCENE_W,
    SLOT,
    TO_COME_AT,
    WON,
)
from psychboard.games.jujitsu.items import CAPTION, SMALLEST, FanItem, PlateItem, SummaryItem
from psychboard.games.jujitsu.panels import HistoryItem, RoundRow, ScoresItem, TrackerItem
from psychboard.games.jujitsu.reveal import result_text, reveal, slide_sealed
from psychboard.games.jujitsu.rules import Bid, View, prize_card, seat_suit
from psychboard.gui.controller import GameController
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.items import CaptionItem, CardItem, HandFan, PileItem
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.card_cache import playing_back as back
from psychboard.gui.items.card_cache import playing_face as face
from psychboard.gui.items.fixed import MUTED
from psychboard.gui.items.seat_look import seat_looks
from psychboard.gui.table import MOVING, TableScene
from psychboard.gui.widgets.labels import set_plain, set_tip

__all__ = ["MOVING", "JujitsuScene"]

KEYS = {Qt.Key.Key_A: 1, Qt.Key.Key_1: 1, Qt.Key.Key_0: 10, Qt.Key.Key_T: 10,
        Qt.Key.Key_J: 11, Qt.Key.Key_Q: 12, Qt.Key.Key_K: 13,
        **{getattr(Qt.Key, f"Key_{n}"): n for n in range(2, 10)}}
KEY_HINT = "Keys: A or 1, 2–9, 0 = ten, J, Q, K · ← → move · Enter locks in"
LOCK = "lock"


def rank_key(rank: int) -> str:
    """The key shown for a card of the hand (its rank's letter, 0 for the ten)."""
    return "A" if rank == 1 else "0" if rank == 10 else RANK_LABELS[rank]


def can_bid(view: View) -> bool:
    seat = view.seat
    return (seat is not None and view.winners is None and seat in view.playing
            and not view.locked_in[seat])


class JujitsuScene(TableScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller, SCENE_W, SCENE_H, on_table=("hand",))
        ensure_fonts()
        seats = controller.seats
        self.looks = list(seat_looks(seats))
        n = len(seats)
        # the near side of the table is the screen's person's, else the first person's
        self._bottom = next((i for i, s in enumerate(seats) if s.kind == "human"),
                            next((i for i, s in enumerate(seats) if s.is_human), 0))
        self._shown: View | None = None
        self._selected: int | None = None
        self._thinking: set[int] = set()
        self._revealed = False            # the step just told: a round's bids turned up
        self._sealed: list[int] = []      # …or these seats sealed a bid
        self.fan = HandFan(HAND, back, spacing=80.0, width=760.0)
        self.fan.setZValue(10)
        self.fan.picked.connect(lambda index: self.select(list(self.hand)[index]))
        self.hand_seat = -1  # whose hand the bottom of the table shows
        self.plates = [PlateItem(look) for look in self.looks]
        self.fans = [FanItem() for _ in range(n)]
        self.won = [PileItem(0, back, WON, "Prizes", CAPTION) for _ in range(n)]
        self.slots = [PileItem(0, back, SLOT, "Bid", CAPTION) for _ in range(n)]
        self.bids = [CardItem(None, back, SLOT) for _ in range(n)]
        self.to_come = PileItem(0, back, PILE, "", CAPTION)
        self.discard = PileItem(0, back, PILE, "Ties go here", CAPTION)
        self.prize = CardItem(None, back, PRIZE, face_up=True)
        self.round_label = self._text(SMALLEST, QFont.Weight.Bold)
        self.to_come_label = self._text(SMALLEST)
        self.discard_label = self._text(SMALLEST)
        self.result = CaptionItem(880, 42, SMALLEST)
        self.tracker = TrackerItem(self.looks, controller.options.cards)
        self.scores = ScoresItem(self.looks, self.tracker.rect().width())
        self.summary = SummaryItem()
        top = 24 + self.scores.rect().height() + 16 + self.tracker.rect().height() + 16
        self.history = HistoryItem(self.looks, QSizeF(self.tracker.rect().width(),
                                                      SCENE_H - 14 - top))
        self.history.setPos(PANEL_X, top + self.history.rect().height() / 2)
        for item in (self.history, self.fan, *self.plates, *self.fans, *self.won, *self.slots,
                     self.to_come, self.discard, *self.bids, self.prize, self.result,
                     self.tracker, self.scores, self.summary):
            self.addItem(item)
        for item in (*self.won, *self.slots, *self.bids, self.to_come, self.discard, self.prize):
            item.set_interactive(False)
        for card in self.bids:
            card.setZValue(20)
        self.prize.setZValue(30)
        self.result.setZValue(40)
        self.summary.setZValue(100)
        self.to_come.setPos(TO_COME_AT)
        self.discard.setPos(DISCARD_AT)
        self.result.setPos(PLAY_X, 612)
        self.scores.setPos(PANEL_X, 24 + self.scores.rect().height() / 2)
        self.tracker.setPos(PANEL_X, self.scores.pos().y() + self.scores.rect().height() / 2
                            + 16 + self.tracker.rect().height() / 2)
        self.summary.setPos(PLAY_X, 470)  # over the play area, clear of the score panels
        self.summary.hide()

    # -- the page's questions -----------------------------------------------------------------

    def seat_lines(self, view: View) -> list[str]:
        running = view.running_totals
        if view.target:
            return [f"{p} · {t}/{view.target}" for p, t in zip(view.hand_points, running,
                                                               strict=True)]
        return [str(p) for p in view.hand_points]

    def status(self, view: View) -> str:
        if self.busy:
            return MOVING
        if self.reader is not None:
            return f"{self.reader.prompt}. Press Enter or {self.reader.button} to go on."
        if view.winners is not None:
            who = " and ".join(self.names[s] for s in view.winners)
            return f"Game over: {who} {'wins' if len(view.winners) == 1 else 'share the win'}."
        prize = f"the {RANK_LABELS[view.prize or 1]} of Diamonds"
        if can_bid(view):
            assert view.seat is not None
            return (f"{self.names[view.seat]}, choose a card to bid for {prize}, "
                    "then lock it in.")
        waiting = [self.names[s] for s in view.playing if not view.locked_in[s]]
        if view.seat is not None and view.locked_in[view.seat]:
            return f"Bid sealed. Waiting for {', '.join(waiting)}."
        return f"Round {view.round} of {view.cards}: waiting for {', '.join(waiting)} to bid."

    def handoff_note(self, view: View) -> str:
        """What the whole table may know while the screen passes: the prize being bid for."""
        if view.prize is None or view.winners is not None:
            return ""
        return f"Round {view.round} of {view.cards}: bidding for the {RANK_LABELS[view.prize]} " \
            "of Diamonds"

    def offer(self, view: View) -> Offer:
        """The hand's cards (keys: the fan shows them) and Lock in, while this seat bids."""
        if not can_bid(view) or view.prize is None or view.seat is None:
            return Offer(self.status(view))
        pick = (f"Your pick: {RANK_NAMES[self._selected]}. Lock it in?"
                if self._selected else "Pick a card from your hand.")
        cards = tuple(Choice(RANK_NAMES[rank], rank_key(rank), ("bid", rank), "hand",
                             Card(rank, seat_suit(view.seat)).code)
                      for rank in sorted(self.hand))
        lock = Choice("Lock in", "Enter", LOCK, "bid", enabled=self._selected is not None,
                      why_not="pick a card first", tip="Seal the chosen card as your bid",
                      primary=True)
        return Offer(f"Bid for the {RANK_LABELS[view.prize]} of Diamonds. {pick}", view.seat,
                     (*cards, lock), KEY_HINT)

    def choose(self, value: Hashable) -> None:
        if value == LOCK:
            self.lock_in()
        elif isinstance(value, tuple) and value[0] == "bid":
            self.select(value[1])

    # -- input ----------------------------------------------------------------------------------

    def select(self, rank: int) -> None:
        """Highlight a card as the intended bid (nothing is sent until `lock_in`)."""
        view = self._shown
        if (view is None or not self.accepts_input or not can_bid(view)
                or view.seat is None or rank not in view.hands_left[view.seat]):
            return
        self._selected = rank
        self.fan.select(self.fan.keys().index(rank))
        self.refresh_bar()

    def lock_in(self) -> None:
        """Seal the highlighted card as this seat's bid."""
        if self._selected is None or not self.accepts_input:
            return
        bid = Bid(self._selected)
        if bid in self.controller.legal():
            self._selected = None
            self.controller.submit(bid)

    @property
    def selected(self) -> int | None:
        return self._selected

    @property
    def hand(self) -> dict[int, CardItem]:
        """The cards of the hand at the bottom of the table, by rank."""
        return self.fan.items()  # type: ignore[return-value]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                          | Qt.KeyboardModifier.AltModifier
                                          | Qt.KeyboardModifier.MetaModifier))
        if plain and self.awaiting_reader and key == Qt.Key.Key_N:
            self.go_on()
        elif self.awaiting_reader:
            super().keyPressEvent(event)  # the gate's own keys
            return
        elif plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._selected:
            self.lock_in()
        elif plain and key in KEYS:
            self.select(KEYS[key])
        elif plain and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._step_selection(-1 if key == Qt.Key.Key_Left else 1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _step_selection(self, step: int) -> None:
        ranks = sorted(self.hand)
        if not ranks:
            return
        if self._selected not in ranks:
            self.select(ranks[0] if step > 0 else ranks[-1])
        else:
            index = ranks.index(self._selected) + step
            self.select(ranks[max(0, min(len(ranks) - 1, index))])

    # -- showing a view -------------------------------------------------------------------------

    def on_events(self, events: tuple[Event, ...]) -> None:
        """What the next view animates: the rules' events of the step, not a diff of views."""
        self._revealed = any(isinstance(e, Revealed) for e in events)
        self._sealed = [e.seats[0] for e in events if isinstance(e, Sealed) and e.seats]

    def show_view(self, view: View) -> None:
        previous, self._shown = self._shown, view
        revealed, sealed = self._revealed, self._sealed
        self._revealed, self._sealed = False, []
        if view.seat is not None:
            self._bottom = view.seat
        if previous is None:
            self.lay_out(view)
            self._show_first_prize(view)
        elif revealed and view.last is not None:
            reveal(self, previous, view)
        else:
            if sealed and not revealed:
                slide_sealed(self, view, sealed)
            self.call(lambda: self.lay_out(view))

    def _show_first_prize(self, view: View) -> None:
        """On a shared screen the table sees the prize before the screen passes to anyone."""
        if (not self.controller.private_handoff or view.winners is not None
                or view.prize is None or view.seat is not None):
            return
        prize = f"the {RANK_LABELS[view.prize]} of Diamonds"
        self.stop_for_reader(f"Round {view.round} of {view.cards}: everyone, the prize is "
                             f"{prize}", "Start bidding")

    def lay_out(self, view: View, prize_on_pile: bool = False) -> None:
        """Put every item where `view` says, at once."""
        bottom = view.seat if view.seat is not None else self._bottom
        zones = self._zones(view.players, bottom)
        for seat, zone in zones.items():
            self._place_seat(view, seat, zone, bottom)
        self._place_hand(view, bottom, zones[bottom]["hand"])
        self.to_come.set_count(len(view.prizes_to_come))
        discarded = view.discarded()
        self.discard.set_count(len(discarded))
        self.discard.set_top(face(prize_card(discarded[-1]))
                             if discarded else None)
        self.prize.setVisible(view.prize is not None)
        if view.prize is not None:
            self.prize.set_painters(face_painter=face(prize_card(view.prize)))
            self.prize.setPos(TO_COME_AT if prize_on_pile else PRIZE_AT)
            self.prize.set_face_up(not prize_on_pile)
            self.prize.setOpacity(1.0)
        self._labels(view)
        self.show_panels(view)
        if view.last is not None and not self.result.text:
            self.result.set_text(result_text(view.last, self.names))
        self._show_summary(view)
        self.refresh_bar()
        if can_bid(view):
            for board in self.views():
                board.setFocus()

    def show_panels(self, view: View) -> None:
        """The side panels (scores, cards left, this hand's bids) as `view` has them."""
        this_hand = view.last if view.last is not None and view.last.hand == view.hand else None
        self.tracker.set_hands(view.hands_left,
                               this_hand.bids if this_hand else (None,) * view.players,
                               frozenset(s for s in range(view.players)
                                         if s not in view.playing))
        self.history.set_rounds([RoundRow(r.round, r.prize, r.bids, r.winner, r.tied)
                                 for r in view.rounds])
        self.scores.set_scores(self._score_title(view), view.hand_points, view.running_totals,
                               view.target)

    def _zones(self, players: int, bottom: int) -> dict[int, dict[str, QPointF]]:
        """Screen places per seat: the seat on screen at the bottom, the rest along the top
        in turn order, so the bids lie in a ring around the prize."""
        zones = {bottom: {"plate": QPointF(170, 720), "slot": QPointF(PLAY_X, 718),
                          "won": QPointF(PLAY_X + 170, 718), "hand": QPointF(PLAY_X, 880)}}
        others = [(bottom + i) % players for i in range(1, players)]
        width = min(440.0, (PLAY_RIGHT - 20) / len(others))
        left = PLAY_X - width * len(others) / 2
        for i, seat in enumerate(others):
            cx = left + width * (i + 0.5)
            won_x = cx + min(150.0, width / 2 - 40)
            zones[seat] = {"plate": QPointF(cx, 42), "fan": QPointF(cx, 132),
                           "won": QPointF(won_x, 270), "slot": QPointF(min(cx, won_x - 86), 270),
                           "width": QPointF(width - 12, 0)}
        return zones

    def _place_seat(self, view: View, seat: int, zone: dict[str, QPointF], bottom: int) -> None:
        plate, fan, won = self.plates[seat], self.fans[seat], self.won[seat]
        plate.setPos(zone["plate"])
        self._place_seat_note(view, seat)
        fan.setVisible(seat != bottom)
        fan.setPos(zone.get("fan", QPointF()))
        fan.set_width(zone.get("width", QPointF(200, 0)).x())
        fan.set_count(view.cards_left(seat))
        fan.setOpacity(1.0 if seat in view.playing else 0.45)
        prizes = view.prizes_won(seat)
        won.setPos(zone["won"])
        won.set_count(len(prizes))
        won.set_top(face(prize_card(prizes[-1])) if prizes else None)
        slot, card = self.slots[seat], self.bids[seat]
        slot.setPos(zone["slot"])
        slot.setVisible(seat in view.playing and view.winners is None)
        card.setPos(zone["slot"])
        card.setRotation(0)
        card.setOpacity(1.0)
        card.set_highlighted(False)
        card.setVisible(view.locked_in[seat])
        own = view.seat == seat and view.my_bid is not None
        card.set_face_up(own)
        card.set_painters(face_painter=face(Card(view.my_bid, seat_suit(seat)))
                          if own and view.my_bid else back)

    def _place_hand(self, view: View, seat: int, centre: QPointF) -> None:
        if self.hand_seat != seat:
            self.fan.set_cards([])
            self.hand_seat = seat
        ranks = list(view.hands_left[seat])
        if view.seat == seat and view.my_bid is not None:
            ranks.remove(view.my_bid)
        active = can_bid(view) and view.seat == seat
        if not active or self._selected not in ranks:
            self._selected = None
        self.fan.set_cards([(rank, face(Card(rank, seat_suit(seat)))) for rank in ranks])
        self.fan.setPos(centre)
        self.fan.set_interactive(active)
        self.fan.select(ranks.index(self._selected) if self._selected is not None else None)
        for rank, card in self.hand.items():
            card.setOpacity(1.0)
            set_tip(card, f"{RANK_NAMES[rank]} — press "
                    f"{'A' if rank == 1 else '0' if rank == 10 else RANK_LABELS[rank]}")

    def _labels(self, view: View) -> None:
        if view.winners is not None:
            self._centre(self.round_label, "GAME OVER", PRIZE_AT + QPointF(0, -112))
        else:
            hand = f"HAND {view.hand} · " if view.target else ""
            extra = " · TIE-BREAK" if view.tiebreak else ""
            self._centre(self.round_label, f"{hand}ROUND {view.round} OF {view.cards}{extra}",
                         PRIZE_AT + QPointF(0, -112))
        self._centre(self.to_come_label, f"{len(view.prizes_to_come)} prizes to come",
                     TO_COME_AT + QPointF(0, 94))
        self._centre(self.discard_label, "Discarded on ties", DISCARD_AT + QPointF(0, 94))

    def _score_title(self, view: View) -> str:
        if not view.target:
            return "Score · one hand"
        return f"Hand {view.hand} of up to {view.hand_limit} · first to {view.target}"

    def _show_summary(self, view: View) -> None:
        self.result.setVisible(view.winners is None)  # the summary tells the last round too
        if view.winners is None:
            self.summary.hide()
            return
        names = [self.names[s] for s in view.winners]
        title = (f"{names[0]} wins!" if len(names) == 1
                 else f"{' and '.join(names)} share the win")
        outcome = self.controller.outcome()
        reason = outcome.reason.capitalize() if outcome is not None else ""
        self.summary.set_summary(title, reason, self.looks,
                                 [h.scores for h in view.past_hands], view.totals, view.winners)
        self.summary.show()

    # -- seat notes -------------------------------------------------------------------------------

    def on_thinking(self, seat: int, on: bool) -> None:
        if on:
            self._thinking.add(seat)
        else:
            self._thinking.discard(seat)
        view = self._shown
        if view is not None and not self.busy:
            self._place_seat_note(view, seat)

    def _place_seat_note(self, view: View, seat: int) -> None:
        playing = seat in view.playing and view.winners is None
        note = ""
        if seat in self._thinking:
            note = "thinking…"
        elif view.locked_in[seat]:
            note = "bid sealed"
        elif seat not in view.playing and view.winners is None:
            note = "sitting out this hand"
        self.plates[seat].set_state(self.seat_detail(view, seat), note,
                                    playing and not view.locked_in[seat],
                                    seat not in view.playing)

    # -- helpers --------------------------------------------------------------------------------

    def seat_detail(self, view: View, seat: int) -> str:
        config = self.controller.seats[seat]
        left = view.cards_left(seat)
        if config.is_human:
            return f"{left} card{'s' if left != 1 else ''} left"
        return f"{config.level} · {left} left"  # the side panel says it is a computer

    def _text(self, size: float, weight: QFont.Weight = QFont.Weight.DemiBold
              ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(ui_font(size, weight))
        item.setBrush(MUTED)
        self.addItem(item)
        return item

    @staticmethod
    def _centre(item: QGraphicsSimpleTextItem, text: str, at: QPointF) -> None:
        set_plain(item, text)
        box = item.boundingRect()
        item.setPos(at.x() - box.width() / 2, at.y() - box.height() / 2)
