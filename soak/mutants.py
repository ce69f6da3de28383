"""Hostile saves and decks through every way the app opens them: 0 crashes, 0 hangs, and
no file changed by being opened.

The sources are real: saves of games played to a random point and to their end by random
legal moves, for every registered game, and every shipped deck file. Each mutant goes
(a) to `saves.read` / `decks.load` in-process, (b) in a sample, to the CLI in a child
process, and (c) to the main window's open paths — `load`, resuming an autosave, and
`install_deck` — with message boxes recorded instead of shown. Only a PsychboardError (a
refusal with a message) may come out; a refused deck must not be kept.
"""

from __future__ import annotations

import hashlib
import random
import shutil
import signal
import subprocess
import time
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psychboard.core import decks, saves
from psychboard.core.errors import PsychboardError
from psychboard.core.resources import asset_dir, autosave_path, user_data_dir
from psychboard.core.saves import SavedGame
from psychboard.games import registry
from soak.common import Faults, child_env, python, seats_for
from soak.mutate import aimed, mutant
from tests.engines.playout import play_random, random_options

ALARM_S = 20
CLI_TIMEOUT_S = 60
CLI_OK = (0, 2)


class Hang(Exception):
    """The alarm rang: one mutant took longer than ALARM_S."""


@dataclass
class Mutant:
    path: Path
    kind: str          # "save" or "deck"
    source: str
    label: str
    digest: str = ""


@dataclass
class MutantReport:
    mutants: int = 0
    refused: int = 0
    opened: int = 0
    cli_runs: int = 0
    gui_opens: int = 0
    messages: int = 0
    crashes: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    modified: list[str] = field(default_factory=list)
    kept_refused_decks: list[str] = field(default_factory=list)

    def figures(self) -> dict[str, int]:
        return {"mutants": self.mutants, "refused": self.refused, "opened": self.opened,
                "cli_runs": self.cli_runs, "gui_opens": self.gui_opens,
                "messages": self.messages, "crashes": len(self.crashes),
                "hangs": len(self.hangs), "files_modified": len(self.modified),
                "refused_decks_kept": len(self.kept_refused_decks)}


@contextmanager
def alarm(seconds: int) -> Iterator[None]:
    def ring(_signum: int, _frame: Any) -> None:
        raise Hang(f"no answer after {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def real_saves(folder: Path, games_each: int, rnd: random.Random) -> list[Path]:
    """Saves of every registered game: cut at a random move, and whole."""
    paths = []
    for spec in registry.playable():
        assert spec.rules is not None
        rules = spec.rules()
        for number in range(games_each):
            options = random_options(rules, rnd)
            seed = rnd.getrandbits(32)
            _state, log, _states = play_random(rules, options, seed, rnd)
            seats = tuple(seats_for(spec, options.players, 2, rnd))
            for cut, name in ((rnd.randrange(len(log) + 1), "part"), (len(log), "whole")):
                path = folder / f"{spec.id}-{number}-{name}.json"
                saves.write(path, SavedGame(spec.id, options, seed, seats, tuple(log[:cut])),
                            rules)
                paths.append(path)
    return paths


def make(count: int, folder: Path, rnd: random.Random) -> list[Mutant]:
    """`count` mutants, three saves for every two decks; a third of each aimed at one field
    of a save's settings, seats or pinned content, or of a deck's cards."""
    sources = folder / "sources"
    sources.mkdir(parents=True)
    save_files = real_saves(sources, 3, rnd)
    deck_files = sorted(asset_dir("decks").rglob("*.json"))
    games = list(registry.GAMES)
    made = []
    for number in range(count):
        kind = "deck" if deck_files and number % 5 in (1, 3) else "save"
        source = rnd.choice(deck_files if kind == "deck" else save_files)
        if number % 3 == 2:
            label, data = aimed(source.read_bytes(), rnd, kind)
        else:
            label, data = mutant(source.read_bytes(), rnd, games)
        path = folder / f"{kind}-{number:05d}-{source.stem}.json"
        path.write_bytes(data)
        made.append(Mutant(path, kind, source.name, label, digest(path)))
    return made


def _call(report: MutantReport, item: Mutant, where: str, call: Callable[[], Any],
          faults: Faults | None = None) -> Any:
    """Run one open; a PsychboardError is a refusal, anything else a crash."""
    before = len(faults.found) if faults else 0
    result = None
    try:
        with alarm(ALARM_S):
            result = call()
    except PsychboardError:
        report.refused += 1
    except Hang:
        report.hangs.append(f"{where} {item.path.name} ({item.label})")
    except Exception:
        report.crashes.append(f"{where} {item.path.name} ({item.label}): "
                              f"{traceback.format_exc(limit=-3)}")
    if faults and len(faults.found) > before:
        report.crashes.append(f"{where} {item.path.name} ({item.label}): "
                              f"{faults.found[before][-1500:]}")
    if digest(item.path) != item.digest:
        report.modified.append(f"{where} {item.path.name}")
    return result


def in_process(report: MutantReport, items: list[Mutant]) -> None:
    for item in items:
        if item.kind == "save":
            result = _call(report, item, "read", lambda i=item: saves.read(
                i.path, registry.rules_for, registry.levels_for))
        else:
            result = _call(report, item, "load", lambda i=item: decks.load(i.path))
        report.opened += result is not None


def cli(report: MutantReport, items: list[Mutant], data_dir: Path, jobs: int) -> None:
    def run(item: Mutant) -> None:
        command = ["replay", str(item.path)] if item.kind == "save" \
            else ["decks", "check", str(item.path)]
        try:
            done = subprocess.run([python(), "-m", "psychboard", *command],
                                  capture_output=True, text=True, timeout=CLI_TIMEOUT_S,
                                  env=child_env(data_dir), errors="replace", check=False)
        except subprocess.TimeoutExpired:
            report.hangs.append(f"cli {item.path.name} ({item.label})")
            return
        if done.returncode not in CLI_OK or "Traceback" in done.stderr:
            report.crashes.append(f"cli {item.path.name} ({item.label}): exit "
                                  f"{done.returncode}: {done.stderr[-1500:]}")
        if digest(item.path) != item.digest:
            report.modified.append(f"cli {item.path.name}")

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(run, items))
    report.cli_runs += len(items)


def gui(report: MutantReport, items: list[Mutant], faults: Faults, rnd: random.Random) -> None:
    from PySide6.QtCore import QCoreApplication, QSettings

    from psychboard.app.main_window import MainWindow
    from psychboard.app.settings import Settings
    from psychboard.gui import animation
    from psychboard.gui.widgets import messages

    animation.set_speed("off")
    told: list[str] = []
    original = messages._show
    messages._show = lambda _parent, title, text, warning: told.append(f"{title}: {text}")
    settings = Settings(QSettings(str(user_data_dir() / "soak-settings.ini"),
                                  QSettings.Format.IniFormat))
    window = MainWindow(settings)
    window.show()
    try:
        for item in items:
            _gui_open(report, item, window, faults, rnd)
            QCoreApplication.processEvents()
            report.gui_opens += 1
    finally:
        window.close()
        messages._show = original
    report.messages += len(told)


def _gui_open(report: MutantReport, item: Mutant, window: Any, faults: Faults,
              rnd: random.Random) -> None:
    if item.kind == "save":
        if rnd.random() < 0.2:  # as the family's own autosave, resumed from the launcher
            game = item.source.split("-")[0]
            autosave = autosave_path(game)
            autosave.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(item.path, autosave)
            _call(report, item, "resume", lambda: (window.show_launcher(),
                                                   window.resume(game)), faults)
            if digest(autosave) != item.digest and window.page is None:
                report.modified.append(f"resume {item.path.name}")
            autosave.unlink(missing_ok=True)
        else:
            _call(report, item, "open", lambda: window.load(item.path), faults)
        if window.page is not None:  # it opened: back to the launcher for the next one
            window.show_launcher()
        return
    kept = set(user_data_dir().joinpath("decks").rglob("*.json"))
    added = _call(report, item, "install", lambda: window.install_deck(item.path), faults)
    new = set(user_data_dir().joinpath("decks").rglob("*.json")) - kept
    if not added and new:
        report.kept_refused_decks.append(item.path.name)
    for path in new:  # the next mutants meet the shipped decks only
        path.unlink()
        registry.decks_changed(path.parent.name)  # family_dir(game) is decks/<game>


def run(count: int, cli_sample: int, folder: Path, seed: int, jobs: int, faults: Faults
        ) -> MutantReport:
    rnd = random.Random(seed)
    started = time.monotonic()
    items = make(count, folder / "mutants", rnd)
    report = MutantReport(mutants=len(items))
    print(f"mutants: made {len(items)} ({sum(i.kind == 'save' for i in items)} saves, "
          f"{sum(i.kind == 'deck' for i in items)} decks) in {time.monotonic() - started:.1f} s",
          flush=True)
    stage = time.monotonic()
    in_process(report, items)
    print(f"mutants in-process: {report.refused} refused, {report.opened} opened, "
          f"{time.monotonic() - stage:.1f} s", flush=True)
    stage = time.monotonic()
    cli(report, rnd.sample(items, min(cli_sample, len(items))), folder / "cli-data", jobs)
    print(f"mutants cli: {report.cli_runs} runs, {time.monotonic() - stage:.1f} s", flush=True)
    stage = time.monotonic()
    gui(report, items, faults, rnd)
    print(f"mutants gui: {report.gui_opens} opens, {report.messages} messages, "
          f"{time.monotonic() - stage:.1f} s", flush=True)
    for problem in report.crashes + report.hangs + report.modified + report.kept_refused_decks:
        print(f"  mutant problem: {problem}", flush=True)
    print("mutants: " + " ".join(f"{k}={v}" for k, v in report.figures().items()), flush=True)
    return report
