"""The main window: launcher, game pages, menus with the usual shortcuts, save and resume.

Game pages, dialogs, message boxes and the game machinery are imported when first used: the
launcher is all a start needs, and a family waits for every module imported before the first
paint. For the same reason the window icon, the tiles' focus, the menus' commands and keys,
and PySide6's costly `Qt` namespace and QKeySequence type wait until the first frame is on
screen (`_after_first_frame`).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget

from psychboard.app.launcher import Launcher
from psychboard.app.settings import Settings
from psychboard.core.errors import AssetMissing, PsychboardError
from psychboard.core.resources import asset, autosave_path
from psychboard.games.registry import GAMES
from psychboard.gui.fonts import BUTTON_FACES, ensure_fonts

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent
    from PySide6.QtWidgets import QMenu

    from psychboard.app.game_page import GamePage
    from psychboard.app.table_audio import TableAudio
    from psychboard.gui.controller import GameController


START_SIZE = (1440, 900)
FRAME_ROOM = (40, 80)  # a window frame's borders and title bar, and a panel
MIN_SIZE = (1000, 560)
"""Below a 1024×640 screen, so a maximized window fits one with its frame and a panel."""


def resumable_games() -> set[str]:
    return {game_id for game_id in GAMES if autosave_path(game_id).exists()}


class MainWindow(QMainWindow):
    first_frame = Signal()  # once, just after the window's first frame is on screen

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.setWindowTitle("Psychboard")
        self.setMinimumSize(*MIN_SIZE)
        self.resize(*START_SIZE)
        self.fit_screen()  # before the first frame, so that is the one a person sees
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.page: GamePage | None = None
        self.launcher: Launcher | None = None
        self._audio: TableAudio | None = None
        self._first_frame_shown = False
        self._menus_ready = False
        self._build_menus()
        self.show_launcher()

    def fit_screen(self) -> None:
        """Open the window, frame and all, on its screen: a 1440×900 or 1024×640 laptop
        gets one as large as it has room for, never one running past its edge. Done as the
        window is built: its first frame is then the one that stays, and a page that starts
        compact is styled once."""
        if (self.width(), self.height()) != START_SIZE:
            return  # a size someone chose stays
        area = self.screen().availableGeometry()
        width = max(MIN_SIZE[0], min(self.width(), area.width() - FRAME_ROOM[0]))
        height = max(MIN_SIZE[1], min(self.height(), area.height() - FRAME_ROOM[1]))
        if (width, height) != (self.width(), self.height()) and not self.isMaximized():
            self.resize(width, height)
            self.move(area.topLeft())

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._first_frame_shown:
            self._first_frame_shown = True
            QTimer.singleShot(0, self, self._after_first_frame)

    def _after_first_frame(self) -> None:
        """What the first frame doesn't need: the buttons' semibold face, loading the SVG icon
        engine for the window icon, the menus' commands, and the tiles' cursor and keyboard
        focus (they build the `Qt` namespace)."""
        from PySide6.QtGui import QIcon

        ensure_fonts(BUTTON_FACES)  # for the dialogs' buttons
        self._ready_menus()
        with contextlib.suppress(AssetMissing):
            self.setWindowIcon(QIcon(str(asset("icons", "psychboard.svg"))))
        if self.launcher is not None:
            self.launcher.activate()
        if self.launcher is not None and not self.settings.welcome_shown:
            self.welcome()
        self.first_frame.emit()

    # --- menus ------------------------------------------------------------------------------
    def _action(self, menu: QMenu, text: str, slot: object, key: str | None = None,
                standard: str | None = None) -> QAction:
        """A menu command with its key: `key` as written ("Ctrl+Q"), or the name of a
        QKeySequence.StandardKey ("Undo"), which has every binding the platform has for it."""
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(self)  # QAction(text, parent) would build the QIcon type (1 ms) to
        action.setText(text)    # rule out the (icon, text) overload
        menu.addAction(action)
        # setShortcuts: a standard key gets all its bindings, and unlike setShortcut it
        # doesn't build PySide6's Qt namespace
        if standard is not None:
            action.setShortcuts(getattr(QKeySequence.StandardKey, standard))
        elif key is not None:
            action.setShortcuts([QKeySequence(key)])
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        """The menu bar's titles; `_ready_menus` gives them their commands."""
        bar = self.menuBar()
        self._menus = (bar.addMenu("&Game"), bar.addMenu("&View"), bar.addMenu("&Help"))
        for menu in self._menus:
            menu.aboutToShow.connect(self._ready_menus)

    def _ready_menus(self) -> None:
        """Fill the menus with their commands and keys, once: just after the first frame, or
        when a game starts or a menu opens if that comes first. The QAction and QKeySequence
        types and the commands would cost the start page's first frame over a millisecond,
        and it shows only the menus' titles."""
        if self._menus_ready:
            return
        self._menus_ready = True
        game, view, help_menu = self._menus
        self._action(game, "&New game…", self.new_game, standard="New")
        self.resume_action = self._action(game, "&Resume last game", self.resume_latest)
        self._action(game, "&Open saved game…", self.open_save, standard="Open")
        self.save_action = self._action(game, "&Save game as…", self.save_game, standard="Save")
        game.addSeparator()
        self.undo_action = self._action(game, "&Undo", self.undo, standard="Undo")
        self._action(game, "&Print decks and boards…", self.print_decks, standard="Print")
        self._action(game, "Add a &deck of your own…", self.add_deck)
        self._action(game, "The &family…", self.show_family, "Ctrl+Shift+F")
        game.addSeparator()
        self._action(game, "Back to &all games", self.show_launcher, "Ctrl+Home")
        self._action(game, "Se&ttings…", self.open_settings, "Ctrl+,")
        self._action(game, "&Quit", self.close, "Ctrl+Q")
        self._action(view, "&Full screen", self.toggle_fullscreen, "F11")
        view.addSeparator()
        self.read_action = self._action(view, "&Read the card again", self.read_again, "F3")
        self.sound_action = self._action(view, "Sound &effects", self.toggle_sound, "M")
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(self.settings.sound)
        self._action(help_menu, "&Rules", self.show_rules, "F1")
        self._action(help_menu, "&About Psychboard", self.about)
        self._refresh_actions()

    def _refresh_actions(self) -> None:
        if not self._menus_ready:
            return
        in_game = self.page is not None
        self.save_action.setEnabled(in_game)
        self.read_action.setEnabled(in_game)
        index, label = self.page.controller.undo_plan() if self.page is not None \
            else (None, "Undo")
        # The menu says what Ctrl+Z will take back, or why it can't (names only, no secrets).
        self.undo_action.setText(label.replace("&", "&&"))
        self.undo_action.setEnabled(index is not None)
        self.resume_action.setEnabled(bool(resumable_games()))

    # --- pages ------------------------------------------------------------------------------
    def show_launcher(self) -> None:
        self._close_page()
        # Made inside the stack, so its tiles are polished once, where they will stay.
        self.launcher = Launcher(resumable_games(), self.stack,
                                 self.height() - self.menuBar().sizeHint().height())
        self.launcher.chosen.connect(self.new_game_of)
        self.launcher.resume.connect(self.resume)
        self.stack.addWidget(self.launcher)
        self.stack.setCurrentWidget(self.launcher)
        if self._first_frame_shown:
            self.launcher.activate()
        self.setWindowTitle("Psychboard")
        self._refresh_actions()

    def _close_page(self) -> None:
        for widget in (self.page, self.launcher):
            if widget is not None:
                self.stack.removeWidget(widget)
                widget.deleteLater()
        if self.page is not None:
            self.page.close_game()
        self.page, self.launcher = None, None

    def start_game(self, controller: GameController) -> GamePage:
        from psychboard.app.game_page import GamePage

        self._close_page()
        self._ready_menus()  # a game may start before the first frame (a test's, a resume's)
        self.page = GamePage(controller)
        self.page.end_bar.again.connect(lambda: self.play_again(controller))
        self.page.end_bar.new.connect(lambda: self.new_game_of(controller.spec.id))
        self.page.end_bar.back.connect(self.show_launcher)
        controller.undo_changed.connect(lambda _on: self._refresh_actions())
        controller.changed.connect(lambda _v: self._refresh_actions())
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self.setWindowTitle(f"{controller.spec.title} — Psychboard")
        self.audio.attach(self.page)
        self.page.start()
        self._refresh_actions()
        return self.page

    @property
    def audio(self) -> TableAudio:
        """The table's voice and sounds (made with the first game: not needed to start)."""
        if self._audio is None:
            from psychboard.app.table_audio import TableAudio

            self._audio = TableAudio(self.settings, self)
        return self._audio

    def read_again(self) -> None:
        problem = self.audio.read_again()
        if problem:
            self.statusBar().showMessage(problem, 6000)

    def toggle_sound(self) -> None:
        on = self.audio.toggle_sound()
        self.sound_action.setChecked(on)
        self.statusBar().showMessage("Sound effects on." if on else "Sound effects off (M).", 3000)

    def current_game(self) -> str | None:
        return self.page.controller.spec.id if self.page is not None else None

    # --- commands ---------------------------------------------------------------------------
    def new_game(self) -> None:
        game = self.current_game()
        if game is None:
            self.show_launcher()
        else:
            self.new_game_of(game)

    def new_game_of(self, game_id: str) -> None:
        spec = GAMES[game_id]
        if not spec.playable:
            return
        from psychboard.app.new_game import NewGameDialog
        from psychboard.gui.controller import create_controller

        dialog = NewGameDialog(spec, self.settings, self)
        if dialog.exec():
            controller = create_controller(spec, dialog.options(), dialog.seats(), dialog.seed())
            self.start_game(controller)

    def play_again(self, finished: GameController) -> GamePage:
        """The same game with the same seats and settings, dealt anew."""
        import random

        from psychboard.gui.controller import create_controller

        controller = create_controller(finished.spec, finished.options, finished.seats,
                                       random.SystemRandom().randrange(2**63))
        return self.start_game(controller)

    def resume(self, game_id: str) -> None:
        self.load(autosave_path(game_id))

    def resume_latest(self) -> None:
        paths = [autosave_path(g) for g in resumable_games()]
        if paths:
            self.load(max(paths, key=lambda p: p.stat().st_mtime))

    def open_save(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self, "Open saved game", str(Path.home()),
                                              "Psychboard saves (*.json)")
        if name:
            self.load(Path(name))

    def load(self, path: Path) -> bool:
        """Open a save; a bad file gets one clear message and is left exactly as it was."""
        from psychboard.core import saves
        from psychboard.games.registry import levels_for, rules_for
        from psychboard.gui.controller import create_controller
        from psychboard.gui.widgets.messages import warn

        try:
            saved = saves.read(path, rules_for, levels_for)
            spec = GAMES[saved.game]
            controller = create_controller(spec, saved.options, saved.seats, saved.seed,
                                           saved.actions, content=saved.content)
        except PsychboardError as exc:
            warn(self, "Cannot open this game", str(exc))
            return False
        self.start_game(controller)
        return True

    def save_game(self) -> None:
        if self.page is None:
            return
        controller = self.page.controller
        from PySide6.QtWidgets import QFileDialog

        from psychboard.gui.widgets.messages import warn

        name, _ = QFileDialog.getSaveFileName(
            self, "Save game", str(Path.home() / f"{controller.spec.id}.psychboard.json"),
            "Psychboard saves (*.json)")
        if name:
            try:
                controller.save_to(Path(name))
            except OSError as exc:
                warn(self, "Cannot save", f"{name}: {exc.strerror or exc}")

    def undo(self) -> None:
        if self.page is not None and not self.page.controller.undo():
            self.statusBar().showMessage(self.page.controller.undo_plan()[1] + ".", 4000)
        self._refresh_actions()

    def add_deck(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self, "Add a deck of your own", str(Path.home()),
                                              "Psychboard decks (*.json)")
        if name:
            self.install_deck(Path(name))

    def install_deck(self, path: Path) -> bool:
        """Validate a family's deck and keep a copy for new games; the file is only read."""
        from psychboard.core import decks
        from psychboard.games import registry
        from psychboard.gui.widgets.messages import inform, warn

        try:
            deck = decks.install(path)
        except PsychboardError as exc:
            warn(self, "Cannot add this deck", str(exc))
            return False
        registry.decks_changed(deck.game)
        title = GAMES[deck.game].title if deck.game in GAMES else deck.game
        inform(self, "Deck added", f"{deck.title}: {len(deck.cards)} cards for {title}. "
               "New games deal them along with the built-in cards.")
        return True

    def print_decks(self) -> None:
        try:
            from psychboard.printing.dialog import PrintDialog
        except ImportError:
            from psychboard.gui.widgets.messages import warn

            warn(self, "Printing", "Printing is not available.")
            return
        PrintDialog(self, game=self.current_game()).exec()

    def show_family(self) -> None:
        """Who played what, who reads whom: the family's history in pictures, beside the
        games (a window of its own, so a game in progress stays as it is)."""
        from psychboard.app.family_page import FamilyWindow

        window = FamilyWindow(self)
        window.setModal(False)
        window.show()

    def open_settings(self) -> None:
        from psychboard.app.settings_dialog import SettingsDialog
        from psychboard.app.theme import apply_theme

        if SettingsDialog(self.settings, self, self.audio).exec():
            apply_theme(QApplication.instance(), self.settings.theme,  # type: ignore[arg-type]
                        self.settings.text_size)
            if self.page is not None:  # a new text size: the table's words are fitted anew
                self.page.view.refresh_theme()
                self.page.scene.refresh_theme()
            self.audio.apply_settings()
            self.sound_action.setChecked(self.settings.sound)

    def show_rules(self) -> None:
        game = self.current_game()
        if game is None and self.launcher is not None:
            focused = QApplication.focusWidget()
            game = next((g for g, tile in self.launcher.tiles.items()
                         if tile is focused), None)
        game = game or next(iter(GAMES))
        from psychboard.gui.widgets.rules_viewer import RulesViewer

        RulesViewer(game, GAMES[game].title, self).exec()

    def toggle_fullscreen(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def about(self) -> None:
        from psychboard.app.about import AboutDialog

        AboutDialog(self).exec()

    def welcome(self) -> None:
        """The first-run welcome, beside the start page rather than blocking it (shown, not
        exec'd), and remembered at once so a second start goes straight to the games."""
        from psychboard.app.first_run import FirstRunDialog

        dialog = FirstRunDialog(self)
        dialog.chosen.connect(self.new_game_of)
        dialog.show()
        self.settings.welcome_shown = True

    def closeEvent(self, event: QCloseEvent) -> None:
        self._close_page()
        super().closeEvent(event)
