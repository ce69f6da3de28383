"""The smallest PySide6 window: the baseline the start-up and size benches compare against.

With PSYCHBOARD_EXIT_AFTER_SHOW=1 it prints the time of its first paint and leaves, exactly
like Psychboard does under the same variable.
"""

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel


class _ReportFirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            print(f"painted {time.time():.6f}", flush=True)
            os._exit(0)
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QLabel("Hello")
    window.resize(640, 400)
    if os.environ.get("PSYCHBOARD_EXIT_AFTER_SHOW") == "1":
        quitter = _ReportFirstPaint(window)
        window.installEventFilter(quitter)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
