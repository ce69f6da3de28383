"""Every game the suite knows, as data: the launcher, the CLI and the tests read this dict.

Qt parts are named by import path and loaded on demand, so the rules, the computer players and
the engine tests can use the registry without importing Qt. This is the one shared module that
names games: everything a game brings (its deck kinds, card painters and print kit) lives in
its own package and is reached through its GameSpec, so a new game is one folder and one entry
here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # the launcher reads this at start-up: keep its imports light
    from psychboard.core.bot import Bot
    from psychboard.core.protocol import Rules


class GameSpec(NamedTuple):
    """One game as the suite sees it. A NamedTuple, like palette.Theme: the launcher reads it
    before the first frame.

    `deck_module` registers the game's deck kinds with core.decks when imported;
    `card_painters` are modules that register a painter for each kind the game draws (shared
    ones included, such as the standard playing cards); `print_kit` is "module:NAME" of the
    game's printing.kit.PrintKit: its pieces beyond deck files, card filters and print options.
    `family` is the game's module for the family's history: `details(states, actions,
    outcome)` kept with each finished game, and `charts(games)` for the Family page.
    """

    id: str
    title: str
    players: tuple[int, int]
    length: str
    pitch: str
    picture: str
    rules: Callable[[], Rules[Any, Any]] | None = None
    bots: Mapping[str, Callable[[], Bot]] = MappingProxyType({})
    controller: str = ""
    scene: str = ""
    deck_module: str = ""
    hidden_choices: bool = True
    card_painters: tuple[str, ...] = ()
    print_kit: str = ""
    family: str = ""

    @property
    def playable(self) -> bool:
        """Rules, computer players and a scene: everything a sitting needs."""
        return self.rules is not None and bool(self.bots) and bool(self.scene)

    def load(self, dotted: str) -> Any:
        module, _, name = dotted.partition(":")
        return getattr(importlib.import_module(module), name)


def _lazy(path: str, *args: Any) -> Callable[[], Any]:
    """A factory for "module:Class"(*args) that imports the module only when first called."""
    def make() -> Any:
        module, _, name = path.partition(":")
        return getattr(importlib.import_module(module), name)(*args)
    return make


def _rules(path: str) -> Callable[[], Rules[Any, Any]]:
    return _lazy(path)


# The standard 52-card deck's painter and print kit, shared by the games that play with it.
PLAYING_CARDS = "psychboard.gui.playing_card_painter"
STANDARD_DECK_KIT = "psychboard.printing.standard_deck:KIT"

GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            id="psychologizer", family="psychboard.games.psychologizer.family",
            title="Psychologizer", players=(2, 8), length="45–90 min",
            pitch="How well do you know each other? Predict opinions, wager credits, graduate.",
            picture="psychologizer.svg", deck_module="psychboard.games.psychologizer.deck",
            card_painters=("psychboard.games.psychologizer.painters",),
            print_kit="psychboard.games.psychologizer.print_kit:KIT",
            rules=_rules("psychboard.games.psychologizer.rules:PsychologizerRules"),
            controller="psychboard.games.psychologizer.controller:PsychologizerController",
            scene="psychboard.games.psychologizer.scene:PsychologizerScene",
            bots={
                "easy": _lazy("psychboard.games.psychologizer.ai:PsychologizerBot", "easy"),
                "medium": _lazy("psychboard.games.psychologizer.ai:PsychologizerBot", "medium"),
                "hard": _lazy("psychboard.games.psychologizer.ai:PsychologizerBot", "hard"),
            },
        ),
        GameSpec(
            id="therapy", family="psychboard.games.therapy.family",
            title="Therapy, the Second Session", players=(3, 6),
            length="60–90 min", picture="therapy.svg", deck_module="psychboard.games.therapy.deck",
            card_painters=("psychboard.games.therapy.painters",),
            print_kit="psychboard.games.therapy.print_kit:KIT",
            pitch="Roll around the hexagon, cure patients and master six stages of life.",
            rules=_rules("psychboard.games.therapy.rules:TherapyRules"),
            controller="psychboard.games.therapy.controller:TherapyController",
            scene="psychboard.games.therapy.scene:TherapyScene",
            bots={
                "easy": _lazy("psychboard.games.therapy.ai:TherapyBot", "easy"),
                "medium": _lazy("psychboard.games.therapy.ai:TherapyBot", "medium"),
                "hard": _lazy("psychboard.games.therapy.ai:TherapyBot", "hard"),
            },
        ),
        GameSpec(
            id="jujitsu", family="psychboard.games.jujitsu.family",
            title="Psychological Jujitsu", players=(2, 6), length="10 min",
            pitch="Thirteen sealed bids. Outguess your opponents for the prize cards.",
            picture="jujitsu.svg",
            rules=_rules("psychboard.games.jujitsu.rules:JujitsuRules"),
            bots={
                "easy": _lazy("psychboard.games.jujitsu.ai:EasyBot"),
                "medium": _lazy("psychboard.games.jujitsu.ai:MediumBot"),
                "hard": _lazy("psychboard.games.jujitsu.ai:HardBot"),
            },
            controller="psychboard.games.jujitsu.controller:JujitsuController",
            scene="psychboard.games.jujitsu.scene:JujitsuScene",
            card_painters=(PLAYING_CARDS,), print_kit=STANDARD_DECK_KIT,
        ),
        GameSpec(
            id="warfare", family="psychboard.games.warfare.family",
            title="Psychological Warfare", players=(2, 4), length="30 min",
            pitch="Archetypes clash over four Needs with baggage, phobias and hidden agendas.",
            picture="warfare.svg", deck_module="psychboard.games.warfare.deck",
            card_painters=("psychboard.games.warfare.painters",
                           "psychboard.games.warfare.painters_kit"),
            print_kit="psychboard.games.warfare.print_kit:KIT",
            rules=_rules("psychboard.games.warfare.rules:WarfareRules"),
            controller="psychboard.games.warfare.controller:WarfareController",
            scene="psychboard.games.warfare.scene:WarfareScene",
            bots={
                "beginner": _lazy("psychboard.games.warfare.ai:GreedyBot"),
                "easy": _lazy("psychboard.games.warfare.ai:SearchBot", "easy"),
                "medium": _lazy("psychboard.games.warfare.ai:SearchBot", "medium"),
                "hard": _lazy("psychboard.games.warfare.ai:SearchBot", "hard"),
            },
        ),
        GameSpec(
            id="psychic", family="psychboard.games.psychic.family",
            title="Psychic Solitaire", players=(1, 1), length="5 min",
            pitch="Foretell colour, suit, kind and the exact card. How psychic are you?",
            picture="psychic.svg", hidden_choices=False,
            rules=_rules("psychboard.games.psychic.rules:PsychicRules"),
            scene="psychboard.games.psychic.scene:PsychicScene",
            card_painters=(PLAYING_CARDS,), print_kit=STANDARD_DECK_KIT,
            bots={
                "naive": _lazy("psychboard.games.psychic.ai:NaiveBot"),
                "counting": _lazy("psychboard.games.psychic.ai:CountingBot"),
            },
        ),
    )
}


def load_deck_schemas() -> None:
    """Import every game's deck module so its deck kinds register with core.decks."""
    for spec in GAMES.values():
        if spec.deck_module:
            importlib.import_module(spec.deck_module)


def decks_changed(game_id: str) -> None:
    """Tell a game its family decks changed (its deck module may cache what it loaded)."""
    spec = GAMES.get(game_id)
    if spec is not None and spec.deck_module:
        forget = getattr(importlib.import_module(spec.deck_module), "forget_loaded", None)
        if forget is not None:
            forget()


def painter_modules() -> list[str]:
    """Every game's card-painter modules, each once, in the registry's order."""
    return list(dict.fromkeys(m for spec in GAMES.values() for m in spec.card_painters))


def playable() -> list[GameSpec]:
    return [spec for spec in GAMES.values() if spec.playable]


def with_rules() -> list[GameSpec]:
    """Games whose rules exist, playable on screen or not yet (the engine tests use these)."""
    return [spec for spec in GAMES.values() if spec.rules is not None]


def levels_for(game_id: str) -> tuple[str, ...]:
    """The levels of computer player a game offers (a saved computer seat names one)."""
    spec = GAMES.get(game_id)
    return tuple(spec.bots) if spec is not None else ()


def rules_for(game_id: str) -> Rules[Any, Any] | None:
    spec = GAMES.get(game_id)
    return spec.rules() if spec is not None and spec.rules is not None else None
