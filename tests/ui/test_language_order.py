"""View > Portuguese first: the list's columns, the panes and Tab follow; it is remembered."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.models.term_list import Column
from glossary_desktop.text import sort_key, term_key
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow


def _order(window: MainWindow) -> tuple[list[Column], list[Lang]]:
    header = window.term_list.horizontalHeader()
    columns = sorted((Column.ES, Column.PT), key=header.visualIndex)
    panes = [
        lang for pane in window.concept_view.panes_in_order()
        for lang, p in window.concept_view.panes.items() if p is pane
    ]
    return columns, panes


def test_spanish_comes_first_by_default(window: MainWindow) -> None:
    assert ([Column.ES, Column.PT], [Lang.ES, Lang.PT]) == _order(window)


def test_portuguese_first_reorders_list_and_panes(window: MainWindow) -> None:
    action = window.findChild(QAction, "langOrderAction")
    assert action.isCheckable()

    action.trigger()

    assert ([Column.PT, Column.ES], [Lang.PT, Lang.ES]) == _order(window)
    panes = set(window.concept_view.panes.values())
    first_pane_after_list = next(w for w in _focus_chain(window) if w in panes)
    assert window.concept_view.panes[Lang.PT] is first_pane_after_list  # Tab goes there first

    action.trigger()
    assert ([Column.ES, Column.PT], [Lang.ES, Lang.PT]) == _order(window)


def _focus_chain(window: MainWindow) -> list[object]:
    chain, widget = [], window.term_list.nextInFocusChain()
    while widget is not window.term_list and len(chain) < 50:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def test_the_choice_is_remembered(make_window: MakeWindow) -> None:
    first = make_window()
    first.findChild(QAction, "langOrderAction").trigger()
    first.close()

    again = make_window()

    assert again.findChild(QAction, "langOrderAction").isChecked()
    assert ([Column.PT, Column.ES], [Lang.PT, Lang.ES]) == _order(again)


def _click_header(qtbot: QtBot, window: MainWindow, column: Column) -> None:
    header = window.term_list.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def _listed(window: MainWindow, column: Column) -> list[str]:
    model = window.term_model
    return [str(model.index(r, column).data()) for r in range(model.rowCount())]


def test_clicking_the_portuguese_header_lists_by_portuguese(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.search_now("")
    _click_header(qtbot, window, Column.PT)

    portuguese = _listed(window, Column.PT)
    with_term = [t for t in portuguese if t != "—"]
    assert 13 == len(with_term)
    assert sorted(with_term, key=term_key) == with_term  # accents and case ignored
    assert portuguese[: len(with_term)] == with_term  # the others after them
    header = window.term_list.horizontalHeader()
    assert (Column.PT, True) == (header.sortIndicatorSection(), header.isSortIndicatorShown())

    _click_header(qtbot, window, Column.ES)
    spanish = [t for t in _listed(window, Column.ES) if t != "—"]
    assert sorted(spanish, key=sort_key) == spanish


def test_search_results_stay_ranked_and_the_status_bar_says_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.search_now("paralelismo")
    ranked = _listed(window, Column.ES)

    _click_header(qtbot, window, Column.PT)

    assert ranked == _listed(window, Column.ES)
    assert "relevance" in window.statusBar().currentMessage()
    assert not window.term_list.horizontalHeader().isSortIndicatorShown()


def test_no_results_are_said_in_the_first_pane_whichever_it_is(window: MainWindow) -> None:
    """A search that finds nothing says so in the pane the reader sees first, also
    when the order changes while it is said."""
    action = window.findChild(QAction, "langOrderAction")
    action.trigger()
    window.search_now("qqqxz")
    first, second = window.concept_view.panes_in_order()
    assert "No results for “qqqxz”." == first.toPlainText()
    assert "" == second.toPlainText()

    action.trigger()
    first, second = window.concept_view.panes_in_order()
    assert "No results for “qqqxz”." == first.toPlainText()
    assert "" == second.toPlainText()


def test_portuguese_first_lists_the_terms_in_portuguese_order(window: MainWindow) -> None:
    """A Brazilian reader chooses View > Portuguese first: the list's first column is
    Portuguese and in Portuguese alphabetical order, the concepts with no Portuguese
    term after them in Spanish order. (It kept the Spanish order: most of the first
    column read "—".)"""
    window.search_now("")
    window.findChild(QAction, "langOrderAction").trigger()

    portuguese = _listed(window, Column.PT)
    with_term = [t for t in portuguese if t != "—"]
    assert portuguese[: len(with_term)] == with_term  # no "—" among them at the top
    assert sorted(with_term, key=term_key) == with_term
    rest = _listed(window, Column.ES)[len(with_term):]
    assert sorted(rest, key=sort_key) == rest
    header = window.term_list.horizontalHeader()
    assert (Column.PT, True) == (header.sortIndicatorSection(), header.isSortIndicatorShown())

    window.findChild(QAction, "langOrderAction").trigger()  # Spanish first again
    spanish = _listed(window, Column.ES)
    assert sorted(spanish, key=sort_key) == spanish


def test_portuguese_first_is_the_order_after_a_restart(make_window: MakeWindow) -> None:
    first = make_window()
    first.findChild(QAction, "langOrderAction").trigger()
    first.close()

    again = make_window()

    with_term = [t for t in _listed(again, Column.PT) if t != "—"]
    assert 13 == len(with_term)
    assert _listed(again, Column.PT)[:13] == with_term


def test_portuguese_first_during_a_search_keeps_the_results_ranked(window: MainWindow) -> None:
    window.search_now("paralelismo")
    ranked = _listed(window, Column.ES)

    window.findChild(QAction, "langOrderAction").trigger()
    assert ranked == _listed(window, Column.ES)

    window.search_now("")  # the box cleared: the whole list, by Portuguese
    assert 13 == len([t for t in _listed(window, Column.PT)[:13] if t != "—"])
