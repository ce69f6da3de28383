"""One player's corner of the Psychological Warfare table, as the rulebook lays it out.

Rulebook sections it shows: Set Up (the Archetype, written out in words, a score card per
Need with a marker,
Mental Energy face down, the hand) and what lies in front of a player (Baggage, Defense
Mechanisms, Phobias, placed Hidden Agendas) and under the Archetype after Therapy. Counts of
the hidden piles (hand, Mental Energy) are public, their cards are not: both piles show backs
only. A Need at 1 lights the track's first cell and names its neurosis. Placed Hidden Agendas
come first among the chips: they are VP, and a full panel must not hide them behind "more".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from psychboard.games.warfare.cards import NEEDS, CardSet
from psychboard.games.warfare.faces import BACK
from psychboard.games.warfare.items import (
    SMALL,
    ArchetypePlate,
    BaggageStack,
    Chip,
    NeedLabel,
    SeatFrame,
)
from psychboard.games.warfare.painters import TYPE_COLOURS, TYPE_TITLES
from psychboard.games.warfare.rules import View
from psychboard.gui.items import CaptionItem, PileItem, ScoreTrack
from psychboard.gui.items.seat_look import SeatLook
from psychboard.gui.widgets.labels import set_tip

PANEL = QSizeF(572, 352)
PLATE = QSizeF(224, 208)
PILE = QSizeF(48, 62)
ROW_Y = (71.0, 121.0, 171.0, 221.0)
CHIPS = 3
TAGS = {"defense": "D", "phobia": "P", "agenda": "H"}


@dataclass(frozen=True)
class Inspect:
    """A card the person asked to see whole: its kind ("card", "archetype") and id."""

    kind: str
    card: str
    owner: int


class SeatPanel:
    """The items of one seat, placed from the panel's top-left corner."""

    def __init__(self, seat: int, look: SeatLook, cs: CardSet) -> None:
        self.seat, self.look, self.cs = seat, look, cs
        self.frame = SeatFrame(look, PANEL.width(), PANEL.height())
        self.archetype = ArchetypePlate(PLATE.width(), PLATE.height())
        self.under = CaptionItem(92, 28, SMALL, pill=False)
        self.energy = PileItem(0, BACK, PILE, "none", SMALL)
        self.hand = PileItem(0, BACK, PILE, "none", SMALL)
        self.energy_label = CaptionItem(88, 26, SMALL, pill=False)
        self.hand_label = CaptionItem(68, 26, SMALL, pill=False)
        self.labels = [NeedLabel(n.capitalize(), 136, 48) for n in NEEDS]
        self.tracks = [ScoreTrack(1, 8, length=184, thickness=48, band=0.58) for _ in NEEDS]
        for track in self.tracks:
            track.add_marker(seat, look.colour, look.token, look.name, 3)
        self.baggage = BaggageStack(188, 90)  # clear of the Energy pile and its caption
        self.chips = [Chip(184, 30) for _ in range(CHIPS)]
        for pile in (self.energy, self.hand):
            pile.set_interactive(False)
        self.energy_label.set_text("Energy")
        self.hand_label.set_text("Hand")
        self._front: list[Inspect] = []

    def items(self) -> list[QGraphicsItem]:
        return [self.frame, self.archetype, self.under, self.energy, self.hand,
                self.energy_label, self.hand_label, *self.labels, *self.tracks, self.baggage,
                *self.chips]

    def place(self, origin: QPointF) -> None:
        x, y = origin.x(), origin.y()
        self.frame.setPos(origin)
        self.archetype.setPos(x + 124, y + 152)
        self.under.setPos(x + 188, y + 65)  # on the Archetype's band: the cards under it
        self.under.setZValue(1)
        self.energy.setPos(x + 262, y + 296)
        self.hand.setPos(x + 336, y + 296)
        self.energy_label.setPos(x + 262, y + 339)
        self.hand_label.setPos(x + 336, y + 339)
        for label, track, row in zip(self.labels, self.tracks, ROW_Y, strict=True):
            label.setPos(x + 312, y + row)
            track.setPos(x + 472, y + row)
        self.baggage.setPos(x + 110, y + 305)
        for i, chip in enumerate(self.chips):
            chip.setPos(x + 474, y + 268 + i * 32)

    def hand_spot(self) -> QPointF:
        return self.hand.pos()

    def energy_spot(self) -> QPointF:
        return self.energy.pos()

    def baggage_spot(self) -> QPointF:
        return self.baggage.pos()

    def show(self, view: View, detail: str, note: str, turn: bool,
             scores: Sequence[int] | None = None) -> None:
        """Everything but the track markers, which the scene slides (`scores` puts them
        at once)."""
        seat, cs = self.seat, self.cs
        archetype = cs.archetype(view.archetypes[seat])
        self.frame.set_state(detail, note, turn)
        self.archetype.set_archetype(archetype.name, archetype.text)
        set_tip(self.archetype, f"{archetype.name}: {archetype.text}")
        self.under.set_text(f"Under {len(view.under[seat])}")
        self.energy.set_count(view.energy_sizes[seat])
        self.hand.set_count(view.hand_sizes[seat])
        for i, (label, track) in enumerate(zip(self.labels, self.tracks, strict=True)):
            need = NEEDS[i]
            low = view.scores[seat][i] == 1
            neurosis = cs.neuroses.get(need)
            label.set_state(archetype.vp[i], neurosis.name if low and neurosis else "")
            track.light(1 if low else None)
            if scores is not None:
                track.set_value(seat, scores[i], 0)
        self.baggage.set_cards([(cs.cards[c].name, cs.cards[c].baggage)
                                for c in view.baggage[seat]])
        self._front = [Inspect("card", c, seat) for c in
                       view.agendas[seat] + view.defenses[seat] + view.phobias[seat]]
        for i, chip in enumerate(self.chips):
            chip.setVisible(i < len(self._front))
            if i >= len(self._front):
                continue
            card = cs.cards[self._front[i].card]
            if i == CHIPS - 1 and len(self._front) > CHIPS:
                chip.set_card(card.id, "+", f"{len(self._front) - i} more cards",
                              TYPE_COLOURS[card.type])
            else:
                chip.set_card(card.id, TAGS[card.type], card.name, TYPE_COLOURS[card.type])
            set_tip(chip, f"{card.name} ({TYPE_TITLES[card.type]}): {card.text}")

    def front(self) -> list[Inspect]:
        """The cards lying face up in front of the seat, in the order the chips show them."""
        return list(self._front)

    def baggage_cards(self, view: View) -> list[Inspect]:
        return [Inspect("card", c, self.seat) for c in view.baggage[self.seat]]
