"""Shared test set-up: Qt runs offscreen, user data goes to a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PSYCHBOARD_ANIMATION", "off")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
                       ) -> None:
    """No test reads or writes the real user's saves, history or settings."""
    monkeypatch.setenv("PSYCHBOARD_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))
