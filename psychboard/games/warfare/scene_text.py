"""The words of the Warfare table: a card described in full, a seat's line, what to do now.

Pure (no Qt): the scene, the bar under it and the side panel all take their sentences from
here, so a card reads the same wherever it is named. Names are seats' own; nothing here ever
words a card that a seat holds unless that seat is the one on screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psychboard.core.protocol import Outcome
from psychboard.games.warfare.cards import NEEDS, Card, CardSet
from psychboard.games.warfare.rules import View
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.rules.resolve import Price, formula_words, price
from psychboard.games.warfare.rules.scoring import final_scores, victory_points

TYPE_WORDS = {"action": "Action", "special": "Special", "reaction": "Reaction",
              "agenda": "Hidden Agenda", "defense": "Defense Mechanism", "phobia": "Phobia"}


def describe(card: Card, paid: Price | None = None) -> str:
    """The whole card in one sentence: name, type, cost or VP, Baggage, text. With `paid`
    (`price_now`), the cost is the one that applies now, with its reasons."""
    parts = [f"{card.name} — {TYPE_WORDS[card.type]}"]
    if card.type in ("action", "special", "reaction"):
        when = " if it succeeds" if card.cost.on_success else ""
        parts.append((paid.words() if paid else printed(card)) + when)
    if card.type == "agenda":
        parts.append(f"{card.vp} VP")
    if card.baggage:
        parts.append(f"{card.baggage} Baggage")
    return ", ".join(parts) + f": {card.text}"


def printed(card: Card) -> str:
    """A card's cost as its corner says it: "cost 2", "cost X (you choose)", "cost 1 + 1 per
    other player"."""
    cost = card.cost
    if cost.x:
        return "cost X (you choose)"
    return f"cost {formula_words(cost)}" if cost.per else f"cost {cost.base}"


def price_now(view: View, cs: CardSet, card_id: str) -> Price | None:
    """What the card costs the seat on screen now (None for the table, or a card not paid
    for): the same price the rules charge."""
    card = cs.cards[card_id]
    if view.seat is None or card.type not in ("action", "special", "reaction"):
        return None
    return price(view, cs, view.seat, card)


def x_words(view: View, cs: CardSet, card: Card, x: int) -> str:
    """An answer to "how much X?": "X = 2", or "X = 2, pay 3" when modifiers move the price."""
    assert view.seat is not None
    amount = price(view, cs, view.seat, card, x).amount
    return f"X = {x}" if amount == x else f"X = {x}, pay {amount}"


@dataclass(frozen=True)
class Tally:
    """The end of the game for the summary: per Need, each seat's score and whether it
    scored; the Hidden Agendas' VP; the totals; the winners."""

    needs: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]       # [seat][need]
    vp: tuple[tuple[int, ...], ...]           # VP earned [seat][need] (0: not highest)
    agendas: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str


def tally(view: View, cs: CardSet, outcome: Outcome) -> Tally:
    """The end of the game as the rules counted it. The view carries every public field the
    count reads (scores and the cards each player collected)."""
    scores = final_scores(view, cs)  # type: ignore[arg-type]
    vp = []
    for seat in range(view.players):
        weights = cs.archetype(view.archetypes[seat]).vp
        vp.append(tuple(weights[i] if scores[seat][i] == max(r[i] for r in scores) else 0
                        for i in range(len(NEEDS))))
    agendas = tuple(sum(cs.cards[c].vp for c in view.agendas[s]) for s in range(view.players))
    return Tally(NEEDS, scores, tuple(vp), agendas, tuple(outcome.scores), outcome.winners,
                 outcome.reason)


def vp_now(view: View, cs: CardSet) -> tuple[int, ...]:
    """Each seat's Victory Points if the game ended now. The view carries every public
    field the count reads (scores, the cards each player collected), so this is exactly
    what the rules would count."""
    return victory_points(view, cs)  # type: ignore[arg-type]


def seat_line(vp: int) -> str:
    """The side panel's line for a seat: its Victory Points if the game ended now."""
    return f"{vp} VP"


def status(view: View, names: Sequence[str], due: Sequence[int], cs: CardSet) -> str:
    """One sentence: whose move it is and what happens now (the same for everyone)."""
    if view.phase is Phase.OVER:
        return "Game over: see each Need's winners on the table."
    if view.window is not None:
        top = view.window.top
        card = cs.cards[top.play]
        waiting = ", ".join(names[s] for s in due)
        return (f"{names[top.seat]} played {card.name}. Anyone may react "
                f"(waiting for {waiting}).")
    turn = names[view.turn]
    if view.phase is Phase.SETUP:
        return f"Set-up: {turn} may place Defense Mechanisms before play, then is ready."
    if view.end_at >= 0:
        left = view.end_at - view.turns_taken
        return f"{turn}'s turn. The deck is out: {left} turn{'s' * (left != 1)} left in all."
    if view.acted:
        return f"{turn}'s turn: {turn} may play one more card or end the turn."
    return (f"{turn}'s turn: Therapy, or Mental Energy, then a Special and/or an Action, "
            f"then draw. {view.deck_size} cards in the deck.")
