"""Ctrl+B and the keyboard focus: the panel opens with the focus in its list, and
closing it gives the focus back to where the user was (it landed in the search box,
wherever that was), with the real window and real key presses."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.main_window import MainWindow

#: Where a reader may be when opening the panel: the widget, from the window.
PLACES: dict[str, Callable[[MainWindow], QWidget]] = {
    "term list": lambda w: w.term_list,
    "search box": lambda w: w.search_bar.box,
    "scope filter": lambda w: w.search_bar.scope,
    "Portuguese pane": lambda w: w.concept_view.panes[Lang.PT],
    "note": lambda w: w.note_editor.edit,
}


def _focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def _ctrl_b(qtbot: QtBot) -> None:
    """Ctrl+B pressed where the focus is, as the keyboard sends it."""
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)


def _open_from(qtbot: QtBot, window: MainWindow, widget: QWidget) -> None:
    _focus(qtbot, widget)
    _ctrl_b(qtbot)
    table = window.bookmarks_panel.dock.table
    assert window.bookmarks_panel.shown
    assert table is QApplication.focusWidget()  # opening: unchanged


@pytest.mark.parametrize("place", list(PLACES))
def test_ctrl_b_closing_the_panel_gives_the_focus_back(
    qtbot: QtBot, window: MainWindow, place: str
) -> None:
    widget = PLACES[place](window)
    _open_from(qtbot, window, widget)

    _ctrl_b(qtbot)

    assert not window.bookmarks_panel.shown
    assert widget is QApplication.focusWidget()


def test_the_panels_close_button_gives_the_focus_back(qtbot: QtBot, window: MainWindow) -> None:
    _open_from(qtbot, window, window.term_list)

    window.bookmarks_panel.dock.close()  # what the button on its title bar does

    assert not window.bookmarks_panel.shown
    assert window.term_list is QApplication.focusWidget()


def test_a_place_no_longer_shown_gives_the_focus_to_the_term_list(
    qtbot: QtBot, window: MainWindow
) -> None:
    note = window.note_editor.edit
    _open_from(qtbot, window, note)
    window.search_now("zzqxjw")  # no results: no concept, so no note box
    assert not note.isVisible()

    _ctrl_b(qtbot)

    assert window.term_list is QApplication.focusWidget()


def test_a_reader_who_went_elsewhere_keeps_the_focus_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    _open_from(qtbot, window, window.term_list)
    pane = window.concept_view.panes[Lang.PT]
    _focus(qtbot, pane)  # clicked into a pane while the panel was open

    _ctrl_b(qtbot)

    assert not window.bookmarks_panel.shown
    assert pane is QApplication.focusWidget()


def test_reopened_after_the_reader_moved_it_gives_back_the_new_place(
    qtbot: QtBot, window: MainWindow
) -> None:
    _open_from(qtbot, window, window.term_list)
    _ctrl_b(qtbot)
    _open_from(qtbot, window, window.search_bar.scope)

    _ctrl_b(qtbot)

    assert window.search_bar.scope is QApplication.focusWidget()
