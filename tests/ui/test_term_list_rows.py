"""The term list paints a whole row in one call when a repaint spans every column
(a new search), and cell by cell otherwise: both must paint the same pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow


def _column_rect(window: MainWindow, column: Column) -> QRect:
    view = window.term_list
    header = view.horizontalHeader()
    return QRect(header.sectionViewportPosition(column), 0, header.sectionSize(column),
                 view.viewport().height())


def _colours(image: QImage) -> int:
    return len({image.pixel(x, y) for x in range(image.width()) for y in range(image.height())})


@pytest.mark.parametrize("query", ["de", "sincronico", ""])
def test_whole_rows_and_single_cells_paint_the_same(
    qtbot: QtBot, window: MainWindow, query: str
) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()  # a lit star among the plain rows
    window.search_now(query)
    window.term_list.selectionModel().clear()  # every row plain: painted by the rows' path
    viewport = window.term_list.viewport()
    whole = viewport.grab().toImage()  # one repaint of every column: row by row
    for column in Column:
        rect = _column_rect(window, column)
        alone = viewport.grab(rect).toImage()  # one column only: cell by cell
        assert whole.copy(rect) == alone, f"column {column.name} differs"
    # Text was painted at all (a blank list would also be "the same").
    assert _colours(whole.copy(_column_rect(window, Column.ES))) > 20
