"""User settings kept in QSettings: animation speed, reduced motion, theme, text size, reading
aloud and sound, last players per game, and whether the first-run welcome has been shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from psychboard.gui import animation

THEME_LABELS = {"light": "Light", "dark": "Dark"}
SPEED_LABELS = {"relaxed": "Relaxed", "normal": "Normal", "fast": "Fast", "off": "Off"}
TEXT_SIZES = (100, 125, 150)


class _Flag:
    """A yes/no setting (INI files give back "true"/"false" as text)."""

    def __init__(self, key: str, default: bool) -> None:
        self.key, self.default = key, default

    def __get__(self, settings: Settings, owner: type | None = None) -> bool:
        value = str(settings.store.value(self.key, self.default)).lower()
        return value == "true" if value in ("true", "false") else self.default

    def __set__(self, settings: Settings, value: bool) -> None:
        settings.store.setValue(self.key, bool(value))


class _Number:
    """A whole number from `low` to `high` (one of `only`, if given); anything else reads as
    the default."""

    def __init__(self, key: str, default: int, low: int, high: int,
                 only: tuple[int, ...] = ()) -> None:
        self.key, self.default, self.low, self.high, self.only = key, default, low, high, only

    def _valid(self, value: int) -> bool:
        return self.low <= value <= self.high and (not self.only or value in self.only)

    def __get__(self, settings: Settings, owner: type | None = None) -> int:
        try:
            value = int(str(settings.store.value(self.key, self.default)))
        except ValueError:
            return self.default
        return value if self._valid(value) else self.default

    def __set__(self, settings: Settings, value: int) -> None:
        value = max(self.low, min(self.high, int(value)))
        settings.store.setValue(self.key, value if self._valid(value) else self.default)


class Settings:
    """Typed access to QSettings; unknown or damaged values fall back to defaults."""

    read_cards = _Flag("speech/read_cards", False)
    """Read each card aloud as the rules ask, when it comes to the table."""
    announce = _Flag("speech/announce", False)
    """Also say what happens (rolls, spins, reveals) and whose turn it is."""
    speech_rate = _Number("speech/rate", 0, -5, 5)
    speech_volume = _Number("speech/volume", 80, 0, 100)
    sound = _Flag("sound/on", True)
    """Sound effects (M turns them off and on)."""
    sound_volume = _Number("sound/volume", 60, 0, 100)
    text_size = _Number("text_size", 100, 100, 150, only=TEXT_SIZES)
    """Text size in percent: the side panel, hand-offs, menus, dialogs and the rules, and the
    table's words where they have room (gui/text_scale.py)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings("Psychboard", "Psychboard")

    @property
    def voice(self) -> str:
        """The speech engine's voice by name ("" for the engine's own choice)."""
        value = self.store.value("speech/voice", "")
        return value if isinstance(value, str) else ""

    @voice.setter
    def voice(self, value: str) -> None:
        self.store.setValue("speech/voice", value)


    def _choice(self, key: str, options: dict[str, str], default: str) -> str:
        value = self.store.value(key, default)
        return value if isinstance(value, str) and value in options else default

    @property
    def theme(self) -> str:
        return self._choice("theme", THEME_LABELS, "light")

    @theme.setter
    def theme(self, value: str) -> None:
        self.store.setValue("theme", value)

    @property
    def animation_speed(self) -> str:
        return self._choice("animation", SPEED_LABELS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self.store.setValue("animation", value)
        self.apply_motion()

    @property
    def reduce_motion(self) -> bool:
        """Every animation shown at its end at once, whatever the speed chosen (kept for
        when motion is wanted again)."""
        return str(self.store.value("reduce_motion", "false")).lower() == "true"

    @reduce_motion.setter
    def reduce_motion(self, value: bool) -> None:
        self.store.setValue("reduce_motion", value)
        self.apply_motion()

    def apply_motion(self) -> None:
        """Make the animations move as these settings say."""
        animation.set_speed("off" if self.reduce_motion else self.animation_speed)

    @property
    def welcome_shown(self) -> bool:
        """INI files give back "true"/"false" as text; anything else counts as not shown."""
        return str(self.store.value("welcome_shown", "false")).lower() == "true"

    @welcome_shown.setter
    def welcome_shown(self, value: bool) -> None:
        self.store.setValue("welcome_shown", value)

    def last_seats(self, game_id: str) -> list[dict[str, Any]]:
        import json  # not needed to open the launcher

        raw = self.store.value(f"seats/{game_id}", "")
        try:
            data = json.loads(raw) if isinstance(raw, str) and raw else []
        except json.JSONDecodeError:
            return []
        return [d for d in data if isinstance(d, dict)] if isinstance(data, list) else []

    def remember_seats(self, game_id: str, seats: list[dict[str, Any]]) -> None:
        import json

        self.store.setValue(f"seats/{game_id}", json.dumps(seats))

    def last_options(self, game_id: str) -> dict[str, Any]:
        """The options last chosen for a game (the dialog offers them again)."""
        import json

        raw = self.store.value(f"options/{game_id}", "")
        try:
            data = json.loads(raw) if isinstance(raw, str) and raw else {}
        except json.JSONDecodeError:
            return {}
        return data if isinstance(data, dict) else {}

    def remember_options(self, game_id: str, options: dict[str, Any]) -> None:
        import json

        self.store.setValue(f"options/{game_id}", json.dumps(options))
