"""Issue 31: a star added (in the window, or in the look-up popup) is undone by Ctrl+Z
and Edit > Undo in the window like a removal, and the status bar says "taken back"
only once the bookmarks file, read by another process, no longer holds it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.bookmarks.note_editor import SAVE_DELAY_MS
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import lock_held

from .test_undo import _focus_and_press, stored


def test_a_star_added_in_the_popup_is_undone_by_ctrl_z_in_the_window(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    lookup = window.lookup.popup
    assert lookup.look_up("paralelismo")
    qtbot.mouseClick(lookup.popup.star, Qt.MouseButton.LeftButton)
    assert {"paralelismo-de-datos"} == set(stored(glossary_db, user_dir))
    assert lookup.popup.star.isChecked()
    assert "&Undo add bookmark “Paralelismo de Datos”" == window.actions_.undo.text()
    _focus_and_press(qtbot, window.term_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert {} == stored(glossary_db, user_dir)
    assert "Bookmark taken back: Paralelismo de Datos" == window.statusBar().currentMessage()
    assert not lookup.popup.star.isChecked()
    assert not window.actions_.undo.isEnabled()  # nothing else was starred


def test_a_star_already_on_disk_is_not_an_addition_to_undo(
    window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.bookmarks.set_bookmarked(window.current_concept, True)  # starred again: no change
    assert 1 == window.bookmarks.undo_stack.count()
    window.actions_.undo.trigger()
    assert {} == stored(glossary_db, user_dir)


def test_no_message_says_taken_back_while_the_file_is_locked(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.open_slug("sharding")
    window.actions_.bookmark.trigger()
    with lock_held(user_dir / "user.db") as holder:
        window.actions_.undo.trigger()
        assert {"sharding"} == set(stored(glossary_db, user_dir))
        message = window.statusBar().currentMessage()
        assert message.startswith("Not saved: the bookmarks file is busy"), message
        assert "&Undo add bookmark “Sharding”" == window.actions_.undo.text()  # still to undo
        assert window.actions_.bookmark.isChecked()
        holder.release()
    window.actions_.undo.trigger()
    assert {} == stored(glossary_db, user_dir)
    assert "Bookmark taken back: Sharding" == window.statusBar().currentMessage()
    assert not window.actions_.bookmark.isChecked()


def test_a_note_being_typed_goes_with_the_undone_star_and_does_not_bring_it_back(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.open_slug("sharding")
    window.actions_.bookmark.trigger()
    window.note_editor.edit.setFocus()
    qtbot.keyClicks(window.note_editor.edit, "repasar")  # saved a moment later, as typed
    window.actions_.undo.trigger()
    qtbot.wait(SAVE_DELAY_MS * 2)  # past the save delay: nothing may bring it back
    assert {} == stored(glossary_db, user_dir)


def test_a_removal_the_file_does_not_show_is_not_called_taken_back(
    window: MainWindow, glossary_db: Path, user_dir: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The write returns without an error, yet the bookmark is still in the file when
    read back (another program starred it again at once, or a store that lies)."""
    window.open_slug("sharding")
    window.actions_.bookmark.trigger()
    monkeypatch.setattr(window.store, "set_bookmarked", lambda mark, on: None)
    window.actions_.undo.trigger()
    message = window.statusBar().currentMessage()
    assert "Not taken back: “Sharding” is still in the bookmarks file." == message
    assert {"sharding"} == set(stored(glossary_db, user_dir))
    assert "&Undo add bookmark “Sharding”" == window.actions_.undo.text()
    QApplication.activeModalWidget().close()  # the first failure's box
