"""People who persist: added, renamed, merged with all their games and answers, deleted with
all their data."""

from __future__ import annotations

from pathlib import Path

import pytest

from psychboard.store.games import Sitter, read, record, saved_log
from psychboard.store.history import History
from psychboard.store.people import People, PeopleError


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "history.sqlite3"


def test_a_person_is_added_once_and_found_by_any_spelling(path: Path) -> None:
    people = People(path)
    ann = people.add("  Ann  ", "#D55E00", "star", younger=True)
    assert people.find("ANN") == ann and (ann.name, ann.younger) == ("Ann", True)
    with pytest.raises(PeopleError, match="already"):
        people.add("ann")
    with pytest.raises(PeopleError, match="no name"):
        people.add("   ")
    with pytest.raises(PeopleError, match="token"):
        people.add("Bo", token="blob")
    record(path, "psychic", [Sitter("ann", "#000000")], [5], [0])
    assert [p.name for p in people.all()] == ["Ann"], "playing again is the same person"
    assert people.get(ann.id).colour == "#D55E00", "their own colour is kept"


def test_a_renamed_person_keeps_their_past_under_both_names(path: Path) -> None:
    people = People(path)
    record(path, "psychic", [Sitter("Jo")], [7], [0])
    jo = people.find("jo")
    assert jo is not None
    people.rename(jo.id, "Joanna")
    record(path, "psychic", [Sitter("Joanna")], [9], [0])
    assert History(path).scores("psychic", "jo") == [7, 9]
    assert [s.name for g in read(path).games for s in g.seats] == ["Joanna", "Joanna"]
    other = people.add("Sam")
    with pytest.raises(PeopleError, match="merge"):
        people.rename(other.id, "JOANNA")


def test_two_entries_of_one_person_merge_with_their_games_and_answers(path: Path) -> None:
    people, history = People(path), History(path)
    record(path, "jujitsu", [Sitter("Robert"), Sitter("Kim")], [10, 20], [1])
    record(path, "jujitsu", [Sitter("Bob"), Sitter("Kim")], [30, 5], [0])
    history.record_answers("Bob", [("card-1", 2)])
    history.record_answers("Robert", [("card-2", 0)])
    robert, bob = people.find("robert"), people.find("bob")
    assert robert is not None and bob is not None
    people.merge(robert.id, bob.id)
    assert [p.name for p in people.all()] == ["Kim", "Robert"]
    assert history.scores("jujitsu", "Bob") == history.scores("jujitsu", "Robert") == [10, 30]
    assert history.answers("robert") == history.answers("bob") == {"card-2": [0], "card-1": [2]}
    assert [g.seats[0].person for g in read(path).games] == [robert.id, robert.id]
    record(path, "jujitsu", [Sitter("bob"), Sitter("Kim")], [1, 2], [1])
    assert [p.name for p in people.all()] == ["Kim", "Robert"], "Bob is Robert from now on"
    with pytest.raises(PeopleError):
        people.merge(robert.id, robert.id)


def test_deleting_a_person_removes_all_their_data_and_keeps_the_others_games(
        path: Path) -> None:
    people, history = People(path), History(path)
    save = {"format": "psychboard-save", "seats": [{"name": "Kim"}, {"name": "Ann"}]}
    record(path, "jujitsu", [Sitter("Kim"), Sitter("Ann")], [10, 20], [1], save=save)
    record(path, "psychic", [Sitter("Kim")], [30], [0])
    record(path, "psychic", [Sitter("Ann")], [12], [0])
    history.record_answers("Kim", [("card-1", 2)])
    history.record_answers("Ann", [("card-1", 1)])
    kim = people.find("Kim")
    assert kim is not None
    people.delete(kim.id)
    assert people.find("kim") is None and [p.name for p in people.all()] == ["Ann"]
    assert history.answers("Kim") == {} and history.answers("Ann") == {"card-1": [1]}
    games = read(path).games
    assert [g.game for g in games] == ["jujitsu", "psychic"], "Kim's solitaire game is gone"
    assert [(s.name, s.person) for s in games[0].seats][0] == ("Player 1", None)
    kept = saved_log(games[0].id, path)
    assert kept is not None and [s["name"] for s in kept["seats"]] == ["Player 1", "Ann"]
    assert history.scores("psychic", "Ann") == [12]
