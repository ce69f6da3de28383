"""Psychologizer rules, one scenario per rulebook rule, plus invariants (no Qt)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core.errors import IllegalAction
from psychboard.core.events import sentences
from psychboard.core.rng import Rng
from psychboard.games.psychologizer.deck import TRAITS, placeholder_cards
from psychboard.games.psychologizer.rules import (
    Bypass,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    PsychologizerOptions,
    PsychologizerRules,
    Respond,
    Spin,
    State,
)

RULES = PsychologizerRules(cards=placeholder_cards(6))


def playing(players: int = 4, degree: str = "bachelor", **changes: object) -> State:
    """A game past the start spin, seat 0 to spin."""
    state = RULES.new_game(PsychologizerOptions(players=players, degree=degree), 7)
    state = replace(state, phase=Phase.SPIN, turn=0, opinion_player=0, start_contenders=(0,))
    return replace(state, **changes)  # type: ignore[arg-type]


def landing(state: State, segment: str) -> State:
    """The same state with a generator whose next spin lands on `segment`."""
    for k in range(10_000):
        candidate = replace(state, rng=Rng(k))
        if RULES._spin_segment(candidate)[0].id == segment:
            return candidate
    raise AssertionError(segment)


def read_card(state: State, category: str = "work") -> State:
    """Seat `turn` spins `category`: the card is on the table."""
    state = RULES.apply(landing(state, category), state.turn, Spin())
    assert state.phase is Phase.CHOOSE and state.category == category
    return state


def finish(state: State, answer: str, predictions: dict[int, Predict | Pass]) -> State:
    state = RULES.apply(state, state.opinion_player, Respond(answer))
    for seat, action in predictions.items():
        state = RULES.apply(state, seat, action)
    return state


def test_right_wins_the_wager_wrong_loses_it_opinion_player_scores_nothing() -> None:
    state = read_card(playing(credits=(10, 20, 20, 20)))
    assert state.reader == 1 and state.wager_players == (1, 2, 3)
    after = finish(state, "b", {1: Predict("b", 15), 2: Predict("a", 5), 3: Pass()})
    assert after.credits == (10, 35, 15, 20)
    assert after.last_reveal is not None and after.last_reveal.changes == (0, 15, -5, 0)
    assert after.phase is Phase.SPIN and after.turn == 1
    assert after.card is None


def test_credits_never_fall_below_zero_or_the_year_level_reached() -> None:
    state = read_card(playing(credits=(0, 10, 90, 70), year_levels=(0, 0, 80, 0)))
    after = finish(state, "c", {1: Predict("a", 25), 2: Predict("a", 25), 3: Predict("c", 15)})
    assert after.credits == (0, 0, 80, 85)
    assert after.year_levels == (0, 0, 80, 80), "passing a white square reaches that year level"


def test_morality_costs_nothing_when_wrong() -> None:
    state = read_card(playing(credits=(0, 50, 50, 50)), "morality")
    after = finish(state, "d", {1: Predict("a", 25), 2: Predict("d", 25), 3: Pass()})
    assert after.credits == (0, 50, 75, 50)


def test_the_card_goes_to_the_back_of_its_category() -> None:
    state = read_card(playing())
    first = state.card
    assert RULES.queue(state, "work")[0] == first
    after = finish(state, "a", {1: Pass(), 2: Pass(), 3: Pass()})
    assert RULES.queue(after, "work")[-1] == first


def test_bypass_brings_the_next_card_until_a_wager_player_locks_in() -> None:
    state = read_card(playing())
    first, second = RULES.queue(state, "work")[:2]
    assert Bypass() in RULES.legal_actions(state, 0)
    bypassed = RULES.apply(state, 0, Bypass())
    assert bypassed.card == second and RULES.queue(bypassed, "work")[-1] == first
    assert RULES.commits(state, bypassed)
    locked = RULES.apply(bypassed, 2, Pass())
    assert Bypass() not in RULES.legal_actions(locked, 0)
    with pytest.raises(IllegalAction):
        RULES.apply(locked, 0, Bypass())


def test_flash_of_insight_gives_25_and_the_spinner_spins_again() -> None:
    state = RULES.apply(landing(playing(credits=(30, 0, 0, 0)), "flash_of_insight"), 0, Spin())
    assert state.credits[0] == 55 and state.year_levels[0] == 40
    assert state.phase is Phase.SPIN and state.turn == 0 and RULES.to_act(state) == {0}


def test_flash_of_insight_can_complete_the_degree_sought() -> None:
    state = landing(playing(credits=(130, 0, 0, 0), year_levels=(115, 0, 0, 0)),
                    "flash_of_insight")
    after = RULES.apply(state, 0, Spin())
    assert after.phase is Phase.OVER and after.winner == 0
    outcome = RULES.outcome(after)
    assert outcome is not None and outcome.winners == (0,) and outcome.scores[0] == 155


def test_move_ahead_promotes_to_the_next_year_level_but_never_to_graduation() -> None:
    state = RULES.apply(landing(playing(credits=(45, 0, 0, 0)), "move_ahead"), 0, Spin())
    assert state.credits[0] == 80 and state.year_levels[0] == 80 and state.phase is Phase.SPIN
    near = landing(playing(credits=(140, 0, 0, 0), year_levels=(115, 0, 0, 0)), "move_ahead")
    after = RULES.apply(near, 0, Spin())
    assert after.credits[0] == 140 and after.degrees[0] == 0 and after.phase is Phase.SPIN


def test_pick_and_score_shares_the_forecasters_gain() -> None:
    state = RULES.apply(landing(playing(credits=(50, 0, 0, 0)), "pick_and_score"), 0, Spin())
    assert state.phase is Phase.CHOOSE_CATEGORY and RULES.to_act(state) == {0}
    state = RULES.apply(state, 0, ChooseCategory("family"))
    assert state.phase is Phase.NAME_FORECASTER and state.card is None, "named before reading"
    named = RULES.apply(state, 0, NameForecaster(2))
    assert RULES.commits(state, named), "naming the forecaster draws the card"
    state = named
    assert state.card is not None and state.category == "family"
    won = finish(state, "a", {1: Pass(), 2: Predict("a", 25), 3: Predict("b", 5)})
    assert won.credits == (75, 0, 25, 0)
    lost = finish(state, "a", {1: Predict("a", 25), 2: Predict("c", 15), 3: Pass()})
    assert lost.credits == (35, 25, 0, 0)


def test_pick_and_play_spinner_is_the_only_wager_player_and_rotation_continues() -> None:
    state = playing(turn=1, opinion_player=1)
    state = RULES.apply(landing(state, "pick_and_play"), 1, Spin())
    assert state.phase is Phase.NAME_OPINION_PLAYER
    assert {a.seat for a in RULES.legal_actions(state, 1)
            if isinstance(a, NameOpinionPlayer)} == {0, 2, 3}
    state = RULES.apply(state, 1, NameOpinionPlayer(3))
    state = RULES.apply(state, 1, ChooseCategory("self"))
    assert state.opinion_player == 3 and state.wager_players == (1,) and state.reader == 1
    assert RULES.to_act(state) == {1, 3}
    after = finish(state, "b", {1: Predict("b", 25)})
    assert after.credits == (0, 25, 0, 0)
    assert after.turn == 2 and after.opinion_player == 2, "play goes on left of the spinner"


def test_graduating_starts_the_next_degree_from_zero() -> None:
    state = read_card(playing(degree="master", credits=(0, 140, 0, 0),
                              year_levels=(0, 115, 0, 0)))
    after = finish(state, "a", {1: Predict("a", 25), 2: Pass(), 3: Pass()})
    assert after.degrees == (0, 1, 0, 0) and after.credits[1] == 0 and after.year_levels[1] == 0
    assert after.phase is Phase.SPIN and after.winner is None
    assert after.last_reveal is not None and after.last_reveal.graduated == (1,)


def test_first_to_the_degree_sought_wins() -> None:
    state = read_card(playing(degree="master", degrees=(0, 1, 0, 0), credits=(0, 220, 0, 0)))
    after = finish(state, "a", {1: Predict("a", 15), 2: Predict("a", 25), 3: Pass()})
    assert after.winner == 1 and after.phase is Phase.OVER and not RULES.to_act(after)
    outcome = RULES.outcome(after)
    assert outcome is not None and outcome.scores[1] == 150 + 235


def test_a_tie_at_the_degree_sought_starts_the_playoff() -> None:
    state = read_card(playing(players=5, credits=(0, 140, 140, 0, 0)))
    state = finish(state, "a", {1: Predict("a", 25), 2: Predict("a", 15), 3: Pass(), 4: Pass()})
    assert state.playoff == (1, 2) and state.winner is None
    # Only non-graduates give opinions; graduates alone predict, and need no wager.
    assert state.turn == 3
    state = read_card(state)
    assert state.wager_players == (1, 2)
    assert set(RULES.legal_actions(state, 1)) == {Predict(x, 0) for x in "abcd"}
    both_wrong = finish(state, "c", {1: Predict("a", 0), 2: Predict("b", 0)})
    assert both_wrong.playoff == (1, 2), "if every graduate is wrong, all stay in"
    assert both_wrong.credits == state.credits, "credits no longer move"
    assert both_wrong.turn == 4
    state = read_card(both_wrong)
    after = finish(state, "d", {1: Predict("a", 0), 2: Predict("d", 0)})
    assert after.winner == 2 and after.last_reveal is not None
    assert after.last_reveal.eliminated == (1,)
    outcome = RULES.outcome(after)
    assert outcome is not None and "Magna Cum Laude" in outcome.reason


def test_playoff_special_spaces_just_let_the_opinion_player_pick() -> None:
    state = playing(players=3, playoff=(1, 2), degrees=(0, 1, 1))
    state = RULES.apply(landing(state, "pick_and_play"), 0, Spin())
    assert state.phase is Phase.CHOOSE_CATEGORY and state.special is None
    state = RULES.apply(state, 0, ChooseCategory("habits"))
    assert state.wager_players == (1, 2)


def test_playoff_among_graduates_only_when_nobody_else_is_left() -> None:
    state = playing(players=3, playoff=(0, 1, 2), degrees=(1, 1, 1), turn=0)
    state = read_card(state)
    assert state.wager_players == (1, 2)
    after = finish(state, "a", {1: Predict("b", 0), 2: Predict("b", 0)})
    # Both predictors wrong, but the opinion player still stands: they are out.
    assert after.playoff == (0,) and after.winner == 0


def test_the_playoff_rotation_skips_graduates_out_of_the_playoff() -> None:
    state = playing(players=4, playoff=(0, 1, 2), degrees=(1, 1, 1, 0), turn=3,
                    opinion_player=3)
    after = RULES._next_turn(state)
    assert after.turn == 3


def test_start_spin_until_one_alone_lands_on_white() -> None:
    board = RULES.board
    for seed in range(60):
        state = RULES.new_game(PsychologizerOptions(players=6), seed)
        contenders = list(range(6))
        while state.phase is Phase.START:
            assert RULES.to_act(state) == {contenders[len(RULES._this_round(state))]}
            state = RULES.apply(state, next(iter(RULES.to_act(state))), Spin())
            spins = [s for s in state.start_spins if s.round == state.start_spins[-1].round]
            if len(spins) == len(contenders):
                whites = [s.seat for s in spins if board.segment(s.segment).white]
                contenders = whites if whites else contenders
        assert len(contenders) == 1 and state.turn == contenders[0]
        assert state.opinion_player == state.turn and state.phase is Phase.SPIN


def test_start_spin_ties_go_to_a_spin_off_among_the_tied() -> None:
    state = RULES.new_game(PsychologizerOptions(players=4), 1)
    white = next(s.id for s in RULES.board.segments if s.white)
    other = next(s.id for s in RULES.board.segments if not s.white)
    for seat, segment in enumerate((white, other, white, other)):
        state = RULES.apply(landing(state, segment), seat, Spin())
    assert state.phase is Phase.START and state.start_contenders == (0, 2)
    assert RULES.to_act(state) == {0}
    state = RULES.apply(landing(state, other), 0, Spin())
    state = RULES.apply(landing(state, white), 2, Spin())
    assert state.phase is Phase.SPIN and state.turn == 2


def test_observe_hides_sealed_choices_until_the_reveal() -> None:
    state = read_card(playing())
    state = RULES.apply(state, 0, Respond("c"))
    state = RULES.apply(state, 1, Predict("a", 25))
    for viewer in (None, 2, 3):
        view = RULES.observe(state, viewer)
        assert view.my_response is None and view.my_prediction is None
        assert view.locked_in == (True, True, False, False)
    assert RULES.observe(state, 0).my_response == "c"
    mine = RULES.observe(state, 1).my_prediction
    assert mine is not None and (mine.letter, mine.wager) == ("a", 25)
    names = ["Ann", "Ben", "Cy", "Di"]
    assert sentences(RULES.events(state, 1, Predict("a", 25), state), names) \
        == sentences(RULES.events(state, 1, Pass(), state), names)
    assert not RULES.commits(read_card(playing()), state)
    after = RULES.apply(RULES.apply(state, 2, Pass()), 3, Pass())
    view = RULES.observe(after, None)
    assert view.last_reveal is not None and view.last_reveal.response == "c"
    assert view.tally.tries[1][0] == 1 and view.tally.right[1][0] == 0


def test_younger_players_get_only_cards_for_ages_8() -> None:
    state = RULES.new_game(PsychologizerOptions(players=3, younger_players=True), 3)
    for category in ("work", "self"):
        assert all(RULES.cards[c].ages == 8 for c in RULES.queue(state, category))
    assert sum(state.deck_sizes) == sum(1 for c in RULES.cards.values() if c.ages == 8)


def test_deck_order_comes_from_the_seed() -> None:
    one = RULES.new_game(PsychologizerOptions(), 11)
    assert RULES.queue(one, "work") == RULES.queue(RULES.new_game(PsychologizerOptions(), 11),
                                                  "work")
    orders = {RULES.queue(RULES.new_game(PsychologizerOptions(), s), "work") for s in range(8)}
    assert len(orders) > 1


def spun_card(state: State, seed: int) -> State:
    """Seat `turn` spins with the generator seeded `seed` onward until a card is read (unlike
    `landing`, every seed deals the card its own order and other seat)."""
    for k in range(seed, seed + 1000):
        after = RULES.apply(replace(state, rng=Rng.from_seed(k)), state.turn, Spin())
        if after.phase is Phase.CHOOSE and after.special is None:
            return after
    raise AssertionError("no category landed")


def test_responses_are_shown_in_an_order_dealt_for_each_reading() -> None:
    """The generator deals each drawn card's response order: the view shows that order, a
    letter names a shown position, and the reveal and the tally keep the shown traits."""
    orders = set()
    state = playing(players=3)
    for seed in range(0, 1200, 100):
        state = spun_card(replace(state, turn=0, opinion_player=0, phase=Phase.SPIN), seed)
        card, view = RULES.cards[state.card or ""], RULES.observe(state, 0).card
        assert view is not None and sorted(state.order) == [0, 1, 2, 3]
        assert view.order == state.order
        assert view.responses == tuple(card.responses[i].text for i in state.order)
        assert view.traits == tuple(card.responses[i].trait for i in state.order)
        orders.add(state.order)
        before = state.tally.chosen[0][TRAITS.index(view.traits[1])]
        state = finish(state, "b", {1: Pass(), 2: Pass()})
        reveal = state.last_reveal
        assert reveal is not None and reveal.order == view.order and reveal.answer == view.order[1]
        assert reveal.trait == card.responses[view.order[1]].trait
        assert state.tally.chosen[0][TRAITS.index(reveal.trait)] == before + 1
        assert state.order == (0, 1, 2, 3) and state.other is None, "cleared after the reveal"
    assert len(orders) > 3, "the order changes from card to card"


def test_a_bypass_deals_the_next_card_a_new_order_and_other_seat() -> None:
    state = read_card(playing())
    dealt = {(state.card, state.order, state.other)}
    for _ in range(5):
        state = RULES.apply(state, 0, Bypass())
        dealt.add((state.card, state.order, state.other))
    assert len(dealt) == 6


def test_other_is_a_seat_other_than_the_opinion_player_shown_and_kept() -> None:
    """`{other}` is dealt from the generator among the seats other than the opinion player
    (Pick and Play included) and reaches the view and the reveal."""
    seen = set()
    for seed in range(0, 3000, 100):
        state = spun_card(replace(playing(players=5), turn=2, opinion_player=2), seed)
        assert state.other is not None and state.other != 2 and 0 <= state.other < 5
        assert RULES.observe(state, None).card is not None
        assert RULES.observe(state, None).card.other == state.other  # type: ignore[union-attr]
        seen.add(state.other)
        other = state.other
        state = finish(state, "a", {s: Pass() for s in state.wager_players})
        assert state.last_reveal is not None and state.last_reveal.other == other
    assert seen == {0, 1, 3, 4}
    state = RULES.apply(landing(playing(), "pick_and_play"), 0, Spin())
    state = RULES.apply(state, 0, NameOpinionPlayer(3))
    state = RULES.apply(state, 0, ChooseCategory("work"))
    assert state.opinion_player == 3 and state.other in (0, 1, 2)


def test_the_same_seed_and_actions_deal_the_same_orders_and_other_seats() -> None:
    def play(seed: int) -> list[tuple[str | None, tuple[int, ...], int | None]]:
        state, dealt = RULES.new_game(PsychologizerOptions(players=4), seed), []
        rnd = random.Random(seed)
        for _ in range(400):
            seats = sorted(RULES.to_act(state))
            if not seats:
                break
            seat = rnd.choice(seats)
            state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
            if state.card is not None:
                dealt.append((state.card, state.order, state.other))
        return dealt

    assert play(5) == play(5) and play(5) != play(6)


def test_options_refused() -> None:
    with pytest.raises(IllegalAction):
        RULES.new_game(PsychologizerOptions(players=9), 1)
    with pytest.raises(IllegalAction):
        PsychologizerRules(cards=()).new_game(PsychologizerOptions(), 1)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8),
       degree=st.sampled_from(["bachelor", "master"]))
def test_random_games_end_and_credits_respect_the_floor(seed: int, players: int,
                                                       degree: str) -> None:
    rnd = random.Random(seed)
    state = RULES.new_game(PsychologizerOptions(players=players, degree=degree), seed)
    for _ in range(20_000):
        seats = sorted(RULES.to_act(state))
        if not seats:
            break
        seat = rnd.choice(seats)
        before = state
        state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
        for s in range(players):
            assert 0 <= state.year_levels[s] <= state.credits[s] or state.winner is not None
            if state.degrees[s] == before.degrees[s]:
                assert state.credits[s] >= before.year_levels[s]
    assert RULES.outcome(state) is not None


def test_nothing_shows_the_order_of_the_cards_still_in_the_decks() -> None:
    """A game that differs only in how the decks were shuffled looks and logs the same, with
    the card being read kept: the next cards of every category stay secret."""
    state = read_card(playing())
    names = ["Ann", "Ben", "Cy", "Di"]
    others = [replace(state, deck_seed=seed) for seed in (1, 2, 3)]
    assert any(RULES.queue(o, "work") != RULES.queue(state, "work") for o in others)
    for other in others:
        for viewer in (None, 0, 1):
            assert RULES.observe(other, viewer) == RULES.observe(state, viewer)
        action = Respond("b")
        assert sentences(RULES.events(state, 0, action, RULES.apply(state, 0, action)), names) \
            == sentences(RULES.events(other, 0, action, RULES.apply(other, 0, action)), names)
