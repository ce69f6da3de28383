"""Every text the app shows goes through the plain-text helpers in gui/widgets/labels.py: a
card text, deck name or seat name must never be read as markup (an `<img src=…>` would make
Qt open that file). This scans the source, so a new `setText(` or `setToolTip(` that bypasses
the helpers fails here; the few left are listed with why they are safe."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "psychboard"
HELPERS = ROOT / "gui" / "widgets" / "labels.py"
SOURCES = sorted(p for p in ROOT.rglob("*.py") if "forms" not in p.parts and p != HELPERS)

CALLS = re.compile(r"\.(setText|setToolTip|setHtml|insertHtml|appendHtml|setStatusTip|"
                   r"setWhatsThis)\(|\bQToolTip\b|\bQMessageBox\(|TextFormat\.(RichText|AutoText)"
                   r"|\bQLabel\((?!\)|parent\b|alignment=|wordWrap=)")

ALLOWED: dict[str, tuple[str, ...]] = {
    # The start page may not touch PySide6's Qt namespace before its first frame (labels.py
    # does); what it shows is the app's own words: game titles from the registry.
    "app/launcher.py": (
        'button.setToolTip(f"Carry on with the unfinished game of {spec.title}")',
        "label = QLabel(text)",
    ),
    # A QAction's text is always plain text (menus read no markup), and the main window is
    # built before the first frame too.
    "app/main_window.py": (
        "action.setText(text)",
        'self.undo_action.setText(label.replace("&", "&&"))',
    ),
    # The app's own words: the About box's heading is markup we wrote; headings and captions.
    "app/about.py": ('self.heading = QLabel(f"<h2>Psychboard {__version__}</h2>"',),
    "app/new_game.py": ("label = QLabel(heading)",),
    "printing/dialog.py": ("offsets.addWidget(QLabel(label))",),
    # The message boxes, which show their text through set_plain.
    "gui/widgets/messages.py": (
        "box = QMessageBox(icon, title, \"\", QMessageBox.StandardButton.Ok, parent)",
        "box = QMessageBox(QMessageBox.Icon.Question, title, \"\", buttons, parent)",
    ),
}


def found(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if CALLS.search(line) and not line.strip().startswith(("#", "from ", "import "))]


def test_the_scan_sees_the_calls_it_forbids() -> None:
    assert CALLS.search('self.title.setText(name)') and CALLS.search("card.setToolTip(text)")
    assert CALLS.search("label = QLabel(card.text)") and not CALLS.search("QLabel(parent)")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_text_is_shown_only_through_the_plain_text_helpers(path: Path) -> None:
    allowed = ALLOWED.get(str(path.relative_to(ROOT)), ())
    bypassing = [line for line in found(path) if not line.startswith(allowed or ("\0",))]
    assert not bypassing, ("show text with set_plain / set_tip / plain_label "
                           "(psychboard/gui/widgets/labels.py):\n" + "\n".join(bypassing))


def test_every_allowed_call_is_still_there() -> None:
    for name, lines in ALLOWED.items():
        there = found(ROOT / name)
        missing = [line for line in lines if not any(t.startswith(line) for t in there)]
        assert not missing, f"{name}: no longer has {missing}: drop it from ALLOWED"
