"""Data folders that can't be written: the app starts, every game plays to its end, the
family is told once per game that it can't be saved, and nothing raises.

Each scenario runs in a child process (`python -m soak.datafolder SCENARIO FOLDER`):
- file: the data folder's path is an ordinary file;
- full: the disk is full — as root no permission stops a write, so the child limits the
  size of any file it writes (RLIMIT_FSIZE) and ignores SIGXFSZ: writes fail with EFBIG;
- missing: no PSYCHBOARD_DATA_DIR, and XDG_DATA_HOME names a folder that can't be created;
- full-earlier, readonly-earlier: the family's earlier unfinished game of every registered
  game waits in the folder, which is then full (as above) or mounted read-only (a bind mount
  in a mount namespace of the child's own, which stops root too). Each earlier game must
  survive byte for byte and still resume; a game that wrote nothing removes nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import resource
import shlex
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from soak.common import child_env, python

SCENARIOS = ("file", "full", "missing", "full-earlier", "readonly-earlier")
FULL_DISK_BYTES = 128
GAME_TIMEOUT_MS = 300_000
CANT_SAVE = "can't be saved"


def _prepare(scenario: str, folder: Path) -> None:
    if scenario == "file":
        blocked = folder / "data"
        blocked.write_text("a file where the data folder should be")
        os.environ["PSYCHBOARD_DATA_DIR"] = str(blocked)
    elif scenario in ("full", "full-earlier"):
        (folder / "data").mkdir(exist_ok=True)
        os.environ["PSYCHBOARD_DATA_DIR"] = str(folder / "data")
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (FULL_DISK_BYTES, FULL_DISK_BYTES))
    elif scenario == "readonly-earlier":  # the parent mounted it read-only
        os.environ["PSYCHBOARD_DATA_DIR"] = str(folder / "data")
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


def earlier_games(data: Path, rnd: random.Random) -> dict[Path, str]:
    """An unfinished game of every registered game, as the family left it: its digest."""
    from psychboard.core import saves
    from psychboard.core.saves import SavedGame
    from psychboard.games import registry
    from soak.common import seats_for
    from tests.engines.playout import play_random, random_options

    kept = {}
    for spec in registry.playable():
        assert spec.rules is not None
        rules = spec.rules()
        options = random_options(rules, rnd)
        seed = rnd.getrandbits(32)
        _state, log, _states = play_random(rules, options, seed, rnd)
        path = data / "autosave" / f"{spec.id}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.write(path, SavedGame(spec.id, options, seed,
                                    tuple(seats_for(spec, options.players, 1, rnd)),
                                    tuple(log[:max(1, len(log) // 2)])), rules)
        kept[path] = hashlib.sha256(path.read_bytes()).hexdigest()
    return kept


def lost_earlier(kept: dict[Path, str]) -> list[str]:
    """The earlier games that are gone, changed or no longer resume."""
    from psychboard.core import saves
    from psychboard.core.errors import PsychboardError
    from psychboard.games import registry

    lost = []
    for path, digest in kept.items():
        if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != digest:
            lost.append(f"{path.name} gone or changed")
            continue
        try:
            saves.read(path, registry.rules_for)
        except PsychboardError as error:
            lost.append(f"{path.name} no longer resumes: {error}")
    return lost


def _command(scenario: str, folder: str) -> list[str]:
    """The child's command line; read-only scenarios first bind-mount the data folder
    read-only in a mount namespace of their own."""
    command = [python(), "-m", "soak.datafolder", scenario, folder]
    if scenario != "readonly-earlier":
        return command
    data = shlex.quote(str(Path(folder) / "data"))
    return ["unshare", "--mount", "sh", "-c",
            f"mount --bind {data} {data} && mount -o remount,bind,ro {data} && exec \"$@\"",
            "sh", *command]


def run(seed: int = 0) -> dict[str, int]:
    figures = {"scenarios": 0, "failed": 0, "exceptions": 0, "lost_earlier": 0}
    rnd = random.Random(seed)
    for scenario in SCENARIOS:
        problems = []
        with tempfile.TemporaryDirectory(prefix="soak-data-") as folder:
            kept = earlier_games(Path(folder) / "data", rnd) if "earlier" in scenario else {}
            done = subprocess.run(_command(scenario, folder),
                                  capture_output=True, text=True, env=child_env(),
                                  timeout=GAME_TIMEOUT_MS / 1000 * 3, check=False)
            gone = lost_earlier(kept)
        figures["lost_earlier"] += len(gone)
        problems += [f"earlier game {g}" for g in gone]
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
