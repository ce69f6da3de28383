"""Therapy's print-and-play kit: its three card kinds, the Crisis wording, the board and sheets."""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from psychboard.core.decks import load
from psychboard.core.resources import asset_dir
from psychboard.games.therapy.deck import (
    CRISIS_KIND,
    EFFECTS,
    INSIGHT_KIND,
    QUESTION_KIND,
    STAGES,
    crisis_from_json,
    describe_effect,
)
from psychboard.gui.card_painter import CardCanvas, FittedText, paint_card
from psychboard.gui.fonts import ensure_fonts
from psychboard.printing import cli
from psychboard.printing.document import PrintOptions
from psychboard.printing.printables import build_document

POKER_MM = (63.0, 88.0)
DPI = 150
PER_SHEET = 9  # 3×3 poker cards on A4 and on Letter
SHEETS = 6 + 1 + 1  # a prescription sheet per player, the couch stands, the peg tracker


@pytest.fixture(autouse=True)
def _fonts(qapp: QApplication) -> None:
    ensure_fonts()


def _cards(name: str) -> list[Mapping[str, Any]]:
    return list(load(asset_dir("decks", "therapy") / f"{name}.json").cards)


def _deck_files() -> dict[str, list[Mapping[str, Any]]]:
    names = ["therapy", "crisis", *(f"insight-{stage}" for stage in STAGES)]
    return {name: _cards(name) for name in names}


@dataclass
class Drawn:
    text: str
    size: float
    min_size: float
    upside_down: bool


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """Every fitted text a painter draws, with its size and whether it was drawn rotated."""
    seen: list[Drawn] = []
    original = CardCanvas.fitted

    def record(self: CardCanvas, rect: QRectF, text: str, max_size: float, *args: Any,
               **kwargs: Any) -> FittedText:
        fit = original(self, rect, text, max_size, *args, **kwargs)
        floor = kwargs.get("min_size") or max_size * 0.45
        seen.append(Drawn(text, fit.size, floor, self.painter.worldTransform().m11() < 0))
        return fit

    monkeypatch.setattr(CardCanvas, "fitted", record)
    yield seen


def _card_image() -> QImage:
    w, h = (round(mm / 25.4 * DPI) for mm in POKER_MM)
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(DPI / 0.0254))
    image.setDotsPerMeterY(round(DPI / 0.0254))
    return image


def _paint(image: QImage, kind: str, card: Mapping[str, Any], side: str) -> None:
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, image.width(), image.height()), kind, card, side, bleed=0)
    painter.end()


@pytest.mark.parametrize(("kind", "deck"), [
    (QUESTION_KIND, "therapy"), (CRISIS_KIND, "crisis"),
    *((INSIGHT_KIND, f"insight-{stage}") for stage in STAGES),
])
def test_every_card_paints_face_and_back_with_every_text_at_a_readable_size(
        kind: str, deck: str, drawn: list[Drawn]) -> None:
    image = _card_image()
    for card in _cards(deck):
        for side in ("face", "back"):
            _paint(image, kind, card, side)
            assert image.pixelColor(image.width() // 2, image.height() // 2) != QColor(
                "#808080"), f"{card['id']} {side} left the card unpainted"
    small = [d for d in drawn if d.size < d.min_size * 0.999]
    assert not small, f"shrunk below its readable size: {small[0]}"


def test_the_insight_face_prints_its_answer_explanation_and_source_upside_down(
        drawn: list[Drawn]) -> None:
    card = next(c for c in _cards("insight-childhood") if len(c["options"]) == 4)
    _paint(_card_image(), INSIGHT_KIND, card, "face")
    letter = "abcd"[card["options"].index(card["answer"])]
    flipped = {d.text for d in drawn if d.upside_down}
    assert f"Answer: {letter}) {card['answer']}" in flipped
    assert card["explanation"] in flipped
    assert f"Source: {card['source']}" in flipped
    upright = {d.text for d in drawn if not d.upside_down}
    assert card["question"] in upright


def test_the_therapy_face_leaves_the_patient_as_a_blank_and_shows_the_scale_ends(
        drawn: list[Drawn]) -> None:
    card = next(c for c in _cards("therapy") if c["type"] == "rating")
    _paint(_card_image(), QUESTION_KIND, card, "face")
    texts = [d.text for d in drawn]
    assert card["question"].replace("{player}", "________") in texts
    assert not any("{player}" in t for t in texts)
    assert f"1 = {card['low']}" in texts and f"10 = {card['high']}" in texts


def test_the_insight_back_names_its_stage(drawn: list[Drawn]) -> None:
    _paint(_card_image(), INSIGHT_KIND, _cards("insight-cosmos")[0], "back")
    assert "COSMOS" in {d.text for d in drawn}


def _effect(**raw: Any) -> str:
    return describe_effect(crisis_from_json({"id": "x", "event": "", "tone": "help",
                                             "effect": raw}).effect)


@pytest.mark.parametrize(("raw", "words"), [
    ({"do": "move", "steps": 3}, "Move forward 3 spaces."),
    ({"do": "move", "steps": -1}, "Move back 1 space."),
    ({"do": "go_to_psychosis"}, "Go to Psychosis."),
    ({"do": "therapy_at", "office": "next"}, "Go to the next office and undergo therapy there."),
    ({"do": "group_therapy"}, "Undergo group therapy now."),
    ({"do": "gain_peg", "stage": "infancy"}, "Take the Infancy Mastery peg."),
    ({"do": "gain_peg", "stage": "choice"}, "Take any Mastery peg you lack."),
    ({"do": "lose_peg", "stage": "this_side"},
     "Forfeit the Mastery peg of the Stage you are on, if you hold it."),
    ({"do": "skip_turn"}, "Miss your next turn."),
    ({"do": "roll_again"}, "Roll again."),
    ({"do": "everyone_moves", "steps": -2}, "Every couch moves back 2 spaces."),
    ({"do": "swap_places", "with": "leader"},
     "Swap couches with another player: the one with the most pegs."),
    ({"do": "insight", "stage": "cosmos"},
     "Answer a Cosmos Insight card now. A wrong answer costs nothing."),
])
def test_each_crisis_verb_is_worded_for_the_table(raw: dict[str, Any], words: str) -> None:
    assert _effect(**raw) == words


def test_every_crisis_card_prints_its_effect_in_plain_words(drawn: list[Drawn]) -> None:
    cards = _cards("crisis")
    assert {c["effect"]["do"] for c in cards} == set(EFFECTS)  # the deck uses every verb
    image = _card_image()
    for card in cards:
        drawn.clear()
        _paint(image, CRISIS_KIND, card, "face")
        words = describe_effect(crisis_from_json(card).effect)
        assert words in {d.text for d in drawn}, card["id"]
        assert "_" not in words and words[0].isupper() and words.endswith("."), words


def _expected_deck_pages(decks: Mapping[str, list[Mapping[str, Any]]]) -> int:
    """Every sheet of fronts followed by its backs (duplex, the default)."""
    return sum(2 * math.ceil(len(cards) / PER_SHEET) for cards in decks.values())


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_kit_has_every_deck_the_board_tiles_and_the_sheets(paper: str) -> None:
    pages, found = build_document("therapy", options=PrintOptions(paper=paper))
    assert not found.notes
    labels = [page.label for page in pages]
    tiles = [page.meta["tile"] for page in pages if "tile" in page.meta]
    assert sorted(tiles) == [(0, 0), (0, 1), (1, 0), (1, 1)]  # two pages wide, two high
    decks = _deck_files()
    assert len(pages) == _expected_deck_pages(decks) + len(tiles) + SHEETS
    for title in ("Therapy cards", "Crisis cards", *(f"Insight: {s.title()}" for s in STAGES)):
        assert any(label.startswith(f"{title} — sheet 1 of") for label in labels), title
    assert sum(label.startswith("Prescription sheet") for label in labels) == 6
    assert "Couch stands" in labels and "Mastery peg tracker" in labels
    assert sum(page.cards for page in pages) == sum(len(c) for c in decks.values())


def test_younger_players_get_only_the_eight_plus_therapy_cards() -> None:
    pages, _ = build_document("therapy", "deck", "therapy",
                              PrintOptions(extras={"younger": True}))
    eight = [c for c in _cards("therapy") if c["ages"] == 8]
    assert 0 < len(eight) < len(_cards("therapy"))
    assert sum(page.cards for page in pages) == len(eight)


def test_the_print_command_writes_the_whole_kit(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "therapy.pdf"
    assert cli.main(["print", "--game", "therapy", "--what", "kit", "-o", str(out)]) == 0
    decks = _deck_files()
    total = _expected_deck_pages(decks) + 4 + SHEETS
    cards = sum(len(c) for c in decks.values())
    assert f"{total} pages, {cards} cards" in capsys.readouterr().out
    assert out.read_bytes().startswith(b"%PDF")


def test_the_decks_print_in_the_order_of_the_board() -> None:
    from psychboard.printing.printables import catalogue

    decks = [p.id for p in catalogue("therapy").group("deck")]
    assert decks == ["therapy", *(f"insight-{stage}" for stage in STAGES), "crisis"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_psychosis_arrow_number_lies_where_the_tiles_are_glued(paper: str) -> None:
    from psychboard.games.therapy import print_board
    from psychboard.games.therapy.rules.table import shipped_board
    from psychboard.printing.layout import MIN_MARGIN, PAPERS
    from psychboard.printing.tiles import LABEL_STRIP, tile_grid

    board = shipped_board()
    left, top, width, height = print_board.extent(board)
    page_w, page_h = PAPERS[paper]
    room_w, room_h = page_w - 2 * MIN_MARGIN, page_h - 2 * MIN_MARGIN - LABEL_STRIP
    xs, ys = tile_grid(width, room_w), tile_grid(height, room_h)
    seams_x = [(left + xs[i + 1], left + xs[i] + room_w) for i in range(len(xs) - 1)]
    seams_y = [(top + ys[i + 1], top + ys[i] + room_h) for i in range(len(ys) - 1)]
    assert seams_x and seams_y
    reach = print_board.NUMBER_R + 0.5  # the disc and its outline
    for office in ("office-1", "office-2", "office-3", "office-4", "office-5", "office-6"):
        x, y = (v * print_board.SCALE for v in board.space(office).pos)
        length = math.hypot(x, y)
        mx, my = print_board._number_at(0.0, 0.0, x / length, y / length)
        for a, b in seams_x:
            assert mx + reach < a or mx - reach > b, (office, paper)
        for a, b in seams_y:
            assert my + reach < a or my - reach > b, (office, paper)
        assert math.hypot(mx, my) - reach > print_board.PSYCHOSIS_R
