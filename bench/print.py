"""Print-and-play speed: every deck of the suite as PDFs, backs double-sided (long edge).

    python bench/print.py            # every deck of every game
    python bench/print.py 2          # only the first 2 sheets of each deck, for a quick run

Prints one line per deck and, last, `cards=<n> pages=<n> seconds=<s> cards_per_s=<r>`
(goal: at least 100 cards a second).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from psychboard.gui.fonts import ensure_fonts  # noqa: E402
from psychboard.printing.document import PrintOptions  # noqa: E402
from psychboard.printing.pdf import write_pdf  # noqa: E402
from psychboard.printing.printables import catalogue, games  # noqa: E402


def main() -> None:
    sheets = int(sys.argv[1]) if len(sys.argv) > 1 else None
    app = QGuiApplication(sys.argv[:1])
    ensure_fonts()
    options = PrintOptions(backs="duplex-long")
    cards = pages = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for game in games():
            for deck in catalogue(game).group("deck"):
                deck_pages = deck.pages(options)
                if sheets is not None:
                    deck_pages = deck_pages[:2 * sheets]
                t0 = time.perf_counter()
                write_pdf(deck_pages, Path(folder) / f"{game}-{deck.id}.pdf", options.paper)
                n = sum(p.cards for p in deck_pages)
                print(f"{game:<14} {deck.id:<16} cards={n:<4} pages={len(deck_pages):<4} "
                      f"seconds={time.perf_counter() - t0:.2f}")
                cards += n
                pages += len(deck_pages)
    seconds = time.perf_counter() - started
    print(f"cards={cards} pages={pages} seconds={seconds:.2f} "
          f"cards_per_s={cards / seconds:.0f}")
    del app


if __name__ == "__main__":
    main()
