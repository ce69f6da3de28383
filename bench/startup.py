"""Cold start to the first painted window: a bare PySide6 window vs Psychboard.

Both quit as soon as their window has painted (PSYCHBOARD_EXIT_AFTER_SHOW=1), so the time
from launch to exit is the start-up a person waits through. Runs from source and, when
`make dist` has built them, from the bundles (dist/psychboard and dist/bare, the latter built
with `PSYCHBOARD_BARE=1 pyinstaller build.spec --distpath dist`; bench/size.py builds it).

    python bench/startup.py [--runs 7]
Last line: source_ratio=<r> bundle_ratio=<r>   (goal: both ≤ 1.25)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def median_start(command: list[str], runs: int) -> float:
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "PSYCHBOARD_EXIT_AFTER_SHOW": "1", "PSYCHBOARD_DATA_DIR": home,
               "XDG_CONFIG_HOME": home}
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)  # warm
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True, timeout=120)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    python = sys.executable
    rows = {
        "source bare": [python, str(ROOT / "bench" / "bare_window.py")],
        "source psychboard": [python, "-m", "psychboard"],
    }
    bare_bundle = ROOT / "dist" / "bare" / "bare"
    app_bundle = ROOT / "dist" / "psychboard" / "psychboard"
    if bare_bundle.exists() and app_bundle.exists():
        rows["bundle bare"] = [str(bare_bundle)]
        rows["bundle psychboard"] = [str(app_bundle)]
    results = {name: median_start(cmd, runs) for name, cmd in rows.items()}
    for name, seconds in results.items():
        print(f"{name:<20} {seconds * 1000:7.0f} ms (median of {runs})")
    source = results["source psychboard"] / results["source bare"]
    bundle = (results["bundle psychboard"] / results["bundle bare"]
              if "bundle bare" in results else float("nan"))
    print(f"source_ratio={source:.2f} bundle_ratio={bundle:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
