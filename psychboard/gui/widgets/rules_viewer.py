"""Shows a game's rules, written in our own words in assets/rules/<game>.md, and its keys.

The "Keys" section is built from what the game offers, not written by hand: the keys of the
choices its bar offers at the start of a game (or now, in the game on screen), the keys
every table shares (taken from the board view, its pieces and the hand-off), and the
window's menu shortcuts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from psychboard.core.choices import Offer
from psychboard.core.errors import AssetMissing
from psychboard.core.resources import asset
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.widgets.screen_fit import fit_on_screen

SETTINGS_HELP = (
    ("Animation speed", "how fast pieces move: Relaxed, Normal, Fast or Off."),
    ("Reduce motion", "every move shows its end at once, whatever the speed."),
    ("Colour theme", "Light or Dark table and panels."),
    ("Text size", "100, 125 or 150% for the side panel, hand-offs, menus, dialogs and these "
     "rules; the table keeps its room, and its words grow where they have room to (F11 "
     "gives the table the whole screen)."),
    ("Read aloud", "each card is read as its game's rules ask when it comes to the table "
     "(the rules above say which); F3 reads the last card again, even with this off."),
    ("Also say what happens", "rolls, spins, reveals and the rest of the log, and whose turn "
     "it is. Nothing private is ever said."),
    ("Voice, speaking rate, voice volume", "the computer's speech engine; Try the voice "
     "hears them."),
    ("Sound effects and volume", "spins, dice, cards dealt and turned, reveals and wins; "
     "M turns them off and on."),
)


def rules_markdown(game_id: str) -> str:
    try:
        return asset("rules", f"{game_id}.md").read_text(encoding="utf-8")
    except AssetMissing as exc:
        return f"# Rules not found\n\n{exc}"


def _native(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def table_keys() -> list[tuple[str, str]]:
    """The keys every game's table answers, from the code that answers them."""
    from PySide6.QtCore import Qt

    from psychboard.gui.widgets.handoff import CONFIRM

    def name(key: Qt.Key) -> str:
        return _native(QKeySequence(key))

    return [(f"{name(Qt.Key.Key_Tab)} / Shift+{name(Qt.Key.Key_Tab)}",
             "move between the pieces on the table"),
            (f"{name(Qt.Key.Key_Return)} or {name(Qt.Key.Key_Space)}",
             "take the piece with the focus ring (a card, a pile, the spinner, a die)"),
            (_native(CONFIRM), "after a hand-off: only I can see the screen now"),
            ("any key", "while pieces move: show the move at its end")]


def offer_keys(offers: Iterable[Offer]) -> list[tuple[str, str]]:
    """Each choice's key and label, once, in the order the bar shows them; an offer without
    choices (a scene's own key, such as Space to roll) gives its prompt, which names it."""
    seen: dict[str, str] = {}
    for offer in offers:
        if not offer.choices and offer.prompt:
            seen.setdefault("At the start", offer.prompt)
        for choice in offer:
            seen.setdefault(choice.key, choice.label)
    return list(seen.items())


def first_offer(game_id: str) -> Offer | None:
    """The bar's offer at the start of a game of `game_id`, everyone at the table human."""
    from psychboard.core.saves import SeatConfig
    from psychboard.games.registry import GAMES
    from psychboard.gui.controller import create_controller

    spec = GAMES.get(game_id)
    if spec is None or not spec.playable or spec.rules is None:
        return None
    rules = spec.rules()
    low = spec.players[0]
    options = rules.options_type(players=low)
    seats = [SeatConfig(f"Player {i + 1}") for i in range(low)]
    game = create_controller(spec, options, seats, 1, autosave=False)
    assert spec.scene is not None
    scene: Any = spec.scene()(game)
    try:
        game.start()  # the first turn's view (after a hand-off, its person's own)
        if game.due():
            game.confirm_handoff(game.due()[0])
        scene.finish_all()  # the deal, played to its end: the offer is the first turn's
        QCoreApplication.processEvents()
        return scene.offer(game.view())  # type: ignore[no-any-return]
    finally:
        game.close()
        scene.deleteLater()


def keys_markdown(game_keys: list[tuple[str, str]], menus: list[tuple[str, str]]) -> str:
    def rows(pairs: Iterable[tuple[str, str]]) -> str:
        return "\n".join(f"- **{_plain(k)}**: {_plain(what)}" for k, what in pairs)

    parts = ["# Keys", "Every choice on the bar under the table shows its key; "
             "these are the ones this game offers at its start.", rows(game_keys),
             "## At every table", rows(table_keys())]
    if menus:
        parts += ["## Menus", rows(menus)]
    parts += ["# Settings", rows(SETTINGS_HELP)]
    return "\n\n".join(parts)


def _plain(text: str) -> str:
    """Markdown-safe: card texts and labels are plain text, never markup."""
    return "".join(f"\\{c}" if c in "\\`*_{}[]<>()#+-.!|" else c for c in text)


def _menu_keys(window: QWidget | None) -> list[tuple[str, str]]:
    if window is None:
        return []
    return [(_native(a.shortcut()), a.text().replace("&", ""))
            for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]


def _open_offer(window: QWidget | None, game_id: str) -> Offer | None:
    """The offer of the game of `game_id` on screen now, if one is."""
    from psychboard.app.game_page import GamePage

    for page in window.findChildren(GamePage) if window is not None else []:
        if page.isVisible() and page.controller.spec.id == game_id:
            return page.scene.offer(page.controller.view())
    return None


class RulesViewer(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        ensure_fonts()  # the italic face for emphasis; the start page loads only what it shows
        self.setWindowTitle(f"Rules — {title}")
        fit_on_screen(self, 760, 820)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        offers = [o for o in (first_offer(game_id), _open_offer(parent, game_id))
                  if o is not None]
        keys = keys_markdown(offer_keys(offers), _menu_keys(parent))
        self.browser.setMarkdown(f"{rules_markdown(game_id)}\n\n{keys}")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
