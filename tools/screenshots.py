"""Takes the README and docs screenshots from a real window on a virtual X screen.

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tools/screenshots.py [NAME ...]

Each scenario drives the real app (QTimer steps, no test hooks) and captures the whole X
screen with ImageMagick's `import -window root` into docs/screenshots/NAME.png. Scenarios of
the frame live here; each game adds its own in tools/shots/<game>.py as a SCENARIOS dict of
name -> function(settings) returning [(delay_ms, step), ...], using `window` and `capture`.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from psychboard.app.gui_app import make_app
from psychboard.app.main_window import MainWindow
from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.games.registry import GAMES

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
Step = Callable[[], None]
_alive: list[object] = []  # top-level windows must outlive the scenario functions


def capture(name: str) -> None:
    QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    subprocess.run(["/usr/bin/import", "-window", "root", str(OUT / f"{name}.png")], check=True)
    print(f"wrote {OUT / f'{name}.png'}")


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


def window(settings: Settings, theme: str = "light") -> MainWindow:
    apply_theme(QApplication.instance(), theme)  # type: ignore[arg-type]
    win = MainWindow(settings)
    win.setGeometry(0, 0, 1600, 1000)
    win.show()
    _alive.append(win)
    return win


def launcher(settings: Settings) -> list[tuple[int, Step]]:
    window(settings)
    return [(800, lambda: capture("launcher"))]


def launcher_small(settings: Settings) -> list[tuple[int, Step]]:
    win = window(settings)
    win.setGeometry(0, 0, 1280, 720)
    return [(800, lambda: capture("launcher-1280x720"))]


def launcher_dark(settings: Settings) -> list[tuple[int, Step]]:
    window(settings, "dark")
    return [(800, lambda: capture("launcher-dark"))]


def new_game(settings: Settings) -> list[tuple[int, Step]]:
    win = window(settings)
    game = next((g for g in ("psychologizer", "jujitsu", "psychic") if GAMES[g].playable), None)
    if game is None:
        return []
    dialog = NewGameDialog(GAMES[game], settings, win)
    _alive.append(dialog)

    def show() -> None:
        dialog.ui.playersSpin.setValue(min(4, dialog.ui.playersSpin.maximum()))
        dialog.show()
        dialog.move(win.geometry().center() - dialog.rect().center())

    return [(300, show), (700, lambda: capture("new-game")), (100, dialog.close)]


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


def print_dialog(settings: Settings) -> list[tuple[int, Step]]:
    from psychboard.printing.dialog import PrintDialog

    win = window(settings)
    dialog = PrintDialog(win, game="psychologizer")
    _alive.append(dialog)

    def show() -> None:
        dialog.show()
        dialog.move(win.geometry().center() - dialog.rect().center())

    return [(300, show), (1500, lambda: capture("print-dialog"))]


SCENARIOS: dict[str, Callable[[Settings], list[tuple[int, Step]]]] = {
    "print-dialog": print_dialog,
    "table": table,
    "launcher": launcher,
    "launcher-dark": launcher_dark,
    "launcher-1280x720": launcher_small,
    "new-game": new_game,
}


def load_game_scenarios() -> None:
    sys.modules.setdefault("screenshots", sys.modules[__name__])
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    for path in sorted((Path(__file__).resolve().parent / "shots").glob("[!_]*.py")):
        module = importlib.import_module(f"shots.{path.stem}")
        SCENARIOS.update(module.SCENARIOS)


def main(names: list[str]) -> int:
    load_game_scenarios()
    names = names or list(SCENARIOS)
    if len(names) > 1:  # one process per scenario: a fresh X client captures reliably
        failed = [n for n in names
                  if subprocess.run([sys.executable, __file__, n], check=False).returncode]
        return 1 if failed else 0
    os.environ.setdefault("PSYCHBOARD_ANIMATION", "normal")
    for name in names:
        with tempfile.TemporaryDirectory() as home:
            os.environ["PSYCHBOARD_DATA_DIR"] = home
            app = make_app()
            settings = Settings(QSettings(str(Path(home) / "s.ini"), QSettings.Format.IniFormat))
            run_steps(SCENARIOS[name](settings))
            app.exec()
            for widget in _alive:
                if isinstance(widget, QWidget):
                    widget.close()
            _alive.clear()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
