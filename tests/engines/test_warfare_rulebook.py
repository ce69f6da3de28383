"""Psychological Warfare against the rulebook's own words, and costs and effects as they apply.

The rulebook's Object example (the Explorer, highest in Freedom and Belonging, scores 4 VP),
its Reaction Cards rule (a card that negates answers ANY card just played), and the one price
every label and log line reads: a cost the table sees is the cost paid, with its reasons.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from psychboard.core.events import sentences
from psychboard.core.reaction import PASS
from psychboard.games.warfare.cards import CardProblem, parse_card
from psychboard.games.warfare.rules import PlaceAgenda, Play, React, State, Therapy
from psychboard.games.warfare.rules.resolve import price
from psychboard.games.warfare.rules.scoring import victory_points
from psychboard.games.warfare.scene_text import describe
from tests.engines.warfare_tables import RULES, energy, everyone_passes, row, score, table

NAMES = ["Ann", "Ben", "Cat", "Dan"]
CS = RULES.cs
NEGATES = sorted({c.id for c in CS.cards.values() if c.react == "negate"})


# --- Object: the Explorer example -----------------------------------------------------------

def test_the_explorer_highest_in_freedom_and_belonging_scores_four_victory_points() -> None:
    """Rulebook, Object: "The player who is the Explorer has the highest scores in Freedom
    (3VP Yellow) and Belonging (1VP Green). They would have a total of 4 Victory Points.\""""
    explorer = next(a for a in CS.archetypes if a.name == "Explorer")
    assert dict(zip(("freedom", "fun", "belonging", "power"), explorer.vp,
                    strict=True))["freedom"] == 3
    state = table(archetypes=("explorer", "jester", "ruler"),
                  scores=((7, 2, 7, 2), (3, 6, 3, 3), (3, 3, 3, 6)))
    assert victory_points(state, CS)[0] == 4


# --- Reaction Cards: a negate answers ANY card just played ------------------------------------

def _openings(negate: str) -> dict[str, tuple[State, Play | PlaceAgenda, int]]:
    """A position for each kind of card just played, `negate` in seat 1's hand with enough
    Mental Energy: (state, the opening play, the seat that made it)."""
    hand = (negate,)
    rich = energy(4, 3)
    action = table(hands=(("stonewalling",), hand, ()), energy=(energy(3), rich, ()))
    special = table(hands=(("deep-breath",), hand, ()), energy=((), rich, ()),
                    deck=energy(3, 8))
    agenda = table(hands=(("life-of-the-party",), hand, ()), energy=((), rich, ()),
                   scores=((3, 6, 3, 3), (3,) * 4, (3,) * 4))
    reaction = table(hands=(("pep-talk",), hand, ("not-listening",)),
                     energy=(energy(2), rich, energy(2, 8)))
    return {"action": (action, Play("stonewalling", needs=("power",)), 0),
            "special": (special, Play("deep-breath"), 0),
            "agenda": (agenda, PlaceAgenda("life-of-the-party"), 0),
            "reaction": (reaction, Play("pep-talk", needs=("fun",)), 0)}


@pytest.mark.parametrize("kind", ["action", "special", "agenda", "reaction"])
@pytest.mark.parametrize("negate", NEGATES)
def test_every_card_that_negates_answers_any_card_just_played(negate: str, kind: str) -> None:
    """"Cards that negate the effects of a card just played, negate the effect of ANY card
    just played, including Hidden Agenda cards.\""""
    state, opening, seat = _openings(negate)[kind]
    state = RULES.apply(state, seat, opening)
    if kind == "reaction":
        state = RULES.apply(state, 2, React("not-listening"))
    assert React(negate) in RULES.legal_actions(state, 1), f"{negate} answers a {kind}"
    before = state
    state = everyone_passes(RULES.apply(state, 1, React(negate)))
    if kind == "agenda":
        assert state.agendas[0] == ()
    if kind == "reaction":
        assert score(state, 0, "fun") == 5, "the negated negate stops nothing"
    if kind == "action":
        assert state.scores[2] == before.scores[2], "Stonewalling lowered nobody"
    if kind == "special":
        assert len(state.hands[0]) == len(before.hands[0]), "Deep Breath drew nothing"


def test_a_family_negate_that_answers_only_some_cards_is_refused() -> None:
    card = {"id": "half", "name": "Half", "type": "reaction", "text": "x", "react": "negate",
            "answers": ["action"], "cost": 1}
    with pytest.raises(CardProblem, match="ANY card"):
        parse_card(card)


# --- costs as they apply ----------------------------------------------------------------------

def test_a_phobia_raises_the_cost_the_table_sees_the_rules_charge_and_the_log_explains() -> None:
    state = table(hands=row(None, 3, 0, ("confrontation",)), energy=row(None, 3, 0, energy(3)),
                  phobias=row(None, 3, 0, ("fear-of-commitment",)),
                  defenses=row(None, 3, 1, ("denial",)))
    card = CS.cards["confrontation"]
    assert price(state, CS, 0, card).amount == 3
    shown = describe(card, price(RULES.observe(state, 0), CS, 0, card))
    assert "cost 3 (2 printed, Fear of Commitment +1)" in shown and "cost 2:" not in shown
    play = Play("confrontation", 1)
    after = RULES.apply(state, 0, play)
    assert after.energy[0] == (), "three Mental Energy paid"
    lines = sentences(RULES.events(state, 0, play, after), NAMES)
    assert lines == ["Ann plays Confrontation (on Ben; cost 3 (2 printed, Fear of Commitment +1))"]
    short = table(hands=row(None, 3, 0, ("confrontation",)), energy=row(None, 3, 0, energy(2)),
                  phobias=row(None, 3, 0, ("fear-of-commitment",)))
    assert not any(isinstance(a, Play) for a in RULES.legal_actions(short, 0))


def test_a_free_special_under_helplessness_shows_and_logs_the_one_energy_it_takes() -> None:
    state = table(hands=row(None, 3, 0, ("power-nap",)), energy=row(None, 3, 0, energy(2)),
                  scores=((3, 3, 3, 1),) + ((3,) * 4,) * 2, deck=energy(4, 6))
    card = CS.cards["power-nap"]
    assert "cost 1 (0 printed, Helplessness +1)" in describe(card, price(state, CS, 0, card))
    after = RULES.apply(state, 0, Play("power-nap"))
    assert len(after.energy[0]) == 1
    assert "Helplessness +1" in sentences(RULES.events(state, 0, Play("power-nap"), after),
                                          NAMES)[0]


def test_a_reaction_is_logged_with_what_it_cost() -> None:
    state = table(hands=(("pep-talk",), ("not-listening",), ()),
                  energy=(energy(2), energy(2, 2), ()), archetypes=("caregiver", "sage", "ruler"))
    state = RULES.apply(state, 0, Play("pep-talk", needs=("fun",)))
    after = RULES.apply(state, 1, React("not-listening"))
    assert len(after.energy[1]) == 1
    assert sentences(RULES.events(state, 1, React("not-listening"), after), NAMES) == \
        ["Ben answers with Not Listening (cost 1 (2 printed, Sage −1))"]


def test_tantrum_on_the_hero_logs_the_drop_the_heros_ability_softened() -> None:
    state = table(hands=row(None, 3, 0, ("tantrum",)), energy=row(None, 3, 0, energy(2)),
                  archetypes=("caregiver", "hero", "ruler"),
                  scores=((3,) * 4, (3, 3, 3, 5), (3,) * 4))
    play = Play("tantrum", 1, ("power",), 2)
    before = RULES.apply(state, 0, play)
    after = everyone_passes(before)
    assert score(after, 1, "power") == 4
    seen = [line for step in _steps(before) for line in step]
    assert "Ben's Power 5 → 4 (Hero: 1 less)" in seen


def _steps(state: State) -> list[list[str]]:
    """The log lines of letting the open window stand, step by step."""
    found = []
    while state.window is not None:
        seat = min(RULES.to_act(state))
        after = RULES.apply(state, seat, PASS)
        found.append(sentences(RULES.events(state, seat, PASS, after), NAMES))
        state = after
    return found


# --- card wording decisions (assets/rules/warfare.md) -----------------------------------------

def test_x_is_what_the_card_does_and_a_discount_changes_only_what_is_paid() -> None:
    """Catharsis under Sublimation (Actions cost 1 less): X = 3 costs 2 and gives +3, and an
    X one above the Mental Energy held is on offer."""
    state = table(hands=row(None, 3, 0, ("catharsis",)), energy=row(None, 3, 0, energy(2)),
                  defenses=row(None, 3, 0, ("sublimation",)))
    xs = {a.x for a in RULES.legal_actions(state, 0) if isinstance(a, Play)}
    assert xs == {1, 2, 3}
    after = everyone_passes(RULES.apply(state, 0, Play("catharsis", needs=("fun",), x=3)))
    assert after.energy[0] == () and score(after, 0, "fun") == 6


def test_lecture_lowers_two_different_needs_of_the_one_player_named() -> None:
    state = table(hands=row(None, 3, 0, ("lecture",)), energy=row(None, 3, 0, energy(4)))
    plays = [a for a in RULES.legal_actions(state, 0) if isinstance(a, Play)]
    assert all(p.needs[0] != p.needs[1] for p in plays)
    after = everyone_passes(RULES.apply(state, 0, Play("lecture", 2, ("fun", "power"))))
    assert after.scores[2] == (3, 1, 3, 2) and after.scores[1] == (3,) * 4
    assert "different Need of theirs" in CS.cards["lecture"].text


def test_underdog_counts_baggage_icons_not_baggage_cards() -> None:
    """One Power Trip in front of you carries 2 icons: enough for Underdog's +2 more."""
    state = table(hands=row(None, 3, 0, ("underdog",)), energy=row(None, 3, 0, energy(2)),
                  baggage=row(None, 3, 0, ("power-trip",)))
    after = everyone_passes(RULES.apply(state, 0, Play("underdog", needs=("fun",))))
    assert score(after, 0, "fun") == 6
    assert "Baggage icons" in CS.cards["underdog"].text


def test_fresh_start_takes_the_oldest_card_of_the_baggage_row_even_a_special_with_no_bag() -> None:
    state = table(hands=row(None, 3, 0, ("fresh-start",)), energy=row(None, 3, 0, energy(2)),
                  baggage=row(None, 3, 0, ("day-off", "pep-talk")))
    after = everyone_passes(RULES.apply(state, 0, Play("fresh-start", needs=("fun",))))
    assert "day-off" in after.discard and after.baggage[0] == ("pep-talk", "fresh-start")
    assert "any Special" in CS.cards["fresh-start"].text


def test_social_anxiety_stops_only_your_own_cards_raising_your_belonging() -> None:
    mine = table(hands=row(None, 3, 0, ("group-hug",)), energy=row(None, 3, 0, energy(1, 1)),
                 phobias=row(None, 3, 0, ("social-anxiety",)))
    after = everyone_passes(RULES.apply(mine, 0, Play("group-hug")))
    assert score(after, 0, "belonging") == 3 and score(after, 1, "belonging") == 4
    theirs = table(hands=row(None, 3, 0, ("group-hug",)), energy=row(None, 3, 0, energy(1, 1)),
                   phobias=row(None, 3, 1, ("social-anxiety",)))
    after = everyone_passes(RULES.apply(theirs, 0, Play("group-hug")))
    assert score(after, 1, "belonging") == 4
    assert "other players' cards still can" in CS.cards["social-anxiety"].text


def test_reverse_psychology_on_a_card_that_names_one_player_swaps_the_two_parts() -> None:
    """Peer Pressure (the named player -1 Freedom, its player +1 Belonging), reversed: its
    player loses the Freedom, the named player gains the Belonging; the third is untouched."""
    state = table(hands=(("peer-pressure",), ("reverse-psychology",), ()),
                  energy=(energy(2), energy(2, 2), ()))
    state = RULES.apply(state, 0, Play("peer-pressure", 2))
    state = everyone_passes(RULES.apply(state, 1, React("reverse-psychology")))
    assert state.scores == ((2, 3, 3, 3), (3,) * 4, (3, 3, 4, 3))
    assert "the player it named" in CS.cards["reverse-psychology"].text


def test_helplessness_and_cabin_fever_hold_while_the_need_is_at_one_not_all_turn() -> None:
    """Power back above 1 mid-turn (an Action first) and the Special costs its printed 0."""
    state = table(hands=row(None, 3, 0, ("take-charge", "power-nap")),
                  energy=row(None, 3, 0, energy(2)), scores=((1, 3, 3, 1),) + ((3,) * 4,) * 2,
                  deck=energy(4, 6))
    assert price(state, CS, 0, CS.cards["power-nap"]).amount == 1
    assert Therapy() not in RULES.legal_actions(state, 0), "Cabin Fever: Freedom at 1"
    state = everyone_passes(RULES.apply(state, 0, Play("take-charge")))
    assert score(state, 0, "power") == 3
    assert price(state, CS, 0, CS.cards["power-nap"]).amount == 0
    for need in ("freedom", "power"):
        assert "While your" in CS.neuroses[need].text or "while your" in CS.neuroses[need].text


def test_the_rules_text_writes_down_each_wording_decision() -> None:
    text = (Path(__file__).resolve().parents[2] / "assets" / "rules" / "warfare.md").read_text(
        encoding="utf-8")
    for card in ("Lecture", "Underdog", "Reverse Psychology", "Social Anxiety", "Catharsis",
                 "Tantrum", "Fresh Start", "Cabin Fever", "Helplessness"):
        assert f"**{card}" in text, f"{card}'s decision is written in the rules"
