"""Frames per second of a full repaint of a busy table while every item animates.

Builds a 1920×1080 table with a credits track, a hexagon track, tokens, a spinner of twelve
segments, two dice, piles, five loose cards, a hand fan of playing cards, four Need tracks
with two markers each and a couch of peg holes; starts a spin, a roll, card flips, token
hops and marker slides, and walks the hand's selection and fills the pegs as it goes; then
repaints the whole view offscreen frame after frame, advancing the animations' clocks by
hand. A frame is one synchronous repaint of the entire viewport (the background comes from
the view's cache, as in the app). The figure is frames per second of this process's CPU time,
which other programs on a shared machine skew less; the wall-clock figure is printed too.

    python bench/scene_fps.py [frames] [--size 1920x1080] [--png docs/screenshots/items-demo.png]

With --png it also saves a still of the table at rest (the screenshot in the docs).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QAbstractAnimation, QPointF, QSizeF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from psychboard.core.cards import Card, Suit  # noqa: E402
from psychboard.gui import animation, palette  # noqa: E402
from psychboard.gui.board_view import BoardView  # noqa: E402
from psychboard.gui.fonts import ensure_fonts  # noqa: E402
from psychboard.gui.items import (  # noqa: E402
    CaptionItem,
    CardItem,
    DieItem,
    HandFan,
    PegsItem,
    PileItem,
    ScoreTrack,
    Segment,
    SpaceItem,
    SpinnerItem,
    TokenItem,
    card_back,
    card_face,
)
from psychboard.gui.scene import GameScene  # noqa: E402

OI = palette.OKABE_ITO
WHEEL = [
    Segment("Advance 1", OI["sky"]), Segment("Lose a turn", OI["vermillion"], 0.6),
    Segment("Advance 2", OI["green"]), Segment("Draw a card", OI["yellow"], 1.4),
    Segment("Advance 3", OI["blue"]), Segment("Swap places", OI["purple"]),
    Segment("Advance 1", OI["orange"]), Segment("Free choice", "#F7F4EE", 1.2),
    Segment("Advance 2", OI["sky"]), Segment("Back 1", OI["vermillion"], 0.8),
    Segment("Advance 4", OI["green"]), Segment("Ask the group", OI["yellow"], 1.5),
]
TRACK = ["Start", "Intro", "Stats", "Memory", "Learning", "Social", "Clinical", "Research",
         "Thesis", "Degree"]
NEEDS = ["Love", "Esteem", "Safety", "Belonging"]
STAGES = [OI["orange"], OI["sky"], OI["green"], OI["yellow"], OI["blue"], OI["purple"]]


class Demo:
    """The items of the demo table, kept so the benchmark can animate them."""

    def __init__(self) -> None:
        self.scene = GameScene(1920, 1080)
        self.cards: list[CardItem] = []
        self.dice: list[DieItem] = []
        self.tokens: list[TokenItem] = []
        self.spaces: list[SpaceItem] = []
        self._build_track()
        self._build_hex_track()
        self.spinner = SpinnerItem(WHEEL, radius=230)
        self.spinner.setPos(800, 470)
        self.spinner.set_angle(-18)
        self.scene.addItem(self.spinner)
        for i, face in enumerate((5, 3)):
            die = DieItem(face, size=66, colour=None if i == 0 else palette.SEAT_COLOURS[0])
            die.setPos(1140 + i * 96, 640)
            die.setRotation(-8 + 14 * i)
            self.scene.addItem(die)
            self.dice.append(die)
        self._build_cards()
        self._build_tokens()
        self._build_needs()
        self._build_hand()
        self.couch = PegsItem(6, width=230, height=130)
        self.couch.setPos(1760, 640)
        self.couch.set_pegs(STAGES[:3])
        self.scene.addItem(self.couch)
        self.landed = CaptionItem(420, 44, 19)
        self.landed.setPos(800, 728)
        self.landed.set_text("Landed on: Draw a card", accent=True)
        self.scene.addItem(self.landed)

    def _build_needs(self) -> None:
        self.needs: list[ScoreTrack] = []
        for i, need in enumerate(NEEDS):
            track = ScoreTrack(1, 8, length=420, thickness=66, title=need, title_room=124)
            track.setPos(1690, 220 + i * 80)
            track.add_marker(0, palette.SEAT_COLOURS[0], palette.TOKEN_SHAPES[0], "A",
                             value=2 + i % 6)
            self.scene.addItem(track)
            self.needs.append(track)

    def _build_hand(self) -> None:
        self.hand = HandFan(QSizeF(104, 146), card_back("playing"), spacing=58, width=470)
        self.hand.setPos(1580, 910)
        self.hand.set_cards([(rank, card_face("playing", Card(rank, Suit.HEARTS)))
                             for rank in range(1, 10)])
        self.hand.select(3)
        self.scene.addItem(self.hand)

    def _build_track(self) -> None:
        colours = [OI["sky"], OI["green"], OI["yellow"], OI["orange"], OI["purple"]]
        for i, label in enumerate(TRACK):
            space = SpaceItem(label, colours[i % len(colours)], "rounded", QSizeF(118, 92),
                              white=i in (0, 9))
            space.setPos(150 + i * 144, 96)
            self.scene.addItem(space)
            self.spaces.append(space)
        self.spaces[4].set_highlighted(True)

    def _build_hex_track(self) -> None:
        labels = ["Feel", "Think", "Act", "Rest", "Talk", "Ask"]
        for i, label in enumerate(labels):
            hexagon = SpaceItem(label, [OI["blue"], OI["vermillion"], OI["green"]][i % 3],
                                "hexagon", QSizeF(96, 108))
            hexagon.setPos(130 + (i % 2) * 50, 290 + i * 84)
            self.scene.addItem(hexagon)

    def _build_cards(self) -> None:
        draw = PileItem(31, label="Draw")
        draw.setPos(1180, 380)
        self.scene.addItem(draw)
        discard = PileItem(0, label="Discard")
        discard.setPos(1360, 380)
        self.scene.addItem(discard)
        self.pile = draw
        for i in range(5):
            card = CardItem(face_up=i != 4)
            angle = -16 + 8 * i
            card.setPos(800 + 92 * (i - 2), 850 + abs(i - 2) ** 1.6 * 9)
            card.set_tilt(angle)
            self.scene.addItem(card)
            self.cards.append(card)
        self.cards[1].set_highlighted(True)
        self.cards[2].set_selected(True)
        self.cards[3].set_disabled(True)

    def _build_tokens(self) -> None:
        for i, shape in enumerate(palette.TOKEN_SHAPES):
            token = TokenItem(shape, palette.SEAT_COLOURS[i], "ABCDEFGH"[i], size=44)
            if i < 4:
                space = self.spaces[(1, 4, 4, 6)[i]]
                shared = i in (1, 2)
                token.setPos(space.token_spot(i - 1 if shared else 0, 2 if shared else 1))
            else:
                token.setPos(1400 + (i % 2) * 80, 600 + (i - 4) // 2 * 90)
            self.scene.addItem(token)
            self.tokens.append(token)
        self.tokens[0].set_adornment("cap")
        self.tokens[0].set_adornment("tassel")
        self.tokens[2].set_adornment("tassel")
        self.tokens[3].set_highlighted(True)

    def animations(self) -> list[QAbstractAnimation]:
        """Start an animation on every moving item; the bench drives their clocks."""
        anims = [self.spinner.spin_to(7, 4000, seed=11, turns=6)]
        anims += [die.roll(f, 4000) for die, f in zip(self.dice, (2, 6), strict=True)]
        anims += [card.flip(not card.face_up, 4000) for card in self.cards]
        for i, token in enumerate(self.tokens):
            start = token.pos()
            hops = [start + QPointF(30 * math.cos(k + i), 30 * math.sin(k + i)) for k in range(4)]
            anims.append(token.move_along(hops, 1000))
        anims += [track.set_value(0, 8 - i % 7, 2000) for i, track in enumerate(self.needs)]
        return anims

    def tick(self, frame: int) -> None:
        """What changes by steps rather than by a clock: the hand's pick, the couch's pegs."""
        if frame % 20 == 0:
            self.hand.step(1 if (frame // 180) % 2 == 0 else -1)
        if frame % 30 == 0:
            filled = (frame // 30) % 7
            self.couch.set_pegs(STAGES[:filled])


def render_png(demo: Demo, path: Path, width: int, height: int) -> None:
    view = BoardView(demo.scene)
    view.resize(width, height)
    view.show()
    QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    view.grab().save(str(path))


def measure(demo: Demo, frames: int, width: int, height: int) -> tuple[float, float]:
    """Frames per second of synchronous full-viewport repaints while the animations advance:
    per second of CPU time, and per second of wall-clock time."""
    animation.set_speed("normal")
    view = BoardView(demo.scene)
    view.resize(width, height)
    view.show()
    QApplication.processEvents()
    anims = demo.animations()
    for anim in anims:
        anim.pause()  # the bench sets the time itself, frame by frame
    view.viewport().repaint()  # warm the font and background caches
    began, wall = time.process_time(), time.perf_counter()
    for frame in range(frames):
        for anim in anims:
            anim.setCurrentTime(int(anim.totalDuration() * frame / frames))
        demo.tick(frame)
        view.viewport().repaint()
    return frames / (time.process_time() - began), frames / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("frames", nargs="?", type=int, default=240)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--png", type=Path)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    ensure_fonts()
    if args.png:
        render_png(Demo(), args.png, width, height)
        print(f"saved {args.png}")
    runs = [measure(Demo(), args.frames, width, height) for _ in range(args.passes)]
    fps, wall = max(runs)  # the pass least disturbed by the rest of the machine
    print(f"animating at {width}x{height}: a spin, 2 dice rolling, 5 card flips, 8 token hops, "
          "4 markers sliding, a hand's pick, pegs filling")
    print("passes (cpu fps / wall fps): "
          + ", ".join(f"{cpu:.1f} / {clock:.1f}" for cpu, clock in runs))
    print(f"wall_fps={wall:.1f}")
    print(f"fps={fps:.1f}")
    del app


if __name__ == "__main__":
    main()
