"""Help ▸ About: the version, and the licence of everything a release ships.

The notices are data here, not prose in a packaging folder: the About box shows them and
tools/package.py writes the same text into the bundle's LICENSES folder, so what a family
reads in the app and what ships beside it cannot drift apart.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from psychboard import __version__

PYSIDE_SOURCE = "https://download.qt.io/official_releases/QtForPython/"
QT_SOURCE = "https://download.qt.io/official_releases/qt/"

MIT_LICENSE = """\
MIT License

Copyright (c) 2026 The Psychboard authors

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""


class Notice(NamedTuple):
    """One shipped part: what it is, its licence, and where its terms or source are."""

    part: str
    licence: str
    details: str


NOTICES = (
    Notice("Psychboard (the program, rules texts and decks)", "MIT",
           "The licence text is below and in LICENSES/LICENSE."),
    Notice("Inter, Noto Serif and Noto Sans Symbols 2 fonts", "SIL Open Font License 1.1",
           "Unmodified; the licence is in assets/fonts/OFL.txt (and LICENSES/OFL.txt)."),
    Notice("The app icon, arrows and launcher pictures", "CC0 1.0 (public domain)",
           "Original artwork made for Psychboard; see LICENSES/icons.md and "
           "LICENSES/images.md."),
    Notice("The sound effects", "CC0 1.0 (public domain)",
           "Original sounds computed for Psychboard by tools/sounds.py; see "
           "LICENSES/sounds.md."),
    Notice("Qt 6 and PySide6 (Qt for Python)", "GNU LGPL version 3",
           "Used unmodified as shared libraries, which you may replace with your own build "
           "(they are the PySide6 folder inside the app). The complete source code of the "
           f"version shipped is at <{PYSIDE_SOURCE}> (PySide6) and <{QT_SOURCE}> (Qt); the "
           "licence text is at <https://www.gnu.org/licenses/lgpl-3.0.html>."),
    Notice("websockets and segno", "BSD 3-Clause",
           "The phones' server and its QR codes, unmodified: "
           "<https://github.com/python-websockets/websockets/blob/main/LICENSE> and "
           "<https://github.com/heuer/segno/blob/master/LICENSE>."),
    Notice("Python", "Python Software Foundation License",
           "The interpreter inside the standalone app: <https://docs.python.org/3/license.html>."),
    Notice("PyInstaller bootloader", "GPL 2 with the bootloader exception",
           "The small program that starts the standalone app; the exception allows shipping "
           "it with any program: <https://pyinstaller.org/en/stable/license.html>."),
)


def qt_versions() -> str:
    import PySide6
    from PySide6.QtCore import qVersion

    return f"PySide6 {PySide6.__version__}, Qt {qVersion()}"


def notices_markdown() -> str:
    """The licence notices as Markdown: the About box renders it, the packages ship it."""
    parts = [f"- **{n.part}** — {n.licence}. {n.details}" for n in NOTICES]
    licence = "\n".join(f"    {line}" if line else "" for line in MIT_LICENSE.splitlines())
    return ("# Licences of everything Psychboard ships\n\n" + "\n".join(parts)
            + "\n\n## Psychboard's licence\n\n" + licence + "\n")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("About Psychboard")
        self.resize(720, 640)
        self.heading = QLabel(f"<h2>Psychboard {__version__}</h2>"
                              "<p>Psychology-themed tabletop games for families who play "
                              f"together on one computer.</p><p>Built with {qt_versions()}.</p>")
        self.heading.setWordWrap(True)
        self.notices = QTextBrowser()
        self.notices.setObjectName("aboutNotices")
        self.notices.setOpenExternalLinks(True)
        self.notices.setMarkdown(notices_markdown())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.notices)
        layout.addWidget(buttons)
