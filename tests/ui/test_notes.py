"""Notes where you read (issue 15, point 7): the note under the definitions, and the
bookmarks panel that opens on one click, shows whole notes and marks what is read.

A note goes through the window's one bookmark writer (issue 12): the same store,
undo and "never shown as saved, dropped" as the star. Each story is checked on
disk, as another instance reads it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from glossary_desktop.ui.bookmarks.note_editor import SAVE_DELAY_MS
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import fill, make_newer_file, small_tmpfs

from .conftest import MakeWindow
from .test_bookmarks import FOLLOW_MS, _cli, _close_warning_box, _on_disk


def _editor(window: MainWindow) -> QPlainTextEdit:
    editor = window.findChild(QPlainTextEdit, "noteEdit")
    assert editor is not None
    return editor


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    editor = _editor(window)
    editor.setFocus()
    editor.moveCursor(editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(editor, text)


# -- the note under the definitions -----------------------------------------------------


def test_a_note_is_saved_as_you_type_and_bookmarks_the_concept(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    window.open_slug("dask")
    editor = _editor(window)
    assert (True, "") == (editor.isVisible(), editor.toPlainText())
    assert "bookmark this term" in editor.placeholderText()
    assert not window.actions_.bookmark.isChecked()
    _type(qtbot, window, "biblioteca de Python")
    qtbot.waitUntil(lambda: _on_disk(user_dir, "dask") is not None, timeout=3 * SAVE_DELAY_MS)
    assert "biblioteca de Python" == _on_disk(user_dir, "dask")
    assert window.actions_.bookmark.isChecked()
    assert "saved as you type" in editor.placeholderText()
    assert "Saved" == window.note_editor.state.text()


def test_a_note_typed_in_the_window_is_dated_as_another_process_reads_it(
    qtbot: QtBot, window: MainWindow, user_dir: Path, glossary_db: Path
) -> None:
    def dated() -> float | None:
        done = _cli(glossary_db, user_dir, "list", "--json")
        assert 0 == done.returncode, done.stderr
        (mark,) = json.loads(done.stdout)
        return mark["note_changed_at"]

    window.open_slug("dask")
    before = time.time()
    _type(qtbot, window, "leer")
    qtbot.waitUntil(lambda: _on_disk(user_dir, "dask") == "leer", timeout=3 * SAVE_DELAY_MS)
    first = dated()
    assert first is not None
    assert before <= first <= time.time()
    _type(qtbot, window, " otra vez")
    qtbot.waitUntil(lambda: _on_disk(user_dir, "dask") == "leer otra vez",
                    timeout=3 * SAVE_DELAY_MS)
    second = dated()
    assert second is not None
    assert first < second <= time.time()


def _on_screen_matches_a_fresh_paint(qtbot: QtBot, window: MainWindow) -> bool:
    """What the window last put on screen for the note box is what the box would
    paint now (the offscreen platform's screen is the window's backing store)."""
    viewport = _editor(window).viewport()
    qtbot.wait(50)  # let any update Qt scheduled be painted
    at = viewport.mapTo(window, viewport.rect().topLeft())
    shown = window.screen().grabWindow(
        window.winId(), at.x(), at.y(), viewport.width(), viewport.height()
    ).toImage()
    fresh = viewport.grab().toImage()
    return fresh == shown.convertToFormat(fresh.format())


def test_the_empty_note_box_says_whether_a_note_will_bookmark(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Qt repaints a placeholder when it appears or goes, not when its words
    change: starring a term, or moving to one starred or not, must show the new one."""
    window.open_slug("dask")
    assert _on_screen_matches_a_fresh_paint(qtbot, window)

    window.actions_.bookmark.trigger()  # starred: a note no longer bookmarks it
    assert "saved as you type" in _editor(window).placeholderText()
    assert _on_screen_matches_a_fresh_paint(qtbot, window)

    window.open_slug("sharding")  # not starred
    assert "bookmark this term" in _editor(window).placeholderText()
    assert _on_screen_matches_a_fresh_paint(qtbot, window)

    window.open_slug("dask")  # starred again
    assert _on_screen_matches_a_fresh_paint(qtbot, window)


def test_the_editor_shows_the_note_of_each_concept_read(
    window: MainWindow, user_dir: Path
) -> None:
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", "biblioteca de Python")
        other.add("sharding", "Sharding", "línea uno\nlínea dos")
    window.open_slug("dask")
    assert "biblioteca de Python" == _editor(window).toPlainText()
    window.open_slug("sharding")
    assert "línea uno\nlínea dos" == _editor(window).toPlainText()
    window.open_slug("paralelismo-de-datos")
    assert "" == _editor(window).toPlainText()


def test_a_concept_change_saves_what_was_typed_at_once(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    window.open_slug("dask")
    _type(qtbot, window, "leer")
    window.open_slug("sharding")  # before the pause in typing is over
    assert "leer" == _on_disk(user_dir, "dask")
    assert "" == _editor(window).toPlainText()
    assert None is _on_disk(user_dir, "sharding")  # nothing typed there: no bookmark


def test_closing_the_window_saves_what_was_typed(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    window = make_window()
    window.open_slug("dask")
    _type(qtbot, window, "antes de cerrar")
    window.close()
    assert "antes de cerrar" == _on_disk(user_dir, "dask")
    again = make_window()
    again.open_slug("dask")
    assert "antes de cerrar" == _editor(again).toPlainText()


def test_alt_n_puts_the_cursor_in_the_note(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    window.term_list.setFocus()
    qtbot.keyClick(window.term_list, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert _editor(window).hasFocus()


def test_the_editor_stops_at_the_maximum_length(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    editor = _editor(window)
    editor.setFocus()
    editor.insertPlainText("x" * (NOTE_MAX_CHARS - 1))
    editor.insertPlainText("yz" * 30)  # a paste over the limit is cut where it went in
    assert "x" * (NOTE_MAX_CHARS - 1) + "y" == editor.toPlainText()
    assert str(NOTE_MAX_CHARS) in window.note_editor.state.text()
    qtbot.keyClicks(editor, "more")
    assert NOTE_MAX_CHARS == len(editor.toPlainText())
    assert window.note_editor.flush()
    assert NOTE_MAX_CHARS == len(window.store.get("dask").note)


@contextmanager
def _dask_on_a_full_disk(
    make_window: MakeWindow, tmp_path: Path
) -> Iterator[tuple[MainWindow, Path, Path]]:
    """A window on a user folder in a small tmpfs, Dask bookmarked while there was
    room, then the disk filled: (window, folder, filler to delete to free it)."""
    with small_tmpfs(tmp_path / "mnt") as folder:
        window = make_window(folder=folder)
        window.open_slug("dask")
        window.actions_.bookmark.trigger()
        yield window, folder, fill(folder)


def test_a_full_disk_keeps_the_text_and_says_why(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    with _dask_on_a_full_disk(make_window, tmp_path) as (window, folder, filler):
        _type(qtbot, window, "una nota larga " * 20)
        assert not window.note_editor.flush()
        assert "Not saved: the disk is full." == window.statusBar().currentMessage()
        assert "Not saved: the disk is full." == _close_warning_box(qtbot)
        # Never "shown as saved, dropped": the text stays, marked unsaved.
        assert ("una nota larga " * 20, True) == (
            _editor(window).toPlainText(), window.note_editor.dirty)
        assert "Not saved" == window.note_editor.state.text()
        assert "" == _on_disk(folder, "dask")
        window.bookmarks.poll()  # a change elsewhere does not put the disk over it
        assert window.note_editor.dirty
        filler.unlink()
        assert window.note_editor.flush()
        assert "una nota larga " * 20 == _on_disk(folder, "dask")
        window.close()


def test_a_note_that_could_not_be_saved_follows_the_user_back_and_is_saved_on_close(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    with _dask_on_a_full_disk(make_window, tmp_path) as (window, folder, filler):
        _type(qtbot, window, "sin espacio")
        window.open_slug("sharding")  # the save on leaving fails: the text is kept aside
        assert "Not saved: the disk is full." == _close_warning_box(qtbot)
        assert ("", "") == (_editor(window).toPlainText(), _on_disk(folder, "dask"))
        window.open_slug("dask")  # back: the unsaved text, marked so
        assert ("sin espacio", True) == (_editor(window).toPlainText(), window.note_editor.dirty)
        assert "Not saved" == window.note_editor.state.text()
        window.open_slug("sharding")  # fails again, kept again
        filler.unlink()
        window.close()  # closing saves what was kept
        assert "sin espacio" == _on_disk(folder, "dask")


@pytest.mark.parametrize(("answer", "expected_open"), [
    (False, True),  # "Keep Open": the window and the unsaved text stay
    (True, False),  # "Close Anyway": the user was told what is lost
])
def test_closing_with_a_note_that_cannot_be_saved_asks_first(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, answer: bool, expected_open: bool
) -> None:
    asked: list[str] = []

    def ask(reason: str) -> bool:
        asked.append(reason)
        return answer

    with _dask_on_a_full_disk(make_window, tmp_path) as (window, folder, filler):
        window.ask_to_lose_note = ask
        _type(qtbot, window, "sin espacio")
        assert not window.note_editor.flush()
        assert "Not saved: the disk is full." == _close_warning_box(qtbot)
        window.close()
        assert ["Not saved: the disk is full."] == asked
        assert (expected_open, "") == (window.isVisible(), _on_disk(folder, "dask"))
        if expected_open:
            assert ("sin espacio", True) == (
                _editor(window).toPlainText(), window.note_editor.dirty)
            filler.unlink()  # room again: closing saves it without a question
            window.close()
            assert (["Not saved: the disk is full."], False) == (asked, window.isVisible())
            assert "sin espacio" == _on_disk(folder, "dask")


def test_removing_the_bookmark_while_typing_takes_the_note_along(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    _type(qtbot, window, "a medio escribir")
    window.actions_.bookmark.trigger()  # Ctrl+D before the pause in typing is over
    assert (None, "", False) == (
        _on_disk(user_dir, "dask"), _editor(window).toPlainText(), window.note_editor.dirty)
    assert window.note_editor.flush()  # nothing left to save: the star stays off
    assert (None, False) == (_on_disk(user_dir, "dask"), window.actions_.bookmark.isChecked())
    window.actions_.undo.trigger()
    assert "a medio escribir" == _on_disk(user_dir, "dask")


def test_a_note_changed_elsewhere_shows_unless_the_user_is_typing(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    editor = _editor(window)
    assert 0 == _cli(glossary_db, user_dir, "add", "dask", "--note", "desde la terminal"
                     ).returncode
    qtbot.waitUntil(lambda: editor.toPlainText() == "desde la terminal", timeout=FOLLOW_MS)
    _type(qtbot, window, " y aqui")
    with UserStore.open(user_dir) as other:  # another window saves while this one types
        other.set_note(other.get("dask"), "otra ventana")
    window.bookmarks.poll()
    assert "desde la terminal y aqui" == editor.toPlainText()
    assert window.note_editor.flush()  # the user's text is the last one written
    assert "desde la terminal y aqui" == _on_disk(user_dir, "dask")


def test_removing_the_bookmark_clears_the_note_and_undo_brings_it_back(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    window.open_slug("dask")
    _type(qtbot, window, "no perder")
    assert window.note_editor.flush()
    window.actions_.bookmark.trigger()  # Ctrl+D on a bookmark with a note
    assert (None, "") == (_on_disk(user_dir, "dask"), _editor(window).toPlainText())
    window.actions_.undo.trigger()
    assert ("no perder", "no perder") == (_on_disk(user_dir, "dask"),
                                          _editor(window).toPlainText())


def test_a_newer_user_db_shows_the_note_read_only(
    make_window: MakeWindow, user_dir: Path
) -> None:
    make_newer_file(user_dir)
    window = make_window()
    window.open_slug("dask")
    editor = _editor(window)
    assert editor.isReadOnly()
    assert "Read-only" == window.note_editor.state.text()
    # Not an invitation to write what cannot be saved.
    assert "Bookmarks are read-only: no note can be written here" == editor.placeholderText()


# -- the bookmarks panel ------------------------------------------------------------------


@pytest.fixture
def panel_window(window: MainWindow, user_dir: Path) -> MainWindow:
    """A window with two bookmarks (Sharding newest, with a long note) and the panel open."""
    with UserStore.open(user_dir) as other:
        other.add("dask", "Dask", "corta")
        other.add("sharding", "Sharding", "primera línea\n" + "palabra " * 60)
    window.bookmarks.poll()
    window.bookmarks_panel.set_shown(True)
    return window


def test_one_click_opens_a_bookmark(qtbot: QtBot, panel_window: MainWindow) -> None:
    window = panel_window
    table = window.bookmarks_panel.dock.table
    for row, slug in ((1, "dask"), (0, "sharding")):
        for column in (TERM, NOTE):
            window.open_slug("paralelismo-de-datos")
            rect = table.visualRect(table.model().index(row, column))
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert slug == window.current_concept.slug


def test_enter_opens_a_bookmark(qtbot: QtBot, panel_window: MainWindow) -> None:
    table = panel_window.bookmarks_panel.dock.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(1, TERM))
    panel_window.open_slug("paralelismo-de-datos")
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert "dask" == panel_window.current_concept.slug


def test_the_selected_row_shows_its_whole_note(qtbot: QtBot, panel_window: MainWindow) -> None:
    table = panel_window.bookmarks_panel.dock.table
    model = table.model()
    one_line = table.verticalHeader().defaultSectionSize()
    table.setCurrentIndex(model.index(1, TERM))  # Dask, a short note
    assert (one_line, one_line) == (table.rowHeight(0), table.rowHeight(1))
    table.setCurrentIndex(model.index(0, NOTE))  # Sharding, with its long note
    assert one_line < table.rowHeight(0) <= table.viewport().height()
    assert one_line == table.rowHeight(1)
    assert "primera línea\n" + "palabra " * 60 == model.index(0, NOTE).data(
        Qt.ItemDataRole.EditRole)
    table.setCurrentIndex(model.index(1, NOTE))  # the long one folds back to one line
    assert (one_line, one_line) == (table.rowHeight(0), table.rowHeight(1))


def test_the_concept_being_read_is_bold_in_the_panel(panel_window: MainWindow) -> None:
    model = panel_window.bookmarks_panel.model

    def bold() -> list[bool]:
        fonts = [model.index(r, TERM).data(Qt.ItemDataRole.FontRole) for r in range(2)]
        return [isinstance(f, QFont) and f.bold() for f in fonts]

    panel_window.open_slug("dask")
    assert [False, True] == bold()
    panel_window.open_slug("sharding")
    assert [True, False] == bold()
    panel_window.open_slug("paralelismo-de-datos")
    assert [False, False] == bold()
