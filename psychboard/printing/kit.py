"""What a game brings to printing beyond its deck files: pieces, card filters and options.

A game's GameSpec gives its kit (`print_kit`, a factory); the printables registry, the
Print decks dialog and `psychboard print` read it and know no game in particular. An option is
data (`PrintOption`): the dialog draws a tick box or a list of tick boxes for it and the
command line adds a flag, both only for the game whose kit declares it. Chosen values travel
in `PrintOptions.extras` under the option's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from psychboard.printing.layout import PrintError

if TYPE_CHECKING:
    from psychboard.printing.document import PrintOptions
    from psychboard.printing.printables import Catalogue

Filter = Callable[[Sequence[Mapping[str, Any]], "PrintOptions"], list[Mapping[str, Any]]]


@dataclass(frozen=True)
class PrintOption:
    """One choice a game's kit offers: with `choices` (id → title) the value is the tuple of
    chosen ids, empty meaning all of them; without, it is a yes/no flag."""

    name: str
    label: str
    help: str
    flag: str = ""
    choices: Mapping[str, str] = field(default_factory=dict)

    @property
    def cli_flag(self) -> str:
        """The command line's spelling, e.g. --category for an option named categories."""
        return f"--{self.flag or self.name}"

    def check(self, value: Any) -> None:
        if not self.choices:
            return
        unknown = [v for v in value if v not in self.choices]
        if unknown:
            raise PrintError(f"unknown {self.flag or self.name} {unknown[0]!r} (choose from "
                             f"{', '.join(self.choices)})")


@dataclass(frozen=True)
class PrintKit:
    """A game's printing: `pieces` adds printables to its catalogue (a board, response cards),
    `filters` narrow a deck kind's cards by the options, `options` are the game's own, and
    `deck_order` sorts its deck files (by file name when None)."""

    pieces: Callable[[Catalogue], None] | None = None
    filters: Mapping[str, Filter] = field(default_factory=dict)
    options: tuple[PrintOption, ...] = ()
    deck_order: Callable[[Path], Any] | None = None

    def check(self, options: PrintOptions) -> None:
        """Refuse an option this kit does not offer, or a choice it does not know."""
        known = {option.name: option for option in self.options}
        for name, value in options.extras.items():
            option = known.get(name)
            if option is None:
                offered = ", ".join(known) or "none"
                raise PrintError(f"there is no print option {name!r} here (offered: {offered})")
            option.check(value)


NO_KIT = PrintKit()


def kit_for(game: str) -> PrintKit:
    """The kit `game` names in the registry, or an empty one."""
    from psychboard.games import specs

    spec = specs().get(game)
    if spec is None or spec.print_kit is None:
        return NO_KIT
    return spec.print_kit()
