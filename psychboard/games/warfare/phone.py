"""A Psychological Warfare seat's phone (core.hands): its hand as the table's cards, its
Archetype, Needs and Mental Energy, the cards in front of it, and each legal action as the
steps to it — the card first, then what to do with it, then only the questions its plays
differ in, so a phone lists a handful of cards rather than every Need of every play.
Pure but for `picture`, which draws a card as the table does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psychboard.core.hands import MAX_STEPS, Hand, PhoneKit, Pick, Picture, Section, waiting
from psychboard.core.reaction import Pass
from psychboard.games.warfare.cards import NEEDS, CardSet
from psychboard.games.warfare.choosing import effect_words
from psychboard.games.warfare.deck import playable_set
from psychboard.games.warfare.rules import (
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    Therapy,
    ToEnergy,
    View,
)
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.rules.resolve import bags
from psychboard.games.warfare.rules.scoring import outcome
from psychboard.games.warfare.scene_text import describe, price_now, vp_now, x_words

# What else may be done with a card, listed under its name after "Play".
PLACING: tuple[tuple[type, str], ...] = (
    (PlaceAgenda, "Place as Hidden Agenda"), (PlaceDefense, "Place as Defense"),
    (ToEnergy, "Turn into Mental Energy"))
LAST = ((Therapy, ("Go to Therapy",)), (Ready, ("Ready",)), (EndTurn, ("End turn",)))


def hand(view: View, legal: Sequence[Any], names: Sequence[str]) -> Hand:
    assert view.seat is not None
    cs = playable_set()  # the cards the table deals from (the scene reads the same)
    sections = _sections(view, cs, names)
    if view.phase is Phase.OVER:
        return Hand(_game_over(view, cs, names), sections)
    if not legal:
        due = view.window.waiting() if view.window is not None else frozenset({view.turn})
        return waiting(sections, [names[s] for s in sorted(due)])
    if view.window is not None:
        return _reaction(view, legal, names, cs, sections)
    return Hand(_prompt(view, legal, cs), sections, _turn_picks(view, legal, names, cs),
                send="Do it")


def _sections(view: View, cs: CardSet, names: Sequence[str]) -> tuple[Section, ...]:
    """What this seat sees of itself: its hand and agendas (private), then what it has in
    front of it, and everyone's Victory Points as the table counts them."""
    seat = view.seat
    assert seat is not None

    def pictures(ids: Sequence[str], priced: bool = False) -> tuple[Picture, ...]:
        return tuple(Picture(cs.cards[c].id, describe(
            cs.cards[c], price_now(view, cs, c) if priced else None)) for c in ids)

    held = [c for c in view.my_hand if cs.cards[c].type != "agenda"]
    agendas = [c for c in view.my_hand if cs.cards[c].type == "agenda"]
    archetype = cs.archetype(view.archetypes[seat])
    needs = tuple(f"{need.capitalize()}: {score} (worth {vp} VP)" for need, score, vp
                  in zip(NEEDS, view.scores[seat], archetype.vp, strict=True))
    empty = () if held else ("Only Hidden Agendas." if agendas else "No cards.",)
    found = [Section("Your hand", empty, pictures(held, True)),
             Section(f"Your Archetype: {archetype.name}", (archetype.text, *needs)),
             Section("Mental Energy", (f"You have {len(view.my_energy)} to spend.",))]
    placed = tuple(f"Placed: {cs.cards[c].name} ({cs.cards[c].vp} VP)"
                   for c in view.agendas[seat])
    if agendas or placed:
        secret = ("Only you see the ones in your hand.",) if agendas else ()
        found.insert(1, Section("Your Hidden Agendas", secret + placed, pictures(agendas)))
    if view.defenses[seat]:
        found.append(Section("Your Defense Mechanisms", (), pictures(view.defenses[seat])))
    if view.baggage[seat] or view.phobias[seat]:
        icons = bags(view, cs, seat)
        found.append(Section("Your Baggage and Phobias",
                             (f"{icons} Baggage: you draw {icons} fewer.",) if icons else (),
                             pictures(view.baggage[seat] + view.phobias[seat])))
    points = vp_now(view, cs)
    found.append(Section("Victory Points" if view.phase is Phase.OVER else
                         "Victory Points if the game ended now",
                         tuple(f"{names[s]}: {points[s]}" for s in range(view.players))))
    return tuple(found)


def _game_over(view: View, cs: CardSet, names: Sequence[str]) -> str:
    winners = outcome(view, cs).winners  # type: ignore[arg-type]  # reads public fields only
    who = " and ".join(names[s] for s in winners)
    return f"Game over: {who} {'wins' if len(winners) == 1 else 'share the win'}."


def _reaction(view: View, legal: Sequence[Any], names: Sequence[str], cs: CardSet,
              sections: tuple[Section, ...]) -> Hand:
    """A card waits on answers: react with a card that may answer it, or let it stand."""
    assert view.window is not None
    top = view.window.top
    card = cs.cards[top.play]
    did = {"agenda": "placed the Hidden Agenda", "reaction": "reacted with"}.get(
        card.type, "played")
    aimed = view.choice.target if view.choice is not None and view.window.depth == 1 else -1
    at = "" if aimed < 0 else " at you" if aimed == view.seat else f" at {names[aimed]}"
    shown = Section("Just now", (), (Picture(card.id, describe(card)),))
    picks = [Pick((f"React: {cs.cards[a.card].name}",), a, cs.cards[a.card].id)
             for a in legal if isinstance(a, React)]
    picks += [Pick(("Let it stand",), a) for a in legal if isinstance(a, Pass)]
    return Hand(f"{names[top.seat]} {did} {card.name}{at}. React, or let it stand?",
                (shown, *sections), tuple(picks), react=True, send="Answer")


def _prompt(view: View, legal: Sequence[Any], cs: CardSet) -> str:
    if view.phase is Phase.SETUP:
        return "Set-up: place any Defense Mechanisms from your hand, then tap Ready."
    if view.acted:  # say only what is still on offer
        kinds = {cs.cards[a.card].type for a in legal if isinstance(a, Play)}
        left = [t for t in ("Special", "Action") if t.lower() in kinds]
        may = [f"play a{'n' * (left == ['Action'])} {' or '.join(left)}"] if left else []
        if any(isinstance(a, PlaceAgenda) for a in legal):
            may.append("place a Hidden Agenda")
        return f"You may {', '.join(may)} or end your turn." if may else "End your turn."
    if Therapy() in legal:
        return "Your turn: go to Therapy, or pick a card and what to do with it."
    return "Your turn: pick a card and what to do with it, or end your turn."


def _turn_picks(view: View, legal: Sequence[Any], names: Sequence[str], cs: CardSet
                ) -> tuple[Pick, ...]:
    """Each card in hand order with what may be done with it, then the turn's own steps."""
    by_card: dict[str, list[Play | PlaceAgenda | PlaceDefense | ToEnergy]] = {}
    for action in legal:
        if isinstance(action, Play | PlaceAgenda | PlaceDefense | ToEnergy):
            by_card.setdefault(action.card, []).append(action)
    picks: list[Pick] = []
    for card_id in sorted(by_card, key=view.my_hand.index):
        card = cs.cards[card_id]
        plays = [a for a in by_card[card_id] if isinstance(a, Play)]
        if plays:
            picks += _play_picks(view, names, cs, plays)
        for kind, doing in PLACING:
            picks += [Pick((card.name, doing), a, card.id) for a in by_card[card_id]
                      if isinstance(a, kind)]
    for kind, steps in LAST:
        picks += [Pick(steps, a) for a in legal if isinstance(a, kind)]
    return tuple(picks)


def _play_picks(view: View, names: Sequence[str], cs: CardSet, plays: Sequence[Play]
                ) -> list[Pick]:
    """One card's plays, asking only what they differ in: X, the player aimed at, a Need
    per effect that asks. Every play of a card takes the same questions, so no path is the
    start of another."""
    card = cs.cards[plays[0].card]
    asking = [e for e in card.effects if e.chooses_need]
    keys = [(p.x, p.target, *p.needs) for p in plays]
    varies = [len({key[i] for key in keys}) > 1 for i in range(len(keys[0]))]
    found = []
    for play in plays:
        steps = [card.name, "Play"]
        if varies[0]:
            steps.append(x_words(view, cs, card, play.x))
        if varies[1]:
            steps.append(f"At {names[play.target]}")
        needs = [f"{need.capitalize()} for {effect_words(effect)}"
                 for need, effect, asked in zip(play.needs, asking, varies[2:], strict=True)
                 if asked]
        if len(steps) + len(needs) > MAX_STEPS:  # a family card asking many Needs: one step
            needs = ["; ".join(needs)]
        found.append(Pick((*steps, *needs), play, card.id))
    return found


def picture(code: str) -> tuple[Any, float]:
    from psychboard.games.warfare.faces import SCREEN_CARD, card_face

    return card_face(code), SCREEN_CARD.height() / SCREEN_CARD.width()


KIT = PhoneKit(hand, picture)
