"""Psychological Warfare's rules, one scenario per rulebook rule, the FAQ case exactly."""

from __future__ import annotations

from dataclasses import replace

import pytest

from psychboard.core.errors import IllegalAction
from psychboard.core.events import sentences
from psychboard.core.reaction import PASS
from psychboard.games.warfare.rules import (
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    Therapy,
    ToEnergy,
    WarfareOptions,
)
from psychboard.games.warfare.rules.model import Phase
from tests.engines.warfare_tables import RULES, energy, everyone_passes, row, score, table

NAMES = ["Ann", "Ben", "Cat", "Dan"]


# --- set-up --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_deals_archetypes_scores_on_three_energy_and_five_cards(players: int) -> None:
    state = RULES.new_game(WarfareOptions(players=players), seed=7)
    assert len(set(state.archetypes)) == players
    assert state.scores == ((3, 3, 3, 3),) * players
    assert [len(e) for e in state.energy] == [4 if s == state.first else 3
                                              for s in range(players)], \
        "the first player's one extra Mental Energy is our turn-order compensation"
    for seat in range(players):
        assert len(state.hands[seat]) + len(state.phobias[seat]) == 5
    names = {a.id: a.name for a in RULES.cs.archetypes}
    assert names[state.archetypes[state.first]] == min(names[a] for a in state.archetypes)
    assert state.phase is Phase.SETUP and state.turn == state.first


def test_a_phobia_dealt_is_placed_at_once_and_not_replaced() -> None:
    for seed in range(200):
        state = RULES.new_game(WarfareOptions(players=4), seed)
        placed = [s for s in range(4) if state.phobias[s]]
        if placed:
            seat = placed[0]
            assert len(state.hands[seat]) == 5 - len(state.phobias[seat])
            assert all(RULES.cs.cards[c].type == "phobia" for c in state.phobias[seat])
            return
    pytest.fail("no seed dealt a phobia")


def test_defense_mechanisms_may_be_placed_before_play_in_seat_order() -> None:
    state = table(phase=Phase.SETUP, ready=(False,) * 3, turn=1, first=1,
                  hands=row(None, 3, 1, ("denial", "pep-talk")))
    assert RULES.to_act(state) == {1}
    assert set(RULES.legal_actions(state, 1)) == {Ready(), PlaceDefense("denial")}
    state = RULES.apply(state, 1, PlaceDefense("denial"))
    assert state.defenses[1] == ("denial",) and state.hands[1] == ("pep-talk",)
    state = RULES.apply(state, 1, Ready())
    assert RULES.to_act(state) == {2}
    state = RULES.apply(RULES.apply(state, 2, Ready()), 0, Ready())
    assert state.phase is Phase.MAIN and state.turn == 1


# --- a turn --------------------------------------------------------------------------------

def test_therapy_clears_what_lies_in_front_draws_to_five_and_ends_the_turn() -> None:
    state = table(hands=row(None, 3, 0, ("pep-talk",)), energy=row(None, 3, 0, energy(2, 1)),
                  baggage=row(None, 3, 0, ("gaslighting", "deep-breath")),
                  defenses=row(None, 3, 0, ("humor",)), phobias=row(None, 3, 0, ("fomo",)),
                  deck=("catharsis", "monologue", "underdog", "comeback-kid", "guilt-trip",
                        "power-trip"))
    after = RULES.apply(state, 0, Therapy())
    assert set(after.under[0]) == {"gaslighting", "deep-breath", "humor", "fomo"}
    assert after.baggage[0] == after.defenses[0] == after.phobias[0] == ()
    assert after.hands[0] == ("pep-talk", "catharsis", "monologue", "underdog", "comeback-kid")
    assert after.energy[0] == state.energy[0]
    assert after.turn == 1


def test_therapy_is_chosen_at_the_start_of_a_turn_not_after_adding_mental_energy() -> None:
    """The rulebook's order: decide on Therapy first; turning cards into Mental Energy (or
    placing a Defense Mechanism) is the other branch, so a hand can't be banked and redrawn."""
    state = table(hands=row(None, 3, 0, ("pep-talk", "catharsis", "humor")), deck=energy(5, 3))
    assert Therapy() in RULES.legal_actions(state, 0)
    banked = RULES.apply(state, 0, ToEnergy("catharsis"))
    assert Therapy() not in RULES.legal_actions(banked, 0)
    assert ToEnergy("pep-talk") in RULES.legal_actions(banked, 0)
    guarded = RULES.apply(state, 0, PlaceDefense("humor"))
    assert Therapy() not in RULES.legal_actions(guarded, 0)
    after = everyone_passes(RULES.apply(banked, 0, EndTurn()))
    assert after.turn == 1 and Therapy() in RULES.legal_actions(after, 1)


def test_mental_energy_comes_before_plays_and_plays_are_one_special_and_one_action() -> None:
    state = table(hands=row(None, 3, 0, ("pep-talk", "deep-breath", "group-hug", "catharsis")),
                  energy=row(None, 3, 0, energy(4, 3)), deck=energy(3, 7))
    state = RULES.apply(state, 0, ToEnergy("catharsis"))
    assert "catharsis" in state.energy[0] and len(state.energy[0]) == 5
    state = everyone_passes(RULES.apply(state, 0, Play("pep-talk", needs=("fun",))))
    legal = RULES.legal_actions(state, 0)
    assert not any(isinstance(a, ToEnergy | Therapy) for a in legal)
    assert not any(isinstance(a, Play) and a.card == "group-hug" for a in legal), "one Action"
    state = everyone_passes(RULES.apply(state, 0, Play("deep-breath")))
    assert not any(isinstance(a, Play) for a in RULES.legal_actions(state, 0))


@pytest.mark.parametrize(("card", "x", "players", "paid"), [
    ("pep-talk", 0, 3, 2), ("catharsis", 3, 3, 3), ("monologue", 0, 3, 3),
    ("monologue", 0, 4, 4),
])
def test_costs_are_a_number_x_or_a_formula(card: str, x: int, players: int, paid: int) -> None:
    state = table(players, hands=row(None, players, 0, (card,)),
                  energy=row(None, players, 0, energy(6)))
    play = next(a for a in RULES.legal_actions(state, 0)
                if isinstance(a, Play) and a.card == card and a.x == x)
    after = RULES.apply(state, 0, play)
    assert len(after.energy[0]) == 6 - paid and after.discard == energy(paid)


def test_a_card_you_cannot_pay_for_cannot_be_played() -> None:
    state = table(hands=row(None, 3, 0, ("standing-ovation",)),
                  energy=row(None, 3, 0, energy(5)))
    assert not any(isinstance(a, Play) for a in RULES.legal_actions(state, 0))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Play("standing-ovation", needs=("power", "freedom")))


def test_baggage_stays_in_front_and_cuts_the_draw() -> None:
    state = table(hands=row(None, 3, 0, ("cold-shoulder", "pep-talk")),
                  energy=row(None, 3, 0, energy(2, 2)),
                  baggage=row(None, 3, 0, ("power-trip",)), deck=energy(5, 5))
    state = everyone_passes(RULES.apply(state, 0, Play("cold-shoulder", 1, ("fun",))))
    assert state.baggage[0] == ("power-trip", "cold-shoulder")
    # one card in hand, three Baggage icons: draw 5 - 1 - 3 = 1
    assert RULES.draw_count(state, 0) == 1
    state = table(hands=row(None, 3, 0, ("pep-talk",)), deck=energy(5, 5),
                  baggage=row(None, 3, 0, ("gaslighting",)))
    assert RULES.draw_count(state, 0) == 2, "the rulebook's example: one card, two bags, draw 2"


def test_an_action_without_baggage_goes_to_the_discard_pile() -> None:
    state = table(hands=row(None, 3, 0, ("game-night",)), energy=row(None, 3, 0, energy(2, 3)))
    state = everyone_passes(RULES.apply(state, 0, Play("game-night")))
    assert state.baggage[0] == () and "game-night" in state.discard


def test_the_draw_is_at_least_one_card_while_the_deck_lasts() -> None:
    state = table(hands=row(None, 3, 0, energy(5)), deck=("catharsis",))
    assert RULES.draw_count(state, 0) == 1
    assert RULES.draw_count(table(hands=row(None, 3, 0, energy(5))), 0) == 0


def test_a_phobia_or_defense_drawn_is_placed_at_once_and_not_replaced() -> None:
    state = table(hands=row(None, 3, 0, energy(2)),
                  deck=("fomo", "denial", "catharsis", "monologue", "underdog"))
    state = RULES.apply(state, 0, EndTurn())
    assert state.phobias[0] == ("fomo",) and state.defenses[0] == ("denial",)
    assert state.hands[0] == (*energy(2), "catharsis")
    assert state.deck == ("monologue", "underdog")


# --- scores ----------------------------------------------------------------------------------

def test_scores_stay_within_one_and_eight() -> None:
    state = table(hands=row(None, 3, 0, ("gaslighting", "catharsis")),
                  energy=row(None, 3, 0, energy(10)),
                  scores=((7, 3, 3, 3), (2, 3, 3, 3), (3, 3, 3, 3)))
    raised = everyone_passes(RULES.apply(state, 0, Play("catharsis", needs=("freedom",), x=5)))
    assert score(raised, 0, "freedom") == 8
    lowered = everyone_passes(RULES.apply(state, 0, Play("gaslighting", 1, ("freedom",))))
    assert score(lowered, 1, "freedom") == 1


def test_you_may_not_choose_to_lower_your_own_need_at_one() -> None:
    state = table(hands=row(None, 3, 0, ("retail-therapy",)), energy=row(None, 3, 0, energy(2)),
                  scores=((1, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)))
    plays = [a for a in RULES.legal_actions(state, 0) if isinstance(a, Play)]
    assert plays and all(a.needs[1] != "freedom" for a in plays)


def test_plus_two_minus_one_raises_one_need_and_lowers_another() -> None:
    state = table(hands=row(None, 3, 0, ("retail-therapy",)), energy=row(None, 3, 0, energy(2)))
    plays = {a.needs for a in RULES.legal_actions(state, 0) if isinstance(a, Play)}
    assert len(plays) == 12 and all(up != down for up, down in plays)
    state = everyone_passes(RULES.apply(state, 0, Play("retail-therapy", needs=("fun", "power"))))
    assert state.scores[0] == (3, 5, 3, 2)


def test_self_and_all_others_may_change_different_needs_one_need_each() -> None:
    state = table(4, hands=row(None, 4, 0, ("standing-ovation",)),
                  energy=row(None, 4, 0, energy(6)),
                  archetypes=("caregiver", "innocent", "ruler", "explorer"))
    plays = {a.needs for a in RULES.legal_actions(state, 0) if isinstance(a, Play)}
    assert ("power", "freedom") in plays and ("fun", "fun") in plays and len(plays) == 16
    state = everyone_passes(RULES.apply(state, 0, Play("standing-ovation",
                                                       needs=("belonging", "fun"))))
    assert state.scores == ((3, 3, 6, 3),) + ((3, 2, 3, 3),) * 3


def test_others_names_one_player() -> None:
    state = table(hands=row(None, 3, 0, ("cold-shoulder",)), energy=row(None, 3, 0, energy(2)))
    targets = {a.target for a in RULES.legal_actions(state, 0) if isinstance(a, Play)}
    assert targets == {1, 2}
    state = everyone_passes(RULES.apply(state, 0, Play("cold-shoulder", 2, ("power",))))
    assert score(state, 2, "power") == 1 and score(state, 1, "power") == 3


def test_a_condition_on_the_card_decides_its_second_part() -> None:
    for bags, expected in ((("gaslighting",), 6), ((), 4)):
        state = table(hands=row(None, 3, 0, ("underdog",)), energy=row(None, 3, 0, energy(2)),
                      baggage=row(None, 3, 0, bags))
        state = everyone_passes(RULES.apply(state, 0, Play("underdog", needs=("fun",))))
        assert score(state, 0, "fun") == expected


# --- neurosis --------------------------------------------------------------------------------

def _next_turn_for_seat_one(**fields: object) -> object:
    state = table(hands=row(None, 3, 0, energy(5)), deck=energy(3, 5), **fields)
    return RULES.apply(state, 0, EndTurn())


def test_burnout_fun_at_one_discards_energy_at_the_start_of_the_turn() -> None:
    state = _next_turn_for_seat_one(scores=((3,) * 4, (3, 1, 3, 3), (3,) * 4),
                                    energy=row(None, 3, 1, ("catharsis", "monologue")))
    assert state.energy[1] == ("monologue",) and "catharsis" in state.discard


def test_cabin_fever_freedom_at_one_bars_therapy() -> None:
    state = _next_turn_for_seat_one(scores=((3,) * 4, (1, 3, 3, 3), (3,) * 4))
    assert Therapy() not in RULES.legal_actions(state, 1)


def test_isolation_belonging_at_one_draws_one_fewer() -> None:
    state = table(hands=row(None, 3, 0, ("pep-talk",)), deck=energy(5, 3),
                  scores=((3, 3, 1, 3), (3,) * 4, (3,) * 4))
    assert RULES.draw_count(state, 0) == 3


def test_helplessness_power_at_one_makes_actions_dearer() -> None:
    state = table(hands=row(None, 3, 0, ("pep-talk",)), energy=row(None, 3, 0, energy(2)),
                  scores=((3, 3, 3, 1), (3,) * 4, (3,) * 4))
    assert not any(isinstance(a, Play) for a in RULES.legal_actions(state, 0))


def test_the_explorer_never_suffers_a_neurosis() -> None:
    state = _next_turn_for_seat_one(archetypes=("caregiver", "explorer", "ruler"),
                                    scores=((3,) * 4, (1, 1, 3, 3), (3,) * 4),
                                    energy=row(None, 3, 1, ("catharsis",)))
    assert state.energy[1] == ("catharsis",) and Therapy() in RULES.legal_actions(state, 1)


# --- reactions -------------------------------------------------------------------------------

def test_every_other_seat_is_asked_alike_whoever_holds_a_reaction() -> None:
    state = table(4, hands=row(row(None, 4, 0, ("pep-talk",)), 4, 2, ("not-listening",)),
                  energy=row(row(None, 4, 0, energy(2)), 4, 2, energy(2, 2)))
    state = RULES.apply(state, 0, Play("pep-talk", needs=("fun",)))
    assert RULES.to_act(state) == {1, 2, 3}
    assert RULES.legal_actions(state, 1) == [PASS]
    assert set(RULES.legal_actions(state, 2)) == {PASS, React("not-listening")}
    assert RULES.window(state) is state.window


def test_a_negate_stops_the_card_and_its_baggage_and_the_cost_stays_paid() -> None:
    state = table(hands=row(row(None, 3, 0, ("power-trip",)), 3, 1, ("not-listening",)),
                  energy=row(row(None, 3, 0, energy(4)), 3, 1, energy(1, 4)),
                  archetypes=("caregiver", "sage", "ruler"))
    state = RULES.apply(state, 0, Play("power-trip"))
    state = everyone_passes(RULES.apply(state, 1, React("not-listening")))
    assert state.scores == ((3, 3, 3, 3),) * 3
    assert state.energy[0] == ()
    assert state.energy[1] == (), "the Sage's Reactions cost 1 less"
    assert state.baggage[0] == () and {"power-trip", "not-listening"} <= set(state.discard)


def test_a_reaction_may_be_answered_by_a_reaction() -> None:
    state = table(hands=(("pep-talk", "not-listening"), ("not-listening-2",), ()),
                  energy=(energy(4), energy(2, 4), ()))
    state = RULES.apply(state, 0, Play("pep-talk", needs=("fun",)))
    state = RULES.apply(state, 1, React("not-listening-2"))
    assert RULES.to_act(state) == {0, 2}
    state = everyone_passes(RULES.apply(state, 0, React("not-listening")))
    assert score(state, 0, "fun") == 5, "negating the negate lets the card stand"


def test_a_negate_stops_a_hidden_agenda_which_is_discarded() -> None:
    state = table(hands=row(row(None, 3, 0, ("life-of-the-party",)), 3, 2,
                            ("calling-your-bluff",)),
                  energy=row(None, 3, 2, energy(2)), scores=((3, 6, 3, 3),) + ((3,) * 4,) * 2)
    state = RULES.apply(state, 0, PlaceAgenda("life-of-the-party"))
    state = everyone_passes(RULES.apply(state, 2, React("calling-your-bluff")))
    assert state.agendas[0] == () and "life-of-the-party" in state.discard


def test_projection_sends_what_a_card_does_to_you_back_to_its_player() -> None:
    state = table(hands=row(row(None, 3, 0, ("stonewalling",)), 3, 1, ("projection",)),
                  energy=row(row(None, 3, 0, energy(3)), 3, 1, energy(1, 3)),
                  archetypes=("innocent", "jester", "ruler"))
    state = RULES.apply(state, 0, Play("stonewalling", needs=("power",)))
    state = everyone_passes(RULES.apply(state, 1, React("projection")))
    assert [score(state, s, "power") for s in range(3)] == [2, 3, 2]


# --- the FAQ case ---------------------------------------------------------------------------

def _faq_table() -> object:
    return table(hands=(("standing-ovation",), ("reverse-psychology",), ()),
                 energy=(energy(6), energy(2, 6), ()), defenses=((), (), ("denial",)))


def test_faq_without_a_reaction_the_card_works_as_chosen() -> None:
    state = RULES.apply(_faq_table(), 0, Play("standing-ovation", needs=("power", "freedom")))
    state = everyone_passes(state)
    assert state.energy[0] == ()
    assert state.scores == ((3, 3, 3, 6), (2, 3, 3, 3), (2, 3, 3, 3))


def test_faq_reverse_psychology_with_denial_exactly() -> None:
    """Player 1 plays Self +3 / All Others -1 (cost 6), +3 Power and -1 everyone's Freedom;
    Player 2 plays Reverse Psychology: Player 1 loses 1 Freedom and every other player gains
    3 Power, except Player 3, whose Denial stops others changing their Power or Fun."""
    state = RULES.apply(_faq_table(), 0, Play("standing-ovation", needs=("power", "freedom")))
    assert len(state.energy[0]) == 0, "six Mental Energy discarded"
    state = RULES.apply(state, 1, React("reverse-psychology"))
    names = NAMES[:3]
    state = RULES.apply(state, 0, PASS)
    before = state
    state = RULES.apply(state, 2, PASS)
    assert state.window is None
    assert state.scores == ((2, 3, 3, 3), (3, 3, 3, 6), (3, 3, 3, 3))
    lines = sentences(RULES.events(before, 2, PASS, state), names)
    assert "Ann's Freedom 3 → 2" in lines and "Ben's Power 3 → 6" in lines
    assert "Cat's Power stays 3 (Denial stops it)" in lines


def test_reversed_gains_come_from_the_reactor_so_their_own_denial_lets_them_in() -> None:
    state = table(hands=(("standing-ovation",), ("reverse-psychology",), ()),
                  energy=(energy(6), energy(2, 6), ()), defenses=((), ("denial-2",), ()),
                  archetypes=("innocent", "jester", "ruler"))
    state = RULES.apply(state, 0, Play("standing-ovation", needs=("power", "fun")))
    state = everyone_passes(RULES.apply(state, 1, React("reverse-psychology")))
    assert state.scores == ((3, 2, 3, 3), (3, 3, 3, 6), (3, 3, 3, 6))


# --- defences and phobias -------------------------------------------------------------------

def test_a_defense_softens_and_a_phobia_worsens_until_therapy_clears_them() -> None:
    state = table(hands=row(None, 3, 0, ("gaslighting", "cold-shoulder")),
                  energy=row(None, 3, 0, energy(7)),
                  defenses=row(None, 3, 1, ("rationalization",)),
                  phobias=row(None, 3, 2, ("claustrophobia",)))
    softened = everyone_passes(RULES.apply(state, 0, Play("gaslighting", 1, ("freedom",))))
    assert score(softened, 1, "freedom") == 1, "-3 softened to -2"
    worsened = everyone_passes(RULES.apply(state, 0, Play("cold-shoulder", 2, ("freedom",))))
    assert score(worsened, 2, "freedom") == 1, "-2 worsened to -3"
    cleared = RULES.apply(replace(state, turn=2), 2, Therapy())
    assert cleared.phobias[2] == () and "claustrophobia" in cleared.under[2]


def test_social_anxiety_stops_you_raising_your_own_belonging() -> None:
    state = table(hands=row(None, 3, 0, ("peer-pressure",)), energy=row(None, 3, 0, energy(2)),
                  phobias=row(None, 3, 0, ("social-anxiety",)))
    state = everyone_passes(RULES.apply(state, 0, Play("peer-pressure", 1)))
    assert score(state, 0, "belonging") == 3 and score(state, 1, "freedom") == 2


def test_specials_remove_cards_and_drain_energy_through_defences() -> None:
    state = table(hands=row(None, 3, 0, ("call-out", "mind-games")),
                  energy=row(row(None, 3, 0, energy(3)), 3, 1, energy(3, 3)),
                  defenses=row(None, 3, 1, ("repression", "humor")))
    state = everyone_passes(RULES.apply(state, 0, Play("mind-games", 1)))
    assert len(state.energy[1]) == 3, "Repression stops the drain"
    state = table(hands=row(None, 3, 0, ("call-out",)), energy=row(None, 3, 0, energy(2)),
                  defenses=row(None, 3, 1, ("repression", "humor")))
    state = everyone_passes(RULES.apply(state, 0, Play("call-out", 1)))
    assert state.defenses[1] == ("humor",) and state.baggage[0] == ("call-out",)


# --- hidden agendas -------------------------------------------------------------------------

def test_a_hidden_agenda_is_placed_only_when_its_condition_holds() -> None:
    """Top Dog: Power 4 or more and Freedom the lowest at the table, a tie counting."""
    def top_dog(scores: tuple[tuple[int, ...], ...]) -> bool:
        state = table(hands=row(None, 3, 0, ("top-dog",)), scores=scores)
        return PlaceAgenda("top-dog") in RULES.legal_actions(state, 0)

    assert not top_dog(((3, 3, 3, 3), (3, 3, 3, 6), (3,) * 4)), "Power below 4"
    assert not top_dog(((3, 3, 3, 4), (2, 3, 3, 6), (3,) * 4)), "someone's Freedom is lower"
    assert top_dog(((3, 3, 3, 4), (3, 3, 3, 6), (4, 3, 3, 3))), "a tie for lowest counts"
    state = table(hands=row(None, 3, 0, ("top-dog",)), scores=((1, 3, 3, 8),) + ((3,) * 4,) * 2)
    state = everyone_passes(RULES.apply(state, 0, PlaceAgenda("top-dog")))
    assert state.agendas[0] == ("top-dog",)


# --- the end --------------------------------------------------------------------------------

def test_after_the_last_card_is_drawn_everyone_plays_one_more_turn() -> None:
    state = table(hands=(energy(4), energy(5, 4), energy(5, 4)), deck=("catharsis",))
    state = RULES.apply(state, 0, EndTurn())
    assert state.deck == () and state.end_at == 1 + 3
    for seat in (1, 2, 0):
        assert RULES.outcome(state) is None and state.turn == seat
        state = RULES.apply(state, seat, EndTurn())
    assert RULES.outcome(state) is not None and RULES.to_act(state) == frozenset()


def _ended(**fields: object) -> object:
    return table(phase=Phase.OVER, **fields)


def test_victory_points_go_to_everyone_tied_for_the_top_of_each_need() -> None:
    # caregiver: F1 Fun3 B4 P2; jester: F3 Fun4 B2 P1; ruler: F3 Fun1 B2 P4
    state = _ended(scores=((5, 2, 6, 2), (5, 7, 1, 2), (1, 2, 1, 8)), agendas=((), (), ()))
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.scores == (1 + 4, 3 + 4, 4)
    assert outcome.winners == (1,)


def test_hidden_agendas_add_their_points() -> None:
    state = _ended(scores=((5, 2, 6, 2), (5, 7, 1, 2), (1, 2, 1, 8)),
                   agendas=(("life-of-the-party",), (), ()))
    assert RULES.outcome(state).scores[0] == 5 + 1  # type: ignore[union-attr]


def test_a_tie_goes_to_the_fewest_cards_under_the_archetype() -> None:
    state = _ended(under=(("pep-talk", "pep-talk-2"), ("humor",), ()),
                   scores=((3,) * 4, (3,) * 4, (1,) * 4))
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.scores == (10, 10, 0) and outcome.winners == (1,)
    assert "fewest cards under the Archetype" in outcome.reason


def test_nature_nurture_moves_scores_before_victory_points() -> None:
    # the Caregiver's chart: letters A-E raise Belonging; Pep Talk is B, Cold Shoulder C
    fields = {"scores": ((3, 3, 5, 3), (3, 3, 6, 3), (3, 3, 3, 3)),
              "under": (("pep-talk", "cold-shoulder"), (), ())}
    plain = RULES.outcome(_ended(**fields))
    nurtured = RULES.outcome(_ended(nature_nurture=True, **fields))
    assert plain is not None and nurtured is not None
    assert plain.scores[0] < nurtured.scores[0]


# --- privacy ----------------------------------------------------------------------------------

def test_turning_a_card_into_energy_tells_the_table_nothing_about_it() -> None:
    state = table(hands=row(None, 3, 0, ("catharsis", "denial")))
    one, two = RULES.apply(state, 0, ToEnergy("catharsis")), RULES.apply(state, 0,
                                                                         ToEnergy("denial"))
    assert not RULES.commits(state, one)
    for viewer in (None, 1, 2):
        assert RULES.observe(one, viewer) == RULES.observe(two, viewer)
    assert sentences(RULES.events(state, 0, ToEnergy("catharsis"), one), NAMES) == \
        sentences(RULES.events(state, 0, ToEnergy("denial"), two), NAMES)


# --- decisions on open details ----------------------------------------------------------------

def test_reverse_on_a_card_naming_one_player_swaps_the_two_parts() -> None:
    state = table(hands=(("peer-pressure",), ("reverse-psychology",), ()),
                  energy=(energy(2), energy(2, 2), ()))
    state = RULES.apply(state, 0, Play("peer-pressure", 1))
    state = everyone_passes(RULES.apply(state, 1, React("reverse-psychology")))
    assert score(state, 0, "freedom") == 2 and score(state, 1, "belonging") == 4
    assert state.scores[2] == (3, 3, 3, 3)


def test_reverse_on_a_card_changing_only_its_player_goes_to_every_other_player() -> None:
    state = table(hands=(("pep-talk",), ("reverse-psychology",), ()),
                  energy=(energy(2), energy(2, 2), ()))
    state = RULES.apply(state, 0, Play("pep-talk", needs=("fun",)))
    state = everyone_passes(RULES.apply(state, 1, React("reverse-psychology")))
    assert [score(state, s, "fun") for s in range(3)] == [3, 5, 5]


def test_reverse_and_deflect_answer_only_the_card_just_played() -> None:
    state = table(hands=(("pep-talk",), ("not-listening",), ("reverse-psychology",)),
                  energy=(energy(2), energy(2, 2), energy(2, 4)))
    state = RULES.apply(state, 0, Play("pep-talk", needs=("fun",)))
    state = RULES.apply(state, 1, React("not-listening"))
    assert RULES.legal_actions(state, 2) == [PASS]


def test_a_cost_paid_on_success_is_not_paid_when_the_card_is_negated() -> None:
    from psychboard.games.warfare.cards import CardSet, parse_card
    from psychboard.games.warfare.rules import WarfareRules

    shipped = RULES.cs
    bold = parse_card({"id": "bold-move", "name": "Bold Move", "type": "action", "letter": "A",
                       "text": "Self +1, paid on success.", "cost": 2, "pay": "on_success",
                       "effects": [{"who": "self", "by": 1}]})
    rules = WarfareRules(CardSet({**shipped.cards, "bold-move": bold}, shipped.archetypes,
                                 shipped.neuroses))
    state = table(hands=(("bold-move",), ("not-listening",), ()),
                  energy=(energy(2), energy(2, 2), ()))
    state = rules.apply(state, 0, Play("bold-move", needs=("fun",)))
    assert len(state.energy[0]) == 2
    state = rules.apply(state, 1, React("not-listening"))
    for seat in (0, 2):
        state = rules.apply(state, seat, PASS)
    assert len(state.energy[0]) == 2 and score(state, 0, "fun") == 3


def test_x_runs_from_one_to_the_energy_in_hand() -> None:
    state = table(hands=row(None, 3, 0, ("catharsis",)), energy=row(None, 3, 0, energy(4)))
    xs = {a.x for a in RULES.legal_actions(state, 0) if isinstance(a, Play)}
    assert xs == {1, 2, 3, 4}


def test_a_card_that_draws_places_a_phobia_it_finds() -> None:
    state = table(hands=row(None, 3, 0, ("deep-breath",)), deck=("fomo", "catharsis", "humor"))
    state = everyone_passes(RULES.apply(state, 0, Play("deep-breath")))
    assert state.phobias[0] == ("fomo",) and state.hands[0] == ("catharsis",)
    assert state.baggage[0] == ("deep-breath",), "a Special stays in front"


def test_the_log_names_the_play_and_its_choices_but_never_a_hand() -> None:
    state = table(hands=row(None, 3, 0, ("cold-shoulder", "denial")),
                  energy=row(None, 3, 0, energy(2)))
    after = RULES.apply(state, 0, Play("cold-shoulder", 2, ("power",)))
    lines = sentences(RULES.events(state, 0, Play("cold-shoulder", 2, ("power",)), after), NAMES)
    assert lines == ["Ann plays Cold Shoulder (on Cat; Power; cost 2)"]
    assert RULES.commits(state, after)


@pytest.mark.parametrize(("cleared", "words"), [
    (("humor",), "Ann goes to Therapy: 1 card goes under the Archetype"),
    (("humor", "fomo"), "Ann goes to Therapy: 2 cards go under the Archetype"),
])
def test_the_log_counts_cards_in_singular_and_plural(cleared: tuple[str, ...], words: str
                                                     ) -> None:
    state = table(hands=row(None, 3, 0, ("pep-talk",)), defenses=row(None, 3, 0, cleared[:1]),
                  phobias=row(None, 3, 0, cleared[1:]), deck=("catharsis",) + ("monologue",) * 9)
    after = RULES.apply(state, 0, Therapy())
    lines = sentences(RULES.events(state, 0, Therapy(), after), NAMES)
    assert lines[0] == words


def test_the_winning_reason_reads_as_a_sentence() -> None:
    state = _ended(scores=((5, 2, 6, 2), (5, 7, 1, 2), (1, 2, 1, 8)), agendas=((), (), ()))
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.reason == "Most Victory Points (7)"
