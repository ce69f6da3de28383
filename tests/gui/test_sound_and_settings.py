"""Sound effects that never stop play, and the settings for text size, speech and sound."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from psychboard.app.settings import Settings
from psychboard.app.settings_dialog import SettingsDialog
from psychboard.app.theme import UI_POINTS, apply_look, apply_theme, style_sheet
from psychboard.core.errors import AssetMissing
from psychboard.gui import palette, sound
from psychboard.gui.fonts import SYMBOL_FAMILY, UI_FAMILY
from psychboard.gui.sound import CUES, Sounds
from psychboard.gui.speech import ENGINE_VARIABLE


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def test_every_cue_has_its_sound_file_and_playing_one_never_raises(qtbot: QtBot) -> None:
    sounds = Sounds()
    sounds.prepare()
    for cue in CUES:
        sounds.play(cue)  # with or without an audio device
    assert list(sounds.played) == list(CUES)
    assert sounds.loadable


def test_muted_or_silent_sounds_are_not_played(qtbot: QtBot) -> None:
    sounds = Sounds()
    sounds.muted = True
    sounds.play("dice")
    sounds.muted, sounds.volume = False, 0.0
    sounds.play("win")
    assert not sounds.played


def test_a_missing_sound_file_is_named_and_play_goes_on(qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def gone(*parts: str) -> Path:
        raise AssetMissing(Path("/x/assets", *parts), "a file Psychboard ships with is missing")

    monkeypatch.setattr(sound, "asset", gone)
    monkeypatch.setattr(Sounds, "check", lambda self: self.problem)  # as if a device were there
    sounds = Sounds()
    sounds.play("dice")
    assert "dice.wav" in sounds.problem


def test_text_size_scales_the_app_font_and_every_style_sheet_size(qapp: QApplication) -> None:
    font, sheet = qapp.font(), qapp.styleSheet()
    try:
        apply_theme(qapp, "light", 150)
        assert qapp.font().pointSizeF() == pytest.approx(UI_POINTS * 1.5)
        normal = style_sheet(palette.THEMES["light"])
        large = style_sheet(palette.THEMES["light"], 150)
        faces = 'QWidget { font-family: "Inter", "Noto Sans Symbols2"; '
        assert faces + "font-size: 11pt; }" in normal
        assert faces + "font-size: 16.5pt; }" in large
        assert large.count("font-size") == normal.count("font-size")
    finally:
        apply_theme(qapp, "light")
        qapp.setFont(font)
        qapp.setStyleSheet(sheet)


def test_widgets_take_the_apps_faces_from_the_style_sheet_before_any_app_font(
        qtbot: QtBot, qapp: QApplication) -> None:
    """The first frame comes before the app font is set (run_app): the style sheet alone
    must give every widget the interface's faces and size."""
    font, sheet = qapp.font(), qapp.styleSheet()
    try:
        qapp.setFont(QFont("DejaVu Sans", 7))
        apply_look(qapp, "light", 125)
        label = QLabel("Psychboard")
        qtbot.addWidget(label)
        label.ensurePolished()
        assert label.font().families() == [UI_FAMILY, SYMBOL_FAMILY]
        assert label.font().pointSizeF() == pytest.approx(11 * 1.25)
    finally:
        apply_theme(qapp, "light")
        qapp.setFont(font)
        qapp.setStyleSheet(sheet)


def test_the_dialog_keeps_every_speech_and_sound_setting(qtbot: QtBot,
                                                         settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.voice.count() > 1  # the test engine's voices, after the computer's own
    dialog.read_cards.setChecked(True)
    dialog.announce.setChecked(True)
    dialog.voice.setCurrentIndex(2)
    dialog.rate.setValue(-3)
    dialog.speech_volume.setValue(40)
    dialog.sound.setChecked(False)
    dialog.sound_volume.setValue(25)
    dialog.text_size.setCurrentIndex(dialog.text_size.findData("150"))
    voice = dialog.voice.currentData()
    dialog.accept()
    again = Settings(settings.store)
    assert (again.read_cards, again.announce, again.voice, again.speech_rate,
            again.speech_volume, again.sound, again.sound_volume, again.text_size) == \
        (True, True, voice, -3, 40, False, 25, 150)


def test_without_a_speech_engine_the_dialog_says_why_and_offers_no_switch(
        qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENGINE_VARIABLE, "no-such-engine")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert "no-such-engine" in dialog.speech_problem.text()
    assert not dialog.read_cards.isEnabled() and not dialog.try_voice.isEnabled()
    assert dialog.sound.isEnabled()  # sound is another matter


def test_damaged_settings_read_as_the_defaults(settings: Settings) -> None:
    for key, value in {"text_size": "137", "sound/volume": "loud", "speech/rate": "99",
                       "speech/read_cards": "perhaps"}.items():
        settings.store.setValue(key, value)
    assert (settings.text_size, settings.sound_volume, settings.speech_rate,
            settings.read_cards) == (100, 60, 0, False)


def test_alt_v_reaches_the_voice_and_alt_s_the_sound_effects(qtbot: QtBot,
                                                             settings: Settings) -> None:
    from PySide6.QtCore import Qt

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    assert dialog.voice.hasFocus()
    qtbot.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert dialog.sound.hasFocus()
