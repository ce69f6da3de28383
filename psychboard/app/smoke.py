"""`psychboard --smoke-test`: proves an installed copy (or the frozen bundle) really works.

Offscreen, with animations off and user data in a temporary folder, it starts every playable
game with computer seats in the real main window, plays it to the end, renders frames, saves
and reloads the game, and prints one line per game; then it checks that the speech and sound
modules are there to load (a machine without a speech engine or a sound card is no failure).
Exit code 0 means all is well.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from psychboard.core import saves
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from psychboard.gui.palette import SEAT_COLOURS, TOKEN_SHAPES

if TYPE_CHECKING:
    from psychboard.app.main_window import MainWindow

GAME_TIMEOUT_MS = 300_000
FRAME_EVERY = 25


def smoke_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="psychboard-smoke-") as home:
        os.environ["PSYCHBOARD_DATA_DIR"] = home
        return _run(Path(home))


def _run(home: Path) -> int:
    from PySide6.QtCore import QSettings

    from psychboard.app.gui_app import make_app
    from psychboard.app.main_window import MainWindow
    from psychboard.app.settings import Settings
    from psychboard.app.theme import apply_theme
    from psychboard.gui import animation

    app = make_app()
    animation.set_speed("off")
    apply_theme(app, "light")
    settings = Settings(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    settings.sound = False  # no sound device is opened: a smoke test leaves no trace behind
    window = MainWindow(settings)
    window.show()
    window.grab()
    failures = 0
    for spec in registry.playable():
        started = time.perf_counter()
        problem, actions, frames = _play(window, spec, home)
        status = f"FAILED: {problem}" if problem else "ok"
        print(f"smoke {spec.id}: {status} ({actions} actions, {frames} frames, "
              f"{time.perf_counter() - started:.1f} s)", flush=True)
        failures += bool(problem)
        window.show_launcher()
    problem, found = _audio()
    print(f"smoke audio: {f'FAILED: {problem}' if problem else 'ok'} ({found})", flush=True)
    failures += bool(problem)
    problem, found = _signatures()
    print(f"smoke signatures: {f'FAILED: {problem}' if problem else 'ok'} ({found})", flush=True)
    failures += bool(problem)
    problem, found = _phones()
    print(f"smoke phones: {f'FAILED: {problem}' if problem else 'ok'} ({found})", flush=True)
    failures += bool(problem)
    window.close()
    if failures:
        print(f"smoke-test: {failures} check(s) failed", file=sys.stderr)
        return 1
    print("smoke-test: passed")
    return 0


def _play(window: MainWindow, spec: GameSpec, home: Path) -> tuple[str, int, int]:
    """Play one game with computer seats; returns (problem or "", actions, frames)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from psychboard.gui.controller import create_controller

    assert spec.rules is not None
    rules = spec.rules()
    players = max(rules.min_players, min(rules.max_players, 3))
    level = next(iter(spec.bots))
    seats = [SeatConfig(f"Bot {i + 1}", SEAT_COLOURS[i], TOKEN_SHAPES[i], "computer", level)
             for i in range(players)]
    controller = create_controller(spec, rules.options_type(players=players), seats, 20261129)
    loop = QEventLoop()
    controller.finished.connect(loop.quit)
    frames = 0

    def render(*_: object) -> None:
        nonlocal frames
        if len(controller.log) % FRAME_EVERY == 0:
            window.grab()
            frames += 1

    controller.acted.connect(render)
    QTimer.singleShot(GAME_TIMEOUT_MS, loop.quit)
    window.start_game(controller)
    if controller.outcome() is None:
        loop.exec()
    window.grab()
    frames += 1
    if controller.outcome() is None:
        return "did not finish in time", len(controller.log), frames
    path = home / f"{spec.id}.json"
    controller.save_to(path)
    if saves.replay(rules, saves.read(path, registry.rules_for)) != controller.state:
        return "the reloaded game differs from the played one", len(controller.log), frames
    if not window.load(path):
        return "the main window could not open the save", len(controller.log), frames
    return "", len(controller.log), frames


def _audio() -> tuple[str, str]:
    """(problem or "", what was found): the speech module with its engines, the sounds."""
    try:
        from PySide6.QtMultimedia import QSoundEffect  # noqa: F401
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as exc:
        return f"speech or sound cannot load: {exc}", "nothing"
    from psychboard.core.errors import AssetMissing
    from psychboard.core.resources import asset
    from psychboard.gui.sound import CUES

    try:
        for cue in CUES:
            asset("sounds", f"{cue}.wav")
    except AssetMissing as exc:
        return str(exc), "no sounds"
    engines = [e for e in QTextToSpeech.availableEngines() if e != "mock"]
    return "", f"speech engines: {', '.join(engines) or 'none'}; {len(CUES)} sounds"


def _signatures() -> tuple[str, str]:
    """(problem or "", where from): PySide6's support package reads Qt's signatures (a wrong
    call names the right ones), and came compiled from files beside shiboken6 (the bundle,
    see tools/shiboken_support.py) or from the source shiboken6 embeds."""
    from PySide6.QtCore import QSize

    try:
        QSize(1, "two")  # type: ignore[call-overload]
    except TypeError as exc:
        if "QSize.__init__(w: int, h: int" not in str(exc):
            return f"a wrong call does not name the right one: {exc}", "no signatures"
    else:
        return "QSize took a word for a number", "no type checks"
    support = sys.modules.get("shibokensupport")
    where = Path(getattr(support, "__file__", None) or "")
    return "", "compiled files" if "files.dir" in where.parts else "embedded source"


def _phones() -> tuple[str, str]:
    """(problem or "", what was found): the phones' server serves its page on loopback."""
    import urllib.request

    from psychboard.core.resources import asset_dir

    try:
        import segno

        from psychboard.phones.server import PhoneServer
    except ImportError as exc:
        return f"the phones' server cannot load: {exc}", "nothing"
    server = PhoneServer(asset_dir("phone"), ["127.0.0.1"], lambda *_: None, lambda _: None,
                         range(8790, 8800))
    try:
        server.start()
        url = f"http://127.0.0.1:{server.port}/phone.js"
        with urllib.request.urlopen(url, timeout=10) as page:
            size = len(page.read())
    except OSError as exc:
        return f"the phones' page could not be served: {exc}", "nothing"
    finally:
        server.stop()
    return "", f"page served, {size} bytes of script; a QR code of {len(segno.make(url).matrix)}"\
        " modules a side"
