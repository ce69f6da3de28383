"""The animation speed chosen in Settings, applied to every animated item in one place.

A speed of 0 means "off": animations jump to their end at once (and still report that they
finished, so the flow that waits for them never stalls). Tests run with animations off.
"""

from __future__ import annotations

import os

SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "relaxed": 0.6}

_speed = SPEEDS.get(os.environ.get("PSYCHBOARD_ANIMATION", "normal"), 1.0)


def set_speed(name: str) -> None:
    global _speed
    _speed = SPEEDS.get(name, 1.0)


def speed() -> float:
    return _speed


def enabled() -> bool:
    return _speed > 0


def duration(ms: int) -> int:
    """A nominal duration scaled by the chosen speed; 0 when animation is off."""
    return 0 if _speed <= 0 else max(1, round(ms / _speed))
