"""The command line: no arguments opens the app; subcommands work without a window.

    psychboard                    the app
    psychboard --smoke-test       play every game with computer seats, offscreen, then exit
    psychboard decks              validate every shipped deck, print counts as JSON
    psychboard decks check FILE   validate a deck file of your own
    psychboard replay SAVE        replay a saved game, print the final state and outcome
    psychboard print ...          print-and-play PDFs (see `psychboard print --help`)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from psychboard import __version__
from psychboard.core import decks, saves
from psychboard.core.errors import PsychboardError
from psychboard.core.resources import asset_dir
from psychboard.core.serial import to_json
from psychboard.games import registry

EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="psychboard",
        description="Psychboard: psychology-themed tabletop games for families.")
    parser.add_argument("--version", action="version", version=f"psychboard {__version__}")
    parser.add_argument("--smoke-test", action="store_true",
                        help="play every game to the end with computer seats, offscreen, "
                             "writing only to a temporary folder; exit 0 when all is well")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    deck_parser = commands.add_parser(
        "decks", help="validate decks and print card counts as JSON",
        description="Validate every shipped deck (or one FILE) and print card counts as JSON.")
    deck_commands = deck_parser.add_subparsers(dest="deck_command", metavar="check")
    check = deck_commands.add_parser("check", help="validate a deck file of your own",
                                     description="Validate one deck file; exit 2 if it is bad.")
    check.add_argument("file", type=Path)
    replay = commands.add_parser("replay", help="replay a saved game and print its outcome",
                                 description="Replay SAVE through the rules and print the "
                                             "final state and outcome as JSON.")
    replay.add_argument("save", type=Path)
    try:
        from psychboard.printing import cli as print_cli
    except ImportError:
        pass
    else:
        print_cli.add_parser(commands)
    return parser


def run(argv: list[str]) -> int | None:
    """Run a command-line command; None means "open the app"."""
    try:
        return _run(argv)
    except PsychboardError as exc:  # e.g. a missing asset: one line naming the file
        print(f"psychboard: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _run(argv: list[str]) -> int | None:
    parser = build_parser()
    # `print` hands what it does not know to the game's print kit, which has options of its own.
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "print":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.smoke_test:
        from psychboard.app.smoke import smoke_test

        return smoke_test()
    if args.command == "decks":
        return check_deck(args.file) if args.deck_command == "check" else deck_report()
    if args.command == "replay":
        return replay_save(args.save)
    if args.command == "print":
        from psychboard.printing import cli as print_cli

        return print_cli.run(args, extra)
    return None


# Card fields whose values group a deck (a category, a stage of life, a card type), counted
# in `psychboard decks` whichever game's cards carry them.
REPORTED_FIELDS = (("category", "categories"), ("stage", "stages"), ("type", "types"))


def _copies(card: Any) -> int:
    copies = card.get("copies", 1)
    return copies if isinstance(copies, int) and copies > 0 else 1


def deck_report() -> int:
    report: dict[str, Any] = {}
    failed = False
    root = asset_dir("decks")
    for folder in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
        loaded, errors = decks.load_many(folder.glob("*.json"))
        # A card printed several times (a "copies" field) counts once per copy in the box.
        cards = [card for deck in loaded for card in deck.cards
                 for _ in range(_copies(card))]
        entry: dict[str, Any] = {"files": len(loaded), "cards": len(cards)}
        entry["kinds"] = dict(sorted(Counter(d.kind for d in loaded for c in d.cards
                                             for _ in range(_copies(c))).items()))
        for field, label in REPORTED_FIELDS:
            counts = Counter(str(c[field]) for c in cards if isinstance(c.get(field), str))
            if counts:
                entry[label] = dict(sorted(counts.items()))
        if errors:
            entry["errors"] = [str(e) for e in errors]
            failed = True
        report[folder.name] = entry
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return EXIT_USAGE if failed else 0


def check_deck(path: Path) -> int:
    try:
        deck = decks.load(path)
    except PsychboardError as exc:
        print(f"psychboard: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(json.dumps({"file": str(path), "game": deck.game, "kind": deck.kind,
                      "title": deck.title, "cards": len(deck.cards)}, ensure_ascii=False))
    return 0


def replay_save(path: Path) -> int:
    try:
        saved = saves.read(path, registry.rules_for, registry.levels_for)
    except PsychboardError as exc:
        print(f"psychboard: {exc}", file=sys.stderr)
        return EXIT_USAGE
    rules = registry.rules_for(saved.game)
    assert rules is not None
    rules = saves.pinned(rules, saved, path)
    state = saves.replay(rules, saved, path)
    outcome = rules.outcome(state)
    print(json.dumps({"game": saved.game, "actions": len(saved.actions),
                      "to_act": sorted(rules.to_act(state)),
                      "outcome": to_json(outcome), "table": to_json(rules.observe(state, None))},
                     indent=1, ensure_ascii=False))
    return 0
