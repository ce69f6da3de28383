"""The app shell: launcher tiles, new-game dialog, game page, save/load, rules, settings."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QLabel
from pytestqt.qtbot import QtBot

from psychboard.app.launcher import Launcher
from psychboard.app.main_window import MainWindow
from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.gui import fonts
from psychboard.gui.controller import GameController
from psychboard.gui.widgets import messages as message_boxes
from psychboard.gui.widgets.rules_viewer import RulesViewer
from psychboard.gui.widgets.screen_fit import SHARE, room
from tests.fixture_game import DieGuessOptions
from tests.fixture_scene import SPEC


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setitem(registry.GAMES, SPEC.id, SPEC)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    return win


def test_launcher_shows_every_game_and_marks_unbuilt_ones(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.GAMES, SPEC.id, SPEC)
    launcher = Launcher(set())
    qtbot.addWidget(launcher)
    tiles = launcher.tiles
    assert {"psychologizer", "therapy", "jujitsu", "warfare", "psychic"} <= set(tiles)
    for game_id, tile in tiles.items():
        playable = registry.GAMES[game_id].playable
        badges = [w.text() for w in tile.findChildren(QLabel) if w.objectName() == "tileBadge"]
        assert (badges == ["Coming soon"]) == (not playable)
        chosen: list[str] = []
        tile.chosen.connect(chosen.append)
        tile.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return,
                                     Qt.KeyboardModifier.NoModifier))
        assert chosen == ([game_id] if playable else [])


def test_menus_have_the_usual_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    def keys() -> dict[str, str]:
        return {a.text().replace("&", ""): a.shortcut().toString() for a in window.actions()}

    qtbot.waitUntil(lambda: keys().get("Quit", "") != "")  # commands come after the frame
    shortcuts = keys()
    assert shortcuts["New game…"] == "Ctrl+N"
    assert shortcuts["Save game as…"] == "Ctrl+S"
    assert shortcuts["Undo"] == "Ctrl+Z"
    assert shortcuts["Rules"] == "F1"
    assert shortcuts["Full screen"] == "F11"
    assert shortcuts["Quit"] == "Ctrl+Q"


def test_new_game_dialog_builds_seats_and_options(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(SPEC, settings)
    qtbot.addWidget(dialog)
    dialog.ui.playersSpin.setValue(3)
    seats = dialog.seats()
    assert len(seats) == 3 and seats[0].is_human and not seats[1].is_human
    assert "rounds" in dialog.option_widgets
    options = dialog.options()
    assert isinstance(options, DieGuessOptions) and options.players == 3
    dialog.rows[1].name.setText(seats[0].name.upper())
    dialog.accept()
    assert dialog.result() == 0 and "different name" in dialog.error.text()
    dialog.rows[1].name.setText("<b>Zed</b>")
    dialog.accept()
    assert dialog.result() == 1
    assert settings.last_seats(SPEC.id)[1]["name"] == "<b>Zed</b>"


def test_game_page_hands_off_and_never_renders_names_as_markup(
        window: MainWindow, qtbot: QtBot) -> None:
    seats = (SeatConfig("<i>Ann</i>"), SeatConfig("Ben"))
    page = window.start_game(GameController(SPEC, DieGuessOptions(players=2), seats, 1))
    assert page.handoff.isVisible()
    assert "<i>Ann</i>" in page.handoff.button.text()
    assert page.scene.seen[-1].seat is None, "the table view is shown behind the hand-off"
    qtbot.keyClick(page.handoff, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not page.handoff.isVisible()
    assert page.scene.seen[-1].seat == 0
    page.scene.bar.button(4).click()
    assert page.handoff.isVisible() and page.handoff.seat == 1
    assert page.log.lines()[-1] == "<i>Ann</i> locks in a guess"


def test_corrupt_save_gets_a_message_and_stays_untouched(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    messages: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda _p, _t, text: messages.append(text))
    path = tmp_path / "broken.json"
    path.write_bytes(b'{"format": "psychboard-save", "version": 1, "ga')
    assert not window.load(path)
    assert messages and str(path) in messages[0] and "truncated" in messages[0]
    assert path.read_bytes() == b'{"format": "psychboard-save", "version": 1, "ga'
    assert window.launcher is not None


def test_save_then_load_resumes_the_same_game(window: MainWindow, tmp_path: Path) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Ben"))
    page = window.start_game(GameController(SPEC, DieGuessOptions(players=2), seats, 5))
    page.handoff.button.click()
    page.scene.bar.button(2).click()
    path = tmp_path / "game.json"
    page.controller.save_to(path)
    state = page.controller.state
    told = page.log.lines()
    assert window.load(path)
    assert window.page is not None and window.page.controller.state == state
    assert window.page.log.lines() == told, "a resumed game's log says what happened"


def test_rules_viewer_renders_a_game_s_rules(qtbot: QtBot) -> None:
    viewer = RulesViewer("psychic", "Psychic Solitaire")
    qtbot.addWidget(viewer)
    text = viewer.browser.toPlainText()
    assert "Psychic" in text or "not found" in text
    assert "Inter-Italic.ttf" in fonts._loaded, "emphasis needs the italic face"


def test_settings_fall_back_on_damaged_values(settings: Settings) -> None:
    settings.store.setValue("animation", "warp-speed")
    settings.store.setValue("seats/x", "{not json")
    assert settings.animation_speed == "normal"
    assert settings.last_seats("x") == []
    settings.animation_speed = "off"
    assert settings.animation_speed == "off"


def test_error_messages_show_markup_as_plain_text(qtbot: QtBot,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from psychboard.gui.widgets.messages import warn

    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    warn(None, "Problem", "/tmp/<b>bold</b>.json: not valid JSON")
    assert shown[0].textFormat() == Qt.TextFormat.PlainText
    assert shown[0].text() == "/tmp/<b>bold</b>.json: not valid JSON"


def test_a_missing_asset_is_named_instead_of_a_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from psychboard.app import gui_app, theme
    from psychboard.core import resources
    from psychboard.core.errors import AssetMissing

    def missing() -> Path:
        raise AssetMissing("/opt/psychboard/assets", "the assets folder is missing")

    monkeypatch.setattr(resources, "assets_root", missing)
    monkeypatch.setattr(theme, "assets_root", missing)
    shown: list[str] = []
    monkeypatch.setattr("psychboard.gui.widgets.messages.warn",
                        lambda _parent, _title, text: shown.append(text))
    assert gui_app.run_app() == 1
    assert shown == ["/opt/psychboard/assets: the assets folder is missing"]
    assert "psychboard: /opt/psychboard/assets" in capsys.readouterr().err


def _family_deck(card_id: str = "fam-x-001", **broken: object) -> dict[str, object]:
    card = {"id": card_id, "category": "family",
            "issue": "{player} finds the family's old photo album in the attic. What next?",
            "responses": [{"text": t, "trait": tr} for t, tr in (
                ("Show everyone at dinner", "sociable"), ("Keep it to look at alone", "reserved"),
                ("Scan every photo to keep them safe", "cautious"),
                ("Ask grandparents for the stories", "caring"))],
            "ages": 8, **broken}
    return {"format": "psychboard-deck", "version": 1, "game": "psychologizer",
            "kind": "opinion", "title": "Our questions", "cards": [card]}


@pytest.fixture
def fresh_decks() -> Iterator[None]:
    """Deck caches start and end empty: a family deck added here stays here."""
    from psychboard.games.psychologizer import deck as opinion

    opinion.forget_loaded()
    yield
    opinion.forget_loaded()


@pytest.mark.usefixtures("fresh_decks")
def test_a_family_deck_is_checked_copied_and_dealt(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from psychboard.core.decks import family_dir
    from psychboard.games.psychologizer import deck as opinion

    said: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda _p, _t, text: said.append(text))
    monkeypatch.setattr(message_boxes, "inform", lambda _p, _t, text: said.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_family_deck(ages="young")))
    before = bad.read_bytes()
    assert not window.install_deck(bad)
    assert str(bad) in said[-1] and "fam-x-001" in said[-1] and "'ages'" in said[-1]
    assert bad.read_bytes() == before and not (family_dir("psychologizer") / "bad.json").exists()

    good = tmp_path / "ours.json"
    good.write_text(json.dumps(_family_deck()))
    assert window.install_deck(good)
    assert "Our questions: 1 cards for Psychologizer" in said[-1]
    assert (family_dir("psychologizer") / "ours.json").read_bytes() == good.read_bytes()
    assert "fam-x-001" in {card.id for card in opinion.playable_cards()}
    good.write_text(json.dumps(_family_deck("fam-x-002")))
    assert not window.install_deck(good), "a different file of the same name is refused"


def test_a_finished_game_offers_play_again_new_game_and_back(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Ben"))
    game = GameController(SPEC, DieGuessOptions(players=2, rounds=1), seats, 1)
    page = window.start_game(game)
    for seat in (0, 1):
        game.confirm_handoff(seat)
        game.submit(game.legal()[0])
    assert game.outcome() is not None
    bar = page.end_bar
    assert bar.isVisible() and page.controls is not None and not page.controls.isVisible()
    assert bar.title.text().endswith(("wins!", "share the win!"))
    assert "Ann " in bar.detail.text() and "Ben " in bar.detail.text()
    assert not (bar.again_button.hasFocus() or bar.again_button.isDefault())
    qtbot.mouseClick(bar.again_button, Qt.MouseButton.LeftButton)
    again = window.page
    assert again is not None and again is not page
    assert again.controller.seats == seats and again.controller.options == game.options
    assert again.controller.log == [] and not again.end_bar.isVisible()
    again.end_bar.back.emit()
    assert window.page is None and window.launcher is not None


def test_the_side_panel_keeps_its_width_whatever_the_log_says(qtbot: QtBot,
                                                               window: MainWindow) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Ben"))
    page = window.start_game(GameController(SPEC, DieGuessOptions(players=2), seats, 1))
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: page.width() <= 1024)
    before = page.side.width()
    page.log.add("A very long line of the game log " * 20)
    page.status_line.setText("A status that goes on and on " * 10)
    assert page.side.width() == before
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: page.width() > 1600)
    assert page.side.width() > before


def test_the_dialog_offers_the_options_chosen_last_time(qtbot: QtBot, settings: Settings) -> None:
    first = NewGameDialog(SPEC, settings)
    qtbot.addWidget(first)
    rounds = first.option_widgets["rounds"]
    assert isinstance(rounds, QComboBox)
    rounds.setCurrentIndex(rounds.findData(1))
    first.accept()
    again = NewGameDialog(SPEC, settings)
    qtbot.addWidget(again)
    assert again.options().rounds == 1, "the last choice is offered again"


def test_a_solitaire_asks_only_for_a_name(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(registry.GAMES["psychic"], settings)
    qtbot.addWidget(dialog)
    dialog.show()
    row = dialog.rows[0]
    assert not dialog.ui.playersSpin.isVisible()
    assert row.name.isVisible()
    assert not (row.colour.isVisible() or row.token.isVisible() or row.kind.isVisible())
    assert dialog.seats()[0].is_human
    assert "foretelling" in dialog.option_widgets


@pytest.mark.parametrize("game", ["psychic", "jujitsu", "psychologizer"])
def test_the_new_game_dialog_is_as_tall_as_its_questions(qtbot: QtBot, settings: Settings,
                                                         game: str) -> None:
    dialog = NewGameDialog(registry.GAMES[game], settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= dialog.sizeHint().height() + 8, "no half-empty form"
    spin = dialog.ui.playersSpin
    if spin.maximum() > spin.minimum():
        before = dialog.height()
        spin.setValue(spin.maximum())
        qtbot.waitUntil(lambda: dialog.height() != before)
        screen = room(dialog).height() * SHARE
        assert dialog.height() <= screen + 1, "never taller than the screen"
        scrolls = dialog.form_scroll.verticalScrollBar().maximum() > 0
        assert dialog.height() > before or scrolls, "more players, more rows"
        assert scrolls == (dialog.ui.formBody.sizeHint().height()
                           > dialog.form_scroll.height())


def test_foretelling_is_offered_again_as_it_was_chosen(qtbot: QtBot, settings: Settings) -> None:
    for wanted in (True, False, True):
        dialog = NewGameDialog(registry.GAMES["psychic"], settings)
        qtbot.addWidget(dialog)
        combo = dialog.option_widgets["foretelling"]
        assert isinstance(combo, QComboBox)
        combo.setCurrentIndex(combo.findData(wanted))
        dialog.accept()
        again = NewGameDialog(registry.GAMES["psychic"], settings)
        qtbot.addWidget(again)
        assert again.options().foretelling is wanted


@pytest.mark.parametrize("width", [750, 1190])
def test_the_end_bar_reads_whole_at_any_width(qtbot: QtBot, width: int) -> None:
    from psychboard.core.protocol import Outcome
    from psychboard.games.psychic.rules import Ending
    from psychboard.gui.widgets.end_bar import EndBar

    bar = EndBar()
    qtbot.addWidget(bar)
    bar.show_outcome(Outcome((0,), (15,), Ending.DECK_RAN_OUT, (15, "Sensitive")), ["Sam"])
    bar.resize(width, bar.heightForWidth(width) if bar.hasHeightForWidth()
               else bar.sizeHint().height())
    qtbot.waitExposed(bar)
    bar.resize(width, bar.sizeHint().height())
    for label in (bar.title, bar.detail):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    for button in (bar.again_button, bar.new_button, bar.back_button):
        assert button.width() >= button.sizeHint().width()
        assert button.geometry().right() <= bar.width()
    assert bar.stacked == (width < 1000)
