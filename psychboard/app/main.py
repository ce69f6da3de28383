"""Entry point of the `psychboard` command and of `python -m psychboard`."""

from __future__ import annotations

import gc
import os
import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if getattr(sys, "frozen", False) and not os.environ.get("LANG"):
        os.environ["LANG"] = "C.UTF-8"
    if args:  # the plain app skips building the command line: start-up time counts
        from psychboard.app.cli import run

        code = run(args)
        if code is not None:
            return code
    # Start-up creates thousands of long-lived objects (Qt's Python types and enums, our
    # modules, the start page) and no garbage cycles, yet the cyclic collector would scan them
    # again and again: about 5 ms of a 100 ms start. run_app turns it back on after the first
    # frame.
    gc.disable()
    from psychboard.app.gui_app import run_app

    return run_app()
