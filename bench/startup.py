"""Start-up to the first complete frame: a bare PySide6 window vs Psychboard.

Both print the wall-clock time at which their window's first frame is painted and flushed,
and leave at once (PSYCHBOARD_EXIT_AFTER_SHOW=1), so launch to that moment is the wait a
person sees. Each is measured two ways, from source and, when `make dist` and bench/size.py
have built them, from the bundles (dist/psychboard and dist/bare):

- cold: the kernel's page cache is dropped before every launch (needs root; Linux), as when a
  family opens the app after switching the computer on — the libraries come from disk;
- warm: the files are already cached, as for a second launch soon after the first.

    python bench/startup.py [--runs 7] [--instructions]
Last line: source_ratio=<r> bundle_ratio=<r>, from cold starts when they could be measured
(goal: both ≤ 1.15); the warm ratios are printed above it.

On a shared virtual machine the times of successive runs can move the ratios by ±0.1; with
--instructions it also counts, under valgrind, the instructions each program runs from launch
to its first frame, a figure that moves by under 0.1%.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DROP_CACHES = Path("/proc/sys/vm/drop_caches")


def can_drop_caches() -> bool:
    return sys.platform.startswith("linux") and os.access(DROP_CACHES, os.W_OK)


def drop_caches() -> None:
    os.sync()
    DROP_CACHES.write_text("3\n")


def first_frame(command: list[str], env: dict[str, str]) -> float:
    start = time.time()
    result = subprocess.run(command, env=env, check=True, capture_output=True, text=True,
                            timeout=120)
    painted = [line for line in result.stdout.splitlines() if line.startswith("painted ")]
    if not painted:
        raise SystemExit(f"{command[0]} never painted a window:\n{result.stderr[-800:]}")
    return float(painted[-1].split()[1]) - start


def launch_env(home: str, commands: list[list[str]]) -> dict[str, str]:
    """The environment the programs start in, each launched once in it first: that compiles
    their .pyc files and writes the settings, as a family's second start finds them."""
    env = {**os.environ, "PSYCHBOARD_EXIT_AFTER_SHOW": "1", "PSYCHBOARD_DATA_DIR": home,
           "XDG_CONFIG_HOME": home}
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    # An installed copy has its bytecode compiled; so does a source checkout after its first
    # launch, unless the environment forbids writing it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for command in commands:
        first_frame(command, env)
    return env


def median_starts(commands: list[list[str]], runs: int, cold: bool) -> list[float]:
    """The median start of each command. The commands take turns, run after run, so a drift
    in the machine's speed during the measurement touches them all alike."""
    with tempfile.TemporaryDirectory() as home:
        env = launch_env(home, commands)
        times: list[list[float]] = [[] for _ in commands]
        for _ in range(runs):
            for command, samples in zip(commands, times, strict=True):
                if cold:
                    drop_caches()
                samples.append(first_frame(command, env))
    return [statistics.median(samples) for samples in times]


def instructions(command: list[str], env: dict[str, str]) -> int:
    """Instructions from launch to the first frame, counted by valgrind's callgrind (a bundle's
    launcher starts the program anew, so the processes it starts are counted too)."""
    result = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                             "--callgrind-out-file=/dev/null", *command], env=env,
                            capture_output=True, text=True, timeout=600, check=True)
    found = re.findall(r"Collected : (\d+)", result.stderr)
    if not found:
        raise SystemExit(f"valgrind counted nothing for {command[0]}:\n{result.stderr[-800:]}")
    return sum(map(int, found))


def count_instructions(rows: dict[str, tuple[list[str], list[str]]]) -> None:
    for kind, (bare, app) in rows.items():
        with tempfile.TemporaryDirectory() as home:
            env = launch_env(home, [bare, app])
            bare_count, app_count = instructions(bare, env), instructions(app, env)
            print(f"instr {kind:<6}  bare {bare_count / 1e6:6.0f} M   psychboard "
                  f"{app_count / 1e6:6.0f} M   ratio {app_count / bare_count:.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions to the first frame (needs valgrind)")
    args = parser.parse_args()
    runs = args.runs
    rows = {
        "source": ([sys.executable, str(ROOT / "bench" / "bare_window.py")],
                   [sys.executable, "-m", "psychboard"]),
    }
    bare_bundle = ROOT / "dist" / "bare" / "bare"
    app_bundle = ROOT / "dist" / "psychboard" / "psychboard"
    if bare_bundle.exists() and app_bundle.exists():
        rows["bundle"] = ([str(bare_bundle)], [str(app_bundle)])
    modes = ["cold", "warm"] if can_drop_caches() else ["warm"]
    ratios: dict[tuple[str, str], float] = {}
    for mode in modes:
        for kind, (bare, app) in rows.items():
            bare_s, app_s = median_starts([bare, app], runs, mode == "cold")
            ratios[kind, mode] = app_s / bare_s
            print(f"{mode:<4} {kind:<6}  bare {bare_s * 1000:6.0f} ms   psychboard "
                  f"{app_s * 1000:6.0f} ms   ratio {app_s / bare_s:.2f}   (median of {runs})")
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
        count_instructions(rows)
    mode = modes[0]
    source = ratios["source", mode]
    bundle = ratios.get(("bundle", mode), float("nan"))
    print(f"source_ratio={source:.2f} bundle_ratio={bundle:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
