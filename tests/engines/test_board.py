"""core.board: walking, passing and jumping on a board, and the checks of a board file."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core.board import Board, Space, board_from_data, load_board
from psychboard.core.errors import BoardError, FileProblem

STAGES = ("infancy", "childhood", "adolescence", "adulthood", "seniority", "cosmos")
SIDE = 10  # spaces per side of the hexagon, the office at each corner included
KINDS = {"office", "insight", "therapy", "crisis", "psychosis", "finish"}


def hexagon() -> dict[str, Any]:
    """A Therapy-like board: a 60-space hexagonal loop, an office at each corner, the sides
    grouped by Stage of Life, FINISH on the loop and Psychosis in the centre with six arrows."""
    spaces: list[dict[str, Any]] = []
    for side, stage in enumerate(STAGES):
        a = math.radians(60 * side)
        b = math.radians(60 * (side + 1))
        for k in range(SIDE):
            t = k / SIDE
            pos = [round(100 * ((1 - t) * math.cos(a) + t * math.cos(b)), 3),
                   round(100 * ((1 - t) * math.sin(a) + t * math.sin(b)), 3)]
            kind = "office" if k == 0 else "finish" if (side, k) == (5, 5) else "insight"
            sid = f"office-{side + 1}" if k == 0 else "finish" if kind == "finish" \
                else f"{stage}-{k}"
            spaces.append({"id": sid, "kind": kind, "label": sid.title(), "pos": pos,
                           "group": stage})
    spaces.append({"id": "psychosis", "kind": "psychosis", "label": "Psychosis",
                   "pos": [0, 0], "data": {"roll": "1d6"}})
    return {
        "format": "psychboard-board", "version": 1, "game": "therapy", "id": "hexagon",
        "spaces": spaces, "track": [s["id"] for s in spaces[:-1]], "loop": True,
        "arrows": {f"psychosis-{n}": {"from": "psychosis", "to": f"office-{n}"}
                   for n in range(1, 7)},
        "finish": "finish",
    }


BOARD = board_from_data(hexagon(), "hexagon.json", "therapy", KINDS)
LINE = Board("line", tuple(Space(f"s{i}", "plain", str(i), (float(i), 0.0)) for i in range(5)),
             tuple(f"s{i}" for i in range(5)))
TRACK = BOARD.track


def test_the_model_expresses_a_hexagonal_loop_with_offices_and_psychosis() -> None:
    assert len(BOARD.track) == 60 and BOARD.loop
    assert [s.id for s in BOARD.spaces_of_kind("office")] == [f"office-{n}" for n in range(1, 7)]
    assert {s.group for s in BOARD.spaces if s.group} == set(STAGES)
    assert sum(s.group == "cosmos" for s in BOARD.spaces) == SIDE
    assert [BOARD.follow(f"psychosis-{n}") for n in range(1, 7)] == \
        [f"office-{n}" for n in range(1, 7)]
    assert not BOARD.on_track("psychosis") and BOARD.space("psychosis").data["roll"] == "1d6"
    assert BOARD.space("office-2").pos == (50.0, 86.603)


def test_walking_around_the_loop_wraps() -> None:
    path, landed = BOARD.walk("cosmos-8", 4)
    assert path == ("cosmos-9", "office-1", "infancy-1", "infancy-2") and landed == "infancy-2"
    assert BOARD.walk("infancy-1", -2) == (("office-1", "cosmos-9"), "cosmos-9")
    assert BOARD.walk("office-3", 0) == ((), "office-3")
    assert BOARD.walk("office-1", 60)[1] == "office-1"
    assert BOARD.distance("cosmos-9", "infancy-1") == 2
    assert BOARD.distance("infancy-1", "cosmos-9") == 58


def test_finish_counts_when_reached_or_passed() -> None:
    assert BOARD.finish == "finish"
    assert BOARD.passes("cosmos-3", 2, "finish")          # lands exactly on it
    assert BOARD.passes("cosmos-3", 6, "finish")          # goes past it
    assert not BOARD.passes("cosmos-3", 1, "finish")      # stops short
    assert not BOARD.passes("finish", 3, "finish")        # leaving it is not reaching it
    assert BOARD.passes("cosmos-9", 1, "office-1")        # "passing your office"
    with pytest.raises(ValueError, match="psychosis"):
        BOARD.passes("office-1", 3, "psychosis")


def test_a_line_stops_at_its_ends() -> None:
    assert LINE.walk("s3", 5) == (("s4",), "s4")
    assert LINE.walk("s1", -4) == (("s0",), "s0")
    assert LINE.passes("s2", 9, "s4") and not LINE.passes("s2", 9, "s1")
    assert LINE.distance("s3", "s1") == -2
    with pytest.raises(ValueError, match="not on the track"):
        LINE.walk("elsewhere", 1)


@given(start=st.sampled_from(TRACK), n=st.integers(0, 150), m=st.integers(0, 150))
def test_two_walks_on_a_loop_are_one_walk(start: str, n: int, m: int) -> None:
    first, landed = BOARD.walk(start, n)
    second, end = BOARD.walk(landed, m)
    assert BOARD.walk(start, n + m) == (first + second, end)
    assert BOARD.distance(start, end) == (n + m) % len(TRACK)


@given(start=st.sampled_from(TRACK), n=st.integers(-150, 150), m=st.integers(-150, 150))
def test_forward_and_back_land_where_their_sum_does(start: str, n: int, m: int) -> None:
    assert BOARD.walk(BOARD.walk(start, n)[1], m)[1] == BOARD.walk(start, n + m)[1]


def test_a_board_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "therapy.json"
    path.write_text(json.dumps(hexagon()), encoding="utf-8")
    assert load_board(path, "therapy", KINDS) == BOARD


def _broken(change: Any) -> dict[str, Any]:
    data = hexagon()
    change(data)
    return data


def _space(data: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in data["spaces"] if s["id"] == sid)


@pytest.mark.parametrize(("change", "item", "field", "words"), [
    (lambda d: _space(d, "office-2").update(pos=[1, "x"]), "space 'office-2'", "pos",
     "two numbers"),
    (lambda d: _space(d, "office-2").update(pos=[1, True]), "space 'office-2'", "pos",
     "two numbers"),
    (lambda d: _space(d, "childhood-3").update(kind="lava"), "space 'childhood-3'", "kind",
     "'lava'"),
    (lambda d: _space(d, "childhood-3").update(label=None), "space 'childhood-3'", "label",
     "text"),
    (lambda d: _space(d, "childhood-3").update(group=3), "space 'childhood-3'", "group",
     "text"),
    (lambda d: _space(d, "childhood-3").update(data=[1]), "space 'childhood-3'", "data",
     "object"),
    (lambda d: _space(d, "childhood-4").update(id="childhood-3"), "space 'childhood-3'", "id",
     "already"),
    (lambda d: d["spaces"].append({"kind": "insight"}), "space 62", "id", "non-empty"),
    (lambda d: d["track"].append("nowhere"), None, "track", "'nowhere'"),
    (lambda d: d["track"].append("office-1"), None, "track", "twice"),
    (lambda d: d.update(finish="psychosis"), None, "finish", "not a space on the track"),
    (lambda d: d.update(loop="yes"), None, "loop", "true or false"),
    (lambda d: d["arrows"]["psychosis-4"].update(to="office-9"), "arrow 'psychosis-4'", "to",
     "'office-9'"),
    (lambda d: d["arrows"]["psychosis-5"].update({"from": "hall"}), "arrow 'psychosis-5'",
     "from", "'hall'"),
    (lambda d: d.update(version=2), None, "version", "version 2"),
    (lambda d: d.update(game="warfare"), None, "game", "'warfare'"),
    (lambda d: d.update(id=""), None, "id", "non-empty"),
])
def test_every_problem_names_the_file_the_space_and_the_field(
        tmp_path: Path, change: Any, item: str | None, field: str, words: str) -> None:
    path = tmp_path / "therapy.json"
    path.write_text(json.dumps(_broken(change)), encoding="utf-8")
    with pytest.raises(BoardError) as caught:
        load_board(path, "therapy", KINDS)
    error = caught.value
    assert isinstance(error, FileProblem) and error.path == str(path)
    assert (error.item, error.field) == (item, field)
    message = str(error)
    assert message.startswith(str(path)) and f"field {field!r}" in message and words in message
    if item:
        assert item in message


def test_files_that_are_not_boards_say_so(tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"format": "psychboard-deck"}), encoding="utf-8")
    with pytest.raises(BoardError, match=r"deck\.json: not a Psychboard board"):
        load_board(path)
    with pytest.raises(BoardError, match="does not exist"):
        load_board(tmp_path / "missing.json")
    with pytest.raises(BoardError, match="field 'spaces'"):
        board_from_data(_broken(lambda d: d.update(spaces=[])), "x.json")
