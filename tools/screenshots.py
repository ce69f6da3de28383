"""Takes the README and docs screenshots from a real window on a virtual X screen.

    Xvfb :93 -screen 0 1440x900x24 &  DISPLAY=:93 openbox &
    DISPLAY=:93 PYTHONPATH=. python tools/screenshots.py [--size 1440x900] [--dark] [NAME ...]

Each scenario drives the real app (QTimer steps, no test hooks) in a maximized window, as a
family would see it with a window manager, and captures the whole X screen with ImageMagick's
`import -window root` into docs/screenshots/NAME-WxH[-dark].png: the run's screen size and
theme are added to every name that doesn't already end in a size. Give the X screen the same
size as --size. Scenarios of the shell live here, named shell-*; each game adds its own in
tools/shots/<game>.py as a SCENARIOS dict of name -> function(settings) returning
[(delay_ms, step), ...], using `window` and `capture`.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from psychboard.app.gui_app import make_app
from psychboard.app.main_window import MainWindow
from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.games.registry import GAMES

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
Step = Callable[[], None]
_alive: list[object] = []  # top-level windows must outlive the scenario functions
SIZE = (1440, 900)          # the X screen of this run (--size)
THEME = "light"             # the theme of this run (--dark)
_SIZED = re.compile(r"-\d+x\d+(-dark)?$")


def shot_name(name: str) -> str:
    """`name` with this run's screen size and theme, unless it already names a size."""
    if _SIZED.search(name):
        return name
    return f"{name}-{SIZE[0]}x{SIZE[1]}{'-dark' if THEME == 'dark' else ''}"


def capture(name: str) -> None:
    QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{shot_name(name)}.png"
    subprocess.run(["/usr/bin/import", "-window", "root", str(path)], check=True)
    print(f"wrote {path}")


def run_steps(steps: list[tuple[int, Step]]) -> None:
    """Run each step after its delay (ms) from the previous one, then quit once the last ran."""
    app = QApplication.instance()
    pending = list(steps)

    def next_step() -> None:
        if not pending:
            QTimer.singleShot(300, app.quit)
            return
        delay, step = pending.pop(0)

        def run() -> None:
            step()
            next_step()

        QTimer.singleShot(delay, run)

    next_step()


def wait_for(ready: Callable[[], bool], limit_ms: int = 60_000) -> None:
    """Let the app run until `ready()` (a game played on by its computers reaching its end)."""
    clock = QElapsedTimer()
    clock.start()
    while not ready() and clock.elapsed() < limit_ms:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def window(settings: Settings, theme: str | None = None) -> MainWindow:
    theme = theme or THEME
    settings.theme = theme
    apply_theme(QApplication.instance(), theme, settings.text_size)  # type: ignore[arg-type]
    win = MainWindow(settings)
    win.showMaximized()
    _alive.append(win)
    return win


def dialog_over(win: MainWindow, dialog: QDialog) -> Step:
    """Show `dialog` without blocking the steps (exec would), as the window manager places it."""
    _alive.append(dialog)

    def show() -> None:
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    return show


def launcher(settings: Settings) -> list[tuple[int, Step]]:
    window(settings)
    return [(1200, lambda: capture("shell-launcher"))]


def new_game(settings: Settings) -> list[tuple[int, Step]]:
    win = window(settings)
    dialog = NewGameDialog(GAMES["psychologizer"], settings, win)
    dialog.ui.playersSpin.setValue(6)
    return [(600, dialog_over(win, dialog)), (900, lambda: capture("shell-new-game")),
            (100, dialog.close)]


def settings_dialog(settings: Settings) -> list[tuple[int, Step]]:
    from psychboard.app.settings_dialog import SettingsDialog

    win = window(settings)
    return [(600, dialog_over(win, SettingsDialog(settings, win))),
            (900, lambda: capture("shell-settings"))]


def rules(settings: Settings) -> list[tuple[int, Step]]:
    from psychboard.gui.widgets.rules_viewer import RulesViewer

    win = window(settings)
    viewer = RulesViewer("psychologizer", GAMES["psychologizer"].title, win)
    return [(600, dialog_over(win, viewer)), (1200, lambda: capture("shell-rules"))]


def table(settings: Settings) -> list[tuple[int, Step]]:
    """The shared scene items on a real window: spinner, dice, cards, tokens, track."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    from PySide6.QtWidgets import QMainWindow
    from scene_fps import Demo  # type: ignore[import-not-found]

    from psychboard.core.cards import Card
    from psychboard.gui.board_view import BoardView
    from psychboard.gui.card_painter import paint_card

    apply_theme(QApplication.instance(), "light")  # type: ignore[arg-type]
    demo = Demo()
    for card, code in zip(demo.cards, ("QH", "7S", "AD", "10C", "KS"), strict=True):
        value = Card.parse(code)
        card.set_painters(lambda p, r, v=value: paint_card(p, r, "playing", v),
                          lambda p, r: paint_card(p, r, "playing", None, "back"))
    win = QMainWindow()
    view = BoardView(demo.scene)
    win.setCentralWidget(view)
    win.setGeometry(0, 0, 1600, 1000)
    win.show()
    _alive.append(win)
    _alive.append(demo)  # type: ignore[arg-type]
    return [(300, lambda: demo.scene.spin(demo.spinner, 3, seed=4, ms=1500)),
            (0, lambda: demo.scene.roll(demo.dice, (6, 4), ms=1200)),
            (3800, lambda: capture("table"))]


def large_text(settings: Settings) -> list[tuple[int, Step]]:
    """A Psychologizer card at 150% text: the side panel's words grow, the table keeps its
    room and its words grow where they have it."""
    from psychboard.core.saves import SeatConfig
    from psychboard.games.psychologizer.rules import PsychologizerOptions
    from psychboard.gui.controller import create_controller

    settings.text_size = 150
    settings.animation_speed = "off"  # straight to the first card
    win = window(settings)
    seats = [SeatConfig("Grandma Rose", "#0072B2", "circle", "computer", "easy"),
             SeatConfig("Sam", "#D55E00", "square", "computer", "easy"),
             SeatConfig("Robo", "#009E73", "triangle", "computer", "easy")]
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=3), seats, 7,
                             autosave=False)
    drawn: list[bool] = []

    def stay_on_the_card(events: tuple[Any, ...]) -> None:
        if any(e.kind == "drew" for e in events):
            game.hold()
            drawn.append(True)

    game.happened.connect(stay_on_the_card)
    return [(400, lambda: win.start_game(game)), (0, lambda: wait_for(lambda: bool(drawn))),
            (2500, lambda: capture("shell-text-150"))]


def print_dialog(settings: Settings) -> list[tuple[int, Step]]:
    from psychboard.printing.dialog import PrintDialog

    win = window(settings)
    dialog = PrintDialog(win, game="psychologizer")
    return [(600, dialog_over(win, dialog)), (1800, lambda: capture("shell-print"))]


SCENARIOS: dict[str, Callable[[Settings], list[tuple[int, Step]]]] = {
    "shell-launcher": launcher,
    "shell-new-game": new_game,
    "shell-settings": settings_dialog,
    "shell-rules": rules,
    "shell-print": print_dialog,
    "shell-text-150": large_text,
    "table": table,
}


def load_game_scenarios() -> None:
    sys.modules.setdefault("screenshots", sys.modules[__name__])
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    for path in sorted((Path(__file__).resolve().parent / "shots").glob("[!_]*.py")):
        module = importlib.import_module(f"shots.{path.stem}")
        SCENARIOS.update(module.SCENARIOS)


def main(argv: list[str]) -> int:
    global SIZE, THEME
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1440x900", help="the X screen's size, WxH")
    parser.add_argument("--dark", action="store_true", help="the dark theme")
    parser.add_argument("names", nargs="*", help="scenarios (all when none is named)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.split("x"))
    SIZE, THEME = (width, height), "dark" if args.dark else "light"
    load_game_scenarios()
    names = args.names or [n for n in SCENARIOS if n != "table"]
    if len(names) > 1:  # one process per scenario: a fresh X client captures reliably
        flags = ["--size", args.size, *(["--dark"] if args.dark else [])]
        failed = [n for n in names
                  if subprocess.run([sys.executable, __file__, *flags, n],
                                    check=False).returncode]
        return 1 if failed else 0
    os.environ.setdefault("PSYCHBOARD_ANIMATION", "normal")
    for name in names:
        with tempfile.TemporaryDirectory() as home:
            os.environ["PSYCHBOARD_DATA_DIR"] = home
            app = make_app()
            settings = Settings(QSettings(str(Path(home) / "s.ini"), QSettings.Format.IniFormat))
            settings.welcome_shown = True
            run_steps(SCENARIOS[name](settings))
            app.exec()
            for widget in _alive:
                if isinstance(widget, QWidget):
                    widget.close()
            _alive.clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
