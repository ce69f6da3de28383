"""Starts the Qt application: fonts, theme, settings, main window, resume offer."""

from __future__ import annotations

import gc
import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from psychboard.app.settings import Settings
from psychboard.app.theme import apply_font, apply_look
from psychboard.core.errors import AssetMissing


def make_app() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("Psychboard")
    app.setOrganizationName("Psychboard")
    app.setApplicationDisplayName("Psychboard")
    return app


class _ReportFirstFrame(QObject):
    """For bench/startup.py (PSYCHBOARD_EXIT_AFTER_SHOW=1): print the wall-clock time at
    which the main window's first frame is complete and leave at once, so tear-down is not
    counted as start-up. The window paints itself and all its children, then flushes, within
    one event; an event posted at its first Paint arrives just after that."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.User))
        return False

    def customEvent(self, event: QEvent) -> None:
        print(f"painted {time.time():.6f}", flush=True)
        os._exit(0)


def _collect_garbage_again() -> None:
    """Turn the cyclic collector back on (main turned it off for the start), first moving
    everything start-up made to the permanent generation, so later collections skip it."""
    gc.freeze()
    gc.enable()


def run_app() -> int:
    app = make_app()
    settings = Settings()
    settings.apply_motion()
    try:
        apply_look(app, settings.theme, settings.text_size)
        from psychboard.app.main_window import MainWindow

        window = MainWindow(settings)
    except AssetMissing as exc:  # a damaged install: say which file, don't show a traceback
        from psychboard.gui.widgets.messages import warn

        print(f"psychboard: {exc}", file=sys.stderr)
        warn(None, "Psychboard cannot start", str(exc))
        return 1
    if os.environ.get("PSYCHBOARD_EXIT_AFTER_SHOW") == "1":
        window.installEventFilter(_ReportFirstFrame(window))
    window.first_frame.connect(lambda: apply_font(app, settings.text_size))
    window.first_frame.connect(_collect_garbage_again)
    window.show()
    return app.exec()
