"""A board as data: spaces on a track, extra arrows and a finish, with the moves they allow.

A game's board lives in `assets/boards/<game>.json`:

    {"format": "psychboard-board", "version": 1, "game": "<game id>", "id": "hexagon",
     "spaces": [{"id": "start", "kind": "office", "label": "First corner",
                 "pos": [0, 0], "group": "side-1", "data": {...}}, ...],
     "track": ["start", "s1", ...], "loop": true,
     "arrows": {"centre-1": {"from": "centre", "to": "start"}, ...},
     "finish": "finish"}

`track` is the order pieces move in (every space, in file order, when it is left out); with
`"loop": true` it wraps around, otherwise it is a line that stops at its last space. Spaces
left off the track (a centre space, a deck's place) can still be the ends of arrows. `pos` is
where a space is drawn, in board units; `group` gathers spaces (a side of the hexagon, a Stage
of Life); `data` is anything else a game wants to say about a space. Keys the model does not
know are left for the game to read. Walking, passing and jumping are methods of `Board`, so
every game moves pieces the same way. Pure: no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from psychboard.core.errors import BoardError, quoted
from psychboard.core.files import read_json

BOARD_FORMAT = "psychboard-board"
BOARD_VERSION = 1

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Space:
    """One space: what kind it is, its printed label and where it is drawn."""

    id: str
    kind: str
    label: str
    pos: tuple[float, float]
    group: str | None = None
    data: Mapping[str, Any] = field(default_factory=lambda: _EMPTY, hash=False)


@dataclass(frozen=True, slots=True)
class Board:
    """Spaces, the track through them (a loop or a line), named arrows and the finish."""

    id: str
    spaces: tuple[Space, ...]
    track: tuple[str, ...]
    loop: bool = False
    arrows: Mapping[str, tuple[str, str]] = field(default_factory=lambda: _EMPTY, hash=False)
    finish: str | None = None
    _by_id: Mapping[str, Space] = field(init=False, repr=False, compare=False, hash=False)
    _place: Mapping[str, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {s.id: s for s in self.spaces})
        object.__setattr__(self, "_place", {sid: i for i, sid in enumerate(self.track)})

    def space(self, space_id: str) -> Space:
        return self._by_id[space_id]

    def spaces_of_kind(self, kind: str) -> tuple[Space, ...]:
        return tuple(s for s in self.spaces if s.kind == kind)

    def on_track(self, space_id: str) -> bool:
        return space_id in self._place

    def walk(self, start: str, steps: int) -> tuple[tuple[str, ...], str]:
        """Move `steps` along the track (backwards when negative): every space passed or
        landed on, in order, and the space landed on. A loop wraps; a line stops at its end."""
        at = self._index(start)
        step = 1 if steps >= 0 else -1
        count = abs(steps)
        if not self.loop:
            count = min(count, len(self.track) - 1 - at if step > 0 else at)
        n = len(self.track)
        path = tuple(self.track[(at + step * k) % n] for k in range(1, count + 1))
        return path, path[-1] if path else start

    def passes(self, start: str, steps: int, target: str) -> bool:
        """Whether moving `steps` from `start` reaches or goes past `target` (FINISH, an
        office): a loop passes each space at most once per lap."""
        self._index(target)
        return target in self.walk(start, steps)[0]

    def follow(self, arrow: str) -> str:
        """The space an arrow leads to."""
        return self.arrows[arrow][1]

    def distance(self, a: str, b: str) -> int:
        """Steps forward from `a` to `b`: on a loop always 0 or more, on a line negative when
        `b` lies behind `a`."""
        steps = self._index(b) - self._index(a)
        return steps % len(self.track) if self.loop else steps

    def _index(self, space_id: str) -> int:
        try:
            return self._place[space_id]
        except KeyError:
            raise ValueError(f"space {quoted(space_id)} is not on the track of board {self.id!r}"
                             ) from None


def load_board(path: Path, game: str | None = None, kinds: Collection[str] | None = None
               ) -> Board:
    """Read and check a board file; `game` and `kinds` (the space kinds the game knows) are
    checked when given. Raises BoardError naming the file, the space and the field."""
    return board_from_data(read_json(path, BoardError), path, game, kinds)


def board_from_data(data: Any, path: Path | str, game: str | None = None,
                    kinds: Collection[str] | None = None) -> Board:
    """`load_board` on JSON data already read; `path` names it in errors."""
    if not isinstance(data, dict) or data.get("format") != BOARD_FORMAT:
        raise BoardError(path, f"not a Psychboard board (it needs \"format\": \"{BOARD_FORMAT}\")")
    if data.get("version") != BOARD_VERSION:
        raise BoardError(path, f"unsupported board version {quoted(data.get('version'))} (this "
                         f"Psychboard reads version {BOARD_VERSION})", field="version")
    if game is not None and data.get("game") != game:
        raise BoardError(path, f"this board is for {quoted(data.get('game'))}, not {game!r}",
                         field="game")
    board_id = data.get("id")
    if not isinstance(board_id, str) or not board_id.strip():
        raise BoardError(path, "must be a non-empty text", field="id")
    spaces = _spaces(data.get("spaces"), path, kinds)
    known = {s.id for s in spaces}
    track = _track(data.get("track", [s.id for s in spaces]), known, path)
    loop = data.get("loop", False)
    if not isinstance(loop, bool):
        raise BoardError(path, "must be true or false", field="loop")
    finish = data.get("finish")
    if finish is not None and finish not in track:
        raise BoardError(path, f"{quoted(finish)} is not a space on the track", field="finish")
    return Board(board_id, spaces, track, loop, _arrows(data.get("arrows", {}), known, path),
                 finish)


def _spaces(raw: Any, path: Path | str, kinds: Collection[str] | None) -> tuple[Space, ...]:
    if not isinstance(raw, list) or not raw:
        raise BoardError(path, "must be a non-empty list of spaces", field="spaces")
    spaces: list[Space] = []
    seen: set[str] = set()
    for number, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise BoardError(path, "is not an object", f"space {number}")
        space_id = entry.get("id")
        if not isinstance(space_id, str) or not space_id.strip():
            raise BoardError(path, "must be a non-empty text", f"space {number}", "id")
        item = f"space {quoted(space_id)}"
        if space_id in seen:
            raise BoardError(path, "another space already has this id", item, "id")
        seen.add(space_id)
        kind = _text(entry, "kind", path, item)
        if kinds is not None and kind not in kinds:
            raise BoardError(path, f"{quoted(kind)} is not one of {sorted(kinds)}", item, "kind")
        group = entry.get("group")
        if group is not None and not isinstance(group, str):
            raise BoardError(path, "must be a text", item, "group")
        data = entry.get("data", {})
        if not isinstance(data, dict):
            raise BoardError(path, "must be an object", item, "data")
        spaces.append(Space(space_id, kind, _text(entry, "label", path, item, empty=True),
                            _pos(entry.get("pos"), path, item), group,
                            MappingProxyType(data) if data else _EMPTY))
    return tuple(spaces)


def _text(entry: Mapping[str, Any], key: str, path: Path | str, item: str,
          empty: bool = False) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not (empty or value.strip()):
        raise BoardError(path, "must be a text" if empty else "must be a non-empty text",
                         item, key)
    return value


def _pos(raw: Any, path: Path | str, item: str) -> tuple[float, float]:
    if not (isinstance(raw, list) and len(raw) == 2 and all(
            isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
            for v in raw)):
        raise BoardError(path, f"must be two numbers [x, y], not {quoted(raw)}", item, "pos")
    return float(raw[0]), float(raw[1])


def _track(raw: Any, known: set[str], path: Path | str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw:
        raise BoardError(path, "must be a non-empty list of space ids", field="track")
    for number, space_id in enumerate(raw, start=1):
        if space_id not in known:
            raise BoardError(path, f"entry {number} names no space ({quoted(space_id)})",
                             field="track")
    if len(set(raw)) != len(raw):
        twice = next(s for s in raw if raw.count(s) > 1)
        raise BoardError(path, f"space {quoted(twice)} is on the track twice", field="track")
    return tuple(raw)


def _arrows(raw: Any, known: set[str], path: Path | str) -> Mapping[str, tuple[str, str]]:
    if not isinstance(raw, dict):
        raise BoardError(path, "must be an object of named arrows", field="arrows")
    arrows: dict[str, tuple[str, str]] = {}
    for name, entry in raw.items():
        item = f"arrow {quoted(name)}"
        if not isinstance(entry, dict):
            raise BoardError(path, "must be an object with \"from\" and \"to\"", item)
        for end in ("from", "to"):
            if entry.get(end) not in known:
                raise BoardError(path, f"names no space ({quoted(entry.get(end))})", item, end)
        arrows[name] = (entry["from"], entry["to"])
    return MappingProxyType(arrows)
