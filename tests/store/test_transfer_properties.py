"""Any JSON value in any field of a family's history file is either imported whole or refused
with one message naming the file — never another exception, never half an import, and the
file itself is never changed (the loader property the saves and decks have too)."""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core.errors import PsychboardError
from psychboard.store.games import Sitter, read, record
from psychboard.store.history import History
from psychboard.store.transfer import apply, export, plan
from tests.json_fields import mutants


def _exported() -> Any:
    """A real history file: two people, three games (a computer among them), answers."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "here.sqlite3"
        record(path, "jujitsu", [Sitter("Ann", "#D55E00", "star"), Sitter("Bo")], [3, 5], [1],
               {"rounds": [[1, [2, 3]]]}, save={"format": "psychboard-save", "seats": []},
               options={"players": 2}, started=10.0, moves=26)
        record(path, "psychic", [Sitter("Ann")], [12], [0], started=20.0)
        record(path, "jujitsu", [Sitter("Bo"), Sitter("CPU", kind="computer", level="hard")],
               [9, 2], [0])
        History(path).record_answers("Bo", [("card-1", 2), ("card-2", 0)])
        file = Path(folder) / "family.json"
        export(file, path)
        return json.loads(file.read_text(encoding="utf-8"))


GOOD = _exported()


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_value_in_any_field_is_imported_whole_or_refused_naming_the_file(
        data: st.DataObject) -> None:
    _place, mutant = data.draw(mutants(GOOD), label="change")
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "family.json"
        file.write_text(json.dumps(mutant), encoding="utf-8")
        digest = hashlib.sha256(file.read_bytes()).hexdigest()
        target = Path(folder) / "there.sqlite3"
        record(target, "psychic", [Sitter("Cy")], [7], [0], started=5.0)  # what was here
        try:
            added = apply(plan(file, target), target)
        except PsychboardError as error:
            assert "family.json" in str(error), str(error)
            assert [g.game for g in read(target).games] == ["psychic"], "nothing half-added"
        else:
            assert len(read(target).games) == 1 + added
        assert hashlib.sha256(file.read_bytes()).hexdigest() == digest
