"""The prescription pad under Therapy's board: every choice of the game, by mouse or key.

The scene says what is on offer — the dice, a 1–10 scale, the players by name and token, a
card's options, the pegs by Stage, answer-or-pass — as `PadButton`s, and the pad shows them
on one line under a prompt. A button with a key answers to it (digits pick on the scale and
among options; Enter presses the finishing button; the arrows move the pick, which is drawn
pressed in and outlined: the visible focus). Keys are window shortcuts, so they work wherever
the focus is on the game page; a disabled or hidden button ignores its key. Labels are plain
text: player names and card words are user text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from psychboard.gui.widgets.labels import literal, set_plain, set_tip
from psychboard.gui.widgets.token_icon import token_pixmap

KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "A", "P", "R", "N", "Space",
        "Return", "Enter", "Left", "Right")
SHOWN_KEYS = {"Return": "Enter", "Enter": "Enter", "Space": "Space"}


@dataclass(frozen=True)
class PadButton:
    intent: str
    label: str
    key: str = ""                      # one of KEYS
    picked: bool = False
    enabled: bool = True
    primary: bool = False              # finishes the choice: Enter presses it
    pickable: bool = False             # the arrows move among these
    token: tuple[str, str] = ("", "")  # a seat's token shape and colour
    swatch: str = ""                   # a Stage's colour
    tip: str = ""
    hint: bool = True                  # show the key on the button (the prompt may say it)


class Pad(QWidget):
    chosen = Signal(str)
    hurried = Signal()  # a key while the pad waits for the table to stop moving

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 6, 14, 8)
        outer.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("choicePrompt")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self._row = QHBoxLayout()
        self._row.setSpacing(6)
        outer.addLayout(self._row)
        self._buttons: dict[str, QPushButton] = {}
        self._specs: list[PadButton] = []
        self._by_key: dict[str, str] = {}
        for key in KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key: self.press_key(k))

    @property
    def prompt(self) -> str:
        return self.title.text()

    def set_buttons(self, prompt: str, buttons: Sequence[PadButton]) -> None:
        for button in self._buttons.values():
            self._row.removeWidget(button)
            button.hide()  # at once: deletion waits for the event loop
            button.deleteLater()
        while self._row.count():
            self._row.takeAt(0)
        self._buttons, self._by_key, self._specs = {}, {}, list(buttons)
        set_plain(self.title, prompt)
        for spec in buttons:
            button = self._make(spec)
            self._row.addWidget(button)
            self._buttons[spec.intent] = button
            if spec.key:
                self._by_key[spec.key] = spec.intent
            if spec.primary:
                self._by_key["Return"] = self._by_key["Enter"] = spec.intent
        self._row.addStretch(1)

    def _make(self, spec: PadButton) -> QPushButton:
        label = literal(spec.label)
        if spec.hint and spec.key and spec.key != spec.label:
            label += f"  [{SHOWN_KEYS.get(spec.key, spec.key)}]"
        button = QPushButton(label)
        button.setObjectName("choiceButton")
        button.setEnabled(spec.enabled)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        set_tip(button, spec.tip or spec.label)
        button.setProperty("picked", spec.picked)
        button.setStyleSheet(_style(spec))
        if spec.token[0]:
            ratio = self.devicePixelRatioF()
            button.setIcon(QIcon(token_pixmap(spec.token[0], spec.token[1], spec.label, 26,
                                              ratio)))
            button.setIconSize(QSize(26, 26))
        elif spec.swatch:
            swatch = QPixmap(22, 22)
            swatch.fill(spec.swatch)
            button.setIcon(QIcon(swatch))
        button.clicked.connect(lambda _=False, i=spec.intent: self._pick(i))
        return button

    def button(self, intent: str) -> QPushButton:
        return self._buttons[intent]

    def intents(self) -> list[str]:
        return list(self._buttons)

    def keys(self) -> list[str]:
        """Each button's key, in the pad's order ("" for a button without one)."""
        return [spec.key for spec in self._specs]

    def press_key(self, key: str) -> None:
        """What a key press does: the enabled button bound to it, or the arrows' move; while
        the pad is off (the table moves) any key asks to hurry the animation along."""
        if not self.isEnabled():
            self.hurried.emit()
            return
        if key in ("Left", "Right"):
            self._step(-1 if key == "Left" else 1)
            return
        intent = self._by_key.get(key)
        if intent is not None:
            self._pick(intent)

    def _step(self, step: int) -> None:
        pickable = [s for s in self._specs if s.pickable and s.enabled]
        if not pickable:
            return
        at = next((i for i, s in enumerate(pickable) if s.picked), -1 if step > 0 else 0)
        self._pick(pickable[(at + step) % len(pickable)].intent)

    def _pick(self, intent: str) -> None:
        button = self._buttons.get(intent)
        if button is not None and button.isEnabled() and self.isVisible() and self.isEnabled():
            self.chosen.emit(intent)


def _style(spec: PadButton) -> str:
    """The pick looks pressed in and outlined; the finishing button stands out; a number
    on the scale is no wider than it needs, all alike."""
    size = "font-size: 12pt; padding: 7px 12px;" if len(spec.label) > 2 else \
        "font-size: 12pt; padding: 7px 2px; min-width: 40px; max-width: 40px;"
    if spec.primary:
        return ("QPushButton { background: #E69F00; color: #1A1A1A; font-size: 13pt;"
                " font-weight: bold; padding: 8px 20px; }"
                "QPushButton:disabled { background: #B9B4AA; color: #6B6B6B; }")
    if spec.picked:
        return (f"QPushButton {{ background: #1E1E24; color: #FFFFFF;"
                f" border: 3px solid #E69F00; {size} }}")
    return f"QPushButton {{ {size} }}"
