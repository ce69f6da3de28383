"""The Family page: pictures of everything the family played — across games first, then each
game's own — from the history store, read once when the page opens.

It never stops anything: a history that can't be written or was damaged is said in one line
at the top, and what could be read is still shown. Its charts and statistics are imported
only when the page is first opened, so start-up is unchanged.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from psychboard.gui.charts.widget import ChartView
from psychboard.gui.widgets.labels import plain_label
from psychboard.store.games import Family, read
from psychboard.store.stats import Section, sections

WIDE = 1000
"""From this page width on (a 1024×640 screen's window), charts sit two to a row."""


class FamilyPage(QWidget):
    people_wanted = Signal()

    def __init__(self, path: Path | None = None, parent: QWidget | None = None,
                 now: float | None = None) -> None:
        super().__init__(parent)
        self.path, self.now = path, now
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 12)
        top = QHBoxLayout()
        heading = QVBoxLayout()
        heading.addWidget(plain_label("The family", "gameTitle"))
        self.summary = plain_label("", "pageSubtitle")
        heading.addWidget(self.summary)
        top.addLayout(heading, 1)
        self.people_button = QPushButton("People…")
        self.people_button.clicked.connect(self.people_wanted)
        top.addWidget(self.people_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.problem = plain_label("", "statusLine", wrap=True)
        self.problem.setStyleSheet("color: #D55E00;")
        layout.addWidget(self.problem)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QScrollArea.Shape.NoFrame)
        layout.addWidget(self.area, 1)
        self.charts: list[ChartView] = []
        self.sections: list[Section] = []
        self._columns = 0
        self.reload()

    def reload(self) -> None:
        """Read the history again (after people were changed) and draw it afresh."""
        self.family: Family = read(self.path)
        self.sections = sections(self.family, now=self.now)
        games, people = len(self.family.games), len(self.family.people)
        self.summary.setText(f"{games} game{'s' * (games != 1)} remembered · "
                             f"{people} {'person' if people == 1 else 'people'}")
        self.problem.setText(self.family.problem)
        self.problem.setVisible(bool(self.family.problem))
        self.people_button.setEnabled(self.family.writable)
        self._columns = 0
        self._arrange()

    def _arrange(self) -> None:
        # the page's own width: its scroll area is resized only after this page's resizeEvent
        columns = 2 if self.width() >= WIDE else 1
        if columns == self._columns:
            return
        self._columns = columns
        content = QWidget()
        content.setObjectName("familyContent")
        box = QVBoxLayout(content)
        box.setContentsMargins(0, 0, 8, 0)
        self.charts = []
        if not self.sections:
            box.addWidget(plain_label(
                "No games remembered yet. Every game finished with at least one person at the "
                "table appears here, with pictures of who reads whom, who wins and how.",
                "statusLine", wrap=True))
        for section in self.sections:
            count = f"{section.games} game{'s' * (section.games != 1)}"
            box.addWidget(plain_label(f"{section.title}  ·  {count}", "sideTitle"))
            grid = QGridLayout()
            grid.setSpacing(12)
            for i, chart in enumerate(section.charts):
                view = ChartView(chart)
                self.charts.append(view)
                grid.addWidget(view, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
            box.addLayout(grid)
            box.addSpacing(14)
        box.addStretch(1)
        self.area.setWidget(content)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._arrange()


class FamilyWindow(QDialog):
    """The page in its own window beside the games, closed with Close or Escape."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle("The family — Psychboard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 12)
        self.page = FamilyPage(path, self)
        self.page.people_wanted.connect(self.manage_people)
        layout.addWidget(self.page, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.setContentsMargins(0, 0, 24, 0)
        layout.addWidget(buttons)
        self.resize(1200, 780)

    def manage_people(self) -> None:
        from psychboard.app.people_dialog import PeopleDialog

        PeopleDialog(self, self.page.path).exec()
        self.page.reload()
