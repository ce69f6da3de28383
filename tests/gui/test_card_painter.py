"""The shared card painter: every kind draws, suits keep shape and colour, text always fits."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from psychboard.core.cards import Card, Suit, standard_deck
from psychboard.games import registry
from psychboard.games.psychologizer.board import shipped_board
from psychboard.games.psychologizer.painters import (
    FALLBACK_COLOURS,
    RESPONSE_VALUES,
    OpinionFace,
    ResponseCard,
    category_colours,
)
from psychboard.gui import palette
from psychboard.gui.card_painter import (
    CardCanvas,
    CardKind,
    fit_text,
    known_kinds,
    paint_card,
    painter_for,
)
from psychboard.gui.fonts import CARD_FAMILY, SYMBOL_FAMILY, UI_FAMILY, ensure_fonts
from psychboard.gui.playing_card_painter import PIP_LAYOUTS, suit_path
from tests.fixture_scene import SPEC

OPINION = {
    "id": "t-1", "category": "family", "ages": 8,
    "issue": "At a family dinner {player} is asked to choose the holiday. What does {player} say?",
    "responses": [{"text": "The beach, every single year", "trait": "cautious"},
                  {"text": "Somewhere nobody has been", "trait": "adventurous"},
                  {"text": "Whatever {player}'s little brother wants", "trait": "caring"},
                  {"text": "Let's vote on it", "trait": "sociable"}],
}
WORDS = ("the", "a", "psychologist", "wonders", "whether", "{player}", "would", "ever",
         "tell", "grandmother", "about", "extraordinarily", "complicated", "feelings", "x",
         "Supercalifragilisticexpialidocious")


@pytest.fixture(autouse=True)
def _fonts(qapp: QApplication) -> None:
    ensure_fonts()


def _render(kind: str, data: Any, side: str = "face", width: int = 252) -> QImage:
    image = QImage(width, round(width * 88 / 63), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, image.width(), image.height()), kind, data, side)
    painter.end()
    return image


def _colours(image: QImage, step: int = 2) -> set[str]:
    return {image.pixelColor(x, y).name() for x in range(0, image.width(), step)
            for y in range(0, image.height(), step) if image.pixelColor(x, y).alpha() == 255}


def test_bundled_fonts_are_registered() -> None:
    families = ensure_fonts()
    assert {UI_FAMILY, CARD_FAMILY, SYMBOL_FAMILY} <= set(families)


def test_every_builtin_kind_paints_both_sides() -> None:
    samples: dict[str, Any] = {"playing": Card(5, Suit.CLUBS), "opinion": OPINION,
                               "response": ResponseCard(3, "15")}
    assert set(samples) <= set(known_kinds())
    for kind, data in samples.items():
        for side in ("face", "back"):
            assert len(_colours(_render(kind, data, side), step=6)) > 3, (kind, side)


@pytest.mark.parametrize("card", [Card(1, Suit.HEARTS), Card(7, Suit.DIAMONDS),
                                  Card(12, Suit.HEARTS)], ids=str)
def test_red_cards_use_the_red_suit_colour(card: Card) -> None:
    assert palette.RED_SUIT.lower() in _colours(_render("playing", card))


@pytest.mark.parametrize("card", [Card(1, Suit.SPADES), Card(9, Suit.CLUBS), Card(13, Suit.SPADES)],
                         ids=str)
def test_black_cards_carry_no_red(card: Card) -> None:
    assert palette.RED_SUIT.lower() not in _colours(_render("playing", card))


def test_pip_layouts_match_the_rank() -> None:
    assert {rank: len(pips) for rank, pips in PIP_LAYOUTS.items()} == {r: r for r in range(2, 11)}


def test_the_four_suit_shapes_differ_and_stay_in_their_box() -> None:
    box = QRectF(10, 10, 100, 100)
    areas = {}
    for suit in Suit:
        path = suit_path(suit, box)
        assert box.adjusted(-0.01, -0.01, 0.01, 0.01).contains(path.boundingRect())
        inside = sum(path.contains(QRectF(x, y, 1, 1).center())
                     for x in range(10, 110, 4) for y in range(10, 110, 4))
        areas[suit] = inside
    assert len(set(areas.values())) == 4


def test_every_card_of_the_deck_renders_distinctly() -> None:
    seen = set()
    for card in standard_deck(jokers=1):
        image = _render("playing", card, width=63)
        seen.add(bytes(image.constBits()))
    assert len(seen) == 53


def test_opinion_faces_fill_in_the_player_or_leave_a_blank() -> None:
    blank, named = _render("opinion", OPINION), _render("opinion", OpinionFace(OPINION, "Sam"))
    assert blank != named


def test_response_cards_differ_by_seat_and_value() -> None:
    faces = {bytes(_render("response", ResponseCard(seat, value), width=63).constBits())
             for seat in range(8) for value in RESPONSE_VALUES}
    assert len(faces) == 64
    backs = {bytes(_render("response", ResponseCard(seat, "a"), "back", 63).constBits())
             for seat in range(8)}
    assert len(backs) == 8


def test_category_colours_follow_the_spinner() -> None:
    board = shipped_board()
    colours = category_colours()
    for segment in board.segments:
        if segment.category is not None:
            assert QColor(colours[segment.category]) == QColor(segment.colour)
    assert set(colours) == set(FALLBACK_COLOURS)


def test_a_new_kind_is_drawn_through_its_games_spec_alone(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    drawn: list[tuple[str, Any]] = []

    def face(c: CardCanvas, data: Any) -> None:
        drawn.append(("face", data))
        c.base("#123456")

    kinds = (CardKind("test-plain", face, lambda c, data: drawn.append(("back", data))),)
    plain = SPEC._replace(id="plain", card_kinds=("test-plain",), painters=lambda: kinds)
    with monkeypatch.context() as patch:
        patch.setitem(registry.GAMES, plain.id, plain)
        assert painter_for("test-plain") is kinds[0] and "test-plain" in known_kinds()
    assert painter_for("test-plain") is None, "a painter lives only as long as its game's spec"
    monkeypatch.setitem(registry.GAMES, plain.id, plain)
    assert "#123456" in _colours(_render("test-plain", 7))
    _render("test-plain", 8, "back")
    assert drawn == [("face", 7), ("back", 8)]
    with pytest.raises(KeyError, match="no card painter"):
        _render("no-such-kind", None)
    with pytest.raises(ValueError, match="face"):
        _render("test-plain", 1, "edge")


def _devices(tmp_path: Path) -> Iterator[Any]:
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    yield image
    yield QPdfWriter(str(tmp_path / "metrics.pdf"))


def test_fit_text_never_overflows(tmp_path: Path) -> None:
    rnd = random.Random(20240611)
    for device in _devices(tmp_path):
        scale = device.logicalDpiX() / 96
        for _ in range(60):
            text = " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(1, 70)))
            rect = QRectF(0, 0, rnd.uniform(30, 240) * scale, rnd.uniform(12, 160) * scale)
            fit = fit_text(device, rect, text, 18 * scale, 7 * scale)
            assert fit.fits
            assert fit.height <= rect.height() + 1e-6
            assert fit.width <= rect.width() + 1e-6
            layout = fit.layout
            shown = sum(layout.lineAt(i).textLength() for i in range(layout.lineCount()))
            assert shown == len(text)                     # nothing dropped or clipped
            for i in range(layout.lineCount()):
                assert layout.lineAt(i).naturalTextWidth() <= rect.width() + 1e-6


def test_fit_text_keeps_the_largest_size_that_fits(tmp_path: Path) -> None:
    image = QPdfWriter(str(tmp_path / "metrics.pdf"))
    rect = QRectF(0, 0, 2000, 600)
    short = fit_text(image, rect, "Hello", 200, 60)
    assert short.size == 200
    long_text = " ".join(["complicated feelings"] * 12)
    longer = fit_text(image, rect, long_text, 200, 60)
    longest = fit_text(image, rect, long_text * 2, 200, 60)
    assert 0 < longest.size <= longer.size < 200
    bigger = longer.size * 1.03
    assert fit_text(image, rect, long_text, bigger, bigger).size < bigger


def test_fit_text_goes_below_the_minimum_rather_than_clip() -> None:
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    rect = QRectF(0, 0, 60, 20)
    fit = fit_text(image, rect, " ".join(WORDS * 4), 12, 8)
    assert fit.fits and fit.size < 8
