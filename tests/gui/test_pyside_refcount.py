"""Regression guard for PySide6 6.12.0 on CPython 3.11, which leaks references to None.

There, every void-returning call (QPainter.setPen, setBrush, QGraphicsItem.setPos…) drops a
reference to None and the process soon aborts with "Fatal Python error: none_dealloc". The
dependency pins keep that build away; this test fails loudly if one slips back in.
"""

from __future__ import annotations

import subprocess
import sys

CALLS = 100_000

SCRIPT = f"""
import os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPen, QColor
app = QGuiApplication([])
image = QImage(8, 8, QImage.Format.Format_ARGB32)
painter = QPainter(image)
pen = QPen(QColor("red"))
before = sys.getrefcount(None)
for _ in range({CALLS}):
    painter.setPen(pen)
painter.end()
drift = before - sys.getrefcount(None)
print(drift)
"""


def test_void_calls_do_not_drop_references_to_none() -> None:
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == 0, f"crashed ({result.returncode}): {result.stderr[-400:]}"
    assert abs(int(result.stdout.strip().splitlines()[-1])) < 100
