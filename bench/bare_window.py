"""The smallest PySide6 window: the baseline the start-up and size benches compare against.

With PSYCHBOARD_EXIT_AFTER_SHOW=1 it quits as soon as its window has painted, exactly like
Psychboard does under the same variable.
"""

import os
import sys

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel


class _QuitOnPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            QApplication.quit()
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QLabel("Hello")
    window.resize(640, 400)
    if os.environ.get("PSYCHBOARD_EXIT_AFTER_SHOW") == "1":
        quitter = _QuitOnPaint(window)
        window.installEventFilter(quitter)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
