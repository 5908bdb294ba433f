"""Bookmarking from the window: star, Ctrl+D, list column, panel, persistence."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM, ExistsRole
from glossary_desktop.models.term_list import STAR_OFF, STAR_ON, Column
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.main_window import MainWindow

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
    dock = window.bookmarks_dock
    assert dock.isVisible()
    assert QApplication.focusWidget() is dock.table
    model = dock.table.model()
    terms = [model.index(r, TERM).data() for r in range(model.rowCount())]
    assert ["Paralelismo de Datos", "Dask", "Sharding"] == terms
    dock.order.setCurrentIndex(dock.order.findData("alpha"))
    terms = [model.index(r, TERM).data() for r in range(model.rowCount())]
    assert ["Dask", "Paralelismo de Datos", "Sharding"] == terms


def test_bookmarks_panel_opens_edits_and_removes(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    window.toggle_bookmark()
    window.open_slug("sharding")
    dock = window.bookmarks_dock
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
    model = window.bookmarks_dock.table.model()
    index = model.index(0, TERM)
    assert index.data(ExistsRole) is False
    assert "Concepto Borrado (no longer in the glossary)" == index.data()
    window.bookmarks_dock._open_row(0)  # activating it opens nothing
    assert "agrupacion-de-recursos" == window.current_concept.slug


def test_read_only_store_says_so_and_never_shows_a_false_star(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    # Root ignores file permissions, so make the store read-only the way its
    # open() does when it cannot write: the same flag its writes check.
    monkeypatch.setattr(window.store, "writable", False)
    monkeypatch.setattr(window.store, "warning", "Bookmarks cannot be saved: /ro (read-only)")
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
    assert window.warning_label.isVisible()
    assert window.store.warning == window.warning_label.text()
    window.show_startup_warning()
    box = QApplication.activeModalWidget()
    assert box is not None
    box.close()
