"""Every card and every Archetype of the shipped set, played through the one resolver: each
Action and Special changes the table, each Reaction changes how a card turns out, each Hidden
Agenda can be placed for its points, and each Defense Mechanism, Phobia and Archetype ability
changes what it names for its holder."""

from __future__ import annotations

from dataclasses import replace

import pytest

from psychboard.games.warfare.cards import NEEDS, Archetype, CardSet, Modifier
from psychboard.games.warfare.rules import (
    PlaceAgenda,
    Play,
    React,
    State,
    WarfareOptions,
    WarfareRules,
)
from psychboard.games.warfare.rules.legal import may_go_to_therapy
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.rules.resolve import change, cost_of, drain, draw, immune, remove
from psychboard.games.warfare.rules.resolve import resolve as resolve_card
from tests.engines.warfare_tables import RULES, energy, everyone_passes, row, table

CS = RULES.cs
DESIGNS = sorted({card.id: card for card in CS.cards.values()}.values(), key=lambda c: c.id)
PLAYED = [c.id for c in DESIGNS if c.type in ("action", "special")]
REACTIONS = [c.id for c in DESIGNS if c.type == "reaction"]
AGENDAS = [c.id for c in DESIGNS if c.type == "agenda"]
FILTERS = [c.id for c in DESIGNS if c.type in ("defense", "phobia")]
# A plain Archetype with no ability, to show what each real ability changes.
PLAIN = Archetype("plain", "Plain", "No ability.", (1, 2, 3, 4))
PLAIN_SET = CardSet(CS.cards, (*CS.archetypes, PLAIN), CS.neuroses)
PLAIN_RULES = WarfareRules(PLAIN_SET)
REPRESENTATIVE = {"action": "pep-talk", "special": "journaling", "reaction": "not-listening"}


def _busy_table(card: str) -> State:
    """Seat 0 holds `card` with plenty of energy; everyone has something an effect can reach:
    scores off the floor, Mental Energy, Baggage, a Defense Mechanism, a Phobia, a deck."""
    return table(hands=row(None, 3, 0, (card,)),
                 energy=(energy(8), energy(3, 8), energy(3, 11)),
                 scores=((4, 4, 4, 4), (4, 5, 6, 7), (7, 6, 5, 4)),
                 baggage=row(None, 3, 0, ("gaslighting",)),
                 defenses=(("rationalization",), ("sublimation",), ("repression",)),
                 phobias=row(None, 3, 0, ("fear-of-failure",)),
                 deck=("catharsis", "monologue", "underdog", "comeback-kid", "guilt-trip"))


@pytest.mark.parametrize("card_id", PLAYED)
def test_every_action_and_special_changes_the_table(card_id: str) -> None:
    state = _busy_table(card_id)
    plays = [a for a in RULES.legal_actions(state, 0) if isinstance(a, Play)]
    assert plays, f"{card_id} can be played"
    card = CS.cards[card_id]
    changed = [p for p in plays if resolve_card(state, CS, 0, card, p)[0] != state]
    assert changed, f"some choice of {card_id} does something"
    after = everyone_passes(RULES.apply(state, 0, changed[-1]))
    assert after.window is None and card_id not in after.hands[0]


def _opening(reaction: str) -> tuple[State, object]:
    """Seat 0's play that `reaction` (held by seat 1) may answer."""
    answers = CS.cards[reaction].answers
    if "action" not in answers:
        state = table(hands=((("life-of-the-party",)), (reaction,), ()),
                      energy=((), energy(3), ()), scores=((3, 6, 3, 3), (3,) * 4, (3,) * 4))
        return state, PlaceAgenda("life-of-the-party")
    state = table(hands=(("stonewalling",), (reaction,), ()), energy=(energy(3), energy(3, 3), ()))
    return state, Play("stonewalling", needs=("power",))


@pytest.mark.parametrize("reaction", REACTIONS)
def test_every_reaction_changes_how_a_card_turns_out(reaction: str) -> None:
    state, opening = _opening(reaction)
    played = RULES.apply(state, 0, opening)  # type: ignore[arg-type]
    assert React(reaction) in RULES.legal_actions(played, 1)
    plain = everyone_passes(played)
    answered = everyone_passes(RULES.apply(played, 1, React(reaction)))
    assert (answered.scores, answered.agendas) != (plain.scores, plain.agendas)
    assert reaction not in answered.hands[1]


def _meeting(card_id: str) -> State:
    """Seat 0 holding the Hidden Agenda in a position that meets its condition."""
    scores = [3, 3, 3, 3]
    state = table(hands=row(None, 3, 0, (card_id,)), scores=((3,) * 4, (2,) * 4, (2,) * 4))
    for cond in CS.cards[card_id].condition:
        if cond.what in NEEDS:
            index = NEEDS.index(cond.what)
            scores[index] = cond.at_least if cond.at_least is not None else scores[index]
            scores[index] = min(scores[index], cond.at_most) if cond.at_most is not None \
                else scores[index]
            if cond.rank:  # the others stand on 2: lowest at 1, highest at 8
                scores[index] = 1 if cond.rank == "bottom" else 8
        elif cond.what == "energy" and cond.at_least:
            state = replace(state, energy=row(None, 3, 0, energy(cond.at_least)))
    return replace(state, scores=(tuple(scores), *state.scores[1:]))


@pytest.mark.parametrize("card_id", AGENDAS)
def test_every_hidden_agenda_can_be_placed_for_its_points(card_id: str) -> None:
    state = _meeting(card_id)
    assert PlaceAgenda(card_id) in RULES.legal_actions(state, 0)
    placed = everyone_passes(RULES.apply(state, 0, PlaceAgenda(card_id)))
    assert placed.agendas[0] == (card_id,)
    before = RULES.outcome(replace(state, phase=Phase.OVER))
    after = RULES.outcome(replace(placed, phase=Phase.OVER))
    assert before is not None and after is not None
    assert after.scores[0] - before.scores[0] == CS.cards[card_id].vp


def probe(state: State, mod: Modifier, rules: WarfareRules) -> object:
    """What `mod`'s subject comes to for seat 0 in `state` (a score, a count, a cost…)."""
    cs = rules.cs
    source = 0 if mod.source == "self" else 1
    need = mod.needs[0] if mod.needs else "fun"
    if mod.on in ("lower", "raise", "change"):
        delta = 2 if mod.on == "raise" else -2
        return change(state, cs, 0, need, delta, source)[0].scores[0]
    if mod.on == "drain":
        return drain(state, cs, 0, 2, source)[0].energy[0]
    if mod.on == "remove":
        return remove(state, cs, 0, "baggage", source)[0].baggage[0]
    if mod.on == "cost":
        card = cs.cards[REPRESENTATIVE[mod.types[0] if mod.types else "action"]]
        return cost_of(state, cs, 0, card)
    if mod.on == "therapy":
        return may_go_to_therapy(state, cs, 0)
    if mod.on == "neurosis":
        return immune(state, cs, 0)
    if mod.on == "draw":
        return rules.draw_count(state, 0)
    return draw(state, cs, 0, 1)[0].phobias[0]


def _probe_table(**fields: object) -> State:
    return table(hands=row(None, 3, 0, ("pep-talk",)), energy=row(None, 3, 0, energy(3)),
                 baggage=row(None, 3, 0, ("gaslighting",)), scores=((4, 4, 4, 4),) * 3,
                 deck=("fomo", "catharsis", "monologue"), **fields)


@pytest.mark.parametrize("card_id", FILTERS)
def test_every_defense_and_phobia_changes_what_it_names(card_id: str) -> None:
    card = CS.cards[card_id]
    zone = "defenses" if card.type == "defense" else "phobias"
    without = _probe_table(archetypes=("plain", "jester", "ruler"))
    holding = replace(without, **{zone: row(None, 3, 0, (card_id,))})
    for mod in card.modifiers:
        assert probe(holding, mod, PLAIN_RULES) != probe(without, mod, PLAIN_RULES), \
            (card_id, mod)


@pytest.mark.parametrize("archetype", [a.id for a in CS.archetypes])
def test_every_archetype_ability_is_triggered(archetype: str) -> None:
    plain = _probe_table(archetypes=("plain", "jester", "ruler"))
    own = replace(plain, archetypes=(archetype, "jester", "ruler"))
    mods = PLAIN_SET.archetype(archetype).modifiers
    assert mods
    for mod in mods:
        assert probe(own, mod, PLAIN_RULES) != probe(plain, mod, PLAIN_RULES), (archetype, mod)


def test_the_innocent_discards_a_phobia_dealt() -> None:
    for seed in range(300):
        state = RULES.new_game(WarfareOptions(players=4), seed)
        if "innocent" in state.archetypes and state.discard:
            seat = state.archetypes.index("innocent")
            assert all(CS.cards[c].type == "phobia" for c in state.discard)
            assert len(state.hands[seat]) + len(state.discard) == 5
            assert state.phobias[seat] == ()
            return
    pytest.fail("no seed dealt the Innocent a Phobia")
