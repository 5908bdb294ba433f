"""Issue 26: one undo of a bookmark's removal that works from anywhere and never
claims what it did not do.

What a tester saw: with the focus in the search box, Ctrl+D removed the bookmark,
Ctrl+Z undid the search text instead, and the status bar said "Bookmark restored"
while ``glossary-desktop bookmarks list`` showed it still gone; in the note box
Ctrl+Z did nothing; the bar could say "restored" and "removed: Undo" at once; in
the bookmarks panel Delete did nothing, and after a removal the concept view
stayed on the removed concept. Each story below removes a bookmark the way the
user did and undoes it with the status bar's Undo button or Edit > Undo, and asks
the command line, in a process of its own, what the file holds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication, QToolBar, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Bookmark
from glossary_desktop.models.bookmarks import TERM
from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import lock_held

NOTE = "fragmentación: preguntar al revisor"


def cli(glossary_db: Path, user_dir: Path, *argv: str) -> str:
    """``glossary-desktop bookmarks ...`` in a process of its own; what it printed."""
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
         "--user-dir", str(user_dir), "bookmarks", *argv],
        capture_output=True, text=True, timeout=60, check=True,
    )
    return done.stdout


def listed(glossary_db: Path, user_dir: Path) -> dict[str, tuple[str, float]]:
    """The bookmarks on disk, by slug (note, date), as ``bookmarks list --json`` says."""
    return {b["slug"]: (b["note"], b["created_at"])
            for b in json.loads(cli(glossary_db, user_dir, "list", "--json"))}


ADD = r"""
import sys
from glossary_desktop.store.user_db import UserStore
with UserStore.open(sys.argv[1]) as store:
    store.add("dask", "Dask", es_term="Dask", pt_term="Dask")
    store.add("sharding", "Sharding", sys.argv[2], es_term="Sharding", pt_term="Sharding")
"""

READ = r"""
import json, sqlite3, sys
conn = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
rows = conn.execute("SELECT slug, note, created_at FROM bookmarks").fetchall()
print(json.dumps({slug: [note, created_at] for slug, note, created_at in rows}))
"""


def stored(glossary_db: Path, user_dir: Path) -> dict[str, tuple[str, float]]:
    """The bookmarks on disk, by slug (note, date), read by SQLite in a process of its
    own (a fifth of the command line's start-up)."""
    done = subprocess.run([sys.executable, "-c", READ, str(user_dir / "user.db")],
                          capture_output=True, text=True, timeout=60, check=True)
    return {slug: (note, at) for slug, (note, at) in json.loads(done.stdout).items()}


@pytest.fixture
def marked(window: MainWindow, user_dir: Path, glossary_db: Path) -> dict[str, tuple[str, float]]:
    """Dask (older) and Sharding (newest, with a note) bookmarked; Sharding shown.
    What the file held before anything was removed.

    Bookmarked by another process, not by a second store in this one: opening
    user.db here again (its checks open and close the file) would drop the window's
    SQLite locks, and the next command to close the file would delete the WAL the
    window still writes to.
    """
    subprocess.run([sys.executable, "-c", ADD, str(user_dir), NOTE], timeout=60, check=True)
    window.bookmarks.poll()
    window.open_slug("sharding")
    before = stored(glossary_db, user_dir)
    assert {"dask", "sharding"} == set(before)
    assert window.actions_.bookmark.isChecked()
    return before


def _focus_and_press(qtbot: QtBot, widget: QWidget, key: Qt.Key,
                     modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(widget.hasFocus)
    qtbot.keyClick(widget, key, modifier)


def _open_panel_on(qtbot: QtBot, window: MainWindow, slug: str) -> None:
    window.bookmarks_panel.set_shown(True)
    table = window.bookmarks_panel.dock.table
    row = window.bookmarks_panel.model.row_of(slug)
    assert row is not None
    table.setCurrentIndex(table.model().index(row, TERM))
    qtbot.waitUntil(table.hasFocus)


# -- the ways a user removes a bookmark ----------------------------------------------


def ctrl_d_in_the_search_box(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    box.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.keyClicks(box, "shard")
    box.setCursorPosition(0)
    qtbot.waitUntil(lambda: window.current_concept.slug == "sharding")  # the best result
    _focus_and_press(qtbot, box, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert "shard" == box.text()  # not "delete a character"


def ctrl_d_in_the_note_box(qtbot: QtBot, window: MainWindow) -> None:
    assert NOTE == window.note_editor.text
    _focus_and_press(qtbot, window.note_editor.edit, Qt.Key.Key_D,
                     Qt.KeyboardModifier.ControlModifier)


def ctrl_d_in_the_panel(qtbot: QtBot, window: MainWindow) -> None:
    _open_panel_on(qtbot, window, "sharding")
    qtbot.keyClick(window.bookmarks_panel.dock.table, Qt.Key.Key_D,
                   Qt.KeyboardModifier.ControlModifier)


def delete_in_the_panel(qtbot: QtBot, window: MainWindow) -> None:
    _open_panel_on(qtbot, window, "sharding")
    qtbot.keyClick(window.bookmarks_panel.dock.table, Qt.Key.Key_Delete)


def the_panels_remove_button(qtbot: QtBot, window: MainWindow) -> None:
    _open_panel_on(qtbot, window, "sharding")
    qtbot.mouseClick(window.bookmarks_panel.dock.remove_button, Qt.MouseButton.LeftButton)


def the_star_in_the_list(qtbot: QtBot, window: MainWindow) -> None:
    model = window.term_model
    row = next(r for r in range(model.rowCount()) if model.concept_at(r).slug == "sharding")
    view = window.term_list
    rect = view.visualRect(model.index(row, Column.STAR))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def the_star_on_the_toolbar(qtbot: QtBot, window: MainWindow) -> None:
    toolbar = window.findChild(QToolBar, "mainToolBar")
    assert toolbar is not None
    qtbot.mouseClick(toolbar.widgetForAction(window.actions_.bookmark), Qt.MouseButton.LeftButton)


REMOVALS: dict[str, Callable[[QtBot, MainWindow], None]] = {
    f.__name__: f for f in (
        ctrl_d_in_the_search_box, ctrl_d_in_the_note_box, ctrl_d_in_the_panel,
        delete_in_the_panel, the_panels_remove_button, the_star_in_the_list,
        the_star_on_the_toolbar,
    )
}


# -- the ways a user undoes it -------------------------------------------------------


def the_status_bars_undo_button(qtbot: QtBot, window: MainWindow) -> None:
    notice = window.status.undo_notice
    assert notice.isVisible()
    assert ("Bookmark removed: Sharding", "&Undo") == (notice.text, notice.button.text())
    assert "" == window.statusBar().currentMessage()  # no other message beside it
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)


def edit_undo(qtbot: QtBot, window: MainWindow) -> None:
    edit_menu = window.menuBar().actions()[1].menu()
    undo = next(a for a in edit_menu.actions() if a.objectName() == "undoAction")
    assert undo.isEnabled()
    assert "&Undo remove bookmark “Sharding”" == undo.text()
    undo.trigger()


UNDOS: dict[str, Callable[[QtBot, MainWindow], None]] = {
    f.__name__: f for f in (the_status_bars_undo_button, edit_undo)
}


@pytest.mark.parametrize("undo", list(UNDOS))
@pytest.mark.parametrize("remove", list(REMOVALS))
def test_every_removal_is_undone_with_its_note_as_the_file_says(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path, remove: str, undo: str,
) -> None:
    REMOVALS[remove](qtbot, window)
    assert {"dask"} == set(stored(glossary_db, user_dir))
    # The panel's removals show the bookmark it selects next (Dask); the others stay.
    in_panel = remove in ("delete_in_the_panel", "the_panels_remove_button")
    shown = window.current_concept.slug
    assert ("dask" if in_panel else "sharding", in_panel) == (
        shown, window.actions_.bookmark.isChecked())

    UNDOS[undo](qtbot, window)

    assert marked == stored(glossary_db, user_dir)  # note and date as they were
    assert "Bookmark restored: Sharding" == window.statusBar().currentMessage()
    assert not window.status.undo_notice.isVisible()
    assert (False, "&Undo") == (window.actions_.undo.isEnabled(), window.actions_.undo.text())


def test_delete_in_the_panel_removes_and_the_window_shows_the_next_bookmark(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    cli(glossary_db, user_dir, "add", "paralelismo-de-datos")  # the newest: row 0
    window.bookmarks.poll()
    _open_panel_on(qtbot, window, "sharding")  # row 1, the one shown
    table = window.bookmarks_panel.dock.table

    qtbot.keyClick(table, Qt.Key.Key_Delete)

    assert {"paralelismo-de-datos", "dask"} == set(stored(glossary_db, user_dir))
    assert ("dask", "dask") == (
        table.currentIndex().data(Qt.ItemDataRole.UserRole), window.current_concept.slug)
    assert table.selectionModel().isRowSelected(table.currentIndex().row())
    assert window.actions_.bookmark.isChecked()  # Dask's star, on
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # again: the last row goes, the one above shows
    assert ("paralelismo-de-datos", "paralelismo-de-datos") == (
        table.currentIndex().data(Qt.ItemDataRole.UserRole), window.current_concept.slug)
    assert {"paralelismo-de-datos"} == set(stored(glossary_db, user_dir))
    window.actions_.undo.trigger()  # Dask first, then Sharding with its note
    assert "&Undo remove bookmark “Sharding”" == window.actions_.undo.text()
    window.actions_.undo.trigger()
    assert (NOTE, marked["sharding"][1]) == stored(glossary_db, user_dir)["sharding"]


def test_delete_while_a_note_is_edited_in_the_panel_deletes_a_character(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    _open_panel_on(qtbot, window, "sharding")
    table = window.bookmarks_panel.dock.table
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not table
    assert table.isAncestorOf(editor)
    qtbot.keyClick(editor, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    assert {"dask", "sharding"} == set(stored(glossary_db, user_dir))
    assert NOTE[1:] == editor.toPlainText()  # type: ignore[attr-defined]


@pytest.mark.parametrize("field", ["search", "note"])
def test_ctrl_alt_z_undoes_the_removal_from_a_text_box(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path, field: str,
) -> None:
    box = window.search_bar.box if field == "search" else window.note_editor.edit
    (ctrl_d_in_the_search_box if field == "search" else ctrl_d_in_the_note_box)(qtbot, window)
    assert box.hasFocus()

    qtbot.keyClick(box, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)

    assert marked == stored(glossary_db, user_dir)
    assert "Bookmark restored: Sharding" == window.statusBar().currentMessage()
    assert box.hasFocus()
    if field == "search":
        assert "shard" == window.search_bar.box.text()  # the text is the user's still
    else:
        assert NOTE == window.note_editor.text  # the note is back in its box


def test_ctrl_z_in_the_search_box_undoes_its_text_and_leaves_the_bookmarks_alone(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    box = window.search_bar.box
    ctrl_d_in_the_search_box(qtbot, window)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)

    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    assert "" == box.text()  # the typing undone, as in any text box
    assert {"dask"} == set(stored(glossary_db, user_dir))
    assert [] == [m for m in messages if "restored" in m]
    # Still to undo, and said so: the notice's button and Edit > Undo.
    assert window.status.undo_notice.isVisible()
    assert "&Undo remove bookmark “Sharding”" == window.actions_.undo.text()


def test_ctrl_z_with_the_focus_on_the_list_undoes_the_removal(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    the_star_in_the_list(qtbot, window)
    _focus_and_press(qtbot, window.term_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert marked == stored(glossary_db, user_dir)


def test_the_undo_button_is_reached_by_tab_from_the_note(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    ctrl_d_in_the_note_box(qtbot, window)
    button = window.status.undo_notice.button
    qtbot.keyClick(window.note_editor.edit, Qt.Key.Key_Tab)
    assert button.hasFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert marked == stored(glossary_db, user_dir)
    # The notice went with the focus on its button: the focus is back in the note.
    assert window.note_editor.edit.hasFocus()


def test_no_message_says_restored_while_the_file_is_locked(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path,
) -> None:
    said: list[tuple[str, bool]] = []  # each message, and whether Sharding was on disk then

    def heard(text: str) -> None:
        if text:
            said.append((text, "sharding" in stored(glossary_db, user_dir)))

    window.statusBar().messageChanged.connect(heard)
    the_star_in_the_list(qtbot, window)
    with lock_held(user_dir / "user.db") as holder:
        the_status_bars_undo_button(qtbot, window)
        assert {"dask"} == set(stored(glossary_db, user_dir))
        assert window.statusBar().currentMessage().startswith(
            "Not saved: the bookmarks file is busy")
        # Still the thing to undo: Edit > Undo offers it again.
        assert window.actions_.undo.isEnabled()
        assert "&Undo remove bookmark “Sharding”" == window.actions_.undo.text()
        assert not window.actions_.bookmark.isChecked()
        holder.release()
    edit_undo(qtbot, window)
    assert marked == listed(glossary_db, user_dir)  # as the tester checked
    assert [] == [text for text, on_disk in said if "restored" in text and not on_disk]
    assert ("Bookmark restored: Sharding", True) == said[-1]


def test_a_restore_the_file_does_not_hold_is_not_called_restored(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
    glossary_db: Path, user_dir: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The write returns without an error, yet the bookmark is not in the file when
    read back (another program removed it at once, or a store that lies)."""
    the_star_in_the_list(qtbot, window)

    def restore_nothing(mark: Bookmark) -> None:
        """Writes nothing, raises nothing."""

    monkeypatch.setattr(window.store, "restore", restore_nothing)
    window.actions_.undo.trigger()

    message = window.statusBar().currentMessage()
    assert "Not restored: “Sharding” is not in the bookmarks file after all." == message
    assert {"dask"} == set(stored(glossary_db, user_dir))
    assert "&Undo remove bookmark “Sharding”" == window.actions_.undo.text()
    QApplication.activeModalWidget().close()  # the first failure's box


def test_the_status_bar_never_says_restored_beside_removed(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
) -> None:
    bar, notice = window.statusBar(), window.status.undo_notice
    the_star_in_the_list(qtbot, window)
    edit_undo(qtbot, window)
    assert ("Bookmark restored: Sharding", False) == (bar.currentMessage(), notice.isVisible())
    bar.clearMessage()  # as when its time is up: the old notice does not come back
    assert not notice.isVisible()
    window.open_slug("dask")
    window.actions_.bookmark.trigger()  # another removal: its notice replaces the message
    assert ("", True, "Bookmark removed: Dask") == (
        bar.currentMessage(), notice.isVisible(), notice.text)
    assert "&Undo remove bookmark “Dask”" == window.actions_.undo.text()
    window.open_slug("sharding")
    window.actions_.bookmark.trigger()
    assert ("", "Bookmark removed: Sharding") == (bar.currentMessage(), notice.text)
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)  # the last one first
    assert ("Bookmark restored: Sharding", False) == (bar.currentMessage(), notice.isVisible())
    assert "&Undo remove bookmark “Dask”" == window.actions_.undo.text()


def test_a_menus_status_tip_covers_the_notice_only_while_the_menu_is_open(
    qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
) -> None:
    """Opening Edit to find Undo showed its status tip, and the notice with its button
    was gone for good when the menu closed."""
    notice = window.status.undo_notice
    the_star_in_the_list(qtbot, window)
    QApplication.sendEvent(window, QStatusTipEvent(window.actions_.undo.statusTip()))
    assert not notice.isVisible()
    QApplication.sendEvent(window, QStatusTipEvent(""))  # the menu closed
    assert (True, "Bookmark removed: Sharding") == (notice.isVisible(), notice.text)


def test_f1_says_which_key_undoes_what(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    from glossary_desktop.ui.look.help import ShortcutsDialog

    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    table = dialog.table
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert "Ctrl+Z, Ctrl+Alt+Z" == rows["Undo"]
    assert ("In a text box (the search, a note), Ctrl+Z undoes your typing; Ctrl+Alt+Z undoes "
            "the last star added or removed from anywhere (the look-up popup's too), as does "
            "Undo in the status bar after a removal.") == dialog.undo_note.text()
    dialog.close()


def test_a_redo_removes_it_again(
    window: MainWindow, marked: dict[str, tuple[str, float]], glossary_db: Path, user_dir: Path,
) -> None:
    """Qt's stack may redo an undone command (no menu offers it yet): the removal is
    written again, and undoing that brings the note back once more."""
    window.actions_.bookmark.trigger()
    window.actions_.undo.trigger()
    stack = window.bookmarks.undo_stack
    stack.redo()
    assert {"dask"} == set(stored(glossary_db, user_dir))
    window.actions_.undo.trigger()
    assert marked == stored(glossary_db, user_dir)


def test_the_removal_and_its_undo_speak_the_windows_language(
    translated: str, qtbot: QtBot, window: MainWindow, marked: dict[str, tuple[str, float]],
) -> None:
    from .test_translations import _english_in, widget_texts

    the_star_in_the_list(qtbot, window)
    notice = window.status.undo_notice
    said = [*widget_texts(window.statusBar()),
            ("Edit > Undo", window.actions_.undo.text())]
    quote = "“" if translated == "pt_BR" else "«"
    assert quote + "Sharding" in window.actions_.undo.text()
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
    said.append(("restored", window.statusBar().currentMessage()))

    assert [] == _english_in(iter(said), translated)
    assert "Sharding" in said[-1][1]
