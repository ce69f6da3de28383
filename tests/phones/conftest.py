"""Every test phone is closed after its test, whatever the test did with it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.phones import client


@pytest.fixture(autouse=True)
def _phones_closed() -> Iterator[None]:
    yield
    while client.OPEN:
        client.OPEN.pop().close()
