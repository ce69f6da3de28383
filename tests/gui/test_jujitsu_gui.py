"""The Psychological Jujitsu screen: hot-seat play by mouse, a keyboard-only game against the
hard computer player, sealed bids that leave no trace on screen, the tracker, undo of a
sealed bid and a game of several hands to a target."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings, Qt, QThreadPool
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.cards import RANK_LABELS
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.controller import JujitsuController
from psychboard.games.jujitsu.rules import ROUNDS, Bid, JujitsuOptions
from psychboard.games.jujitsu.scene import HAND, LOCK, MOVING, JujitsuScene
from psychboard.games.registry import GAMES
from psychboard.gui import animation
from psychboard.gui.controller import create_controller
from psychboard.gui.table import GO_ON

SPEC = GAMES["jujitsu"]
RANK_KEYS = {1: Qt.Key.Key_A, 10: Qt.Key.Key_0, 11: Qt.Key.Key_J, 12: Qt.Key.Key_Q,
             13: Qt.Key.Key_K, **{n: getattr(Qt.Key, f"Key_{n}") for n in range(2, 10)}}


def human(name: str) -> SeatConfig:
    return SeatConfig(name)


def computer(name: str, level: str) -> SeatConfig:
    return SeatConfig(name, "#009E73", "triangle", "computer", level)


def controller(seats: tuple[SeatConfig, ...], seed: int = 11, target: int = 0,
               cards: int = 13) -> JujitsuController:
    made = create_controller(SPEC, JujitsuOptions(players=len(seats), target=target,
                                                  cards=cards),
                             seats, seed, autosave=False)
    assert isinstance(made, JujitsuController)
    return made


def settle(qtbot: QtBot, page: GamePage) -> None:
    """Wait until a person can act (or the game is over) and the table is still, pressing
    Enter for the readers whenever a result waits for them."""
    game, scene = page.controller, page.scene

    def ready() -> bool:
        due = (game.outcome() is not None or page.handoff.isVisible() or bool(game.legal())
               or scene.awaiting_reader)
        return due and scene.accepts_input

    while True:
        qtbot.waitUntil(ready, timeout=10_000)
        if not scene.awaiting_reader:
            return
        qtbot.keyClick(page.view, Qt.Key.Key_Return)


def click_card(qtbot: QtBot, page: GamePage, rank: int) -> None:
    """Click the uncovered left edge of a hand card (the next card overlaps its right side)."""
    card = page.scene.hand[rank]
    point = card.mapToScene(QPointF(-HAND.width() / 2 + 10, 0))
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.view.mapFromScene(point))


def render(scene: JujitsuScene) -> QImage:
    image = QImage(700, 500, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return image


def test_two_people_and_a_computer_play_a_hand_by_mouse(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), human("Ben"), computer("Cy", "medium")))
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    picks = 0
    while game.outcome() is None:
        settle(qtbot, page)
        if page.handoff.isVisible():
            assert scene._shown is not None and scene._shown.seat is None
            qtbot.mouseClick(page.handoff.button, Qt.MouseButton.LeftButton)
            continue
        if game.outcome() is not None:
            break
        rank = max(a.rank for a in game.legal())
        before = len(game.log)
        click_card(qtbot, page, rank)
        assert scene.selected == rank and scene.hand[rank].selected
        assert len(game.log) == before, "choosing a card must not send it"
        assert page.scene.bar.button(LOCK).isEnabled()
        qtbot.mouseClick(scene.bar.button(LOCK), Qt.MouseButton.LeftButton)
        assert len(game.log) > before
        picks += 1
    settle(qtbot, page)
    # Twelve choices each: the thirteenth bid is forced and is sealed for the person.
    assert picks == 2 * (ROUNDS - 1)
    assert len(game.log) == 3 * ROUNDS
    assert set(handoffs) == {0, 1}
    assert scene.summary.isVisible() and scene.summary.title
    assert "Game over" in page.status_line.text()
    lines = page.log.lines()
    reveals = [line for line in lines if " takes the " in line or " is discarded" in line]
    assert len(reveals) == ROUNDS
    assert all(line.startswith("Ann ") for line in reveals)
    sealed = [line for line in lines if " locks in a bid for the " in line]
    assert len(sealed) == 3 * ROUNDS, "every bid is told, by name, without its card"


def test_a_game_against_hard_by_keyboard_only(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "hard")), seed=5)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    while True:
        settle(qtbot, page)
        if game.outcome() is not None:
            break
        view = game.view()
        assert view.prize is not None
        hand = sorted(a.rank for a in game.legal())
        rank = min((r for r in hand if r >= view.prize), default=hand[0])
        before = len(game.log)
        qtbot.keyClick(page.view, RANK_KEYS[rank])
        assert scene.selected == rank and len(game.log) == before
        qtbot.keyClick(page.view, Qt.Key.Key_Return)
        assert game.log[before] == (0, Bid(rank))
    assert handoffs == [], "one person needs no hand-off"
    assert len(game.view().past_hands) == 1
    assert scene.summary.isVisible()


def test_arrow_keys_move_the_pick_and_enter_without_a_pick_sends_nothing(
        qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "easy")))
    page = page_for(game)  # type: ignore[operator]
    settle(qtbot, page)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert all(seat != 0 for seat, _ in game.log)
    qtbot.keyClick(page.view, Qt.Key.Key_Right)
    assert page.scene.selected == 1
    qtbot.keyClick(page.view, Qt.Key.Key_Right)
    assert page.scene.selected == 2
    qtbot.keyClick(page.view, Qt.Key.Key_Left)
    assert page.scene.selected == 1


@pytest.mark.parametrize("on_screen", [None, 1])
def test_a_sealed_bid_leaves_no_trace_on_screen(qtbot: QtBot, on_screen: int | None) -> None:
    images: list[QImage] = []
    lines: list[str] = []
    for rank in (2, 12):
        game = controller((human("Ann"), human("Ben")), seed=3)
        scene = JujitsuScene(game)
        game.acted.connect(lambda _s, _a, line: lines.append(line))
        game.start()
        qtbot.waitUntil(lambda: scene.awaiting_reader)  # noqa: B023 (waited on at once)
        scene.go_on()  # the table has seen the prize
        game.confirm_handoff(0)
        qtbot.waitUntil(lambda: scene.accepts_input)  # noqa: B023 (waited on at once)
        scene.select(rank)
        scene.lock_in()
        assert game.state.sealed[0] == rank
        if on_screen is not None:
            game.confirm_handoff(on_screen)
        qtbot.waitUntil(lambda: scene.accepts_input)  # noqa: B023 (waited on at once)
        assert scene._shown is not None and scene._shown.my_bid is None
        assert scene.bids[0].isVisible() and not scene.bids[0].face_up
        images.append(render(scene))
        game.close()
    assert images[0] == images[1], "the screen differs with the sealed bid"
    assert lines[0] == lines[1]
    assert lines[0].startswith("Ann locks in a bid for the ") and "(1 still to bid)" in lines[0]


def test_the_tracker_dims_played_cards(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "easy")))
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    settle(qtbot, page)
    tracker = scene.tracker

    def cell_colour(seat: int, rank: int) -> QColor:
        box = tracker.cell_rect(seat, rank)
        image = QImage(int(tracker.rect().width()), int(tracker.rect().height()),
                       QImage.Format.Format_ARGB32)
        image.fill(QColor("#2F6B4F"))
        painter = QPainter(image)
        painter.translate(-tracker.rect().topLeft())
        tracker.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        spot = box.topLeft() - tracker.rect().topLeft() + QPointF(3, 3)
        return image.pixelColor(int(spot.x()), int(spot.y()))

    assert not tracker.cell_played(0, 7)
    bright = cell_colour(0, 7).lightness()
    qtbot.keyClick(page.view, Qt.Key.Key_7)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    settle(qtbot, page)
    theirs = game.view().rounds[0].bids[1]
    assert theirs is not None
    assert tracker.cell_played(0, 7) and tracker.cell_played(1, theirs)
    assert not tracker.cell_played(0, 8)
    assert cell_colour(0, 7).lightness() < bright - 80
    assert cell_colour(0, 8).lightness() == bright
    assert 7 not in scene.hand


def test_a_short_game_deals_and_tracks_only_its_cards(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "hard")), cards=5)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    settle(qtbot, page)
    assert sorted(scene.hand) == [1, 2, 3, 4, 5]
    assert "ROUND 1 OF 5" in scene.round_label.text()
    assert scene.tracker.cell_rect(0, 5).right() < scene.tracker.rect().right()
    for _ in range(4):
        scene.select(min(scene.hand))
        scene.lock_in()
        settle(qtbot, page)
    qtbot.waitUntil(lambda: game.outcome() is not None)  # the computer's fifth bid, then
    settle(qtbot, page)                                   # Ann's forced one, sealed for her
    assert len(game.view().rounds) == 5
    assert all(scene.tracker.cell_played(s, r) for s in (0, 1) for r in range(1, 6))


def test_undo_takes_back_a_sealed_bid(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    game = controller((human("Ann"), human("Ben"), computer("Cy", "easy")))
    page = window.start_game(game)
    scene: JujitsuScene = page.scene
    settle(qtbot, page)
    page.handoff.button.click()
    settle(qtbot, page)
    scene.select(9)
    scene.lock_in()
    settle(qtbot, page)
    assert page.handoff.isVisible() and page.handoff.seat == 1
    assert scene.bids[0].isVisible() and window.undo_action.isEnabled()
    window.undo_action.trigger()
    settle(qtbot, page)
    assert game.state.sealed[0] is None
    assert not scene.bids[0].isVisible()
    assert page.log.lines()[-1] == "Move taken back."
    assert page.handoff.isVisible() and page.handoff.seat == 0
    page.handoff.button.click()
    settle(qtbot, page)
    assert 9 in scene.hand and scene.selected is None
    scene.select(4)
    scene.lock_in()
    assert game.state.sealed[0] == 4
    page.close_game()


def test_a_game_of_several_hands_to_a_target(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "easy")), seed=8, target=100)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    titles: set[str] = set()
    while True:
        settle(qtbot, page)
        if game.outcome() is not None:
            break
        view = game.view()
        titles.add(scene.scores._title)
        assert scene.seat_lines(view)[0].endswith("/100")
        hand = sorted(a.rank for a in game.legal())
        rank = min((r for r in hand if r >= (view.prize or 0)), default=hand[0])
        scene.select(rank)
        scene.lock_in()
    view = game.view()
    assert len(view.past_hands) >= 2
    assert "Hand 2 of up to 5 · first to 100" in titles
    assert max(view.totals) >= 100 or len(view.past_hands) == view.hand_limit
    assert scene.summary.isVisible()
    assert scene.summary._hands == tuple(h.scores for h in view.past_hands)
    QApplication.processEvents()


def test_the_table_sees_the_first_prize_before_the_first_handoff(
        qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), human("Ben")), seed=3)
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    qtbot.waitUntil(lambda: scene.awaiting_reader and scene.accepts_input)
    prize = f"the {RANK_LABELS[game.view().prize]} of Diamonds"
    assert not page.handoff.isVisible() and handoffs == []
    assert scene.prize.isVisible() and scene.prize.face_up
    assert "the prize is" in scene.bar.prompt.text() and prize in scene.bar.prompt.text()
    assert scene.bar.labels() == ["Start bidding  [Enter]"], "the gate's one choice"
    assert scene.bar.button(GO_ON).isVisible()
    assert "the prize is" in page.status_line.text()
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    qtbot.waitUntil(page.handoff.isVisible)
    assert handoffs == [0]
    assert "bidding for the" in page.handoff.note.text() and page.handoff.note.isVisible()


def test_each_rounds_result_waits_for_the_reader(qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Prof", "easy")))
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    qtbot.waitUntil(lambda: bool(game.legal()) and scene.accepts_input)
    assert not scene.awaiting_reader, "one person and a computer: no hand-off to wait for"
    qtbot.keyClick(page.view, Qt.Key.Key_K)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: scene.awaiting_reader and scene.accepts_input)
    result = game.view().rounds[0]
    told = scene.bar.prompt.text()
    assert " takes the " in told or " is discarded" in told
    assert scene.result.text and scene.result.text.rstrip(".") in told
    assert scene.bar.button(GO_ON).isVisible() and scene.bar.labels() == ["Next round  [Enter]"]
    assert all(scene.bids[s].face_up for s in (0, 1)), "the bids stay face up to be read"
    QThreadPool.globalInstance().waitForDone()
    QApplication.processEvents()
    assert len(game.log) == 2, "the computer waits for the reader before the next round"
    assert scene.awaiting_reader and "ROUND 1 OF" in scene.round_label.text()
    assert result.winner is None or scene.bids[result.winner].isVisible()
    qtbot.mouseClick(scene.bar.button(GO_ON), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(game.log) == 3)
    qtbot.waitUntil(lambda: bool(game.legal()) and scene.accepts_input)
    assert "ROUND 2 OF" in scene.round_label.text() and not scene.awaiting_reader
    assert scene.bar.button(LOCK).isVisible()
    assert scene.bar.prompt.text().startswith("Bid for the ")


def test_a_table_of_computers_plays_on_by_itself(qtbot: QtBot, page_for: object) -> None:
    game = controller((computer("Cy", "easy"), computer("Di", "easy")), cards=5)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    stops: list[bool] = []
    scene.status_changed.connect(lambda: stops.append(scene.awaiting_reader))
    qtbot.waitUntil(lambda: game.outcome() is not None and scene.accepts_input, timeout=10_000)
    assert not any(stops) and scene.summary.isVisible()


def test_while_the_table_moves_it_says_so_and_a_key_plays_it_to_the_end(
        qtbot: QtBot, page_for: object) -> None:
    animation.set_speed("normal")
    try:
        game = controller((human("Ann"), computer("Prof", "easy")))
        page = page_for(game)  # type: ignore[operator]
        scene: JujitsuScene = page.scene
        qtbot.waitUntil(lambda: bool(game.legal()) and scene.accepts_input, timeout=10_000)
        qtbot.keyClick(page.view, Qt.Key.Key_Q)
        qtbot.keyClick(page.view, Qt.Key.Key_Return)
        assert scene.busy, "the bids turn over"
        assert scene.bar.prompt.text() == MOVING and "click or press any key" in MOVING
        assert scene.bar.offer.choices == (), "nothing to choose while the cards move"
        assert page.status_line.text() == MOVING
        qtbot.keyClick(page.view, Qt.Key.Key_7)
        qtbot.waitUntil(lambda: not scene.busy)
        assert scene.awaiting_reader, "the key played the reveal to the result, not past it"
        assert all(scene.bids[s].face_up for s in (0, 1))
        assert scene.selected is None and len(game.log) == 2
        assert page.status_line.text().startswith(scene.bar.prompt.text().rstrip("."))
    finally:
        animation.set_speed("off")


def test_the_bar_and_the_end_of_the_game_fit_a_small_window(
        qtbot: QtBot, page_for: object) -> None:
    game = controller((human("Ann"), computer("Professor", "hard"), computer("Cleo", "medium")),
                      cards=5)
    page = page_for(game)  # type: ignore[operator]
    page.resize(1024, 575)  # a maximized window on a 1024×640 screen, under its menu bar
    scene: JujitsuScene = page.scene
    settle(qtbot, page)
    scene.select(max(scene.hand))
    bar = scene.bar
    lock = bar.button(LOCK)
    assert lock.width() >= lock.sizeHint().width(), "nothing of the bar is cut"
    for label in (bar.prompt, bar.detail):
        assert label.height() >= label.heightForWidth(label.width())
    assert lock.mapTo(bar, lock.rect().bottomRight()).x() <= bar.width()
    while game.outcome() is None:
        scene.select(max(scene.hand))
        scene.lock_in()
        settle(qtbot, page)
    assert scene.summary.isVisible()
    summary = scene.summary.sceneBoundingRect()
    for panel in (scene.scores, scene.tracker, scene.history):
        assert not summary.intersects(panel.sceneBoundingRect()), "the scores stay readable"
    assert not scene.result.isVisible(), "the summary tells the last round"
    outcome = game.outcome()
    assert outcome is not None
    assert scene.scores._totals == outcome.scores, "TOTAL says the final score, once"
    assert scene.summary._totals == outcome.scores


@pytest.mark.parametrize("target", [0, 100])
def test_while_a_result_is_read_every_panel_shows_the_round_played(
        qtbot: QtBot, page_for: object, target: int) -> None:
    game = controller((human("Ann"), computer("Prof", "easy")), target=target, cards=5)
    page = page_for(game)  # type: ignore[operator]
    scene: JujitsuScene = page.scene
    for played in range(1, 6):
        qtbot.waitUntil(lambda: (bool(game.legal()) or scene.awaiting_reader)
                        and scene.accepts_input)
        if not scene.awaiting_reader:
            scene.select(max(scene.hand))
            scene.lock_in()
        qtbot.waitUntil(lambda: scene.awaiting_reader and scene.accepts_input)
        last = game.view().last
        assert last is not None
        now = game.view()
        hand, totals = scene.scores.shown
        assert totals == now.running_totals, "the score panel agrees with the side panel"
        assert hand == (now.hand_points if last.hand == now.hand else now.past_hands[-1].scores)
        assert len(scene.history.rows) == played, "the round is in Bids this hand"
        for seat in (0, 1):
            assert scene.tracker.cell_played(seat, last.bids[seat] or 0)
        assert scene.plates[0].detail == f"{5 - played} card{'s' if played != 4 else ''} left"
        scene.go_on()
