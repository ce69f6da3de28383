"""The Family page: pictures of everything the family played — across games first, then each
game's own — from the history store, read once when the page opens.

It never stops anything: a history that can't be written or was damaged is said in one line
at the top, and what could be read is still shown. Its charts and statistics are imported
only when the page is first opened, so start-up is unchanged.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from psychboard.games.registry import GAMES
from psychboard.gui import palette
from psychboard.gui.charts.widget import ChartView
from psychboard.gui.widgets.labels import plain_label, set_plain
from psychboard.gui.widgets.messages import ask
from psychboard.gui.widgets.screen_fit import fit_on_screen
from psychboard.store.games import Family, read
from psychboard.store.stats import Section, game_sections, overall

RECENT = 200
"""The latest games offered for a replay."""
WIDE = 1000
"""From this page width on (a 1024×640 screen's window), charts sit two to a row."""


class FamilyPage(QWidget):
    completed = Signal()  # every game's section is on the page
    people_wanted = Signal()
    export_wanted = Signal()
    import_wanted = Signal()
    report_wanted = Signal()
    replay_wanted = Signal(int)  # a remembered game's id

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
        self.buttons: dict[str, QPushButton] = {}
        for key, words, signal in (("people", "People…", self.people_wanted),
                                   ("report", "Print report…", self.report_wanted),
                                   ("export", "Export…", self.export_wanted),
                                   ("import", "Import…", self.import_wanted)):
            button = QPushButton(words)
            button.clicked.connect(signal)
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.buttons[key] = button
        self.people_button = self.buttons["people"]
        layout.addLayout(top)
        self.problem = plain_label("", "statusLine", wrap=True)
        self.problem.setStyleSheet(f"color: {palette.VERMILLION};")
        layout.addWidget(self.problem)
        self.said = plain_label("", "statusLine", wrap=True)
        self.said.hide()
        layout.addWidget(self.said)
        replays = QHBoxLayout()
        replays.addWidget(plain_label("Replay a game:"))
        self.replays = QComboBox()
        self.replays.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.replays.setPlaceholderText("Games finished from now on can be replayed here")
        replays.addWidget(self.replays, 1)
        self.replay_button = QPushButton("Replay")
        self.replay_button.clicked.connect(
            lambda: self.replay_wanted.emit(int(self.replays.currentData())))
        replays.addWidget(self.replay_button)
        layout.addLayout(replays)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QScrollArea.Shape.NoFrame)
        layout.addWidget(self.area, 1)
        self.charts: list[ChartView] = []
        self.sections: list[Section] = []
        self._pending: Iterator[Section] = iter(())
        self._box: QVBoxLayout | None = None
        self.complete = False
        self._columns = 0
        self.reload()

    def reload(self) -> None:
        """Read the history again (after people were changed) and draw it afresh."""
        self.family: Family = read(self.path)
        first = overall(self.family, now=self.now)
        self.sections = [first] if first else []
        # each game's own pictures follow one by one, the first ones already on screen
        self._pending = game_sections(self.family)
        self.complete = False
        games, people = len(self.family.games), len(self.family.people)
        set_plain(self.summary, f"{games} game{'s' * (games != 1)} remembered · "
                             f"{people} {'person' if people == 1 else 'people'}")
        set_plain(self.problem, self.family.problem)
        self.problem.setVisible(bool(self.family.problem))
        for key in ("people", "import"):
            self.buttons[key].setEnabled(self.family.writable)
        self.replays.clear()
        kept = [g for g in self.family.games if g.replayable][::-1][:RECENT]
        for game in kept:
            title = GAMES[game.game].title if game.game in GAMES else game.game
            names = ", ".join(s.name for s in game.seats)
            when = time.strftime("%d %b %Y %H:%M", time.localtime(game.finished))
            self.replays.addItem(f"{title} · {when} · {names}", game.id)
        self.replays.setCurrentIndex(0 if kept else -1)  # a placeholder selects nothing
        self.replay_button.setEnabled(bool(kept))
        self._columns = 0
        self._arrange()
        QTimer.singleShot(0, self, self._more)

    def _more(self) -> None:
        section = next(self._pending, None)
        if section is None:
            if not self.complete:
                self.complete = True
                self.completed.emit()
            return
        self.sections.append(section)
        self._add_section(section)
        QTimer.singleShot(0, self, self._more)

    def finish(self) -> list[Section]:
        """Every section now (the printed report wants them all)."""
        for section in self._pending:
            self.sections.append(section)
            self._add_section(section)
        if not self.complete:
            self.complete = True
            self.completed.emit()
        return self.sections

    def say(self, words: str) -> None:
        """What an export, import or report just did (or why it couldn't)."""
        set_plain(self.said, words)
        self.said.setVisible(bool(words))

    def _arrange(self) -> None:
        # the page's own width: its scroll area is resized only after this page's resizeEvent
        columns = 2 if self.width() >= WIDE else 1
        if columns == self._columns:
            return
        self._columns = columns
        content = QWidget()
        content.setObjectName("familyContent")
        self._box = QVBoxLayout(content)
        self._box.setContentsMargins(0, 0, 8, 0)
        self.charts = []
        if not self.family.games:
            self._box.addWidget(plain_label(
                "No games remembered yet. Every game finished with at least one person at the "
                "table appears here, with pictures of who reads whom, who wins and how.",
                "statusLine", wrap=True))
        self._box.addStretch(1)
        for section in self.sections:
            self._add_section(section)
        self.area.setWidget(content)

    def _add_section(self, section: Section) -> None:
        box = self._box
        if box is None:
            return
        count = f"{section.games} game{'s' * (section.games != 1)}"
        at = box.count() - 1  # before the closing stretch
        box.insertWidget(at, plain_label(f"{section.title}  ·  {count}", "sideTitle"))
        grid = QGridLayout()
        grid.setSpacing(12)
        for i, chart in enumerate(section.charts):
            view = ChartView(chart)
            self.charts.append(view)
            grid.addWidget(view, i // self._columns, i % self._columns,
                           Qt.AlignmentFlag.AlignTop)
        box.insertLayout(at + 1, grid)
        box.insertSpacing(at + 2, 14)

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
        self.confirm: Callable[[QWidget, str, str], bool] = ask
        self.page.people_wanted.connect(self.manage_people)
        self.page.export_wanted.connect(lambda: self._chosen("save", "Export the family's "
                                                             "history", "History (*.json)",
                                                             "psychboard-family.json",
                                                             self.export_to))
        self.page.import_wanted.connect(lambda: self._chosen("open", "Import a family's "
                                                             "history", "History (*.json)", "",
                                                             self.import_from))
        self.page.replay_wanted.connect(self.replay)
        self.page.report_wanted.connect(lambda: self._chosen("save", "Print the family report",
                                                             "PDF (*.pdf)", "family-report.pdf",
                                                             self.report_to))
        layout.addWidget(self.page, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.setContentsMargins(0, 0, 24, 0)
        layout.addWidget(buttons)
        fit_on_screen(self, 1200, 780)  # a 1024×640 screen holds it whole

    def manage_people(self) -> None:
        from psychboard.app.people_dialog import PeopleDialog

        PeopleDialog(self, self.page.path).exec()
        self.page.reload()

    def _chosen(self, mode: str, title: str, kinds: str, name: str,
                then: Callable[[Path], None]) -> None:
        from PySide6.QtWidgets import QFileDialog

        where = str(Path.home() / name) if name else str(Path.home())
        if mode == "save":
            chosen, _ = QFileDialog.getSaveFileName(self, title, where, kinds)
        else:
            chosen, _ = QFileDialog.getOpenFileName(self, title, where, kinds)
        if chosen:
            then(Path(chosen))

    def replay(self, game_id: int) -> None:
        from psychboard.app.replay import ReplayWindow, saved_game
        from psychboard.core.errors import PsychboardError
        from psychboard.store.games import saved_log

        try:
            save = saved_log(game_id, self.page.path)
            if save is None:
                self.page.say("This game was remembered before games kept their moves.")
                return
            window = ReplayWindow(saved_game(save), self, self.page.replays.currentText())
        except (PsychboardError, OSError, sqlite3.Error) as exc:
            self.page.say(f"This game can't be replayed: {exc}")
            return
        window.show()

    def export_to(self, to: Path) -> None:
        from psychboard.store.transfer import export

        try:
            count = export(to, self.page.path)
        except (OSError, sqlite3.Error) as exc:
            self.page.say(f"The history could not be exported to {to} ({exc}).")
            return
        self.page.say(f"{count} game{'s' * (count != 1)} written to {to}. Import that file on "
                      "another computer to bring them there.")

    def import_from(self, source: Path) -> None:
        from psychboard.store.transfer import HistoryFileError, apply, plan

        try:
            chosen = plan(source, self.page.path)
        except (HistoryFileError, OSError, sqlite3.Error) as exc:
            self.page.say(f"Nothing was imported: {exc}")
            return
        if not self.confirm(self, "Import a family's history", chosen.words() + " Import?"):
            self.page.say("Nothing was imported.")
            return
        try:
            added = apply(chosen, self.page.path)
        except (OSError, sqlite3.Error) as exc:
            self.page.say(f"Nothing was imported: {exc}")
            return
        self.page.reload()
        self.page.say(f"{added} game{'s' * (added != 1)} added from {source.name}.")

    def report_to(self, to: Path) -> None:
        from psychboard.printing.family_report import write_report
        from psychboard.printing.layout import PrintError

        try:
            count = write_report(self.page.finish(), to)
        except (PrintError, OSError) as exc:
            self.page.say(f"The report could not be written: {exc}")
            return
        self.page.say(f"The family report ({count} page{'s' * (count != 1)}) is in {to}.")
