"""A game page that was left stays quiet: its scene's queued steps and busy signal never
reach the page's widgets after they are deleted (found by the soak's GUI monkey, which left
games while their animations ran: Jujitsu's reveal laid out a deleted button bar, Psychic's
busy signal refreshed a deleted panel)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.saves import SeatConfig
from psychboard.gui import animation
from psychboard.gui.controller import create_controller
from tests.fixture_game import DieGuessOptions
from tests.fixture_scene import SPEC


def test_a_page_left_mid_animation_runs_none_of_its_queued_steps(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(animation, "_speed", 1.0)
    controller = create_controller(SPEC, DieGuessOptions(players=1), [SeatConfig("Ann")], 3,
                                   autosave=False)
    page = GamePage(controller)
    page.start()
    late: list[str] = []
    page.scene.pause(10_000)
    page.scene.call(lambda: late.append("a step after the page was left"))
    page.scene.busy_changed.connect(lambda busy: late.append(f"busy {busy}"))
    page.close_game()
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    assert not page.scene.busy, "the animation that was running has ended"
    assert late == [], "no queued step ran and no busy signal went out"
