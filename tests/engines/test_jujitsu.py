"""Psychological Jujitsu rules: tie rules, hands and totals, the end of the game, privacy."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core.cards import Card, Suit
from psychboard.core.errors import IllegalAction
from psychboard.core.events import sentences
from psychboard.games.jujitsu.rules import (
    DISCARD,
    NEXT_HIGHEST,
    POINTS_PER_HAND,
    RANKS,
    Bid,
    JujitsuOptions,
    JujitsuRules,
    Resolution,
    State,
    decks_needed,
    hand_cards,
    hand_limit,
    points_per_hand,
    ranks,
    resolve,
    seat_deck,
)

RULES = JujitsuRules()
Script = Callable[[int, int], int]   # (seat, prize) -> rank to bid


def start(players: int = 2, tie_rule: str = DISCARD, target: int = 0, seed: int = 1,
          first_prize: int | None = None) -> State:
    state = RULES.new_game(JujitsuOptions(players=players, tie_rule=tie_rule, target=target),
                           seed)
    if first_prize is not None:
        order = (first_prize, *[r for r in state.prize_order if r != first_prize])
        state = replace(state, prize_order=order)
    return state


def bid_round(state: State, bids: Sequence[int]) -> State:
    for seat, rank in enumerate(bids):
        if seat in RULES.to_act(state):
            state = RULES.apply(state, seat, Bid(rank))
    return state


def play_hand(state: State, script: Script) -> State:
    """Plays to the end of the current hand (or game) with `script` choosing each bid."""
    hand = state.hand
    while state.hand == hand and state.winners is None:
        prize = state.prize_order[state.round - 1]
        for seat in sorted(RULES.to_act(state)):
            state = RULES.apply(state, seat, Bid(script(seat, prize)))
    return state


def mirror(seat: int, prize: int) -> int:
    """Seat 0 bids the prize value, everyone else 14 − prize: seat 0 takes 8..13 (63 points),
    the 7 is tied away, seat 1 takes 1..6 (21 points) in a two-player game."""
    return prize if seat == 0 else 14 - prize


def same(seat: int, prize: int) -> int:
    return prize


# --- the tie rules -------------------------------------------------------------------------

@pytest.mark.parametrize(("rule", "winner", "why"), [
    (DISCARD, None, Resolution.TIE_DISCARDED),
    (NEXT_HIGHEST, 2, Resolution.WON_AFTER_TIE),
])
def test_three_players_bid_nine_nine_four(rule: str, winner: int | None, why: Resolution
                                          ) -> None:
    state = bid_round(start(3, rule, first_prize=7), [9, 9, 4])
    last = state.last
    assert last is not None
    assert (last.prize, last.bids, last.winner, last.resolution) == (7, (9, 9, 4), winner, why)
    assert last.tied == (9,)
    view = RULES.observe(state, None)
    assert view.prizes_won(2) == ((7,) if winner == 2 else ())
    assert view.discarded() == (() if winner == 2 else (7,))
    for seat, rank in enumerate([9, 9, 4]):
        assert rank not in state.hands[seat] and len(state.hands[seat]) == 12


@pytest.mark.parametrize("rule", [DISCARD, NEXT_HIGHEST])
def test_two_player_tie_discards_the_prize_under_both_rules(rule: str) -> None:
    state = bid_round(start(2, rule, first_prize=12), [5, 5])
    assert state.last is not None and state.last.winner is None
    assert RULES.observe(state, 0).hand_points == (0, 0)


def test_next_highest_skips_every_tied_rank() -> None:
    assert resolve([9, 9, 4, 4, 2], NEXT_HIGHEST) == (4, Resolution.WON_AFTER_TIE, (9, 4))
    assert resolve([9, 9, 4, 4], NEXT_HIGHEST) == (None, Resolution.ALL_TIED, (9, 4))
    assert resolve([5, 5, 5], NEXT_HIGHEST) == (None, Resolution.ALL_TIED, (5,))
    assert resolve([9, 9, 4, 4, 2], DISCARD) == (None, Resolution.TIE_DISCARDED, (9,))
    assert resolve([3, 11, 7], DISCARD) == (1, Resolution.WON, ())
    assert resolve([None, 6, 2], NEXT_HIGHEST) == (1, Resolution.WON, ())


def test_all_tied_in_play_discards_the_prize() -> None:
    state = bid_round(start(4, NEXT_HIGHEST, first_prize=13), [9, 9, 4, 4])
    assert state.last is not None
    assert state.last.resolution is Resolution.ALL_TIED and state.last.winner is None
    assert RULES.observe(state, None).discarded() == (13,)


# --- hands, totals and the end of the game ----------------------------------------------------

def test_totals_carry_over_and_the_target_ends_the_game() -> None:
    state = start(2, target=100)
    first_order = state.prize_order
    before = state
    state = play_hand(state, mirror)
    assert state.hand == 2 and state.round == 1 and state.winners is None
    assert state.totals == (63, 21)
    assert state.past_hands[0].scores == (63, 21)
    assert state.hands == (RANKS, RANKS)
    assert RULES.commits(before, state)
    assert state.prize_order != first_order and sorted(state.prize_order) == list(RANKS)
    state = play_hand(state, mirror)
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0,) and outcome.scores == (126, 42)
    assert "100" in outcome.reason
    assert RULES.to_act(state) == frozenset()


def test_single_hand_tie_is_a_shared_win() -> None:
    state = play_hand(start(2, target=0), same)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0, 1) and outcome.scores == (0, 0)
    assert "shared" in outcome.reason


def test_tied_leaders_play_a_tie_break_hand_alone() -> None:
    state = replace(start(3, target=100), totals=(100, 100, 40))
    state = play_hand(state, same)          # every round tied: nobody scores
    assert state.tiebreak and state.playing == (0, 1) and state.winners is None
    assert RULES.to_act(state) == frozenset({0, 1})
    assert RULES.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction):
        RULES.apply(state, 2, Bid(5))
    state = play_hand(state, mirror)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores == (163, 121, 40)
    assert "tie-break" in outcome.reason


def test_a_tie_after_the_tie_break_is_shared() -> None:
    state = replace(start(2, target=150), totals=(150, 150))
    state = play_hand(play_hand(state, same), same)
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0, 1)
    assert "shared" in outcome.reason


def test_a_table_that_always_ties_still_ends_at_the_hand_limit() -> None:
    state = start(2, target=100)
    hands = 0
    while state.winners is None:
        state = play_hand(state, same)
        hands += 1
    assert hands == hand_limit(100, 2) + 1           # the limit, then one tie-break hand
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0, 1)


def test_hand_limit_and_decks() -> None:
    assert hand_limit(0, 4) == 1
    assert hand_limit(100, 2) == 5
    assert [decks_needed(n) for n in range(2, 7)] == [1, 1, 2, 2, 2]
    assert [seat_deck(s) for s in range(6)] == [0, 0, 0, 1, 1, 1]
    suits = {hand_cards(RANKS, s)[0].suit for s in range(3)}
    assert Suit.DIAMONDS not in suits and len(suits) == 3
    assert hand_cards((1, 13), 0) == (Card(1, Suit.SPADES), Card(13, Suit.SPADES))


# --- legality, privacy, commits ---------------------------------------------------------------

def test_illegal_bids_raise() -> None:
    state = bid_round(start(2, first_prize=4), [4, 6])
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Bid(4))            # already played
    sealed = RULES.apply(state, 0, Bid(7))
    with pytest.raises(IllegalAction):
        RULES.apply(sealed, 0, Bid(8))           # already sealed this round
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, Bid(14))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 5, Bid(1))
    over = play_hand(start(2), same)
    with pytest.raises(IllegalAction):
        RULES.apply(over, 0, Bid(1))


@pytest.mark.parametrize(("players", "rule", "target"), [(1, DISCARD, 0), (7, DISCARD, 0),
                                                         (2, "coin flip", 0), (2, DISCARD, -5)])
def test_bad_options_are_refused(players: int, rule: str, target: int) -> None:
    with pytest.raises(IllegalAction):
        RULES.new_game(JujitsuOptions(players=players, tie_rule=rule, target=target), 3)


def test_observe_hides_sealed_bids_and_shows_the_public_table() -> None:
    state = start(3, first_prize=10)
    low, high = RULES.apply(state, 0, Bid(2)), RULES.apply(state, 0, Bid(13))
    assert not RULES.commits(state, low)
    for viewer in (None, 1, 2):
        assert RULES.observe(low, viewer) == RULES.observe(high, viewer)
    mine = RULES.observe(high, 0)
    assert mine.my_bid == 13 and mine.locked_in == (True, False, False)
    assert mine.hands_left[0] == RANKS           # the sealed card leaves the hand at the reveal
    assert RULES.observe(high, 1).my_bid is None
    assert mine.prize == 10 and 10 not in mine.prizes_to_come and len(mine.prizes_to_come) == 12
    names = ["Ann", "Bo", "Cy"]
    told = [sentences(RULES.events(state, 0, Bid(r), RULES.apply(state, 0, Bid(r))), names)
            for r in (2, 13)]
    assert told[0] == told[1] == ["Ann locks in a bid for the 10 (2 still to bid)"]
    revealed = bid_round(high, [13, 3, 10])
    assert RULES.commits(high, revealed)
    table = RULES.observe(revealed, None)
    assert table.last is not None and table.last.bids == (13, 3, 10)
    assert table.round_number == 2 and table.hand_number == 1
    assert table.cards_left(1) == 12 and 3 not in table.hands_left[1]
    assert table.prizes_won(0) == (10,) and table.running_totals == (10, 0, 0)
    assert table.last.describe(["Ann", "Bo", "Cy"]) == \
        "Ann King, Bo Three, Cy Ten: Ann takes the 10 with a King"
    ace = bid_round(bid_round(revealed, [1, 2, 12]), [8, 4, 5])
    assert ace.rounds[1].describe(["Ann", "Bo", "Cy"]).endswith("with a Queen")
    assert ace.rounds[2].describe(["Ann", "Bo", "Cy"]).endswith("with an Eight")


def test_bid_reads_well() -> None:
    assert str(Bid(12)) == "bid Queen (12)"
    assert str(Bid(1)) == "bid Ace (1)"


# --- invariants over random games --------------------------------------------------------------

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6),
       rule=st.sampled_from([DISCARD, NEXT_HIGHEST]), target=st.sampled_from([0, 100, 150]),
       cards=st.sampled_from([5, 9, 13]))
def test_random_games_keep_the_books(seed: int, players: int, rule: str, target: int,
                                     cards: int) -> None:
    rnd = random.Random(seed)
    state = RULES.new_game(JujitsuOptions(players, rule, target, cards), seed)
    suit = list(ranks(cards))
    while RULES.to_act(state):
        seat = rnd.choice(sorted(RULES.to_act(state)))
        state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
    hands = state.past_hands
    assert len(hands) == state.hand
    for record in hands:
        assert sorted(record.prizes) == suit
        sitting = [s for s in range(players) if record.bids[0][s] is not None]
        for s in sitting:
            assert sorted(b[s] or 0 for b in record.bids) == suit
        won = [p for p, w in zip(record.prizes, record.winners, strict=True) if w is not None]
        discarded = [p for p, w in zip(record.prizes, record.winners, strict=True) if w is None]
        assert sorted(won + discarded) == suit
        assert sum(record.scores) == sum(won) <= points_per_hand(cards)
    assert len(hands) <= hand_limit(target, players, cards) + 1
    for s in range(players):
        assert state.totals[s] == sum(r.scores[s] for r in hands) \
            <= points_per_hand(cards) * len(hands)
    outcome = RULES.outcome(state)
    assert outcome is not None
    best = max(state.totals[s] for s in state.playing)
    assert all(state.totals[w] == best for w in outcome.winners)


@pytest.mark.parametrize("target", [0, 100])
def test_the_running_total_at_the_end_equals_the_final_score(target: int) -> None:
    rnd = random.Random(target)
    state = RULES.new_game(JujitsuOptions(players=3, target=target), 12)
    while RULES.outcome(state) is None:
        for seat in sorted(RULES.to_act(state)):
            state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert RULES.observe(state, None).running_totals == outcome.scores == state.totals


# --- the short game ----------------------------------------------------------------------------

def test_a_short_game_deals_every_suit_from_the_ace_to_the_chosen_card() -> None:
    state = RULES.new_game(JujitsuOptions(players=3, cards=5), 4)
    view = RULES.observe(state, 0)
    assert view.cards == 5
    assert state.hands == ((1, 2, 3, 4, 5),) * 3
    assert sorted(state.prize_order) == [1, 2, 3, 4, 5]
    assert [b.rank for b in RULES.legal_actions(state, 1)] == [1, 2, 3, 4, 5]
    state = play_hand(state, lambda seat, prize: prize if seat == 0 else 6 - prize)
    assert state.winners == (0,)                   # five rounds and the hand is over
    assert len(state.rounds) == 5
    assert state.totals == (4 + 5, 0, 0)           # the twins tie away the Ace, Two and Three
    assert POINTS_PER_HAND == points_per_hand(13) == sum(RANKS)


def test_a_short_target_game_allows_more_hands() -> None:
    assert hand_limit(100, 2, cards=5) == 27        # 15 points a hand instead of 91
    assert hand_limit(100, 2, cards=13) == hand_limit(100, 2) == 5
    state = RULES.new_game(JujitsuOptions(players=2, target=100, cards=6), 1)
    assert RULES.observe(state, None).hand_limit == hand_limit(100, 2, 6)


@pytest.mark.parametrize("cards", [4, 14, 0])
def test_a_card_count_outside_five_to_thirteen_is_refused(cards: int) -> None:
    with pytest.raises(IllegalAction):
        RULES.new_game(JujitsuOptions(players=2, cards=cards), 1)
