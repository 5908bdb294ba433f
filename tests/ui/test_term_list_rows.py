"""A part of the term list painted alone shows what painting the whole list shows there.

Qt repaints only what changed: the rows a scroll brings into view, a star that
was clicked, the row the mouse left, often several of these in one paint. Each
row must then be painted from what the models say, whatever else that paint
holds: a paint of the star column and one other row once drew every other
row's star cell blank (the view had told the delegate to paint whole rows).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from pytestqt.qtbot import QtBot

from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow

#: Never painted by the list: what a pixel left unpainted keeps.
UNPAINTED = QColor("#ff00ff")


def _cell(window: MainWindow, row: int, column: Column) -> QRect:
    return window.term_list.visualRect(window.term_model.index(row, column))


def _row(window: MainWindow, row: int) -> QRect:
    rect = _cell(window, row, Column.STAR)
    return QRect(0, rect.top(), window.term_list.viewport().width(), rect.height())


def _column(window: MainWindow, column: Column) -> QRect:
    rect = _cell(window, 0, column)
    return QRect(rect.left(), 0, rect.width(), window.term_list.viewport().height())


REGIONS = {
    "the star column and a row": lambda w: QRegion(_column(w, Column.STAR)) + _row(w, 5),
    "rows scrolled into view": lambda w: QRegion(_row(w, 0)) + _row(w, 1) + _row(w, 2),
    "a star and another row's term": lambda w: (
        QRegion(_cell(w, 3, Column.STAR)) + _cell(w, 7, Column.ES)
    ),
    "one term column": lambda w: QRegion(_column(w, Column.PT)),
    "the row left and the row entered": lambda w: QRegion(_row(w, 2)) + _row(w, 8),
}


def _painted(window: MainWindow, region: QRegion | None) -> QImage:
    viewport = window.term_list.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_RGB32)
    image.fill(UNPAINTED)
    if region is None:
        viewport.render(image)
    else:
        # At the region's own place: render() puts the region's corner at the offset.
        viewport.render(image, region.boundingRect().topLeft(), region)
    return image


def _within(image: QImage, region: QRegion) -> QImage:
    """``image`` where ``region`` is, and the unpainted colour elsewhere."""
    out = QImage(image.size(), QImage.Format.Format_RGB32)
    out.fill(UNPAINTED)
    painter = QPainter(out)
    painter.setClipRegion(region)
    painter.drawImage(0, 0, image)
    painter.end()
    return out


@pytest.mark.parametrize("query", ["", "distribuido"])
@pytest.mark.parametrize("region_name", list(REGIONS))
def test_a_part_repainted_alone_is_painted_as_in_the_whole(
    qtbot: QtBot, window: MainWindow, query: str, region_name: str
) -> None:
    for slug in ("aprendizaje-automatico-distribuido", "autoscaling-ml", "dask", "sharding"):
        window.open_slug(slug)
        window.actions_.bookmark.trigger()  # lit stars among the plain rows
    window.search_now(query)
    assert window.term_model.rowCount() > 3
    whole = _painted(window, None)
    region = REGIONS[region_name](window)
    alone = _painted(window, region)
    assert _within(whole, region) == alone
    # Rows were painted at all (a blank list would also be "the same").
    assert whole.copy(_column(window, Column.STAR)) != _within(whole, QRegion())

