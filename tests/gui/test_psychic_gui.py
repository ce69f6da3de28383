"""The Psychic Solitaire screen in the real main window: mouse, keyboard, hint, undo, autoplay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.cards import Colour, Suit
from psychboard.core.saves import SeatConfig
from psychboard.games.psychic import ai, controls
from psychboard.games.psychic.controls import COLOUR_KEYS, KIND_KEYS, SUIT_KEYS
from psychboard.games.psychic.rules import (
    FLIP,
    GUESSES,
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
    PsychicOptions,
    View,
)
from psychboard.games.psychic.scene import PsychicScene
from psychboard.games.registry import GAMES
from psychboard.gui import animation
from psychboard.gui.controller import GameController
from psychboard.store.history import History

TIMEOUT = 20_000
SAM = SeatConfig("Sam")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def start(qtbot: QtBot, window: MainWindow, foretelling: bool = False, seed: int = 5,
          seat: SeatConfig = SAM) -> GamePage:
    controller = GameController(GAMES["psychic"], PsychicOptions(foretelling=foretelling),
                                (seat,), seed)
    return window.start_game(controller)


def scene_of(page: GamePage) -> PsychicScene:
    assert isinstance(page.scene, PsychicScene)
    return page.scene


def settle(qtbot: QtBot, page: GamePage) -> View:
    """Wait until the table is still, then return the view on screen."""
    scene = scene_of(page)
    qtbot.waitUntil(lambda: not scene.busy, timeout=TIMEOUT)
    view: View = page.controller.view()
    return view


def right_guess(page: GamePage) -> Guess:
    """The guess that is right about the top card (tests may look at the deck)."""
    state = page.controller.state
    return next(g for g in GUESSES[state.phase] if g.matches(state.deck[0]))


def keys_for(guess: Guess) -> list[str]:
    if isinstance(guess, GuessColour):
        return [COLOUR_KEYS[guess.colour]]
    if isinstance(guess, GuessSuit):
        return [SUIT_KEYS[guess.suit]]
    if isinstance(guess, GuessKind):
        return [KIND_KEYS[guess.rank]]
    return [KIND_KEYS[guess.rank], SUIT_KEYS[guess.suit]]


def buttons_for(scene: PsychicScene, guess: Guess) -> list[QPushButton]:
    """The bar's button(s) that announce `guess`: one, or a kind and a suit in phase 4."""
    return [scene.bar.button(value) for value in controls.halves(guess)]


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_deck(qtbot: QtBot, page: GamePage) -> None:
    deck = scene_of(page).deck
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.view.mapFromScene(deck.pos()))


def test_a_whole_game_by_mouse_with_the_ladder_following_the_view(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window)
    scene = scene_of(page)
    rng = random.Random(3)
    turns = 0
    while (view := settle(qtbot, page)) and not view.over:
        assert scene.ladder.phase is view.phase
        assert scene.score_panel.score == view.score and scene.deck.count == view.remaining
        guess = right_guess(page) if rng.random() < 0.6 else rng.choice(GUESSES[view.phase])
        for button in buttons_for(scene, guess):
            click(qtbot, button)
        assert page.controller.view().announced == guess
        assert scene.placard.guess == guess and scene.deck.count == view.remaining
        before = len(page.controller.log)
        if turns % 2:
            click_deck(qtbot, page)
        else:
            click(qtbot, scene.bar.button(controls.FLIP_CHOICE))
        assert len(page.controller.log) == before + 1, "the click flipped the card"
        turns += 1
    outcome = page.controller.outcome()
    assert outcome is not None and outcome.scores == (view.score,)
    assert scene.down_pile.count == view.face_down and scene.up_pile.count == view.face_up
    qtbot.waitUntil(scene.end_panel.isVisible, timeout=TIMEOUT)
    result = scene.end_panel.result
    assert result is not None and result.band.title == view.band.title
    assert result.score == view.score and result.scores == (view.score,)


def test_a_whole_game_by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window, seed=9)
    scene = scene_of(page)
    rng = random.Random(8)
    flips = [Qt.Key.Key_Space, Qt.Key.Key_Return]
    while (view := settle(qtbot, page)) and not view.over:
        guess = right_guess(page) if rng.random() < 0.7 else rng.choice(GUESSES[view.phase])
        for key in keys_for(guess):
            qtbot.keyClick(window, key.lower())
        assert page.controller.view().announced == guess
        qtbot.keyClick(window, flips[len(page.controller.log) % 2])
        assert page.controller.view().announced is None, "the key flipped the card"
    assert page.controller.outcome() is not None
    qtbot.waitUntil(scene.end_panel.isVisible, timeout=TIMEOUT)
    assert scene.end_panel.result is not None
    assert scene.end_panel.result.band == view.band


def test_phase_four_takes_a_kind_then_a_suit_and_escape_drops_the_half(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window, seed=12)
    scene = scene_of(page)
    for _ in range(3):
        settle(qtbot, page)
        page.controller.submit(right_guess(page))
        page.controller.submit(FLIP)
    view = settle(qtbot, page)
    assert view.phase is Phase.CARD and scene.ladder.phase is Phase.CARD
    assert {"kind", "suit"} <= {c.group for c in scene.bar.offer}
    qtbot.keyClick(window, "q")
    assert scene.pending_kind == 12 and scene.bar.button(("kind", 12)).property("picked")
    assert page.controller.view().announced is None
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert scene.pending_kind is None
    click(qtbot, scene.bar.button(("kind", 7)))
    click(qtbot, scene.bar.button(("suit", Suit.HEARTS)))
    assert page.controller.view().announced == GuessCard(7, Suit.HEARTS)


def test_hint_marks_the_counting_guess_without_playing_it(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window, foretelling=True, seed=4)
    scene = scene_of(page)
    for _ in range(2):  # some cards seen, so the counts are no longer even
        settle(qtbot, page)
        page.controller.submit(next(g for g in GUESSES[Phase.COLOUR]
                                    if not g.matches(page.controller.state.deck[0])))
        page.controller.submit(FLIP)
    view = settle(qtbot, page)
    log = list(page.controller.log)
    qtbot.keyClick(window, "i")
    best = ai.best_guess(view)
    assert best is not None and scene.hint == best
    hinted = [b for b in scene.bar.buttons().values() if b.property("suggested")]
    assert hinted == buttons_for(scene, best)
    assert page.controller.log == log, "a hint is shown, never played"
    assert scene.placard.guess == best and scene.placard.heading.startswith("HINT")


def test_undo_between_announcing_and_flipping_restores_the_choice(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window)
    scene = scene_of(page)
    settle(qtbot, page)
    click(qtbot, scene.bar.button(GuessColour(Colour.RED)))
    assert page.controller.view().announced == GuessColour(Colour.RED)
    assert scene.bar.button(controls.FLIP_CHOICE).isEnabled()
    assert not scene.bar.button(GuessColour(Colour.BLACK)).isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    view = settle(qtbot, page)
    assert view.announced is None and page.controller.log == []
    assert all(scene.bar.button(GuessColour(c)).isEnabled() for c in Colour)
    assert not scene.bar.button(controls.FLIP_CHOICE).isEnabled()
    assert scene.placard.guess is None
    click(qtbot, scene.bar.button(GuessColour(Colour.BLACK)))
    assert page.controller.view().announced == GuessColour(Colour.BLACK)


def test_history_strip_and_odds_only_with_foretelling(qtbot: QtBot, window: MainWindow) -> None:
    plain = scene_of(start(qtbot, window, foretelling=False))
    assert not plain.strip.isVisible() and controls.ODDS not in plain.bar.buttons()
    page = start(qtbot, window, foretelling=True, seed=6)
    scene = scene_of(page)
    assert scene.strip.isVisible()
    for _ in range(3):
        settle(qtbot, page)
        page.controller.submit(GUESSES[page.controller.view().phase][0])
        page.controller.submit(FLIP)
    view = settle(qtbot, page)
    assert scene.strip.cards == view.seen and len(view.seen) >= 3
    qtbot.keyClick(window, "o")
    odds = ai.odds(view)
    for guess, chance in odds.items():
        button = buttons_for(scene, guess)[0]
        assert f" {chance:.0%}  [" in button.text()


def test_autoplay_plays_the_counting_strategy_to_the_end(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window, foretelling=True, seed=21)
    scene = scene_of(page)
    settle(qtbot, page)
    click(qtbot, scene.bar.button(controls.AUTOPLAY))
    qtbot.waitUntil(lambda: page.controller.outcome() is not None, timeout=TIMEOUT)
    qtbot.waitUntil(scene.end_panel.isVisible, timeout=TIMEOUT)
    assert not scene.autoplay and not any(c.picked for c in scene.bar.offer)
    rules, states = page.controller.rules, page.controller.states
    for state, (_seat, action) in zip(states, page.controller.log, strict=False):
        if action != FLIP:
            assert action == ai.best_guess(rules.observe(state, 0))


def test_autoplay_stops_when_toggled_off(qtbot: QtBot, window: MainWindow) -> None:
    page = start(qtbot, window, seed=2)
    scene = scene_of(page)
    settle(qtbot, page)
    scene.set_autoplay(True)
    qtbot.waitUntil(lambda: len(page.controller.log) >= 4, timeout=TIMEOUT)
    qtbot.keyClick(window, "p")
    settle(qtbot, page)
    played = len(page.controller.log)
    qtbot.wait(50)
    assert len(page.controller.log) == played and page.controller.outcome() is None


def test_a_computer_seat_plays_to_the_end_on_screen(qtbot: QtBot, window: MainWindow) -> None:
    bot = SeatConfig("Bot 1", kind="computer", level="counting")
    page = start(qtbot, window, foretelling=True, seed=31, seat=bot)
    scene = scene_of(page)
    assert scene.bar.offer.enabled() == (), "nothing to choose for the computer"
    qtbot.waitUntil(lambda: page.controller.outcome() is not None, timeout=TIMEOUT)
    view = settle(qtbot, page)
    qtbot.waitUntil(scene.end_panel.isVisible, timeout=TIMEOUT)
    assert scene.score_panel.score == view.score and scene.deck.count == 0
    assert scene.strip.cards == view.seen
    # a computer playing alone is a demonstration: the family's history doesn't keep it
    assert History().scores("psychic", "Bot 1") == []
    window.grab()


def test_end_screen_charts_past_scores_and_the_personal_best(
        qtbot: QtBot, window: MainWindow) -> None:
    history = History()
    for score in (4, 30, 9):
        history.record_game("psychic", ["Sam"], [score], [0])
    page = start(qtbot, window, seed=5)
    scene = scene_of(page)
    scene.set_autoplay(True)
    qtbot.waitUntil(scene.end_panel.isVisible, timeout=TIMEOUT)
    result = scene.end_panel.result
    score = page.controller.view().score
    assert result is not None and result.scores == (4, 30, 9, score)
    assert result.best == max(30, score) and result.new_best == (score > 30)
    window.grab()


def test_a_guess_typed_while_the_cards_move_finishes_the_move_and_counts(
        qtbot: QtBot, window: MainWindow) -> None:
    animation.set_speed("normal")
    try:
        page = start(qtbot, window, seed=9)
        scene = scene_of(page)
        settle(qtbot, page)
        for key in keys_for(right_guess(page)):
            qtbot.keyClick(window, key.lower())
        qtbot.keyClick(window, Qt.Key.Key_Space)
        assert scene.busy, "the card turns over"
        assert scene.bar.prompt.text().startswith("The cards are moving")
        guess = right_guess(page)  # the next card's, typed before the last one has landed
        for key in keys_for(guess):
            qtbot.keyClick(window, key.lower())
        qtbot.waitUntil(lambda: page.controller.view().announced == guess, timeout=TIMEOUT)
        assert not scene.busy or scene.bar.prompt.text().startswith("Foretold")
    finally:
        animation.set_speed("off")


@pytest.mark.parametrize("width", [750, 774, 1200])  # the board of the narrowest window on
def test_every_guess_reads_whole_in_a_narrow_window(qtbot: QtBot, width: int) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from psychboard.gui.widgets.choice_bar import ChoiceBar

    page = QWidget()  # the bar under a board that takes every spare pixel, as on a page
    qtbot.addWidget(page)
    column = QVBoxLayout(page)
    column.addWidget(QWidget(), 1)
    bar = ChoiceBar(icons=controls.picture_for)
    column.addWidget(bar)
    page.resize(width, 600)
    page.show()
    qtbot.waitExposed(page)
    odds = {GuessSuit(s): 0.25 for s in Suit} | {GuessKind(r): 0.08 for r in range(1, 14)}
    for phase in (Phase.SUIT, Phase.CARD):
        bar.show_offer(controls.offer(controls.Turn(phase, None, True, False, True,
                                                    odds=odds), 0))
        for _ in range(3):
            QApplication.processEvents()
        for button in bar.buttons().values():
            corner = button.mapTo(bar, button.rect().bottomRight())
            assert button.width() >= button.sizeHint().width(), button.text()
            assert corner.x() <= bar.width() and corner.y() <= bar.height(), button.text()
        assert bar.prompt.height() >= bar.prompt.heightForWidth(bar.prompt.width())
        assert bar.button(controls.FLIP_CHOICE).text() == "Flip the top card  [Space]"


def test_a_short_window_still_takes_every_key_and_cuts_no_button(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1000, 560)
    qtbot.waitUntil(lambda: window.height() == 560)
    page = start(qtbot, window, foretelling=True)
    scene = scene_of(page)
    settle(qtbot, page)
    for button in scene.bar.buttons().values():
        assert button.width() >= button.sizeHint().width(), button.text()
    guess = right_guess(page)
    for key in keys_for(guess):
        qtbot.keyClick(window, key.lower())
    assert page.controller.view().announced == guess
    qtbot.keyClick(window, Qt.Key.Key_O)
    assert scene.show_odds and scene.bar.button(controls.ODDS).property("picked")
    qtbot.keyClick(window, Qt.Key.Key_Space)
    settle(qtbot, page)
    assert page.controller.view().face_up + page.controller.view().face_down >= 1
