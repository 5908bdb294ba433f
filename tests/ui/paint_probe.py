"""The real app, with a probe a test can ask where the term list's rows are.

Run as a script (``python tests/ui/paint_probe.py --db DB --user-dir DIR``) by
``test_painted_stars_xvfb.py``: it starts the application exactly as
``glossary-desktop`` does (:func:`glossary_desktop.app.run`: the look, the
window's builder, the event loop) and also listens on stdin. Each line read
("look") is answered on stdout with one JSON line saying, in global logical
coordinates, where the list's viewport, rows, star column and scroll bar are
and which concept each visible row shows. It paints nothing and reads no
pixels: what the rows look like, the test reads from the X server.

Before answering, the probe lets the application finish what it has posted
(events, repaints) and makes a round trip to the X server, so a screen grab
taken after the answer holds what the application painted.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from PySide6.QtCore import QPoint, QRect, QSocketNotifier
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionSlider, QTableView

from glossary_desktop.app import run
from glossary_desktop.models.term_list import Column, SlugRole


def _global(widget: Any, rect: QRect) -> list[int]:
    """``rect`` of ``widget`` as [x, y, width, height] on the screen (logical)."""
    top_left = widget.mapToGlobal(rect.topLeft())
    return [top_left.x(), top_left.y(), rect.width(), rect.height()]


def look(app: QApplication) -> dict[str, Any]:
    """Where the term list's parts are, and what each visible row shows."""
    app.processEvents()
    QGuiApplication.sync()
    views = [
        view
        for top in app.topLevelWidgets()
        if top.isVisible()
        for view in [top.findChild(QTableView, "termList")]
        if view is not None
    ]
    if not views:
        return {"ready": False}
    view = views[0]
    viewport = view.viewport()
    model = view.model()
    header = view.horizontalHeader()
    rows = []
    row = view.rowAt(0)
    while 0 <= row < model.rowCount() and view.rowViewportPosition(row) < viewport.height():
        rows.append({
            "row": row,
            "slug": model.index(row, Column.STAR).data(SlugRole),
            "top": view.rowViewportPosition(row),
            "height": view.rowHeight(row),
        })
        row += 1
    bar = view.verticalScrollBar()
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    slider = bar.style().subControlRect(
        QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, bar
    )
    origin = viewport.mapToGlobal(QPoint(0, 0))
    window = view.window()
    search = getattr(window, "search", None)
    box = getattr(getattr(window, "search_bar", None), "box", None)
    return {
        "ready": True,
        "scale": view.devicePixelRatioF(),
        "window": [view.window().width(), view.window().height()],
        "value": bar.value(),
        "maximum": bar.maximum(),
        "viewport": _global(viewport, viewport.rect()),
        "origin": [origin.x(), origin.y()],
        "star": [header.sectionViewportPosition(Column.STAR), header.sectionSize(Column.STAR)],
        "rows": rows,
        "current": view.currentIndex().row(),
        "selected": sorted({i.row() for i in view.selectionModel().selectedIndexes()}),
        "focus": view.hasFocus(),
        "highlight": view.palette().color(QPalette.ColorRole.Highlight).name(),
        "query": box.text() if box is not None else None,
        "searching": bool(search is not None and search.pending),
        "bar": _global(bar, bar.rect()),
        "slider": _global(bar, slider),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db")
    parser.add_argument("--user-dir", dest="user_dir", required=True)
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])

    def answer() -> None:
        line = sys.stdin.readline()
        if not line:  # the test is gone
            notifier.setEnabled(False)
            app.quit()
            return
        print(json.dumps(look(app)), flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(answer)
    return run(argparse.Namespace(db=args.db, user_dir=args.user_dir, theme=None, glossary=None))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
