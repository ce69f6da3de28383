"""The way to the first frame stays light, and what waits until after it still happens.

bench/startup.py measures the time; these tests guard the structure that keeps it short: no
game machinery, no SVG module, no dataclasses, no `Qt` namespace (PySide6 builds its
hundreds of enums on first use, about 12 ms) and no QPainter or QKeySequence types until the
start page's first frame is complete, and no cyclic garbage collector until then either.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.gui.fonts import BUTTON_FACES, START_PAGE_FACES

NOT_BEFORE_FIRST_FRAME = (
    "dataclasses", "PySide6.QtSvg", "psychboard.app.game_page", "psychboard.app.new_game",
    "psychboard.gui.controller", "psychboard.core.saves", "psychboard.printing",
    "psychboard.app.family_page", "psychboard.gui.charts", "psychboard.store",
    "psychboard.phones", "websockets", "segno", "PySide6.QtNetwork",
    "psychboard.gui.widgets",  # message boxes: only when something goes wrong
)

# PySide6 types the start page draws without: each builds its enums on first use.
LATE_TYPES = ("QPainter", "QKeySequence", "QAction", "QFont")

# Starts the real app; at the first frame, run_app calls os._exit, which reports instead.
SCRIPT = f"LATE_TYPES = {LATE_TYPES!r}\n" + """
import json, os, sys
import PySide6.QtCore as QtCore
import PySide6.QtGui as QtGui
from PySide6.QtWidgets import QApplication

lazy = "Qt" not in QtCore.__dict__
leave = os._exit

def report(code):
    from psychboard.gui import fonts
    print(json.dumps({"lazy": lazy, "qt_built": "Qt" in QtCore.__dict__,
                      "types": [t for t in LATE_TYPES if t in QtGui.__dict__],
                      "modules": sorted(sys.modules), "fonts": sorted(fonts._loaded)}),
          flush=True)
    leave(code)

os._exit = report
from psychboard.app.main import main
main([])
"""


def first_frame_facts(data: Path) -> dict[str, Any]:
    """What the real app had loaded when its first frame was on screen."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PSYCHBOARD_EXIT_AFTER_SHOW": "1",
           "PSYCHBOARD_DATA_DIR": str(data), "XDG_CONFIG_HOME": str(data)}
    result = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-800:]
    lines = result.stdout.splitlines()
    assert lines[0].startswith("painted ")
    facts: dict[str, Any] = json.loads(lines[-1])
    return facts


def test_the_first_frame_loads_only_what_it_shows(tmp_path: Path) -> None:
    facts = first_frame_facts(tmp_path)
    loaded = [name for name in facts["modules"]
              if any(name == early or name.startswith(early + ".")
                     for early in NOT_BEFORE_FIRST_FRAME)]
    assert loaded == []
    assert facts["fonts"] == sorted(START_PAGE_FACES), "only the faces the start page shows"
    if not facts["lazy"]:
        pytest.skip("this PySide6 builds its types eagerly")
    assert not facts["qt_built"], "something touched PySide6's Qt namespace before the frame"
    assert facts["types"] == [], "drawing tools or key sequences were built before the frame"


def test_a_resume_button_has_its_face_in_the_first_frame(tmp_path: Path) -> None:
    (tmp_path / "autosave").mkdir()
    (tmp_path / "autosave" / "jujitsu.json").write_text("{}", encoding="utf-8")
    facts = first_frame_facts(tmp_path)
    assert facts["fonts"] == sorted(START_PAGE_FACES + BUTTON_FACES)


# Runs the real app until just after its first frame and reports the collector's state and
# the faces loaded by then.
GC_SCRIPT = """
import gc, json, os
from PySide6.QtCore import QTimer
from psychboard.app.main import main
from psychboard.app.main_window import MainWindow

build = MainWindow.__init__
seen = {}

def report():
    from psychboard.gui import fonts
    seen.update(after=gc.isenabled(), frozen=gc.get_freeze_count() > 0)
    print(json.dumps(seen), flush=True)
    print(json.dumps(sorted(fonts._loaded)), flush=True)
    os._exit(0)

def spy(self, *args):
    seen["while_building"] = gc.isenabled()
    build(self, *args)
    self.first_frame.connect(lambda: QTimer.singleShot(0, report))

MainWindow.__init__ = spy
main([])
"""


def test_the_collector_sleeps_through_start_up_and_wakes_after_the_first_frame(
        tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PSYCHBOARD_DATA_DIR": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path)}
    env.pop("PSYCHBOARD_EXIT_AFTER_SHOW", None)
    result = subprocess.run([sys.executable, "-c", GC_SCRIPT], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-800:]
    facts = json.loads(result.stdout.splitlines()[-2])
    assert facts == {"while_building": False, "after": True, "frozen": True}
    faces = json.loads(result.stdout.splitlines()[-1])
    assert set(BUTTON_FACES) <= set(faces), "the dialogs' buttons have their face"


COLLECTOR_HOOK = (Path(__file__).resolve().parents[2] / "packaging" / "pyinstaller"
                  / "collector_off.py")


@pytest.mark.parametrize(("argv", "enabled"), [([], False), (["--smoke-test"], True)])
def test_the_bundle_starts_the_plain_app_with_the_collector_off(
        argv: list[str], enabled: bool) -> None:
    """PyInstaller runs this hook before its own (see build.spec); a command keeps it on."""
    code = (f"import gc, runpy, sys; sys.argv[1:] = {argv!r}; "
            f"runpy.run_path({str(COLLECTOR_HOOK)!r}); print(gc.isenabled())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, check=True)
    assert result.stdout.strip() == str(enabled)


def test_tiles_icon_and_focus_arrive_just_after_the_first_frame(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.launcher is not None
    tile = window.launcher.tiles["jujitsu"]
    assert tile.focusPolicy() == Qt.FocusPolicy.NoFocus and window.windowIcon().isNull()
    with qtbot.waitSignal(window.first_frame):
        window.show()
    assert tile.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert not window.windowIcon().isNull()
    assert tile.cursor().shape() == Qt.CursorShape.PointingHandCursor
    window.show_launcher()  # back from a game: the new page is ready at once
    assert window.launcher.tiles["jujitsu"].focusPolicy() == Qt.FocusPolicy.StrongFocus


def commands(window: MainWindow) -> list[str]:
    menus = [title.menu() for title in window.menuBar().actions()]
    return [action.text() for menu in menus if isinstance(menu, QMenu)
            for action in menu.actions() if not action.isSeparator()]


def test_the_menus_get_their_commands_and_keys_just_after_the_first_frame(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"] and commands(window) == []
    with qtbot.waitSignal(window.first_frame):
        window.show()
    assert "&Quit" in commands(window) and "&Rules" in commands(window)
    quit_ = next(a for a in window.actions() if a.text() == "&Quit")
    assert quit_.shortcut().toString() == "Ctrl+Q"
    assert not window.save_action.isEnabled(), "no game to save on the start page"


def test_a_menu_opened_before_the_first_frame_has_its_commands(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    game = window.menuBar().actions()[0].menu()
    assert isinstance(game, QMenu)
    game.aboutToShow.emit()
    assert "&New game…" in commands(window)


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1440, 900)])
def test_the_start_page_draws_in_four_types(
        qtbot: QtBot, tmp_path: Path, width: int, height: int) -> None:
    """Each size and weight of type costs the first frame a font engine, with its fontconfig
    match and glyphs: about 3.5 M instructions. The tiles' lines of facts read in their
    pitch's type, and the hidden Resume button that sets the footers' height measures in the
    regular weight (Inter's weights share their vertical metrics)."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show_launcher()
    launcher = window.launcher
    assert launcher is not None and launcher._resume_height is not None
    shown = [*launcher.findChildren(QLabel), window.menuBar(), launcher._resume_height]
    for widget in shown:
        widget.ensurePolished()
    types = {(w.font().family(), w.font().pointSizeF(), w.font().weight()) for w in shown}
    assert len(types) <= 4, sorted(types)
    tile = launcher.tiles["jujitsu"]
    assert tile.meta.font() == tile.pitch.font()
    button = QPushButton("Resume")
    button.setObjectName("resumeButton")
    tile.box.addWidget(button)
    assert launcher._resume_height.sizeHint().height() == button.sizeHint().height()
