"""Phones in a real browser: Debian's Chromium driven by Playwright with a phone's profile.

The table runs offscreen in the test's thread; each Playwright call returns once the page has
acted, and `wait` spins Qt's loop until the page or the table shows what is expected. CI sets
PSYCHBOARD_REQUIRE_BROWSER=1 so a missing browser fails there instead of skipping.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WAIT_MS = 30_000


def need_browser() -> None:
    if CHROMIUM.exists() and shutil.which("chromium"):
        return
    if os.environ.get("PSYCHBOARD_REQUIRE_BROWSER"):
        pytest.fail("the phone page's tests need Debian's chromium (apt-get install chromium)")
    pytest.skip("no chromium here (apt-get install chromium)")


@contextmanager
def chromium(dark: bool = False) -> Iterator[Any]:
    """A browser and a phone-sized context factory: `new()` opens a page as a new phone."""
    need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        phone = p.devices["Pixel 7"]

        def new() -> Any:
            context = browser.new_context(**phone, color_scheme="dark" if dark else "light")
            return context.new_page()

        try:
            yield new
        finally:
            browser.close()


def wait(qtbot: QtBot, ready: Callable[[], bool], timeout: int = WAIT_MS) -> None:
    qtbot.waitUntil(ready, timeout=timeout)


def open_phone(qtbot: QtBot, page: Any, address: str, room: str, name: str) -> None:
    """Open the table's link on a phone and tap `name`, as a person does."""
    if os.environ.get("PHONE_DEBUG"):
        page.on("websocket", lambda ws: (
            ws.on("framesent", lambda f: print(name, ">>", f[:90])),
            ws.on("framereceived", lambda f: print(name, "<<", f[:90]))))
    page.goto(f"{address}#{room}")
    wait(qtbot, lambda: page.get_by_role("button", name=name, exact=True).count() == 1)
    page.get_by_role("button", name=name, exact=True).click()
    wait(qtbot, lambda: page.locator("#who").inner_text() == name
         and page.locator("#hand").is_visible())


def choosing(page: Any) -> bool:
    return page.locator("#picks button").count() > 0


def tap_first(qtbot: QtBot, page: Any) -> str:
    """Tap the first step on offer until a whole choice is picked, then send it; returns the
    steps tapped, in words. A hand that changed meanwhile is refused and tapped anew."""
    for _ in range(5):
        tapped = []
        while page.locator("#confirm").is_hidden():
            button = page.locator("#picks button").first
            tapped.append(button.inner_text())
            button.click()
        page.locator("#send").click()
        wait(qtbot, lambda: page.locator("#alert").is_visible() or not choosing(page)
             or page.locator("#confirm").is_hidden())
        if page.locator("#alert").is_hidden():
            return " · ".join(tapped)
        if not choosing(page):
            return ""  # the table moved on (a last card played for the person): no choice
    raise AssertionError(f"the table kept refusing: {page.locator('#alert').inner_text()}")
