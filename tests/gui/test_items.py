"""The shared scene items land on the outcome they are given and answer clicks and keys."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from psychboard.gui import animation, palette
from psychboard.gui.board_view import BoardView
from psychboard.gui.items import (
    CardItem,
    DieItem,
    PileItem,
    Segment,
    SpaceItem,
    SpinnerItem,
    TokenItem,
)
from psychboard.gui.items.base import contrast_ratio, text_colour_on
from psychboard.gui.items.spinner import segment_spans, stop_point
from psychboard.gui.items.token import token_path
from psychboard.gui.scene import GameScene

TIMEOUT = 10_000

LAYOUTS = {
    "twelve equal": [1.0] * 12,
    "uneven": [1.0, 3.0, 0.5, 2.0, 1.0],
    "slivers": [0.1, 10.0, 0.1, 5.0, 0.2],
    "two": [1.0, 1.0],
}


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Items need a QApplication even in tests that use no qtbot."""


@pytest.fixture
def animated() -> Iterator[None]:
    """Real (fast) animations for one test; the suite otherwise runs with animations off."""
    animation.set_speed("fast")
    yield
    animation.set_speed("off")


def wheel(weights: list[float]) -> SpinnerItem:
    return SpinnerItem([Segment(f"S{i}", palette.SEAT_COLOURS[i % 8], w)
                        for i, w in enumerate(weights)])


# -- die -------------------------------------------------------------------------------------

@pytest.mark.parametrize("face", range(1, 7))
def test_die_lands_on_the_face_it_is_given(qtbot: QtBot, face: int) -> None:
    die = DieItem(face=1 if face != 1 else 6)
    with qtbot.waitSignal(die.rolled, timeout=TIMEOUT) as blocker:
        die.roll(face)
    assert blocker.args == [face]
    assert (die.face, die.shown_face, die.rotation()) == (face, face, 0.0)


def test_die_refuses_a_face_it_does_not_have() -> None:
    die = DieItem()
    with pytest.raises(ValueError, match="1 to 6"):
        die.roll(7)
    with pytest.raises(ValueError):
        DieItem(face=0)


def test_an_animated_roll_tumbles_then_lands_square(qtbot: QtBot, animated: None) -> None:
    die = DieItem(face=2)
    shown: set[int] = set()
    die.rotationChanged.connect(lambda: shown.add(die.shown_face))
    with qtbot.waitSignal(die.rolled, timeout=TIMEOUT) as blocker:
        die.roll(5, 600)
    assert blocker.args == [5]
    assert (die.shown_face, die.rotation()) == (5, 0.0)
    assert len(shown) > 1  # it flickered through other faces on the way


# -- spinner ---------------------------------------------------------------------------------

@pytest.mark.parametrize("layout", LAYOUTS.values(), ids=LAYOUTS.keys())
def test_spinner_stops_inside_every_requested_segment(qtbot: QtBot,
                                                      layout: list[float]) -> None:
    spinner = wheel(layout)
    spans = segment_spans(layout)
    for seed in (0, 1, 2**40 + 7):
        for index in range(len(layout)):
            with qtbot.waitSignal(spinner.spun, timeout=TIMEOUT) as blocker:
                spinner.spin_to(index, seed=seed)
            assert blocker.args == [index]
            assert spinner.segment_at_pointer() == index
            start, end = spans[index]
            position = spinner.pointer_position()
            margin = 0.19 * (end - start)
            assert start + margin <= position <= end - margin  # never on an edge


def test_the_stop_point_follows_the_seed() -> None:
    span = (30.0, 60.0)
    assert stop_point(span, 42) == stop_point(span, 42)
    assert len({round(stop_point(span, seed), 6) for seed in range(20)}) > 10


def test_spinner_segments_need_positive_weights() -> None:
    with pytest.raises(ValueError):
        wheel([1.0, 0.0])
    with pytest.raises(ValueError):
        wheel([])
    assert segment_spans([1.0, 3.0]) == [(0.0, 90.0), (90.0, 360.0)]


def test_spinner_reads_segments_from_board_data() -> None:
    spinner = SpinnerItem([{"label": "Go", "colour": "#0072B2", "weight": 2},
                           {"label": "Stop", "colour": "#D55E00"}])
    assert spinner.segments == [Segment("Go", "#0072B2", 2.0), Segment("Stop", "#D55E00", 1.0)]


def test_an_animated_spin_turns_and_stops_in_the_segment(qtbot: QtBot, animated: None) -> None:
    spinner = wheel(LAYOUTS["uneven"])
    spinner.set_angle(123.0)
    with qtbot.waitSignal(spinner.spun, timeout=TIMEOUT):
        spinner.spin_to(3, 800, seed=9)
    assert spinner.segment_at_pointer() == 3
    assert spinner.pointer_position() == pytest.approx(stop_point(segment_spans(
        LAYOUTS["uneven"])[3], 9))


# -- cards, tokens, piles --------------------------------------------------------------------

@pytest.mark.parametrize(("start", "to_face"), [(False, True), (True, False), (True, True)])
def test_card_flip_ends_on_the_requested_side(qtbot: QtBot, start: bool, to_face: bool) -> None:
    card = CardItem(face_up=start)
    with qtbot.waitSignal(card.flipped, timeout=TIMEOUT) as blocker:
        card.flip(to_face)
    assert blocker.args == [to_face]
    assert card.face_up is to_face


def test_an_animated_flip_and_move_end_where_asked(qtbot: QtBot, animated: None) -> None:
    card = CardItem(face_up=False)
    with qtbot.waitSignals([card.flipped, card.moved], timeout=TIMEOUT):
        card.flip(True, 300)
        card.move_to(QPointF(300, 120), 300)
    assert card.face_up
    assert card.pos() == QPointF(300, 120)


def test_card_move_ends_at_the_target(qtbot: QtBot) -> None:
    card = CardItem()
    with qtbot.waitSignal(card.moved, timeout=TIMEOUT):
        card.move_to(QPointF(412.5, 96.25))
    assert card.pos() == QPointF(412.5, 96.25)


def test_a_newer_move_supersedes_a_running_one(qtbot: QtBot, animated: None) -> None:
    card = CardItem()
    with qtbot.waitSignals([card.moved, card.moved], timeout=TIMEOUT):
        card.move_to(QPointF(500, 0), 2000)
        card.move_to(QPointF(0, 500), 200)
    assert card.pos() == QPointF(0, 500)


def test_card_states_show_without_animation() -> None:
    card = CardItem()
    card.set_face_up(True)
    card.set_highlighted(True)
    card.set_selected(True)
    card.set_disabled(True)
    assert (card.face_up, card.highlighted, card.selected, card.disabled) == (True,) * 4


def test_card_uses_the_painters_it_is_given() -> None:
    calls: list[str] = []
    card = CardItem(lambda p, r: calls.append("face"), lambda p, r: calls.append("back"),
                    face_up=True)
    paint(card)
    card.set_face_up(False)
    paint(card)
    assert calls == ["face", "back"]


def test_token_move_ends_at_the_last_point(qtbot: QtBot) -> None:
    token = TokenItem("star", "#009E73", "s")
    points = [QPointF(10, 10), QPointF(60, 10), QPointF(110, 40)]
    with qtbot.waitSignal(token.moved, timeout=TIMEOUT):
        token.move_along(points)
    assert token.pos() == QPointF(110, 40)


def test_an_animated_token_hops_through_the_spaces(qtbot: QtBot, animated: None) -> None:
    token = TokenItem("heart", "#CC79A7", "h")
    seen: list[QPointF] = []
    token.xChanged.connect(lambda: seen.append(token.pos()))
    with qtbot.waitSignal(token.moved, timeout=TIMEOUT):
        token.move_along([QPointF(100, 0), QPointF(200, 0)], 200)
    assert token.pos() == QPointF(200, 0)
    assert any(95 <= p.x() <= 105 for p in seen)  # it passed the middle space


@pytest.mark.parametrize("shape", palette.TOKEN_SHAPES)
def test_every_token_shape_fits_inside_its_item(shape: str) -> None:
    token = TokenItem(shape, "#0072B2", "A", size=40)
    token.set_adornment("cap")
    token.set_adornment("tassel")
    outline = token_path(shape, 20 * 1.35)  # the widest thing drawn: the focus ring
    assert not outline.isEmpty()
    assert token.boundingRect().contains(outline.boundingRect())


def test_tokens_refuse_unknown_shapes_and_adornments() -> None:
    with pytest.raises(ValueError, match="shape"):
        TokenItem("blob")
    with pytest.raises(ValueError, match="adornment"):
        TokenItem().set_adornment("crown")
    token = TokenItem()
    token.set_adornment("cap")
    token.set_adornment("cap", False)
    assert token.adornments == frozenset()


def test_pile_counts_and_never_goes_negative() -> None:
    pile = PileItem(12)
    assert pile.count == 12
    pile.set_count(-3)
    assert pile.count == 0


def test_space_spreads_tokens_apart() -> None:
    space = SpaceItem("Stats", kind="hexagon")
    space.setPos(100, 100)
    spots = [space.token_spot(i, 3) for i in range(3)]
    assert len({(p.x(), p.y()) for p in spots}) == 3
    with pytest.raises(ValueError):
        SpaceItem(kind="circle")


def test_label_colours_contrast_with_their_background() -> None:
    for colour in [*palette.SEAT_COLOURS, *palette.OKABE_ITO.values(), "#FFFFFF"]:
        background = QColor(colour)
        assert contrast_ratio(text_colour_on(background), background) >= 4.0, colour


def paint(item: QGraphicsItem) -> QImage:
    """The item painted on an image two pixels larger than its bounds on every side."""
    rect = item.boundingRect()
    image = QImage(math.ceil(rect.width()) + 4, math.ceil(rect.height()) + 4,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(-rect.left() + 2, -rect.top() + 2)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_every_item_paints_something_at_its_centre() -> None:
    items: list[QGraphicsItem] = [CardItem(face_up=True), CardItem(), DieItem(3),
                                  wheel(LAYOUTS["uneven"]), TokenItem("cross", "#6B6B6B", "x"),
                                  SpaceItem("Therapy", "#56B4E9", "hexagon"), PileItem(40),
                                  PileItem(0, label="Discard")]
    for item in items:
        image = paint(item)
        rect = item.boundingRect()
        centre = image.pixelColor(int(-rect.left()) + 2, int(-rect.top()) + 2)
        assert centre.alpha() > 0, type(item).__name__


# -- input -----------------------------------------------------------------------------------

@pytest.fixture
def table(qtbot: QtBot) -> tuple[GameScene, BoardView]:
    scene = GameScene(800, 500)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def click(view: BoardView, item: QGraphicsItem) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.scenePos()))


@pytest.mark.parametrize("kind", [CardItem, DieItem, TokenItem, PileItem])
def test_a_press_on_an_item_emits_clicked(qtbot: QtBot, table: tuple[GameScene, BoardView],
                                          kind: type[QGraphicsItem]) -> None:
    scene, view = table
    item = kind()
    item.setPos(400, 250)
    scene.addItem(item)
    with qtbot.waitSignal(item.clicked, timeout=TIMEOUT):  # type: ignore[attr-defined]
        click(view, item)


def test_a_disabled_card_ignores_presses(qtbot: QtBot,
                                         table: tuple[GameScene, BoardView]) -> None:
    scene, view = table
    card = CardItem()
    card.setPos(400, 250)
    card.set_disabled(True)
    scene.addItem(card)
    with qtbot.assertNotEmitted(card.clicked):
        click(view, card)


def test_space_and_enter_activate_the_focused_item(qtbot: QtBot,
                                                   table: tuple[GameScene, BoardView]) -> None:
    scene, view = table
    view.activateWindow()
    view.setFocus()
    card = CardItem()
    card.setPos(400, 250)
    scene.addItem(card)
    scene.setFocusItem(card)
    with qtbot.waitSignals([card.clicked, card.clicked], timeout=TIMEOUT):
        QTest.keyClick(view, Qt.Key.Key_Space)
        QTest.keyClick(view, Qt.Key.Key_Return)


def dressed_items() -> list[QGraphicsItem]:
    """One of each item in its most adorned state (glows, caps, badges)."""
    card = CardItem(face_up=True)
    card.set_selected(True)
    die = DieItem(6)
    die.set_highlighted(True)
    token = TokenItem("star", "#E69F00", "s")
    token.set_adornment("cap")
    token.set_adornment("tassel")
    token.set_highlighted(True)
    space = SpaceItem("Thesis", "#0072B2", "hexagon")
    space.set_highlighted(True)
    pile = PileItem(99)
    pile.set_highlighted(True)
    return [card, die, token, space, pile, wheel(LAYOUTS["uneven"])]


def test_items_draw_only_inside_their_bounds() -> None:
    # Items are cached at device resolution and clipped to boundingRect(): anything drawn
    # outside it would be cut off on screen. `paint` leaves a border to check.
    for item in dressed_items():
        image = paint(item)
        w, h = image.width(), image.height()
        border = [image.pixelColor(x, y).alpha() for x in range(w) for y in (0, h - 1)]
        border += [image.pixelColor(x, y).alpha() for y in range(h) for x in (0, w - 1)]
        assert max(border) == 0, type(item).__name__
