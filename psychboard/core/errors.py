"""Typed errors. Every message a user may read names the file, the item and what to do.

Names and values read from a file are quoted through `quoted`, short: a value thousands of
characters long must not bury the file and the place in a message.
"""

from __future__ import annotations

QUOTE_CHARS = 60


def quoted(value: object, limit: int = QUOTE_CHARS) -> str:
    """`value` as a message quotes it (its repr), cut after `limit` characters with "…"."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}…"
    try:
        text = repr(value)
    except ValueError:  # an integer too long for Python to write out
        return "a number too long to show"
    return text if len(text) <= limit else f"{text[:limit]}…"


class PsychboardError(Exception):
    """Base of every error the app raises on purpose."""


class IllegalAction(PsychboardError):
    """An action that the rules do not allow in this state, for this seat."""


class FileProblem(PsychboardError):
    """A user or asset file that cannot be used; the message names the file and the problem."""

    def __init__(self, path: object, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


class SaveError(FileProblem):
    """A saved game that is truncated, not JSON, from a newer version or inconsistent."""


class DeckError(FileProblem):
    """A deck file that fails validation."""


class BoardError(FileProblem):
    """A board file that fails validation: the message names the file, the item and the field.

    `item` is the space or arrow at fault (None for the file as a whole) and `field` the key
    that is wrong, so an editor can point at them.
    """

    def __init__(self, path: object, problem: str, item: str | None = None,
                 field: str | None = None) -> None:
        self.item, self.field = item, field
        where = [part for part in (item, f"field {quoted(field)}" if field else None) if part]
        super().__init__(path, f"{', '.join(where)}: {problem}" if where else problem)


class AssetMissing(FileProblem):
    """A file the app ships with is not where it should be."""
