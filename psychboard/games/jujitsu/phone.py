"""A Jujitsu seat's phone: the prize, its own hand as cards, its sealed bid, and one tap per
card it may bid (core.hands). Pure but for `picture`, which draws a card as the table does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psychboard.core.cards import RANK_LABELS, RANK_NAMES, Card
from psychboard.core.hands import Hand, PhoneKit, Pick, Picture, Section, waiting
from psychboard.games.jujitsu.rules import Bid, View, seat_suit

CARD_RATIO = 3.5 / 2.5  # a playing card's height over its width


def hand(view: View, legal: Sequence[Any], names: Sequence[str]) -> Hand:
    seat = view.seat
    assert seat is not None
    suit = seat_suit(seat)
    cards = tuple(Picture(Card(rank, suit).code, Card(rank, suit).name)
                  for rank in sorted(view.hands_left[seat]))
    scores = tuple(f"{names[s]}: {view.totals[s]} point{'s' * (view.totals[s] != 1)}"
                   for s in view.playing)
    sections = [Section("Your hand", (), cards), Section("Scores", scores)]
    if view.winners is not None:
        who = " and ".join(names[s] for s in view.winners)
        return Hand(f"Game over: {who} {'wins' if len(view.winners) == 1 else 'share the win'}.",
                    tuple(sections))
    prize = f"the {RANK_NAMES[view.prize or 1]} of Diamonds"
    sections.insert(0, Section(f"Round {view.round} of {view.cards}: bidding for {prize}", (),
                               (Picture(f"{RANK_LABELS[view.prize or 1]}D", prize),)))
    if view.my_bid is not None:
        sections.insert(1, Section("Your sealed bid", (RANK_NAMES[view.my_bid],)))
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return waiting(sections, [names[s] for s in view.playing if not view.locked_in[s]])
    picks = tuple(Pick((f"Bid the {RANK_NAMES[b.rank]}",), b, Card(b.rank, suit).code)
                  for b in sorted(bids, key=lambda b: b.rank))
    return Hand(f"Pick a card to bid for {prize}.", tuple(sections), picks)


def picture(code: str) -> tuple[Any, float]:
    from psychboard.gui.items.card_cache import playing_face

    return playing_face(Card.parse(code)), CARD_RATIO


KIT = PhoneKit(hand, picture)
