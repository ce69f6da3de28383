"""Psychologizer's rules (pure, no Qt): the package re-exports the public API.

- `PsychologizerRules` (engine.py) — the Rules protocol: new_game, to_act, legal_actions,
  apply, observe, outcome, commits, events (narration.py); plus `card_view`, `open_categories` and
  `segment_weights` for the controller and scene.
- model.py — `PsychologizerOptions`, the `Phase` of a turn, the actions (`Spin`,
  `ChooseCategory`, `NameForecaster`, `NameOpinionPlayer`, `Bypass`, `Respond`, `Predict`,
  `Pass`), the `State`, the `Reveal` record and the `View` a seat sees.
- track.py — credits, year-level floors and degrees.

A turn, as the controller drives it: SPIN (the opinion player spins; the result is in
`view.spin`) → on a category, CHOOSE at once; on Pick and Score, CHOOSE_CATEGORY then
NAME_FORECASTER; on Pick and Play, NAME_OPINION_PLAYER then CHOOSE_CATEGORY; on Flash of
Insight or Move Ahead the same player spins again → CHOOSE: `view.reader` reads `view.card`
aloud (fill `{player}` and `{other}` with `deck.fill_names`; the responses come in the order
dealt for this reading and letters a–d name shown positions), the opinion player seals
`Respond` (or asks for
`Bypass` while no wager player has locked in — ask the opinion player first), each of
`view.wager_players` seals `Predict` or `Pass` → the last sealed choice reveals everything
(`view.last_reveal`) and play passes on. The game starts in START, where the seats in
`view.start_contenders` spin in order until one alone lands on a white segment.
"""

from psychboard.games.psychologizer.rules.dealing import CATEGORY_IDS
from psychboard.games.psychologizer.rules.engine import PsychologizerRules
from psychboard.games.psychologizer.rules.model import (
    ACTION_TYPES,
    FLASH_BONUS,
    LETTERS,
    PLAYOFF_WAGER,
    WAGERS,
    Action,
    Bypass,
    CardView,
    ChooseCategory,
    NameForecaster,
    NameOpinionPlayer,
    Pass,
    Phase,
    Predict,
    Prediction,
    PsychologizerOptions,
    Respond,
    Reveal,
    Spin,
    StartSpin,
    State,
    View,
)

__all__ = [
    "ACTION_TYPES", "CATEGORY_IDS", "FLASH_BONUS", "LETTERS", "PLAYOFF_WAGER", "WAGERS", "Action",
    "Bypass", "CardView", "ChooseCategory", "NameForecaster", "NameOpinionPlayer", "Pass",
    "Phase", "Predict", "Prediction", "PsychologizerOptions", "PsychologizerRules", "Respond",
    "Reveal", "Spin", "StartSpin", "State", "View",
]
