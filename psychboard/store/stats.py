"""Statistics computed from the family's history, as chart data the Family page draws.

Pure functions of remembered games (store.games.Family): nothing here reads the database or
imports Qt, so every figure is tested on known histories. The charts are plain values —
a matrix, grouped bars (with an optional reference line), lines, leans and tiles — that
`gui/charts` paints. A game's own statistics live in the `family` module its GameSpec names;
this module keeps what every game shares (who played, wins and points, streaks, who played
what and when) and the helpers those modules use.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from psychboard.store.games import Family, GameRecord, SeatResult

OTHER_COLOUR = "#6B6B6B"


@dataclass(frozen=True, slots=True)
class Series:
    name: str
    colour: str
    values: tuple[float | None, ...]


@dataclass(frozen=True, slots=True)
class Matrix:
    """cells[r][c] from 0 to 1 (None: nothing to show), each with its own label."""

    title: str
    caption: str
    rows: tuple[str, ...]
    columns: tuple[str, ...]
    cells: tuple[tuple[float | None, ...], ...]
    labels: tuple[tuple[str, ...], ...]
    row_colours: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Bars:
    """Grouped bars: one group per label, one bar per series; `line` is drawn across them."""

    title: str
    caption: str
    labels: tuple[str, ...]
    series: tuple[Series, ...]
    line: Series | None = None
    unit: str = ""


@dataclass(frozen=True, slots=True)
class Lines:
    title: str
    caption: str
    labels: tuple[str, ...]
    series: tuple[Series, ...]
    unit: str = ""


@dataclass(frozen=True, slots=True)
class LeanRow:
    """One person's leans (-1: all the left pole, +1: all the right), game after game."""

    name: str
    colour: str
    points: tuple[tuple[float, ...], ...]


@dataclass(frozen=True, slots=True)
class Leans:
    title: str
    caption: str
    axes: tuple[tuple[str, str], ...]
    rows: tuple[LeanRow, ...]


@dataclass(frozen=True, slots=True)
class Tile:
    label: str
    value: str
    note: str = ""
    colour: str = OTHER_COLOUR


@dataclass(frozen=True, slots=True)
class Tiles:
    title: str
    caption: str
    tiles: tuple[Tile, ...]


Chart = Matrix | Bars | Lines | Leans | Tiles


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    games: int
    charts: tuple[Chart, ...] = field(default=())


# --- who sat where ------------------------------------------------------------------------

Key = tuple[str, int | str]
"""A person ("p", id) or a kind of computer player ("c", level)."""


def key_of(seat: SeatResult) -> Key | None:
    if seat.person is not None:
        return ("p", seat.person)
    if seat.kind == "computer":
        return ("c", seat.level)
    return None  # a seat whose person was deleted


class Cast:
    """The names and colours of everyone in a set of games, people first (by name), then the
    computer levels; a person's colour is their own."""

    def __init__(self, family: Family, games: Iterable[GameRecord] | None = None) -> None:
        colours = {p.id: p.colour for p in family.people}
        names = {p.id: p.name for p in family.people}
        seen: dict[Key, str] = {}
        for game in family.games if games is None else games:
            for seat in game.seats:
                key = key_of(seat)
                if key is not None and key not in seen:
                    seen[key] = names.get(seat.person or 0, seat.name) if key[0] == "p" \
                        else f"Computer ({seat.level})" if seat.level else "Computer"
        self.keys = sorted(seen, key=lambda k: (k[0] != "p", seen[k].casefold(), str(k[1])))
        self.names = seen
        self.colours = {k: colours.get(int(k[1]), OTHER_COLOUR) if k[0] == "p"
                        else OTHER_COLOUR for k in self.keys}

    @property
    def people(self) -> list[Key]:
        return [k for k in self.keys if k[0] == "p"]

    def label(self, key: Key) -> str:
        return self.names[key]


def seat_keys(game: GameRecord) -> list[Key | None]:
    return [key_of(s) for s in game.seats]


def ratio(right: float, tries: float) -> float | None:
    return right / tries if tries else None


def percent(value: float | None) -> str:
    return "" if value is None else f"{round(100 * value)}%"


# --- shared by every game ------------------------------------------------------------------

def wins_and_points(family: Family, unit: str = "points") -> Bars:
    """Each person's wins and their average score (computer levels too)."""
    cast = Cast(family)
    won: Counter[Key] = Counter()
    played: Counter[Key] = Counter()
    total: Counter[Key] = Counter()
    for game in family.games:
        for seat in game.seats:
            key = key_of(seat)
            if key is not None:
                played[key] += 1
                total[key] += seat.score
                won[key] += seat.won
    labels = tuple(cast.label(k) for k in cast.keys)
    return Bars("Wins and " + unit, f"Games won, and the average {unit} per game",
                labels, (
                    Series("games won", "#0072B2", tuple(float(won[k]) for k in cast.keys)),
                    Series(f"average {unit}", "#E69F00",
                           tuple(round(total[k] / played[k], 1) for k in cast.keys))))


def streaks(family: Family) -> Tiles:
    """Each person's longest run of games won in a row, over every game, and their run now."""
    cast = Cast(family)
    longest: Counter[Key] = Counter()
    current: Counter[Key] = Counter()
    for game in family.games:
        for seat in game.seats:
            key = key_of(seat)
            if key is None or key[0] != "p":
                continue
            current[key] = current[key] + 1 if seat.won else 0
            longest[key] = max(longest[key], current[key])
    return Tiles("Streaks", "The most games won in a row, and the run going now", tuple(
        Tile(cast.label(k), str(longest[k]), f"now {current[k]}", cast.colours[k])
        for k in cast.people))


def who_played_what(family: Family, titles: dict[str, str]) -> Matrix:
    """How many games each person played of each game."""
    cast = Cast(family)
    games = [g for g in titles if any(r.game == g for r in family.games)]
    counts: Counter[tuple[Key, str]] = Counter()
    for game in family.games:
        for key in set(seat_keys(game)):
            if key is not None and key[0] == "p":
                counts[key, game.game] += 1
    most = max(counts.values(), default=1)
    people = cast.people
    return Matrix("Who played what", "Games each person played, by game",
                  tuple(cast.label(k) for k in people), tuple(titles[g] for g in games),
                  tuple(tuple(counts[k, g] / most if counts[k, g] else None for g in games)
                        for k in people),
                  tuple(tuple(str(counts[k, g]) if counts[k, g] else "" for g in games)
                        for k in people),
                  tuple(cast.colours[k] for k in people))


def when(family: Family, months: int = 12, now: float | None = None) -> Matrix:
    """Games each person played in each of the last months (this month last)."""
    cast = Cast(family)
    local = time.localtime(time.time() if now is None else now)
    ends = [(local.tm_year * 12 + local.tm_mon - 1) - i for i in range(months)][::-1]
    counts: Counter[tuple[Key, int]] = Counter()
    for game in family.games:
        at = time.localtime(game.finished)
        month = at.tm_year * 12 + at.tm_mon - 1
        for key in set(seat_keys(game)):
            if key is not None and key[0] == "p":
                counts[key, month] += 1
    most = max((counts[k, m] for k in cast.people for m in ends), default=0) or 1
    names = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
             "Dec")
    people = cast.people
    return Matrix("When", f"Games each person played in each of the last {months} months",
                  tuple(cast.label(k) for k in people), tuple(names[m % 12] for m in ends),
                  tuple(tuple(counts[k, m] / most if counts[k, m] else None for m in ends)
                        for k in people),
                  tuple(tuple(str(counts[k, m]) if counts[k, m] else "" for m in ends)
                        for k in people),
                  tuple(cast.colours[k] for k in people))


def overall(family: Family, now: float | None = None) -> Section | None:
    """Across games: who played what and when, streaks (no game's own details needed)."""
    from psychboard.games import specs

    if not family.games:
        return None
    titles = {g: spec.title for g, spec in specs().items()}
    return Section("All games", len(family.games), (
        who_played_what(family, titles), when(family, now=now), streaks(family)))


def game_sections(family: Family) -> Iterator[Section]:
    """Each game played, in the registry's order, computed one at a time when asked."""
    from psychboard.games import specs

    for game_id, spec in specs().items():
        games = tuple(g for g in family.games if g.game == game_id)
        if not games or spec.family is None:
            continue
        charts = spec.family().charts
        yield Section(spec.title, len(games), tuple(charts(replace(family, games=games))))


def sections(family: Family, now: float | None = None) -> list[Section]:
    """Everything the Family page shows: across games first, then each game played."""
    first = overall(family, now)
    return ([first] if first else []) + list(game_sections(family))


def counts_of(details: Any, key: str) -> list[Any]:
    """A list kept in a game's details, or [] when an older record has none."""
    value = details.get(key) if isinstance(details, Mapping) else None
    return value if isinstance(value, list) else []
