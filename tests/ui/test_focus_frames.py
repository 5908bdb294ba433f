"""Whichever list, pane or box has the keyboard focus says so plainly.

A keyboard user Tabs from the term list into the panes, the note and the
bookmarks panel. A blinking caret (or Fusion's faint dotted outline on one cell)
is not enough to find the focus at a glance, nor with a screen magnifier: each
of them draws the term list's 2 px frame in the selection colour while focused.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.main_window import MainWindow


def _bookmarks_table(window: MainWindow) -> QAbstractScrollArea:
    window.actions_.bookmark.trigger()
    window.bookmarks_panel.set_shown(True)
    return window.bookmarks_panel.dock.table


VIEWS: dict[str, Callable[[MainWindow], QAbstractScrollArea]] = {
    "term list": lambda w: w.term_list,
    "Spanish pane": lambda w: w.concept_view.panes[Lang.ES],
    "Portuguese pane": lambda w: w.concept_view.panes[Lang.PT],
    "note": lambda w: w.note_editor.edit,
    "bookmarks panel": _bookmarks_table,
}


@pytest.mark.parametrize("name", list(VIEWS))
def test_the_focused_view_is_framed_in_the_selection_colour(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    window.open_slug("dask")
    view = VIEWS[name](window)
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    window.search_bar.box.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    without = view.viewport().grab().toImage()

    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    framed = view.viewport().grab().toImage()

    bottom_left = (1, framed.height() - 2)  # drawn over the content too
    assert highlight == framed.pixelColor(*bottom_left)
    assert highlight != without.pixelColor(*bottom_left)
