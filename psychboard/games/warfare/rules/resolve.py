"""The one resolver: every card effect, cost, condition and modifier interpreted from data.

Rulebook sections: Action Cards (Self / Others / All Others, one Need per player, scores kept
within 1–8), the cost in the corner (a number, X or a formula), Reaction Cards (negate, and the
FAQ's Reverse Psychology), Defense Mechanisms and Phobias (modifiers applied at resolution),
Neurosis and drawing (Phobias and Defense Mechanisms drawn are placed at once).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psychboard.core.events import Event, Said
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
from psychboard.games.warfare.rules.model import (
    HIGH,
    LOW,
    Play,
    State,
    Table,
    View,
    cards,
    evolve,
    put,
)

NEED_TITLES = {n: n.capitalize() for n in NEEDS}


def bags(state: Table, cs: CardSet, seat: Seat) -> int:
    """Baggage icons in front of `seat`."""
    return sum(cs.cards[c].baggage for c in state.baggage[seat])


def sourced(state: Table, cs: CardSet, seat: Seat) -> tuple[tuple[str, Modifier], ...]:
    """What changes the rules for `seat` now, each with the name of what brings it: the
    Archetype, Defense Mechanisms, Phobias and neuroses (the log says why a number moved)."""
    lows = tuple(v == LOW for v in state.scores[seat])
    key = ("mods", state.archetypes[seat], state.defenses[seat], state.phobias[seat], lows)
    found: tuple[tuple[str, Modifier], ...] | None = cs.memo.get(key)
    if found is None:
        ability = cs.archetype(state.archetypes[seat])
        own = [(ability.name, m) for m in ability.modifiers]
        for card in state.defenses[seat] + state.phobias[seat]:
            own.extend((cs.cards[card].name, m) for m in cs.cards[card].modifiers)
        if not any(m.on == "neurosis" and m.then == "stop" for _name, m in own):
            for need, low in zip(NEEDS, lows, strict=True):
                if low and need in cs.neuroses:
                    neurosis = cs.neuroses[need]
                    own.extend((neurosis.name, m) for m in neurosis.modifiers)
        found = cs.memo[key] = tuple(own)
    return found


def modifiers(state: Table, cs: CardSet, seat: Seat) -> tuple[Modifier, ...]:
    """What changes the rules for `seat` now: Archetype, Defenses, Phobias, neuroses."""
    key = ("bare", state.archetypes[seat], state.defenses[seat], state.phobias[seat],
           tuple(v == LOW for v in state.scores[seat]))
    found: tuple[Modifier, ...] | None = cs.memo.get(key)
    if found is None:
        found = cs.memo[key] = tuple(m for _name, m in sourced(state, cs, seat))
    return found


def why(named: Sequence[tuple[str, Modifier]]) -> str:
    """The modifiers that changed a number, in words: "Hero: 1 less, Stage Fright: 1 more"."""
    if any(m.then == "stop" for _name, m in named):
        return ", ".join(f"{name} stops it" for name, m in named if m.then == "stop")
    return ", ".join(f"{name}: {m.by} {m.then}" for name, m in named)


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


def quantity(state: Table, cs: CardSet, seat: Seat, what: str) -> int:
    if what in NEEDS:
        return state.scores[seat][NEEDS.index(what)]
    return {
        "baggage": lambda: bags(state, cs, seat),
        "hand": lambda: (state.hand_sizes[seat] if isinstance(state, View)
                         else len(state.hands[seat])),
        "energy": lambda: (state.energy_sizes[seat] if isinstance(state, View)
                           else len(state.energy[seat])),
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


@dataclass(frozen=True, slots=True)
class Price:
    """What a card costs a player now, and why: `amount` is the Mental Energy discarded;
    `printed` the corner's value (the X named, or the formula worked out, `formula` its
    words); `named` each modifier that moved it, with what brings it."""

    amount: int
    printed: int
    named: tuple[tuple[str, Modifier], ...] = ()
    formula: str = ""
    x: bool = False

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(f"{name} {'+' if m.then == 'more' else '−'}{m.by}"
                     for name, m in self.named)

    def words(self) -> str:
        """"cost 3 (2 printed, Stage Fright +1)", "cost 3 (X = 2, Helplessness +1)"; for an
        X not named yet, "cost X+1 (Helplessness +1)"."""
        if self.x and not self.printed:
            change = sum(m.by if m.then == "more" else -m.by for _name, m in self.named)
            head = f"cost X{change:+d}".replace("-", "−") if change else "cost X"
            return head + (f" ({', '.join(self.reasons)})" if self.reasons else "")
        parts = [f"X = {self.printed}"] if self.x and self.reasons else []
        if self.formula:
            parts.append(f"{self.formula} = {self.printed}")
        elif self.reasons and not self.x:
            parts.append(f"{self.printed} printed")
        parts.extend(self.reasons)
        return f"cost {self.amount}" + (f" ({', '.join(parts)})" if parts else "")


def formula_words(cost: Cost) -> str:
    """A cost formula as the corner says it: "1 + 1 per other player, at least 1"."""
    per = {"others": "other player", "baggage": "Baggage icon", "hand": "card in hand",
           "energy": "Mental Energy", "defenses": "Defense Mechanism",
           "phobias": "Phobia"}.get(cost.per, cost.per.capitalize())
    sign = "+" if cost.times > 0 else "−"
    floor = f", at least {cost.floor}" if cost.floor else ""
    return f"{cost.base} {sign} {abs(cost.times)} per {per}{floor}"


def price(state: Table, cs: CardSet, seat: Seat, card: Card, x: int = 0) -> Price:
    """What `card` costs `seat` now: the printed cost (X, or the formula worked out), then
    each cost modifier of the player's (never below 0). Legal plays, the labels on the
    table and the log all read this one price."""
    cost: Cost = card.cost
    if cost.x:
        base = x
    else:
        base = cost.base + (cost.times * quantity(state, cs, seat, cost.per) if cost.per else 0)
        base = max(cost.floor, base)
    base = max(0, base)
    named = tuple((name, m) for name, m in sourced(state, cs, seat)
                  if m.on == "cost" and (not m.types or card.type in m.types))
    amount = adjusted(base, [m for _name, m in named]) if named else base
    return Price(amount, base, named, formula_words(cost) if cost.per else "", cost.x)


def cost_of(state: State, cs: CardSet, seat: Seat, card: Card, x: int = 0) -> int:
    """Mental Energy `card` costs `seat` now: the amount of its `price`."""
    return price(state, cs, seat, card, x).amount


def pay(state: State, seat: Seat, amount: int) -> State:
    """Discard the oldest `amount` Mental Energy of `seat` (as many as there are)."""
    pile = state.energy[seat]
    return evolve(state, energy=put(state.energy, seat, pile[amount:]),
                   discard=state.discard + pile[:amount])


def draw(state: State, cs: CardSet, seat: Seat, count: int) -> tuple[State, list[Event]]:
    """Draw `count` cards; a Phobia or Defense Mechanism drawn is placed at once, unreplaced
    (a fearless player discards the Phobia instead)."""
    said: list[Event] = []
    drawn = 0
    while drawn < count and state.deck:
        card, deck = state.deck[0], state.deck[1:]
        kind = cs.cards[card].type
        if kind == "phobia" and fearless(state, cs, seat):
            state = evolve(state, deck=deck, discard=state.discard + (card,))
            said.append(Said(seats=(seat,),
                             words=f"{{0}} shrugs off the Phobia {cs.cards[card].name}"))
        elif kind == "phobia":
            state = evolve(state, deck=deck, phobias=put(state.phobias, seat,
                                                          state.phobias[seat] + (card,)))
            said.append(Said(words=f"{{0}} draws the Phobia {cs.cards[card].name}", seats=(seat,)))
        elif kind == "defense":
            state = evolve(state, deck=deck, defenses=put(state.defenses, seat,
                                                           state.defenses[seat] + (card,)))
            said.append(Said(words=f"{{0}} draws and places the Defense Mechanism "
                             f"{cs.cards[card].name}", seats=(seat,)))
        else:
            state = evolve(state, deck=deck, hands=put(state.hands, seat,
                                                         state.hands[seat] + (card,)))
        drawn += 1
    return state, said


def change(state: State, cs: CardSet, target: Seat, need: str, delta: int, source: Seat
           ) -> tuple[State, list[Event]]:
    """Move `target`'s `need` by `delta` from `source`, through the target's modifiers; the
    log line names each modifier that changed the step ("Power 5 → 4 (Hero: 1 less)")."""
    if delta == 0:
        return state, []
    direction = "lower" if delta < 0 else "raise"
    named = [(name, m) for name, m in sourced(state, cs, target)
             if _applies(m, (direction, "change"), target, source, need)]
    size = adjusted(abs(delta), [m for _name, m in named])
    index = NEEDS.index(need)
    old = state.scores[target][index]
    new = min(HIGH, max(LOW, old + (size if delta > 0 else -size)))
    row = state.scores[target][:index] + (new,) + state.scores[target][index + 1:]
    scores = state.scores[:target] + (row,) + state.scores[target + 1:]
    title = NEED_TITLES[need]
    because = f" ({why(named)})" if named else ""
    if new == old:
        still = f"stays {old}{because}" if named else f"is unchanged ({old})"
        return state, [Said(words=f"{{0}}'s {title} {still}", seats=(target,))]
    return evolve(state, scores=scores), [Said(seats=(target,),
                                               words=f"{{0}}'s {title} {old} → {new}{because}")]


def drain(state: State, cs: CardSet, target: Seat, count: int, source: Seat
          ) -> tuple[State, list[Event]]:
    named = [(name, m) for name, m in sourced(state, cs, target)
             if _applies(m, ("drain",), target, source)]
    count = min(adjusted(count, [m for _name, m in named]), len(state.energy[target]))
    if not count:
        if named:
            return state, [Said(seats=(target,),
                                words=f"{{0}} keeps their Mental Energy ({why(named)})")]
        return state, []
    because = f" ({why(named)})" if named else ""
    return pay(state, target, count), [Said(seats=(target,),
                                            words=f"{{0}} discards {count} Mental Energy{because}")]


def remove(state: State, cs: CardSet, target: Seat, what: str, source: Seat
           ) -> tuple[State, list[Event]]:
    named = [(name, m) for name, m in sourced(state, cs, target)
             if _applies(m, ("remove",), target, source)]
    zone = {"defense": state.defenses, "phobia": state.phobias, "baggage": state.baggage}[what]
    if not zone[target]:
        return state, []
    if adjusted(1, [m for _name, m in named]) == 0:
        return state, [Said(words=f"{{0}} keeps their cards ({why(named)})", seats=(target,))]
    card, rest = zone[target][0], put(zone, target, zone[target][1:])
    if what == "defense":
        state = evolve(state, defenses=rest)
    elif what == "phobia":
        state = evolve(state, phobias=rest)
    else:
        state = evolve(state, baggage=rest)
    state = evolve(state, discard=state.discard + (card,))
    return state, [Said(seats=(target,),
                        words=f"{{0}}'s {cs.cards[card].name} goes to the discard pile")]


def gain_energy(state: State, target: Seat, count: int) -> tuple[State, list[Event]]:
    taken = state.deck[:count]
    if not taken:
        return state, []
    state = evolve(state, deck=state.deck[len(taken):],
                    energy=put(state.energy, target, state.energy[target] + taken))
    return state, [Said(seats=(target,),
                        words=f"{{0}} adds {cards(len(taken))} from the deck to Mental Energy")]


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
            reactor: Seat = -1) -> tuple[State, list[Event]]:
    """Play every effect of `card` for `seat` with `choice`, as printed or as a reaction
    turned it (`mode` "reverse" or "deflect" by `reactor`)."""
    said: list[Event] = []
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
            step: list[Event]
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
            said.extend(step)
        if effect.do == "score":
            previous = pick if effect.chooses_need else (
                effect.need if effect.need in NEEDS else previous)
    return state, said
