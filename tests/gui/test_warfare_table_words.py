"""What the Warfare table tells a family, in a real focused window: the cost a card shows is
the cost it takes, Therapy asks before it ends the turn, and computer levels read as words a
family knows (a save naming an old level still plays)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.core.saves import SeatConfig
from psychboard.games.warfare.ai import GreedyBot
from psychboard.games.warfare.rules import Therapy, ToEnergy
from psychboard.games.warfare.rules.model import Phase
from tests.gui.test_warfare_gui import PEOPLE_AND_COMPUTERS, controller, drive, scene_of


def _focused(qtbot: QtBot, page: Any) -> None:
    window = page.window()
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    page.view.setFocus()


def _press(qtbot: QtBot, key: Qt.Key) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key)


def test_t_asks_before_therapy_ends_the_turn_and_a_second_t_goes(qtbot: QtBot,
                                                                 page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)

    def fresh_turn() -> bool:
        view = scene.shown
        return (view is not None and view.seat is not None and view.window is None
                and view.phase is Phase.MAIN and not page.handoff.isVisible()
                and Therapy() in game.legal())

    drive(qtbot, page, fresh_turn)
    _focused(qtbot, page)
    before, seat = len(game.log), game.viewer
    _press(qtbot, Qt.Key.Key_T)
    assert len(game.log) == before, "one press of T only asks"
    assert scene.bar.prompt.text().startswith("Go to Therapy?")
    assert "Therapy — press again" in scene.bar.button(("therapy",)).text()
    _press(qtbot, Qt.Key.Key_T)
    assert game.log[before] == (seat, Therapy())


def test_the_therapy_button_asks_first_too(qtbot: QtBot, page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)
    drive(qtbot, page, lambda: scene.shown is not None and scene.shown.seat is not None
          and scene.shown.window is None and not page.handoff.isVisible()
          and Therapy() in game.legal())
    before, seat = len(game.log), game.viewer
    button = scene.bar.button(("therapy",))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(game.log) == before and scene.bar.prompt.text().startswith("Go to Therapy?")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert game.log[before] == (seat, Therapy())


def test_another_choice_after_t_forgets_it(qtbot: QtBot, page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)

    def fresh_turn() -> bool:
        view = scene.shown
        return (view is not None and view.seat is not None and view.window is None
                and view.phase is Phase.MAIN and not page.handoff.isVisible()
                and Therapy() in game.legal()
                and any(isinstance(a, ToEnergy) for a in game.legal()))

    drive(qtbot, page, fresh_turn)
    _focused(qtbot, page)
    _press(qtbot, Qt.Key.Key_T)
    _press(qtbot, Qt.Key.Key_Right)  # a card picked: the bar moves on
    assert not scene.bar.prompt.text().startswith("Go to Therapy?")
    assert "press again" not in scene.bar.button(("therapy",)).text()
    before = len(game.log)
    _press(qtbot, Qt.Key.Key_T)
    assert len(game.log) == before, "asked again, from the start"


def test_the_picked_card_and_a_reaction_show_the_cost_they_take_now() -> None:
    """A Phobia makes Confrontation cost 3: the bar says 3 and why, never the printed 2."""
    from psychboard.games.warfare.rules import Play
    from psychboard.games.warfare.scene_bar import Picking, offer
    from tests.engines.warfare_tables import RULES, energy, row, table

    state = table(hands=row(None, 3, 0, ("confrontation",)), energy=row(None, 3, 0, energy(3)),
                  phobias=row(None, 3, 0, ("fear-of-commitment",)))
    names = ["Ann", "Ben", "Cat"]
    legal = list(RULES.legal_actions(state, 0))
    _prompt, detail, _choices, _on = offer(RULES.observe(state, 0), legal,
                                           Picking(names, RULES.cs, "confrontation", None))
    assert "cost 3 (2 printed, Fear of Commitment +1)" in detail and "cost 2" not in detail
    asked = table(hands=(("pep-talk",), ("not-listening",), ()),
                  energy=(energy(2), energy(2, 2), ()), archetypes=("caregiver", "sage", "ruler"))
    asked = RULES.apply(asked, 0, Play("pep-talk", needs=("fun",)))
    _prompt, _detail, choices, _on = offer(RULES.observe(asked, 1),
                                           list(RULES.legal_actions(asked, 1)),
                                           Picking(names, RULES.cs, None, None))
    react = next(c for c in choices if c.key == ("react", "not-listening"))
    assert "cost 1 (2 printed, Sage −1)" in react.tip


def test_levels_read_as_words_and_an_old_greedy_seat_plays_as_beginner() -> None:
    seats = (SeatConfig("Ann", "#0072B2", "circle"),
             SeatConfig("Bo", "#D55E00", "square", "computer", "greedy"))
    game = controller(seats)
    assert game.seats[1].level == "beginner"
    assert isinstance(game.make_bot(1), GreedyBot)


def test_the_x_question_says_what_each_x_costs_when_a_modifier_moves_it() -> None:
    """Catharsis under Sublimation (Actions cost 1 less) with 2 Mental Energy: X up to 3."""
    from psychboard.games.warfare.choosing import PlayChooser
    from psychboard.games.warfare.rules import Play
    from psychboard.games.warfare.scene_bar import Picking, offer
    from tests.engines.warfare_tables import RULES, energy, row, table

    state = table(hands=row(None, 3, 0, ("catharsis",)), energy=row(None, 3, 0, energy(2)),
                  defenses=row(None, 3, 0, ("sublimation",)))
    plays = [a for a in RULES.legal_actions(state, 0) if isinstance(a, Play)]
    names = ["Ann", "Ben", "Cat"]
    chooser = PlayChooser(RULES.cs.cards["catharsis"], plays, names)
    _prompt, detail, choices, _on = offer(RULES.observe(state, 0), list(plays),
                                          Picking(names, RULES.cs, "catharsis", chooser))
    labels = [c.label for c in choices if c.key[0] == "answer"]
    assert labels == ["▶ 1  X = 1, pay 0", "2  X = 2, pay 1", "3  X = 3, pay 2"]
    assert "cost X−1 (Sublimation −1)" in detail
