"""The table's voice: reads cards aloud and, if wanted, tells what happened, through Qt's
QtTextToSpeech (speech-dispatcher on Linux, SAPI/WinRT on Windows, AVSpeech on macOS).

The speech module comes with PySide6-Addons and is imported only when something is first to
be said, so start-up never pays for it. Where it is missing, or the computer has no speech
engine, `problem` says why in words for the settings and play goes on in silence. Speaking is
asynchronous: a move never waits for the voice (`core.spoken.Queue` drops old news instead).
PSYCHBOARD_SPEECH_ENGINE names an engine ("mock" in tests, "speechd", "sapi"…).
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from psychboard.core.spoken import Line, Queue

ENGINE_VARIABLE = "PSYCHBOARD_SPEECH_ENGINE"
NO_MODULE = ("Reading aloud needs Qt's speech module, which comes with PySide6-Addons; "
             "it is not installed with this copy of Psychboard.")
NO_ENGINE = ("This computer has no speech engine. On Linux, install speech-dispatcher "
             "(for example: sudo apt install speech-dispatcher espeak-ng).")


@dataclass(frozen=True)
class VoiceSettings:
    """How the voice sounds: its name ("" for the engine's own), rate −1…1, volume 0…1."""

    name: str = ""
    rate: float = 0.0
    volume: float = 0.8


class Speech(QObject):
    """Says `Line`s one after another; `spoken` keeps the last ones said, for the record."""

    problem_changed = Signal(str)

    def __init__(self, parent: QObject | None = None, engine: str | None = None) -> None:
        super().__init__(parent)
        self._engine_name = engine if engine is not None else os.environ.get(ENGINE_VARIABLE, "")
        self._tts: Any = None
        self._tried = False
        self.problem = ""
        self.queue = Queue()
        self.spoken: deque[str] = deque(maxlen=64)
        self._settings = VoiceSettings()

    # -- the engine, made on first use -------------------------------------------------------

    def _engine(self) -> Any:
        if self._tried:
            return self._tts
        self._tried = True
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError:
            self._fail(NO_MODULE)
            return None
        engines = QTextToSpeech.availableEngines()
        name = self._engine_name if self._engine_name in engines else ""
        if not engines or (self._engine_name and not name):
            self._fail(NO_ENGINE if not engines else
                       f"The speech engine {self._engine_name!r} is not available here.")
            return None
        tts = QTextToSpeech(name, self) if name else QTextToSpeech(self)
        tts.stateChanged.connect(self._state_changed)
        tts.errorOccurred.connect(self._engine_error)
        self._tts = tts
        self._apply()
        if tts.state() == QTextToSpeech.State.Error:
            self._fail(tts.errorString() or NO_ENGINE)
        return self._tts

    def _fail(self, why: str) -> None:
        self.problem = why
        self._tts = None
        self.queue.clear()
        self.problem_changed.emit(why)

    def _engine_error(self, *_details: Any) -> None:
        tts = self._tts
        self._fail((tts.errorString() if tts is not None else "") or NO_ENGINE)

    @property
    def available(self) -> bool:
        return self._engine() is not None

    def voices(self) -> list[str]:
        """The names of the engine's voices for its language, for the settings."""
        tts = self._engine()
        return [voice.name() for voice in tts.availableVoices()] if tts is not None else []

    def configure(self, settings: VoiceSettings) -> None:
        self._settings = settings
        if self._tts is not None:
            self._apply()

    def _apply(self) -> None:
        tts, wanted = self._tts, self._settings
        tts.setRate(max(-1.0, min(1.0, wanted.rate)))
        tts.setVolume(max(0.0, min(1.0, wanted.volume)))
        voice = next((v for v in tts.availableVoices() if v.name() == wanted.name), None)
        if voice is not None:
            tts.setVoice(voice)

    # -- saying ------------------------------------------------------------------------------

    def say(self, lines: Iterable[Line]) -> None:
        """Queue `lines`; the voice starts at once if it is quiet. Never waits."""
        if self._engine() is None:
            return
        self.queue.add(lines)
        self._speak_next()

    def stop(self) -> None:
        """Quiet at once: what is being said and everything waiting."""
        self.queue.clear()
        if self._tts is not None:
            self._tts.stop()

    def _speak_next(self) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        tts = self._tts
        if tts is None or tts.state() != QTextToSpeech.State.Ready:
            return
        line = self.queue.next()
        if line is not None:
            self.spoken.append(line.text)
            tts.say(line.text)

    def _state_changed(self, state: Any) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if state == QTextToSpeech.State.Ready:
            self._speak_next()
