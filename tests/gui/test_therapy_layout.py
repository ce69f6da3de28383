"""Therapy's table keeps its shape: the board keeps its size whichever choices the bar shows,
the panel keeps a verdict and the scale's label inside its edges, a match's banner leaves the
card readable, and a Stage's swatch shows on its own peg button."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.theme import apply_theme
from psychboard.core.choices import Choice
from psychboard.games.therapy import scene_info
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.painters import STAGE_COLOURS
from psychboard.games.therapy.scene_items import MATCH, MISS, Info, InfoPanel
from tests.gui.screen_text import painted_by
from tests.gui.test_therapy_gui import ANN, BEN, CY, ready, start
from tests.gui.windows import active_window


@pytest.fixture
def small(qtbot: QtBot, tmp_path: Path) -> Any:
    yield from active_window(qtbot, tmp_path, 1024, 640)


def test_the_board_keeps_its_size_whichever_choices_the_bar_shows(
        qtbot: QtBot, small: MainWindow) -> None:
    page = start(small, [ANN, BEN, CY], 5)
    scene, controller = page.scene, page.controller
    rnd = random.Random(1)
    sizes, counts = set(), set()
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(page), timeout=20_000)
        if controller.outcome() is not None:
            break
        if page.handoff.isVisible():
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return,
                           Qt.KeyboardModifier.ControlModifier)
            continue
        sizes.add(page.view.size().toTuple())
        counts.add(len(scene.bar.offer.choices))
        if scene.awaiting_reader:
            scene.go_on()
        elif controller.legal():
            controller.submit(rnd.choice(list(controller.legal())))
    assert {1, 2, 5, 11} <= counts, "the game showed small and large offers"
    assert len(sizes) == 1, f"the board changed size: {sorted(sizes)}"


def render(panel: InfoPanel, pad: int = 80) -> tuple[QImage, QRectF]:
    """The panel drawn on a transparent image with room round it; its rect in the image."""
    rect = panel.boundingRect()
    image = QImage(int(rect.width()) + 2 * pad, int(rect.height()) + 2 * pad,
                   QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(pad - rect.left(), pad - rect.top())
    panel.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return image, panel.rect().translated(pad - rect.left(), pad - rect.top())


def rows_of(image: QImage, colour: QColor) -> list[int]:
    x = image.width() // 2
    return [y for y in range(image.height()) if image.pixelColor(x, y) == colour]


@pytest.mark.parametrize("card", sorted(table().insight, key=lambda c: -len(
    table().insight[c].question + table().insight[c].explanation))[:3])
def test_a_long_insight_results_verdict_shows_whole_inside_the_panel(
        qtbot: QtBot, card: str) -> None:
    panel = InfoPanel(460, 462)
    for choice in range(len(table().insight[card].options)):
        info = scene_info.insight_result(card, choice, "cosmos", "Ann")
        panel.set_info(info)
        image, rect = render(panel)
        pill = rows_of(image, MATCH if info.good else MISS)
        assert pill, "the verdict is drawn"
        assert max(pill) <= rect.bottom() - 8, "the verdict ends inside the panel"
        assert len(pill) >= 40, "the whole pill shows"


@pytest.mark.parametrize("answer", [1, 10])
def test_the_scales_label_stays_inside_the_panels_edge(qtbot: QtBot, answer: int) -> None:
    panel = InfoPanel(460, 462)
    panel.set_info(Info("Therapy", "How much?", answers=("Ann: 1", "The group: 2"),
                        rating=(answer, 2 if answer == 1 else 9), verdict="A match!",
                        good=True))
    image, rect = render(panel, pad=0)
    own = panel.rect()
    assert own.left() + 20 <= panel.match_label.left()
    assert panel.match_label.right() <= own.right() - 20
    label = panel.match_label.translated(rect.topLeft() - own.topLeft())
    inside = range(int(rect.left()) + 5, int(rect.right()) - 5)
    ink = [x for y in range(int(label.top()), int(label.bottom())) for x in inside
           if image.pixelColor(x, y) != image.pixelColor(inside[0], y)]
    assert ink and min(ink) >= rect.left() + 16 and max(ink) <= rect.right() - 16


def test_a_matchs_banner_leaves_the_card_readable(qtbot: QtBot, small: MainWindow) -> None:
    page = start(small, [ANN, BEN, CY], 5)
    scene = page.scene
    qtbot.waitUntil(lambda: ready(page))
    scene.card.setPos(QPointF(445, 500))
    scene.card.show()
    scene._banner("A MATCH!", "Ann is cured.", "#007A5A")
    qtbot.waitUntil(lambda: not scene.busy)
    banner = scene.banner.sceneBoundingRect()  # where it showed (and faded away)
    assert not banner.intersects(scene.card.sceneBoundingRect())
    assert scene.sceneRect().contains(banner)


def test_a_stages_swatch_shows_on_its_own_peg_button(qtbot: QtBot, small: MainWindow) -> None:
    page = start(small, [ANN, BEN, CY], 5)
    scene = page.scene
    cosmos = STAGE_COLOURS["cosmos"]
    picture = scene.choice_picture(Choice("Cosmos", "6", "peg:cosmos", "stage",
                                          swatch=cosmos)).toImage()
    ratio = picture.devicePixelRatio()
    middle = picture.pixelColor(picture.width() // 2, picture.height() // 2)
    rim = picture.pixelColor(int(3 * ratio), picture.height() // 2)
    assert middle == QColor(cosmos)
    assert rim.lightness() > 200, "a light rim round the swatch shows on the blue button"
    assert picture.pixelColor(0, picture.height() // 2).alpha() < 255 or \
        picture.pixelColor(int(1 * ratio), picture.height() // 2).lightness() < 80


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_couchs_peg_numbers_read_at_10_px_light_on_dark(
        qtbot: QtBot, small: MainWindow, theme: str) -> None:
    apply_theme(QApplication.instance(), theme)  # type: ignore[arg-type]
    try:
        small.resize(1024, 616)  # maximized on a 1024×640 screen, under the title bar
        page = start(small, [ANN, BEN, CY], 5)
        qtbot.waitUntil(lambda: ready(page))
        QApplication.processEvents()
        for couch in page.scene.couches:
            numbers = [d for d in painted_by(page.view, couch.pegs) if d.text.isdigit()]
            assert numbers and min(d.size for d in numbers) >= 10.0, [str(d) for d in numbers]
            image = QImage(couch.pegs.boundingRect().size().toSize() * 2,
                           QImage.Format.Format_ARGB32)
            image.fill(QColor(couch.colour).darker(160))
            painter = QPainter(image)
            painter.scale(2, 2)
            painter.translate(-couch.pegs.boundingRect().topLeft())
            couch.pegs.paint(painter, None, None)  # type: ignore[arg-type]
            painter.end()
            hole = couch.pegs.hole_centre(5) - couch.pegs.boundingRect().topLeft()
            around = [image.pixelColor(int(hole.x() * 2) + dx, int(hole.y() * 2) + dy)
                      for dx in range(-10, 11) for dy in range(-12, 13)]
            assert max(c.lightness() for c in around) > 215, "light digits"
            assert min(c.lightness() for c in around) < 60, "on a dark hole"
    finally:
        apply_theme(QApplication.instance(), "light")  # type: ignore[arg-type]


def test_while_a_computer_plays_the_pad_holds_no_ones_choices(
        qtbot: QtBot, small: MainWindow) -> None:
    page = start(small, [ANN, BEN, CY], 5)
    scene, controller = page.scene, page.controller
    seen: list[tuple[Any, ...]] = []

    def thinking(seat: int, on: bool) -> None:
        if on:
            offer = scene.bar.offer
            seen.append((seat, offer.seat, [c.label for c in offer.enabled()], offer.prompt))

    controller.thinking.connect(thinking)
    rnd = random.Random(2)
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(page), timeout=20_000)
        if controller.outcome() is not None:
            break
        if page.handoff.isVisible():
            page.handoff.button.click()
        elif scene.awaiting_reader:
            scene.go_on()
        elif controller.legal():
            controller.submit(rnd.choice(list(controller.legal())))
    assert seen, "the computer played"
    for seat, on_pad, choices, prompt in seen:
        assert on_pad is None and choices == [], (seat, on_pad, choices, prompt)
        assert not any(name in prompt for name in ("Ann,", "Ben,", "Ann:", "Ben:"))
