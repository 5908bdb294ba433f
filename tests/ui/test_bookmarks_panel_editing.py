"""Editing a note in the bookmarks panel, as the user does it: Ctrl+B, then F2.

The panel's hint says "F2 edits its note" whichever cell of the row is
current, and a note being typed there survives another window or the CLI
changing the bookmarks meanwhile. A note has lines (translators write one
remark a line): the editor shows them, Enter starts one, Ctrl+Enter or leaving
the cell saves them all, and the row grows with the text.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM, SlugRole
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.window.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def _editor(window: MainWindow) -> QWidget | None:
    return window.bookmarks_panel.dock.findChild(QWidget, "noteEditor")


def _held(editor: QWidget) -> str:
    """The text in ``editor``, whatever kind of editor it is (its user property)."""
    return str(editor.property(editor.metaObject().userProperty().name()))


def _f2(qtbot: QtBot, window: MainWindow) -> QWidget:
    """Ctrl+B, F2 on the row the panel opened on, the cursor at the note's end."""
    window.bookmarks_panel.set_shown(True)  # what Ctrl+B does
    table = window.bookmarks_panel.dock.table
    table.setCurrentIndex(table.model().index(0, TERM))  # as a click leaves it
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = _editor(window)
    assert editor is not None
    qtbot.keyClick(editor, Qt.Key.Key_End, CTRL)
    return editor


def _type_note(qtbot: QtBot, window: MainWindow, text: str) -> QWidget:
    """Dask bookmarked, then F2 and ``text`` typed at the note's end."""
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    editor = _f2(qtbot, window)
    qtbot.keyClicks(editor, text)
    return editor


def _closed(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: _editor(window) is None)


def test_f2_edits_the_note_when_the_term_cell_is_current(
    qtbot: QtBot, window: MainWindow
) -> None:
    editor = _type_note(qtbot, window, "repasar")
    table = window.bookmarks_panel.dock.table
    assert QAbstractItemView.State.EditingState == table.state()
    assert NOTE == table.currentIndex().column()
    qtbot.keyClick(editor, Qt.Key.Key_Return, CTRL)
    _closed(qtbot, window)
    mark = window.store.get("dask")
    assert mark is not None
    assert "repasar" == mark.note
    assert table is QApplication.focusWidget()  # back in the list, as before F2


def _with_note(window: MainWindow, user_dir: Path, note: str) -> None:
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", note)
    window.bookmarks.poll()


@pytest.mark.parametrize("end", ["Ctrl+Enter", "leaving the cell"])
def test_f2_keeps_a_notes_lines_and_enter_starts_one(
    qtbot: QtBot, window: MainWindow, user_dir: Path, end: str
) -> None:
    _with_note(window, user_dir, "uno\ndos\ntres")
    editor = _f2(qtbot, window)
    assert "uno\ndos\ntres" == _held(editor)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "cuatro")
    if end == "Ctrl+Enter":
        qtbot.keyClick(editor, Qt.Key.Key_Return, CTRL)
    else:
        window.term_list.setFocus(Qt.FocusReason.MouseFocusReason)
    _closed(qtbot, window)
    mark = window.store.get("dask")
    assert mark is not None
    assert "uno\ndos\ntres\ncuatro" == mark.note


def _hint(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.bookmarks_panel.dock.findChildren(QLabel))


def test_the_panels_hint_says_what_the_keys_do_while_a_note_is_edited(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    _with_note(window, user_dir, "uno")
    editor = _f2(qtbot, window)
    assert "Enter starts a new line; Ctrl+Enter saves the note, Esc cancels." in _hint(window)
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    _closed(qtbot, window)
    assert "Click or Enter opens a bookmark; F2 edits its note; Delete removes it." in _hint(
        window)


def test_escape_leaves_the_note_as_it_was(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    _with_note(window, user_dir, "uno\ndos")
    editor = _f2(qtbot, window)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.keyClicks(editor, "tres")
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    _closed(qtbot, window)
    mark = window.store.get("dask")
    assert mark is not None
    assert "uno\ndos" == mark.note


def test_the_row_grows_with_the_lines_typed_and_folds_back(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    _with_note(window, user_dir, "uno")
    table = window.bookmarks_panel.dock.table
    editor = _f2(qtbot, window)
    before = table.rowHeight(0)
    assert editor.height() <= before
    for line in ("dos", "tres", "cuatro", "cinco"):
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.keyClicks(editor, line)
    # Every line typed in sight: the editor as tall as its row, which grew.
    assert table.rowHeight(0) > max(before, 5 * editor.fontMetrics().lineSpacing())
    qtbot.waitUntil(lambda: editor.height() == table.rowHeight(0))
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    _closed(qtbot, window)
    one_line = table.verticalHeader().defaultSectionSize()
    assert one_line == table.rowHeight(0)  # "uno", as it was


def test_a_note_being_typed_survives_the_cli_adding_and_removing_bookmarks(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    with UserStore.open(user_dir) as other:
        other.add("sharding", "Sharding")
    editor = _type_note(qtbot, window, "repasar")
    with UserStore.open(user_dir) as other:  # another process, while the user types
        other.add("entrenamiento-sincronico", "Entrenamiento Sincrónico")
        other.remove("sharding")
    window.bookmarks.poll()  # what the window's timer does
    window.open_slug("sharding")  # the user reads on, the panel's editor still open
    assert editor is _editor(window)
    assert "repasar" == _held(editor)
    qtbot.keyClick(editor, Qt.Key.Key_Return, CTRL)
    _closed(qtbot, window)
    mark = window.store.get("dask")
    assert mark is not None
    assert ("repasar", "sharding") == (mark.note, window.current_concept.slug)
    model = window.bookmarks_panel.model
    assert ["entrenamiento-sincronico", "dask"] == [
        model.index(r, TERM).data(SlugRole) for r in range(model.rowCount())
    ]
