"""Choices as data: every choice names its key, an offer's keys are its own, words for all."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core.choices import Choice, Offer, number_keys, only


def test_a_choice_without_a_key_or_label_is_refused() -> None:
    with pytest.raises(ValueError, match="needs a key"):
        Choice("Lock in", " ", "lock")
    with pytest.raises(ValueError, match="needs a label"):
        Choice("", "L", "lock")


def test_two_choices_may_not_share_a_key_whatever_its_case() -> None:
    with pytest.raises(ValueError, match="share the key 'A'"):
        Offer("Pick", 0, (Choice("Ace", "A", 1), Choice("Agenda", "a", 2)))


def test_a_key_finds_only_an_enabled_choice() -> None:
    offer = Offer("Pick", 1, (Choice("Ace", "A", 1), Choice("Two", "2", 2, enabled=False)))
    assert offer.by_key("a") == offer.choices[0]
    assert offer.by_key("2") is None
    assert offer.enabled() == (offer.choices[0],)


def test_only_enables_the_values_given_and_says_why_not() -> None:
    offer = Offer("Pick", None, (Choice("Ace", "A", 1), Choice("Two", "2", 2)))
    narrowed = only(offer, [2], "not in your hand")
    assert [c.enabled for c in narrowed] == [False, True]
    assert narrowed.choices[0].why_not == "not in your hand"
    assert "Ace, key A, not now: not in your hand" in narrowed.spoken()


def test_groups_keep_the_order_they_first_appear_in() -> None:
    offer = Offer("Answer", 0, (Choice("A", "A", "a", "answer"), Choice("1", "1", 1, "stake"),
                                Choice("B", "B", "b", "answer")))
    assert list(offer.groups()) == ["answer", "stake"]
    assert [c.value for c in offer.groups()["answer"]] == ["a", "b"]


@given(st.integers(min_value=0, max_value=10))
def test_number_keys_are_distinct_digits(count: int) -> None:
    keys = number_keys(count)
    assert len(set(keys)) == count and all(k.isdigit() for k in keys)
    Offer("Pick", 0, tuple(Choice(f"Choice {k}", k, k) for k in keys))  # accepted


def test_more_than_ten_numbered_choices_is_refused() -> None:
    with pytest.raises(ValueError):
        number_keys(11)


def test_the_arrows_move_the_pick_within_their_group_and_wrap() -> None:
    scale = tuple(Choice(str(n), str(n % 10), f"pick:{n}", "pick", picked=n == 10)
                  for n in range(1, 11))
    offer = Offer("How much?", 0, (*scale, Choice("Lock in", "Enter", "lock", primary=True)),
                  arrows="pick")
    assert offer.step(1) == scale[0] and offer.step(-1) == scale[8]
    assert Offer("How much?", 0, scale[:3]).step(1) is None, "no arrows without a group"
    assert offer.by_key("Enter") == offer.choices[-1]
