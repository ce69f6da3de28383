"""Typed errors. Every message a user may read names the file, the item and what to do."""

from __future__ import annotations


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


class AssetMissing(FileProblem):
    """A file the app ships with is not where it should be."""
