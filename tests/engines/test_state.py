"""core.state: the fast copies and constructors behave exactly like `replace` and `__init__`."""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core.serial import from_json, to_json
from psychboard.core.state import builder, evolve, evolver


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")


@dataclass(frozen=True, slots=True)
class Base:
    a: int = 1


@dataclass(frozen=True, slots=True)
class Derived(Base):
    b: int = 2


@dataclass(frozen=True, slots=True)
class Listed:
    items: tuple[int, ...] = field(default_factory=tuple)


@given(x=st.integers(), y=st.integers(), tags=st.lists(st.text(max_size=3), max_size=3))
def test_evolve_matches_replace(x: int, y: int, tags: list[str]) -> None:
    start = Point(1, 2, ("a",))
    made = evolve(start, x=x, tags=tuple(tags))
    expected = dataclasses.replace(start, x=x, tags=tuple(tags))
    assert type(made) is Point
    assert made == expected and hash(made) == hash(expected) and repr(made) == repr(expected)
    assert evolve(start) == start and evolve(start) is not start
    assert evolver(Point)(start, y=y) == dataclasses.replace(start, y=y)
    assert evolver(Point, "y", "x")(start, y, x) == dataclasses.replace(start, x=x, y=y)
    assert evolver(Derived, "b")(Derived(), y) == Derived(1, y)


def test_copies_stay_frozen_and_round_trip() -> None:
    made = evolve(Point(1), y=5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.x = 3  # type: ignore[misc]
    assert from_json(Point, json.loads(json.dumps(to_json(made)))) == made
    assert pickle.loads(pickle.dumps(made)) == made and copy.deepcopy(made) == made


def test_unknown_fields_are_refused_like_replace() -> None:
    with pytest.raises(TypeError):
        evolve(Point(1), z=3)
    with pytest.raises(TypeError):
        builder(Point)(1, z=3)
    with pytest.raises(TypeError):
        evolve(object())
    with pytest.raises(TypeError):
        evolver(Point, "z")
    with pytest.raises(TypeError):
        evolver(Point, "x", "x")


def test_builder_matches_the_constructor() -> None:
    make = builder(Point)
    assert make(3) == Point(3) and type(make(3)) is Point
    assert make(3, 4, ("t",)) == Point(3, 4, ("t",))
    assert make(x=3, tags=("u",)) == Point(3, tags=("u",))


def test_classes_it_cannot_copy_safely_keep_their_own_checks() -> None:
    with pytest.raises(ValueError):
        evolve(Checked(1), value=-1)          # __post_init__ still runs
    with pytest.raises(ValueError):
        builder(Checked)(-1)
    assert evolve(Derived(), a=5) == Derived(5, 2)   # a subclass: plain replace
    assert builder(Listed)() == Listed()              # a default factory: the constructor
