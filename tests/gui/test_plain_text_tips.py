"""No card text or seat name is ever read as markup: a tooltip shows `<b>` and `<img src=…>`
as written, and Qt never opens the file such a text names (its access time is watched)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QColor, QImage, Qt, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core import decks
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.registry import GAMES
from psychboard.games.therapy.rules import TherapyOptions, TherapyRules
from psychboard.games.therapy.rules.model import SESSION, State
from psychboard.games.therapy.scene import TherapyScene
from psychboard.gui.controller import create_controller
from psychboard.gui.widgets.labels import plain_tip, set_tip

OLD = 1_000_000  # an access time long before the file's change time: any read moves it


@pytest.fixture
def canary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A picture in the working folder, named relatively so a seat name can hold it."""
    monkeypatch.chdir(tmp_path)
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    path = tmp_path / "c.png"
    assert image.save(str(path))
    os.utime(path, (OLD, OLD * 2))
    return path


def read(path: Path) -> bool:
    return os.stat(path).st_atime != OLD


def shown_tip(widget: QWidget, text: str) -> str:
    """Show `text` as `widget`'s tooltip, paint it, and return the words it shows."""
    QToolTip.showText(widget.mapToGlobal(QPoint(4, 4)), text, widget)
    QApplication.processEvents()
    tips = [w for w in QApplication.topLevelWidgets()  # Qt's one tooltip label
            if w.metaObject().className() == "QTipLabel" and isinstance(w, QLabel)
            and w.text() == text]
    assert tips, "the tooltip was not shown"
    label = tips[-1]
    label.grab()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(label.text()))
    QToolTip.hideText()
    if not rich:
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


@pytest.fixture
def button(qtbot: QtBot) -> Iterator[QPushButton]:
    widget = QPushButton("x")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    QToolTip.hideText()


def test_the_canary_notices_a_tooltip_that_loads_it(button: QPushButton, canary: Path) -> None:
    """The watch works: a tooltip taken as rich text does read the file it names."""
    shown_tip(button, '<img src="c.png"> raw')
    if not read(canary):
        pytest.skip("this file system does not record access times")


@pytest.mark.parametrize("text", [
    'Ann <img src="c.png">', "<b>Bold</b> & <i>slanted</i>", "<img src=c.png>\nsecond  line",
    "A & B < C", "plain words",
])
def test_a_tooltip_shows_its_text_as_written_and_loads_nothing(
        button: QPushButton, canary: Path, text: str) -> None:
    set_tip(button, text)
    assert shown_tip(button, button.toolTip()) == text
    assert not read(canary), "a tooltip made Qt open the file its text names"


def test_plain_text_that_qt_shows_plainly_is_left_alone() -> None:
    assert plain_tip("Pass the screen to Ann") == "Pass the screen to Ann"
    assert plain_tip("1 < 2 & 3") == "1 < 2 & 3"


# --- the prescription pad, where family cards and seat names became markup --------------

NAMED = SeatConfig('<img src="c.png"> Ann', "#0072B2", "circle")
BOLD = SeatConfig("<b>Ben</b>", "#D55E00", "square")
CY = SeatConfig("Cy", "#009E73", "triangle", "computer", "medium")


def a_person_predicts(state: State, rules: TherapyRules, kind: str) -> bool:
    s = state.session
    return (state.phase == SESSION and s is not None and s.answer is not None
            and s.predictor in (0, 1) and s.prediction is None
            and rules.table.questions[s.card].type == kind
            and (kind != "either" or s.card.startswith("our-")))


def prefix(kind: str) -> tuple[int, list[tuple[int, Any]]]:
    """A seed and the moves of a game up to a person predicting a `kind` question (an
    "either" one from the family's deck)."""
    from psychboard.games.therapy.ai import TherapyBot

    rules, bot = TherapyRules(), TherapyBot("medium")
    for seed in range(1, 80):
        state = rules.new_game(TherapyOptions(players=3), seed)
        rnd, log = random.Random(seed), []
        while rules.outcome(state) is None and len(log) < 400:
            if a_person_predicts(state, rules, kind):
                return seed, log
            seat = min(rules.to_act(state))
            action = bot.choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                rnd)
            state = rules.apply(state, seat, action)
            log.append((seat, action))
    raise AssertionError("no game reached a player question")


def family_questions(folder: Path) -> None:
    """A family deck whose every question offers options written as markup."""
    cards = [{"id": f"our-{n:03d}", "type": "either", "ages": 8,
              "question": f"On trip {n}, would {{player}} rather see the sea or the hills?",
              "options": ['<img src="c.png"> the sea', f"<b>the hills</b> {n}"]}
             for n in range(60)]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ours.json").write_text(json.dumps(
        {"format": "psychboard-deck", "version": 1, "game": "therapy",
         "kind": "therapy-question", "title": "Ours", "cards": cards}), encoding="utf-8")


@pytest.mark.parametrize("kind", ["player", "either"])
def test_the_pads_tooltips_show_names_and_card_words_as_written(
        qtbot: QtBot, tmp_path: Path, canary: Path, kind: str) -> None:
    registry.decks_changed("therapy")
    if kind == "either":
        family_questions(decks.family_dir("therapy"))
    window = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"),
                                           QSettings.Format.IniFormat)))
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    seed, actions = prefix(kind)
    controller = create_controller(GAMES["therapy"], TherapyOptions(players=3),
                                   (NAMED, BOLD, CY), seed, tuple(actions))
    page = window.start_game(controller)
    try:
        scene = page.scene
        assert isinstance(scene, TherapyScene)
        if page.handoff.isVisible():
            page.handoff.button.click()
        qtbot.waitUntil(lambda: bool(scene.bar.buttons()), timeout=10_000)
        tips = {}
        for pad_button in scene.bar.buttons().values():
            tips[pad_button.toolTip()] = shown_tip(pad_button, pad_button.toolTip())
        words = set(tips.values())  # each as written, with the key it answers to

        def shown(start: str) -> bool:
            return any(w.startswith(start) for w in words)

        if kind == "player":
            assert shown(NAMED.name) and shown(BOLD.name), tips
        else:
            assert shown('<img src="c.png"> the sea') and shown("<b>the hills</b>"), tips
        assert not read(canary), "a tooltip made Qt open the file it names"
    finally:
        page.close_game()
        registry.decks_changed("therapy")
