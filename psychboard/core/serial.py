"""Turns frozen dataclasses (states, actions, options, views) into JSON values and back.

One codec for everything keeps saves, state round trips and action logs consistent: a field's
type hint says how to rebuild it. Supported: bool, int, float, str, None, Enum, dataclasses,
tuple[X, ...], fixed tuples, frozenset[X], dict[str, X], Optional/Union of those.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from psychboard.core.errors import quoted

T = TypeVar("T")

JSON = Any


def to_json(value: object) -> JSON:
    """A JSON-ready copy of `value` (dataclasses become dicts of their fields)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_json(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    raise TypeError(f"cannot serialise {type(value).__name__}")


def from_json(kind: Any, data: JSON) -> Any:
    """Rebuild a value of type `kind` from `to_json` output; raises ValueError on a mismatch."""
    origin = get_origin(kind)
    if kind is Any:
        return data
    if origin in (Union, types.UnionType):
        return _from_union(get_args(kind), data)
    if origin is tuple:
        args = get_args(kind)
        items = _expect(list, data, kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v) for v in items)
        if len(args) != len(items):
            raise ValueError(f"expected {len(args)} items, got {len(items)}")
        return tuple(from_json(a, v) for a, v in zip(args, items, strict=True))
    if origin is frozenset:
        (arg,) = get_args(kind)
        return frozenset(from_json(arg, v) for v in _expect(list, data, kind))
    if origin is dict:
        key_type, value_type = get_args(kind)
        mapping = _expect(dict, data, kind)
        return {from_json(key_type, k): from_json(value_type, v) for k, v in mapping.items()}
    if origin is typing.Literal:
        if data not in get_args(kind):
            raise ValueError(f"{quoted(data)} is not one of {get_args(kind)}")
        return data
    if isinstance(kind, type):
        return _from_class(kind, data)
    raise TypeError(f"cannot rebuild {kind!r}")


def _from_class(kind: type, data: JSON) -> Any:
    if kind is type(None):
        if data is not None:
            raise ValueError(f"expected null, got {quoted(data)}")
        return None
    if issubclass(kind, enum.Enum):
        return kind(data)
    if kind is bool:
        return _expect(bool, data, kind)
    if kind is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise ValueError(f"expected a whole number, got {quoted(data)}")
        return data
    if kind is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise ValueError(f"expected a number, got {quoted(data)}")
        return float(data)
    if kind is str:
        return _expect(str, data, kind)
    if dataclasses.is_dataclass(kind):
        mapping = _expect(dict, data, kind)
        hints = _hints(kind)
        values = {}
        for f in dataclasses.fields(kind):
            if f.name in mapping:
                try:
                    values[f.name] = from_json(hints[f.name], mapping[f.name])
                except (ValueError, TypeError) as exc:
                    raise ValueError(f"{kind.__name__}.{f.name}: {exc}") from None
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ValueError(f"{kind.__name__} is missing the field {f.name!r}")
        unknown = set(mapping) - {f.name for f in dataclasses.fields(kind)}
        if unknown:
            raise ValueError(f"{kind.__name__} has unknown fields {sorted(unknown)}")
        return kind(**values)
    raise TypeError(f"cannot rebuild {kind.__name__}")


def _from_union(args: tuple[Any, ...], data: JSON) -> Any:
    if data is None and type(None) in args:
        return None
    errors = []
    for arg in args:
        if arg is type(None):
            continue
        try:
            return from_json(arg, data)
        except (ValueError, TypeError) as exc:
            errors.append(str(exc))
    raise ValueError("; ".join(errors) or f"unexpected {quoted(data)}")


def _expect(kind: type, data: JSON, wanted: Any) -> Any:
    if not isinstance(data, kind):
        name = getattr(wanted, "__name__", str(wanted))
        raise ValueError(f"expected {name}, got {type(data).__name__}")
    return data


@functools.cache
def _hints(kind: type) -> dict[str, Any]:
    return get_type_hints(kind)


class ActionCodec:
    """Encodes a game's actions as `{"type": ClassName, ...fields}` and decodes them back."""

    def __init__(self, action_types: tuple[type, ...]) -> None:
        self._types = {t.__name__: t for t in action_types}

    def encode(self, action: object) -> dict[str, JSON]:
        name = type(action).__name__
        if name not in self._types:
            raise TypeError(f"{name} is not an action of this game")
        body = to_json(action)
        return {"type": name, **body}

    def decode(self, data: JSON) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(f"an action must be an object with a type, got {quoted(data)}")
        kind = self._types.get(data["type"])
        if kind is None:
            raise ValueError(f"unknown action type {quoted(data['type'])}")
        return from_json(kind, {k: v for k, v in data.items() if k != "type"})
