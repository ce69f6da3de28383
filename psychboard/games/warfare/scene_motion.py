"""How the Warfare table moves from one view to the next (DESIGN §5: rules decide, this tells).

A card played or answered flies from its player (their hand pile, or the card itself in the
hand on screen) to the stage and grows to its full size; a card turned into Mental Energy
flies face down to its player's pile; when a reaction window settles the scores slide along
their tracks and the cards on the stage leave for the discard pile, their player's Baggage or
placed Hidden Agendas. The controller waits (`hold`) until the table is still, and while the
table looks on it stays still a moment more once an effect has landed, so the next hand-off
never hides a result nobody saw. Every step obeys the speed setting, and a click or a key
plays the rest at once (`GameScene.skip`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from psychboard.games.warfare.cards import NEEDS
from psychboard.games.warfare.rules import View
from psychboard.games.warfare.rules.model import Phase
from psychboard.gui import animation
from psychboard.gui.items import CardItem, ScoreTrack
from psychboard.gui.items.base import tween
from psychboard.gui.scene import Step, parallel

if TYPE_CHECKING:
    from psychboard.games.warfare.scene import WarfareScene

FLY_MS, SLIDE_MS, LEAVE_MS, READ_MS, DRAW_MS = 480, 460, 420, 650, 240
FAR = 0.3  # a card in flight starts at this share of its stage size


def animate(scene: WarfareScene, previous: View, view: View) -> None:
    """Queue the moves from `previous` to `view`, then lay the table out as `view` says."""
    from psychboard.games.warfare.scene_look import ANSWER_STEP, STAGE_AT

    if view.seat is None and not _same_person_next(scene, previous, view):
        scene.fan.hide()  # the table is looking now: no hand stays on screen
        if previous.window is None:
            for card in scene.stage:  # a picked card shown large is private too
                card.hide()
    flights = _plays(scene, previous, view, STAGE_AT, ANSWER_STEP)
    energy = _energy(scene, previous, view)
    slides = _slides(scene, previous, view)
    leaving = _leaving(scene, previous, view)
    draws = _draws(scene, previous, view)
    scene.tell(view)
    if not (flights or energy or slides or leaving or draws):
        scene.lay_out(view)
        return
    scene.controller.hold()
    scene.run(*energy, *flights)
    if leaving:
        scene.pause(READ_MS)
    if slides:
        scene.run(parallel(*slides))
    if leaving:
        scene.run(parallel(*leaving))
    if draws:
        scene.run(*draws)
    if view.seat is None and (slides or leaving):
        scene.pause(READ_MS)

    def done() -> None:
        scene.lay_out(view)
        scene.controller.release()

    scene.call(done)


def _same_person_next(scene: WarfareScene, previous: View, view: View) -> bool:
    """The person on screen took a step of their turn and takes the next one too: the screen
    never leaves them (the controller shows them again without a hand-off), so their hand
    stays while the step plays out instead of blinking away."""
    return (previous.seat is not None and view.window is None and view.phase is not Phase.OVER
            and scene.controller.due() == [previous.seat])


def _start_spot(scene: WarfareScene, previous: View, seat: int, card: str) -> QPointF:
    """Where a card of `seat`'s hand is: itself when its hand is on screen, else the pile."""
    if previous.seat == seat and card in scene.fan.items():
        item = scene.fan.card(card)
        at = item.scenePos()
        item.hide()
        return at
    return scene.panels[seat].hand_spot()


def _fly(card: CardItem, start: QPointF, end: QPointF, scale_from: float, scale_to: float,
         ms: int, prepare: Callable[[], None] | None = None) -> Step:
    def build() -> QAbstractAnimation:
        if prepare is not None:
            prepare()
        card.setPos(start)
        card.setScale(scale_from)
        card.show()

        def step(t: float) -> None:
            card.setPos(start + (end - start) * t)
            card.setScale(scale_from + (scale_to - scale_from) * t)

        return tween(card, animation.duration(ms), step, QEasingCurve.Type.InOutCubic)

    return build


def _plays(scene: WarfareScene, previous: View, view: View, stage: QPointF,
           answer_step: QPointF) -> list[Step]:
    if view.window is None:
        return []
    before = previous.window.stack if previous.window is not None else ()
    fresh = view.window.stack[len(before):]
    steps: list[Step] = []
    for index, pending in enumerate(fresh, start=len(before)):
        if index >= len(scene.stage):
            break
        item = scene.stage[index]
        start = _start_spot(scene, previous, pending.seat, pending.play)
        face = scene.cs.cards[pending.play].id

        def prepare(item: CardItem = item, face: str = face) -> None:
            from psychboard.games.warfare.faces import card_face

            item.set_painters(face_painter=card_face(face))
            item.set_face_up(True)
            item.setOpacity(1.0)

        steps.append(_fly(item, start, stage + answer_step * index, FAR, 1.0, FLY_MS,
                          prepare))
    return steps


def _energy(scene: WarfareScene, previous: View, view: View) -> list[Step]:
    steps: list[Step] = []
    for seat in range(view.players):
        if view.energy_sizes[seat] <= previous.energy_sizes[seat] or \
                view.hand_sizes[seat] >= previous.hand_sizes[seat]:
            continue
        gone = [c for c in previous.my_hand if c not in view.my_hand] \
            if previous.seat == seat else []
        start = _start_spot(scene, previous, seat, gone[0]) if gone else \
            scene.panels[seat].hand_spot()
        flyer = scene.flyer
        steps.append(_fly(flyer, start, scene.panels[seat].energy_spot(), 1.0, 1.0, FLY_MS,
                          _face_down(flyer)))
        steps.append(_hide(flyer))
    return steps


def _draws(scene: WarfareScene, previous: View, view: View) -> list[Step]:
    """One face-down flight from the deck per card a hand gained while the deck shrank (the
    end-of-turn draw, Therapy, a card that draws): the table sees who drew how many."""
    if view.deck_size >= previous.deck_size:
        return []
    steps: list[Step] = []
    flyer, deck = scene.flyer, scene.deck.pos()
    for seat in range(view.players):
        for _ in range(view.hand_sizes[seat] - previous.hand_sizes[seat]):
            steps.append(_fly(flyer, deck, scene.panels[seat].hand_spot(), 1.0, 1.0, DRAW_MS,
                              _face_down(flyer)))
            steps.append(_hide(flyer))
    return steps


def _face_down(card: CardItem) -> Callable[[], None]:
    return lambda: card.set_face_up(False)


def _hide(card: CardItem) -> Step:
    def step() -> None:
        card.hide()

    return step


def _slides(scene: WarfareScene, previous: View, view: View) -> list[Step]:
    steps: list[Step] = []
    for seat in range(view.players):
        for i in range(len(NEEDS)):
            if view.scores[seat][i] == previous.scores[seat][i]:
                continue
            steps.append(_slide(scene.panels[seat].tracks[i], seat, view.scores[seat][i]))
    return steps


def _slide(track: ScoreTrack, seat: int, value: int) -> Step:
    def step() -> QAbstractAnimation:
        return track.value_animation(seat, value, SLIDE_MS)

    return step


def _leaving(scene: WarfareScene, previous: View, view: View) -> list[Step]:
    """When a window settles, each card on the stage goes where the rules laid it."""
    if previous.window is None or view.window is not None:
        return []
    steps: list[Step] = []
    for index, pending in enumerate(previous.window.stack[:len(scene.stage)]):
        panel = scene.panels[pending.seat]
        if pending.play in view.baggage[pending.seat]:
            end = panel.baggage_spot()
        elif pending.play in view.agendas[pending.seat]:
            end = panel.chips[0].pos()
        else:
            end = scene.discard.pos()
        item = scene.stage[index]
        start = QPointF(item.pos())
        steps.append(_fly(item, start, end, item.scale(), FAR, LEAVE_MS))
    return steps
