"""Phone seats at the screen's side: the new-game dialog, undo, saves and the game's page."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.core import saves
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.jujitsu.rules import Bid
from psychboard.gui.controller import GameController, create_controller
from psychboard.phones.panel import PhonePanel


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def jujitsu(seats: list[SeatConfig]) -> GameController:
    """Two seats at Jujitsu, not autosaved."""
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None
    return create_controller(spec, spec.rules().options_type(players=2), seats, 3,
                             autosave=False)


def shown_page(qtbot: QtBot, seats: list[SeatConfig]) -> GamePage:
    """A game's page for `seats`, shown and started."""
    page = GamePage(jujitsu(seats))
    qtbot.addWidget(page)
    page.show()
    page.start()
    return page


def kinds(dialog: NewGameDialog, row: int = 1) -> list[str]:
    box = dialog.rows[row].kind
    return [box.itemText(i) for i in range(box.count())]


def test_the_dialog_offers_a_phone_where_a_game_plays_from_phones(
        qtbot: QtBot, settings: Settings) -> None:
    for game in ("jujitsu", "psychologizer", "therapy", "warfare"):
        dialog = NewGameDialog(registry.GAMES[game], settings)
        qtbot.addWidget(dialog)
        assert kinds(dialog)[:2] == ["Person at this screen", "Person on a phone"]
        assert kinds(dialog)[2].startswith("Computer"), "computers follow the people"
    solitaire = NewGameDialog(registry.GAMES["psychic"], settings)
    qtbot.addWidget(solitaire)
    assert "Person on a phone" not in kinds(solitaire, 0)
    dialog = NewGameDialog(registry.GAMES["jujitsu"], settings)
    qtbot.addWidget(dialog)
    dialog.rows[1].kind.setCurrentIndex(1)
    assert dialog.seats()[1].kind == "phone" and dialog.seats()[1].is_human
    assert dialog.seats()[0].kind == "human"


def test_a_choice_made_on_a_phone_is_not_undone_from_the_screen(qtbot: QtBot) -> None:
    controller = jujitsu([SeatConfig("Ann"), SeatConfig("Bo", kind="phone")])
    controller.start()
    controller.submit_phone(1, Bid(5))
    assert controller.log == [(1, Bid(5))]
    assert controller.undo_plan() == (None, "Can't undo: Bo chose on a phone")
    controller.submit_phone(1, Bid(6))  # a second bid is not in the rules: nothing changes
    assert controller.log == [(1, Bid(5))]
    controller.submit_phone(0, Bid(1))  # Ann is at the screen: a phone can't move for her
    assert controller.log == [(1, Bid(5))]
    controller.close()


def test_a_game_with_phone_seats_saves_and_opens_again(tmp_path: Path) -> None:
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None
    seats = (SeatConfig("Ann", kind="phone"), SeatConfig("Cy", kind="computer", level="easy"))
    game = saves.SavedGame("jujitsu", spec.rules().options_type(players=2), 9, seats,
                           ((0, Bid(13)),))
    saves.write(tmp_path / "g.json", game, spec.rules())
    back = saves.read(tmp_path / "g.json", registry.rules_for, registry.levels_for)
    assert back.seats == seats and back.actions == ((0, Bid(13)),)
    assert saves.seat_problem(SeatConfig("Ann", kind="tablet")) is not None


def test_the_page_shows_how_to_join_and_stops_listening_when_left(qtbot: QtBot) -> None:
    page = shown_page(qtbot, [SeatConfig("Ann", kind="phone"),
                              SeatConfig("Cy", kind="computer", level="easy")])
    assert page.phones is not None
    panel = page.findChild(PhonePanel)
    assert panel is not None and page.phones.room.code in panel.code.text()
    assert panel.address.text() == page.phones.address
    assert "Waiting for Ann's phone" in panel.lines[0].text()
    port = page.phones.server.port
    page.close_game()
    with socket.socket() as probe:  # the port is free again: nothing listens
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))


def test_a_phone_may_turn_the_tables_page_for_its_readers(qtbot: QtBot) -> None:
    from tests.phones.client import PhoneClient

    page = shown_page(qtbot, [SeatConfig("Ann", kind="phone"), SeatConfig("Bo", kind="phone")])
    assert page.phones is not None
    qtbot.waitUntil(lambda: page.scene.awaiting_reader, timeout=10_000)  # the first prize
    ann = PhoneClient(page.phones.server.port)
    ann.send(t="join", room=page.phones.room.code, seat=0)
    qtbot.waitUntil(lambda: (ann.last("reader") or {}).get("button") == "Start bidding",
                    timeout=10_000)
    ann.send(t="go_on", token=ann.last("welcome")["token"])
    qtbot.waitUntil(lambda: not page.scene.awaiting_reader, timeout=10_000)
    qtbot.waitUntil(lambda: (ann.last("reader") or {}).get("button") == "", timeout=10_000)
    ann.send(t="go_on", token="forged-token-xxxxxxxxx")
    qtbot.waitUntil(lambda: ann.last("refused") is not None, timeout=10_000)
    page.close_game()
    ann.close()


def test_the_code_folds_away_once_every_phone_has_joined(qtbot: QtBot) -> None:
    from tests.phones.client import PhoneClient

    page = shown_page(qtbot, [SeatConfig("Ann", kind="phone"),
                              SeatConfig("Cy", kind="computer", level="easy")])
    panel = page.findChild(PhonePanel)
    assert panel is not None and panel.qr.isVisible() and not panel.show_code.isVisible()
    assert page.phones is not None
    ann = PhoneClient(page.phones.server.port)
    ann.send(t="join", room=page.phones.room.code, seat=0)
    qtbot.waitUntil(lambda: not panel.qr.isVisible(), timeout=10_000)
    assert panel.show_code.isVisible() and "Ann: on a phone" in panel.lines[0].text()
    ann.close()
    qtbot.waitUntil(panel.qr.isVisible, timeout=10_000)  # a phone away: how to join again
    assert not panel.show_code.isVisible()
    page.close_game()
