"""What the rules read but never change: the board, the cards by id, and small lookups.

Offices are spread round the hexagon for fewer than six players (seat i sits at corner
⌊6i/n⌋), so turn order, seat order and the clockwise track agree.
"""

from __future__ import annotations

from pathlib import Path

from psychboard.core.board import Board, load_board
from psychboard.core.resources import asset
from psychboard.games.therapy.deck import (
    STAGES,
    CrisisCard,
    InsightCard,
    TherapyDecks,
    TherapyQuestion,
    load_therapy_decks,
)
from psychboard.games.therapy.rules.model import CRISIS_DECK, DECKS, THERAPY_DECK

SPACE_KINDS = ("office", "insight", "insight_chance", "group_therapy", "crisis", "finish",
               "psychosis")
CORNERS = 6


def shipped_board() -> Board:
    return load_board(Path(asset("boards", "therapy.json")), "therapy", SPACE_KINDS)


def office_of(seat: int, players: int) -> str:
    return f"office-{seat * CORNERS // players + 1}"


class Table:
    """The board and every card the game deals from."""

    def __init__(self, board: Board | None = None, decks: TherapyDecks | None = None) -> None:
        self.board = board or shipped_board()
        cards = decks or load_therapy_decks()
        self.questions: dict[str, TherapyQuestion] = {q.id: q for q in cards.questions}
        self.insight: dict[str, InsightCard] = {c.id: c for stage in STAGES
                                                for c in cards.insight.get(stage, ())}
        self.crisis: dict[str, CrisisCard] = {c.id: c for c in cards.crisis}
        self.deck_cards: tuple[tuple[str, ...], ...] = tuple(
            tuple(self.questions) if name == THERAPY_DECK
            else tuple(self.crisis) if name == CRISIS_DECK
            else tuple(c.id for c in cards.insight.get(name, ()))
            for name in DECKS)
        self.offices: tuple[str, ...] = tuple(s.id for s in self.board.spaces_of_kind("office"))

    def stage_at(self, space_id: str) -> str:
        """The Stage of Life of the side a space is on ("" for an office or Psychosis)."""
        group = self.board.space(space_id).group
        return group if group in STAGES else ""

    def label(self, space_id: str) -> str:
        return self.board.space(space_id).label

    def office_along(self, start: str, forward: bool) -> str:
        """The next (or previous) office along the track, never the space itself."""
        path, _ = self.board.walk(start, len(self.board.track) * (1 if forward else -1))
        return next(s for s in path if s in self.offices)
