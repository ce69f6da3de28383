"""The credits track: thresholds, year-level floors and promotions per degree (no Qt).

Rulebook "Play": a player who reaches a white square (a year level) never falls back past it;
"Object of the Game": each degree starts again from 0 credits. Degrees are earned in order, so
a seat's current degree is the one after those it has earned (`earned` = how many).
"""

from __future__ import annotations

from psychboard.games.psychologizer.board import Board


class Track:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.degree_ids = tuple(d.id for d in board.degrees)
        self._floors: dict[tuple[int, int], int] = {}

    def final_count(self, degree_id: str) -> int:
        """How many degrees a seat holds once it has earned `degree_id`."""
        return self.degree_ids.index(degree_id) + 1

    def threshold(self, earned: int) -> int:
        """Credits needed to graduate from the degree a seat with `earned` degrees works on."""
        return self.board.degrees[earned].credits

    def floor_for(self, earned: int, credits: int) -> int:
        floor = self._floors.get((earned, credits))
        if floor is None:  # a few hundred credit counts per degree: remembered once each
            floor = self._floors[earned, credits] = self.board.degrees[earned].floor_for(credits)
        return floor

    def next_year_level(self, earned: int, credits: int) -> int | None:
        return self.board.degrees[earned].next_year_level(credits)

    def career_credits(self, earned: int, credits: int) -> int:
        """All credits a seat has banked: every degree earned in full plus the current ones.

        The seat that has just earned the degree sought keeps its credits on that degree's
        last square, so it is counted once.
        """
        banked = sum(d.credits for d in self.board.degrees[:earned])
        if earned and credits >= self.board.degrees[earned - 1].credits:
            return banked - self.board.degrees[earned - 1].credits + credits
        return banked + credits
