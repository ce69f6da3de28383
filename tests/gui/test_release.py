"""What a release promises inside the app: one version everywhere, an About box with every
shipped licence, a welcome on the first start only, and icon files the installers accept."""

from __future__ import annotations

import importlib.util
import re
import struct
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from psychboard import __version__
from psychboard.app import cli
from psychboard.app.about import AboutDialog, notices_markdown
from psychboard.app.first_run import FirstRunDialog
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.games.registry import GAMES
from psychboard.gui.widgets.rules_viewer import RulesViewer

ROOT = Path(__file__).resolve().parents[2]


def test_the_version_is_written_once_and_pyproject_reads_it() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "psychboard/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_version_option_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        cli.run(["--version"])
    assert leaving.value.code == 0
    assert capsys.readouterr().out.strip() == f"psychboard {__version__}"


def test_about_shows_the_version_and_every_shipped_licence(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert f"Psychboard {__version__}" in dialog.heading.text()
    assert "PySide6 6." in dialog.heading.text()
    shown = dialog.notices.toPlainText()
    for words in ("MIT", "SIL Open Font License", "CC0", "GNU LGPL version 3",
                  "https://download.qt.io/official_releases/QtForPython/",
                  "Permission is hereby granted"):
        assert words in shown, words
    assert shown.count("—") >= 5
    assert "# Licences" in notices_markdown()


def _settings(path: Path) -> Settings:
    return Settings(QSettings(str(path / "s.ini"), QSettings.Format.IniFormat))


def _welcomes(window: MainWindow) -> list[FirstRunDialog]:
    return window.findChildren(FirstRunDialog)


def _start(qtbot: QtBot, settings: Settings) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame):
        window.show()
    return window


def test_the_first_start_welcomes_once_and_remembers(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    assert not settings.welcome_shown
    window = _start(qtbot, settings)
    [welcome] = _welcomes(window)
    assert welcome.isVisible() and not welcome.isModal()
    assert _settings(tmp_path).welcome_shown, "remembered in the settings file at once"
    welcome.accept()
    window.close()
    again = _start(qtbot, _settings(tmp_path))
    assert _welcomes(again) == []


def test_the_welcome_lists_every_registered_game_and_marks_the_coming_ones(qtbot: QtBot
                                                                          ) -> None:
    dialog = FirstRunDialog()
    qtbot.addWidget(dialog)
    playable = {g for g, spec in GAMES.items() if spec.playable}
    assert playable
    assert set(dialog.how_to_play) == set(dialog.play) == playable
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert all(spec.title in texts for spec in GAMES.values())
    assert texts.count("Coming soon") == len(GAMES) - len(playable)


def test_how_to_play_opens_the_rules_and_play_starts_the_game(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(RulesViewer, "exec",
                        lambda self: opened.append(self.browser.toPlainText()) or 0)
    window = MainWindow(_settings(tmp_path))
    qtbot.addWidget(window)
    started: list[str] = []
    monkeypatch.setattr(window, "new_game_of", started.append)
    with qtbot.waitSignal(window.first_frame):
        window.show()
    [welcome] = _welcomes(window)
    welcome.how_to_play["jujitsu"].click()
    assert len(opened) == 1 and "Jujitsu" in opened[0]
    welcome.play["psychic"].click()
    assert started == ["psychic"] and not welcome.isVisible()


def _icons_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("icons_tool", ROOT / "tools" / "icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_windows_and_mac_icon_files_hold_every_size_as_png(qtbot: QtBot) -> None:
    icons = _icons_tool()
    pngs = {size: f"png{size}".encode() for size in (16, 32, 256)}
    ico = icons.ico(pngs)
    assert struct.unpack_from("<HHH", ico) == (0, 1, 3)
    for index, size in enumerate(sorted(pngs)):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert width == (0 if size == 256 else size)
        assert ico[offset:offset + length] == pngs[size]
    every = {size: f"png{size}".encode() for _, size in icons.ICNS_TYPES}
    icns = icons.icns(every)
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    assert icns[8:12] == b"icp4" and icns[16:21] == b"png16"
    image = QImage.fromData(icons.render_png(QSvgRenderer(str(icons.SVG)), 48))
    assert image.width() == image.height() == 48


def test_a_short_screen_scrolls_the_welcome_and_never_squeezes_a_games_words(
        qtbot: QtBot) -> None:
    dialog = FirstRunDialog()
    qtbot.addWidget(dialog)
    dialog.setMinimumSize(1, 1)  # as a short screen does: the window can be no taller
    dialog.resize(380, 300)
    dialog.show()
    qtbot.waitExposed(dialog)
    pitches = [label for label in dialog.findChildren(QLabel)
               if label.text() in {spec.pitch for spec in GAMES.values()}]
    assert len(pitches) == len(GAMES)
    assert all(label.height() >= label.heightForWidth(label.width()) for label in pitches)
