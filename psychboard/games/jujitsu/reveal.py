"""The Jujitsu table's animated sequences: sealed bids sliding in and the reveal of a round.

Rulebook section "Bidding": sealed bids lie face down in front of their owners and all turn
over together; the highest takes the prize, a tie sends it to the discard pile with the reason
shown. The reveal plays the view's last `RoundResult` on the scene's animation queue, and
computer players wait (`controller.hold`) until it has played. It stops twice for readers
(`JujitsuScene.wait_for_reader`): with the bids face up and the result said, and when a hand
of a longer game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPointF

from psychboard.core.cards import RANK_NAMES, Card
from psychboard.games.jujitsu.geometry import DISCARD_AT, PLAY_X, PRIZE_AT
from psychboard.games.jujitsu.rules import Resolution, RoundResult, View, seat_suit
from psychboard.gui import animation
from psychboard.gui.items import CardItem
from psychboard.gui.items.base import instant, tween
from psychboard.gui.items.card_cache import playing_back as back
from psychboard.gui.items.card_cache import playing_face as face
from psychboard.gui.scene import parallel

if TYPE_CHECKING:
    from psychboard.games.jujitsu.scene import JujitsuScene


def result_text(result: RoundResult, names: list[str]) -> str:
    """The reveal in a sentence; a tie says why the prize went to the discard pile."""
    prize = f"the {result.prize_card.label}"
    if result.winner is not None:
        bid = RANK_NAMES[result.bids[result.winner] or 0]
        taken = f"{names[result.winner]} takes {prize} with {_article(bid)} {bid}"
        if result.resolution is Resolution.WON_AFTER_TIE:
            tied = " and ".join(RANK_NAMES[r] + "s" for r in result.tied)
            return f"{tied} tied and are set aside: {taken}"
        return taken
    if result.resolution is Resolution.ALL_TIED:
        return f"Every bid is matched: {prize} is discarded"
    return f"Tie at {RANK_NAMES[result.tied[0]]}: {prize} is discarded"


def _article(word: str) -> str:
    return "an" if word[0] in "AE" else "a"


def slide_sealed(scene: JujitsuScene, view: View, seats: list[int]) -> None:
    """Newly sealed bids slide face down from their owners to their places."""
    def prepare() -> None:
        for seat in seats:
            card = scene.bids[seat]
            if not card.isVisible():
                card.set_face_up(False)
                card.set_painters(face_painter=back)
                card.setPos(_source(scene, view, seat))
                card.show()

    scene.call(prepare)
    scene.move_cards([(scene.bids[s], scene.slots[s].pos()) for s in seats], 320)


def reveal(scene: JujitsuScene, before: View, view: View) -> None:
    """All bids turn over together, the prize goes to its taker or the discard pile."""
    result = view.last
    assert result is not None
    bidders = [s for s, b in enumerate(result.bids) if b is not None]
    scene.controller.hold()

    def prepare() -> None:
        scene.result.set_text("")
        for seat in bidders:
            card = scene.bids[seat]
            rank = result.bids[seat]
            assert rank is not None
            card.set_painters(face_painter=face(Card(rank, seat_suit(seat))))
            if seat != scene.hand_seat:
                scene.plates[seat].set_state(scene.seat_detail(before, seat), "", False, False)
            if not card.isVisible():
                card.set_face_up(False)
                card.setPos(_source(scene, before, seat))
                card.show()
            spent = scene.fan.take(rank) if seat == scene.hand_seat else None
            if spent is not None:  # revealed now, so it may leave the hand from its place
                card.setPos(spent.pos())
                card.set_face_up(True)
                spent.deleteLater()

    scene.call(prepare)
    scene.move_cards([(scene.bids[s], scene.slots[s].pos()) for s in bidders], 300)
    scene.run(parallel(*[_flip_up(scene.bids[s]) for s in bidders]))
    scene.call(lambda: _announce(scene, result, played(before, view)))
    new_hand = view.hand != result.hand and view.winners is None
    button = ("See the final scores" if view.winners is not None
              else "Next" if new_hand else "Next round")
    scene.wait_for_reader(result_text(result, scene.names), button, 1300,
                          lambda: _take_prize(scene, before, view, bidders, new_hand))


def _take_prize(scene: JujitsuScene, before: View, view: View, bidders: list[int],
                new_hand: bool) -> None:
    """The prize goes to its taker (or the discard pile) and the bids are cleared away."""
    result = view.last
    assert result is not None
    taker = (scene.won[result.winner].pos() if result.winner is not None
             else DISCARD_AT)
    scene.run(lambda: scene.prize.move_animation(taker, 480))
    scene.pause(500)
    scene.run(parallel(*[_fade(scene.bids[s], 0.0, 380) for s in bidders]))
    if new_hand:
        scene.call(lambda: _hand_over(scene, before, view))
        scene.wait_for_reader(_hand_over_text(scene, before, view), f"Start hand {view.hand}",
                              1600, lambda: _next_prize(scene, view))
    else:
        _next_prize(scene, view)


def _next_prize(scene: JujitsuScene, view: View) -> None:
    """The next prize turns up from the pile; then the game goes on."""
    scene.call(lambda: scene.lay_out(view, prize_on_pile=view.prize is not None))
    if view.prize is not None:
        scene.run(lambda: scene.prize.move_animation(PRIZE_AT, 380))
        scene.run(lambda: scene.prize.flip_animation(True, 300))
    scene.call(scene.controller.release)


def _source(scene: JujitsuScene, view: View, seat: int) -> QPointF:
    """Where a seat's sealed card comes from: the fan, or the middle of the bottom hand
    (never the card's own place, which would tell its rank)."""
    if seat == scene.hand_seat:
        return QPointF(PLAY_X, 884)
    return scene.fans[seat].pos()


def played(before: View, view: View) -> View:
    """The table just after the round: `view` itself, or, when that round ended a hand and
    the next is dealt, the hand just finished with its last round played and scored."""
    result = view.last
    assert result is not None
    if result.hand == view.hand or not view.past_hands:
        return view
    scores = view.past_hands[-1].scores
    hands = tuple(tuple(r for r in held if r != bid)
                  for held, bid in zip(before.hands_left, result.bids, strict=True))
    return replace(view, hand=before.hand, round=before.round, hands_left=hands,
                   playing=before.playing, rounds=(*before.rounds, result), hand_points=scores,
                   totals=tuple(t - p for t, p in zip(view.totals, scores, strict=True)))


def _announce(scene: JujitsuScene, result: RoundResult, after: View) -> None:
    """The result said, and every panel shows the round played."""
    scene.result.set_text(result_text(result, scene.names), accent=True)
    if result.winner is not None:
        scene.bids[result.winner].set_highlighted(True)
    scene.show_panels(after)
    for seat in range(after.players):
        scene.plates[seat].set_state(scene.seat_detail(after, seat), "", False,
                                     seat not in after.playing)


def _hand_over_text(scene: JujitsuScene, before: View, view: View) -> str:
    scores = view.past_hands[-1].scores
    line = ", ".join(f"{scene.names[s]} {p}" for s, p in enumerate(scores))
    return f"Hand {before.hand} is over: {line}"


def _hand_over(scene: JujitsuScene, before: View, view: View) -> None:
    scene.result.set_text(_hand_over_text(scene, before, view), accent=True)


def _flip_up(card: CardItem) -> Callable[[], QAbstractAnimation | None]:
    return lambda: None if card.face_up else card.flip_animation(True, 320)


def _fade(item: CardItem, to: float, ms: int) -> Callable[[], QAbstractAnimation]:
    def build() -> QAbstractAnimation:
        length = animation.duration(ms)
        if length == 0:
            return instant(item, lambda: item.setOpacity(to))
        start = item.opacity()
        return tween(item, length, lambda v: item.setOpacity(start + (to - start) * v))

    return build
