"""A table in a process of its own, for a test that kills it: a Jujitsu game with Ann on a
phone and a computer, autosaved, listening on loopback until the process is killed.

    python -m tests.phones.table_process   (prints "listening <address> <room>")
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.gui.controller import create_controller
from psychboard.phones.table import PhoneTable

SEED = 11


def main() -> int:
    app = QApplication(sys.argv)
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None and spec.phone is not None
    seats = [SeatConfig("Ann", kind="phone"), SeatConfig("Cy", kind="computer", level="easy")]
    controller = create_controller(spec, spec.rules().options_type(players=2), seats, SEED)
    phones = PhoneTable(controller, spec.phone(), hosts=["127.0.0.1"])
    phones.start()
    controller.start()
    print("listening", phones.address, phones.room.code, flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
