"""The one resolver: every card effect, cost, condition and modifier interpreted from data.

Rulebook sections: Action Cards (Self / Others / All Others, one Need per player, scores kept
within 1–8), the cost in the corner (a number, X or a formula), Reaction Cards (negate, and the
FAQ's Reverse Psychology), Defense Mechanisms and Phobias (modifiers applied at resolution),
Neurosis and drawing (Phobias and Defense Mechanisms drawn are placed at once).
"""

from __future__ import annotations

from collections.abc import Sequence

from psychboard.core.protocol import Seat
from psychboard.games.warfare.cards import (
    NEEDS,
    Archetype,
    Card,
    CardSet,
    Condition,
    Cost,
    Effect,
    Modifier,
)
from psychboard.games.warfare.rules.model import HIGH, LOW, News, Play, State, evolve, put
from psychboard.games.warfare.rules.narration import cards

NEED_TITLES = {n: n.capitalize() for n in NEEDS}


def bags(state: State, cs: CardSet, seat: Seat) -> int:
    """Baggage icons in front of `seat`."""
    return sum(cs.cards[c].baggage for c in state.baggage[seat])


def modifiers(state: State, cs: CardSet, seat: Seat) -> tuple[Modifier, ...]:
    """What changes the rules for `seat` now: Archetype, Defenses, Phobias, neuroses."""
    lows = tuple(v == LOW for v in state.scores[seat])
    key = ("mods", state.archetypes[seat], state.defenses[seat], state.phobias[seat], lows)
    found: tuple[Modifier, ...] | None = cs.memo.get(key)
    if found is None:
        own = list(cs.archetype(state.archetypes[seat]).modifiers)
        for card in state.defenses[seat] + state.phobias[seat]:
            own.extend(cs.cards[card].modifiers)
        if not any(m.on == "neurosis" and m.then == "stop" for m in own):
            for need, low in zip(NEEDS, lows, strict=True):
                if low and need in cs.neuroses:
                    own.extend(cs.neuroses[need].modifiers)
        found = cs.memo[key] = tuple(own)
    return found


def archetype(state: State, cs: CardSet, seat: Seat) -> Archetype:
    return cs.archetype(state.archetypes[seat])


def immune(state: State, cs: CardSet, seat: Seat) -> bool:
    """Whether `seat` never suffers a neurosis (an Archetype ability or a card says so)."""
    return any(m.on == "neurosis" and m.then == "stop" for m in modifiers(state, cs, seat))


def fearless(state: State, cs: CardSet, seat: Seat) -> bool:
    """Whether a Phobia coming to `seat` goes straight to the discard pile (an ability)."""
    return any(m.on == "phobia" and m.then == "stop" for m in modifiers(state, cs, seat))


def _applies(mod: Modifier, on: tuple[str, ...], holder: Seat, source: Seat,
             need: str = "") -> bool:
    if mod.on not in on or (mod.needs and need not in mod.needs):
        return False
    if mod.source == "others":
        return source != holder
    if mod.source == "self":
        return source == holder
    return True


def adjusted(amount: int, mods: Sequence[Modifier]) -> int:
    """`amount` (a magnitude) after the first stop, or every "more" and "less"."""
    if any(m.then == "stop" for m in mods):
        return 0
    for mod in mods:
        amount += mod.by if mod.then == "more" else -mod.by
    return max(0, amount)


def quantity(state: State, cs: CardSet, seat: Seat, what: str) -> int:
    if what in NEEDS:
        return state.scores[seat][NEEDS.index(what)]
    return {
        "baggage": lambda: bags(state, cs, seat),
        "hand": lambda: len(state.hands[seat]),
        "energy": lambda: len(state.energy[seat]),
        "defenses": lambda: len(state.defenses[seat]),
        "phobias": lambda: len(state.phobias[seat]),
        "others": lambda: state.players - 1,
    }[what]()


def holds(state: State, cs: CardSet, cond: Condition, seat: Seat) -> bool:
    value = quantity(state, cs, seat, cond.what)
    if cond.at_least is not None and value < cond.at_least:
        return False
    if cond.at_most is not None and value > cond.at_most:
        return False
    if cond.rank:
        column = [quantity(state, cs, s, cond.what) for s in range(state.players)]
        return value == (max(column) if cond.rank == "top" else min(column))
    return True


def cost_of(state: State, cs: CardSet, seat: Seat, card: Card, x: int = 0) -> int:
    """Mental Energy `card` costs `seat` now (the printed cost, then its modifiers)."""
    cost: Cost = card.cost
    if cost.x:
        base = x
    else:
        base = cost.base + (cost.times * quantity(state, cs, seat, cost.per) if cost.per else 0)
        base = max(cost.floor, base)
    mods = [m for m in modifiers(state, cs, seat)
            if m.on == "cost" and (not m.types or card.type in m.types)]
    return max(0, base) if not mods else adjusted(max(0, base), mods)


def pay(state: State, seat: Seat, amount: int) -> State:
    """Discard the oldest `amount` Mental Energy of `seat` (as many as there are)."""
    pile = state.energy[seat]
    return evolve(state, energy=put(state.energy, seat, pile[amount:]),
                   discard=state.discard + pile[:amount])


def draw(state: State, cs: CardSet, seat: Seat, count: int) -> tuple[State, list[News]]:
    """Draw `count` cards; a Phobia or Defense Mechanism drawn is placed at once, unreplaced
    (a fearless player discards the Phobia instead)."""
    news: list[News] = []
    drawn = 0
    while drawn < count and state.deck:
        card, deck = state.deck[0], state.deck[1:]
        kind = cs.cards[card].type
        if kind == "phobia" and fearless(state, cs, seat):
            state = evolve(state, deck=deck, discard=state.discard + (card,))
            news.append(News(f"{{0}} shrugs off the Phobia {cs.cards[card].name}", (seat,)))
        elif kind == "phobia":
            state = evolve(state, deck=deck, phobias=put(state.phobias, seat,
                                                          state.phobias[seat] + (card,)))
            news.append(News(f"{{0}} draws the Phobia {cs.cards[card].name}", (seat,)))
        elif kind == "defense":
            state = evolve(state, deck=deck, defenses=put(state.defenses, seat,
                                                           state.defenses[seat] + (card,)))
            news.append(News(f"{{0}} draws and places the Defense Mechanism "
                             f"{cs.cards[card].name}", (seat,)))
        else:
            state = evolve(state, deck=deck, hands=put(state.hands, seat,
                                                         state.hands[seat] + (card,)))
        drawn += 1
    return state, news


def change(state: State, cs: CardSet, target: Seat, need: str, delta: int, source: Seat
           ) -> tuple[State, list[News]]:
    """Move `target`'s `need` by `delta` from `source`, through the target's modifiers."""
    if delta == 0:
        return state, []
    direction = "lower" if delta < 0 else "raise"
    mods = [m for m in modifiers(state, cs, target)
            if _applies(m, (direction, "change"), target, source, need)]
    size = adjusted(abs(delta), mods)
    index = NEEDS.index(need)
    old = state.scores[target][index]
    new = min(HIGH, max(LOW, old + (size if delta > 0 else -size)))
    row = state.scores[target][:index] + (new,) + state.scores[target][index + 1:]
    scores = state.scores[:target] + (row,) + state.scores[target + 1:]
    title = NEED_TITLES[need]
    if new == old:
        why = "is unchanged" if size else "is protected"
        return state, [News(f"{{0}}'s {title} {why} ({old})", (target,))]
    return evolve(state, scores=scores), [News(f"{{0}}'s {title} {old} → {new}", (target,))]


def drain(state: State, cs: CardSet, target: Seat, count: int, source: Seat
          ) -> tuple[State, list[News]]:
    mods = [m for m in modifiers(state, cs, target) if _applies(m, ("drain",), target, source)]
    count = min(adjusted(count, mods), len(state.energy[target]))
    if not count:
        return state, []
    return pay(state, target, count), [News(f"{{0}} discards {count} Mental Energy", (target,))]


def remove(state: State, cs: CardSet, target: Seat, what: str, source: Seat
           ) -> tuple[State, list[News]]:
    mods = [m for m in modifiers(state, cs, target) if _applies(m, ("remove",), target, source)]
    zone = {"defense": state.defenses, "phobia": state.phobias, "baggage": state.baggage}[what]
    if not zone[target] or adjusted(1, mods) == 0:
        return state, []
    card, rest = zone[target][0], put(zone, target, zone[target][1:])
    if what == "defense":
        state = evolve(state, defenses=rest)
    elif what == "phobia":
        state = evolve(state, phobias=rest)
    else:
        state = evolve(state, baggage=rest)
    state = evolve(state, discard=state.discard + (card,))
    return state, [News(f"{{0}}'s {cs.cards[card].name} goes to the discard pile", (target,))]


def gain_energy(state: State, target: Seat, count: int) -> tuple[State, list[News]]:
    taken = state.deck[:count]
    if not taken:
        return state, []
    state = evolve(state, deck=state.deck[len(taken):],
                    energy=put(state.energy, target, state.energy[target] + taken))
    return state, [News(f"{{0}} adds {cards(len(taken))} from the deck to Mental Energy",
                        (target,))]


def roles(state: State, card: Card, seat: Seat, choice: Play, effect: Effect
          ) -> tuple[Seat, ...]:
    others = tuple(s for s in range(state.players) if s != seat)
    return {"self": (seat,), "other": (choice.target,), "all_others": others,
            "everyone": tuple(range(state.players))}[effect.who]


def aimed(state: State, card: Card, seat: Seat, choice: Play, effect: Effect, mode: str,
          reactor: Seat) -> tuple[Seat, ...]:
    """Who `effect` reaches: as printed, reversed (the player's part goes to the others and
    the others' part to the player) or deflected (the reactor's part goes to the player)."""
    targets = roles(state, card, seat, choice, effect)
    if mode == "reverse":
        counterpart = (choice.target,) if card.target_other else \
            tuple(s for s in range(state.players) if s != seat)
        if effect.who == "self":
            return counterpart
        if effect.who in ("other", "all_others"):
            return (seat,)
    if mode == "deflect":
        return tuple(seat if t == reactor else t for t in targets)
    return targets


def need_for(state: State, effect: Effect, target: Seat, chosen: str, previous: str) -> str:
    if effect.need in NEEDS:
        return effect.need
    if effect.need in ("choose", "different"):
        return chosen
    if effect.need == "same":
        return previous
    row = state.scores[target]
    pick = min(row) if effect.need == "lowest" else max(row)
    return NEEDS[row.index(pick)]


def resolve(state: State, cs: CardSet, seat: Seat, card: Card, choice: Play, mode: str = "",
            reactor: Seat = -1) -> tuple[State, list[News]]:
    """Play every effect of `card` for `seat` with `choice`, as printed or as a reaction
    turned it (`mode` "reverse" or "deflect" by `reactor`)."""
    news: list[News] = []
    source = reactor if mode else seat
    chosen = iter(choice.needs)
    previous = ""
    before = state
    for effect in card.effects:
        pick = next(chosen, NEEDS[0]) if effect.chooses_need else ""
        targets = aimed(before, card, seat, choice, effect, mode, reactor)
        if effect.condition is not None and effect.condition.who == "self" and \
                not holds(before, cs, effect.condition, seat):
            continue
        amount = effect.value(choice.x)
        for target in targets:
            if effect.condition is not None and effect.condition.who == "target" and \
                    not holds(before, cs, effect.condition, target):
                continue
            step: list[News]
            if effect.do == "score":
                need = need_for(state, effect, target, pick, previous)
                state, step = change(state, cs, target, need, amount, source)
            elif effect.do == "draw":
                state, step = draw(state, cs, target, amount)
            elif effect.do == "energy":
                state, step = gain_energy(state, target, amount)
            elif effect.do == "drain":
                state, step = drain(state, cs, target, amount, source)
            else:
                state, step = remove(state, cs, target, effect.what, source)
            news.extend(step)
        if effect.do == "score":
            previous = pick if effect.chooses_need else (
                effect.need if effect.need in NEEDS else previous)
    return state, news
