"""Where the term list is scrolled when a filter leaves out the concept being read."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Scope
from glossary_desktop.ui.search.bar import BOOKMARKED
from glossary_desktop.ui.window.main_window import MainWindow
from tests.importer.tbx_files import table_glossary

from .conftest import MakeWindow

# 100 Spanish-only terms ("Solo ..."), listed before 200 in both languages ("Término ...").
TABLE = (
    "id,es,es_definition,pt,pt_definition\n"
    + "".join(f"s{i},Solo {i:03},Uno.,,\n" for i in range(100))
    + "".join(f"t{i},Término {i:03},Dos.,Termo {i:03},Dois.\n" for i in range(200))
)


def _top_row(window: MainWindow) -> int:
    view = window.term_list
    return view.indexAt(view.viewport().rect().topLeft()).row()


def _filter(qtbot: QtBot, window: MainWindow, scope: str, rows: int) -> None:
    bar = window.search_bar
    bar.scope.setCurrentIndex(bar.scope.findData(scope))
    qtbot.waitUntil(lambda: rows == window.term_model.rowCount())


def _window(make_window: MakeWindow, tmp_path: Path) -> MainWindow:
    window = make_window(db=table_glossary(tmp_path, TABLE))
    window.resize(800, 600)
    window.open_slug("termino-199")  # the last row of the full list
    assert _top_row(window) > 200
    return window


def test_a_filter_without_the_concept_read_lists_from_the_top(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path)

    _filter(qtbot, window, Scope.MISSING_PT.value, 100)

    assert 0 == _top_row(window)  # not the last screen of the Spanish-only terms
    assert "termino-199" == window.navigator.concept.slug  # still read
    assert not window.term_list.currentIndex().isValid()


def test_a_bookmark_removed_under_bookmarked_only_keeps_the_list_where_it_was(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = _window(make_window, tmp_path)
    for i in range(150, 200):
        window.open_slug(f"termino-{i}")
        window.actions_.bookmark.trigger()
    _filter(qtbot, window, BOOKMARKED, 50)
    window.term_list.scrollToBottom()
    top = _top_row(window)
    assert top > 0

    window.actions_.bookmark.trigger()  # un-star the last one, read now
    qtbot.waitUntil(lambda: 49 == window.term_model.rowCount())

    assert top - 1 <= _top_row(window) <= top
