"""Resampling: a full state consistent with one seat's view (for information-set search).

The seat knows its own hand and Mental Energy and everything public; the other hands, the
other Mental Energy piles and the deck order are redrawn from the cards it has not seen. A
Phobia never waits in a hand (it is placed when it arrives), so it is redrawn only into Mental
Energy or the deck.
"""

from __future__ import annotations

import random

from psychboard.core.rng import Rng
from psychboard.games.warfare.cards import CardSet
from psychboard.games.warfare.rules.model import State, View


def seen(view: View) -> set[str]:
    zones = (view.baggage, view.defenses, view.phobias, view.under, view.agendas)
    known = set(view.my_hand) | set(view.my_energy) | set(view.discard)
    for zone in zones:
        for row in zone:
            known.update(row)
    if view.window is not None:
        known.update(p.play for p in view.window.stack)
    return known


def resample(view: View, rng: random.Random, cs: CardSet) -> State:
    assert view.seat is not None, "resample a seat's view, not the table's"
    me = view.seat
    known = seen(view)
    unseen = [c for c in cs.cards if c not in known]
    rng.shuffle(unseen)
    phobias = [c for c in unseen if cs.cards[c].type == "phobia"]
    others = [c for c in unseen if cs.cards[c].type != "phobia"]
    hand_slots = sum(size for s, size in enumerate(view.hand_sizes) if s != me)
    hand_cards, rest = others[:hand_slots], others[hand_slots:] + phobias
    rng.shuffle(rest)
    hands, energy = [], []
    for seat in range(view.players):
        if seat == me:
            hands.append(view.my_hand)
            energy.append(view.my_energy)
            continue
        hands.append(tuple(hand_cards[:view.hand_sizes[seat]]))
        del hand_cards[:view.hand_sizes[seat]]
        energy.append(tuple(rest[:view.energy_sizes[seat]]))
        del rest[:view.energy_sizes[seat]]
    return State(Rng.from_seed(rng.getrandbits(64)), view.players, view.nature_nurture,
                 view.archetypes, view.scores, tuple(hands), tuple(energy), tuple(rest),
                 view.discard, view.baggage, view.defenses, view.phobias, view.under,
                 view.agendas, view.phase, view.turn, view.first, view.ready, view.acted,
                 view.begun, view.played, view.window, view.choice, view.turns_taken, view.end_at)
