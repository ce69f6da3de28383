"""Psychological Warfare's phone hand: its words at positions reached by the rules, that it
shows a seat nothing of another seat's hidden cards, and what a reaction window offers."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from psychboard.core.hands import Hand
from psychboard.core.reaction import PASS
from psychboard.games.warfare.phone import hand
from psychboard.games.warfare.rules import Play, React, Ready, State, WarfareOptions, WarfareRules
from psychboard.games.warfare.rules.hidden import seen
from tests.engines.hand_reading import HandAt, steps
from tests.engines.playout import positions

RULES = WarfareRules()
NAMES = ["Ann", "Bo", "Cy"]


_hand = HandAt(RULES, hand, NAMES)



def _started(seed: int, players: int) -> State:
    """A new game once every seat said Ready without placing anything."""
    state = RULES.new_game(WarfareOptions(players=players), seed)
    for _ in range(players):
        state = RULES.apply(state, state.turn, Ready())
    return state


def _walk(seed: int) -> Iterator[State]:
    """Every position of a game of random legal moves, to its end."""
    rnd = random.Random(seed)
    yield from positions(RULES, WarfareOptions(players=rnd.randint(2, 3)), seed, rnd)


def test_set_up_offers_each_defense_and_ready() -> None:
    state = RULES.new_game(WarfareOptions(players=2), 4)
    h = _hand(state, state.turn)
    assert h.prompt == "Set-up: place any Defense Mechanisms from your hand, then tap Ready."
    assert steps(h) == [("Rationalization", "Place as Defense"),
                         ("Sublimation", "Place as Defense"),
                         ("Displacement", "Place as Defense"), ("Ready",)]
    assert [p.card for p in h.picks] == ["rationalization", "sublimation", "displacement", None]
    assert not h.react


def test_a_turn_lists_each_card_then_what_to_do_with_it() -> None:
    state = _started(3, 3)
    h = _hand(state, state.turn)
    assert h.prompt == "Your turn: go to Therapy, or pick a card and what to do with it."
    assert steps(h) == [
        ("Travelling Light", "Turn into Mental Energy"),
        ("Journaling", "Play"), ("Journaling", "Turn into Mental Energy"),
        ("Second Opinion", "Turn into Mental Energy"),
        ("Silent Treatment", "Play", "At Bo"), ("Silent Treatment", "Play", "At Cy"),
        ("Silent Treatment", "Turn into Mental Energy"),
        ("Workaholic", "Turn into Mental Energy"),
        ("Go to Therapy",), ("End turn",)]
    headings = [s.heading for s in h.sections]
    assert headings == ["Your hand", "Your Hidden Agendas", "Your Archetype: Explorer",
                        "Mental Energy", "Victory Points if the game ended now"]
    agendas = h.sections[1]
    assert [c.code for c in agendas.cards] == ["travelling-light", "workaholic"]
    assert agendas.lines == ("Only you see the ones in your hand.",)
    assert h.sections[2].lines[1:] == ("Freedom: 3 (worth 3 VP)", "Fun: 3 (worth 2 VP)",
                                       "Belonging: 3 (worth 1 VP)", "Power: 3 (worth 4 VP)")
    assert h.sections[3].lines == ("You have 4 to spend.",)


def test_a_play_asks_x_and_a_need_only_where_its_plays_differ() -> None:
    state = _started(56, 2)
    tapped = steps(_hand(state, state.turn))
    catharsis = [s for s in tapped if s[:2] == ("Catharsis", "Play")]
    assert catharsis[:2] == [("Catharsis", "Play", "X = 1", "Freedom for you +X"),
                             ("Catharsis", "Play", "X = 1", "Fun for you +X")]
    assert len(catharsis) == 4 * 4  # X from 1 to the 4 Mental Energy held, by four Needs
    assert ("Road Trip", "Play") in tapped  # one way to play it: nothing more to ask


def test_a_reaction_names_who_played_what_at_whom() -> None:
    state = _started(3, 3)
    state = RULES.apply(state, 0, Play("silent-treatment", 2))
    aimed, other, owner = _hand(state, 2), _hand(state, 1), _hand(state, 0)
    assert aimed.prompt == "Ann played Silent Treatment at you. React, or let it stand?"
    assert steps(aimed) == [("React: Reverse Psychology",), ("Let it stand",)]
    assert (aimed.react, aimed.send) == (True, "Answer")
    assert aimed.sections[0].heading == "Just now"
    assert [c.code for c in aimed.sections[0].cards] == ["silent-treatment"]
    assert other.prompt == "Ann played Silent Treatment at Cy. React, or let it stand?"
    assert (owner.prompt, owner.picks, owner.react) == ("", (), False)
    assert owner.sections[-1].lines == ("Bo, Cy",)


def test_after_a_play_the_turn_says_what_is_left() -> None:
    state = _started(3, 3)
    state = RULES.apply(state, 0, Play("journaling"))
    for seat in sorted(state.window.waiting() if state.window else ()):
        state = RULES.apply(state, seat, PASS)
    h = _hand(state, 0)
    assert h.prompt == "You may play an Action or end your turn."
    assert steps(h) == [("Silent Treatment", "Play", "At Bo"),
                         ("Silent Treatment", "Play", "At Cy"), ("End turn",)]


def _hidden_from(state: State, seat: int) -> set[str]:
    """Cards another seat holds or keeps as Mental Energy whose design `seat` cannot see."""
    view = RULES.observe(state, seat)
    known = {RULES.cs.cards[c].id for c in seen(view)}
    found = set()
    for other in range(state.players):
        if other != seat:
            theirs = RULES.observe(state, other)
            found |= {RULES.cs.cards[c].id for c in theirs.my_hand + theirs.my_energy}
    return found - known


def _all_words(h: Hand) -> str:
    parts = [h.prompt, *(w for p in h.picks for w in p.steps)]
    for section in h.sections:
        parts += [section.heading, *section.lines, *(c.words for c in section.cards)]
    return "\n".join(parts)


def test_a_hand_shows_no_other_seats_hidden_cards() -> None:
    checked = 0
    for seed in range(6):
        for state in _walk(seed):
            for seat in range(state.players):
                h = _hand(state, seat)
                hidden = _hidden_from(state, seat)
                assert not hidden & set(h.pictures())
                words = _all_words(h)
                assert not [d for d in hidden if RULES.cs.cards[d].name in words]
                checked += bool(hidden)
    assert checked > 100


def test_a_reaction_offers_only_reactions_and_letting_it_stand() -> None:
    windows = 0
    for seed in range(6):
        for state in _walk(seed):
            if state.window is None:
                continue
            for seat in state.window.waiting():
                h = _hand(state, seat)
                legal: list[Any] = list(RULES.legal_actions(state, seat))
                reacts = [a for a in legal if isinstance(a, React)]
                assert h.react and h.send == "Answer"
                assert steps(h) == [(f"React: {RULES.cs.cards[a.card].name}",)
                                     for a in reacts] + [("Let it stand",)]
                assert [p.action for p in h.picks] == [*reacts, PASS]
                assert [p.card for p in h.picks] == [RULES.cs.cards[a.card].id
                                                     for a in reacts] + [None]
                windows += 1
    assert windows > 20


def test_game_over_names_the_winner() -> None:
    *_, final = _walk(1)
    h = _hand(final, 0)
    outcome = RULES.outcome(final)
    assert outcome is not None
    winners = " and ".join(NAMES[s] for s in outcome.winners)
    assert h.prompt.startswith(f"Game over: {winners} ")
    assert h.picks == () and h.sections[-1].heading == "Victory Points"
