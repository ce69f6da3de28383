"""`psychboard print …`: print-and-play PDFs from the command line (DESIGN §7).

    psychboard print --game GAME --what deck --paper a4 --size poker \\
        --backs duplex-long -o cards.pdf

The app's own command line calls `add_parser` and `run`. A game's print kit may offer options
of its own (printing.kit): they are parsed from the arguments the shared parser left over, once
the game is known, so each game accepts only its own. Bad input (an unknown game, deck or size,
an option the game does not offer, a page too small for one card, an output path that cannot
be written) prints one clear message on stderr and returns 2, and no file is left behind.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from psychboard.core.errors import PsychboardError
from psychboard.printing.layout import BACKS, CARD_SIZES, PAPERS, PrintError

if TYPE_CHECKING:
    from psychboard.printing.document import PrintOptions
    from psychboard.printing.kit import PrintKit

_app: Any = None


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    from psychboard.games.registry import GAMES

    parser: argparse.ArgumentParser = subparsers.add_parser(
        "print", help="make a print-and-play PDF of a game's cards, board and sheets",
        description="Lay out a game's decks, board and sheets on A4 or Letter as a PDF.",
        epilog="A game may offer options of its own: --list shows them.")
    parser.add_argument("--game", required=True, help="which game: " + ", ".join(GAMES))
    parser.add_argument("--what", default="kit",
                        help="kit (everything), deck, board, sheet, or one printable's name")
    parser.add_argument("--deck", help="only this deck (one of the decks --list shows)")
    parser.add_argument("--list", action="store_true", help="list what the game can print")
    parser.add_argument("--paper", default="a4", help=f"{' or '.join(PAPERS)} (default a4)")
    parser.add_argument("--size", default="poker",
                        help=f"card size: {', '.join(CARD_SIZES)} (default poker, 63×88 mm)")
    parser.add_argument("--backs", default="duplex-long",
                        help=f"{', '.join(BACKS)} (default duplex-long)")
    parser.add_argument("--bleed", type=float, nargs="?", const=3.0, default=0.0,
                        metavar="MM", help="paint past the cut line (3 mm if no value)")
    parser.add_argument("--gutter", type=float, default=0.0, metavar="MM",
                        help="space between cards (default 0: shared cut lines)")
    parser.add_argument("--offset-x", type=float, default=0.0, metavar="MM",
                        help="shift back pages right by this much (from the calibration page)")
    parser.add_argument("--offset-y", type=float, default=0.0, metavar="MM",
                        help="shift back pages down by this much")
    parser.add_argument("--copies", type=int, default=1, help="copies of every card")
    parser.add_argument("--calibration", action="store_true",
                        help="start with a sheet that measures the printer's back offset")
    parser.add_argument("-o", "--output", type=Path, help="the PDF to write")
    return parser


def ensure_app() -> None:
    """Printing needs a QGuiApplication (fonts, painting) but never a display."""
    global _app
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        _app = QGuiApplication(["psychboard", "-platform", "offscreen"])


def options_from(args: argparse.Namespace, extra: Sequence[str] = ()) -> PrintOptions:
    from psychboard.printing.document import PrintOptions
    from psychboard.printing.kit import kit_for

    if args.copies < 1:
        raise PrintError(f"--copies must be at least 1, not {args.copies}")
    return PrintOptions(paper=args.paper.lower(), size=args.size.lower(),
                        backs=args.backs.lower(), bleed=args.bleed, gutter=args.gutter,
                        offset_x=args.offset_x, offset_y=args.offset_y, copies=args.copies,
                        calibration=args.calibration,
                        extras=kit_options(args.game, kit_for(args.game), extra))


def kit_options(game: str, kit: PrintKit, extra: Sequence[str]) -> dict[str, Any]:
    """The values of the game's own options, read from the arguments left over."""
    parser = argparse.ArgumentParser(prog=f"psychboard print --game {game}", add_help=False,
                                     exit_on_error=False)
    for option in kit.options:
        if option.choices:
            parser.add_argument(option.cli_flag, dest=option.name, action="append", default=[])
        else:
            parser.add_argument(option.cli_flag, dest=option.name, action="store_true")
    try:
        values, unknown = parser.parse_known_args(list(extra))
    except argparse.ArgumentError as exc:
        raise PrintError(str(exc)) from None
    if unknown:
        offered = ", ".join(option.cli_flag for option in kit.options) or "none"
        raise PrintError(f"{game} has no print option {unknown[0]!r} (its own: {offered})")
    chosen: dict[str, Any] = {}
    for option in kit.options:
        value = getattr(values, option.name)
        if option.choices:
            value = tuple(v.strip() for group in value for v in group.split(",") if v.strip())
        if value:
            chosen[option.name] = value
    return chosen


def run(args: argparse.Namespace, extra: Sequence[str] = ()) -> int:
    ensure_app()
    from psychboard.gui.fonts import ensure_fonts
    from psychboard.printing.kit import kit_for
    from psychboard.printing.pdf import write_pdf
    from psychboard.printing.printables import build_document, catalogue

    ensure_fonts()
    try:
        if args.list:
            found = catalogue(args.game)
            for item in found.items:
                print(f"{item.id:<16} {item.group:<6} {item.title}")
            for option in kit_for(args.game).options:
                print(f"{option.cli_flag:<23} {option.help}")
            for note in found.notes:
                print(f"note: {note}", file=sys.stderr)
            return 0
        if args.output is None:
            raise PrintError("give the PDF to write with -o FILE.pdf")
        options = options_from(args, extra)
        pages, found = build_document(args.game, args.what, args.deck, options)
        for note in found.notes:
            print(f"note: {note}", file=sys.stderr)
        write_pdf(pages, args.output, options.paper,
                  title=f"Psychboard — {args.game} ({args.what})")
    except PsychboardError as exc:
        print(f"psychboard print: {exc}", file=sys.stderr)
        return 2
    cards = sum(page.cards for page in pages)
    print(f"wrote {args.output}: {len(pages)} pages, {cards} cards")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the print command on its own: `python -m psychboard.printing.cli …`."""
    parser = argparse.ArgumentParser(prog="psychboard")
    add_parser(parser.add_subparsers(dest="command", required=True))
    return run(*parser.parse_known_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
