"""Every game the suite knows, as data: the launcher, the CLI and the tests read this dict.

Each part of a game is named by a typed factory that imports its module when first called, so
the type checker catches a misspelt part, the launcher reads the registry without loading any
game, and the rules, the computer players and the engine tests use it without importing Qt.
This is the one shared module that names games: everything a game brings (its deck kinds, card
painters and print kit) lives in its own package and is reached through its GameSpec, so a new
game is one folder and one entry here. Nothing registers itself by being imported.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:  # the launcher reads this at start-up: keep its imports light
    from psychboard.core.bot import Bot
    from psychboard.core.decks import DeckSchema
    from psychboard.core.hands import PhoneKit
    from psychboard.core.protocol import Outcome, Rules
    from psychboard.gui.card_painter import CardKind
    from psychboard.gui.controller import GameController
    from psychboard.gui.table import TableScene
    from psychboard.printing.kit import PrintKit
    from psychboard.store.games import Family
    from psychboard.store.stats import Chart


class FamilyHook(Protocol):
    """A game's module for the family's history (a module satisfies it)."""

    def details(self, states: Sequence[Any], actions: Sequence[Any], outcome: Outcome
                ) -> dict[str, Any]: ...

    def charts(self, family: Family) -> Sequence[Chart]: ...


class GameSpec(NamedTuple):
    """One game as the suite sees it. A NamedTuple, like palette.Theme: the launcher reads it
    before the first frame.

    `decks` gives the game's deck kinds (core.decks asks for them when it reads a deck file)
    and `forget_decks` drops whatever its deck module cached, after the family's decks change;
    `card_kinds` names the kinds of card the game draws, so that finding one kind's painter
    loads only the game that draws it, and `painters` gives their painters (shared ones
    included, such as the standard playing cards); `print_kit` gives its pieces beyond deck
    files, card filters and print options; `family` gives the module whose `details(states,
    actions, outcome)` is kept with each finished game and whose `charts(games)` the Family
    page shows; `phone` gives what a seat's phone shows and may tap (core.hands), for a game
whose seats may play from phones. A game without a `controller` plays through the base
GameController.
    """

    id: str
    title: str
    players: tuple[int, int]
    length: str
    pitch: str
    picture: str
    rules: Callable[[], Rules[Any, Any]] | None = None
    bots: Mapping[str, Callable[[], Bot]] = MappingProxyType({})
    controller: Callable[[], type[GameController]] | None = None
    scene: Callable[[], type[TableScene]] | None = None
    decks: Callable[[], Sequence[DeckSchema]] | None = None
    forget_decks: Callable[[], None] | None = None
    hidden_choices: bool = True
    card_kinds: tuple[str, ...] = ()
    painters: Callable[[], Sequence[CardKind]] | None = None
    print_kit: Callable[[], PrintKit] | None = None
    family: Callable[[], FamilyHook] | None = None
    phone: Callable[[], PhoneKit] | None = None

    @property
    def playable(self) -> bool:
        """Rules, computer players and a scene: everything a sitting needs."""
        return self.rules is not None and bool(self.bots) and self.scene is not None


PLAYING_CARDS = ("playing",)


def _playing_cards() -> Sequence[CardKind]:
    """The standard 52-card deck's painter, shared by the games that play with it."""
    from psychboard.gui.playing_card_painter import PAINTERS
    return PAINTERS


def _standard_deck_kit() -> PrintKit:
    from psychboard.printing.standard_deck import KIT
    return KIT


# Psychologizer

def _psychologizer_rules() -> Rules[Any, Any]:
    from psychboard.games.psychologizer.rules import PsychologizerRules
    return PsychologizerRules()


def _psychologizer_bot(level: str) -> Bot:
    from psychboard.games.psychologizer.ai import PsychologizerBot
    return PsychologizerBot(level)


def _psychologizer_controller() -> type[GameController]:
    from psychboard.games.psychologizer.controller import PsychologizerController
    return PsychologizerController


def _psychologizer_scene() -> type[TableScene]:
    from psychboard.games.psychologizer.scene import PsychologizerScene
    return PsychologizerScene


def _psychologizer_decks() -> Sequence[DeckSchema]:
    from psychboard.games.psychologizer.deck import SCHEMAS
    return SCHEMAS


def _psychologizer_forget() -> None:
    from psychboard.games.psychologizer.deck import forget_loaded
    forget_loaded()


def _psychologizer_painters() -> Sequence[CardKind]:
    from psychboard.games.psychologizer.painters import PAINTERS
    return PAINTERS


def _psychologizer_kit() -> PrintKit:
    from psychboard.games.psychologizer.print_kit import KIT
    return KIT


def _psychologizer_family() -> FamilyHook:
    from psychboard.games.psychologizer import family
    return family

def _psychologizer_phone() -> PhoneKit:
    from psychboard.games.psychologizer.phone import KIT
    return KIT


# Therapy

def _therapy_rules() -> Rules[Any, Any]:
    from psychboard.games.therapy.rules import TherapyRules
    return TherapyRules()


def _therapy_bot(level: str) -> Bot:
    from psychboard.games.therapy.ai import TherapyBot
    return TherapyBot(level)


def _therapy_controller() -> type[GameController]:
    from psychboard.games.therapy.controller import TherapyController
    return TherapyController


def _therapy_scene() -> type[TableScene]:
    from psychboard.games.therapy.scene import TherapyScene
    return TherapyScene


def _therapy_decks() -> Sequence[DeckSchema]:
    from psychboard.games.therapy.deck import SCHEMAS
    return SCHEMAS


def _therapy_forget() -> None:
    from psychboard.games.therapy.deck import forget_loaded
    forget_loaded()


def _therapy_painters() -> Sequence[CardKind]:
    from psychboard.games.therapy.painters import PAINTERS
    return PAINTERS


def _therapy_kit() -> PrintKit:
    from psychboard.games.therapy.print_kit import KIT
    return KIT


def _therapy_family() -> FamilyHook:
    from psychboard.games.therapy import family
    return family

def _therapy_phone() -> PhoneKit:
    from psychboard.games.therapy.phone import KIT
    return KIT


# Psychological Jujitsu

def _jujitsu_rules() -> Rules[Any, Any]:
    from psychboard.games.jujitsu.rules import JujitsuRules
    return JujitsuRules()


def _jujitsu_bot(level: str) -> Bot:
    from psychboard.games.jujitsu.ai import EasyBot, HardBot, MediumBot
    if level == "easy":
        return EasyBot()
    return MediumBot() if level == "medium" else HardBot()


def _jujitsu_controller() -> type[GameController]:
    from psychboard.games.jujitsu.controller import JujitsuController
    return JujitsuController


def _jujitsu_scene() -> type[TableScene]:
    from psychboard.games.jujitsu.scene import JujitsuScene
    return JujitsuScene


def _jujitsu_family() -> FamilyHook:
    from psychboard.games.jujitsu import family
    return family

def _jujitsu_phone() -> PhoneKit:
    from psychboard.games.jujitsu.phone import KIT
    return KIT


# Psychological Warfare

def _warfare_rules() -> Rules[Any, Any]:
    from psychboard.games.warfare.rules import WarfareRules
    return WarfareRules()


def _warfare_bot(level: str) -> Bot:
    from psychboard.games.warfare.ai import GreedyBot, SearchBot
    return GreedyBot() if level == "beginner" else SearchBot(level)


def _warfare_controller() -> type[GameController]:
    from psychboard.games.warfare.controller import WarfareController
    return WarfareController


def _warfare_scene() -> type[TableScene]:
    from psychboard.games.warfare.scene import WarfareScene
    return WarfareScene


def _warfare_decks() -> Sequence[DeckSchema]:
    from psychboard.games.warfare.deck import SCHEMAS
    return SCHEMAS


def _warfare_forget() -> None:
    from psychboard.games.warfare.deck import forget_loaded
    forget_loaded()


def _warfare_painters() -> Sequence[CardKind]:
    from psychboard.games.warfare import painters, painters_kit
    return (*painters.PAINTERS, *painters_kit.PAINTERS)


def _warfare_kit() -> PrintKit:
    from psychboard.games.warfare.print_kit import KIT
    return KIT


def _warfare_family() -> FamilyHook:
    from psychboard.games.warfare import family
    return family

def _warfare_phone() -> PhoneKit:
    from psychboard.games.warfare.phone import KIT
    return KIT


# Psychic Solitaire

def _psychic_rules() -> Rules[Any, Any]:
    from psychboard.games.psychic.rules import PsychicRules
    return PsychicRules()


def _psychic_bot(level: str) -> Bot:
    from psychboard.games.psychic.ai import CountingBot, NaiveBot
    return CountingBot() if level == "counting" else NaiveBot()


def _psychic_scene() -> type[TableScene]:
    from psychboard.games.psychic.scene import PsychicScene
    return PsychicScene


def _psychic_family() -> FamilyHook:
    from psychboard.games.psychic import family
    return family


def _levels(make: Callable[[str], Bot], *levels: str) -> Mapping[str, Callable[[], Bot]]:
    return MappingProxyType({level: partial(make, level) for level in levels})


GAMES: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (
        GameSpec(
            id="psychologizer", title="Psychologizer", players=(2, 8), length="45–90 min",
            pitch="How well do you know each other? Predict opinions, wager credits, graduate.",
            picture="psychologizer.svg", rules=_psychologizer_rules,
            bots=_levels(_psychologizer_bot, "easy", "medium", "hard"),
            controller=_psychologizer_controller, scene=_psychologizer_scene,
            decks=_psychologizer_decks, forget_decks=_psychologizer_forget,
            card_kinds=("opinion", "response"), painters=_psychologizer_painters,
            print_kit=_psychologizer_kit, family=_psychologizer_family,
            phone=_psychologizer_phone,
        ),
        GameSpec(
            id="therapy", title="Therapy, the Second Session", players=(3, 6),
            length="60–90 min", picture="therapy.svg",
            pitch="Roll around the hexagon, cure patients and master six stages of life.",
            rules=_therapy_rules, bots=_levels(_therapy_bot, "easy", "medium", "hard"),
            controller=_therapy_controller, scene=_therapy_scene,
            decks=_therapy_decks, forget_decks=_therapy_forget,
            card_kinds=("therapy-question", "insight", "crisis"), painters=_therapy_painters,
            print_kit=_therapy_kit, family=_therapy_family,
            phone=_therapy_phone,
        ),
        GameSpec(
            id="jujitsu", title="Psychological Jujitsu", players=(2, 6), length="10 min",
            pitch="Thirteen sealed bids. Outguess your opponents for the prize cards.",
            picture="jujitsu.svg", rules=_jujitsu_rules,
            bots=_levels(_jujitsu_bot, "easy", "medium", "hard"),
            controller=_jujitsu_controller, scene=_jujitsu_scene,
            card_kinds=PLAYING_CARDS, painters=_playing_cards, print_kit=_standard_deck_kit,
            family=_jujitsu_family, phone=_jujitsu_phone,
        ),
        GameSpec(
            id="warfare", title="Psychological Warfare", players=(2, 4), length="30 min",
            pitch="Archetypes clash over four Needs with baggage, phobias and hidden agendas.",
            picture="warfare.svg", rules=_warfare_rules,
            bots=_levels(_warfare_bot, "beginner", "easy", "medium", "hard"),
            controller=_warfare_controller, scene=_warfare_scene,
            decks=_warfare_decks, forget_decks=_warfare_forget,
            card_kinds=("warfare-card", "warfare-archetype", "warfare-neurosis",
                        "warfare-score", "warfare-reference"),
            painters=_warfare_painters, print_kit=_warfare_kit, family=_warfare_family,
            phone=_warfare_phone,
        ),
        GameSpec(
            id="psychic", title="Psychic Solitaire", players=(1, 1), length="5 min",
            pitch="Foretell colour, suit, kind and the exact card. How psychic are you?",
            picture="psychic.svg", hidden_choices=False, rules=_psychic_rules,
            bots=_levels(_psychic_bot, "naive", "counting"), scene=_psychic_scene,
            card_kinds=PLAYING_CARDS, painters=_playing_cards, print_kit=_standard_deck_kit,
            family=_psychic_family,
        ),
    )
}


def decks_changed(game_id: str) -> None:
    """Tell a game its family decks changed (its deck module may cache what it loaded)."""
    spec = GAMES.get(game_id)
    if spec is not None and spec.forget_decks is not None:
        spec.forget_decks()


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
