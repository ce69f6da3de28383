"""Frames per second of a full repaint of a busy table while every item animates.

Builds a table with a credits track, a hexagon track, tokens, a spinner of twelve segments,
two dice, piles and a hand of cards; starts a spin, a roll, card flips and token hops; then
repaints the whole view offscreen frame after frame, advancing the animations' clocks by hand.
A frame is one synchronous repaint of the entire viewport (the background comes from the
view's cache, as in the app).

    python bench/scene_fps.py [frames] [--size 1600x1000] [--png docs/screenshots/items-demo.png]

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

from psychboard.gui import animation, palette  # noqa: E402
from psychboard.gui.board_view import BoardView  # noqa: E402
from psychboard.gui.fonts import ensure_fonts  # noqa: E402
from psychboard.gui.items import (  # noqa: E402
    CardItem,
    DieItem,
    PileItem,
    Segment,
    SpaceItem,
    SpinnerItem,
    TokenItem,
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


class Demo:
    """The items of the demo table, kept so the benchmark can animate them."""

    def __init__(self) -> None:
        self.scene = GameScene(1600, 1000)
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
            card.setRotation(angle)
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
                token.setPos(1400 + (i % 2) * 80, 740 + (i - 4) // 2 * 90)
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
        return anims


def render_png(demo: Demo, path: Path, width: int, height: int) -> None:
    view = BoardView(demo.scene)
    view.resize(width, height)
    view.show()
    QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    view.grab().save(str(path))


def measure(demo: Demo, frames: int, width: int, height: int) -> float:
    """Frames per second of synchronous full-viewport repaints while the animations advance."""
    animation.set_speed("normal")
    view = BoardView(demo.scene)
    view.resize(width, height)
    view.show()
    QApplication.processEvents()
    anims = demo.animations()
    for anim in anims:
        anim.pause()  # the bench sets the time itself, frame by frame
    view.viewport().repaint()  # warm the font and background caches
    began = time.process_time()
    for frame in range(frames):
        for anim in anims:
            anim.setCurrentTime(int(anim.totalDuration() * frame / frames))
        view.viewport().repaint()
    return frames / (time.process_time() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("frames", nargs="?", type=int, default=240)
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--png", type=Path)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    ensure_fonts()
    if args.png:
        render_png(Demo(), args.png, width, height)
        print(f"saved {args.png}")
    fps = measure(Demo(), args.frames, width, height)
    print(f"items animating: spinner, 2 dice, 5 card flips, 8 token hops at {width}x{height}")
    print(f"fps={fps:.1f}")
    del app


if __name__ == "__main__":
    main()
