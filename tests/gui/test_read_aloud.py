"""Reading aloud through a real main window and Qt's test speech engine: each card as the
rules ask, in order, news and turns when wanted, nothing private, F3 to hear a card again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.core.cards import RANK_NAMES
from psychboard.core.saves import SeatConfig
from psychboard.core.spoken import CARD, Line
from psychboard.games.jujitsu.rules import Bid, JujitsuOptions
from psychboard.games.psychologizer.deck import CATEGORIES
from psychboard.games.psychologizer.rules import PsychologizerOptions
from psychboard.games.registry import GAMES
from psychboard.gui.controller import create_controller
from psychboard.gui.speech import Speech
from tests.gui.windows import active_window

TIMEOUT = 60_000


def seats(*kinds: str) -> tuple[SeatConfig, ...]:
    names = ("Ann", "Bo", "Cy", "Di")
    looks = (("#0072B2", "circle"), ("#D55E00", "square"), ("#009E73", "triangle"),
             ("#CC79A7", "diamond"))
    return tuple(SeatConfig(names[i], *looks[i], *(("human",) if k == "human" else
                                                   ("computer", "easy")))
                 for i, k in enumerate(kinds))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    yield from active_window(qtbot, tmp_path, 1440, 900)


def heard(window: MainWindow) -> list[tuple[tuple[Line, ...], Any]]:
    """Every batch of lines the table sends to the voice, with the view it came with."""
    found: list[tuple[tuple[Line, ...], Any]] = []
    assert window.page is not None
    scene = window.page.scene
    scene.said.connect(lambda lines: found.append((lines, scene.shown)))
    return found


def test_the_mock_voice_says_each_line_in_turn_and_never_holds_the_caller(qtbot: QtBot
                                                                          ) -> None:
    speech = Speech(engine="mock")
    assert speech.available, speech.problem
    speech.say([Line("One."), Line("Two.", CARD), Line("Three.")])
    assert list(speech.spoken) == ["One."]  # said at once; the rest waits for the voice
    qtbot.waitUntil(lambda: list(speech.spoken) == ["One.", "Two.", "Three."], timeout=TIMEOUT)


def test_a_missing_engine_says_why_and_saying_goes_on_silently() -> None:
    speech = Speech(engine="no-such-engine")
    assert not speech.available
    assert "no-such-engine" in speech.problem
    speech.say([Line("Nobody hears this.", CARD)])
    assert not speech.spoken


def test_a_psychologizer_card_is_read_with_the_opinion_players_name_and_lettered_answers(
        qtbot: QtBot, window: MainWindow) -> None:
    window.settings.read_cards = True
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=3),
                             seats("computer", "computer", "computer"), 7, autosave=False)
    window.start_game(game)
    found = heard(window)
    speech = window.audio.speech
    qtbot.waitUntil(lambda: any(line.kind == CARD for lines, _ in found for line in lines),
                    timeout=TIMEOUT)
    lines, view = next((lines, view) for lines, view in found
                       if any(line.kind == CARD for line in lines))
    (card,) = [line for line in lines if line.kind == CARD]
    name = game.seats[view.opinion_player].name
    assert card.text.startswith(f"{CATEGORIES[view.card.category]} card for {name}. ")
    assert "{player}" not in card.text and "{other}" not in card.text
    where = [card.text.index(f"{letter}: ") for letter in "ABCD"[:len(view.card.responses)]]
    assert where == sorted(where) and where[0] > len(name)
    qtbot.waitUntil(lambda: card.text in speech.spoken, timeout=TIMEOUT)
    # Only cards were asked for: no news, no turns.
    assert set(speech.spoken) <= {ln.text for ls, _ in found for ln in ls if ln.kind == CARD}


def test_with_announcements_on_the_voice_tells_news_and_whose_turn(qtbot: QtBot,
                                                                    window: MainWindow) -> None:
    window.settings.announce = True
    game = create_controller(GAMES["jujitsu"], JujitsuOptions(players=2),
                             seats("human", "computer"), 3, autosave=False)
    window.start_game(game)
    speech = window.audio.speech
    qtbot.waitUntil(lambda: "Ann, your turn." in speech.spoken, timeout=TIMEOUT)
    bid = next(a for a in game.legal() if isinstance(a, Bid))
    game.submit(bid)
    qtbot.waitUntil(lambda: any("bid" in text for text in speech.spoken), timeout=TIMEOUT)


def test_a_sealed_bid_is_never_read_out_before_it_is_revealed(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    """Two people on one screen: Ann's sealed bid goes unsaid through Bo's hand-off."""
    window.settings.announce = window.settings.read_cards = True
    game = create_controller(GAMES["jujitsu"], JujitsuOptions(players=2),
                             seats("human", "human"), 5, autosave=False)
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    page = window.start_game(game)
    found = heard(window)
    for _ in range(6):  # the table's own steps first ("start bidding")
        if handoffs:
            break
        qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert handoffs
    game.confirm_handoff(handoffs[-1])
    prize = game.view().prize
    bid = next(a for a in game.legal() if isinstance(a, Bid) and a.rank != prize
               and len(RANK_NAMES[a.rank]) > 2)
    game.submit(bid)
    qtbot.waitUntil(lambda: len(handoffs) == 2, timeout=TIMEOUT)
    said = " ".join(line.text for lines, _ in found for line in lines)
    assert "locks in a bid" in said
    assert RANK_NAMES[bid.rank] not in said.replace(f"the {RANK_NAMES[prize]}", "")
    assert "Pass the screen to" in " ".join(window.audio.speech.spoken)


def test_f3_reads_the_last_card_again_and_m_turns_sound_effects_off_and_on(
        qtbot: QtBot, window: MainWindow) -> None:
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=3),
                             seats("computer", "computer", "computer"), 7, autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: page.scene.last_card is not None, timeout=TIMEOUT)
    card = page.scene.last_card
    assert card is not None and not window.audio.speech.spoken  # reading aloud is off
    qtbot.keyClick(window, Qt.Key.Key_F3)
    assert card.text in window.audio.speech.spoken
    assert window.settings.sound
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert not window.settings.sound and not window.sound_action.isChecked()
    played = len(window.audio.sounds.played)
    page.scene.cued.emit("dice")
    assert len(window.audio.sounds.played) == played  # muted
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert window.settings.sound
    page.scene.cued.emit("dice")
    assert window.audio.sounds.played[-1] == "dice"
