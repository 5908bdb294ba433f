"""One bookmarks panel across the library (issue 32): the built-in glossary's and two
imported ones' bookmarks in one list, each naming its glossary, the Glossary filter,
and every write (Delete, undo, a star in the term list) in that bookmark's own
glossary's store, read back by another process."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose
from glossary_desktop.domain import BookmarkStatus
from glossary_desktop.models.bookmarks import (
    GLOSSARY,
    NOTE,
    TERM,
    GlossaryRole,
    SlugRole,
    StatusRole,
)
from glossary_desktop.models.term_list import Column
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.search.bar import BOOKMARKED
from glossary_desktop.ui.window.main_window import MainWindow
from tests.library.three import CSV, import_both
from tests.ui.conftest import MakeWindow
from tests.ui.library_marks import cli, iate_row, listed, unstarred_window


def _library(tmp_path: Path) -> Path:
    """A library of three whose each glossary has one bookmark of its own."""
    folder = tmp_path / "library-user"
    import_both(folder, tmp_path / "sources")
    library = Library(folder)
    for where, slug, term in ((folder, "sharding", "Sharding"),
                              (library.get("iate").folder, "sharding", "Sharding"),
                              (library.get("clientes").folder, "dask", "Dask")):
        with UserStore.open(where) as store:
            store.add(slug, term)
    return folder


def _rows(window: MainWindow) -> list[tuple[str, str]]:
    """The panel's rows: (glossary label, slug)."""
    model = window.bookmarks_panel.model
    return [(model.index(r, GLOSSARY).data(), model.index(r, TERM).data(SlugRole))
            for r in range(model.rowCount())]


def _panel_window(make_window: MakeWindow, tmp_path: Path) -> tuple[MainWindow, Path]:
    folder = _library(tmp_path)
    window = make_window(folder=folder)
    window.bookmarks_panel.set_shown(True)
    return window, folder


def _select(qtbot: QtBot, window: MainWindow, glossary: str, slug: str) -> None:
    """Click the panel's row of ``glossary``'s bookmark ``slug``."""
    dock = window.bookmarks_panel.dock
    row = dock.model.row_of((glossary, slug))
    assert row is not None
    rect = dock.table.visualRect(dock.model.index(row, TERM))
    qtbot.mouseClick(dock.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_panel_lists_every_glossarys_bookmarks_with_its_label(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window, _folder = _panel_window(make_window, tmp_path)
    assert {("Built-in", "sharding"), ("clientes", "dask"), ("iate", "sharding")} == set(
        _rows(window))
    model = window.bookmarks_panel.model
    assert "Glossary" == model.headerData(GLOSSARY, Qt.Orientation.Horizontal)
    row = model.row_of(("", "sharding"))
    assert row is not None
    assert "Built-in glossary" == model.index(row, GLOSSARY).data(Qt.ItemDataRole.ToolTipRole)
    # Each row's concept is looked up in its own glossary: all three are there.
    assert {BookmarkStatus.OK} == {
        model.index(r, TERM).data(StatusRole) for r in range(model.rowCount())}


def test_the_glossary_filter_narrows_the_panel_to_one(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window, _folder = _panel_window(make_window, tmp_path)
    combo = window.bookmarks_panel.dock.glossary
    assert combo.isVisibleTo(window)
    assert ["All glossaries", "Built-in", "clientes", "iate"] == [
        combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(combo.findData("iate"))
    assert [("iate", "sharding")] == _rows(window)
    combo.setCurrentIndex(0)
    assert 3 == len(_rows(window))


def test_selecting_an_imported_bookmark_shows_that_glossarys_concept(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window, _folder = _panel_window(make_window, tmp_path)
    _select(qtbot, window, "iate", "sharding")
    shown = window.current_concept
    assert shown is not None
    assert shown.pt is not None
    assert "Fragmentação" == shown.pt.term  # iate's Sharding, not the built-in one
    assert window.navigator.foreign
    # The star shows that glossary's bookmark.
    assert window.actions_.bookmark.isChecked()
    _select(qtbot, window, "", "sharding")
    shown = window.current_concept
    assert shown is not None
    assert shown.pt is not None
    assert "Sharding" == shown.pt.term


def test_delete_removes_from_that_glossarys_store_and_undo_restores_it(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = _panel_window(make_window, tmp_path)
    _select(qtbot, window, "iate", "sharding")
    qtbot.keyClick(window.bookmarks_panel.dock.table, Qt.Key.Key_Delete)
    assert None is window.bookmarks_panel.model.row_of(("iate", "sharding"))
    # Another process reads it gone from iate's bookmarks, and the built-in
    # glossary's bookmark of the same slug untouched.
    assert {("built-in", "sharding"), ("clientes", "dask")} == listed(folder, glossary_db)
    # The built-in glossary has a "Sharding" too: every message names which one went.
    assert "Bookmark removed: Sharding (in iate)" == window.status.undo_notice.text
    assert "&Undo remove bookmark “Sharding (in iate)”" == window.actions_.undo.text()
    window.actions_.undo.trigger()  # Edit > Undo
    assert window.bookmarks_panel.model.row_of(("iate", "sharding")) is not None
    assert "Bookmark restored: Sharding (in iate)" == window.statusBar().currentMessage()
    assert {("built-in", "sharding"), ("clientes", "dask"), ("iate", "sharding")} == listed(
        folder, glossary_db)


def test_ctrl_z_undoes_the_remove_button(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = _panel_window(make_window, tmp_path)
    _select(qtbot, window, "clientes", "dask")
    window.bookmarks_panel.dock.remove_button.click()
    assert {("built-in", "sharding"), ("iate", "sharding")} == listed(folder, glossary_db)
    qtbot.keyClick(window.term_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ("clientes", "dask") in listed(folder, glossary_db)


def test_starring_an_imported_row_writes_to_that_glossarys_store(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = unstarred_window(make_window, tmp_path)
    window.search_now("modelo fundacional")
    model = window.term_model
    row = iate_row(window)
    assert "☆" == model.index(row, Column.STAR).data()
    window.term_list.star_clicked.emit(row)  # a click on its star
    assert {("iate", "modelo-fundacional")} == listed(folder, glossary_db)
    assert "★" == model.index(row, Column.STAR).data()
    assert [("iate", "modelo-fundacional")] == _rows(window)
    assert frozenset() == window.bookmarks.starred()  # the window's glossary: untouched
    window.actions_.undo.trigger()
    assert set() == listed(folder, glossary_db)
    # Ctrl+D on the concept shown does the same.
    window.navigator.select_row(row, user=True)
    assert window.navigator.foreign
    qtbot.keyClick(window.term_list, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert {("iate", "modelo-fundacional")} == listed(folder, glossary_db)


def test_another_process_changing_an_imported_glossarys_bookmarks_shows(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = _panel_window(make_window, tmp_path)
    done = cli(folder, glossary_db, "bookmarks", "add", "agujero-negro", "--glossary", "clientes")
    assert 0 == done.returncode, done.stderr
    model = window.bookmarks_panel.model
    qtbot.waitUntil(lambda: model.row_of(("clientes", "agujero-negro")) is not None)
    row = model.row_of(("clientes", "agujero-negro"))
    assert row is not None
    assert "clientes" == model.index(row, TERM).data(GlossaryRole)


def test_a_bookmark_in_an_imported_glossary_survives_its_reimport(
    make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    folder = _library(tmp_path)
    source = tmp_path / "sources" / "clientes.csv"
    header, *rows = CSV.splitlines(keepends=True)
    # A row before Dask: new ids for the same concepts.
    source.write_text(header + "Apache Arrow,Formato columnar en memoria.,Apache Arrow,"
                      "Formato colunar em memória.\n" + "".join(rows), encoding="utf-8")
    db = Library(folder).get("clientes").db
    done = cli(folder, glossary_db, "build-db", str(source), "--out", str(db))
    assert 0 == done.returncode, done.stderr
    window = make_window(folder=folder)
    window.bookmarks_panel.set_shown(True)
    model = window.bookmarks_panel.model
    row = model.row_of(("clientes", "dask"))
    assert row is not None
    assert ("clientes", BookmarkStatus.OK) == (
        model.index(row, GLOSSARY).data(), model.index(row, TERM).data(StatusRole))


def _listed_rows(window: MainWindow) -> set[tuple[str, str]]:
    """The term list's rows: (glossary label, Spanish term)."""
    model = window.term_model
    return {(model.index(r, 3).data(), model.index(r, Column.ES).data())
            for r in range(model.rowCount())}


def test_bookmarked_only_lists_each_glossarys_own_bookmarks(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window, _folder = _panel_window(make_window, tmp_path)
    bar = window.search_bar
    bar.scope.setCurrentIndex(bar.scope.findData(BOOKMARKED))
    window.search_now("sharding")
    assert {("Built-in", "Sharding"), ("iate", "Sharding")} == _listed_rows(window)
    window.search_now("")
    bar.glossary.setCurrentIndex(bar.glossary.findData("clientes"))  # one glossary, whole
    assert {("clientes", "Dask")} == _listed_rows(window)
    bar.glossary.setCurrentIndex(0)
    window.search_now("sharding")
    # Removing iate's Sharding in the panel takes it off the list.
    window.bookmarks.remove("sharding", "iate")
    assert {("Built-in", "Sharding")} == _listed_rows(window)


def test_a_note_edited_in_the_panel_goes_to_that_glossarys_store(
    make_window: MakeWindow, tmp_path: Path, glossary_db: Path
) -> None:
    window, folder = _panel_window(make_window, tmp_path)
    model = window.bookmarks_panel.model
    row = model.row_of(("iate", "sharding"))
    assert row is not None
    assert model.setData(model.index(row, NOTE), "fragmentar")  # what F2's editor commits
    done = cli(folder, glossary_db, "bookmarks", "list", "--json")
    notes = {(b["glossary"]["id"], b["slug"]): b["note"] for b in json.loads(done.stdout)}
    assert {("built-in", "sharding"): "", ("clientes", "dask"): "",
            ("iate", "sharding"): "fragmentar"} == notes


def test_a_window_reading_an_imported_glossary_stars_a_built_in_row_in_the_built_in_store(
    qapp: QApplication, tmp_path: Path, glossary_db: Path
) -> None:
    folder = tmp_path / "library-user"
    import_both(folder, tmp_path / "sources")
    window = build_window(glossary_db, folder, glossary="iate")
    try:
        window.search_now("sharding")
        model = window.term_model
        row = next(r for r in range(model.rowCount()) if model.index(r, 3).data() == "Built-in")
        window.term_list.star_clicked.emit(row)
        assert {("built-in", "sharding")} == listed(folder, glossary_db)
        assert frozenset() == window.bookmarks.starred()  # iate's, the window's own
        window.bookmarks_panel.set_shown(True)
        assert [("Built-in", "sharding")] == _rows(window)
    finally:
        dispose(window)
