"""Shared test set-up: Qt runs offscreen, user data goes to a temporary folder."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PSYCHBOARD_ANIMATION", "off")
# Settings a test writes (a welcome shown, seats remembered) never reach the user's own, and
# the first-run welcome counts as seen: only its own tests open it.
os.environ["XDG_CONFIG_HOME"] = _config = tempfile.mkdtemp(prefix="psychboard-test-config-")
os.makedirs(os.path.join(_config, "Psychboard"))
with open(os.path.join(_config, "Psychboard", "Psychboard.conf"), "w", encoding="utf-8") as _f:
    _f.write("[General]\nwelcome_shown=true\n")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
                       ) -> None:
    """No test reads or writes the real user's saves, history or settings."""
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))


@pytest.fixture(autouse=True)
def _animations_off() -> None:
    """Every test starts with animations off, whatever a test before it chose in Settings."""
    from psychboard.gui import animation  # plain Python: no Qt is imported for engine tests

    animation.set_speed("off")


@pytest.fixture(autouse=True)
def _quiet_and_standard_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speech goes to Qt's test engine, which speaks to nobody; text starts at 100%."""
    from psychboard.gui import text_scale  # plain Python, like animation

    monkeypatch.setenv("PSYCHBOARD_SPEECH_ENGINE", "mock")  # gui/speech.py ENGINE_VARIABLE
    text_scale.set_text_size(100)
