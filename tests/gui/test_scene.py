"""GameScene plays queued intents in order and holds input while it plays; BoardView fits."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from psychboard.gui import animation
from psychboard.gui.board_view import BoardView
from psychboard.gui.items import CardItem, DieItem, Segment, SpinnerItem, TokenItem
from psychboard.gui.scene import GameScene, parallel, sequential

TIMEOUT = 10_000


@pytest.fixture
def animated() -> Iterator[None]:
    animation.set_speed("fast")
    yield
    animation.set_speed("off")


@pytest.fixture
def table(qtbot: QtBot) -> tuple[GameScene, BoardView]:
    scene = GameScene(1600, 1000)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def finished_count(scene: GameScene) -> list[int]:
    count = [0]
    scene.animation_finished.connect(lambda: count.__setitem__(0, count[0] + 1))
    return count


def test_intents_land_on_their_outcomes_with_animations_off(qtbot: QtBot) -> None:
    scene = GameScene()
    card, token = CardItem(), TokenItem()
    dice = [DieItem(), DieItem()]
    spinner = SpinnerItem([Segment(str(i), "#56B4E9", 1 + i % 3) for i in range(9)])
    for item in (card, token, spinner, *dice):
        scene.addItem(item)
    with qtbot.waitSignal(scene.animation_finished, timeout=TIMEOUT):
        scene.move(card, QPointF(200, 300))
        scene.flip(card)
        scene.roll(dice, [6, 2])
        scene.spin(spinner, 7, seed=3)
        scene.hop(token, [QPointF(10, 10), QPointF(40, 10)])
        scene.fade(token, 0.5)
    assert (card.pos(), card.face_up) == (QPointF(200, 300), True)
    assert [d.face for d in dice] == [6, 2]
    assert spinner.segment_at_pointer() == 7
    assert token.pos() == QPointF(40, 10)
    assert token.opacity() == 0.5


def test_the_queue_runs_in_order_and_finishes_once(qtbot: QtBot) -> None:
    scene = GameScene()
    card = CardItem()
    scene.addItem(card)
    order: list[str] = []
    count = finished_count(scene)
    with qtbot.waitSignal(scene.animation_finished, timeout=TIMEOUT):
        scene.call(lambda: order.append(f"a at {card.pos().x():.0f}"))
        scene.move(card, QPointF(100, 0))
        scene.call(lambda: order.append(f"b at {card.pos().x():.0f}"))
        scene.run(sequential(lambda: order.append("c"), parallel(lambda: order.append("d"))))
        scene.call(lambda: order.append("e"))
        assert scene.busy
    QCoreApplication.processEvents()
    assert order == ["a at 0", "b at 100", "c", "d", "e"]
    assert count == [1]
    assert not scene.busy


def test_an_animated_queue_waits_for_each_step(qtbot: QtBot, animated: None) -> None:
    scene = GameScene()
    first, second = CardItem(), CardItem()
    for card in (first, second):
        scene.addItem(card)
    second_when_first_done: list[QPointF] = []
    first.moved.connect(lambda: second_when_first_done.append(second.pos()))
    count = finished_count(scene)
    busy: list[bool] = []
    scene.busy_changed.connect(busy.append)
    with qtbot.waitSignal(scene.animation_finished, timeout=TIMEOUT):
        scene.move(first, QPointF(300, 0), 200)
        scene.move(second, QPointF(0, 300), 200)
    QCoreApplication.processEvents()
    assert second_when_first_done == [QPointF(0, 0)]  # the second had not started yet
    assert second.pos() == QPointF(0, 300)
    assert count == [1]
    assert busy == [True, False]


def test_parallel_dice_all_land(qtbot: QtBot, animated: None) -> None:
    scene = GameScene()
    dice = [DieItem() for _ in range(3)]
    for die in dice:
        scene.addItem(die)
    with qtbot.waitSignals([d.rolled for d in dice], timeout=TIMEOUT):
        scene.roll(dice, [3, 5, 1], ms=400)
    assert [d.shown_face for d in dice] == [3, 5, 1]
    with pytest.raises(ValueError):
        scene.roll(dice, [1])


def test_finish_all_jumps_to_the_end(qtbot: QtBot, animated: None) -> None:
    scene = GameScene()
    card = CardItem()
    scene.addItem(card)
    with qtbot.waitSignal(scene.animation_finished, timeout=TIMEOUT):
        scene.move(card, QPointF(500, 500), 60_000)
        scene.move(card, QPointF(900, 900), 60_000)
        scene.finish_all()
    assert card.pos() == QPointF(500, 500)  # the running step ended; the next was dropped


def test_clicks_wait_while_the_scene_is_busy(qtbot: QtBot,
                                             table: tuple[GameScene, BoardView]) -> None:
    scene, view = table
    card = CardItem()
    card.setPos(800, 500)
    scene.addItem(card)
    at = view.mapFromScene(card.pos())
    clicks: list[bool] = []
    card.clicked.connect(lambda: clicks.append(True))
    with qtbot.waitSignal(scene.animation_finished, timeout=TIMEOUT):
        scene.flip(card)
        assert not scene.accepts_input
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert clicks == []
    with scene.lock_input():
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert clicks == []
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert clicks == [True]


@pytest.mark.parametrize("size", [(1280, 720), (800, 800), (3840, 2160), (600, 1000)])
def test_the_view_keeps_the_table_whole_and_in_proportion(
        qtbot: QtBot, table: tuple[GameScene, BoardView], size: tuple[int, int]) -> None:
    scene, view = table
    view.resize(*size)
    QCoreApplication.processEvents()
    transform = view.transform()
    assert transform.m11() == pytest.approx(transform.m22())
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    # One dimension fills the window, so the table is as large as it can be.
    assert (abs(shown.width() - viewport.width()) <= 3
            or abs(shown.height() - viewport.height()) <= 3)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


@pytest.mark.parametrize("press", ["key", "click"])
def test_a_key_or_click_while_the_table_moves_plays_it_to_the_end(
        qtbot: QtBot, table: tuple[GameScene, BoardView], animated: None, press: str) -> None:
    scene, view = table
    card = CardItem()
    scene.addItem(card)
    done: list[str] = []
    scene.move(card, QPointF(500, 500), 60_000)
    scene.move(card, QPointF(900, 900), 60_000)
    scene.call(lambda: done.append("the step at the end still happens"))
    assert scene.busy
    if press == "key":
        QTest.keyClick(view, Qt.Key.Key_Space)
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    assert card.pos() == QPointF(900, 900), "nothing queued is dropped"
    assert done == ["the step at the end still happens"]
    qtbot.waitUntil(lambda: not scene.busy, timeout=TIMEOUT)
