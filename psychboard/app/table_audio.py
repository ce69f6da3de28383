"""What the table says and sounds like, as the settings ask: cards read aloud, news of each
step and whose turn it is, and the sound effects, for whichever game page is open.

The voice and the sounds are made on first use (their Qt modules are not loaded at start-up)
and live as long as the window, so a second game reuses them. Everything said comes from the
table's lines (`TableScene.said`) and from hand-offs, which never carry a private choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from psychboard.app.settings import Settings
from psychboard.core.spoken import CARD, TURN, Line
from psychboard.gui.sound import Sounds
from psychboard.gui.speech import Speech, VoiceSettings

if TYPE_CHECKING:
    from psychboard.app.game_page import GamePage


class TableAudio(QObject):
    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._speech: Speech | None = None
        self._sounds: Sounds | None = None
        self._page: GamePage | None = None
        self._last_turn: int | None = None

    @property
    def speech(self) -> Speech:
        if self._speech is None:
            self._speech = Speech(self)
            self._speech.configure(self.voice_settings())
        return self._speech

    @property
    def sounds(self) -> Sounds:
        if self._sounds is None:
            self._sounds = Sounds(self)
            self._sounds.volume = self.settings.sound_volume / 100
        return self._sounds

    def voice_settings(self) -> VoiceSettings:
        return VoiceSettings(self.settings.voice, self.settings.speech_rate / 5,
                             self.settings.speech_volume / 100)

    def apply_settings(self) -> None:
        """The settings changed: the voice and the sounds follow at once."""
        if self._speech is not None:
            self._speech.configure(self.voice_settings())
            if not (self.settings.read_cards or self.settings.announce):
                self._speech.stop()
        if self._sounds is not None:
            self._sounds.volume = self.settings.sound_volume / 100
        if self.settings.sound and self._page is not None:
            self.sounds.prepare()

    def attach(self, page: GamePage) -> None:
        """Follow a game page's table (the connections end with its scene and controller)."""
        self._page, self._last_turn = page, None
        page.scene.said.connect(self.hear)
        page.scene.cued.connect(self.cue)
        page.controller.handoff.connect(self._handoff)
        page.controller.changed.connect(self._changed)
        page.destroyed.connect(self._detach)
        if self.settings.sound:  # load the effects once the page is up, not on its first cue
            QTimer.singleShot(0, self, self._prepare_sounds)

    def _detach(self) -> None:
        self._page = None
        if self._speech is not None:
            self._speech.stop()

    def _prepare_sounds(self) -> None:
        if self.settings.sound and self._page is not None:
            self.sounds.prepare()

    # -- what the table hears ----------------------------------------------------------------

    def wanted(self, line: Line) -> bool:
        return self.settings.read_cards if line.kind == CARD else self.settings.announce

    def hear(self, lines: tuple[Line, ...]) -> None:
        chosen = [line for line in lines if self.wanted(line)]
        if chosen:
            self.speech.say(chosen)

    def cue(self, name: str) -> None:
        if self.settings.sound:
            self.sounds.play(name)

    def _handoff(self, seat: int) -> None:
        page = self._page
        if page is not None:
            self._last_turn = seat
            self.hear((Line(f"Pass the screen to {page.controller.seats[seat].name}.", TURN),))

    def _changed(self, _view: object) -> None:
        """A person's turn comes back without a hand-off (one person against computers)."""
        page = self._page
        if page is None or page.controller.outcome() is not None:
            return
        seat = page.controller.viewer
        if seat is not None and seat != self._last_turn and page.controller.legal():
            self._last_turn = seat
            self.hear((Line(f"{page.controller.seats[seat].name}, your turn.", TURN),))

    # -- what a person asks ------------------------------------------------------------------

    def read_again(self) -> str:
        """Read the last card again (whatever the settings); what went wrong, or ""."""
        page = self._page
        card = page.scene.last_card if page is not None else None
        if card is None:
            return "No card has been read at this table yet."
        self.speech.stop()
        self.speech.say((card,))
        return self.speech.problem

    def toggle_sound(self) -> bool:
        """Sound effects off, or back on (M); True when they are on now."""
        self.settings.sound = not self.settings.sound
        self.apply_settings()
        return self.settings.sound
