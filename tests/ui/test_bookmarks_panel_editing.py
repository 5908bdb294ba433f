"""Editing a note in the bookmarks panel, as the user does it: Ctrl+B, then F2.

The panel's hint says "F2 edits its note" whichever cell of the row is
current, and a note being typed there survives another window or the CLI
changing the bookmarks meanwhile.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM, SlugRole
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.main_window import MainWindow


def _editor(window: MainWindow) -> QLineEdit | None:
    return window.bookmarks_panel.dock.findChild(QLineEdit, "noteEditor")


def _type_note(qtbot: QtBot, window: MainWindow, text: str) -> QLineEdit:
    """Ctrl+B, F2 on the row the panel opened on, ``text`` typed at the note's end."""
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.bookmarks_panel.set_shown(True)  # what Ctrl+B does
    table = window.bookmarks_panel.dock.table
    table.setCurrentIndex(table.model().index(0, TERM))  # as a click leaves it
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = _editor(window)
    assert editor is not None
    editor.end(False)
    qtbot.keyClicks(editor, text)
    return editor


def test_f2_edits_the_note_when_the_term_cell_is_current(
    qtbot: QtBot, window: MainWindow
) -> None:
    editor = _type_note(qtbot, window, "repasar")
    table = window.bookmarks_panel.dock.table
    assert QAbstractItemView.State.EditingState == table.state()
    assert NOTE == table.currentIndex().column()
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)
    mark = window.store.get("dask")
    assert mark is not None
    assert "repasar" == mark.note


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
    assert "repasar" == editor.text()
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _editor(window) is None)
    mark = window.store.get("dask")
    assert mark is not None
    assert ("repasar", "sharding") == (mark.note, window.current_concept.slug)
    model = window.bookmarks_panel.model
    assert ["entrenamiento-sincronico", "dask"] == [
        model.index(r, TERM).data(SlugRole) for r in range(model.rowCount())
    ]
