"""The rich-text canary: a family's deck and seat names that hold `<img src=…>` pointing at a
file whose access time is watched. Every registered game is played through the main window
with those names at the table and those cards in the deck; every visible widget's tooltip and
every scene item's tooltip is shown, and every screen is painted. If any of it were rich
text, Qt would read the picture, and its access time would move.

The file's access time is set before its modification time, so even a `relatime` mount
records the first read.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsView, QToolTip, QWidget
from shiboken6 import isValid

from psychboard.core.resources import asset_dir
from psychboard.games import registry
from soak.common import Faults
from soak.monkey import Monkey, MonkeyReport, no_modal_dialogs

TEXT_FIELDS = ("text", "issue", "question", "event", "explanation", "name", "title", "low",
               "high", "source")


def _canary() -> Path:
    """A picture at a path short enough for a seat name to hold the whole `<img>` tag."""
    for number in range(os.getpid() % 900 + 100, 1000):
        picture = Path("/tmp") / f"c{number}.png"
        if not picture.exists():
            break
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    image.fill(0)
    image.save(str(picture))
    stat = picture.stat()
    os.utime(picture, ns=(stat.st_mtime_ns - 10**10, stat.st_mtime_ns))
    return picture


def _read(picture: Path) -> bool:
    stat = picture.stat()
    return stat.st_atime_ns > stat.st_mtime_ns


def _marked(value: Any, markup: str) -> Any:
    """Markup after every text a family could write in a card, in place."""
    if isinstance(value, dict):
        for key, child in value.items():
            if key in TEXT_FIELDS and isinstance(child, str):
                value[key] = f"{child} {markup}"
            else:
                _marked(child, markup)
    elif isinstance(value, list):
        for child in value:
            _marked(child, markup)
    return value


def family_decks(folder: Path, markup: str) -> list[Path]:
    """One family deck per shipped deck file, its cards' texts and title holding markup and
    its ids its own (a family's ids may not replace shipped cards)."""
    made = []
    for shipped in sorted(asset_dir("decks").rglob("*.json")):
        data = json.loads(shipped.read_text(encoding="utf-8"))
        data["title"] = f"{data.get('title', '')} {markup}"
        for card in data.get("cards", []):
            card["id"] = f"{card['id']}-canary"
        _marked(data.get("cards", []), markup)
        path = folder / f"canary-{shipped.parent.name}-{shipped.name}"
        path.write_text(json.dumps(data), encoding="utf-8")
        made.append(path)
    return made


def _show_tooltips(window: QWidget) -> None:
    """Every tooltip the family could hover, shown (and so laid out) once."""
    for widget in [window, *window.findChildren(QWidget)]:
        if isValid(widget) and widget.isVisible() and widget.toolTip():
            QToolTip.showText(widget.mapToGlobal(widget.rect().center()), widget.toolTip(),
                              widget)
    for view in window.findChildren(QGraphicsView):
        scene = view.scene() if isValid(view) else None
        for item in scene.items() if scene is not None else []:
            if item.isVisible() and item.toolTip():
                QToolTip.showText(view.mapToGlobal(view.rect().center()), item.toolTip(),
                                  view)
    QToolTip.hideText()


def run(events: int, seed: int, folder: Path, faults: Faults) -> dict[str, int]:
    """Play every game with the canary at the table; count the places that read it."""
    from psychboard.app.main_window import MainWindow
    from psychboard.app.settings import Settings
    from psychboard.gui import animation

    folder.mkdir(parents=True, exist_ok=True)
    picture = _canary()
    markup = f"<img src={picture}>"
    rnd = random.Random(seed)
    report = MonkeyReport()
    told: list[str] = []
    read_by: list[str] = []
    try:
        with no_modal_dialogs(folder / "saved-by-canary.json", told), _named_seats(markup):
            animation.set_speed("fast")
            window = MainWindow(Settings(QSettings(str(folder / "settings.ini"),
                                                   QSettings.Format.IniFormat)))
            window.show()
            for deck in family_decks(folder, markup):
                window.install_deck(deck)
            _look(window, picture, "adding a deck", read_by)
            monkey = Monkey(window, rnd, report, faults)
            games = registry.playable()
            for spec in games:
                window.new_game_of(spec.id)
                for _ in range(max(1, events // len(games))):
                    monkey.step(spec)
                    if rnd.random() < 0.2:
                        _look(window, picture, spec.id, read_by)
                _look(window, picture, spec.id, read_by)
                print(f"canary {spec.id}: {'read' if spec.id in read_by else 'never read'}",
                      flush=True)
            window.close()
            QCoreApplication.processEvents()
            animation.set_speed("off")
    finally:
        picture.unlink(missing_ok=True)
    figures = {"rich_text": len(read_by), "canary_events": sum(report.events.values())}
    print("canary: " + " ".join(f"{k}={v}" for k, v in figures.items())
          + (f" (read in: {', '.join(read_by)})" if read_by else ""), flush=True)
    return figures


def _look(window: QWidget, picture: Path, where: str, read_by: list[str]) -> None:
    """Paint the screen and show its tooltips; note where the canary was first read."""
    _show_tooltips(window)
    window.grab()
    if _read(picture) and where not in read_by:
        read_by.append(where)
        stat = picture.stat()  # re-arm, to find every other place that reads it
        os.utime(picture, ns=(stat.st_mtime_ns - 10**10, stat.st_mtime_ns))


@contextmanager
def _named_seats(markup: str) -> Iterator[None]:
    """Seat names as a family could type them, markup and all, in every new game."""
    from psychboard.app.new_game import NewGameDialog

    seat_the_table = NewGameDialog.exec

    def named(dialog: Any) -> int:
        result = seat_the_table(dialog)
        for letter, row in zip("ABCDEFGH", dialog.rows, strict=False):
            row.name.setText(f"{letter}{markup}")
        return result

    NewGameDialog.exec = named  # type: ignore[method-assign]
    try:
        yield
    finally:
        NewGameDialog.exec = seat_the_table  # type: ignore[method-assign]
