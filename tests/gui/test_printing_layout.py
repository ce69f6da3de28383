"""Sheet geometry (no Qt): grid fit, margins, crop marks, bleed and mirrored backs."""

from __future__ import annotations

import pytest

from psychboard.printing.layout import (
    CARD_SIZES,
    MIN_MARGIN,
    PAPERS,
    Box,
    LayoutError,
    fit_sheet,
    plan_sheet,
)


def _inside(box: Box, outer: Box) -> bool:
    eps = 1e-6
    return (box.x >= outer.x - eps and box.y >= outer.y - eps and box.right <= outer.right + eps
            and box.bottom <= outer.bottom + eps)


@pytest.mark.parametrize("paper", list(PAPERS))
def test_poker_cards_print_three_by_three_on_both_papers(paper: str) -> None:
    sheet = plan_sheet(paper, "poker")
    assert (sheet.cols, sheet.rows) == (3, 3)
    grid = sheet.grid
    assert grid.w == pytest.approx(189) and grid.h == pytest.approx(264)
    assert grid.x == pytest.approx(sheet.page_w - grid.right)      # centred
    assert grid.y == pytest.approx(sheet.page_h - grid.bottom)


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("size", list(CARD_SIZES))
@pytest.mark.parametrize("backs", ["duplex-long", "duplex-short", "fold"])
@pytest.mark.parametrize(("gutter", "bleed"), [(0, 0), (0, 3), (4, 3), (8, 3)])
def test_nothing_leaves_the_printable_area(paper: str, size: str, backs: str, gutter: float,
                                           bleed: float) -> None:
    sheet = plan_sheet(paper, size, backs=backs, gutter=gutter, bleed=bleed)
    printable = sheet.printable()
    assert printable.x == MIN_MARGIN
    for index in range(sheet.per_page):
        places = [sheet.front(index)]
        places.append(sheet.fold_back(index) if sheet.fold else sheet.back(index, backs))
        for place in places:
            assert place.card.w == CARD_SIZES[size][0] and place.card.h == CARD_SIZES[size][1]
            assert _inside(place.card, place.clip)
            assert _inside(place.clip, printable)
    for mark in sheet.marks():
        assert _inside(Box(min(mark.x1, mark.x2), min(mark.y1, mark.y2), abs(mark.x2 - mark.x1),
                           abs(mark.y2 - mark.y1)), printable)
        assert max(abs(mark.x2 - mark.x1), abs(mark.y2 - mark.y1)) >= 1.5


def test_crop_marks_sit_on_every_cut_line_outside_the_cards() -> None:
    sheet = plan_sheet("a4", "poker", gutter=4)
    xs, ys = sheet.cut_lines()
    assert len(xs) == 2 * sheet.cols and len(ys) == 2 * sheet.rows  # each card its own cuts
    grid = sheet.grid
    vertical = {m.x1 for m in sheet.marks() if m.x1 == m.x2}
    horizontal = {m.y1 for m in sheet.marks() if m.y1 == m.y2}
    assert vertical == set(xs) and horizontal == set(ys)
    for mark in sheet.marks():
        if mark.x1 == mark.x2:
            assert mark.y2 <= grid.y or mark.y1 >= grid.bottom
        else:
            assert mark.x2 <= grid.x or mark.x1 >= grid.right
    butted = plan_sheet("a4", "poker")
    assert butted.cut_lines()[0] == pytest.approx([10.5, 73.5, 136.5, 199.5])


def test_bleed_never_covers_a_neighbour() -> None:
    butted = plan_sheet("a4", "poker", bleed=3)
    centre = butted.front(4).clip
    assert centre == butted.front(4).card                # inner sides: no room for bleed
    corner = butted.front(0)
    assert corner.clip.x == pytest.approx(corner.card.x - 3)
    assert corner.clip.right == pytest.approx(corner.card.right)
    spaced = plan_sheet("a4", "mini", bleed=3, gutter=4)
    assert spaced.cols > 2
    assert spaced.front(1).clip.x == pytest.approx(spaced.front(1).card.x - 2)


def test_backs_mirror_about_the_flip_edge_and_take_the_offset() -> None:
    sheet = plan_sheet("a4", "poker")
    for index in range(9):
        front = sheet.front(index).card
        long_edge = sheet.back(index, "duplex-long").card
        assert long_edge.x == pytest.approx(210 - front.right) and long_edge.y == front.y
        short_edge = sheet.back(index, "duplex-short").card
        assert short_edge.y == pytest.approx(297 - front.bottom) and short_edge.x == front.x
        shifted = sheet.back(index, "duplex-long", (1.5, -0.5)).card
        assert (shifted.x, shifted.y) == pytest.approx((long_edge.x + 1.5, long_edge.y - 0.5))
    assert sheet.back(0, "duplex-long").card.x == pytest.approx(sheet.front(2).card.x)


def test_fold_mode_puts_each_back_beside_its_front() -> None:
    sheet = plan_sheet("a4", "mini", backs="fold")
    assert (sheet.cols, sheet.rows) == (2, 4)
    front, back = sheet.front(0).card, sheet.fold_back(0).card
    assert back.x == pytest.approx(front.right) and back.y == front.y
    assert any(m.fold for m in sheet.marks())


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"paper": "a3"}, "unknown paper"),
    ({"size": "jumbo"}, "unknown card size"),
    ({"backs": "sideways"}, "unknown backs"),
    ({"bleed": 80.0}, "does not fit"),
    ({"gutter": -1.0}, "negative"),
])
def test_bad_choices_raise_a_clear_layout_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(LayoutError, match=message):
        plan_sheet(**kwargs)  # type: ignore[arg-type]


def test_a_page_too_small_for_one_card_is_refused() -> None:
    with pytest.raises(LayoutError, match="does not fit"):
        fit_sheet("postcard", 70, 95, 63, 88)


def test_printed_opinion_cards_take_the_balanced_response_order() -> None:
    import json

    from psychboard.core.resources import asset_dir
    from psychboard.games.psychologizer.deck import printed_cards
    from psychboard.games.psychologizer.print_kit import opinion_filter
    from psychboard.printing.document import PrintOptions

    cards = json.loads((asset_dir("decks", "psychologizer") / "work.json").read_text())["cards"]
    printed = opinion_filter(cards, PrintOptions())
    assert printed == printed_cards(cards) and printed != cards
