"""`python -m soak`: every part in turn, its figures as it goes, and one summary line last:

    kill_trials=<n> lost=<n> corrupt=<n> mutants=<n> crashes=<n> hangs=<n>
    monkey_events=<n> exceptions=<n> rich_text=<n> lost_earlier=<n>

Exit 0 only when nothing was lost, corrupt, crashed, hung, modified or raised, no killed
write left a temporary file after the next write, every data-folder scenario passed (an
earlier unfinished game in a full or read-only folder survives), every game moved on under
the monkey, and no user text was ever read as rich text.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m soak", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=100, help="kill -9 trials (100)")
    parser.add_argument("--mutants", type=int, default=1000, help="save and deck mutants (1000)")
    parser.add_argument("--cli", type=int, default=50, help="mutants also run by the CLI (50)")
    parser.add_argument("--monkey", type=int, default=10_000,
                        help="GUI monkey events, shared by the games (10000)")
    parser.add_argument("--canary", type=int, default=2000,
                        help="GUI events with the rich-text canary at the table (2000)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: random)")
    parser.add_argument("--jobs", type=int, default=2, help="child processes at once (2)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    print(f"soak: seed {seed} (again with --seed {seed})", flush=True)
    with tempfile.TemporaryDirectory(prefix="psychboard-soak-") as scratch:
        folder = Path(scratch)
        os.environ["PSYCHBOARD_DATA_DIR"] = str(folder / "data")  # never the family's own
        return _run(args, seed, folder)


def _run(args: argparse.Namespace, seed: int, folder: Path) -> int:
    from psychboard.app.gui_app import make_app
    from soak import canary, datafolder, kill, monkey, mutants
    from soak.common import Faults

    started = time.monotonic()
    kills = kill.run(args.kills, seed, args.jobs).figures()
    app = make_app()
    faults = Faults().install()
    files = mutants.run(args.mutants, args.cli, folder, seed, args.jobs, faults).figures()
    monkeys = monkey.run(args.monkey, seed, folder / "monkey", faults)
    canaries = canary.run(args.canary, seed, folder / "canary", faults)
    folders = datafolder.run(seed)
    app.processEvents()
    figures = monkeys.figures()
    failed = (kills["lost"] or kills["corrupt"] or kills["crashes"]
              or kills["tmp_after_next_write"] or files["crashes"] or files["hangs"]
              or files["files_modified"] or files["refused_decks_kept"]
              or figures["exceptions"] or figures["games_not_advancing"]
              or folders["failed"] or canaries["rich_text"]
              or len(faults.found) > figures["exceptions"])
    print(f"soak: {time.monotonic() - started:.0f} s, {'FAILED' if failed else 'passed'}",
          flush=True)
    print(f"kill_trials={kills['kill_trials']} lost={kills['lost']} corrupt={kills['corrupt']} "
          f"mutants={files['mutants']} crashes={files['crashes'] + kills['crashes']} "
          f"hangs={files['hangs']} monkey_events={figures['monkey_events']} "
          f"exceptions={len(faults.found) + folders['exceptions']} "
          f"rich_text={canaries['rich_text']} lost_earlier={folders['lost_earlier']}",
          flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
