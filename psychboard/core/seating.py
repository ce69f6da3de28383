"""What a seat may look like: its token shapes and colour format, checked wherever a seat is
read from a file. Kept light (core.errors imports nothing): the start page reads it before the
first frame."""

from __future__ import annotations

from psychboard.core.errors import quoted

TOKEN_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "heart", "cross")
MAX_NAME_CHARS = 40


def colour_problem(colour: object) -> str | None:
    """None for a colour written "#RRGGBB", else what is wrong with it."""
    if not isinstance(colour, str) or len(colour) != 7 or colour[0] != "#":
        return f"the colour {quoted(colour)} is not written #RRGGBB"
    if any(c not in "0123456789abcdefABCDEF" for c in colour[1:]):
        return f"the colour {quoted(colour)} is not written #RRGGBB"
    return None


def name_problem(name: object) -> str | None:
    """None for a name a family could type; else why it can't be shown and saved."""
    if not isinstance(name, str) or not name.strip():
        return "a seat has no name"
    if len(name) > MAX_NAME_CHARS:
        return f"the name {quoted(name)} is longer than {MAX_NAME_CHARS} characters"
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return f"the name {quoted(name)} holds a broken character"
    if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in name):
        return f"the name {quoted(name)} holds a control character"
    return None
