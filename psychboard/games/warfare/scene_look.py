"""The Warfare table's stage: the card in play, the card picked, or a card looked at whole.

Rulebook sections: Reaction Cards (the card just played and its answers stack up on the
stage, in sight of everyone deciding whether to answer) and what lies face up on the table,
which anyone may look at whole (a click on it, or I for the next one). The stage writes its
cards out at the size a hand shows them, with a caption in words below; an Archetype looked
at is shown as printed, its ability being written on its player's panel already.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF

from psychboard.games.warfare.faces import SCREEN_CARD, archetype_face, card_face
from psychboard.games.warfare.panels import Inspect
from psychboard.games.warfare.rules import View
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.scene_text import describe

if TYPE_CHECKING:
    from psychboard.games.warfare.scene import WarfareScene

STAGE_AT = QPointF(732, 322)
STAGE_CARD = SCREEN_CARD
ANSWER_STEP = QPointF(46, 40)
ARCHETYPE_AT = QPointF(800, 360)
ARCHETYPE_CARD = QSizeF(216, 302)
CAPTION_WIDTH = 430.0


def show_stage(scene: WarfareScene, view: View) -> None:
    """The stage as `view` and the person's pick or look say, with its caption."""
    names, cs = scene.names, scene.cs
    shown: list[str] = []  # card ids from the bottom of the stack up
    archetype = ""
    caption = ""
    if view.window is not None:
        stack = view.window.stack
        shown = [cs.cards[p.play].id for p in stack][:len(scene.stage)]
        caption = f"{names[stack[0].seat]} plays {cs.cards[stack[0].play].name}"
        for pending in stack[1:]:
            caption += f"; {names[pending.seat]} answers with {cs.cards[pending.play].name}"
    elif scene.selected is not None:
        shown = [cs.cards[scene.selected].id]
        caption = "Your pick (only you can see it)"
    elif scene.inspecting is not None:
        pick = scene.inspecting
        owner = f"{names[pick.owner]}'s" if pick.owner >= 0 else "On the discard pile:"
        if pick.kind == "archetype":
            archetype = pick.card
            found = cs.archetype(pick.card)
            caption = f"{owner} Archetype {found.name}: {found.text}"
        else:
            shown = [cs.cards[pick.card].id]
            caption = f"{owner} {describe(cs.cards[pick.card])}"
    elif view.phase is not Phase.OVER:
        caption = "Cards played show here"
    for i, card in enumerate(scene.stage):
        card.setVisible(i < len(shown))
        card.setScale(1.0)
        card.setOpacity(1.0)
        card.setPos(STAGE_AT + ANSWER_STEP * i)
        if i < len(shown):
            card.set_painters(face_painter=card_face(shown[i]))
            card.set_face_up(True)
    scene.look_archetype.setVisible(bool(archetype))
    if archetype:
        scene.look_archetype.set_painters(face_painter=archetype_face(archetype))
    scene.caption.setPlainText(caption)
    if archetype:
        below = ARCHETYPE_AT.y() + ARCHETYPE_CARD.height() / 2
    else:
        below = STAGE_AT.y() + STAGE_CARD.height() / 2 \
            + ANSWER_STEP.y() * max(0, len(shown) - 1)
    scene.caption.setPos(800 - CAPTION_WIDTH / 2, below + 8)


def look(scene: WarfareScene, pick: Inspect | None) -> None:
    """Show `pick` whole on the stage (None: put it back)."""
    view = scene.shown
    if view is None or view.window is not None:
        return
    scene.inspecting = pick
    if pick is not None and scene.selected is not None:
        scene.clear_choice()
        scene.fan.select(None)
    show_stage(scene, view)
    scene.refresh_bar()


def look_next(scene: WarfareScene) -> None:
    """I: show the next card lying face up on the table, large on the stage."""
    view = scene.shown
    if view is None or view.window is not None or not scene.accepts_input:
        return
    cards = []
    for seat in range(view.players):
        cards.append(Inspect("archetype", view.archetypes[seat], seat))
        cards += scene.panels[seat].front() + scene.panels[seat].baggage_cards(view)
    if view.discard:
        cards.append(Inspect("card", view.discard[-1], -1))
    now = cards.index(scene.inspecting) if scene.inspecting in cards else -1
    look(scene, cards[(now + 1) % len(cards)])


def connect(scene: WarfareScene) -> None:
    """Clicks on what lies face up show it whole; a click on the card looked at puts it
    back."""
    for panel in scene.panels:
        panel.archetype.clicked.connect(lambda p=panel: _archetype(scene, p.seat))
        panel.baggage.clicked.connect(lambda p=panel: _baggage(scene, p.seat))
        for index, chip in enumerate(panel.chips):
            chip.clicked.connect(lambda p=panel, i=index: _front(scene, p.seat, i))
    scene.discard.clicked.connect(lambda: _discard(scene))
    for card in (*scene.stage, scene.look_archetype):
        card.clicked.connect(lambda: look(scene, None) if scene.inspecting else None)


def _archetype(scene: WarfareScene, seat: int) -> None:
    if scene.shown is not None:
        look(scene, Inspect("archetype", scene.shown.archetypes[seat], seat))


def _front(scene: WarfareScene, seat: int, index: int) -> None:
    front = scene.panels[seat].front()
    if index < len(front):
        look(scene, front[index] if scene.inspecting != front[index]
             else front[(index + 1) % len(front)])


def _baggage(scene: WarfareScene, seat: int) -> None:
    view = scene.shown
    if view is None:
        return
    cards = scene.panels[seat].baggage_cards(view)
    if cards:
        now = cards.index(scene.inspecting) if scene.inspecting in cards else -1
        look(scene, cards[(now + 1) % len(cards)])


def _discard(scene: WarfareScene) -> None:
    view = scene.shown
    if view is not None and view.discard:
        look(scene, Inspect("card", view.discard[-1], -1))
