"""Hypothesis strategies for the loader property tests: any JSON value put at any place of a
good file (a field, an item of a list, a key of an object), so every loader meets every type
in every field."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)

SCALARS = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-3, max_value=12), st.integers(), st.floats(allow_nan=False,
                                                                       allow_infinity=False),
    _TEXT, st.sampled_from(["", " ", "X", "-X", "choose", "self", "action", "cost", "power",
                            "<b>bold</b>", "{player}"]),
)

JSON_VALUES: st.SearchStrategy[Any] = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TEXT, inner, max_size=4),
    max_leaves=8,
)
"""Any JSON value (no NaN or infinity, which JSON cannot hold), small enough to stay quick."""

Path = tuple[str | int, ...]


def places(value: Any, here: Path = ()) -> Iterator[Path]:
    """Every place inside `value` a loader reads: each key of an object, each item of a list."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield (*here, key)
            yield from places(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield (*here, index)
            yield from places(item, (*here, index))


def shapes(items: list[Any]) -> list[int]:
    """The index of the first item of each shape (the keys it holds, at every depth), so a
    test probes every kind of card as often as any other however many of each a file has."""
    first: dict[frozenset[tuple[str, ...]], int] = {}
    for index, item in enumerate(items):
        shape = frozenset(tuple(str(s) for s in place if isinstance(s, str))
                          for place in places(item))
        first.setdefault(shape, index)
    return sorted(first.values())


def put(value: Any, place: Path, new: Any) -> Any:
    """A deep copy of `value` with `new` at `place`."""
    changed = copy.deepcopy(value)
    target = changed
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = new
    return changed


@st.composite
def mutants(draw: st.DrawFn, good: Any, extra_keys: tuple[str, ...] = ()) -> tuple[Path, Any]:
    """`good` with any JSON value at one of its places, or under a new key of one of its
    objects (a field a file may hold that `good` lacks, from `extra_keys` or any text)."""
    spots = list(places(good))
    by_name: dict[str, list[Path]] = {}
    for spot in spots:
        by_name.setdefault(str(spot[-1]) if isinstance(spot[-1], str) else "[]", []).append(spot)
    name = draw(st.sampled_from(sorted(by_name)))  # a rare nested field as often as "id"
    place: Path = draw(st.sampled_from(by_name[name]))
    if extra_keys and draw(st.booleans()):
        objects = [p for p in [(), *spots] if isinstance(_at(good, p), dict)]
        parent = draw(st.sampled_from(objects))
        place = (*parent, draw(st.sampled_from(extra_keys) | _TEXT))
    return place, put(good, place, draw(JSON_VALUES))


def _at(value: Any, place: Path) -> Any:
    for step in place:
        value = value[step]
    return value
