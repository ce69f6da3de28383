"""User settings kept in QSettings: animation speed, reduced motion, theme, last players per
game, and whether the first-run welcome has been shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from psychboard.gui import animation

THEME_LABELS = {"light": "Light", "dark": "Dark"}
SPEED_LABELS = {"relaxed": "Relaxed", "normal": "Normal", "fast": "Fast", "off": "Off"}


class Settings:
    """Typed access to QSettings; unknown or damaged values fall back to defaults."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings("Psychboard", "Psychboard")

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
