"""Psychological Warfare's print-and-play kit: its painters, its kit and the print command."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from psychboard.core import decks
from psychboard.core.resources import asset_dir
from psychboard.games.warfare.cards import Cost
from psychboard.games.warfare.deck import ARCHETYPE_KIND, CARD_KIND, NEUROSIS_KIND
from psychboard.games.warfare.painters import (
    REFERENCE_KIND,
    SCORE_KIND,
    TYPE_COLOURS,
    ScoreCard,
    cost_label,
    neurosis_effect,
    with_minus_signs,
)
from psychboard.games.warfare.print_kit import END, TURN, one_neurosis_card
from psychboard.gui.card_painter import known_kinds, paint_card
from psychboard.gui.fonts import ensure_fonts
from psychboard.printing import cli
from psychboard.printing.document import PrintOptions
from psychboard.printing.printables import build_document, catalogue

WIDTH = 252  # 63 mm at about 100 dpi


@pytest.fixture(autouse=True)
def _fonts(qapp: QApplication) -> None:
    ensure_fonts()


def _deck(name: str) -> decks.Deck:
    return decks.load(asset_dir("decks", "warfare") / f"{name}.json")


def _render(kind: str, data: Any, side: str = "face") -> QImage:
    image = QImage(WIDTH, round(WIDTH * 88 / 63), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, image.width(), image.height()), kind, data, side)
    painter.end()
    return image


def _colours(image: QImage, step: int = 6) -> set[str]:
    return {image.pixelColor(x, y).name() for x in range(0, image.width(), step)
            for y in range(0, image.height(), step) if image.pixelColor(x, y).alpha() == 255}


def _samples() -> list[tuple[str, Any, Any]]:
    neuroses = one_neurosis_card(_deck("neurosis").cards, PrintOptions())
    return ([(CARD_KIND, card, card) for card in _deck("cards").cards]
            + [(ARCHETYPE_KIND, a, a) for a in _deck("archetypes").cards]
            + [(NEUROSIS_KIND, neuroses[0], neuroses[0])]
            + [(SCORE_KIND, ScoreCard(seat, low), ScoreCard(seat, low))
               for seat in range(4) for low in (True, False)]
            + [(REFERENCE_KIND, TURN, END)])


def test_every_kind_paints_both_sides_at_card_size() -> None:
    samples = _samples()
    assert {CARD_KIND, ARCHETYPE_KIND, NEUROSIS_KIND, SCORE_KIND, REFERENCE_KIND} <= \
        set(known_kinds())
    for kind, face, back in samples:
        assert len(_colours(_render(kind, face, "face"))) > 3, (kind, face)
        assert len(_colours(_render(kind, back, "back"))) > 3, (kind, back)


def test_every_playing_card_shares_one_back_and_types_have_their_own_band() -> None:
    cards = {card["type"]: card for card in _deck("cards").cards}
    assert set(cards) == set(TYPE_COLOURS)
    backs = [_render(CARD_KIND, card, "back") for card in cards.values()]
    assert len({bytes(image.constBits()) for image in backs}) == 1
    bands = {kind: _render(CARD_KIND, card).pixelColor(WIDTH // 4, 8).name()
             for kind, card in cards.items()}
    assert bands == {kind: colour.lower() for kind, colour in TYPE_COLOURS.items()}


def test_archetype_neurosis_score_and_playing_backs_differ() -> None:
    images = [_render(CARD_KIND, _deck("cards").cards[0], "back"),
              _render(ARCHETYPE_KIND, _deck("archetypes").cards[0], "back"),
              _render(NEUROSIS_KIND, {}, "back"),
              _render(SCORE_KIND, ScoreCard(0, True), "back")]
    assert len({bytes(image.constBits()) for image in images}) == 4


def test_score_cards_differ_by_seat_and_half() -> None:
    images = {bytes(_render(SCORE_KIND, ScoreCard(seat, low)).constBits())
              for seat in range(4) for low in (True, False)}
    assert len(images) == 8


def test_cost_labels() -> None:
    assert cost_label(Cost(base=3)) == "3"
    assert cost_label(Cost(x=True)) == "X"
    assert cost_label(Cost(base=1, per="others", times=1)) == "1+others"
    assert cost_label(Cost(base=5, per="baggage", times=-2)) == "5−2×baggage"
    assert cost_label(Cost(per="fun", times=1)) == "Fun"


def test_neurosis_rows_drop_the_need_the_label_already_names() -> None:
    assert neurosis_effect("Fun at 1: at the start of your turn, discard 1.", "fun") == \
        "At the start of your turn, discard 1."
    assert neurosis_effect("Trapped: no Therapy.", "freedom") == "Trapped: no Therapy."


def test_scores_get_true_minus_signs_and_words_keep_their_hyphens() -> None:
    assert with_minus_signs("Self +2/-1, Others -X, well-known -3") == \
        "Self +2/\u22121, Others \u2212X, well-known \u22123"


def test_the_kit_prints_every_copy_and_every_piece() -> None:
    options = PrintOptions(backs="none")
    pages, found = build_document("warfare", "kit", options=options)
    assert not found.notes
    per_title: Counter[str] = Counter()
    for page in pages:
        per_title[page.label.split(" — ")[0]] += page.cards
    copies = sum(int(card.get("copies", 1)) for card in _deck("cards").cards)
    assert per_title == {
        "Playing cards": copies, "Archetypes": len(_deck("archetypes").cards),
        "Effects of Neurosis": 1, "Score cards (2 per player)": 8,
        "Turn reference (1 per player)": 4,
    }
    assert {p.id for p in catalogue("warfare").items} == {
        "scores", "reference", "cards", "archetypes", "neurosis"}


def test_the_cli_prints_the_kit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "warfare.pdf"
    assert cli.main(["print", "--game", "warfare", "--what", "kit", "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    pages, _ = build_document("warfare", "kit")
    cards = sum(page.cards for page in pages)
    assert f"{len(pages)} pages, {cards} cards" in capsys.readouterr().out
