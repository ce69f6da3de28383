"""Reaction windows through the controller and the game page: who is asked, and how.

On a shared screen nobody may learn who holds a reaction: people see one public prompt that
any of them may claim, and computer seats answer together after one fixed pause whatever
they hold (tests/fixture_reaction.py is the game).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from psychboard.core.reaction import PASS
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GameSpec
from psychboard.gui.controller import GameController
from tests.fixture_reaction import CancelOptions, CancelRules, PlayCancel, PlayPoint, State


class CancelAlways:
    """Cancels whenever it can: the computer that holds a reaction."""

    name = "Canceller"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return next((a for a in legal if isinstance(a, PlayCancel)), legal[0])


class PassAlways:
    name = "Passer"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return PASS if PASS in legal else legal[-1]


HANDS = (("p0", "p2"), ("c1", "c3"), ("p4", "p6"), ("c5", "c7"))


class FixedHands(CancelRules):
    """The Cancel game with the hands each test names instead of a shuffled deal."""

    hands = HANDS

    def new_game(self, options: CancelOptions, seed: int) -> State:
        start = super().new_game(options, seed)
        return State(start.rng, options.players, options.turns,
                     self.hands[:options.players], scores=(0,) * options.players)


class NoCancels(FixedHands):
    hands = (("p0", "p2"), ("p4", "p6"))


def spec(rules: type[CancelRules] = FixedHands) -> GameSpec:
    return GameSpec(id="cancel", title="Cancel", players=(2, 4), length="1 min", pitch="",
                    picture="psychic.svg", rules=rules,
                    bots={"cancel": CancelAlways, "pass": PassAlways})


def game(seats: tuple[SeatConfig, ...], rules: type[CancelRules] = FixedHands,
         actions: Sequence[tuple[int, Any]] = ()) -> GameController:
    return GameController(spec(rules), CancelOptions(players=len(seats), turns=1), seats, 3,
                          actions, autosave=False)


PEOPLE = (SeatConfig("Ann"), SeatConfig("Ben"), SeatConfig("Cy"))


def test_people_see_one_public_prompt_whoever_holds_a_cancel(qtbot: QtBot) -> None:
    controller = game(PEOPLE)
    prompts: list[tuple[int, ...]] = []
    handoffs: list[int] = []
    controller.reaction_prompt.connect(prompts.append)
    controller.handoff.connect(handoffs.append)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    # Ben holds Cancels and Cy holds none: both are asked alike, on the public table.
    assert prompts == [(1, 2)] and handoffs == [0]
    assert controller.viewer is None and controller.legal() == []
    controller.claim(1)
    assert handoffs == [0, 1], "only the claimant passes through the hand-off"
    controller.confirm_handoff(1)
    assert PlayCancel("c1") in controller.legal()
    controller.submit(PlayCancel("c1"))
    assert prompts[-1] == (0, 2), "a Cancel asks everyone but its owner again"
    controller.nobody_reacts()
    assert controller.state.scores == (0, 0, 0) and controller.state.window is None
    assert controller.lines[-2:] == ["Cy lets it stand", "The Point is cancelled"]


def test_nobody_reacting_passes_for_every_person_asked(qtbot: QtBot) -> None:
    controller = game(PEOPLE)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    controller.nobody_reacts()
    assert controller.log[-2:] == [(1, PASS), (2, PASS)]
    assert controller.state.scores == (1, 0, 0)


def test_computers_answer_together_after_one_pause_whatever_they_hold(qtbot: QtBot) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Bot A", kind="computer", level="pass"),
             SeatConfig("Bot B", kind="computer", level="pass"), SeatConfig("Ben"))
    controller = game(seats)
    asked: list[tuple[int, bool]] = []
    controller.thinking.connect(lambda seat, on: asked.append((seat, on)))
    prompts: list[tuple[int, ...]] = []
    controller.reaction_prompt.connect(prompts.append)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    qtbot.waitUntil(lambda: bool(prompts))
    # Both computers were asked in one go (one job, one pause), then the person due.
    assert asked[:2] == [(1, True), (2, True)]
    assert controller.log[-2:] == [(1, PASS), (2, PASS)]
    assert prompts == [(3,)]


def test_a_computer_cancel_stops_the_batch_and_the_window_asks_again(qtbot: QtBot) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Bot", kind="computer", level="cancel"),
             SeatConfig("Ben"))
    controller = game(seats)
    prompts: list[tuple[int, ...]] = []
    controller.reaction_prompt.connect(prompts.append)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    qtbot.waitUntil(lambda: bool(prompts))
    assert controller.log[-1] == (1, PlayCancel("c1"))
    assert prompts == [(0, 2)]


def test_alone_at_the_table_a_person_with_nothing_to_play_is_not_asked(qtbot: QtBot) -> None:
    seats = (SeatConfig("Bot", kind="computer", level="pass"), SeatConfig("Ann"))
    controller = game(seats, NoCancels)
    controller.start()
    qtbot.waitUntil(lambda: len(controller.log) >= 2)
    (bot, played), (person, answer) = controller.log[:2]
    assert (bot, person, answer) == (0, 1, PASS) and isinstance(played, PlayPoint)


@pytest.mark.parametrize("claimant", [1, 2])
def test_undo_takes_back_only_the_on_screen_persons_own_pass(qtbot: QtBot,
                                                              claimant: int) -> None:
    controller = game(PEOPLE)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    assert not controller.can_undo(), "a card played face up cannot be taken back"
    controller.claim(claimant)
    controller.confirm_handoff(claimant)
    controller.submit(PASS)
    index, label = controller.undo_plan()
    name = PEOPLE[claimant].name
    assert index == len(controller.log) - 1 and label == f"Undo {name}'s move"
    other = 3 - claimant
    controller.claim(other)
    controller.confirm_handoff(other)
    assert controller.undo_plan() == (None, f"Can't undo: only {name} can take back "
                                            f"{name}'s move")


def test_a_window_replays_from_the_log(qtbot: QtBot) -> None:
    controller = game(PEOPLE)
    controller.start()
    controller.confirm_handoff(0)
    controller.submit(PlayPoint("p0"))
    controller.claim(2)
    controller.confirm_handoff(2)
    controller.submit(PASS)
    controller.claim(1)
    controller.confirm_handoff(1)
    controller.submit(PlayCancel("c1"))
    replayed = game(PEOPLE, actions=controller.log)
    assert replayed.state == controller.state and replayed.state.window is not None
    assert replayed.lines == controller.lines


def test_the_prompt_claims_by_number_key_and_lets_stand_with_enter(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from psychboard.gui.widgets.reaction_prompt import ReactionPrompt

    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    prompt = ReactionPrompt(host)
    claims: list[int] = []
    stood: list[bool] = []
    prompt.claimed.connect(claims.append)
    prompt.nobody.connect(lambda: stood.append(True))
    prompt.ask((1, 2), PEOPLE, "Ann plays the Point p0.")
    labels = [b.text() for b in prompt._buttons]
    assert labels == ["1  Ben reacts", "2  Cy reacts"]
    qtbot.keyClick(prompt, Qt.Key.Key_2)
    assert claims == [2] and not prompt.isVisible()
    prompt.ask((1, 2), PEOPLE, "Ann plays the Point p0.")
    qtbot.keyClick(prompt, Qt.Key.Key_Return)
    assert stood == [True] and not prompt.isVisible()
