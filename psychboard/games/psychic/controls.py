"""The buttons and keys under the Psychic Solitaire table: announce, flip, hint, odds, autoplay.

One row of guesses per phase (rulebook: PLAY): red/black, the four suits, the thirteen kinds,
and in phase 4 a kind row and a suit row — pick either, then the other, to name one card.
Every guess has a key: R/B; C/D/H/S; A, 2–9, 0 for ten, J, Q, K (phase 4: a kind key and a suit
key). Space or Enter flips once a guess is announced; Esc drops a half-chosen phase-4 guess;
I asks for a hint, O shows the odds (with foretelling) and P starts or stops the autoplay demo.

The widget decides nothing: it emits what was asked and the scene passes it to the controller.
Suits carry their symbol and their name, so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QHideEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from psychboard.core.cards import RANK_LABELS, RANK_NAMES, Colour, Suit
from psychboard.games.psychic.items import guess_label, paint_suit
from psychboard.games.psychic.rules import (
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
)
from psychboard.gui import palette
from psychboard.gui.widgets.labels import set_plain, set_tip

SUIT_KEYS = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}
COLOUR_KEYS = {Colour.RED: "R", Colour.BLACK: "B"}
KIND_KEYS = {1: "A", **{r: str(r) for r in range(2, 10)}, 10: "0", 11: "J", 12: "Q", 13: "K"}
FLIP_KEYS = ("Space", "Return", "Enter")
_COLOUR_SUITS = {Colour.RED: (Suit.HEARTS, Suit.DIAMONDS), Colour.BLACK: (Suit.CLUBS, Suit.SPADES)}
_ICON = 24
COMPACT_WIDTH = 900  # narrower than this, the controls tighten so every guess still shows
HEIGHT, COMPACT_HEIGHT = 156, 178  # room for two rows of guesses (and a two-line prompt)
# A window shorter than this keeps the table readable with a short strip: the prompt, the flip
# and the tools share one line over the rows of guesses, all a size smaller.
SHORT_WINDOW = 760


def suits_icon(suits: tuple[Suit, ...], dpr: float = 2.0) -> QIcon:
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
    return QIcon(pixmap)


def _style() -> str:
    t = palette.theme()
    return f"""
QWidget#psychicControls {{ background: {t.panel}; border-top: 1px solid {t.muted_text}; }}
QLabel#choicePrompt {{ font-size: 13pt; font-weight: 600; color: {t.panel_text}; }}
QPushButton#guessButton {{
    background: {t.card_face}; color: #1E1E24; border: 2px solid #B9B09A;
    border-radius: 9px; padding: 4px 10px; font-size: 12.5pt; font-weight: 700;
    min-height: 44px; min-width: 30px;
}}
QPushButton#guessButton:hover {{ border-color: {t.accent}; background: #FFFFFF; }}
QPushButton#guessButton:focus {{ border: 2px solid {t.accent}; }}
QPushButton#guessButton:checked {{
    background: #DCEBF6; border: 3px solid {t.accent}; color: #0B3C5D;
}}
QPushButton#guessButton:disabled {{ background: #E4E1DA; color: #8A8A8A; border-color: #D0CCC2; }}
QPushButton#guessButton:checked:disabled {{
    background: #DCEBF6; color: #0B3C5D; border: 3px solid {t.accent};
}}
QPushButton#guessButton[hint="true"] {{ border: 3px dashed {t.highlight}; background: #FFF4D6; }}
QPushButton#guessButton[compact="true"] {{ padding: 1px 1px; min-width: 20px; font-size: 11pt; }}
QPushButton#flipButton[compact="true"] {{ padding: 10px 10px; }}
QPushButton#flipButton {{ font-size: 13pt; padding: 10px 22px; min-height: 30px; }}
QPushButton#toolButton {{ padding: 6px 14px; }}
QPushButton#toolButton:checked {{ background: {t.highlight}; color: #1A1A1A; }}
QLabel#choicePrompt[short="true"] {{ font-size: 10.5pt; }}
QPushButton#guessButton[short="true"] {{
    padding: 1px 2px; min-height: 28px; min-width: 20px; font-size: 10.5pt; border-radius: 7px;
}}
QPushButton#flipButton[short="true"] {{ font-size: 11pt; padding: 3px 12px; min-height: 24px; }}
QPushButton#toolButton[short="true"] {{ padding: 3px 8px; min-height: 24px; }}
"""


class PsychicControls(QWidget):
    guessed = Signal(object)
    flip_requested = Signal()
    hint_requested = Signal()
    odds_toggled = Signal(bool)
    autoplay_toggled = Signal(bool)
    skip_requested = Signal()  # a guess or a flip while the cards move: finish the move

    def __init__(self, foretelling: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("psychicControls")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_style())
        self.phase = Phase.COLOUR
        self.can_guess = False
        self.can_flip = False
        self.announced: Guess | None = None
        self.pending_kind: int | None = None
        self.pending_suit: Suit | None = None
        self.hint: Guess | None = None
        self._odds: Mapping[Guess, float] | None = None
        self._accepting = True
        self._queued: Callable[[], None] | None = None

        self.prompt = QLabel()
        self.prompt.setObjectName("choicePrompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self._compact = False
        self._short = False
        self.colour_buttons = {c: self._guess_button(
            c.value.capitalize(), COLOUR_KEYS[c], partial(self.choose_colour, c),
            suits_icon(_COLOUR_SUITS[c])) for c in (Colour.RED, Colour.BLACK)}
        self.suit_buttons = {s: self._guess_button(
            s.title, SUIT_KEYS[s], partial(self.choose_suit, s), suits_icon((s,)))
            for s in Suit}
        self.kind_buttons = {r: self._guess_button(
            RANK_LABELS[r], KIND_KEYS[r], partial(self.choose_kind, r), None,
            RANK_NAMES[r]) for r in range(1, 14)}
        self.rows = {name: self._row(list(buttons.values())) for name, buttons in (
            ("colour", self.colour_buttons), ("kind", self.kind_buttons),
            ("suit", self.suit_buttons))}

        self.flip_button = QPushButton("Flip the top card")
        self.flip_button.setObjectName("flipButton")
        set_tip(self.flip_button, "Turn the top card over  [Space or Enter]")
        self.flip_button.clicked.connect(self.request_flip)
        self.hint_button = self._tool("Hint", "I", "Show the best guess by counting the cards "
                                      "you may see  [I]", checkable=False)
        self.hint_button.clicked.connect(self.request_hint)
        self.odds_button = self._tool("Show odds", "O", "Show each guess's chance from the "
                                      "cards seen face up  [O]", checkable=True)
        self.odds_button.toggled.connect(self.odds_toggled)
        self.odds_button.setVisible(foretelling)
        self.autoplay_button = self._tool("Autoplay", "P", "Watch the counting strategy play "
                                          "this game; press again to stop  [P]", checkable=True)
        self.autoplay_button.toggled.connect(self.autoplay_toggled)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self._body: QWidget | None = None
        self._lay_out()
        # Room for two rows of guesses in every phase, so the table never jumps in size.
        self.setFixedHeight(HEIGHT)
        self._keys: dict[str, QShortcut] = {}
        self._by_key: dict[int, QShortcut] = {}
        self._add_keys()
        self.refresh()

    # -- building ----------------------------------------------------------------------------

    def _lay_out(self) -> None:
        """Put the widgets in a fresh body: tall (two columns) or short (one line over rows)."""
        old, self._body = self._body, QWidget()
        outer = self.layout()
        assert outer is not None
        outer.addWidget(self._body)
        if self._short:
            self._lay_out_short(self._body)
        else:
            self._lay_out_tall(self._body)
        if old is not None:
            outer.removeWidget(old)
            old.deleteLater()
            self._body.show()

    def _lay_out_short(self, body: QWidget) -> None:
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.prompt, 1)
        for button in (self.flip_button, self.hint_button, self.odds_button,
                       self.autoplay_button):
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(4)
        layout.addLayout(top)
        for row in self.rows.values():
            layout.addWidget(row)
        layout.addStretch(1)

    def short_height(self) -> int:
        """Two lines of prompt (or the flip button) over two rows of guesses, and margins."""
        for widget in (self.prompt, self.flip_button, *self.kind_buttons.values()):
            widget.ensurePolished()
        prompt = self.prompt.fontMetrics().lineSpacing() * 2
        row = max(b.sizeHint().height() for b in (*self.kind_buttons.values(),
                                                  *self.suit_buttons.values()))
        if self._compact and not self.odds_button.isHidden():
            # A narrow row shows the odds under each name: room for that second line.
            row = max(row, self.kind_buttons[10].fontMetrics().lineSpacing() * 2 + 8)
        return max(prompt, self.flip_button.sizeHint().height()) + 2 * row + 4 * 2 + 8

    def _lay_out_tall(self, body: QWidget) -> None:
        left = QVBoxLayout()
        left.setSpacing(6)
        left.addWidget(self.prompt)
        for row in self.rows.values():
            left.addWidget(row)
        left.addStretch(1)
        tools = QHBoxLayout()
        tools.setSpacing(6)
        for button in (self.hint_button, self.odds_button, self.autoplay_button):
            tools.addWidget(button)
        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(self.flip_button)
        right.addLayout(tools)
        right.addStretch(1)
        layout = QHBoxLayout(body)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(18)
        layout.addLayout(left, 1)
        layout.addLayout(right)

    def _guess_button(self, text: str, key: str, action: Callable[[], None],
                      icon: QIcon | None, name: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("guessButton")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        set_tip(button, f"{name or text}  [{key}]")
        button.setProperty("base_text", text)
        button.setProperty("hint", False)  # so the first refresh need not restyle it
        if icon is not None:
            button.setIcon(icon)
            button.setIconSize(QSize(_ICON * 2 if text in ("Red", "Black") else _ICON, _ICON))
        button.clicked.connect(lambda _=False: self._clicked(action))
        return button

    def _clicked(self, action: Callable[[], None]) -> None:
        action()
        self.refresh()  # a click that changed nothing must not leave its button checked

    def _tool(self, text: str, key: str, tip: str, checkable: bool) -> QPushButton:
        button = QPushButton(f"{text}  [{key}]")
        button.setProperty("long_text", f"{text}  [{key}]")
        button.setProperty("short_text", f"{text.rsplit(maxsplit=1)[-1].capitalize()} [{key}]")
        button.setObjectName("toolButton")
        set_tip(button, tip)
        button.setCheckable(checkable)
        return button

    @staticmethod
    def _row(buttons: list[QPushButton]) -> QWidget:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        for button in buttons:
            layout.addWidget(button, 1)
        return row

    def _add_keys(self) -> None:
        bindings: list[tuple[str, Callable[[], None]]] = [
            *((k, partial(self.choose_colour, c)) for c, k in COLOUR_KEYS.items()),
            *((k, partial(self.choose_suit, s)) for s, k in SUIT_KEYS.items()),
            *((k, partial(self.choose_kind, r)) for r, k in KIND_KEYS.items()),
            *((k, self.request_flip) for k in FLIP_KEYS),
            ("Escape", self.clear_pending), ("I", self.request_hint),
            ("O", self.odds_button.toggle), ("P", self.autoplay_button.toggle),
        ]
        for key, action in bindings:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(action)
            self._keys[key] = shortcut
            self._by_key[QKeySequence(key)[0].key()] = shortcut  # type: ignore[index]

    # Window shortcuts need a window the system marks active; where none is (a bare X server
    # with no window manager, a kiosk, offscreen tests) the same keys arrive as plain key
    # presses that nothing in the window took, and the window's filter plays them here.

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.window().installEventFilter(self)
        self._fit_window()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self.window().removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize and watched is self.window():
            self._fit_window()
            return False
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            shortcut = self._by_key.get(event.key())
            if shortcut is not None and shortcut.isEnabled():
                shortcut.activated.emit()
                return True
        return False

    # -- what the scene tells us -------------------------------------------------------------

    def set_turn(self, phase: Phase, announced: Guess | None, can_guess: bool,
                 can_flip: bool) -> None:
        """The phase, the announced guess and what the person on screen may do now."""
        if phase is not self.phase or not can_guess:
            self.pending_kind = self.pending_suit = None
        self.phase, self.announced = phase, announced
        self.can_guess, self.can_flip = can_guess, can_flip
        self.refresh()

    def set_accepting(self, accepting: bool) -> None:
        """False while the table animates: a guess or a flip then finishes the move and is
        kept, to count as soon as the cards lie still (no key is lost)."""
        self._accepting = accepting
        self.refresh()
        queued, self._queued = self._queued, None
        if accepting and queued is not None:
            queued()

    def _later(self, action: Callable[[], None]) -> bool:
        """While the cards move: keep `action` for when they stop, and ask to finish the move."""
        if self._accepting or not self.isVisible():
            return False
        self._queued = action
        self.skip_requested.emit()
        return True

    def set_hint(self, guess: Guess | None) -> None:
        self.hint = guess
        self.refresh()

    def set_odds(self, odds: Mapping[Guess, float] | None) -> None:
        self._odds = odds
        self.refresh()

    def set_autoplay(self, on: bool) -> None:
        """Show the autoplay state without emitting `autoplay_toggled`."""
        self.autoplay_button.blockSignals(True)
        self.autoplay_button.setChecked(on)
        self.autoplay_button.blockSignals(False)

    def buttons_for(self, guess: Guess) -> list[QPushButton]:
        """The button(s) that announce `guess`: one, or a kind and a suit in phase 4."""
        if isinstance(guess, GuessColour):
            return [self.colour_buttons[guess.colour]]
        if isinstance(guess, GuessSuit):
            return [self.suit_buttons[guess.suit]]
        if isinstance(guess, GuessKind):
            return [self.kind_buttons[guess.rank]]
        return [self.kind_buttons[guess.rank], self.suit_buttons[guess.suit]]

    # -- input -------------------------------------------------------------------------------

    def _ready(self) -> bool:
        return self._accepting and self.can_guess and self.isVisible()

    def choose_colour(self, colour: Colour) -> None:
        if self._later(partial(self.choose_colour, colour)):
            return
        if self._ready() and self.phase is Phase.COLOUR:
            self.guessed.emit(GuessColour(colour))

    def choose_suit(self, suit: Suit) -> None:
        if self._later(partial(self.choose_suit, suit)):
            return
        if not self._ready():
            return
        if self.phase is Phase.SUIT:
            self.guessed.emit(GuessSuit(suit))
        elif self.phase is Phase.CARD:
            if self.pending_kind is not None:
                self.guessed.emit(GuessCard(self.pending_kind, suit))
            else:
                self.pending_suit = None if self.pending_suit is suit else suit
                self.refresh()

    def choose_kind(self, rank: int) -> None:
        if self._later(partial(self.choose_kind, rank)):
            return
        if not self._ready():
            return
        if self.phase is Phase.KIND:
            self.guessed.emit(GuessKind(rank))
        elif self.phase is Phase.CARD:
            if self.pending_suit is not None:
                self.guessed.emit(GuessCard(rank, self.pending_suit))
            else:
                self.pending_kind = None if self.pending_kind == rank else rank
                self.refresh()

    def clear_pending(self) -> None:
        self.pending_kind = self.pending_suit = None
        self.refresh()

    def request_flip(self) -> None:
        if self._later(self.request_flip):
            return
        if self._accepting and self.can_flip and self.isVisible():
            self.flip_requested.emit()

    def request_hint(self) -> None:
        if self._ready():
            self.hint_requested.emit()

    # -- drawing -----------------------------------------------------------------------------

    def refresh(self) -> None:
        phase = self.phase
        over = not (self.can_guess or self.can_flip) and self.announced is None
        shown = {"colour": phase is Phase.COLOUR, "suit": phase in (Phase.SUIT, Phase.CARD),
                 "kind": phase in (Phase.KIND, Phase.CARD)}
        for name, row in self.rows.items():
            row.setVisible(shown[name] and not over)
        hinted = {id(b) for b in (self.buttons_for(self.hint) if self.hint else [])}
        announced = {id(b) for b in (self.buttons_for(self.announced)
                                     if self.announced else [])}
        for button, guess_text in self._labelled_buttons():
            set_plain(button, guess_text)
            button.setEnabled(self.can_guess)
            button.setCheckable(True)
            button.setChecked(id(button) in announced or self._pending(button))
            if button.property("hint") != (id(button) in hinted):
                button.setProperty("hint", id(button) in hinted)
                button.style().unpolish(button)
                button.style().polish(button)
        self.flip_button.setEnabled(self.can_flip)
        self.hint_button.setEnabled(self.can_guess)
        self.autoplay_button.setEnabled(self.can_guess or self.can_flip
                                        or self.autoplay_button.isChecked())
        for key in FLIP_KEYS:
            # Off when there is nothing to flip, so Space still presses a focused button.
            self._keys[key].setEnabled(self.can_flip)
        set_plain(self.prompt, self._prompt_text(over))

    def _pending(self, button: QPushButton) -> bool:
        return ((self.pending_kind is not None
                 and button is self.kind_buttons[self.pending_kind])
                or (self.pending_suit is not None
                    and button is self.suit_buttons[self.pending_suit]))

    def _labelled_buttons(self) -> list[tuple[QPushButton, str]]:
        """Every guess button with its text: the odds added when they are shown."""
        out: list[tuple[QPushButton, str]] = []
        for colour, button in self.colour_buttons.items():
            out.append((button, self._with_odds(button, self._chance(colour=colour))))
        for suit, button in self.suit_buttons.items():
            chance = self._chance(suit=suit)
            if self._compact:  # the suit's symbol alone (its name is in the prompt)
                out.append((button, f"{chance:.0%}" if self._odds else ""))
            else:
                out.append((button, self._with_odds(button, chance)))
        for rank, button in self.kind_buttons.items():
            out.append((button, self._with_odds(button, self._chance(rank=rank), "\n")))
        return out

    def _chance(self, colour: Colour | None = None, suit: Suit | None = None,
                rank: int | None = None) -> float:
        """The chance that the top card fits a button (and, in phase 4, the half chosen)."""
        total = 0.0
        for guess, p in (self._odds or {}).items():
            if isinstance(guess, GuessColour):
                fits = guess.colour is colour
            elif isinstance(guess, GuessSuit):
                fits = guess.suit is suit
            elif isinstance(guess, GuessKind):
                fits = guess.rank == rank
            elif suit is not None:
                fits = guess.suit is suit and self.pending_kind in (None, guess.rank)
            else:
                fits = guess.rank == rank and self.pending_suit in (None, guess.suit)
            total += p if fits else 0.0
        return total

    @property
    def compact(self) -> bool:
        return self._compact

    @property
    def short(self) -> bool:
        return self._short

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        compact = event.size().width() < COMPACT_WIDTH
        if compact == self._compact:
            return
        self._compact = compact
        for button in (self.flip_button, *(b for b, _text in self._labelled_buttons())):
            button.setProperty("compact", compact)
            _restyle(button)
        self._settle()

    def _fit_window(self) -> None:
        short = self.window().height() < SHORT_WINDOW
        if short == self._short:
            return
        self._short = short
        for widget in (self.prompt, self.flip_button, self.hint_button, self.odds_button,
                       self.autoplay_button, *(b for b, _text in self._labelled_buttons())):
            widget.setProperty("short", short)
            _restyle(widget)
        self._lay_out()
        self.prompt.ensurePolished()
        self.prompt.setMaximumHeight(self.prompt.fontMetrics().lineSpacing() * 2 + 2 if short
                                     else 16777215)
        self._settle()

    def _settle(self) -> None:
        """The tools' texts, the rows' spacing and the strip's height for its size."""
        tight = self._compact or self._short
        for button in (self.hint_button, self.odds_button, self.autoplay_button):
            set_plain(button, str(button.property("short_text" if tight else "long_text")))
        for row in self.rows.values():
            layout = row.layout()
            if layout is not None:
                layout.setSpacing(3 if tight else 6)
        self.refresh()
        if self._short:
            self.setFixedHeight(self.short_height())
        else:
            self.setFixedHeight(COMPACT_HEIGHT if self._compact else HEIGHT)

    def _with_odds(self, button: QPushButton, chance: float, gap: str = "  ") -> str:
        if self._compact:
            gap = "\n"  # odds under the name: a narrow row keeps every guess whole
        text = str(button.property("base_text"))
        return f"{text}{gap}{chance:.0%}" if self._odds else text

    def _prompt_text(self, over: bool) -> str:
        if over:
            return "The joker is up: the reading is over."
        if not self._accepting:
            return "The cards are moving: press a key to see them land (it still counts)."
        if self.announced is not None:
            return (f"Foretold: {guess_label(self.announced)}. Flip with Space, Enter or a "
                    "click on the deck (Ctrl+Z takes the guess back).")
        if not self.can_guess:
            return "The computer is reading the cards…"
        phase = self.phase
        if phase is Phase.COLOUR:
            return "Phase 1 · Foretell the colour:  R red · B black"
        if phase is Phase.SUIT:
            return "Phase 2 · Foretell the suit:  C clubs · D diamonds · H hearts · S spades"
        if phase is Phase.KIND:
            return "Phase 3 · Foretell the kind:  A, 2–9, 0 for ten, J, Q, K"
        if self.pending_kind is not None:
            return (f"Phase 4 · {RANK_NAMES[self.pending_kind]} of which suit?  "
                    "C · D · H · S  (Esc to change)")
        if self.pending_suit is not None:
            return f"Phase 4 · Which kind of {self.pending_suit.title}?  (Esc to change)"
        return "Phase 4 · Foretell the exact card: a kind, then a suit"


def _restyle(widget: QWidget) -> None:
    """Apply the style sheet again after a property it selects on changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
