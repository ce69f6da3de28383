"""File ▸ Print decks…: choose what to print and how, see the first page, write the PDF.

The options a game's own print kit offers (printing.kit) get a row each, drawn from their
data, while that game is chosen. The preview is the first page drawn by the same code that
writes the PDF. Writing runs on the
UI thread in small steps (one page each) so the progress bar moves and Cancel is honoured;
a cancelled or failed run leaves no file behind, and the finished PDF is handed to the
system's viewer. The message says only what happened: saved where, and whether the system
took the file to open (it can't tell that a viewer really showed it). The file name it
suggests follows the game and what is printed ("<game>-kit.pdf"), so printing another game
never overwrites the last one's kit; a name the person typed or browsed to stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import QStandardPaths, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from psychboard.core.errors import PsychboardError
from psychboard.games.registry import GAMES
from psychboard.gui.widgets.labels import set_plain
from psychboard.gui.widgets.messages import warn
from psychboard.gui.widgets.screen_fit import fit_on_screen, scrolling
from psychboard.printing.document import PageSpec, PrintOptions
from psychboard.printing.kit import PrintOption, kit_for
from psychboard.printing.layout import BACKS, CARD_SIZES, PAPERS, PrintError
from psychboard.printing.pdf import render_page, write_pdf
from psychboard.printing.printables import GROUPS, build_document, catalogue, games

BACK_LABELS = {"none": "No backs", "duplex-long": "Double-sided, flip on long edge",
               "duplex-short": "Double-sided, flip on short edge",
               "fold": "Fold and glue (front and back side by side)"}
PREVIEW_HEIGHT = 360


class PrintDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print decks")
        self.open_when_done = True
        self.cancelled = False
        self.busy = False
        self.last_path: Path | None = None
        self._preview_timer = QTimer(self, singleShot=True, interval=150)
        self._preview_timer.timeout.connect(self.update_preview)
        self._build(game)
        self._game_changed()
        hint = self.sizeHint()
        fit_on_screen(self, hint.width(), hint.height())

    def _build(self, game: str | None) -> None:
        form = QFormLayout()
        self.form = form
        self.game = QComboBox()
        for game_id in games():
            self.game.addItem(GAMES[game_id].title, game_id)
        if game is not None and self.game.findData(game) >= 0:
            self.game.setCurrentIndex(self.game.findData(game))
        self.what = QComboBox()
        self.paper = self._combo({p: p.upper() if p == "a4" else p.title() for p in PAPERS})
        self.card_size = self._combo({s: f"{s.title()} ({w:g}×{h:g} mm)"
                                 for s, (w, h) in CARD_SIZES.items()})
        self.backs = self._combo({b: BACK_LABELS[b] for b in BACKS}, "duplex-long")
        self.bleed = QCheckBox("3 mm bleed (for a cutter that wanders)")
        self.gutter = self._spin(0, 10, "mm between cards (0: shared cut lines)")
        self.offset_x, self.offset_y = self._spin(-10, 10, "mm"), self._spin(-10, 10, "mm")
        self.copies = QSpinBox(minimum=1, maximum=20)
        self.kit_options: list[KitOption] = []
        self.calibration = QCheckBox("Start with a printer calibration sheet")
        self._layout(form)

    def _layout(self, form: QFormLayout) -> None:
        offsets = QHBoxLayout()
        for label, spin in (("x", self.offset_x), ("y", self.offset_y)):
            offsets.addWidget(QLabel(label))
            offsets.addWidget(spin)
        rows: tuple[tuple[str, QWidget | QHBoxLayout], ...] = (
            ("&Game", self.game), ("&What", self.what), ("&Paper", self.paper),
            ("Card &size", self.card_size), ("&Backs", self.backs), ("", self.bleed),
            ("G&utter", self.gutter), ("Back offset", offsets),
            ("&Copies of each card", self.copies), ("", self.calibration))
        for label, widget in rows:
            form.addRow(label, widget)
        self._suggested = ""  # the name last suggested, until the person gives their own
        self.output = QLineEdit()
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.output)
        row.addWidget(browse)
        form.addRow("Save as", row)
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(round(PREVIEW_HEIGHT * 0.72), PREVIEW_HEIGHT)
        self.summary = QLabel(wordWrap=True)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.save_button = QPushButton("Save PDF")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.cancel_button = QPushButton("Close")
        self.cancel_button.clicked.connect(self._cancel_or_close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.summary)
        top = QHBoxLayout()
        top.addWidget(scrolling(form), 1)  # a small screen scrolls the options
        top.addLayout(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(16)
        layout.addLayout(top)
        layout.addLayout(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.what.currentIndexChanged.connect(self._suggest_name)
        for combo in (self.what, self.paper, self.card_size, self.backs):
            combo.currentIndexChanged.connect(self._preview_timer.start)
        for box in (self.bleed, self.calibration):
            box.toggled.connect(self._preview_timer.start)
        for spin in (self.gutter, self.offset_x, self.offset_y):
            spin.valueChanged.connect(self._preview_timer.start)
        self.copies.valueChanged.connect(self._preview_timer.start)

    @staticmethod
    def _combo(items: dict[str, str], current: str | None = None) -> QComboBox:
        combo = QComboBox()
        for value, label in items.items():
            combo.addItem(label, value)
        if current is not None:
            combo.setCurrentIndex(combo.findData(current))
        return combo

    @staticmethod
    def _spin(low: float, high: float, suffix: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(minimum=low, maximum=high, singleStep=0.5, decimals=1)
        spin.setSuffix(f" {suffix}")
        return spin

    @staticmethod
    def _default_folder() -> Path:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(folder) if folder else Path.home()

    def _game_changed(self) -> None:
        game = self.game.currentData()
        self.what.blockSignals(True)
        self.what.clear()
        self.what.addItem("Everything (the whole kit)", "kit")
        for group in GROUPS:
            self.what.addItem(f"All {group}s", group)
        if game:
            for item in catalogue(game).items:
                self.what.addItem(item.title, item.id)
        self.what.blockSignals(False)
        self._kit_rows(game)
        self._suggest_name()
        self.update_preview()

    def _suggest_name(self) -> None:
        """Name the file after the game and what is printed, unless the person named it."""
        if self.output.text() not in ("", self._suggested):
            return
        game = self.game.currentData() or "psychboard"
        what = self.what.currentData() or "kit"
        name = f"{game}-{what}s" if what in GROUPS else f"{game}-{what}"
        stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
        self._suggested = str(self._default_folder() / f"{stem}.pdf")
        set_plain(self.output, self._suggested)

    def _kit_rows(self, game: str | None) -> None:
        """Rows for the chosen game's own options, just above the calibration sheet's."""
        for old in self.kit_options:
            self.form.removeRow(old.widget)
        self.kit_options = [KitOption(option, self._preview_timer.start)
                            for option in (kit_for(game).options if game else ())]
        row, _role = cast("tuple[int, object]", self.form.getWidgetPosition(self.calibration))
        for number, kit_option in enumerate(self.kit_options):
            self.form.insertRow(row + number, kit_option.label, kit_option.widget)

    def options(self) -> PrintOptions:
        extras = {kit_option.option.name: value for kit_option in self.kit_options
                  if (value := kit_option.value())}
        return PrintOptions(paper=self.paper.currentData(), size=self.card_size.currentData(),
                            backs=self.backs.currentData(),
                            bleed=3.0 if self.bleed.isChecked() else 0.0,
                            gutter=self.gutter.value(), offset_x=self.offset_x.value(),
                            offset_y=self.offset_y.value(), copies=self.copies.value(),
                            calibration=self.calibration.isChecked(), extras=extras)

    def pages(self) -> list[PageSpec]:
        what = self.what.currentData() or "kit"
        pages, _ = build_document(self.game.currentData(), what, None, self.options())
        return pages

    def update_preview(self) -> None:
        try:
            pages = self.pages()
        except PsychboardError as exc:
            self.preview.setPixmap(QPixmap())
            set_plain(self.preview, str(exc))
            set_plain(self.summary, "")
            self.save_button.setEnabled(False)
            return
        paper = self.options().paper
        image = render_page(pages[0], paper, dpi=PREVIEW_HEIGHT / (PAPERS[paper][1] / 25.4))
        self.preview.setPixmap(QPixmap.fromImage(image))
        cards = sum(page.cards for page in pages)
        set_plain(self.summary, f"{len(pages)} pages, {cards} cards. First page: {pages[0].label}")
        self.save_button.setEnabled(True)

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, "Save the PDF as", self.output.text(),
                                              "PDF files (*.pdf)")
        if name:
            set_plain(self.output, name if name.lower().endswith(".pdf") else f"{name}.pdf")

    def _cancel_or_close(self) -> None:
        if self.busy:
            self.cancelled = True
        else:
            self.reject()

    def _progress(self, done: int, total: int) -> bool:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        QApplication.processEvents()
        return not self.cancelled

    def save(self) -> bool:
        """Write the PDF; True when it was written, False when cancelled or refused."""
        path = Path(self.output.text()).expanduser()
        self.cancelled, self.busy = False, True
        self.progress.setVisible(True)
        self.save_button.setEnabled(False)
        set_plain(self.cancel_button, "Cancel")
        pages: list[PageSpec] = []
        try:
            pages = self.pages()
            path.parent.mkdir(parents=True, exist_ok=True)  # e.g. ~/Documents on a new account
            done = write_pdf(pages, path, self.options().paper,
                             title=f"Psychboard — {self.game.currentText()}",
                             progress=self._progress)
        except PsychboardError as exc:
            warn(self, "Print decks", str(exc))
            done = False
        except OSError as exc:
            warn(self, "Print decks", f"{path.parent}: the folder can't be used "
                 f"({exc.strerror or exc}); choose another with Browse…")
            done = False
        finally:
            self.busy = False
            self.progress.setVisible(False)
            self.save_button.setEnabled(True)
            set_plain(self.cancel_button, "Close")
        if done:
            self.last_path = path
            set_plain(self.summary, f"Saved {len(pages)} pages to {path}. {self._hand_over(path)}")
        return done

    def _hand_over(self, path: Path) -> str:
        """Ask the system to open the PDF (when wanted) and say what came of asking."""
        if not self.open_when_done:
            return "Open it with your PDF viewer to print it."
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
            return ("It was handed to your PDF viewer to open; if no viewer appears, open "
                    "the file yourself to print it.")
        return "No PDF viewer could be started for it: open the file yourself to print it."


class KitOption:
    """The widget for one of a game's own print options: a tick box for a yes/no option, a
    list of tick boxes (all ticked at first) for one with choices."""

    def __init__(self, option: PrintOption, changed: Callable[[], object]) -> None:
        self.option = option
        self.widget: QCheckBox | QListWidget
        if option.choices:
            self.label = option.label
            self.widget = QListWidget()
            self.widget.setMaximumHeight(120)
            for choice, title in option.choices.items():
                item = QListWidgetItem(title)
                item.setData(Qt.ItemDataRole.UserRole, choice)
                item.setCheckState(Qt.CheckState.Checked)
                self.widget.addItem(item)
            self.widget.itemChanged.connect(changed)
        else:
            self.label = ""
            self.widget = QCheckBox(option.label)
            self.widget.toggled.connect(changed)

    def value(self) -> bool | tuple[str, ...]:
        """A flag's state, or the ticked choices (empty when all are: nothing to narrow)."""
        if isinstance(self.widget, QCheckBox):
            return self.widget.isChecked()
        items = [self.widget.item(i) for i in range(self.widget.count())]
        ticked = tuple(item.data(Qt.ItemDataRole.UserRole) for item in items
                       if item.checkState() == Qt.CheckState.Checked)
        if not ticked:
            raise PrintError(f"tick at least one {self.option.flag or self.option.name}")
        return () if len(ticked) == len(items) else ticked
