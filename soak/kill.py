"""kill -9 at random moments: whatever the moment, the autosave parses, replays and holds
every move the game acknowledged, and a later write leaves no temporary file behind.

Each trial runs `soak.child` (one game, computer seats, a data folder of its own) and sends
it SIGKILL at a random moment: one trial in five during start-up, the others a random part
of a move's time after a random move between the first and the middle of a short game of
that kind (the shorter of two whole games, measured first), so kills land inside writes.
Every `ack n` the child printed before it died is a move the controller said was saved.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from psychboard.core import saves
from psychboard.core.errors import PsychboardError
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from soak.common import child_env, python

GAME_TIMEOUT_S = 120.0
LEFTOVER_AGE_S = 3600


@dataclass
class Trial:
    game: str
    acked: int = 0
    saved: int | None = None  # actions in the autosave; None when there is none
    finished: bool = False
    crashed: str = ""
    corrupt: str = ""
    leftovers: int = 0        # temporary files the kill left
    leftovers_after_write: int = 0

    @property
    def lost(self) -> bool:
        return not self.corrupt and (self.saved or 0) < self.acked


@dataclass
class KillReport:
    trials: list[Trial] = field(default_factory=list)

    def figures(self) -> dict[str, int]:
        killed = [t for t in self.trials if not t.finished]
        return {"kill_trials": len(killed),
                "lost": sum(t.lost for t in killed),
                "corrupt": sum(bool(t.corrupt) for t in killed),
                "crashes": sum(bool(t.crashed) for t in self.trials),
                "acked_moves": sum(t.acked for t in killed),
                "killed_before_first_save": sum(t.saved is None for t in killed),
                "tmp_left_by_kills": sum(t.leftovers for t in killed),
                "tmp_after_next_write": sum(t.leftovers_after_write for t in killed)}


class _Child:
    """One child game whose acknowledgements are read as they come."""

    def __init__(self, game: str, seed: int, data_dir: Path, target: int = 0) -> None:
        self.acks = 0
        self.target = target
        self.reached = threading.Event()
        self.started = time.monotonic()
        self.ready_after = 0.0
        self.finished = False
        self.process = subprocess.Popen(
            [python(), "-m", "soak.child", game, str(seed), str(data_dir)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(data_dir))
        self.done = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.stderr = ""

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith("ack "):
                self.acks = int(line.split()[1])
                if self.target and self.acks >= self.target:
                    self.reached.set()
            elif line.strip() == "ready":
                self.ready_after = time.monotonic() - self.started
            elif line.strip() == "finished":
                self.finished = True
        self.done.set()
        self.reached.set()

    def kill_after(self, delay: float) -> int:
        """SIGKILL `delay` seconds after the target move (or the start) unless the game
        ended first; returns the exit code."""
        if self.target:
            self.reached.wait(GAME_TIMEOUT_S)
        if not self.done.wait(delay):
            os.kill(self.process.pid, signal.SIGKILL)
        try:  # the reader thread owns stdout: communicate() would close it under the thread
            self.process.wait(timeout=GAME_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            self.stderr = "the game did not end in time"
        self._reader.join()
        if not self.stderr and self.process.stderr is not None:
            self.stderr = self.process.stderr.read() or ""
        return self.process.returncode


@dataclass(frozen=True)
class Pace:
    """One whole game of a kind: seconds to start up, its moves, and seconds per move."""

    startup: float
    moves: int
    per_move: float


def calibrate(spec: GameSpec, seed: int) -> Pace:
    with tempfile.TemporaryDirectory(prefix="soak-kill-") as folder:
        child = _Child(spec.id, seed, Path(folder))
        child.kill_after(GAME_TIMEOUT_S)
        playing = time.monotonic() - child.started - child.ready_after
        return Pace(child.ready_after, child.acks, playing / max(1, child.acks))


def moment(pace: Pace, rnd: random.Random) -> tuple[int, float]:
    """A random kill moment: (move to wait for, 0 = none; seconds after it)."""
    if rnd.random() < 0.2:
        return 0, rnd.uniform(0.0, pace.startup * 1.5)
    return rnd.randint(1, max(1, pace.moves // 2)), rnd.uniform(0.0, pace.per_move * 1.5)


def trial(spec: GameSpec, seed: int, at: tuple[int, float]) -> Trial:
    result = Trial(spec.id)
    target, delay = at
    with tempfile.TemporaryDirectory(prefix="soak-kill-") as folder:
        data_dir = Path(folder)
        child = _Child(spec.id, seed, data_dir, target)
        code = child.kill_after(delay)
        result.acked, result.finished = child.acks, child.finished
        if code not in (0, -signal.SIGKILL) or "Traceback" in child.stderr:
            result.crashed = f"exit {code}: {child.stderr[-2000:]}"
        if not result.finished:
            _check_autosave(spec, data_dir, result)
    return result


def _check_autosave(spec: GameSpec, data_dir: Path, result: Trial) -> None:
    folder = data_dir / "autosave"
    path = folder / f"{spec.id}.json"
    leftovers = list(folder.glob(f".{path.name}.*.tmp")) if folder.is_dir() else []
    result.leftovers = len(leftovers)
    if not path.exists():
        return
    rules = spec.rules() if spec.rules is not None else None
    assert rules is not None
    try:
        saved = saves.read(path, registry.rules_for)
        saves.replay(rules, saved, path)
    except PsychboardError as exc:
        result.corrupt = str(exc)
        return
    result.saved = len(saved.actions)
    old = time.time() - LEFTOVER_AGE_S  # as if the kill happened long ago
    for leftover in leftovers:
        os.utime(leftover, (old, old))
    saves.write(path, saved, rules)  # the next move's write
    result.leftovers_after_write = len(list(folder.glob(f".{path.name}.*.tmp")))


def run(trials: int, seed: int, jobs: int) -> KillReport:
    rnd = random.Random(seed)
    games = registry.playable()
    paces = {spec.id: min((calibrate(spec, rnd.getrandbits(32)) for _ in range(2)),
                          key=lambda pace: pace.moves) for spec in games}
    plan = []
    for number in range(trials):
        spec = games[number % len(games)]
        plan.append((spec, rnd.getrandbits(32), moment(paces[spec.id], rnd)))
    report = KillReport()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        report.trials = list(pool.map(lambda p: trial(*p), plan))
    for number in range(trials):  # games that ended before their kill are tried again
        if sum(not t.finished for t in report.trials) >= trials:
            break
        spec = games[number % len(games)]
        report.trials.append(trial(spec, rnd.getrandbits(32), moment(paces[spec.id], rnd)))
    for spec in games:
        ran = [t for t in report.trials if t.game == spec.id and not t.finished]
        pace = paces[spec.id]
        print(f"kill {spec.id}: {len(ran)} trials (a game: {pace.startup:.1f} s to start, "
              f"{pace.moves} moves, {pace.per_move * 1000:.0f} ms each), "
              f"{sum(t.acked for t in ran)} acknowledged moves, "
              f"lost {sum(t.lost for t in ran)}, corrupt {sum(bool(t.corrupt) for t in ran)}",
              flush=True)
    for bad in (t for t in report.trials
                if t.crashed or (not t.finished and (t.lost or t.corrupt))):
        print(f"  kill {bad.game}: acked {bad.acked} saved {bad.saved} {bad.corrupt} "
              f"{bad.crashed}", flush=True)
    figures = report.figures()
    print("kill: " + " ".join(f"{k}={v}" for k, v in figures.items()), flush=True)
    return report
