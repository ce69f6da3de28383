"""How long opening a game page takes, next to how long the start page took to appear.

Each game is opened in a fresh interpreter, as a family opens it after starting the app: the
start page is put on screen first and the New Game dialog built as the start page builds it
(with the game's rules), then the clock runs from the dialog's OK — building the controller —
until the game page's first complete frame (its board view painted). The start page's figure
is bench/startup.py's: launch to the main window's first complete frame (warm, from source).

    python bench/page_open.py [--runs 5]
Last line: page_open_ms=<slowest game's median> start_page_ms=<median> (goal: page ≤ start),
then the same as CPU time (the start page's includes starting the interpreter), which a busy
machine skews less than the wall clock.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import first_frame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# Runs in the child: start page on screen, then one game page, timed to its first frame.
SCRIPT = """
import sys, time
from PySide6.QtCore import QEvent, QObject
from psychboard.app.gui_app import make_app
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.gui import animation

app = make_app()
settings = Settings()
animation.set_speed(settings.animation_speed)
apply_theme(app, settings.theme)
from psychboard.app.main_window import MainWindow
window = MainWindow(settings)
window.show()
while not window._first_frame_shown:
    app.processEvents()
app.processEvents()

class Painted(QObject):
    done = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            Painted.done = True
        return False

# The New Game dialog, as the start page opens it (its imports and the rules load with it).
from psychboard.app.new_game import NewGameDialog
from psychboard.games.registry import GAMES
from psychboard.gui.controller import create_controller
spec = GAMES[sys.argv[1]]
dialog = NewGameDialog(spec, settings, window)
options, seats, seed = dialog.options(), dialog.seats(), dialog.seed()
began, cpu = time.perf_counter(), time.process_time()  # OK pressed
controller = create_controller(spec, options, seats, seed)
page = window.start_game(controller)
watcher = Painted()
page.view.viewport().installEventFilter(watcher)
while not Painted.done:
    app.processEvents()
print(f"opened {(time.perf_counter() - began) * 1000:.1f} "
      f"{(time.process_time() - cpu) * 1000:.1f}", flush=True)
"""


def open_page(game: str, env: dict[str, str]) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds from OK to the game page's first frame."""
    result = subprocess.run([sys.executable, "-c", SCRIPT, game], env=env, check=True,
                            capture_output=True, text=True, timeout=120, cwd=ROOT)
    line = [x for x in result.stdout.splitlines() if x.startswith("opened ")]
    if not line:
        raise SystemExit(f"{game} never painted its page:\n{result.stderr[-800:]}")
    _, wall, cpu = line[-1].split()
    return float(wall), float(cpu)


def start_page(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds from launch to the start page's first frame."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = first_frame(command, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall * 1000, cpu * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    from psychboard.games.registry import GAMES

    games = [g for g, spec in GAMES.items() if spec.playable]
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "PSYCHBOARD_DATA_DIR": home, "XDG_CONFIG_HOME": home,
               "PYTHONPATH": str(ROOT)}
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        start_env = {**env, "PSYCHBOARD_EXIT_AFTER_SHOW": "1"}
        app = [sys.executable, "-m", "psychboard"]
        first_frame(app, start_env)  # compiles .pyc files once
        for game in games:
            open_page(game, env)
        samples: dict[str, list[tuple[float, float]]] = {g: [] for g in ["start page", *games]}
        for _ in range(runs):  # in turns, so a drift in the machine's speed touches all alike
            samples["start page"].append(start_page(app, start_env))
            for game in games:
                samples[game].append(open_page(game, env))
    wall = {name: statistics.median(w for w, _ in values) for name, values in samples.items()}
    cpu = {name: statistics.median(c for _, c in values) for name, values in samples.items()}
    for name in samples:
        print(f"{name:<14} {wall[name]:6.0f} ms   cpu {cpu[name]:6.0f} ms   (median of {runs})")
    slowest = max(games, key=lambda g: wall[g])
    print(f"page_open_ms={wall[slowest]:.0f} start_page_ms={wall['start page']:.0f} "
          f"page_open_cpu_ms={max(cpu[g] for g in games):.0f} "
          f"start_page_cpu_ms={cpu['start page']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
