"""Data folders that can't be written: the app starts, every game plays to its end, the
family is told once per game that it can't be saved, and nothing raises.

Each scenario runs in a child process (`python -m soak.datafolder SCENARIO FOLDER`):
- file: the data folder's path is an ordinary file;
- full: the disk is full — as root no permission stops a write, so the child limits the
  size of any file it writes (RLIMIT_FSIZE) and ignores SIGXFSZ: writes fail with EFBIG;
- missing: no PSYCHBOARD_DATA_DIR, and XDG_DATA_HOME names a folder that can't be created.
"""

from __future__ import annotations

import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from soak.common import child_env, python

SCENARIOS = ("file", "full", "missing")
FULL_DISK_BYTES = 128
GAME_TIMEOUT_MS = 300_000
CANT_SAVE = "can't be saved"


def _prepare(scenario: str, folder: Path) -> None:
    if scenario == "file":
        blocked = folder / "data"
        blocked.write_text("a file where the data folder should be")
        os.environ["PSYCHBOARD_DATA_DIR"] = str(blocked)
    elif scenario == "full":
        (folder / "data").mkdir()
        os.environ["PSYCHBOARD_DATA_DIR"] = str(folder / "data")
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (FULL_DISK_BYTES, FULL_DISK_BYTES))
    else:
        os.environ.pop("PSYCHBOARD_DATA_DIR", None)
        os.environ["XDG_DATA_HOME"] = "/proc/psychboard-soak/share"  # even root can't
        os.environ["HOME"] = str(folder)


def child(scenario: str, folder: Path) -> dict[str, Any]:
    _prepare(scenario, folder)
    from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer

    from psychboard.app.gui_app import make_app
    from psychboard.app.main_window import MainWindow
    from psychboard.app.settings import Settings
    from psychboard.games import registry
    from psychboard.gui import animation
    from psychboard.gui.controller import create_controller
    from soak.common import Faults, seats_for

    app = make_app()
    faults = Faults().install()
    animation.set_speed("off")
    window = MainWindow(Settings(QSettings(str(folder / "settings.ini"),
                                           QSettings.Format.IniFormat)))
    window.show()
    QCoreApplication.processEvents()
    result: dict[str, Any] = {"launcher": window.launcher is not None
                              and window.stack.currentWidget() is window.launcher,
                              "games": {}}
    for spec in registry.playable():
        assert spec.rules is not None
        rules = spec.rules()
        players = min(rules.max_players, max(rules.min_players, 3))
        controller = create_controller(
            spec, rules.options_type(players=players),
            seats_for(spec, players, 0, random.Random(players)), 7)
        problems: list[str] = []
        controller.problem.connect(problems.append)
        loop = QEventLoop()
        controller.finished.connect(loop.quit)
        QTimer.singleShot(GAME_TIMEOUT_MS, loop.quit)
        window.start_game(controller)
        if controller.outcome() is None:
            loop.exec()
        result["games"][spec.id] = {"finished": controller.outcome() is not None,
                                    "moves": len(controller.log),
                                    "told": sum(CANT_SAVE in p for p in problems),
                                    "messages": problems}
        window.show_launcher()
    window.close()
    app.processEvents()
    result["exceptions"] = faults.found
    return result


def run() -> dict[str, int]:
    figures = {"scenarios": 0, "failed": 0, "exceptions": 0}
    for scenario in SCENARIOS:
        with tempfile.TemporaryDirectory(prefix="soak-data-") as folder:
            done = subprocess.run([python(), "-m", "soak.datafolder", scenario, folder],
                                  capture_output=True, text=True, env=child_env(),
                                  timeout=GAME_TIMEOUT_MS / 1000 * 3, check=False)
        problems = []
        try:
            result = json.loads(done.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            result = {"games": {}, "exceptions": [f"exit {done.returncode}: "
                                                  f"{done.stderr[-1500:]}"]}
        if not result.get("launcher"):
            problems.append("the launcher did not show")
        for game, seen in result["games"].items():
            if not seen["finished"]:
                problems.append(f"{game} did not finish")
            if seen["told"] != 1:
                problems.append(f"{game}: told {seen['told']} times that it can't be saved")
        figures["scenarios"] += 1
        figures["failed"] += bool(problems or result["exceptions"])
        figures["exceptions"] += len(result["exceptions"])
        games = ", ".join(f"{g} {s['moves']} moves" for g, s in result["games"].items())
        print(f"datafolder {scenario}: {'ok' if not problems else '; '.join(problems)} "
              f"({games}; {len(result['exceptions'])} exceptions)", flush=True)
        for error in result["exceptions"]:
            print(f"  {error[-1500:]}", flush=True)
    print("datafolder: " + " ".join(f"{k}={v}" for k, v in figures.items()), flush=True)
    return figures


if __name__ == "__main__":
    print(json.dumps(child(sys.argv[1], Path(sys.argv[2]))), flush=True)
