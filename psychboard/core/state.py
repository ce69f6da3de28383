"""Fast copies and constructors for the frozen, slotted dataclasses the rules use as states.

`dataclasses.replace` checks every field and goes through `__init__`, whose frozen
`object.__setattr__` calls cost more than the rest of a typical rules step. The functions
here do the same jobs with code generated once per class: the new object is built as an
instance of a mutable twin class with the very same slots (plain attribute stores, the
fastest the interpreter has), then given its real class — `__class__` assignment is allowed
between classes with the same `__slots__`. The result is an ordinary instance: equal,
hashable, picklable and serialised like one made by `__init__`.

Like `replace`, an unknown field name raises TypeError. `__init__` and `__post_init__` are
not run, so a class with a `__post_init__` (a check of its own) or a `default_factory`, and a
subclass of another dataclass, get the plain `replace` / constructor instead.

- `evolve(state, round=2)`: the general form, for any dataclass instance;
- `evolver(State)` / `builder(Move)`: the generated functions themselves, for a rules
  module's hot path (they skip `evolve`'s look-up by type, a third of a small copy's cost);
- `evolver(State, "sealed")`: a copy changing just those fields, given positionally, which
  halves the cost again for a state of thirty fields.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_MISSING: Any = object()
_EVOLVERS: dict[tuple[object, ...], Callable[..., Any]] = {}
_BUILDERS: dict[type, Callable[..., Any]] = {}


def evolve(obj: T, /, **changes: Any) -> T:
    """A copy of the dataclass instance `obj` with the named fields changed."""
    make = _EVOLVERS.get((type(obj),)) or evolver(type(obj))
    result: T = make(obj, **changes)
    return result


def evolver(cls: type[T], *changing: str) -> Callable[..., T]:
    """`evolve` for instances of `cls` only: `evolver(State)(state, round=2)`.

    Naming the fields that change gives a faster function that takes their new values in
    that order and copies the rest: `evolver(State, "sealed")(state, sealed)`.
    """
    key = (cls, *changing)
    made = _EVOLVERS.get(key)
    if made is None:
        fields, twin = _layout(cls)
        names = [f.name for f in fields]
        unknown = set(changing) - set(names)
        if unknown or len(set(changing)) != len(changing):
            raise TypeError(f"{cls.__name__} cannot evolve {list(changing)}: fields are {names}")
        if twin is None:
            def fallback(obj: Any, /, *values: Any, **changes: Any) -> Any:
                return dataclasses.replace(obj, **dict(zip(changing, values, strict=True)),
                                           **changes)
            made = fallback
        elif changing:
            body = "".join(f"    __copy.{name} = {name if name in changing else '__old.' + name}\n"
                           for name in names)
            made = _compile(f"evolve_{cls.__name__}", ", ".join(("__old", *changing)), body,
                            cls, twin)
        else:
            # Double-underscore names cannot clash with a field's name.
            params = ", ".join(f"{name}=__missing" for name in names)
            body = "".join(f"    __copy.{name} = __old.{name} if {name} is __missing else {name}\n"
                           for name in names)
            made = _compile(f"evolve_{cls.__name__}", f"__old, /, *, {params}", body, cls, twin)
        _EVOLVERS[key] = made
    return made


def builder(cls: type[T]) -> Callable[..., T]:
    """A constructor for `cls` taking the same arguments as `cls(...)`, without `__init__`."""
    made = _BUILDERS.get(cls)
    if made is None:
        fields, twin = _layout(cls)
        if twin is None or any(f.kw_only for f in fields):
            made = cls
        else:
            params = ", ".join(_param(f) for f in fields)
            body = "".join(f"    __copy.{f.name} = {f.name}\n" for f in fields)
            defaults = {f"__default_{f.name}": f.default for f in fields}
            made = _compile(f"build_{cls.__name__}", params, body, cls, twin, defaults)
        _BUILDERS[cls] = made
    return made


def _param(field: dataclasses.Field[Any]) -> str:
    if field.default is dataclasses.MISSING:
        return field.name
    return f"{field.name}=__default_{field.name}"


def _compile(name: str, params: str, body: str, cls: type, twin: type,
             extra: dict[str, Any] | None = None) -> Callable[..., Any]:
    source = (f"def {name}({params}):\n"
              f"    __copy = __new(__twin)\n{body}"
              f"    __copy.__class__ = __cls\n"
              f"    return __copy\n")
    namespace: dict[str, Any] = {"__missing": _MISSING, "__new": object.__new__,
                                 "__twin": twin, "__cls": cls, **(extra or {})}
    exec(source, namespace)  # noqa: S102 - the source is built from field names only
    made: Callable[..., Any] = namespace[name]
    return made


def _layout(cls: type) -> tuple[tuple[dataclasses.Field[Any], ...], type | None]:
    """The fields and a plain class with `cls`'s slots, or None when that cannot work."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls.__name__} is not a dataclass")
    fields = dataclasses.fields(cls)
    slots = cls.__dict__.get("__slots__")
    if (cls.__bases__ != (object,) or slots is None
            or sorted(slots) != sorted(f.name for f in fields)
            or hasattr(cls, "__post_init__")
            or any(f.default_factory is not dataclasses.MISSING for f in fields)):
        return fields, None
    twin = type(f"_Mutable{cls.__name__}", (), {"__slots__": tuple(slots)})
    probe: Any = object.__new__(twin)
    try:
        probe.__class__ = cls
    except TypeError:
        return fields, None
    return fields, twin
