"""The phones' server closes every socket it accepted when it stops, even one that never asked."""

from __future__ import annotations

import gc
import socket
import warnings

from psychboard.core.resources import asset_dir
from psychboard.phones.server import PhoneServer

PORTS = range(8800, 8810)


def _get(port: int, path: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as asking:
        asking.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        return asking.recv(64)


def _left(connection: socket.socket) -> bool:
    """Whether the far end closed `connection` (a read would otherwise wait)."""
    try:
        return connection.recv(64) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def test_a_connection_still_in_its_handshake_is_closed_when_the_server_stops() -> None:
    server = PhoneServer(asset_dir("phone"), ["127.0.0.1"], lambda *_: None, lambda _: None,
                         PORTS)
    server.start()
    # A browser opens a connection early and may never send on it.
    idle = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    idle.sendall(b"GET / HTTP/1.1\r\n")  # half a request: the handshake waits for the rest
    try:
        # A whole request answered after it means the server has taken the idle one too.
        assert _get(server.port, "/phone.css").startswith(b"HTTP/1.1 200")
        server.stop()
        assert _left(idle)  # closed by the server, not left open until its timeout
    finally:
        server.stop()  # a second stop does nothing; a failed assertion still stops it
        idle.close()
    with warnings.catch_warnings():
        warnings.simplefilter("error", ResourceWarning)
        gc.collect()
