"""Hostile variants of real files: damaged bytes, and JSON whose parts were deleted, moved
or replaced by odd values (deep nesting, huge numbers, true for a number, lone surrogates,
very long strings, another envelope). Pure functions of a seeded Random, so a mutant that
fails can be made again from its label."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

# Nesting is written in the text, in place of these markers: json.dumps can't nest so deep.
DEEP = "\u0000deep\u0000"
NEARLY_DEEP = "\u0000nearly deep\u0000"   # 900 levels parse, then test each reader's own
NESTING = {DEEP: "[" * 100_000 + "]" * 100_000, NEARLY_DEEP: "[" * 900 + "0" + "]" * 900}
HUGE_DIGITS = "9" * 5000           # beyond Python's int-from-text limit

ODD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1.5, 2**63, 10**400, float("inf"), float("nan"), "", "x" * 200,
    "x" * 1_000_000, "\ud800", "<b>markup</b>\n\t", "../../etc/passwd", [], {}, [[]],
    {"format": "psychboard-save"}, [None] * 3, DEEP, NEARLY_DEEP, NEARLY_DEEP)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, the root included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*prefix, index))
    return found


def _parent(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        value = value[step]
    return value


def _pick(data: Any, rnd: random.Random, keep: Callable[[Any], bool] = lambda _v: True
          ) -> tuple[Any, ...]:
    """A random place below the root, as likely near the top (the envelope, the seats) as
    deep inside one card or move: first a depth, then a place at that depth."""
    by_depth: dict[int, list[tuple[Any, ...]]] = {}
    for path in _paths(data):
        if keep(_value(data, path)):
            by_depth.setdefault(len(path), []).append(path)
    deeper = [d for d in by_depth if d > 0] or list(by_depth) or [0]
    return rnd.choice(by_depth.get(rnd.choice(deeper), [()]))


def _odd(rnd: random.Random) -> Any:
    return rnd.choice(ODD_VALUES)


def _replace(data: Any, rnd: random.Random, other_games: list[str]) -> str:
    path = _pick(data, rnd)
    if not path:
        return "root"
    value = _odd(rnd)
    if path[-1] == "game" and other_games and rnd.random() < 0.5:
        value = rnd.choice(other_games)
    _parent(data, path)[path[-1]] = value
    return f"replace {'/'.join(map(str, path))}"


ODD_BUT_FINE = ("Zoë 😀", "<b>Ann</b> & co", "שרה", "O'Brien \"Bob\"", "x" * 40, "{player}",
                "%s %n", "a\u200bb")


def _retext(data: Any, rnd: random.Random, _games: list[str]) -> str:
    """Text a family could type in an odd place: the file stays valid, the app must cope."""
    texts = [p for p in _paths(data) if p and p[-1] in ("name", "title", "text")]
    if not texts:
        return _replace(data, rnd, _games)
    path = rnd.choice(texts)
    _parent(data, path)[path[-1]] = rnd.choice(ODD_BUT_FINE)
    return f"retext {'/'.join(map(str, path))}"


def _delete(data: Any, rnd: random.Random, _games: list[str]) -> str:
    path = _pick(data, rnd)
    if path:
        del _parent(data, path)[path[-1]]
    return f"delete {'/'.join(map(str, path))}"


def _reorder(data: Any, rnd: random.Random, _games: list[str]) -> str:
    path = _pick(data, rnd, lambda v: isinstance(v, list) and bool(v))
    items = _value(data, path)
    if not isinstance(items, list) or not items:
        return "reorder none"
    how = rnd.choice(("shuffle", "duplicate", "drop", "reverse"))
    if how == "shuffle":
        rnd.shuffle(items)
    elif how == "duplicate":
        items.insert(rnd.randrange(len(items) + 1), rnd.choice(items))
    elif how == "drop":
        items.pop(rnd.randrange(len(items)))
    else:
        items.reverse()
    return f"{how} {'/'.join(map(str, path))}"


def _extra_key(data: Any, rnd: random.Random, _games: list[str]) -> str:
    path = _pick(data, rnd, lambda v: isinstance(v, dict))
    if isinstance(_value(data, path), dict):
        _value(data, path)[rnd.choice(("extra", "id", "__proto__", ""))] = _odd(rnd)
    return f"extra key at {'/'.join(map(str, path))}"


def _value(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


JSON_OPS: tuple[Callable[[Any, random.Random, list[str]], str], ...] = (
    _replace, _replace, _replace, _delete, _delete, _reorder, _extra_key, _retext, _retext)


def _dump(data: Any, rnd: random.Random) -> bytes:
    text = json.dumps(data, indent=rnd.choice((None, 1)), ensure_ascii=rnd.random() < 0.5,
                      check_circular=False)
    for marker, nesting in NESTING.items():
        for ascii_only in (True, False):
            text = text.replace(json.dumps(marker, ensure_ascii=ascii_only), nesting)
    return text.encode("utf-8", "surrogatepass")


def _bytes_op(source: bytes, rnd: random.Random) -> tuple[str, bytes]:
    size = len(source)
    how = rnd.choice(("truncate", "truncate", "flip", "flip", "insert", "cut", "not utf-8",
                      "bom", "nul", "empty", "blank", "twice", "huge number"))
    at = rnd.randrange(max(1, size))
    if how == "truncate":
        return f"truncate at {at}", source[:at]
    if how == "flip":
        data = bytearray(source)
        for _ in range(rnd.randint(1, 8)):
            data[rnd.randrange(size)] ^= 1 << rnd.randrange(8)
        return "flip bits", bytes(data)
    if how == "insert":
        return f"insert at {at}", source[:at] + rnd.randbytes(rnd.randint(1, 16)) + source[at:]
    if how == "cut":
        return f"cut at {at}", source[:at] + source[at + rnd.randint(1, 200):]
    if how == "not utf-8":
        return f"0xff at {at}", source[:at] + b"\xff\xfe" + source[at:]
    if how == "bom":
        return "bom", b"\xef\xbb\xbf" + source
    if how == "nul":
        return f"nul at {at}", source[:at] + b"\x00" + source[at:]
    if how == "empty":
        return "empty", b""
    if how == "blank":
        return "blank", b" \n\t\n"
    if how == "twice":
        return "twice", source + source
    digits = [i for i in range(size) if chr(source[i]).isdigit()] or [0]
    at = rnd.choice(digits)
    return f"huge number at {at}", source[:at] + HUGE_DIGITS.encode() + source[at:]


def mutant(source: bytes, rnd: random.Random, other_games: list[str]) -> tuple[str, bytes]:
    """One hostile variant of `source` (a JSON file) and a label saying what was done."""
    if rnd.random() < 0.3:
        return _bytes_op(source, rnd)
    data = json.loads(source)
    labels = [rnd.choice(JSON_OPS)(data, rnd, other_games) for _ in range(rnd.randint(1, 3))]
    return "; ".join(labels), _dump(data, rnd)


# One value of every JSON type, and the near misses a hand-edited file holds.
EVERY_TYPE: tuple[Any, ...] = (None, True, False, 0, -1, 5, 1.5, 10**40, "", "x", "Easy",
                               "greedy", " hard", "x" * 5000, [], [None], ["x"], {}, {"x": 1})
AIMED_AT = {"save": ("options", "seats", "content"), "deck": ("cards",)}


def aimed(source: bytes, rnd: random.Random, kind: str) -> tuple[str, bytes]:
    """A valid file with one field of its settings, seats, pinned content or cards given a
    value of another type (or an empty list, a near-miss name): the mistakes that pass a
    first look, which every field's check must refuse by name."""
    data = json.loads(source)
    places = [p for p in _paths(data) if len(p) > 1 and p[0] in AIMED_AT[kind]]
    if not places:
        return "aimed none", source
    path = rnd.choice(places)
    current = _value(data, path)
    if isinstance(current, list) and current and rnd.random() < 0.3:
        value: Any = []
    else:
        value = rnd.choice([v for v in EVERY_TYPE if v != current or type(v) is not
                            type(current)])
    _parent(data, path)[path[-1]] = value
    shown = repr(value) if len(repr(value)) < 20 else f"{repr(value)[:17]}..."
    return f"aimed {'/'.join(map(str, path))} = {shown}", _dump(data, rnd)
