"""The strip of buttons under Psychologizer's board, with a keyboard key for every button.

The scene decides what is on offer (a spin, the letters and wagers of a private choice, a
category, a name) and passes `Button`s; the strip shows them in groups, marks the ones picked
so far, and emits `chosen(intent)` on a click or on the button's key. Keys are window
shortcuts, so they work wherever the focus is inside the game page; a key does nothing while
its button is disabled or hidden. A narrow window gets the prompt on a line of its own and
buttons without their key names (the tooltips keep them), never a cut button. While the
board moves (`set_moving`) the strip says so and
every key asks to `skip` the animation instead of vanishing. Labels are plain text (player
names are user text).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from psychboard.gui.widgets.labels import literal, set_plain

PROMPT_ROOM = 260  # the least width the prompt gets beside the buttons
KEYS = ("A", "B", "C", "D", "1", "2", "3", "4", "5", "6", "7", "8", "P", "X", "Return", "Enter",
        "Space")


@dataclass(frozen=True)
class Button:
    intent: str
    label: str
    key: str = ""          # one of KEYS
    checked: bool = False
    enabled: bool = True
    group: int = 0         # buttons of another group are set apart by a divider
    primary: bool = False  # the button that finishes the choice (Lock in, Spin, Continue)


class ChoiceStrip(QWidget):
    chosen = Signal(str)
    skip = Signal()  # a key while the board moves: play the animation to its end

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMinimumHeight(64)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(14, 8, 14, 8)
        rows.setSpacing(6)
        self._top = QHBoxLayout()
        self._layout = QHBoxLayout()
        self._layout.setSpacing(8)
        rows.addLayout(self._top)
        rows.addLayout(self._layout)
        self._prompt = QLabel()
        self._prompt.setObjectName("choicePrompt")
        self._prompt.setTextFormat(Qt.TextFormat.PlainText)
        self._prompt.setWordWrap(True)
        self._layout.addWidget(self._prompt, 1)
        self._specs: list[tuple[QPushButton, Button]] = []
        self._widgets: list[QWidget] = []
        self._buttons: dict[str, QPushButton] = {}
        self._by_key: dict[str, str] = {}
        self._shortcuts: list[QShortcut] = []
        self._moving = False
        for key in KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda k=key: self.press_key(k))
            self._shortcuts.append(shortcut)

    def set_buttons(self, prompt: str, buttons: Sequence[Button]) -> None:
        for widget in self._widgets:
            self._layout.removeWidget(widget)
            widget.hide()  # at once: deletion waits for the event loop
            widget.deleteLater()
        self._widgets, self._buttons, self._by_key, self._specs = [], {}, {}, []
        self._moving = False
        set_plain(self._prompt, prompt)
        group = buttons[0].group if buttons else 0
        for spec in buttons:
            if spec.group != group:
                group = spec.group
                divider = QFrame()
                divider.setFrameShape(QFrame.Shape.VLine)
                divider.setObjectName("choiceDivider")
                self._add(divider)
            button = QPushButton()
            button.setObjectName("choiceButton")
            button.setProperty("picked", spec.checked)
            button.setEnabled(spec.enabled)
            button.setProperty("primary", spec.primary)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, i=spec.intent: self._pick(i))
            self._add(button)
            self._specs.append((button, spec))
            self._buttons[spec.intent] = button
            if spec.key:
                self._by_key[spec.key] = spec.intent
            if spec.key in ("Return", "Enter") or (spec.primary and "Return" not in self._by_key):
                # Enter always finishes: it presses the primary button (Lock in, Spin…).
                self._by_key["Return"] = self._by_key["Enter"] = spec.intent

        self._arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self, compact: bool = False, above: bool = False) -> None:
        """The roomiest arrangement that fits: the prompt beside the buttons, else above
        them, else above compact buttons."""
        for button, spec in self._specs:
            label = literal(spec.label)
            if spec.key and spec.key != spec.label and not compact:
                label += f"   {_key_name(spec.key)}"
            set_plain(button, label)
            button.setStyleSheet(_style(spec, compact))
        if above != (self._top.indexOf(self._prompt) >= 0):
            (self._layout if above else self._top).removeWidget(self._prompt)
            if above:
                self._top.addWidget(self._prompt)
            else:
                self._layout.insertWidget(0, self._prompt, 1)
        room = self.width() - 28
        needed = sum(w.sizeHint().width() + self._layout.spacing() for w in self._widgets)
        if not above:
            needed += PROMPT_ROOM
        if needed > room and self._specs and not (compact and above):
            self._arrange(compact=above, above=True)
            return
        self.updateGeometry()  # one row or two: the page gives the strip its new height

    def set_moving(self, prompt: str) -> None:
        """No choice while the board moves: `prompt` says so, and any key skips."""
        self.set_buttons(prompt, [])
        self._moving = True

    @property
    def moving(self) -> bool:
        return self._moving

    def _add(self, widget: QWidget) -> None:
        self._layout.addWidget(widget)
        self._widgets.append(widget)

    def button(self, intent: str) -> QPushButton:
        return self._buttons[intent]

    def intents(self) -> list[str]:
        return list(self._buttons)

    def press_key(self, key: str) -> None:
        """What a key press does: the enabled button bound to it, if any, or a skip."""
        if self._moving:
            self.skip.emit()
            return
        intent = self._by_key.get(key)
        if intent is not None:
            self._pick(intent)

    def _pick(self, intent: str) -> None:
        button = self._buttons.get(intent)
        if button is not None and button.isEnabled() and self.isVisible() and self.isEnabled():
            self.chosen.emit(intent)


def _key_name(key: str) -> str:
    return {"Return": "⏎", "Enter": "⏎", "Space": "␣"}.get(key, key)


def _style(spec: Button, compact: bool = False) -> str:
    """Checked buttons look pressed in; the finishing button stands out."""
    side = 8 if compact else 14
    if spec.primary:
        return ("QPushButton { background: #E69F00; color: #1A1A1A; font-size: 13pt;"
                f" padding: 10px {side + 8}px; }}"
                "QPushButton:disabled { background: #B9B4AA; color: #6B6B6B; }")
    if spec.checked:
        return ("QPushButton { background: #1E1E24; color: #FFFFFF; border: 3px solid #E69F00;"
                f" font-size: 12pt; padding: 8px {side}px; }}")
    return f"QPushButton {{ font-size: 12pt; padding: 8px {side}px; }}"
