"""Therapy's table flow in a real window: the people of a group enter its answer even when a
computer comes first in it (the computers suggest theirs aloud), the person writing for the
group is not sent through a hand-off, the opening roll plays out and is logged, and the table's
sentences read as English whatever the Stage, the card or the number of choices."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.core.events import Rolled
from psychboard.games.therapy import scene_info
from psychboard.games.therapy.rules import TherapyOptions, TherapyRules
from psychboard.games.therapy.rules.model import GIVE, INSIGHT, ROLL, SESSION, State
from tests.gui.test_therapy_gui import ANN, BEN, CY, DI, prefix, ready, start
from tests.gui.windows import active_window

RULES = TherapyRules()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Any:
    yield from active_window(qtbot, tmp_path, 1440, 900)


def first_key(scene: Any) -> str:
    """The key of the first answer the bar offers now."""
    return next(c.key for c in scene.bar.offer.enabled())


def ann_in_group_therapy_cy_first(state: State) -> bool:
    s = state.session
    return (state.phase == SESSION and s is not None and s.patient == 0
            and s.group == (1, 2) and s.answer is None and s.prediction is None)


def test_a_person_in_the_group_enters_its_answer_though_a_computer_comes_first(
        qtbot: QtBot, window: MainWindow) -> None:
    """Ann in group therapy with Cy (a computer, first clockwise) and Ben: Ann answers through
    the hand-off; then Ben, not Cy, enters the group's answer, straight away, with Cy's guess
    in the prompt."""
    seed, actions = prefix(3, ann_in_group_therapy_cy_first)
    page = start(window, [ANN, CY, BEN], seed, actions)
    scene, controller = page.scene, page.controller
    qtbot.waitUntil(page.handoff.isVisible)
    assert page.handoff.seat == 0, "the patient writes first"
    page.handoff.button.click()
    before = len(controller.log)
    scene.bar.press(first_key(scene))
    scene.bar.press("Enter")
    qtbot.waitUntil(lambda: controller.viewer == 2)
    assert not page.handoff.isVisible(), "the group agreed aloud: nobody is asked to look away"
    assert "enter the group's agreed prediction" in scene.bar.prompt.text()
    assert "Cy suggests" in scene.bar.prompt.text()
    assert all(seat != 1 for seat, _a in controller.log[before:]), "Cy entered nothing"
    scene.bar.press(first_key(scene))
    scene.bar.press("Enter")
    qtbot.waitUntil(lambda: controller.state.reveals != () and
                    controller.state.reveals[-1].patient == 0)
    assert controller.log[before + 1][0] == 2, "Ben wrote the group's prediction"
    assert controller.state.reveals[-1].predictor == 2


def test_a_group_of_computers_still_writes_through_its_first_clockwise(
        qtbot: QtBot, window: MainWindow) -> None:
    seed, actions = prefix(3, ann_in_group_therapy_cy_first)
    page = start(window, [ANN, CY, DI], seed, actions)
    controller = page.controller
    qtbot.waitUntil(lambda: page.handoff.isVisible() or controller.viewer == 0)
    if page.handoff.isVisible():
        page.handoff.button.click()
    before = len(controller.log)
    page.scene.bar.press(first_key(page.scene))
    page.scene.bar.press("Enter")
    qtbot.waitUntil(lambda: len(controller.log) >= before + 2)
    assert controller.log[before + 1][0] == 1


def test_the_opening_roll_is_played_out_and_logged_before_the_first_turn(
        qtbot: QtBot, window: MainWindow) -> None:
    seats = [ANN, CY, DI]
    page = start(window, seats, 1)  # seed 1: Ann rolls highest, so the dice wait for her
    qtbot.waitUntil(lambda: ready(page), timeout=20_000)
    opening = RULES.opening(TherapyOptions(players=3), 1)
    rolls = [e for e in opening if isinstance(e, Rolled)]
    assert len(rolls) >= 3
    lines = page.controller.lines
    assert all(f"{s.name} rolls for the first turn" in " ".join(lines) for s in seats)
    assert "rolled highest and goes first" in " ".join(lines)
    assert lines[0].startswith("Ann rolls for the first turn"), "the log opens with it"
    shown = page.log.lines()
    assert shown[:len(rolls) + 1] == lines[:len(rolls) + 1], "the table's log opens with it"
    assert sum(line.startswith("Ann rolls for the first turn") for line in shown) == sum(
        line.startswith("Ann rolls for the first turn") for line in lines), "told once"
    assert [d.face for d in page.scene.dice[:2]] == list(rolls[-1].faces), \
        "the dice show the last opening roll"
    resumed = start(window, seats, 1, tuple(page.controller.log))
    assert resumed.controller.lines[:len(rolls) + 1] == lines[:len(rolls) + 1]


def test_a_tie_in_the_opening_roll_is_rolled_again_and_said() -> None:
    from psychboard.core.events import sentences

    seed = next(s for s in range(200) if "roll again" in " ".join(sentences(
        RULES.opening(TherapyOptions(players=4), s), list("ABCD"))))
    words = sentences(RULES.opening(TherapyOptions(players=4), seed), list("ABCD"))
    tie = next(i for i, w in enumerate(words) if "tie on" in w)
    assert any("rolls again for the first turn" in w for w in words[tie:])
    state = RULES.new_game(TherapyOptions(players=4), seed)
    first = "ABCD"[state.order[0]]
    assert words[-1] == f"{first} rolled highest and goes first; play goes clockwise"


# --- wording ---------------------------------------------------------------------------------

def _view(**changes: Any) -> Any:
    return replace(RULES.observe(RULES.new_game(TherapyOptions(players=3), 1), None), **changes)


def test_a_computers_turn_reads_as_english() -> None:
    view = _view(phase=ROLL, actor=1)
    line = scene_info.status(view, [ANN, CY, DI])
    assert line == "Cy's turn (computer): roll the dice and move."
    assert "(computer)'s" not in line


@pytest.mark.parametrize(("stage", "article"), [("infancy", "an Infancy"),
                                                ("adolescence", "an Adolescence"),
                                                ("childhood", "a Childhood")])
def test_insight_takes_a_or_an_by_the_stage(stage: str, article: str) -> None:
    card = next(k for k in scene_info.table().insight if k.startswith(f"ins-{stage[:3]}"))
    line = scene_info.status(_view(phase=INSIGHT, actor=0, insight_card=card,
                                   insight_stage=stage), [ANN, BEN, CY])
    assert f"reads Ann {article} Insight card" in line


def test_a_true_or_false_card_offers_two_keys() -> None:
    line = scene_info.status(_view(phase=INSIGHT, actor=0, insight_card="ins-inf-001",
                                   insight_stage="infancy"), [ANN, BEN, CY])
    assert "(1 or 2, then Enter)" in line and "1–4" not in line


def test_choosing_who_takes_a_peg_offers_as_many_keys_as_choices() -> None:
    from psychboard.games.therapy.rules.model import Session

    view = _view(phase=GIVE, actor=0, session=Session(0, 1, (1, 2), "thq-001"))
    line = scene_info.status(view, [ANN, BEN, CY])
    assert "(1 or 2)" in line and "1–5" not in line


@pytest.mark.parametrize(("stage", "words"), [
    ("infancy", "Answer an Infancy Insight card now. A wrong answer costs nothing."),
    ("adulthood", "Answer an Adulthood Insight card now. A wrong answer costs nothing."),
    ("cosmos", "Answer a Cosmos Insight card now. A wrong answer costs nothing.")])
def test_a_crisis_card_sending_you_to_insight_takes_a_or_an(stage: str, words: str) -> None:
    from psychboard.games.therapy.deck import Effect, describe_effect

    assert describe_effect(Effect("insight", stage=stage)) == words
