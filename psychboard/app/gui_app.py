"""Starts the Qt application: fonts, theme, settings, main window, resume offer."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.core.errors import AssetMissing
from psychboard.gui import animation


def make_app() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("Psychboard")
    app.setOrganizationName("Psychboard")
    app.setApplicationDisplayName("Psychboard")
    return app


class _ReportFirstPaint(QObject):
    """For bench/startup.py (PSYCHBOARD_EXIT_AFTER_SHOW=1): print the wall-clock time of the
    main window's first paint and leave at once, so tear-down is not counted as start-up."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            print(f"painted {time.time():.6f}", flush=True)
            os._exit(0)
        return False


def run_app() -> int:
    app = make_app()
    settings = Settings()
    animation.set_speed(settings.animation_speed)
    try:
        apply_theme(app, settings.theme)
        from psychboard.app.main_window import MainWindow

        window = MainWindow(settings)
    except AssetMissing as exc:  # a damaged install: say which file, don't show a traceback
        from psychboard.gui.widgets.messages import warn

        print(f"psychboard: {exc}", file=sys.stderr)
        warn(None, "Psychboard cannot start", str(exc))
        return 1
    if os.environ.get("PSYCHBOARD_EXIT_AFTER_SHOW") == "1":
        window.installEventFilter(_ReportFirstPaint(window))
    window.show()
    return app.exec()
