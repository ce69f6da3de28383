"""A card side drawn by a plain painter keeps the card's rounded corners, on a lone card and
on the top of a pile alike (both go through `paint_side`)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from psychboard.gui.items import CardItem, PileItem

RED = QColor("#FF0000")


def flood(painter: QPainter, rect: QRectF) -> None:
    """A side that paints well past its card, so only the clip can keep the corners."""
    painter.fillRect(rect.adjusted(-20, -20, 20, 20), RED)


def painted(item: QGraphicsItem, rect: QRectF) -> tuple[QImage, float, float]:
    """The item painted with `rect` (its card) placed so the card's top left is at (10, 10)."""
    image = QImage(math.ceil(rect.width()) + 40, math.ceil(rect.height()) + 40,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(10 - rect.left(), 10 - rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image, 10.0, 10.0


def is_red(image: QImage, x: float, y: float) -> bool:
    colour = image.pixelColor(round(x), round(y))
    return colour.red() > 200 and colour.green() < 60 and colour.alpha() > 200


@pytest.mark.parametrize("kind", ["card", "pile"])
def test_a_plain_side_is_clipped_to_the_rounded_corners(qapp: QApplication, kind: str) -> None:
    if kind == "card":
        item: CardItem | PileItem = CardItem(flood, flood, face_up=True)
        rect = item.card_rect()
    else:
        item = PileItem(count=1, back_painter=flood)
        rect = item.card_rect()
    image, left, top = painted(item, rect)
    assert is_red(image, left + rect.width() / 2, top + rect.height() / 2)
    assert is_red(image, left + rect.width() / 2, top + 2)
    assert not is_red(image, left + 0.5, top + 0.5)
    assert not is_red(image, left + rect.width() - 0.5, top + rect.height() - 0.5)
    assert not is_red(image, left - 5, top + rect.height() / 2)
