"""The smallest PySide6 window: the baseline the start-up and size benches compare against.

With PSYCHBOARD_EXIT_AFTER_SHOW=1 it prints the time at which its first frame is complete and
leaves, exactly like Psychboard does under the same variable (psychboard/app/gui_app.py).
"""

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel


class _ReportFirstFrame(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QCoreApplication.postEvent(self, QEvent(QEvent.Type.User))
        return False

    def customEvent(self, event: QEvent) -> None:  # noqa: N802
        print(f"painted {time.time():.6f}", flush=True)
        os._exit(0)


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QLabel("Hello")
    window.resize(640, 400)
    if os.environ.get("PSYCHBOARD_EXIT_AFTER_SHOW") == "1":
        quitter = _ReportFirstFrame(window)
        window.installEventFilter(quitter)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
