"""A saved game is its configuration, seed and action log; loading replays it (DESIGN §8).

    {"format": "psychboard-save", "version": 1, "game": "<game id>", "options": {...},
     "seed": 123, "seats": [{...}], "actions": [{"seat": 0, "action": {...}}]}

Replaying through the rules checks every action again, so a save that was edited by hand can
never produce a position the rules forbid: it is refused with the first bad step named.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psychboard.core.errors import IllegalAction, PsychboardError, SaveError, quoted
from psychboard.core.files import read_json, write_json_atomic
from psychboard.core.protocol import Rules, Seat
from psychboard.core.seating import TOKEN_SHAPES, colour_problem, name_problem
from psychboard.core.serial import ActionCodec, from_json, to_json

SAVE_FORMAT = "psychboard-save"
SAVE_VERSION = 1

SEAT_KINDS = ("human", "phone", "computer")


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """Who sits in a seat: a person's name, their colour and token, and who decides: a
    person at the screen ("human"), a person on their phone ("phone") or a computer."""

    name: str
    colour: str = "#0072B2"
    token: str = "circle"
    kind: str = "human"
    level: str = "medium"

    @property
    def is_human(self) -> bool:
        """A person, at the screen or on a phone."""
        return self.kind in ("human", "phone")

    @property
    def by_phone(self) -> bool:
        return self.kind == "phone"


@dataclass(frozen=True, slots=True)
class SavedGame:
    game: str
    options: Any
    seed: int
    seats: tuple[SeatConfig, ...]
    actions: tuple[tuple[Seat, Any], ...] = field(default=())
    content: Any = None  # what the deal depended on (Rules.content), pinned for replay


def encode(save: SavedGame, rules: Rules[Any, Any]) -> dict[str, Any]:
    codec = ActionCodec(rules.action_types)
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": save.game,
        "options": to_json(save.options),
        "seed": save.seed,
        "seats": [to_json(s) for s in save.seats],
        "actions": [{"seat": seat, "action": codec.encode(a)} for seat, a in save.actions],
    }
    content = save.content if save.content is not None else rules.content(save.options)
    if content is not None:
        data["content"] = content
    return data


def write(path: Path, save: SavedGame, rules: Rules[Any, Any]) -> None:
    write_json_atomic(path, encode(save, rules))


def holds(path: Path, save: SavedGame, rules: Rules[Any, Any]) -> bool:
    """Whether the file at `path` is a save of this very game, at this point or earlier (its
    steps are the first of `save`'s): what a finished game may delete as its own."""
    try:
        data = read_json(path, SaveError)
    except SaveError:
        return False
    mine = json.loads(dumps(save, rules))
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return False
    steps = data["actions"]
    return ({k: v for k, v in data.items() if k != "actions"}
            == {k: v for k, v in mine.items() if k != "actions"}
            and steps == mine["actions"][:len(steps)])


def peek_game(path: Path) -> str:
    """Which game a save belongs to, checking only the envelope."""
    game: str = _envelope(path, read_json(path, SaveError))["game"]
    return game


def read(path: Path, rules_for: Callable[[str], Rules[Any, Any] | None],
         levels_for: Callable[[str], Collection[str]] | None = None) -> SavedGame:
    """Load and fully validate a save. Raises SaveError naming the file and the first problem.

    `levels_for` gives a game's computer levels: a computer seat must name one of them.
    """
    data = _envelope(path, read_json(path, SaveError))
    rules = rules_for(data["game"])
    if rules is None:
        raise SaveError(path, f"it is a save of an unknown game {quoted(data['game'])}")
    if not isinstance(data.get("options"), dict):
        raise SaveError(path, "the save's game settings (\"options\") are missing")
    try:
        options = from_json(rules.options_type, data["options"])
        seats = tuple(from_json(SeatConfig, s) for s in _list(path, data, "seats"))
    except ValueError as exc:
        raise SaveError(path, f"the game settings are damaged ({exc})") from None
    levels = levels_for(data["game"]) if levels_for is not None else None
    problem = options_problem(options) or next(
        (f"seat {i + 1}: {p}" for i, seat in enumerate(seats)
         if (p := seat_problem(seat, levels))), None)
    if problem:
        raise SaveError(path, problem)
    if len(seats) != options.players:
        raise SaveError(path, f"it lists {len(seats)} seats for {options.players} players")
    codec = ActionCodec(rules.action_types)
    actions = []
    for number, entry in enumerate(_list(path, data, "actions"), start=1):
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(seats):
            raise SaveError(path, f"step {number} of the game is damaged (no valid seat)")
        try:
            actions.append((entry["seat"], codec.decode(entry.get("action"))))
        except ValueError as exc:
            raise SaveError(path, f"step {number} of the game is damaged ({exc})") from None
    save = SavedGame(data["game"], options, data["seed"], seats, tuple(actions),
                     data.get("content"))
    replay(rules, save, path)
    return save


def seat_problem(seat: SeatConfig, levels: Collection[str] | None = None) -> str | None:
    """What makes a seat unusable (a name that can't be shown or saved, an unknown token,
    colour or kind of player, a computer level not among `levels`), or None."""
    if seat.kind not in SEAT_KINDS:
        return f"the kind of player {quoted(seat.kind)} is not a person, a phone or a computer"
    if levels is not None and not seat.is_human and seat.level not in levels:
        return (f"the computer's level (\"level\") {quoted(seat.level)} is not one the game offers "
                f"({', '.join(levels)})")
    if seat.token not in TOKEN_SHAPES:
        return f"the token shape {quoted(seat.token)} is unknown (known: {', '.join(TOKEN_SHAPES)})"
    return colour_problem(seat.colour) or name_problem(seat.name)


def options_problem(options: Any) -> str | None:
    """A setting outside the choices the game offers (the new-game dialog offers no other)."""
    for f in dataclasses.fields(options):
        choices = f.metadata.get("choices")
        value = getattr(options, f.name)
        if choices and (value not in choices or type(value) is not type(next(iter(choices)))):
            return f"the setting {f.name!r} is {quoted(value)}, not one the game offers"
    return None


def replay(rules: Rules[Any, Any], save: SavedGame, path: Path | str = "<save>") -> Any:
    """The state after every logged action, checking each against the rules (dealing from
    the content the save pinned, when it pinned any)."""
    rules = pinned(rules, save, path)
    try:
        state = rules.new_game(save.options, save.seed)
    except IllegalAction as exc:
        raise SaveError(path, f"the game settings are not allowed ({exc})") from None
    return replay_from(rules, state, save.actions, path)


def pinned(rules: Rules[Any, Any], save: SavedGame, path: Path | str = "<save>"
           ) -> Rules[Any, Any]:
    """The rules dealing from what `save` was dealt from; a SaveError when that isn't here."""
    try:
        return rules.with_content(save.content)
    except PsychboardError as exc:
        raise SaveError(path, str(exc)) from None


def replay_from(rules: Rules[Any, Any], state: Any,
                actions: Sequence[tuple[Seat, Any]], path: Path | str = "<save>") -> Any:
    for number, (seat, action) in enumerate(actions, start=1):
        if seat not in rules.to_act(state):
            raise SaveError(path, f"step {number}: seat {seat} was not due to play")
        try:
            state = rules.apply(state, seat, action)
        except IllegalAction as exc:
            raise SaveError(path, f"step {number} breaks the rules ({exc})") from None
    return state


def _envelope(path: Path, data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "this is not a Psychboard saved game")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(path, "the save has no valid version number")
    if version > SAVE_VERSION:
        raise SaveError(path, f"it was saved by a newer Psychboard (save version {version}, this "
                        f"one reads up to {SAVE_VERSION}); update Psychboard to open it")
    if not isinstance(data.get("game"), str):
        raise SaveError(path, "the save does not say which game it is")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(path, "the save has no valid seed")
    return data


def _list(path: Path, data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list):
        raise SaveError(path, f"the save's {key!r} is missing or not a list")
    return value


def dumps(save: SavedGame, rules: Rules[Any, Any]) -> str:
    return json.dumps(encode(save, rules), indent=1, ensure_ascii=False)
