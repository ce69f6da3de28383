"""Cards a second read of the shipped decks found wrong, pinned: each Crisis card says what
its effect does, the printed Psychologizer order gives no trait away, and the Insight and
Therapy cards named here keep their corrected wording."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from psychboard.core.resources import asset_dir
from psychboard.games.psychologizer.deck import (
    CATEGORIES,
    TRAITS,
    position_shares,
    printed_cards,
)
from psychboard.games.therapy.deck import STAGES, describe_effect, load_therapy_decks
from psychboard.games.therapy.rules import Forfeit
from psychboard.games.therapy.rules.model import FORFEIT, IN_PSYCHOSIS, INSIGHT, ROLL, SWAP
from tests.engines.test_therapy import RULES, act, couch, game, on_top, roll_to

Card = Mapping[str, Any]
DECKS = load_therapy_decks()
CRISIS = {card.id: card for card in DECKS.crisis}
SPACE = "adolescence-2"  # a Crisis space on the Adolescence side


def _cards(game_name: str, stem: str = "*") -> list[Card]:
    return [card for path in sorted(asset_dir("decks", game_name).glob(f"{stem}.json"))
            for card in json.loads(path.read_text(encoding="utf-8"))["cards"]]


def _said(card_id: str) -> str:
    """The whole Crisis card as the table reads it: the event, then what happens."""
    card = CRISIS[card_id]
    return f"{card.event} {describe_effect(card.effect)}"


def _drawn(card_id: str, state: Any) -> Any:
    return roll_to(on_top(state, "crisis", card_id), 0, SPACE)


# Crisis cards -----------------------------------------------------------------------------

@pytest.mark.parametrize("card_id", ["cri-010", "cri-018", "cri-026"])
def test_a_swap_card_says_it_is_with_another_player(card_id: str) -> None:
    assert "another player" in describe_effect(CRISIS[card_id].effect)


def test_the_leader_drawing_the_leader_swap_trades_with_the_next_highest() -> None:
    assert CRISIS["cri-010"].effect.target == "leader"
    state = couch(couch(game(), 0, pegs=STAGES[:4]), 2, pegs=STAGES[:2])
    after = _drawn("cri-010", state)
    assert after.couches[0].at == "office-4" and after.couches[2].at == SPACE


def test_the_last_drawing_the_last_swap_trades_with_the_next_lowest() -> None:
    assert CRISIS["cri-018"].effect.target == "last"
    state = couch(couch(couch(game(), 1, pegs=STAGES[:3]), 2, pegs=STAGES[:1]), 3,
                  pegs=STAGES[:2])
    after = _drawn("cri-018", state)
    assert after.couches[0].at == "office-4" and after.couches[2].at == SPACE


def test_the_chosen_swap_is_the_drawers_choice_and_says_so_once() -> None:
    text = _said("cri-026")
    assert CRISIS["cri-026"].effect.target == "choice"
    assert "gets to pick who" not in text and "offers" not in text
    assert "{player} picks" in text and "of your choice" in text
    after = _drawn("cri-026", game())
    assert after.phase == SWAP and after.actor == 0


def test_losing_a_peg_of_choice_says_the_drawer_chooses_and_they_do() -> None:
    assert CRISIS["cri-025"].effect.stage == "choice"
    assert "you choose which" in _said("cri-025")
    after = _drawn("cri-025", couch(game(), 0, pegs=STAGES[:3]))
    assert after.phase == FORFEIT and after.actor == 0
    assert set(RULES.legal_actions(after, 0)) == {Forfeit(s) for s in STAGES[:3]}


@pytest.mark.parametrize(("card_id", "stage"), [("cri-003", "adolescence"),
                                                ("cri-005", "cosmos")])
def test_an_insight_crisis_card_says_a_wrong_answer_is_safe_and_it_is(card_id: str,
                                                                      stage: str) -> None:
    assert "A wrong answer costs nothing." in _said(card_id)
    state = _drawn(card_id, couch(game(), 0, pegs=STAGES[:2]))
    assert state.phase == INSIGHT and state.insight_stage == stage
    card = RULES.table.insight[state.insight_card]
    wrong = next(i for i, option in enumerate(card.options) if option != card.answer)
    after = act(state, 0, "Answer", wrong)
    assert after.couches[0].pegs == STAGES[:2]
    assert after.couches[0].status != IN_PSYCHOSIS
    assert after.phase == ROLL and after.actor == 1


def test_the_psychosis_card_is_no_everyday_overload() -> None:
    card = CRISIS["cri-012"]
    assert card.effect.do == "go_to_psychosis"
    for word in ("overwhelm", "stress", "every single request", "busy"):
        assert word not in card.event.lower()


# Psychologizer ----------------------------------------------------------------------------

@pytest.mark.parametrize("trait", TRAITS)
def test_in_print_no_trait_keeps_one_position(trait: str) -> None:
    """Every trait, every category: at most 35% of the cards offering it print it at one
    of a-d (it was 50% for the adventurous answer at a, 43% for the independent one at d)."""
    shares = position_shares(printed_cards(_cards("psychologizer")), trait)
    assert set(shares) == set(CATEGORIES)
    assert {c: row for c, row in shares.items() if max(row) > 0.35} == {}


@pytest.mark.parametrize("card_id", ["wrk-110", "hab-108", "slf-083", "slf-104", "rel-112"])
def test_an_opinion_card_asks_the_players_own_view(card_id: str) -> None:
    card = next(c for c in _cards("psychologizer") if c["id"] == card_id)
    assert "What would {other} say" not in card["issue"]
    assert "would {other} choose" not in card["issue"]


# Insight ----------------------------------------------------------------------------------

INSIGHT_CARDS = {card["id"]: card for card in _cards("therapy", "insight-*")}


def test_macfarlane_is_spelled_as_he_spelled_it() -> None:
    assert INSIGHT_CARDS["ins-inf-038"]["source"].startswith("Macfarlane (1975)")
    assert not [i for i, c in INSIGHT_CARDS.items() if "MacFarlane" in json.dumps(c)]


def test_no_early_teen_self_esteem_dip_is_taught() -> None:
    card = INSIGHT_CARDS["ins-ado-026"]
    assert card["answer"] == "Stayed about the same"
    assert "Early adolescence" not in card["options"]
    assert card["source"].startswith("Orth, Erol & Luciano (2018)")


@pytest.mark.parametrize("card_id", ["ins-cos-037", "ins-adu-012"])
def test_a_proposal_is_asked_as_a_proposal(card_id: str) -> None:
    question = INSIGHT_CARDS[card_id]["question"]
    assert "proposed" in question and "found" not in question


def test_working_memory_decline_cites_evidence_not_a_model() -> None:
    source = INSIGHT_CARDS["ins-adu-025"]["source"]
    assert "model" not in source and "Baddeley" not in source
    assert source.startswith("Park et al. (2002)")


def test_a_theory_paper_is_not_cited_as_what_was_found() -> None:
    assert not INSIGHT_CARDS["ins-ado-033"]["question"].startswith("Moffitt found")
    assert "proposed" in INSIGHT_CARDS["ins-ado-033"]["explanation"]


@pytest.mark.parametrize("card_id", ["ins-sen-010", "ins-sen-011"])
def test_exercise_and_thinking_in_later_life_keep_the_later_trials(card_id: str) -> None:
    """Big later trials and reviews found smaller, mixed gains than the early ones."""
    card = INSIGHT_CARDS[card_id]
    assert any(name in card["source"] for name in ("Sink et al. (2015)", "Young et al. (2015)"))
    assert "mixed" in card["explanation"] or "less consistent" in card["explanation"]


def test_word_learning_speeds_up_without_a_sudden_spurt_for_most() -> None:
    card = INSIGHT_CARDS["ins-inf-047"]
    assert "spurt" not in card["question"]
    assert "Ganger & Brent (2004)" in card["source"]


# Therapy cards ----------------------------------------------------------------------------

ROMANCE = ("about love", "crush", "dating", "boyfriend", "girlfriend", "romantic", "kiss",
           "flirt", "fancy")


def test_no_therapy_card_asks_about_a_love_life_at_a_family_table() -> None:
    """Parents and children play at one table: no card asks whom the patient would turn
    to about love, or about crushes and dates (thq-036 did, for 12+ tables)."""
    asking = [(card["id"], card["question"]) for card in _cards("therapy", "therapy")
              if any(word in card["question"].lower() for word in ROMANCE)]
    assert asking == []
