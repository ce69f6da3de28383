"""Psychological Warfare reads from a maximized 1024×640 window up, light and dark, measured from
what the scene really paints (`screen_text`): every word of the table while a person decides,
every card of the deck as a hand shows it and as the stage shows it in play, every Archetype's
ability on its player's panel. The public "Anyone reacting?" band leaves the panels in sight,
and a placed Hidden Agenda is never hidden behind "more cards"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.games.registry import GAMES
from psychboard.games.warfare.faces import card_face
from psychboard.games.warfare.painters import with_minus_signs
from psychboard.games.warfare.rules import WarfareOptions, WarfareRules
from psychboard.games.warfare.rules.model import Phase, evolve, put
from psychboard.games.warfare.scene import WarfareScene
from psychboard.gui import palette
from psychboard.gui.controller import create_controller
from psychboard.gui.items.card_cache import CARD_CACHE
from tests.gui.screen_text import Drawn, painted_by, painted_text
from tests.gui.test_readable_tables import MAXIMIZED_1024x640, fitted, seats, sized, unreadable
from tests.gui.test_warfare_gui import drive

WINDOWS = [MAXIMIZED_1024x640, (1440, 900)]
THEMES = ["light", "dark"]


@pytest.fixture(params=THEMES)
def window(request: Any, qtbot: QtBot, qapp: QApplication, tmp_path: Path
           ) -> Iterator[MainWindow]:
    font, pal = qapp.font(), qapp.palette()
    apply_theme(qapp, request.param)
    win = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.page is not None:
        win.page.close_game()
    qapp.setStyleSheet("")
    qapp.setPalette(pal)
    qapp.setFont(font)
    palette.set_theme("light")


def start(qtbot: QtBot, win: MainWindow, size: tuple[int, int], players: int = 4) -> Any:
    """Two people and the rest computers, long names among them, the window at `size`."""
    sized(qtbot, win, size)
    game = create_controller(GAMES["warfare"], WarfareOptions(players=players),
                             seats(players, 2), 7, autosave=False)
    return win.start_game(game)


def scene_of(page: Any) -> WarfareScene:
    assert isinstance(page.scene, WarfareScene)
    return page.scene


def person_deciding(page: Any) -> bool:
    view = scene_of(page).shown
    return (view is not None and view.seat is not None and view.phase is Phase.MAIN
            and view.window is None and not page.handoff.isVisible()
            and len(scene_of(page).fan) >= 3)


def words(found: list[Drawn]) -> set[str]:
    return {d.text for d in found}


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_reads_while_a_person_decides(qtbot: QtBot, window: MainWindow,
                                                size: tuple[int, int]) -> None:
    """Panels, tracks, plates, piles, captions, the hand and the card picked: all at 10 px
    or more (tokens' initials stand beside their shape and colour, and are measured apart)."""
    page = start(qtbot, window, size)
    drive(qtbot, page, lambda: person_deciding(page))
    scene = scene_of(page)
    scene.select(str(scene.fan.keys()[0]))
    qtbot.waitUntil(lambda: fitted(page))
    table = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    assert {"Freedom", "Baggage 0", "Energy", "Hand"} <= words(table)
    assert not unreadable(table)
    caption = scene.caption  # a text item: its font under the view's zoom
    assert caption.toPlainText() == "Your pick (only you can see it)"
    assert caption.font().pixelSize() * page.view.transform().m11() >= 10
    view = scene.shown
    assert view is not None
    for seat in range(view.players):  # every Archetype's ability is written out
        assert scene.cs.archetype(view.archetypes[seat]).text in words(table)
    CARD_CACHE.clear()
    cards = [d for item in [*scene.fan.items().values(), scene.stage[0]]
             for d in painted_by(page.view, item)]
    for key in scene.fan.items():  # the hand's cards, by key
        assert with_minus_signs(scene.cs.cards[str(key)].text) in words(cards)
    assert not unreadable(cards)


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_reads_in_a_hand_and_in_play(qtbot: QtBot, window: MainWindow,
                                                size: tuple[int, int]) -> None:
    """Each design of the deck, in the hand on screen (a Phobia never stays in a hand) and
    on the stage, and each Archetype on a panel: the whole text, at 10 px or more."""
    page = start(qtbot, window, size)
    qtbot.waitUntil(lambda: fitted(page))
    scene = scene_of(page)
    designs = {card.id: card for card in scene.cs.cards.values()}
    held = [c for c in designs.values() if c.type != "phobia"]
    scene.fan.show()
    small: list[str] = []
    for first in range(0, len(held), 5):
        group = held[first:first + 5]
        scene.fan.set_cards([(c.id, card_face(c.id)) for c in group])
        CARD_CACHE.clear()
        for card in group:
            found = painted_by(page.view, scene.fan.card(card.id))
            assert with_minus_signs(card.text) in words(found), card.id
            small += [f"{card.id} in hand: {d}" for d in found if d.size < 10]
    stage = scene.stage[0]
    stage.show()
    for card in designs.values():
        stage.set_painters(face_painter=card_face(card.id))
        CARD_CACHE.clear()
        found = painted_by(page.view, stage)
        assert {card.name, with_minus_signs(card.text)} <= words(found), card.id
        small += [f"{card.id} in play: {d}" for d in found if d.size < 10]
    plate = scene.panels[0].archetype
    for archetype in scene.cs.archetypes:
        plate.set_archetype(archetype.name, archetype.text)
        found = painted_by(page.view, plate)
        assert {archetype.name, archetype.text} <= words(found)
        assert plate.fits(), f"{archetype.name}'s ability runs out of its plate"
        small += [f"{archetype.name}: {d}" for d in found if d.size < 10]
    assert not small, small[:5]


def test_the_reaction_band_leaves_every_panel_in_sight(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    page = start(qtbot, window, MAXIMIZED_1024x640)
    drive(qtbot, page, page.reaction.isVisible)
    qtbot.waitUntil(lambda: fitted(page))
    band = page.reaction.band.geometry()
    view = page.view
    for panel in scene_of(page).panels:
        rect = view.mapFromScene(panel.frame.sceneBoundingRect()).boundingRect()
        bottom = view.mapTo(page, QPoint(0, rect.bottom())).y()
        assert bottom < band.top(), f"the band covers {panel.look.name}'s panel"


def test_a_placed_hidden_agenda_shows_first_on_a_full_panel(qtbot: QtBot,
                                                            window: MainWindow) -> None:
    page = start(qtbot, window, MAXIMIZED_1024x640)
    scene = scene_of(page)
    cs = scene.cs
    rules = WarfareRules()
    state = rules.new_game(WarfareOptions(players=4), 7)
    pick = [next(c for c in cs.cards if cs.cards[c].type == kind)
            for kind in ("defense", "phobia", "agenda")]
    defenses = [c for c in cs.cards if cs.cards[c].type == "defense"][:2]
    state = evolve(state, defenses=put(state.defenses, 2, tuple(defenses)),
                   phobias=put(state.phobias, 2, (pick[1],)),
                   agendas=put(state.agendas, 2, (pick[2],)))
    scene.lay_out(rules.observe(state, None))
    chips = [chip for chip in scene.panels[2].chips if chip.isVisible()]
    assert chips[0].key == cs.cards[pick[2]].id, "the placed Hidden Agenda comes first"
    shown = [d.text for chip in chips for d in painted_by(page.view, chip)]
    name = cs.cards[pick[2]].name  # a long name is cut with an ellipsis, never shrunk
    assert "H" in shown and "2 more cards" in shown
    assert any(name.startswith(text.rstrip("…")) for text in shown if len(text) > 3)


def test_the_end_count_reads_under_the_end_bar(qtbot: QtBot, window: MainWindow) -> None:
    """Four computers play to the end in the smallest window: the count of each Need's
    winners still reads with the end bar taking its room."""
    sized(qtbot, window, MAXIMIZED_1024x640)
    game = create_controller(GAMES["warfare"], WarfareOptions(players=4),
                             seats(4, 0), 5, autosave=False)
    page = window.start_game(game)
    summary = scene_of(page).summary
    qtbot.waitUntil(lambda: summary.isVisible() and page.end_bar.isVisible(), timeout=120_000)
    qtbot.waitUntil(lambda: fitted(page))
    found = [d for d in painted_by(page.view, summary) if not d.initial]
    assert {"Freedom", "Agendas", "Total"} <= words(found)
    assert not unreadable(found)


def test_baggage_never_covers_the_mental_energy_pile_or_its_caption(
        qtbot: QtBot, window: MainWindow) -> None:
    """A long Baggage row stacks within its own room: the Energy pile's "none" and its
    caption beside it stay whole (at 1024×640 the stack ran over both)."""
    page = start(qtbot, window, MAXIMIZED_1024x640)
    for panel in scene_of(page).panels:
        stack = panel.baggage.sceneBoundingRect()
        for item in (panel.energy, panel.energy_label):
            assert not stack.intersects(item.sceneBoundingRect()), panel.look.name
