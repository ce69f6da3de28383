"""The text size a person chose (Settings: 100, 125 or 150%), for the words a table fits.

Widgets follow it through the app font and the style sheet (app/theme.py). A table's words
are fitted to their room in scene units (gui/text_fit.py): the scale lifts the size each
starts from, never the least it may shrink to, so words grow where their room allows and are
never cut more than at 100%. Print is always at 100% (`at_print_size`): a PDF is the same on
every computer.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

_scale = [1.0]


def set_text_size(percent: int) -> None:
    _scale[0] = max(1.0, percent / 100)


def text_scale() -> float:
    return _scale[0]


@contextmanager
def at_print_size() -> Iterator[None]:
    """Text at 100% while a printed page is painted."""
    saved, _scale[0] = _scale[0], 1.0
    try:
        yield
    finally:
        _scale[0] = saved
