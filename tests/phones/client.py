"""A phone for tests: a real WebSocket client on its own thread, whose messages the test
reads while Qt's event loop runs (qtbot.waitUntil), as the table and a phone would."""

from __future__ import annotations

import contextlib
import json
import threading
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

OPEN: list[PhoneClient] = []  # closed after each test (tests/phones/conftest.py)


class PhoneClient:
    def __init__(self, port: int, host: str = "127.0.0.1", origin: str | None = None) -> None:
        here = f"{host}:{port}"
        self._stack = contextlib.ExitStack()
        self.socket: ClientConnection = self._stack.enter_context(
            connect(f"ws://{here}/ws", origin=origin or f"http://{here}"))
        self.heard: list[dict[str, Any]] = []
        self.closed = False
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()
        OPEN.append(self)

    def _listen(self) -> None:
        try:
            for raw in self.socket:
                self.heard.append(json.loads(raw))
        except ConnectionClosed:
            pass
        self.closed = True

    def send(self, **message: Any) -> None:
        self.socket.send(json.dumps(message))

    def last(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.heard) if m["t"] == kind), None)

    def count(self, kind: str) -> int:
        return sum(m["t"] == kind for m in self.heard)

    def close(self) -> None:
        self._stack.close()
        self._thread.join(timeout=5)
