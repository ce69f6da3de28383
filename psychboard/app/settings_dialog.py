"""The settings dialog: motion, theme and text size; reading aloud; sound effects.

Where the computer cannot speak or play sound, the dialog says why beside those settings
(and play goes on without them), rather than offering switches that do nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QWidget,
)

from psychboard.app.settings import SPEED_LABELS, TEXT_SIZES, THEME_LABELS, Settings
from psychboard.app.table_audio import TableAudio
from psychboard.core.spoken import CARD, Line
from psychboard.gui.speech import VoiceSettings
from psychboard.gui.widgets.labels import plain_label

TITLE_ROOM = 160
"""Width a window frame's icon and buttons take beside the title, on top of the title itself."""
SAMPLE = "Card for Ann. Which would you rather do? A: Read a book. B: Go for a walk."


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 audio: TableAudio | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setMinimumWidth(max(420, title_width(self) + TITLE_ROOM))
        self.settings = settings
        self.audio = audio or TableAudio(settings, self)
        self.speed = _combo(SPEED_LABELS, settings.animation_speed)
        self.theme = _combo(THEME_LABELS, settings.theme)
        self.text_size = _combo({str(s): f"{s}%" for s in TEXT_SIZES}, str(settings.text_size))
        self.still = QCheckBox("Show every move at its end at once")
        self.still.setChecked(settings.reduce_motion)
        self.still.toggled.connect(lambda on: self.speed.setEnabled(not on))
        self.speed.setEnabled(not settings.reduce_motion)
        form = QFormLayout(self)
        form.addRow("&Animation speed", self.speed)
        form.addRow("Reduce &motion", self.still)
        form.addRow("Colour &theme", self.theme)
        form.addRow("Te&xt size", self.text_size)
        self._speech_rows(form)
        self._sound_rows(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _speech_rows(self, form: QFormLayout) -> None:
        settings, speech = self.settings, self.audio.speech
        self.read_cards = QCheckBox("Read each card aloud as it comes to the table")
        self.read_cards.setChecked(settings.read_cards)
        self.announce = QCheckBox("Also say what happens and whose turn it is")
        self.announce.setChecked(settings.announce)
        self.voice = QComboBox()
        self.voice.addItem("The computer's own", "")
        for name in speech.voices():
            self.voice.addItem(name, name)
        self.voice.setCurrentIndex(max(0, self.voice.findData(settings.voice)))
        self.rate = _slider(-5, 5, settings.speech_rate)
        self.speech_volume = _slider(0, 100, settings.speech_volume)
        self.try_voice = QPushButton("&Try the voice")
        self.try_voice.clicked.connect(self._try_voice)
        voice_row = QHBoxLayout()
        voice_row.addWidget(self.voice, 1)
        voice_row.addWidget(self.try_voice)
        form.addRow("&Read aloud", self.read_cards)
        form.addRow("", self.announce)
        voice_label = plain_label("&Voice")  # a row of two takes no buddy by itself
        voice_label.setBuddy(self.voice)
        form.addRow(voice_label, voice_row)
        form.addRow("Speaking &rate", self.rate)
        form.addRow("Voice vo&lume", self.speech_volume)
        if speech.problem:
            self.speech_problem = plain_label(speech.problem, "settingsProblem", wrap=True)
            form.addRow("", self.speech_problem)
            for widget in (self.read_cards, self.announce, self.voice, self.rate,
                           self.speech_volume, self.try_voice):
                widget.setEnabled(False)

    def _sound_rows(self, form: QFormLayout) -> None:
        settings, sounds = self.settings, self.audio.sounds
        self.sound = QCheckBox("Sounds for spins, dice, cards, reveals and wins (M)")
        self.sound.setChecked(settings.sound)
        self.sound_volume = _slider(0, 100, settings.sound_volume)
        form.addRow("&Sound effects", self.sound)
        form.addRow("Sound vol&ume", self.sound_volume)
        problem = sounds.check()
        if problem:
            form.addRow("", plain_label(problem, "settingsProblem", wrap=True))
            if not sounds.loadable:
                self.sound.setEnabled(False)
                self.sound_volume.setEnabled(False)

    def _try_voice(self) -> None:
        speech = self.audio.speech
        speech.configure(VoiceSettings(self.voice.currentData(), self.rate.value() / 5,
                                       self.speech_volume.value() / 100))
        speech.stop()
        speech.say((Line(SAMPLE, CARD),))

    def accept(self) -> None:
        settings = self.settings
        settings.animation_speed = self.speed.currentData()
        settings.reduce_motion = self.still.isChecked()
        settings.theme = self.theme.currentData()
        settings.text_size = int(self.text_size.currentData())
        settings.read_cards = self.read_cards.isChecked()
        settings.announce = self.announce.isChecked()
        settings.voice = self.voice.currentData()
        settings.speech_rate = self.rate.value()
        settings.speech_volume = self.speech_volume.value()
        settings.sound = self.sound.isChecked()
        settings.sound_volume = self.sound_volume.value()
        super().accept()

    def done(self, result: int) -> None:
        self.audio.speech.stop()  # a voice tried is not left talking
        self.audio.speech.configure(self.audio.voice_settings())
        super().done(result)


def title_width(window: QWidget) -> int:
    """The width of the title a window frame shows: Qt adds " — " and the app's name to it.
    Left to its form's width, the dialog is so narrow that window managers cut that title."""
    title, app = window.windowTitle(), QApplication.applicationDisplayName()
    shown = f"{title} — {app}" if app and app != title else title
    return window.fontMetrics().horizontalAdvance(shown)


def _combo(options: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for key, label in options.items():
        box.addItem(label, key)
    box.setCurrentIndex(list(options).index(current))
    return box


def _slider(low: int, high: int, value: int) -> QSlider:
    slider = QSlider(Qt.Orientation.Horizontal)
    slider.setRange(low, high)
    slider.setValue(value)
    slider.setPageStep(max(1, (high - low) // 10))
    return slider
