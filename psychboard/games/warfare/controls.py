"""What to do next, under the Warfare table: one sentence, the card in words, the buttons.

The sentence always says whose turn it is and what to do; the second line spells out the card
picked (its type, cost and text) in the window's own font, so it reads at any window size
even where the card on the table is small. Every button has a key, shown on it. A choice that
ends the turn at once and can't be taken back (Therapy) asks first: the first press says what
it will do, the second does it, and anything else the bar shows next forgets the first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from psychboard.gui.widgets.choice_bar import Choice, ChoiceBar
from psychboard.gui.widgets.labels import literal, plain_label, set_plain

# Choices a press only arms: (what the bar says then, the button's words until the second press)
CONFIRM = {("therapy",): ("Go to Therapy? Your Baggage, Specials, Defenses and Phobias go under "
                          "your Archetype, you draw up to five and your turn ends. Press T "
                          "again to go, or choose anything else.", "T  Therapy — press again")}


class WarfareBar(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.prompt = plain_label("", "choicePrompt", wrap=True)
        self.detail = plain_label("", "seatStatus", wrap=True)
        self.choices = ChoiceBar()
        self.choices.chosen.connect(self._choose)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 4)
        layout.setSpacing(2)
        layout.addWidget(self.prompt)
        layout.addWidget(self.detail)
        layout.addWidget(self.choices)
        for part in (self.detail, self.choices):  # the table keeps its size from step to step
            policy = part.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            part.setSizePolicy(policy)
        self._shown: tuple[tuple[object, str, str], ...] = ()
        self._armed: object = None  # a CONFIRM choice pressed once

    def _choose(self, key: object) -> None:
        if key in CONFIRM and self._armed != key:
            self._armed = key
            prompt, label = CONFIRM[key]
            set_plain(self.prompt, prompt)
            set_plain(self.choices.button(key), literal(label))
            return
        self._armed = None
        self.chosen.emit(key)

    def show_choices(self, prompt: str, detail: str, choices: Sequence[Choice],
                     enabled: Sequence[object] | None = None) -> None:
        """Say `prompt` and `detail` and offer `choices` (all enabled unless `enabled`)."""
        if self._armed is not None:  # whatever happened since, the first press is forgotten
            label = next(label for key, label, _s in self._shown if key == self._armed)
            set_plain(self.choices.button(self._armed), literal(label))
            self._armed = None
        set_plain(self.prompt, prompt)
        set_plain(self.detail, detail)
        self.detail.setVisible(bool(detail))
        shown = tuple((c.key, c.label, c.shortcut) for c in choices)
        if shown != self._shown:
            for key, _label, _shortcut in self._shown:  # gone at once, deleted later
                self.choices.button(key).hide()
            self._shown = shown
            self.choices.set_choices("", choices)
            for choice in choices:  # keys reach the table, whose focus shows the hand
                self.choices.button(choice.key).setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.choices.enable_only([c.key for c in choices] if enabled is None else enabled)
        self.choices.setVisible(bool(choices))

    def press(self, key: str) -> bool:
        """A key the window's shortcuts did not take (the table had it): the enabled choice
        it names, if any, is chosen."""
        for choice_key, _label, shortcut in self._shown:
            if shortcut and shortcut.upper() == key.upper() \
                    and self.choices.button(choice_key).isEnabled():
                self._choose(choice_key)
                return True
        return False

    def labels(self) -> list[str]:
        """The buttons' words, enabled or not (for tests and screen readers)."""
        return [str(label) for _key, label, _shortcut in self._shown]
