"""The shared table pieces: the card picture cache, the hand fan, the score track, pegs,
captions, and one token outline for every view."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from psychboard.core.cards import Card, Suit
from psychboard.gui import palette
from psychboard.gui.board_view import BoardView
from psychboard.gui.items import (
    CARD_CACHE,
    CachedCard,
    CaptionItem,
    CardCache,
    CardItem,
    HandFan,
    PegsItem,
    ScoreTrack,
    TokenItem,
    card_face,
)
from psychboard.gui.items.card_cache import device_scale
from psychboard.gui.scene import GameScene
from psychboard.gui.widgets.token_icon import REACH, token_outline, token_path

TIMEOUT = 10_000


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Items need a QApplication even in tests that use no qtbot."""


def paint(item: QGraphicsItem, scale: float = 1.0, ratio: float = 1.0) -> QImage:
    """The item painted on an image (two pixels of border), `scale` pixels per unit."""
    rect = item.boundingRect()
    image = QImage(math.ceil(rect.width() * scale * ratio) + 4,
                   math.ceil(rect.height() * scale * ratio) + 4,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(2 / ratio, 2 / ratio)
    painter.scale(scale, scale)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


class Counting:
    """A card design that counts how often it is drawn, and the pixel rects it is drawn in."""

    def __init__(self, name: str) -> None:
        self.rects: list[QRectF] = []
        self.card = CachedCard(("test", name), self.draw)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        self.rects.append(QRectF(rect))
        painter.fillRect(rect, Qt.GlobalColor.darkBlue)


@pytest.fixture
def light_theme() -> Iterator[None]:
    palette.set_theme("light")
    yield
    palette.set_theme("light")


# -- the card cache ----------------------------------------------------------------------

def test_a_card_painted_twice_at_one_size_is_drawn_once(light_theme: None) -> None:
    design = Counting("twice")
    card = CardItem(design.card, design.card, face_up=True)
    first = paint(card)
    second = paint(card)
    assert len(design.rects) == 1
    assert first == second
    paint(card, scale=2.0)  # a new zoom is a new picture, at the new pixels
    assert len(design.rects) == 2
    assert design.rects[1].width() == pytest.approx(2 * design.rects[0].width(), abs=1)


def test_a_theme_change_redraws_the_cards(light_theme: None) -> None:
    design = Counting("theme")
    card = CardItem(design.card, design.card, face_up=True)
    paint(card)
    palette.set_theme("dark")
    paint(card)
    paint(card)
    assert len(design.rects) == 2


def test_pictures_are_made_at_device_pixels() -> None:
    design = Counting("retina")
    cache = CardCache()
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    cache.paint(painter, QRectF(0, 0, 50, 70), design.card, device_scale(painter.deviceTransform()))
    painter.end()
    assert (design.rects[0].width(), design.rects[0].height()) == (100, 140)
    assert cache.renders == 1


def test_the_cache_forgets_the_oldest_pictures_first() -> None:
    design = Counting("many")
    cache = CardCache(limit=2)
    for width in (10, 20, 30):
        cache.pixmap(design.card, width, width)
    assert len(cache) == 2
    cache.pixmap(design.card, 30, 30)
    assert len(design.rects) == 3  # the newest is still there
    cache.pixmap(design.card, 10, 10)
    assert len(design.rects) == 4  # the oldest had gone


def test_a_card_is_known_by_its_identity() -> None:
    ace = card_face("playing", Card(1, Suit.SPADES))
    assert ace == card_face("playing", Card(1, Suit.SPADES))
    assert ace != card_face("playing", Card(1, Suit.HEARTS))
    paint(CardItem(ace, face_up=True))
    before = CARD_CACHE.renders
    paint(CardItem(card_face("playing", Card(1, Suit.SPADES)), face_up=True))
    assert CARD_CACHE.renders == before  # another item, the same card: the same picture


# -- the hand fan ------------------------------------------------------------------------

def hand(keys: str = "ABCDE") -> HandFan:
    fan = HandFan()
    fan.set_cards([(key, Counting(key).card) for key in keys])
    return fan


def test_a_hand_fans_out_evenly_about_its_centre() -> None:
    fan = hand()
    xs = [card.pos().x() for card in fan.items().values()]
    assert xs == sorted(xs) and sum(xs) == pytest.approx(0.0)
    tilts = [card.rotation() for card in fan.items().values()]
    assert tilts[0] == pytest.approx(-tilts[-1]) and tilts[2] == 0.0


def test_a_hand_keeps_its_cards_and_deals_new_ones() -> None:
    fan = hand("ABC")
    kept = fan.card("B")
    fan.select(1)
    fan.set_cards([("B", Counting("B").card), ("D", Counting("D").card)])
    assert fan.keys() == ["B", "D"] and fan.card("B") is kept
    assert fan.selected_key == "B" and fan.selected == 0


def test_a_narrow_table_squeezes_the_hand() -> None:
    fan = hand("ABCDEFGHIJKLM")
    wide = fan.card("M").pos().x() - fan.card("A").pos().x()
    fan.set_width(300)
    assert fan.card("M").pos().x() - fan.card("A").pos().x() == pytest.approx(300)
    assert wide > 300


def test_arrows_move_the_selection_and_enter_chooses() -> None:
    fan = hand()
    picked: list[int] = []
    chosen: list[int] = []
    fan.picked.connect(picked.append)
    fan.chosen.connect(chosen.append)
    fan.step(1)
    fan.step(1)
    fan.step(-1)
    fan.step(-5)
    assert picked == [0, 1, 0]  # the last step went nowhere: no signal
    assert fan.card("A").selected and not fan.card("B").selected
    fan.set_interactive(False)
    fan.step(1)
    assert picked == [0, 1, 0] and fan.selected is None


def test_taking_a_card_leaves_it_where_it_stood() -> None:
    scene = GameScene(800, 600)
    fan = hand()
    fan.setPos(400, 450)
    scene.addItem(fan)
    stood = fan.card("E").scenePos()
    card = fan.take("E")
    assert card is not None and card.scene() is None and card.parentItem() is None
    assert card.pos() == stood
    assert fan.keys() == ["A", "B", "C", "D"] and fan.take("E") is None


def test_clicks_and_keys_pick_and_choose(qtbot: QtBot) -> None:
    scene = GameScene(800, 500)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    fan = hand("ABC")
    fan.setPos(400, 250)
    scene.addItem(fan)
    card = fan.card("A")
    edge = card.mapToScene(QPointF(-card.size.width() / 2 + 8, 0))  # the uncovered edge
    with qtbot.waitSignal(fan.picked, timeout=TIMEOUT) as picked:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(edge))
    assert picked.args == [0] and fan.selected == 0
    view.setFocus()
    scene.setFocusItem(fan)
    with qtbot.waitSignal(fan.picked, timeout=TIMEOUT) as moved:
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert moved.args == [1]
    with qtbot.waitSignal(fan.chosen, timeout=TIMEOUT) as chosen:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen.args == [1]


# -- the score track ---------------------------------------------------------------------

def test_markers_slide_to_their_value_and_stay_on_the_track(qtbot: QtBot) -> None:
    track = ScoreTrack(1, 8, title="Love", title_room=90)
    track.add_marker("ann", "#0072B2", "star", "A")
    anim = track.set_value("ann", 6)
    qtbot.waitUntil(lambda: anim.state() == anim.State.Stopped, timeout=TIMEOUT)
    assert track.value("ann") == 6
    assert track.marker("ann").pos() == track.marker_spot("ann", 6)
    assert track.cell_rect(6).contains(track.marker("ann").pos())
    track.set_value("ann", 12)
    track.set_value("ann", -3)
    assert track.value("ann") == 1


def test_markers_on_one_number_stand_side_by_side() -> None:
    track = ScoreTrack(1, 8)
    for key, colour in (("a", "#0072B2"), ("b", "#D55E00"), ("c", "#009E73")):
        track.add_marker(key, colour, value=4)
    spots = {(track.marker(k).pos().x(), track.marker(k).pos().y()) for k in "abc"}
    assert len(spots) == 3
    assert all(track.cell_rect(4).contains(track.marker(k).pos()) for k in "abc")
    with pytest.raises(ValueError):
        track.add_marker("a", "#000000")


def test_a_vertical_track_reads_upwards_and_ranges_are_checked() -> None:
    track = ScoreTrack(1, 8, vertical=True, length=400, thickness=60)
    assert track.cell_rect(8).center().y() < track.cell_rect(1).center().y()
    with pytest.raises(ValueError):
        ScoreTrack(3, 3)


# -- pegs --------------------------------------------------------------------------------

def test_pegs_fill_their_holes_in_order() -> None:
    couch = PegsItem(6)
    empty = paint(couch)
    couch.set_pegs(["#E69F00", "#56B4E9", None, "#009E73"])
    assert couch.filled == 3 and couch.pegs[2] is None and len(couch.pegs) == 6
    filled = paint(couch)
    centre = couch.hole_centre(0) - couch.boundingRect().topLeft() + QPointF(2, 2)
    assert empty.pixelColor(centre.toPoint()) != filled.pixelColor(centre.toPoint())
    with pytest.raises(ValueError):
        couch.set_pegs(["#000000"] * 7)
    with pytest.raises(ValueError):
        PegsItem(3, base="blob")


def test_holes_lie_inside_the_piece() -> None:
    for slots in range(1, 9):
        piece = PegsItem(slots)
        centres = {(piece.hole_centre(i).x(), piece.hole_centre(i).y()) for i in range(slots)}
        assert len(centres) == slots
        assert all(piece.rect().contains(QPointF(x, y)) for x, y in centres)


# -- captions and the outline every view shares ------------------------------------------

def test_a_long_caption_stays_inside_its_bounds() -> None:
    caption = CaptionItem(200, 40, 18, title="DECK")
    caption.set_text("A very long caption that could never fit in two hundred units", True)
    image = paint(caption)
    w, h = image.width(), image.height()
    border = [image.pixelColor(x, y).alpha() for x in range(w) for y in (0, h - 1)]
    border += [image.pixelColor(x, y).alpha() for y in range(h) for x in (0, w - 1)]
    assert max(border) == 0 and caption.accent


@pytest.mark.parametrize("shape", palette.TOKEN_SHAPES)
def test_a_token_shape_is_one_outline_everywhere(shape: str) -> None:
    board = TokenItem(shape, "#0072B2", "A", size=40).shape()
    icon = token_path(shape, QRectF(0, 0, 44, 44))
    outline = token_outline(shape, 20)
    assert board == outline
    r = 22 / REACH
    scaled = token_outline(shape, r).translated(22, 22)
    assert icon.elementCount() == scaled.elementCount()
    for i in range(icon.elementCount()):
        a, b = icon.elementAt(i), scaled.elementAt(i)
        assert (a.x, a.y) == pytest.approx((b.x, b.y))
    assert QRectF(0, 0, 44, 44).adjusted(-0.5, -0.5, 0.5, 0.5).contains(icon.boundingRect())


def test_a_new_theme_redraws_the_cards_on_the_table(qtbot: QtBot, light_theme: None) -> None:
    scene = GameScene(800, 500)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    design = Counting("on the table")
    card = CardItem(design.card, design.card, face_up=True)
    card.setPos(400, 250)
    scene.addItem(card)
    QApplication.processEvents()  # the scene takes the new item in
    view.viewport().repaint()
    view.viewport().repaint()
    assert len(design.rects) == 1
    palette.set_theme("dark")
    QApplication.sendEvent(view, QEvent(QEvent.Type.PaletteChange))
    QApplication.processEvents()
    view.viewport().repaint()
    assert len(design.rects) == 2
