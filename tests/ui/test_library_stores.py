"""Each glossary of the library keeps its bookmarks in its own ``user.db`` (issue 32):
a window that only reads them makes no file, the first star or note makes it there,
and the note box under the definitions writes to the shown concept's own glossary.
Every store is read back by another process."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from glossary_desktop.models.term_list import Column
from glossary_desktop.store.library import Library
from glossary_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import MakeWindow
from tests.ui.library_marks import cli, iate_row, listed, notes, unstarred_window


def _show_iate_concept(window: MainWindow) -> None:
    """Search "paralelismo de datos" and show the imported TBX glossary's concept."""
    window.search_now("paralelismo de datos")
    window.navigator.select_row(iate_row(window), user=True)
    assert window.navigator.foreign


def test_reading_the_library_makes_no_bookmarks_file_until_a_first_star(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    # A user who never starred anything in an imported glossary finds no user.db
    # made in its folder by a window that only listed its (no) bookmarks.
    window, folder = unstarred_window(make_window, tmp_path)
    library = Library(folder)
    iate, clientes = (library.get(name).folder / "user.db" for name in ("iate", "clientes"))
    window.search_now("paralelismo de datos")
    model = window.term_model
    assert 0 == window.bookmarks_panel.model.rowCount()
    assert (False, False) == (iate.exists(), clientes.exists())
    row = iate_row(window)
    window.term_list.star_clicked.emit(row)  # the first star there makes its file
    assert {("iate", "paralelismo-de-datos")} == listed(folder, glossary_db)
    assert "★" == model.index(row, Column.STAR).data()
    assert (True, False) == (iate.exists(), clientes.exists())


def test_another_process_making_an_imported_glossarys_first_bookmark_shows(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = unstarred_window(make_window, tmp_path)
    assert not (Library(folder).get("clientes").folder / "user.db").exists()
    done = cli(folder, glossary_db, "bookmarks", "add", "agujero-negro", "--glossary", "clientes")
    assert 0 == done.returncode, done.stderr
    model = window.bookmarks_panel.model
    qtbot.waitUntil(lambda: model.row_of(("clientes", "agujero-negro")) is not None)


def test_the_note_box_writes_to_the_shown_concepts_own_glossary(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = unstarred_window(make_window, tmp_path)
    _show_iate_concept(window)
    box = window.note_editor
    assert box.isVisibleTo(window)
    assert not box.edit.isReadOnly()
    qtbot.keyClicks(box.edit, "usar en informes")
    assert box.flush()
    # Bookmarked with its note in iate's store; the window's own glossary untouched.
    assert {("iate", "paralelismo-de-datos"): "usar en informes"} == notes(folder, glossary_db)
    assert "Saved" == box.state.text()
    # The built-in glossary's concept of the same term has no note of its own...
    model = window.term_model
    built_in = next(r for r in range(model.rowCount())
                    if model.index(r, 3).data() == "Built-in")
    window.navigator.select_row(built_in, user=True)
    assert "" == box.text
    # ...and iate's shows its own again.
    window.navigator.select_row(iate_row(window), user=True)
    assert "usar en informes" == box.text


def test_a_note_being_typed_goes_with_its_bookmark_and_comes_back_on_undo(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = unstarred_window(make_window, tmp_path)
    _show_iate_concept(window)
    edit = window.note_editor.edit
    qtbot.keyClicks(edit, "revisar")
    assert window.note_editor.flush()
    qtbot.keyClicks(edit, " con el cliente")  # not saved yet: Ctrl+D saves it first
    qtbot.keyClick(edit, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert {} == notes(folder, glossary_db)
    assert "Bookmark removed: Paralelismo de Datos (in iate)" == window.status.undo_notice.text
    window.actions_.undo.trigger()
    assert {("iate", "paralelismo-de-datos"): "revisar con el cliente"} == notes(
        folder, glossary_db)
    assert "revisar con el cliente" == window.note_editor.text
