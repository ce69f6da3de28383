"""The history as a JSON file: export and import round-trip, people merge by name, a second
import adds nothing, and a bad file adds nothing at all."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from psychboard.store.games import Sitter, read, record, saved_log
from psychboard.store.history import History
from psychboard.store.people import People
from psychboard.store.transfer import HistoryFileError, apply, export, plan


def remembered(path: Path) -> list[tuple[Any, ...]]:
    return [(g.game, g.started, g.finished, g.moves, dict(g.details),
             [(s.seat, s.name, s.kind, s.level, s.score, s.won) for s in g.seats])
            for g in read(path).games]


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "here.sqlite3"
    record(path, "jujitsu", [Sitter("Annie", "#D55E00", "star"), Sitter("Bo")], [3, 5], [1],
           {"rounds": [[1, [2, 3]]]}, save={"format": "psychboard-save", "seats": []},
           options={"players": 2}, started=10.0, moves=26)
    people = People(path)
    annie = people.find("annie")
    assert annie is not None
    people.rename(annie.id, "Ann")
    people.update(annie.id, younger=True)
    record(path, "psychic", [Sitter("Ann")], [12], [0], started=20.0)
    record(path, "jujitsu", [Sitter("Bo"), Sitter("CPU", kind="computer", level="hard")],
           [9, 2], [0])
    History(path).record_answers("Bo", [("card-1", 2), ("card-2", 0)])
    return path


def test_a_history_round_trips_through_its_file(source: Path, tmp_path: Path) -> None:
    file = tmp_path / "family.json"
    assert export(file, source) == 3
    target = tmp_path / "there.sqlite3"
    chosen = plan(file, target)
    assert (chosen.joins, chosen.new, chosen.games) == ((), ("Ann", "Bo"), 3)
    assert apply(chosen, target) == 3
    assert remembered(target) == remembered(source)
    assert [(p.name, p.colour, p.token, p.younger) for p in People(target).all()] == [
        (p.name, p.colour, p.token, p.younger) for p in People(source).all()]
    assert History(target).answers("bo") == {"card-1": [2], "card-2": [0]}
    assert History(target).scores("jujitsu", "annie") == [3], "every name still finds them"
    first = read(target).games[0]
    assert saved_log(first.id, target) == {"format": "psychboard-save", "seats": []}
    assert apply(plan(file, target), target) == 0, "a second import adds nothing"
    assert len(read(target).games) == 3 and History(target).answers("bo")["card-1"] == [2]


def test_people_merge_by_name_with_the_ones_already_here(source: Path, tmp_path: Path) -> None:
    file = tmp_path / "family.json"
    export(file, source)
    target = tmp_path / "there.sqlite3"
    record(target, "psychic", [Sitter("Annie", "#009E73")], [30], [0])
    chosen = plan(file, target)
    assert chosen.joins == (("Ann", "Annie"),) and chosen.new == ("Bo",)
    assert "Ann = Annie" in chosen.words() and "New to this computer: Bo." in chosen.words()
    apply(chosen, target)
    assert [p.name for p in People(target).all()] == ["Annie", "Bo"]
    assert History(target).scores("psychic", "Ann") == [12, 30], "oldest first"
    assert People(target).all()[0].colour == "#009E73", "the person here keeps their looks"


@pytest.mark.parametrize("text", [
    "not json", json.dumps({"format": "psychboard-save"}),
    json.dumps({"format": "psychboard-history", "version": 9}),
    json.dumps({"format": "psychboard-history", "version": 1, "people": [],
                "games": [{"game": "psychic", "details": {}, "finished": 1, "started": 1,
                           "moves": 1, "seats": [{"person": 4, "name": "X", "kind": "human",
                                                  "score": 1}]}],
                "answers": []}),
])
def test_a_bad_file_is_refused_and_nothing_is_added(text: str, tmp_path: Path) -> None:
    file = tmp_path / "bad.json"
    file.write_text(text)
    target = tmp_path / "there.sqlite3"
    with pytest.raises(HistoryFileError, match="bad.json"):
        plan(file, target)
    assert read(target).games == ()
