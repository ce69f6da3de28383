"""The child of the kill -9 test: remembers games in a loop through the store, one
transaction each, and prints `ack <n>` only once game n is committed.

Most games go through one open connection, as `record` writes them inside its transaction,
so that most of the child's time is inside a game's transaction; every fifth goes through
`record` itself, opening and closing the history (the close checkpoints the write-ahead log).

    python -m tests.store.kill_writer HISTORY FIRST
"""

from __future__ import annotations

import sys
from contextlib import closing
from pathlib import Path

from psychboard.store import db as store_db
from psychboard.store.games import Sitter, insert, record

SEATS = 8  # many seats and new people: a game's write is long enough to be killed inside


def game(n: int) -> dict[str, object]:
    """Game n's record, every part of it carrying n so a half-written game shows."""
    return {"details": {"n": n, "words": "x" * (n % 5000)},
            "save": {"n": n, "actions": list(range(n % 400))},
            "scores": [n + seat for seat in range(SEATS)]}


def main(path: Path, first: int) -> None:
    print("ready", flush=True)
    with closing(store_db.connect(path)) as db:
        n = first
        while True:
            made = game(n)
            sitters = [Sitter(f"Person {n % 7}"),
                       *(Sitter(f"Guest {n}.{seat}") for seat in range(1, SEATS - 1)),
                       Sitter("Computer", kind="computer", level="hard")]
            facts = (sitters, made["scores"], [n % SEATS], made["details"])
            if n % 5 == 0:
                record(path, "psychic", *facts, save=made["save"],  # type: ignore[arg-type]
                       moves=n)
            else:
                with db:
                    insert(db, "psychic", *facts, save=made["save"],  # type: ignore[arg-type]
                           moves=n)
            print(f"ack {n}", flush=True)
            n += 1


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
