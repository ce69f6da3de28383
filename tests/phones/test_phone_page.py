"""The phone page in a real browser (Chromium, a Pixel 7's screen), against a real table."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.gui.controller import GameController, create_controller
from psychboard.phones.table import PhoneTable
from tests.phones.browser import choosing, chromium, open_phone, tap_first, wait

SHOTS = os.environ.get("PSYCHBOARD_PHONE_SHOTS")  # a folder: keep the page's screenshots


def sit(game: str, kinds: list[str], seed: int = 3, **options: Any
        ) -> tuple[GameController, PhoneTable]:
    spec = registry.GAMES[game]
    assert spec.rules is not None and spec.phone is not None
    names = ["Ann", "Bo", "Cy", "Di", "Ed"]
    seats = [SeatConfig(names[i], kind=k, level="easy") for i, k in enumerate(kinds)]
    controller = create_controller(spec, spec.rules().options_type(players=len(kinds),
                                                                   **options), seats, seed)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    return controller, phones


@pytest.fixture
def browser() -> Iterator[Any]:
    with chromium() as new:
        yield new


def shot(page: Any, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def test_two_phones_and_a_computer_play_a_whole_jujitsu_hand(qtbot: QtBot, browser) -> None:
    controller, phones = sit("jujitsu", ["phone", "phone", "computer"])
    ann, bo = browser(), browser()
    open_phone(qtbot, ann, phones.address, phones.room.code, "Ann")
    open_phone(qtbot, bo, phones.address, phones.room.code, "Bo")
    assert ann.locator("#prompt").inner_text().startswith("Pick a card to bid for")
    assert ann.locator("#picks.tiles img").count() == 13  # her hand, as cards to tap
    assert ann.locator("#sections img").count() == 1  # the prize
    shot(ann, "phone-jujitsu")
    while controller.outcome() is None:
        wait(qtbot, lambda: choosing(ann) or choosing(bo) or controller.outcome() is not None)
        for page in (ann, bo):
            if choosing(page):
                tap_first(qtbot, page)
    wait(qtbot, lambda: "Game over" in ann.locator("#prompt").inner_text())
    assert len([seat for seat, _ in controller.log if seat == 0]) == 13
    controller.close()
