"""What the bar under the Warfare table offers the person on screen, step by step.

Rulebook sections: Set Up (Defense Mechanisms placed before play), How to Play (Therapy, or
Mental Energy, then a Special and/or an Action with its cost and choices, Hidden Agendas when
true, the end of the turn) and Reaction Cards (react, or let the card stand). Each offer is a
sentence saying what to do now, the picked card in words, and buttons that each have a key;
only the choices the rules allow are enabled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psychboard.games.warfare.cards import CardSet
from psychboard.games.warfare.choosing import PlayChooser
from psychboard.games.warfare.rules import (
    EndTurn,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Therapy,
    ToEnergy,
    View,
)
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.scene_text import describe, price_now, x_words
from psychboard.gui.widgets.choice_bar import Choice

Offer = tuple[str, str, list[Choice], list[object] | None]

TURN_CHOICES = (
    Choice(("play",), "P  Play", "P", "Play the picked card (or press Enter)"),
    Choice(("agenda",), "A  Place agenda", "A",
           "Place the picked Hidden Agenda, now that it is true"),
    Choice(("defense",), "D  Place defense", "D",
           "Place the picked Defense Mechanism in front of you"),
    Choice(("energy",), "E  To energy", "E", "Put the picked card face down as Mental Energy"),
    Choice(("therapy",), "T  Therapy", "T",
           "Your Baggage, Specials, Defenses and Phobias go under your Archetype; draw up to "
           "five; your turn ends"),
    Choice(("end",), "N  End turn", "N", "Draw and end your turn"),
)


@dataclass(frozen=True)
class Picking:
    """Who sits where, the cards, and what the person on screen has picked so far."""

    names: Sequence[str]
    cs: CardSet
    selected: str | None
    chooser: PlayChooser | None
    pointed: int = 0  # the answer the arrow keys point at (Enter takes it)


def offer(view: View, legal: list[Any], picking: Picking) -> Offer:
    """The bar for the seat on screen, whose move it is."""
    if view.window is not None:
        return _window(view, legal, picking)
    if view.phase is Phase.SETUP:
        return _setup(view, legal, picking)
    if picking.chooser is not None:
        return _question(view, picking.chooser, picking)
    return _turn(view, legal, picking)


def card_options(legal: list[Any], cs: CardSet, selected: str | None) -> dict[str, Any]:
    """What the picked card allows now, by button: the legal actions for its design (the
    rules offer one copy of each design, which may not be the copy picked)."""
    found: dict[str, Any] = {}
    if selected is None:
        return found
    design = cs.cards[selected].id
    same = [a for a in legal if isinstance(a, Play | PlaceAgenda | PlaceDefense | ToEnergy)
            and cs.cards[a.card].id == design]
    plays = [a for a in same if isinstance(a, Play)]
    if plays:
        found["play"] = plays
    for key, kind in (("agenda", PlaceAgenda), ("defense", PlaceDefense), ("energy", ToEnergy)):
        action = next((a for a in same if isinstance(a, kind)), None)
        if action is not None:
            found[key] = action
    return found


def picked_words(view: View, picking: Picking) -> str:
    have = f"You have {len(view.my_energy)} Mental Energy."
    if picking.selected is None:
        return f"{have} Pick a card to see what it does; I shows the table's cards large."
    paid = price_now(view, picking.cs, picking.selected)
    return f"{describe(picking.cs.cards[picking.selected], paid)} {have}"


def _window(view: View, legal: list[Any], picking: Picking) -> Offer:
    assert view.window is not None and view.seat is not None
    cs, names = picking.cs, picking.names
    top = view.window.top
    card = cs.cards[top.play]
    reacts = [a for a in legal if isinstance(a, React)]
    choices = [Choice(("react", a.card), f"{n}  React: {cs.cards[a.card].name}", str(n),
                      describe(cs.cards[a.card], price_now(view, cs, a.card)))
               for n, a in enumerate(reacts, start=1)]
    choices.append(Choice(("pass",), "L  Let it stand", "L",
                          "Let the card stand (or press Enter)"))
    held = (f"You hold {len(reacts)} reaction{'s' * (len(reacts) != 1)} that may answer it."
            if reacts else "You hold no reaction that can answer it now.")
    return (f"{names[view.seat]}: {names[top.seat]} played {card.name}. React, or let it "
            "stand?", f"{describe(card)} {held}", choices, None)


def _setup(view: View, legal: list[Any], picking: Picking) -> Offer:
    assert view.seat is not None
    cs = picking.cs
    defenses = [a for a in legal if isinstance(a, PlaceDefense)]
    choices = [Choice(("defense", a.card), f"{n}  Place {cs.cards[a.card].name}", str(n),
                      describe(cs.cards[a.card]))
               for n, a in enumerate(defenses, start=1)]
    choices.append(Choice(("ready",), "R  Ready", "R", "Done placing: ready to play"))
    return (f"{picking.names[view.seat]}, set-up: place any Defense Mechanisms from your hand, "
            "then say you're ready.", picked_words(view, picking), choices, None)


def _question(view: View, chooser: PlayChooser, picking: Picking) -> Offer:
    question = chooser.question()
    assert question is not None
    pointed, card = picking.pointed, chooser.card
    paid = price_now(view, picking.cs, card.id)
    labels = [label for _value, label in question.options]
    if question.kind == "x" and view.seat is not None:  # X is what the card does; the pay
        labels = [x_words(view, picking.cs, card, int(str(value)))
                  for value, _label in question.options]
    choices = [Choice(("answer", value), f"{'▶ ' if n == pointed + 1 else ''}{n}  {label}",
                      str(n))
               for n, ((value, _label), label) in enumerate(zip(question.options, labels,
                                                                   strict=True), start=1)]
    choices.append(Choice(("back",), "Esc  Back", "Esc", "Back to the question before"))
    return (question.prompt, f"{describe(card, paid)} ← → choose, Enter takes it.",
            choices, None)


def _turn(view: View, legal: list[Any], picking: Picking) -> Offer:
    assert view.seat is not None
    enabled: list[object] = [(k,) for k in card_options(legal, picking.cs, picking.selected)]
    if Therapy() in legal:
        enabled.append(("therapy",))
    if EndTurn() in legal:
        enabled.append(("end",))
    name = picking.names[view.seat]
    if view.acted:
        left = [t for t in ("special", "action") if t not in view.played]
        prompt = (f"{name}: you may still play a{'n' if left == ['action'] else ''} "
                  f"{' or '.join(left)}, place a Hidden Agenda, or end your turn."
                  if left else f"{name}: place a Hidden Agenda that is true, or end your turn.")
    elif view.begun:
        prompt = (f"{name}: pick a card (← →) to play or add to Mental Energy, or end your "
                  "turn. Therapy was a choice for the start of the turn.")
    else:
        prompt = f"{name}, your turn: pick a card (← →), then what to do with it."
    detail = picked_words(view, picking)
    ready = [picking.cs.cards[a.card].name for a in legal if isinstance(a, PlaceAgenda)]
    if ready:
        detail += f" True now: {', '.join(ready)} — pick it and press A to place it."
    return prompt, detail, list(TURN_CHOICES), enabled
