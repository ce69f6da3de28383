"""The Psychologizer board as data: the credits track of each degree and the spinner (no Qt).

`assets/boards/psychologizer.json` holds the three degrees (credits needed and the year levels,
the white squares a player can never fall back past) and the spinner's segments (kind, the
category a category segment asks about, relative size, colour, whether it is one of the
white spaces used by the start-of-game spin, and optionally a `short` word for the wheel itself,
whose segments are too narrow for a long label at a readable size). This module reads and
checks that file; the rules and the scene both take their numbers from the `Board` it returns.
Rulebook: "Object of the Game", "Play" (year levels), "Special Spinner Spaces", "Start of Play".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from psychboard.core.board import BOARD_FORMAT, BOARD_VERSION
from psychboard.core.errors import BoardError
from psychboard.core.files import read_json
from psychboard.core.resources import asset
from psychboard.games.psychologizer.deck import CATEGORIES

DEGREE_IDS = ("bachelor", "master", "doctorate")
SEGMENT_KINDS = ("category", "flash_of_insight", "move_ahead", "pick_and_score", "pick_and_play")
SPECIAL_KINDS = SEGMENT_KINDS[1:]
_COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass(frozen=True, slots=True)
class Degree:
    id: str
    label: str
    short: str
    credits: int
    year_levels: tuple[int, ...]

    def floor_for(self, credits: int) -> int:
        """The highest year level at or below `credits` (0 below the first)."""
        return max((y for y in self.year_levels if y <= credits), default=0)

    def next_year_level(self, credits: int) -> int | None:
        """The first year level above `credits`, or None when only graduation lies ahead."""
        return next((y for y in self.year_levels if y > credits), None)


@dataclass(frozen=True, slots=True)
class Segment:
    id: str
    label: str
    kind: str
    category: str | None
    weight: int
    colour: str
    white: bool
    short: str = ""  # the word on the wheel; the label when the board file gives none

    @property
    def wheel_label(self) -> str:
        return self.short or self.label


@dataclass(frozen=True, slots=True)
class Board:
    degrees: tuple[Degree, ...]
    segments: tuple[Segment, ...]

    def degree(self, degree_id: str) -> Degree:
        for degree in self.degrees:
            if degree.id == degree_id:
                return degree
        raise KeyError(degree_id)

    def degree_index(self, degree_id: str) -> int:
        return DEGREE_IDS.index(degree_id)

    def segment(self, segment_id: str) -> Segment:
        for segment in self.segments:
            if segment.id == segment_id:
                return segment
        raise KeyError(segment_id)

    def probability(self, segment_id: str) -> float:
        """The chance a spin lands on this segment: its weight over the total weight."""
        return self.segment(segment_id).weight / sum(s.weight for s in self.segments)


@cache
def shipped_board() -> Board:
    """The board Psychboard ships with, read once."""
    return load_board(asset("boards", "psychologizer.json"))


def load_board(path: Path) -> Board:
    """Read and check a board file; raises BoardError naming the file and the bad entry."""
    data = read_json(path, BoardError)
    if not isinstance(data, dict) or data.get("format") != BOARD_FORMAT:
        raise BoardError(path, f"not a Psychboard board (it needs \"format\": \"{BOARD_FORMAT}\")")
    if data.get("version") != BOARD_VERSION or data.get("game") != "psychologizer":
        raise BoardError(path, f"expected a version {BOARD_VERSION} board for psychologizer")
    try:
        return Board(_degrees(data.get("degrees")), _segments(data.get("spinner")))
    except ValueError as exc:
        raise BoardError(path, str(exc)) from None


def _degrees(raw: Any) -> tuple[Degree, ...]:
    if not isinstance(raw, list) or [d.get("id") if isinstance(d, dict) else None
                                     for d in raw] != list(DEGREE_IDS):
        raise ValueError(f"\"degrees\" must list {list(DEGREE_IDS)} in that order")
    degrees = []
    for entry in raw:
        name = f"degree {entry['id']!r}"
        credits = _int(entry, "credits", name)
        levels = entry.get("year_levels")
        if not isinstance(levels, list) or not all(
                isinstance(y, int) and not isinstance(y, bool) for y in levels):
            raise ValueError(f"{name}: \"year_levels\" must be a list of whole numbers")
        if levels != sorted(set(levels)) or (levels and not 0 < levels[0] <= levels[-1] < credits):
            raise ValueError(f"{name}: year levels must rise strictly between 0 and {credits}")
        degrees.append(Degree(entry["id"], _str(entry, "label", name), _str(entry, "short", name),
                              credits, tuple(levels)))
    return tuple(degrees)


def _segments(raw: Any) -> tuple[Segment, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError("\"spinner\" must be a non-empty list of segments")
    segments: list[Segment] = []
    for number, entry in enumerate(raw, start=1):
        if not isinstance(entry, dict):
            raise ValueError(f"spinner segment {number} is not an object")
        name = f"spinner segment {entry.get('id', number)!r}"
        kind = _str(entry, "kind", name)
        if kind not in SEGMENT_KINDS:
            raise ValueError(f"{name}: kind {kind!r} is not one of {list(SEGMENT_KINDS)}")
        category = entry.get("category")
        if (kind == "category") != (category is not None):
            raise ValueError(f"{name}: only category segments (all of them) name a category")
        if category is not None and category not in CATEGORIES:
            raise ValueError(f"{name}: unknown category {category!r} "
                             f"(known: {list(CATEGORIES)})")
        colour = _str(entry, "colour", name)
        if not _COLOUR.match(colour):
            raise ValueError(f"{name}: colour {colour!r} is not #RRGGBB")
        weight = _int(entry, "weight", name)
        if weight <= 0:
            raise ValueError(f"{name}: weight must be positive")
        white = entry.get("white")
        if not isinstance(white, bool):
            raise ValueError(f"{name}: \"white\" must be true or false")
        segments.append(Segment(_str(entry, "id", name), _str(entry, "label", name), kind,
                                category, weight, colour, white,
                                _str(entry, "short", name) if "short" in entry else ""))
    _check_spinner(segments)
    return tuple(segments)


def _check_spinner(segments: list[Segment]) -> None:
    ids = [s.id for s in segments]
    if len(set(ids)) != len(ids):
        raise ValueError("two spinner segments share an id")
    missing = set(CATEGORIES) - {s.category for s in segments}
    if missing:
        raise ValueError(f"the spinner has no segment for {sorted(missing)}")
    kinds: Mapping[str, int] = {k: sum(s.kind == k for s in segments) for k in SPECIAL_KINDS}
    if any(count != 1 for count in kinds.values()):
        raise ValueError(f"the spinner needs exactly one segment of each special kind {kinds}")
    if not any(s.white for s in segments):
        raise ValueError("the spinner needs at least one white segment for the start spin")


def _str(entry: Mapping[str, Any], key: str, name: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{name}: {key!r} must be a non-empty text")
    return value


def _int(entry: Mapping[str, Any], key: str, name: str) -> int:
    value = entry.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name}: {key!r} must be a whole number")
    return value
