"""A phone draws Warfare's cards as the table does: every card a dealt hand shows paints."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from psychboard.games.warfare.phone import KIT
from psychboard.games.warfare.rules import WarfareOptions, WarfareRules

WIDTH = 200


def _dealt_codes() -> list[str]:
    rules = WarfareRules()
    codes: dict[str, None] = {}
    for seed in range(3):
        state = rules.new_game(WarfareOptions(players=4), seed)
        for seat in range(state.players):
            legal = list(rules.legal_actions(state, seat))
            hand = KIT.hand(rules.observe(state, seat), legal, [f"P{n}" for n in range(4)])
            codes.update(dict.fromkeys(hand.pictures()))
    return list(codes)


def test_every_dealt_card_paints(qtbot: QtBot) -> None:
    assert KIT.picture is not None
    codes = _dealt_codes()
    assert len(codes) > 10
    for code in codes:
        painter_of, ratio = KIT.picture(code)
        assert 0.5 < ratio < 2
        image = QImage(WIDTH, round(WIDTH * ratio), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter_of(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours - {0}) > 3, code  # a face with words on it, not a blank
