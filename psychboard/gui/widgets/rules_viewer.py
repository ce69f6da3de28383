"""Shows a game's rules, written in our own words in assets/rules/<game>.md."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import asset
from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.widgets.screen_fit import fit_on_screen


def rules_markdown(game_id: str) -> str:
    try:
        return asset("rules", f"{game_id}.md").read_text(encoding="utf-8")
    except AssetMissing as exc:
        return f"# Rules not found\n\n{exc}"


class RulesViewer(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        ensure_fonts()  # the italic face for emphasis; the start page loads only what it shows
        self.setWindowTitle(f"Rules — {title}")
        fit_on_screen(self, 760, 820)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        self.browser.setMarkdown(rules_markdown(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
