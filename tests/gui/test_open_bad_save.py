"""Opening or resuming a save the game can't play shows one message and leaves the window as
it was: a computer level the game doesn't offer, pinned cards with no Therapy cards."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.core import saves
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games import registry
from psychboard.gui.widgets import messages as message_boxes

THERAPY = registry.GAMES["therapy"]


def _therapy_save(level: str = "easy", drop_questions: bool = False) -> dict[str, Any]:
    assert THERAPY.rules is not None
    rules = THERAPY.rules()
    seats = (SeatConfig("Ann"), SeatConfig("Bo", kind="computer", level=level),
             SeatConfig("Cy", kind="computer", level="easy"))
    data = saves.encode(SavedGame("therapy", rules.options_type(players=3), 4, seats), rules)
    if drop_questions:
        questions = set(rules.table.questions)  # type: ignore[attr-defined]
        data["content"]["cards"] = [e for e in data["content"]["cards"]
                                    if e[0] not in questions]
    return data


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda _parent, title, text: said.append(text))
    return said


@pytest.mark.parametrize(("data", "field"), [
    (_therapy_save("greedy"), "\"level\""),
    (_therapy_save("Easy"), "\"level\""),
    (_therapy_save(""), "\"level\""),
    (_therapy_save(drop_questions=True), "\"content\""),
], ids=["greedy", "Easy", "empty-level", "no-therapy-cards"])
def test_open_refuses_a_save_the_game_cant_play_with_one_message(
        qtbot: QtBot, tmp_path: Path, told: list[str], data: dict[str, Any], field: str) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    path = tmp_path / "therapy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.load(path) is False
    assert len(told) == 1 and str(path) in told[0] and field in told[0], told
    assert window.page is None and window.launcher is not None


def test_resume_refuses_an_autosave_with_an_unknown_level(
        qtbot: QtBot, told: list[str]) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    path = autosave_path("therapy")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_therapy_save("greedy")), encoding="utf-8")
    window.resume("therapy")
    assert len(told) == 1 and "\"level\"" in told[0], told
    assert window.page is None
