"""Short sounds for what the table sees happen: a spin, dice, a card dealt or turned, a reveal,
a win. The effects are our own (tools/sounds.py makes them; CC0, licence in assets/sounds).

QtMultimedia comes with PySide6-Addons and is imported when the first sound plays, never at
start-up. Without it, without an audio device or with a file gone, `problem` says why and
play goes on in silence: a sound never stops or slows a move (QSoundEffect plays on its own).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QUrl

from psychboard.core.errors import AssetMissing
from psychboard.core.events import Drew, Ended, Event, Played, Reacted, Revealed, Rolled
from psychboard.core.resources import asset

CUES = ("spin", "dice", "deal", "flip", "reveal", "win")
NO_MODULE = ("Sound needs Qt's multimedia module, which comes with PySide6-Addons; it is not "
             "installed with this copy of Psychboard.")
NO_OUTPUT = "No audio output was found on this computer: sound effects stay silent."


def cues(events: Sequence[Event]) -> tuple[str, ...]:
    """The sounds of one step, in order, each once: a roll with faces is dice, without them
    a spinner; a card drawn is dealt, one played or answered is turned; then reveal and win."""
    found: list[str] = []
    for event in events:
        match event:
            case Rolled():
                cue = "dice" if event.faces else "spin"
            case Drew():
                cue = "deal"
            case Played() | Reacted():
                cue = "flip"
            case Revealed():
                cue = "reveal"
            case Ended():
                cue = "win"
            case _:
                continue
        if cue not in found:
            found.append(cue)
    return tuple(found)


class Sounds(QObject):
    """Plays the table's cues at a volume; `played` keeps the last cues sounded (asked for
    while sound is on, whether or not the computer has a device to hear them)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict[str, Any] = {}
        self._module: Any = None
        self._tried = False
        self.problem = ""
        self.volume = 0.7
        self.muted = False
        self.played: deque[str] = deque(maxlen=64)

    def _effect_type(self) -> Any:
        if not self._tried:
            self._tried = True
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:
                self.problem = NO_MODULE
            else:
                self._module = QSoundEffect
        return self._module

    @property
    def loadable(self) -> bool:
        """Whether Qt's multimedia module is here at all."""
        return self._effect_type() is not None

    def check(self) -> str:
        """Why sound effects stay silent on this computer, or ""."""
        if not self.loadable:
            return self.problem
        from PySide6.QtMultimedia import QMediaDevices

        if not QMediaDevices.audioOutputs():
            return NO_OUTPUT
        return self.problem

    def prepare(self) -> None:
        """Load every effect now (a game page opening), so the first cue is not late; with
        no audio output there is nothing to load them for (asked again next time)."""
        if self.check() == NO_OUTPUT:
            return
        for cue in CUES:
            self._effect(cue)

    def _effect(self, cue: str) -> Any:
        if cue in self._effects:
            return self._effects[cue]
        effect_type = self._effect_type()
        effect = None
        if effect_type is not None:
            try:
                path = asset("sounds", f"{cue}.wav")
            except AssetMissing as exc:
                self.problem = str(exc)
            else:
                effect = effect_type(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effects[cue] = effect
        return effect

    def play(self, cue: str) -> None:
        if self.muted or self.volume <= 0 or cue not in CUES:
            return
        self.played.append(cue)
        effect = self._effects.get(cue)
        if cue not in self._effects and self.check() != NO_OUTPUT:  # loaded on first use
            effect = self._effect(cue)
        if effect is not None:
            effect.setVolume(self.volume)
            effect.play()  # plays on its own: the table never waits for it
