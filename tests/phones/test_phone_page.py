"""The phone page in a real browser (Chromium, a Pixel 7's screen), against a real table."""

from __future__ import annotations

import os
import random
import subprocess
import sys
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


def warfare_until_bo_may_react() -> list[tuple[int, Any]]:
    """A seeded two-player game played at random up to a window where Bo holds a reaction."""
    rules = registry.GAMES["warfare"].rules()  # type: ignore[misc]
    from psychboard.games.warfare.rules import React

    rnd = random.Random(1)
    state, log = rules.new_game(rules.options_type(players=2), 1), []
    while not (rules.window(state) is not None and 1 in rules.to_act(state) and any(
            isinstance(a, React) for a in rules.legal_actions(state, 1))):
        seat = rnd.choice(sorted(rules.to_act(state)))
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return log


def test_a_phone_answers_a_warfare_card_with_a_reaction(qtbot: QtBot, browser) -> None:
    from psychboard.games.warfare.rules import React

    log = warfare_until_bo_may_react()
    spec = registry.GAMES["warfare"]
    seats = [SeatConfig("Ann", kind="phone"), SeatConfig("Bo", kind="phone")]
    assert spec.rules is not None and spec.phone is not None
    controller = create_controller(spec, spec.rules().options_type(players=2), seats, 1,
                                   actions=log)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    ann, bo = browser(), browser()
    open_phone(qtbot, ann, phones.address, phones.room.code, "Ann")
    open_phone(qtbot, bo, phones.address, phones.room.code, "Bo")
    react = bo.locator("#picks button", has_text="React:")
    wait(qtbot, lambda: react.count() > 0)
    assert "React, or let it stand?" in bo.locator("#prompt").inner_text()
    assert bo.locator("#send").inner_text() == "Answer"
    assert ann.locator("#picks button", has_text="React:").count() == 0
    shot(bo, "phone-warfare-react")
    react.first.click()
    bo.locator("#send").click()
    wait(qtbot, lambda: any(seat == 1 and isinstance(action, React)
                            for seat, action in controller.log[len(log):]))
    controller.close()


def test_a_phone_that_reloads_mid_choice_takes_its_seat_back(qtbot: QtBot, browser) -> None:
    controller, phones = sit("jujitsu", ["phone", "computer"])
    ann = browser()
    open_phone(qtbot, ann, phones.address, phones.room.code, "Ann")
    ann.locator("#picks button").nth(4).click()  # the Five, picked and not yet sent
    ann.reload()
    wait(qtbot, lambda: ann.locator("#who").inner_text() == "Ann" and choosing(ann))
    assert ann.locator("#seats").is_hidden(), "no need to tap the name again"
    assert phones.seat_state(0) == "joined"
    assert tap_first(qtbot, ann) == "Bid the Ace"
    wait(qtbot, lambda: any(seat == 0 for seat, _ in controller.log))
    controller.close()


def test_three_phones_and_one_person_at_the_screen_play_a_psychologizer_turn(
        qtbot: QtBot, browser) -> None:
    from psychboard.games.psychologizer.rules import Pass, Predict, Respond

    controller, phones = sit("psychologizer", ["human", "phone", "phone", "phone"], seed=5)
    handoffs: list[int] = []
    controller.handoff.connect(handoffs.append)
    pages = {name: browser() for name in ("Bo", "Cy", "Di")}
    for name, page in pages.items():
        open_phone(qtbot, page, phones.address, phones.room.code, name)

    def play() -> bool:
        if handoffs and controller.viewer is None:
            controller.confirm_handoff(handoffs.pop())  # Ann, alone at the screen
        elif controller.legal():
            controller.submit(controller.legal()[0])
        for page in pages.values():
            if choosing(page):
                tap_first(qtbot, page)
        return {seat for seat, action in controller.log
                if isinstance(action, Respond | Predict | Pass)} == {0, 1, 2, 3}

    wait(qtbot, play, timeout=90_000)  # a turn or two: a Morality card asks fewer of us
    assert controller.reveals(), "the sealed choices were revealed at the table"
    assert all(controller.seats[s].by_phone for s in (1, 2, 3))
    controller.close()


def test_patient_and_therapist_answer_a_therapy_card_on_their_phones(
        qtbot: QtBot, browser) -> None:
    from psychboard.games.therapy.rules import Answer

    controller, phones = sit("therapy", ["phone", "phone", "computer"], seed=4)
    pages = {name: browser() for name in ("Ann", "Bo")}
    for name, page in pages.items():
        open_phone(qtbot, page, phones.address, phones.room.code, name)
    seen: list[str] = []

    def play() -> bool:
        for page in pages.values():
            if choosing(page):
                seen.append(page.locator("#prompt").inner_text())
                tap_first(qtbot, page)
        return {0, 1} <= {seat for seat, action in controller.log if isinstance(action, Answer)}

    wait(qtbot, play, timeout=90_000)
    shot(pages["Ann"], "phone-therapy")
    assert seen, "the phones were asked"
    controller.close()


def test_the_app_killed_with_a_phone_joined_resumes_and_the_phone_rejoins(
        qtbot: QtBot, browser, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from psychboard.core import saves
    from psychboard.core.resources import autosave_path

    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(tmp_path))
    table = subprocess.Popen([sys.executable, "-m", "tests.phones.table_process"],
                             stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        assert table.stdout is not None
        _, address, room = table.stdout.readline().split()
        ann = browser()
        open_phone(qtbot, ann, address, room, "Ann")
        assert tap_first(qtbot, ann) == "Bid the Ace"
        saved = autosave_path("jujitsu")
        wait(qtbot, lambda: saved.exists() and '"seat": 0' in saved.read_text())
    finally:
        table.kill()  # as a crash or a power cut would end it
        table.wait(timeout=30)
        if table.stdout is not None:
            table.stdout.close()
    wait(qtbot, lambda: "Lost the table" in ann.locator("#status").inner_text())

    game = saves.read(saved, registry.rules_for)
    spec = registry.GAMES["jujitsu"]
    assert spec.phone is not None
    controller = create_controller(spec, game.options, game.seats, game.seed, game.actions,
                                   content=game.content)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    assert phones.address == address and phones.room.code == room  # the same room and port
    wait(qtbot, lambda: phones.seat_state(0) == "joined" and choosing(ann))  # by itself
    assert ann.locator("#seats").is_hidden()
    assert "Ace" not in " ".join(ann.locator("#picks button").all_inner_texts())  # bid already
    controller.close()
