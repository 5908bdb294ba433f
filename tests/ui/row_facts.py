"""What the term list's rows show at one window size: each term as painted, elided to
its cell's width by the delegate's own measure (:func:`~glossary_desktop.ui.termlist.
cell_text.measure`), not as the model holds it.

Also run as a child process (:func:`main`) so that a window can be made at a
scale factor (``QT_SCALE_FACTOR`` is read once, when the application starts):
it prints, for a first-run window in each language given, the rows as shown
at each size, as JSON.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TypedDict

from PySide6.QtWidgets import QApplication

from glossary_desktop.models.term_cells import MISSING
from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.termlist.cell_text import ELLIPSIS, measure
from glossary_desktop.ui.termlist.view import TEXT_MARGIN
from glossary_desktop.ui.window.main_window import MainWindow
from tests.ui.child_windows import first_run_windows

#: The window sizes the reader tried (the screen's pixels: at 150 % a 1920x1080 window
#: is 1280x720 in Qt's), whether the bookmarks panel was open, and the first window's
#: size on a 1366x768 screen.
SIZES = {"800x600-panel": (800, 600, True), "1366x768": (1366, 768, False),
         "1920x1080": (1920, 1080, False), "1100x700": (1100, 700, False)}


class Shown(TypedDict):
    """One term cell: the term, what its cell shows of it, and how many of its
    characters that is."""

    term: str
    shown: str
    chars: int


def shown_terms(window: MainWindow) -> list[Shown]:
    """Every term of every row of the list as its cell shows it (the list's columns
    as they are now; a column outside the list shows nothing)."""
    view = window.term_list
    header = view.horizontalHeader()
    fm = view.fontMetrics()
    model = window.term_model
    found = []
    for column in (Column.ES, Column.PT):
        left = header.sectionViewportPosition(column)
        right = min(left + header.sectionSize(column), view.viewport().width())
        width = right - left - 2 * TEXT_MARGIN
        for row in range(model.rowCount()):
            cell = model.cell(row, column)
            assert cell is not None
            text = cell.text
            if text == MISSING:
                continue
            shown = measure(fm, text, (), width).shown if width > 0 else ""
            chars = len(shown) - shown.count(ELLIPSIS) if shown != text else len(text)
            found.append(Shown(term=text, shown=shown, chars=chars))
    return found


def show_at(app: QApplication, window: MainWindow, size: str, scale: float = 1) -> list[Shown]:
    """``window`` at one of :data:`SIZES` (on a screen at ``scale``), its whole list;
    its rows as shown."""
    width, height, panel = SIZES[size]
    window.bookmarks_panel.set_shown(False)
    window.resize(round(width / scale), round(height / scale))
    window.bookmarks_panel.set_shown(panel)
    window.search_now("")
    for _ in range(3):  # the resize, the dock's place, the splitter's fit
        app.processEvents()
    return shown_terms(window)


def main() -> None:
    """Print ``{lang: {size: [Shown, ...]}}`` for first-run windows over the glossary
    ``sys.argv[1]`` in each language of ``sys.argv[2:]`` (``en``: no translation)."""
    app = QApplication([])
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    report = {}
    for lang, window in first_run_windows(app, Path(sys.argv[1]), sys.argv[2:]):
        report[lang] = {size: show_at(app, window, size, scale) for size in SIZES}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
