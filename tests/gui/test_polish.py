"""What a new family sees first: the start page at every usual window size, readable buttons
and fields in both themes, the settings dialog's title, and hint odds in words."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from psychboard.app.launcher import COMPACT_HEIGHT, GameTile, Launcher
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.app.settings_dialog import TITLE_ROOM, SettingsDialog, title_width
from psychboard.app.theme import CONTROLS, apply_theme
from psychboard.core.cards import Colour, Suit
from psychboard.games.psychic.ai import odds, odds_in_words
from psychboard.games.psychic.rules import (
    FLIP,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
    PsychicOptions,
    PsychicRules,
    View,
    guesses_for,
)
from psychboard.gui import palette

SIZES = [(1024, 600), (1024, 640), (1280, 720), (1440, 900), (1920, 1080)]
"""The usual windows, and the one a 1024×640 screen leaves a maximized window with a frame."""


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[Callable[[str], palette.Theme]]:
    """Applies a theme as the app does, and puts the test app back as it was afterwards."""
    font, pal = qapp.font(), qapp.palette()
    yield lambda name: apply_theme(qapp, name)
    qapp.setStyleSheet("")
    qapp.setPalette(pal)
    qapp.setFont(font)
    palette.set_theme("light")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def settle(qtbot: QtBot, widget: QWidget) -> None:
    """Show the widget and let every pending relayout (after a restyle) run."""
    widget.show()
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()


def in_tile(tile: GameTile, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(tile, widget.rect().topLeft()), widget.size())


def assert_reads_whole(label: QLabel) -> None:
    """Nothing of the label's text is cut: it has at least the room its text asks for."""
    if label.wordWrap():
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    else:
        hint = label.sizeHint()
        assert label.width() >= hint.width() and label.height() >= hint.height(), label.text()


def assert_tile_reads_well(tile: GameTile) -> None:
    picture, title, footer, pitch = (in_tile(tile, w) for w in
                                     (tile.image, tile.title, tile.footer, tile.pitch))
    assert picture.height() >= tile.image.minimumHeight()
    assert picture.bottom() < title.top() and title.bottom() < footer.top()
    assert footer.bottom() < pitch.top() and pitch.bottom() <= tile.contentsRect().bottom()
    for label in tile.findChildren(QLabel):
        assert_reads_whole(label)
    badges = [in_tile(tile, w) for w in tile.findChildren(QLabel) if w.objectName() == "tileBadge"]
    assert not any(badge.intersects(in_tile(tile, tile.meta)) for badge in badges)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_tile_reads_whole_without_scrolling(
        qtbot: QtBot, settings: Settings, themed: Callable[[str], palette.Theme],
        theme: str, width: int, height: int) -> None:
    themed(theme)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(width, height)
    settle(qtbot, window)
    launcher = window.launcher
    assert launcher is not None and window.size().height() == height
    assert launcher.compact == (launcher.height() < COMPACT_HEIGHT)
    assert launcher.shelf.verticalScrollBar().maximum() == 0, "two rows of tiles fit"
    for label in (launcher.heading, launcher.subtitle):
        assert_reads_whole(label)
    tiles = list(launcher.tiles.values())
    for tile in tiles:
        assert_tile_reads_well(tile)
    rows: dict[int, set[int]] = {}
    for tile in tiles:
        rows.setdefault(tile.y(), set()).add(tile.image.height())
    assert all(len(heights) == 1 for heights in rows.values()), "a row's pictures match"
    boxes = [t.geometry() for t in tiles]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_a_resume_button_leaves_its_tiles_picture_as_big_as_its_neighbours(
        qtbot: QtBot, themed: Callable[[str], palette.Theme]) -> None:
    themed("light")
    plain, resuming = Launcher(set()), Launcher({"jujitsu"})
    for launcher in (plain, resuming):
        qtbot.addWidget(launcher)
        launcher.resize(1024, 600)
        settle(qtbot, launcher)
    button = resuming.tiles["jujitsu"].findChild(QPushButton)
    assert button is not None and button.isVisible()
    assert not any(tile.findChildren(QPushButton) for tile in plain.tiles.values()), \
        "no Resume button is made where there is nothing to resume"
    assert button.width() >= button.sizeHint().width()
    assert_tile_reads_well(resuming.tiles["jujitsu"])
    assert resuming.tiles["jujitsu"].image.size() == plain.tiles["jujitsu"].image.size()
    assert (resuming.tiles["jujitsu"].image.height()
            == resuming.tiles["psychologizer"].image.height())


def test_the_games_fit_a_1024_wide_window_at_a_larger_text_size(
        qtbot: QtBot, qapp: QApplication, themed: Callable[[str], palette.Theme]) -> None:
    themed("light")
    apply_theme(qapp, "light", 125)
    try:
        launcher = Launcher(set())
        qtbot.addWidget(launcher)
        launcher.resize(1024, 600)
        settle(qtbot, launcher)
        assert not launcher.shelf.horizontalScrollBar().isVisible(), "no game cut at the side"
        for tile in launcher.tiles.values():
            assert_tile_reads_well(tile)
    finally:
        apply_theme(qapp, "light")


@pytest.mark.parametrize(("text_size", "columns"), [(100, 3), (125, 2)])
def test_resume_buttons_at_a_larger_text_size_reflow_the_games_instead_of_cutting_one(
        qtbot: QtBot, qapp: QApplication, themed: Callable[[str], palette.Theme],
        text_size: int, columns: int) -> None:
    themed("light")
    apply_theme(qapp, "light", text_size)
    try:
        launcher = Launcher({"psychologizer", "therapy", "jujitsu", "warfare"})
        qtbot.addWidget(launcher)
        launcher.resize(1024, 600)
        settle(qtbot, launcher)
        assert launcher.columns == columns
        assert not launcher.shelf.horizontalScrollBar().isVisible(), "no game cut at the side"
        for tile in launcher.tiles.values():
            assert_tile_reads_well(tile)
    finally:
        apply_theme(qapp, "light")


def grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_button_text_meets_wcag_aa_on_its_button(
        qtbot: QtBot, themed: Callable[[str], palette.Theme], theme: str) -> None:
    themed(theme)
    ctl = CONTROLS[theme]
    assert contrast(QColor(ctl.button), QColor(ctl.button_text)) >= 4.5
    button = QPushButton("Play Psychic Solitaire")
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    image = grab(button)
    background = image.pixelColor(image.width() // 2, 3)
    assert background == QColor(ctl.button), "the style sheet paints the theme's button"
    best = max(contrast(background, image.pixelColor(x, y))
               for x in range(image.width()) for y in range(image.height()))
    assert best >= 4.5, "the painted text stands out from its button"


def test_dark_theme_fields_are_dark_with_light_text(
        qtbot: QtBot, themed: Callable[[str], palette.Theme]) -> None:
    theme = themed("dark")
    ctl = CONTROLS["dark"]
    field = QLineEdit("Alex")
    qtbot.addWidget(field)
    field.resize(200, 40)
    image = grab(field)
    inside = image.pixelColor(image.width() - 12, image.height() // 2)
    assert inside == QColor(ctl.field)
    assert luminance(inside) < luminance(QColor(theme.panel_text)) / 4
    assert contrast(QColor(ctl.field), QColor(ctl.field_text)) >= 7


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_an_unticked_box_stands_out_from_the_panel(
        qtbot: QtBot, themed: Callable[[str], palette.Theme], theme: str) -> None:
    panel = QColor(themed(theme).panel)
    box = QCheckBox()
    qtbot.addWidget(box)
    box.resize(box.sizeHint())
    image = grab(box)
    best = max(contrast(panel, image.pixelColor(x, y))
               for x in range(image.width()) for y in range(image.height()))
    assert best >= 3, "WCAG's 3:1 for a control's outline"


def test_the_settings_dialog_is_wide_enough_for_its_title(
        qtbot: QtBot, settings: Settings, themed: Callable[[str], palette.Theme]) -> None:
    themed("light")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    settle(qtbot, dialog)
    plain = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert title_width(dialog) >= plain
    assert dialog.minimumWidth() >= title_width(dialog) + TITLE_ROOM
    assert dialog.width() >= dialog.minimumWidth()


# --- Psychic Solitaire: the hint's odds in words ------------------------------------------

RULES = PsychicRules()


def played(foretelling: bool, seed: int = 4) -> View:
    """A game where several wrong guesses have sent cards face up."""
    state = RULES.new_game(PsychicOptions(foretelling=foretelling), seed)
    for _ in range(6):
        card = state.deck[0]
        wrong = next(g for g in guesses_for(state.phase) if not g.matches(card))
        state = RULES.apply(RULES.apply(state, 0, wrong), 0, FLIP)
    return RULES.observe(state, 0)


def test_hint_odds_count_the_cards_you_have_not_seen() -> None:
    view = played(foretelling=True)
    unseen = 52 - len(view.seen)
    assert view.face_up == len(view.seen)
    assert view.phase is Phase.COLOUR
    red = GuessColour(Colour.RED)
    count = round(odds(view)[red] * unseen)
    assert odds_in_words(view, red) == (
        f"{count} of the {unseen} cards you haven't seen are {red.colour.value}")


def test_without_foretelling_the_hint_says_only_the_last_flip_counts() -> None:
    view = played(foretelling=False)
    assert view.face_up > len(view.seen), "more cards went face up than the odds count"
    unseen = 52 - len(view.seen)
    guess = next(iter(odds(view)))
    words = odds_in_words(view, guess)
    assert words.startswith("Counting only the last flip: ")
    assert f" of the other {unseen} cards " in words and "haven't seen" not in words


@pytest.mark.parametrize(("phase", "guess", "words"), [
    (Phase.SUIT, GuessSuit(Suit.HEARTS), "13 of the 52 cards you haven't seen are Hearts"),
    (Phase.KIND, GuessKind(6), "4 of the 52 cards you haven't seen are Sixes"),
    (Phase.KIND, GuessKind(12), "4 of the 52 cards you haven't seen are Queens"),
    (Phase.CARD, GuessCard(12, Suit.HEARTS),
     "1 of the 52 cards you haven't seen is the Queen of Hearts"),
])
def test_hint_odds_name_the_cards_in_plain_words(phase: Phase, guess: GuessSuit | GuessKind
                                                  | GuessCard, words: str) -> None:
    fresh = RULES.observe(RULES.new_game(PsychicOptions(), 1), 0)
    assert odds_in_words(replace(fresh, phase=phase), guess) == words


def test_a_maximized_window_fits_a_1024x640_screen_with_its_frame(
        qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.minimumWidth() <= 1024 and window.minimumHeight() <= 600


def test_a_computers_level_sits_under_its_name(qtbot: QtBot) -> None:
    from psychboard.core.saves import SeatConfig
    from psychboard.gui.widgets.scoreboard import Scoreboard

    board = Scoreboard((SeatConfig("Ann"), SeatConfig("Grandpa Joe", kind="computer",
                                                       level="medium")))
    qtbot.addWidget(board)
    board.setFixedWidth(226)  # the side panel's narrowest, inside its margins
    settle(qtbot, board)
    names = [w for w in board.findChildren(QLabel) if w.objectName() == "seatName"]
    assert [n.text() for n in names] == ["Ann", "Grandpa Joe"]
    for label in names:
        assert_reads_whole(label)
    lines = [w.text() for w in board.findChildren(QLabel) if w.objectName() == "seatStatus"]
    assert "computer · medium" in lines and board.status(1) == ""
    board.set_status(1, "thinking…")
    assert board.status(1) == "thinking…"
    board.set_status(1, "")
    assert "computer · medium" in [w.text() for w in board.findChildren(QLabel)]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_focused_tile_shows_it(qtbot: QtBot, settings: Settings,
                                   themed: Callable[[str], palette.Theme], theme: str) -> None:
    themed(theme)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    settle(qtbot, window)
    window.activateWindow()
    qtbot.waitActive(window)
    launcher = window.launcher
    assert launcher is not None
    launcher.activate()
    tile = launcher.tiles["psychic"]

    def edge() -> QColor:
        settle(qtbot, window)
        return tile.grab().toImage().pixelColor(tile.width() // 2, 2)

    plain = edge()
    tile.setFocus()
    qtbot.waitUntil(tile.hasFocus)
    focused = edge()
    assert contrast(plain, focused) > 1.5, "keyboard focus is visible on a tile"


def active_start_page(qtbot: QtBot, settings: Settings) -> MainWindow:
    """The main window on its start page, shown and active so that keys reach it."""
    settings.welcome_shown = True
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def test_the_start_page_opens_with_the_first_game_taking_the_keys(
        qtbot: QtBot, settings: Settings) -> None:
    window = active_start_page(qtbot, settings)  # held: the launcher lives in it
    launcher = window.launcher
    assert launcher is not None
    qtbot.waitUntil(launcher.tiles["psychologizer"].hasFocus)
    chosen: list[str] = []
    launcher.chosen.disconnect()
    launcher.chosen.connect(chosen.append)
    qtbot.keyClick(launcher.tiles["psychologizer"], Qt.Key.Key_Return)
    assert chosen == ["psychologizer"], "Enter opens a game with no click first"


def test_the_window_fits_its_screen_before_its_first_frame(qtbot: QtBot,
                                                            settings: Settings) -> None:
    from psychboard.app.main_window import FRAME_ROOM, MIN_SIZE, START_SIZE
    from psychboard.gui.widgets.screen_fit import room

    settings.welcome_shown = True
    window = MainWindow(settings)
    qtbot.addWidget(window)
    area = room(window)
    wanted = (max(MIN_SIZE[0], min(START_SIZE[0], area.width() - FRAME_ROOM[0])),
              max(MIN_SIZE[1], min(START_SIZE[1], area.height() - FRAME_ROOM[1])))
    assert (window.width(), window.height()) == wanted
    assert window.launcher is not None
    compact = window.launcher.compact
    with qtbot.waitSignal(window.first_frame):
        window.show()
    assert (window.width(), window.height()) == wanted, "the first frame is the one that stays"
    assert window.launcher.compact == compact == (window.launcher.height() < COMPACT_HEIGHT), \
        "the page was built as tight as its height asks, not restyled when shown"


def test_arrow_keys_walk_the_games(qtbot: QtBot, settings: Settings) -> None:
    window = active_start_page(qtbot, settings)  # held: the launcher lives in it
    launcher = window.launcher
    assert launcher is not None
    tiles = launcher.tiles
    qtbot.waitUntil(tiles["psychologizer"].hasFocus)
    qtbot.keyClick(tiles["psychologizer"], Qt.Key.Key_Right)
    assert not tiles["psychologizer"].hasFocus()
    moved = QApplication.focusWidget()
    assert isinstance(moved, GameTile) and moved.spec.playable
    qtbot.keyClick(moved, Qt.Key.Key_Left)
    assert tiles["psychologizer"].hasFocus()


def test_a_long_game_title_wraps_whole_in_the_narrowest_side_panel(
        qtbot: QtBot, themed: Callable[[str], palette.Theme]) -> None:
    """"Therapy, the Second Session" was cut to "…Sessio" beside a 1024-wide board."""
    from psychboard.app.game_page import GamePage
    from psychboard.core.saves import SeatConfig
    from psychboard.gui.controller import create_controller
    from tests.fixture_game import DieGuessOptions
    from tests.fixture_scene import SPEC

    themed("light")
    spec = SPEC._replace(title="Therapy, the Second Session")
    controller = create_controller(spec, DieGuessOptions(players=1), [SeatConfig("Ann")], 3,
                                   autosave=False)
    page = GamePage(controller)
    qtbot.addWidget(page)
    page.resize(1000, 560)
    settle(qtbot, page)
    title = page.side.findChild(QLabel, "sideTitle")
    assert title is not None and title.text() == spec.title
    room = title.contentsRect()
    flags = Qt.TextFlag.TextWordWrap if title.wordWrap() else Qt.TextFlag(0)
    needed = title.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10_000), flags,
                                              title.text())
    assert title.width() <= page.side.width()
    assert needed.width() <= room.width() and needed.height() <= room.height(), needed
    page.close_game()
