"""The phones' server: the page, its card pictures and one WebSocket per phone, on one port.

It runs the `websockets` library's asyncio server on a thread of its own, so a slow or
hostile phone never holds up the table; the table hears messages through `on_message` (on
that thread: the Qt side re-posts them to its own) and answers with `send`, which any thread
may call. What it refuses by itself, before the table hears anything: a Host header that is
not one of the table's own addresses (DNS rebinding), a WebSocket from another origin,
messages too long or too many (a flood: the phone is told, then let go), too many phones at
once, and a phone that doesn't read what it is sent. Card pictures are served only to a
phone's token, and only the pictures its hand shows now.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
import weakref
from collections.abc import Awaitable, Callable, Iterable, Mapping
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import CONNECTING

from psychboard.phones.protocol import MAX_MESSAGE, CutOff, Message, Refused, parse

PORTS = range(8765, 8775)  # tried in turn; never a privileged port
MAX_PHONES = 24            # open WebSockets at once
BURST, PER_SECOND = 20, 8  # messages a phone may send at once, and then each second
FLOOD_STRIKES = 10         # messages refused for flooding before the phone is cut off
SEND_SECONDS = 5.0         # a phone that doesn't take a message in this long is cut off
PAGE_FILES = {"/": ("index.html", "text/html; charset=utf-8"),
              "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
              "/phone.css": ("phone.css", "text/css; charset=utf-8")}
OnMessage = Callable[[int, Message | Refused], None]


class Bucket:
    """A token bucket: `BURST` messages at once, then `PER_SECOND`."""

    def __init__(self) -> None:
        self.level = float(BURST)
        self.at = time.monotonic()
        self.strikes = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(BURST, self.level + (now - self.at) * PER_SECOND)
        self.at = now
        if self.level < 1:
            self.strikes += 1
            return False
        self.level -= 1
        return True


class PhoneServer:
    """Serve `page_dir` and phones' WebSockets on `hosts` (addresses) at the first free port
    of `ports`; `on_message(phone, message)` hears each phone's message or its refusal,
    `on_gone(phone)` a phone that left."""

    def __init__(self, page_dir: Path, hosts: Iterable[str], on_message: OnMessage,
                 on_gone: Callable[[int], None], ports: Iterable[int] = PORTS) -> None:
        self.page_dir = page_dir
        self.hosts = list(hosts)
        self.on_message = on_message
        self.on_gone = on_gone
        self.port = 0
        self.pictures: Mapping[tuple[str, str], bytes] = {}  # (token, name) → PNG; replaced whole
        self._ports = list(ports)
        self._loop = asyncio.new_event_loop()
        self._server: Server | None = None
        self._phones: dict[int, ServerConnection] = {}
        self._sending: dict[int, asyncio.Task[None]] = {}  # each phone's last send
        self._seen: weakref.WeakSet[ServerConnection] = weakref.WeakSet()  # to close at the end
        self._next = 0
        self._thread = threading.Thread(target=self._loop.run_forever, name="phones",
                                        daemon=True)

    # -- from the table's thread ---------------------------------------------------------------

    def start(self) -> None:
        """Listen (raises OSError when no port is free)."""
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(self._listen(), self._loop)
        future.result(timeout=10)

    def stop(self) -> None:
        """Close every phone and stop listening; the thread ends."""
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self._close(), self._loop)
        with contextlib.suppress(Exception):
            future.result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self._loop.close()

    def send(self, phone: int, text: str) -> None:
        """Send `text` to a phone, if it is still there."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._send_now, phone, text)

    def drop(self, phone: int) -> None:
        """Close a phone's connection, after what it was sent (its seat was released, or it
        flooded the table)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._drop_now, phone)

    @property
    def allowed_hosts(self) -> set[str]:
        names = {*self.hosts, "localhost"}
        return {f"{h}:{self.port}" if ":" not in h else f"[{h}]:{self.port}" for h in names}

    # -- on the server's thread ----------------------------------------------------------------

    async def _listen(self) -> None:
        seen = self._seen

        class Seen(ServerConnection):
            """A connection remembered from its first byte (a browser opens some early and
            never asks on them): every one is closed when the server stops."""

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                seen.add(self)

        for port in self._ports:
            try:
                self._server = await serve(  # a list of hosts is what create_server takes
                    self._phone, self.hosts, port,  # type: ignore[arg-type]
                    process_request=self._http, max_size=MAX_MESSAGE, max_queue=8,
                    open_timeout=10, ping_interval=20, ping_timeout=20, close_timeout=2,
                    compression=None, server_header=None, create_connection=Seen)
            except OSError:
                continue
            self.port = port
            return
        raise OSError(f"no free port from {self._ports[0]} to {self._ports[-1]}")

    async def _close(self) -> None:
        if self._server is not None:
            self._server.close()
            for connection in list(self._seen):  # still in its handshake: it would hold the
                if connection.protocol.state is CONNECTING:  # close until `open_timeout`
                    connection.transport.abort()
            await self._server.wait_closed()
        others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in others:  # sends still waiting on a phone that went quiet
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        for connection in list(self._seen):  # a browser's connection still open
            if not connection.transport.is_closing():
                connection.transport.abort()
        # Every socket is closed before the loop stops: one left to the garbage collector
        # would be closed, with a ResourceWarning, whenever it next runs.
        lost = [c.connection_lost_waiter for c in self._seen if not c.connection_lost_waiter.done()]
        if lost:
            await asyncio.wait(lost, timeout=2)

    def _respond(self, status: HTTPStatus, body: bytes = b"", kind: str = "text/plain") -> Response:
        if not body and status is not HTTPStatus.NO_CONTENT:
            body = status.phrase.encode()
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                           ("Referrer-Policy", "no-referrer"),
                           ("Content-Security-Policy", "default-src 'self'; img-src 'self'; "
                            "connect-src 'self'; frame-ancestors 'none'")])
        return Response(status.value, status.phrase, headers, body)

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        host = request.headers.get("Host", "")
        if host not in self.allowed_hosts:
            return self._respond(HTTPStatus.MISDIRECTED_REQUEST)
        path = urlsplit(request.path)
        if request.headers.get("Upgrade", "").lower() == "websocket":
            if path.path != "/ws" or request.headers.get("Origin") != f"http://{host}":
                return self._respond(HTTPStatus.FORBIDDEN)
            if len(self._phones) >= MAX_PHONES:
                return self._respond(HTTPStatus.SERVICE_UNAVAILABLE)
            return None
        if path.path == "/favicon.ico":
            return self._respond(HTTPStatus.NO_CONTENT)
        if path.path in PAGE_FILES:
            name, kind = PAGE_FILES[path.path]
            return self._respond(HTTPStatus.OK, (self.page_dir / name).read_bytes(), kind)
        if path.path.startswith("/card/"):
            token = parse_qs(path.query).get("token", [""])[0]
            picture = self.pictures.get((token, path.path.removeprefix("/card/")))
            if picture is None:
                return self._respond(HTTPStatus.NOT_FOUND)
            return self._respond(HTTPStatus.OK, picture, "image/png")
        return self._respond(HTTPStatus.NOT_FOUND)

    async def _phone(self, connection: ServerConnection) -> None:
        self._next += 1
        phone, bucket = self._next, Bucket()
        self._phones[phone] = connection
        try:
            async for raw in connection:
                if not bucket.take():  # told in turn with the answers before it
                    if bucket.strikes < FLOOD_STRIKES:
                        self.on_message(phone, Refused("Too many messages: wait a moment."))
                    elif bucket.strikes == FLOOD_STRIKES:
                        self.on_message(phone, CutOff("Too many messages: this phone is let go "
                                                   "for a moment."))
                    continue
                try:
                    message: Message | Refused = parse(raw)
                except Refused as refused:
                    message = refused
                self.on_message(phone, message)
        except ConnectionClosed:
            pass
        finally:
            self._phones.pop(phone, None)
            self._sending.pop(phone, None)
            self.on_gone(phone)

    def _send_now(self, phone: int, text: str) -> None:
        self._in_turn(phone, lambda connection: connection.send(text))

    def _drop_now(self, phone: int) -> None:
        self._in_turn(phone, lambda connection: connection.close(1000, "let go"))

    def _in_turn(self, phone: int, step: Callable[[ServerConnection], Awaitable[None]]) -> None:
        """Run `step` on a phone's connection after what was sent it before (a release goes
        after the words that explain it)."""
        connection = self._phones.get(phone)
        if connection is not None:
            before = self._sending.get(phone)
            self._sending[phone] = self._loop.create_task(self._then(before, connection, step))

    async def _then(self, before: asyncio.Task[None] | None, connection: ServerConnection,
                    step: Callable[[ServerConnection], Awaitable[None]]) -> None:
        if before is not None:
            await asyncio.wait([before])
        try:
            async with asyncio.timeout(SEND_SECONDS):
                await step(connection)
        except (TimeoutError, ConnectionClosed):
            connection.transport.abort()  # a phone that doesn't read is let go
