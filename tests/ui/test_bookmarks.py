"""Bookmarking from the window: star, Ctrl+D, list column, panel, persistence.

And the stories of issue 12, each with the real thing: the CLI in a process of
its own on the same user folder, a full filesystem, a lock held by another
process, a user.db from a newer version. After each, the star is checked
exactly when the bookmark is on disk.
"""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox, QPlainTextEdit, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM, ExistsRole, SlugRole
from glossary_desktop.models.term_cells import STAR_OFF, STAR_ON
from glossary_desktop.models.term_list import Column
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, Problem, StoreNotice, UserStore
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import fill, lock_held, make_newer_file, small_tmpfs

from .conftest import MakeWindow


def _star(window: MainWindow, row: int) -> str:
    return str(window.term_model.index(row, Column.STAR).data())


def test_bookmark_action_toggles_the_shown_concept(window: MainWindow) -> None:
    action = window.actions_.bookmark
    window.open_slug("entrenamiento-sincronico")
    assert not action.isChecked()
    action.trigger()
    assert action.isChecked()
    assert window.store.is_bookmarked("entrenamiento-sincronico")
    assert STAR_ON == _star(window, 11)
    action.trigger()
    assert not action.isChecked()
    assert not window.store.is_bookmarked("entrenamiento-sincronico")
    assert STAR_OFF == _star(window, 11)


def test_action_follows_the_shown_concept(window: MainWindow) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.open_slug("sharding")
    assert not window.actions_.bookmark.isChecked()
    window.actions_.back.trigger()
    assert window.actions_.bookmark.isChecked()


def test_ctrl_d_in_the_list_and_in_the_search_box(qtbot: QtBot, window: MainWindow) -> None:
    window.term_list.selectRow(6)  # Dask
    window.term_list.setFocus()
    qtbot.keyClick(window.term_list, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.store.is_bookmarked("dask")
    box = window.search_bar.box
    box.setFocus()
    box.setText("dask")
    box.setCursorPosition(0)
    # Ctrl+D would delete a character in a line edit; here it is the bookmark.
    qtbot.keyClick(box, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert "dask" == box.text()
    assert not window.store.is_bookmarked("dask")


def test_clicking_the_star_column(qtbot: QtBot, window: MainWindow) -> None:
    view = window.term_list
    rect = view.visualRect(window.term_model.index(6, Column.STAR))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.store.is_bookmarked("dask")
    assert STAR_ON == _star(window, 6)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not window.store.is_bookmarked("dask")
    other = view.visualRect(window.term_model.index(7, Column.ES))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=other.center())
    assert not window.store.slugs()  # clicking a term only selects it


def test_bookmarks_survive_a_restart(make_window: MakeWindow, user_dir: Path) -> None:
    first = make_window()
    first.open_slug("entrenamiento-sincronico")
    first.actions_.bookmark.trigger()
    first.close()
    second = make_window(folder=user_dir)
    assert "entrenamiento-sincronico" == second.current_concept.slug  # the last concept
    assert second.actions_.bookmark.isChecked()
    assert STAR_ON == _star(second, 11)


def test_done_when_path_from_the_issue(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    """Search "sincronico", open it, follow a link, go back, star it, restart: still starred."""
    window = make_window()
    box = window.search_bar.box
    box.setFocus()
    qtbot.keyClicks(box, "sincronico")
    qtbot.keyClick(box, Qt.Key.Key_Down)
    es = window.term_model.index(0, Column.ES).data()
    pt = window.term_model.index(0, Column.PT).data()
    assert ("Entrenamiento Sincrónico", "Treinamento Síncrono") == (es, pt)
    qtbot.keyClick(window.term_list, Qt.Key.Key_Return)
    assert "entrenamiento-sincronico" == window.current_concept.slug
    links = window.glossary.links(window.current_concept, window.current_concept.es.lang)
    assert links, "the definition should mention another concept"
    window.open_slug(links[0].slug)
    qtbot.keyClick(window.term_list, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert "entrenamiento-sincronico" == window.current_concept.slug
    qtbot.keyClick(window.term_list, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    window.close()
    again = make_window(folder=user_dir)
    assert again.actions_.bookmark.isChecked()
    assert {"entrenamiento-sincronico"} == again.store.slugs()


def test_bookmarks_panel_lists_newest_first_or_alphabetically(
    qtbot: QtBot, window: MainWindow
) -> None:
    for slug in ("sharding", "dask", "paralelismo-de-datos"):
        window.open_slug(slug)
        window.toggle_bookmark()
    qtbot.keyClick(window.term_list, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dock = window.bookmarks_panel.dock
    assert dock.isVisible()
    assert QApplication.focusWidget() is dock.table
    model = dock.table.model()
    assert ["Paralelismo de Datos", "Dask", "Sharding"] == _first_terms(model)
    dock.order.setCurrentIndex(dock.order.findData("alpha"))
    assert ["Dask", "Paralelismo de Datos", "Sharding"] == _first_terms(model)


def _first_terms(model: QAbstractItemModel) -> list[str]:
    """Each bookmark's first line in the panel: its term in the first language."""
    return [str(model.index(r, TERM).data()).split("\n")[0] for r in range(model.rowCount())]


def test_the_bookmarks_panel_shows_both_terms_in_the_chosen_order(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A Brazilian reader with View > Portuguese first reads each bookmark's Portuguese
    term first and its Spanish one below it, the alphabetical order by Portuguese; the
    panel showed only the Spanish term, cut. A concept with one language shows it."""
    for slug in ("descenso-de-gradiente-distribuido", "paralelismo-de-datos",
                 "agrupacion-de-recursos"):
        window.open_slug(slug)
        window.toggle_bookmark()
    window.bookmarks_panel.set_shown(True)
    dock = window.bookmarks_panel.dock
    model = dock.table.model()
    dock.order.setCurrentIndex(dock.order.findData("alpha"))
    both = {
        "Descenso de Gradiente Distribuido\nDescida de Gradiente Distribuída",
        "Paralelismo de Datos\nParalelismo de Dados",
        "Agrupación de Recursos",  # no Portuguese entry
    }
    assert both == {model.index(r, TERM).data() for r in range(model.rowCount())}
    assert ["Agrupación de Recursos", "Descenso de Gradiente Distribuido",
            "Paralelismo de Datos"] == _first_terms(model)

    window.findChild(QAction, "langOrderAction").trigger()

    assert ["Descida de Gradiente Distribuída", "Paralelismo de Dados",
            "Agrupación de Recursos"] == _first_terms(model)
    assert "Descida de Gradiente Distribuída\nDescenso de Gradiente Distribuido" == (
        model.index(0, TERM).data()
    )
    # Each line is shown whole where the panel has room, else without its middle.
    table = dock.table
    assert Qt.TextElideMode.ElideMiddle == table.textElideMode()
    assert table.rowHeight(1) >= 2 * table.fontMetrics().lineSpacing()


def test_bookmarks_panel_opens_edits_and_removes(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    window.toggle_bookmark()
    window.open_slug("sharding")
    dock = window.bookmarks_panel.dock
    dock.show()
    table = dock.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, TERM))
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert "dask" == window.current_concept.slug
    assert table.model().setData(table.model().index(0, NOTE), "biblioteca de Python")
    assert "biblioteca de Python" == window.store.get("dask").note
    dock.remove_button.click()
    assert not window.store.slugs()
    assert 0 == table.model().rowCount()
    assert not window.actions_.bookmark.isChecked()


def test_a_bookmark_whose_concept_is_gone_is_shown_as_such(
    make_window: MakeWindow, user_dir: Path
) -> None:
    with UserStore.open(user_dir) as store:
        store.add("concepto-borrado", "Concepto Borrado")
    window = make_window()
    model = window.bookmarks_panel.dock.table.model()
    index = model.index(0, TERM)
    assert index.data(ExistsRole) is False
    assert "Concepto Borrado (no longer in the glossary)" == index.data()
    window.bookmarks_panel.dock._open_row(0)  # activating it opens nothing
    assert "agrupacion-de-recursos" == window.current_concept.slug


def test_read_only_store_says_so_and_never_shows_a_false_star(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    # Root ignores file permissions, so make the store read-only the way its
    # open() does when it cannot write: the same flag its writes check.
    monkeypatch.setattr(window.store, "writable", False)
    monkeypatch.setattr(window.store, "notice", StoreNotice(Problem.READ_ONLY, Path("/ro")))
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    assert not window.actions_.bookmark.isChecked()
    assert STAR_OFF == _star(window, 6)
    assert "Not saved" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    assert "read-only" in box.text()
    box.close()


def test_startup_warning_in_the_status_bar(make_window: MakeWindow, user_dir: Path) -> None:
    (user_dir / "user.db").write_bytes(b"this is not a database" * 100)
    window = make_window()
    assert window.store.warning
    assert window.status.warning_label.isVisible()
    assert window.bookmarks.warning() == window.status.warning_label.text()
    assert str(window.store.recovered_from) in window.status.warning_label.text()
    window.show_startup_warning()
    box = QApplication.activeModalWidget()
    assert box is not None
    box.close()


# -- issue 12: a star means saved ----------------------------------------------------

#: How long the window may take to follow a change made elsewhere ("about a second").
FOLLOW_MS = 1500


def _on_disk(folder: Path, slug: str) -> str | None:
    """The note of ``slug``'s bookmark as another instance reads it, or ``None``."""
    conn = sqlite3.connect(f"file:{folder / 'user.db'}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT note FROM bookmarks WHERE slug = ?", (slug,)).fetchone()
    finally:
        conn.close()
    return None if row is None else str(row[0])


def _cli(glossary_db: Path, folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
         "--user-dir", str(folder), "bookmarks", *argv],
        capture_output=True, text=True, timeout=60, check=False,
    )


def _star_is_disk(window: MainWindow, folder: Path, slug: str) -> bool:
    on_disk = _on_disk(folder, slug) is not None
    return window.actions_.bookmark.isChecked() == on_disk


def _close_warning_box(qtbot: QtBot) -> str:
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    text = box.text()
    box.close()
    return text


def test_the_window_follows_the_cli_and_does_what_the_user_asks(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    action = window.actions_.bookmark
    window.open_slug("dask")
    assert not action.isChecked()
    assert 0 == _cli(glossary_db, user_dir, "add", "dask", "--note", "N").returncode
    qtbot.waitUntil(action.isChecked, timeout=FOLLOW_MS)
    assert STAR_ON == _star(window, 6)
    # The user sees the star lit and asks to remove it: removed (not re-added).
    action.trigger()
    assert (False, None) == (action.isChecked(), _on_disk(user_dir, "dask"))
    # ...changes their mind: Ctrl+Z brings it back with its note.
    qtbot.keyClick(window.term_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (True, "N") == (action.isChecked(), _on_disk(user_dir, "dask"))
    assert 0 == _cli(glossary_db, user_dir, "remove", "dask").returncode
    qtbot.waitUntil(lambda: not action.isChecked(), timeout=FOLLOW_MS)
    assert STAR_OFF == _star(window, 6)
    # The star showed "off": clicking it adds, whatever happened in between.
    action.trigger()
    assert (True, "") == (action.isChecked(), _on_disk(user_dir, "dask"))


def test_the_bookmarks_panel_follows_the_cli(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.bookmarks_panel.set_shown(True)
    model = window.bookmarks_panel.model
    assert 0 == _cli(glossary_db, user_dir, "add", "sharding", "--note", "repasar").returncode
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=FOLLOW_MS)
    assert ("Sharding\nSharding", "repasar") == (
        model.index(0, TERM).data(), model.index(0, NOTE).data()
    )


def test_the_note_box_and_panel_follow_the_cli_note_command(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, user_dir: Path
) -> None:
    window.bookmarks_panel.set_shown(True)
    model, editor = window.bookmarks_panel.model, window.note_editor
    window.open_slug("dask")
    # A note on a concept not bookmarked bookmarks it, in the window as in the CLI.
    assert 0 == _cli(glossary_db, user_dir, "note", "dask", "leer").returncode
    qtbot.waitUntil(lambda: editor.text == "leer", timeout=FOLLOW_MS)
    assert (True, "leer") == (window.actions_.bookmark.isChecked(), model.index(0, NOTE).data())
    assert 0 == _cli(glossary_db, user_dir, "note", "Dask", "otra").returncode
    qtbot.waitUntil(lambda: editor.text == "otra", timeout=FOLLOW_MS)
    assert 0 == _cli(glossary_db, user_dir, "note", "dask", "--clear").returncode
    qtbot.waitUntil(lambda: editor.text == "", timeout=FOLLOW_MS)
    # Cleared, not removed: still starred and listed.
    assert (True, 1, "") == (window.actions_.bookmark.isChecked(), model.rowCount(),
                             model.index(0, NOTE).data())


def test_removing_a_bookmark_with_a_note_can_be_undone(qtbot: QtBot, window: MainWindow) -> None:
    undo = window.actions_.undo
    assert ("undoAction", False) == (undo.objectName(), undo.isEnabled())
    edit_menu = window.menuBar().actions()[1].menu()
    assert undo in edit_menu.actions()
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    mark = window.store.get("dask")
    assert mark is not None
    window.bookmarks.set_note(mark, "leer después")
    window.actions_.bookmark.trigger()  # Ctrl+D on a bookmark with a note
    notice = window.status.undo_notice
    assert (True, True) == (notice.isVisible(), undo.isEnabled())
    assert ("Bookmark removed: Dask", "&Undo") == (notice.text, notice.button.text())
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)  # the status bar's button
    restored = window.store.get("dask")
    assert restored is not None
    assert ("leer después", mark.created_at) == (restored.note, restored.created_at)
    # What is left to undo is the star that added it.
    assert (True, False, "&Undo add bookmark “Dask”") == (
        window.actions_.bookmark.isChecked(), notice.isVisible(), undo.text())


def test_a_full_disk_leaves_the_star_as_it_was_and_says_why(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    with small_tmpfs(tmp_path / "mnt") as folder:
        window = make_window(folder=folder)
        window.open_slug("sharding")
        window.actions_.bookmark.trigger()  # saved while there is room
        window.open_slug("dask")
        filler = fill(folder)
        window.actions_.bookmark.trigger()
        message = window.statusBar().currentMessage()
        assert "Not saved: the disk is full." == message
        assert "Not saved: the disk is full." == _close_warning_box(qtbot)
        assert (False, STAR_OFF) == (window.actions_.bookmark.isChecked(), _star(window, 6))
        assert None is _on_disk(folder, "dask")
        window.open_slug("sharding")  # an unstar fails the same way: still lit
        window.actions_.bookmark.trigger()
        assert (True, "") == (window.actions_.bookmark.isChecked(), _on_disk(folder, "sharding"))
        filler.unlink()
        window.actions_.bookmark.trigger()
        assert _star_is_disk(window, folder, "sharding")
        window.close()


def test_a_held_lock_is_retried_where_the_user_sees_it(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    action = window.actions_.bookmark
    window.open_slug("dask")
    with lock_held(user_dir / "user.db") as holder:
        action.trigger()
        assert "trying again" in window.statusBar().currentMessage()
        assert window.bookmarks.retrying
        assert (False, None) == (action.isChecked(), _on_disk(user_dir, "dask"))
        holder.release()
        qtbot.waitUntil(action.isChecked, timeout=5000)
    assert "" == _on_disk(user_dir, "dask")
    assert not window.bookmarks.retrying


def test_a_note_saved_after_another_instance_removed_the_bookmark_recreates_it(
    window: MainWindow, user_dir: Path
) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.bookmarks_panel.set_shown(True)
    model = window.bookmarks_panel.model
    with UserStore.open(user_dir) as other:
        other.remove("dask")
    assert model.setData(model.index(0, NOTE), "biblioteca de Python")  # before the poll
    assert "biblioteca de Python" == _on_disk(user_dir, "dask")
    assert window.actions_.bookmark.isChecked()


def test_the_note_editor_stops_at_the_maximum_length(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.bookmarks_panel.set_shown(True)
    table = window.bookmarks_panel.dock.table
    table.edit(table.model().index(0, NOTE))
    editor = window.bookmarks_panel.dock.findChild(QPlainTextEdit, "noteEditor")
    assert editor is not None
    editor.insertPlainText("x" * (NOTE_MAX_CHARS + 50))  # a paste
    assert NOTE_MAX_CHARS == len(editor.toPlainText())


def test_a_newer_user_db_is_read_never_written_never_moved(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path, glossary_db: Path
) -> None:
    path = make_newer_file(user_dir)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    window = make_window()
    assert "made by a newer version" in window.status.warning_label.text()
    window.open_slug("dask")
    assert window.actions_.bookmark.isChecked()
    window.open_slug("sharding")
    window.actions_.bookmark.trigger()
    assert not window.actions_.bookmark.isChecked()
    assert "Not saved" in window.statusBar().currentMessage()
    assert "made by a newer version" in _close_warning_box(qtbot)
    window.close()
    assert 1 == _cli(glossary_db, user_dir, "add", "sharding").returncode
    assert before == hashlib.sha256(path.read_bytes()).hexdigest()
    assert ["user.db"] == sorted(p.name for p in user_dir.iterdir() if p.name.startswith("user"))


def test_a_narrow_bookmarks_panel_cuts_each_term_in_its_middle(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At 800x600 a bookmark's terms do not fit the panel: each line keeps its start
    and its last word ("Entrenamie…Asincrónico"), as the term list does, not an end
    cut that leaves "Entrenamiento As…" and "Entrenamiento Si…" alike."""
    window.resize(800, 600)
    for slug in ("entrenamiento-asincronico", "entrenamiento-sincronico", "dask"):
        window.open_slug(slug)
        window.toggle_bookmark()
    window.bookmarks_panel.set_shown(True)
    table = window.bookmarks_panel.dock.table
    model = table.model()
    QApplication.processEvents()
    dask = model.row_of("dask")
    table.setCurrentIndex(model.index(dask, TERM))  # the current row is shown whole
    QApplication.processEvents()

    shown = {}
    for row in set(range(model.rowCount())) - {dask}:
        index = model.index(row, TERM)
        option = QStyleOptionViewItem()
        table.initViewItemOption(option)
        option.rect = table.visualRect(index)
        table.itemDelegate().initStyleOption(option, index)  # what the style draws
        shown[index.data(SlugRole)] = option.text.split("\u2028")

    asincronico = shown["entrenamiento-asincronico"]
    assert asincronico[0] != "Entrenamiento Asincrónico"  # too narrow for it whole
    assert asincronico[0].endswith("…Asincrónico")
    assert shown["entrenamiento-sincronico"][0].endswith("…Sincrónico")
    assert asincronico[1].endswith("Assíncrono")
