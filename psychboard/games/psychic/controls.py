"""What the bar under the Psychic Solitaire table offers: announce, flip, hint, odds, autoplay.

One set of guesses per phase (rulebook: PLAY): red/black, the four suits, the thirteen kinds,
and in phase 4 the kinds and the suits — pick either, then the other, to name one card.
Every guess has a key: R/B; C/D/H/S; A, 2–9, 0 for ten, J, Q, K (phase 4: a kind key and a suit
key). Space (or Enter) flips once a guess is announced; Esc drops a half-chosen phase-4 guess;
I asks for a hint, O shows the odds (with foretelling) and P starts or stops the autoplay demo.

This module decides nothing: it says what may be chosen, as an `Offer` the shared bar shows,
and the scene passes what was chosen to the controller. Suits carry their symbol beside
their name, so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from psychboard.core.cards import RANK_LABELS, RANK_NAMES, Colour, Suit
from psychboard.core.choices import Choice, Offer
from psychboard.games.psychic.items import guess_label, paint_suit
from psychboard.games.psychic.rules import (
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
)

SUIT_KEYS = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}
COLOUR_KEYS = {Colour.RED: "R", Colour.BLACK: "B"}
KIND_KEYS = {1: "A", **{r: str(r) for r in range(2, 10)}, 10: "0", 11: "J", 12: "Q", 13: "K"}
COLOUR_SUITS = {Colour.RED: (Suit.HEARTS, Suit.DIAMONDS), Colour.BLACK: (Suit.CLUBS, Suit.SPADES)}
FLIP_CHOICE, HINT, ODDS, AUTOPLAY, CLEAR = "flip", "hint", "odds", "autoplay", "clear"
MOVING = "The cards are moving: press a key to see them land (it still counts)."
_ICON = 24


def suits_picture(suits: tuple[Suit, ...], dpr: float = 2.0) -> QPixmap:
    """Suit symbols side by side, drawn with the cards' own suit shapes."""
    width = _ICON * len(suits) + 4 * (len(suits) - 1)
    pixmap = QPixmap(round(width * dpr), round(_ICON * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, suit in enumerate(suits):
        paint_suit(painter, suit, QRectF(i * (_ICON + 4), 1, _ICON - 2, _ICON - 2))
    painter.end()
    return pixmap


def picture_for(choice: Choice) -> QPixmap | None:
    """The suit symbols beside a colour's or a suit's name."""
    value = choice.value
    if isinstance(value, GuessColour):
        return suits_picture(COLOUR_SUITS[value.colour])
    suit = value.suit if isinstance(value, GuessSuit) else \
        value[1] if isinstance(value, tuple) and value[0] == "suit" else None
    return suits_picture((suit,)) if isinstance(suit, Suit) else None


@dataclass(frozen=True)
class Turn:
    """Where the reading is and what the person on screen may do now."""

    phase: Phase
    announced: Guess | None
    can_guess: bool
    can_flip: bool
    foretelling: bool
    pending_kind: int | None = None
    pending_suit: Suit | None = None
    hint: Guess | None = None
    odds: Mapping[Guess, float] | None = None
    autoplay: bool = False
    moving: bool = False


def halves(guess: Guess) -> tuple[Hashable, ...]:
    """The choice value(s) that announce `guess`: one, or a kind and a suit in phase 4."""
    if isinstance(guess, GuessCard):
        return (("kind", guess.rank), ("suit", guess.suit))
    return (guess,)


def offer(turn: Turn, seat: int) -> Offer:
    """The guesses of the phase, the flip and the tools, each with its key."""
    hinted = set(halves(turn.hint)) if turn.hint is not None else set()
    shown = set(halves(turn.announced)) if turn.announced is not None else set()
    shown |= {("kind", turn.pending_kind), ("suit", turn.pending_suit)}
    choices = [Choice(label, key, value, group, enabled=turn.can_guess,
                      picked=value in shown, suggested=value in hinted,
                      tip=name, why_not="not now: flip the card first"
                      if turn.announced is not None else "")
               for value, label, name, key, group in _guesses(turn)]
    if turn.phase is Phase.CARD:  # always there, so the buttons keep their places
        choices.append(Choice("Change", "Esc", CLEAR, "card", tip="Drop the half chosen",
                              enabled=(turn.pending_kind or turn.pending_suit) is not None,
                              why_not="nothing is half chosen"))
    choices.append(Choice("Flip the top card", "Space", FLIP_CHOICE, "flip", primary=True,
                          enabled=turn.can_flip, why_not="announce a guess first",
                          tip="Turn the top card over (Space, Enter or a click on the deck)"))
    choices.append(Choice("Hint", "I", HINT, "tools", enabled=turn.can_guess,
                          tip="Show the best guess by counting the cards you may see"))
    if turn.foretelling:
        choices.append(Choice("Show odds", "O", ODDS, "tools", picked=turn.odds is not None,
                              tip="Show each guess's chance from the cards seen face up"))
    choices.append(Choice("Autoplay", "P", AUTOPLAY, "tools", picked=turn.autoplay,
                          enabled=turn.can_guess or turn.can_flip or turn.autoplay,
                          tip="Watch the counting strategy play this game; press again "
                              "to stop"))
    over = not (turn.can_guess or turn.can_flip) and turn.announced is None
    return Offer(_prompt(turn, over), seat, () if over else tuple(choices))


def _guesses(turn: Turn) -> list[tuple[Hashable, str, str, str, str]]:
    """(value, label, name, key, group) of each guess button the phase shows."""
    phase = turn.phase
    out: list[tuple[Hashable, str, str, str, str]] = []
    if phase is Phase.COLOUR:
        for colour, key in COLOUR_KEYS.items():
            out.append((GuessColour(colour), _odds(turn, colour.value.capitalize(),
                                                    colour=colour), colour.value, key, "colour"))
    if phase in (Phase.SUIT, Phase.CARD):
        for suit, key in SUIT_KEYS.items():
            value: Hashable = GuessSuit(suit) if phase is Phase.SUIT else ("suit", suit)
            out.append((value, _odds(turn, suit.title, suit=suit), suit.title, key, "suit"))
    if phase in (Phase.KIND, Phase.CARD):
        for rank, key in KIND_KEYS.items():
            value = GuessKind(rank) if phase is Phase.KIND else ("kind", rank)
            out.append((value, _odds(turn, RANK_LABELS[rank], rank=rank), RANK_NAMES[rank],
                        key, "kind"))
    return out


def _odds(turn: Turn, text: str, colour: Colour | None = None, suit: Suit | None = None,
          rank: int | None = None) -> str:
    """A guess's label, with its chance when the odds are shown (in phase 4, given the half
    already chosen)."""
    if not turn.odds:
        return text
    total = 0.0
    for guess, p in turn.odds.items():
        if isinstance(guess, GuessColour):
            fits = guess.colour is colour
        elif isinstance(guess, GuessSuit):
            fits = guess.suit is suit
        elif isinstance(guess, GuessKind):
            fits = guess.rank == rank
        elif suit is not None:
            fits = guess.suit is suit and turn.pending_kind in (None, guess.rank)
        else:
            fits = guess.rank == rank and turn.pending_suit in (None, guess.suit)
        total += p if fits else 0.0
    return f"{text} {total:.0%}"


def _prompt(turn: Turn, over: bool) -> str:
    if over:
        return "The joker is up: the reading is over."
    if turn.moving:
        return MOVING
    if turn.announced is not None:
        return (f"Foretold: {guess_label(turn.announced)}. Flip with Space, Enter or a "
                "click on the deck (Ctrl+Z takes the guess back).")
    if not turn.can_guess:
        return "The computer is reading the cards…"
    phase = turn.phase
    if phase is Phase.COLOUR:
        return "Phase 1 · Foretell the colour: red or black"
    if phase is Phase.SUIT:
        return "Phase 2 · Foretell the suit: clubs, diamonds, hearts or spades"
    if phase is Phase.KIND:
        return "Phase 3 · Foretell the kind: ace to king"
    if turn.pending_kind is not None:
        return f"Phase 4 · {RANK_NAMES[turn.pending_kind]} of which suit?  (Esc to change)"
    if turn.pending_suit is not None:
        return f"Phase 4 · Which kind of {turn.pending_suit.title}?  (Esc to change)"
    return "Phase 4 · Foretell the exact card: a kind, then a suit"
