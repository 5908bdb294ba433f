"""The term list view: a million rows cost what thirty do; what its delegate paints."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QHeaderView, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang, TermRow
from glossary_desktop.models.term_list import Column, TermListModel
from glossary_desktop.ui.look.icons import STAR_COLOR
from glossary_desktop.ui.look.theme import Theme, apply_theme
from glossary_desktop.ui.termlist.view import TermDelegate, TermListView
from glossary_desktop.ui.window.main_window import MainWindow

MILLION = 1_000_000


class _SyntheticGlossary:
    """Just what the model asks of a glossary, for a million made-up concepts."""

    def __init__(self) -> None:
        self.fetched = 0

    concept_count = MILLION

    def term_rows(self, ids: Sequence[int]) -> dict[int, TermRow]:
        self.fetched += len(ids)
        terms = {Lang.ES: "término {0}", Lang.PT: "termo {0}"}
        return {i: TermRow(i, f"c{i}", {lg: t.format(i) for lg, t in terms.items()}) for i in ids}


def test_a_million_rows_are_shown_without_touching_them(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    glossary = _SyntheticGlossary()
    model = TermListModel(glossary, parent)  # type: ignore[arg-type]  # duck-typed stand-in
    view = TermListView(parent)
    view.set_term_model(model)
    parent.resize(600, 400)
    parent.show()
    qtbot.waitExposed(parent)
    view.scrollToBottom()
    model.show_ids(None)  # a reset, as after clearing a search
    view.scrollToBottom()
    qtbot.wait(1)  # let it paint
    assert MILLION == model.rowCount()
    assert "término 1000000" == model.index(MILLION - 1, Column.ES).data()
    assert glossary.fetched < 2_000  # only the pages on screen were loaded
    header = view.verticalHeader()
    assert QHeaderView.ResizeMode.Fixed == header.sectionResizeMode(0)


# -- painting, in the real window ----------------------------------------------------


def _gold_pixels(window: MainWindow, row: int) -> int:
    """How many pixels of ``row``'s star cell are (nearly) the star colour."""
    view = window.term_list
    image = view.viewport().grab(view.visualRect(window.term_model.index(row, 0))).toImage()
    gold = QColor(STAR_COLOR)
    return sum(
        1
        for x in range(image.width())
        for y in range(image.height())
        if _distance(image.pixelColor(x, y), gold) < 40
    )


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


@pytest.mark.parametrize("bookmarked", [False, True])
@pytest.mark.parametrize("selected", [False, True], ids=["plain-row", "current-row"])
def test_stars_are_gold_only_when_bookmarked(
    window: MainWindow, bookmarked: bool, selected: bool
) -> None:
    # Row 0 painted by the delegate itself (plain) or by the style (current row).
    window.search_now("")
    first, second = window.term_model.concept_at(0), window.term_model.concept_at(1)
    assert first is not None
    assert second is not None
    if bookmarked:
        window.toggle_bookmark(first)
    window.navigator.show_concept(first if selected else second)
    window.term_list.viewport().repaint()
    assert (_gold_pixels(window, 0) > 5) is bookmarked


def _highlighted(window: MainWindow, row: int) -> bool:
    """Whether ``row``'s Spanish cell is painted on the selection's colour."""
    view = window.term_list
    rect = view.visualRect(window.term_model.index(row, Column.ES))
    image = view.viewport().grab(rect).toImage()
    highlight = view.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
    # In the right margin (no text), halfway down (clear of the focus frame).
    return _distance(image.pixelColor(image.width() - 2, image.height() // 2), highlight) < 40


def test_the_selection_is_painted_where_it_is_now(qtbot: QtBot, window: MainWindow) -> None:
    window.search_now("")
    window.navigator.select_row(0, user=True)
    window.term_list.setFocus()
    qtbot.waitUntil(window.term_list.hasFocus)
    assert [True, False, False, False] == [_highlighted(window, r) for r in range(4)]
    for _ in range(3):
        qtbot.keyClick(window.term_list, Qt.Key.Key_Down)
    assert [False, False, False, True] == [_highlighted(window, r) for r in range(4)]
    window.search_now("qqqxz")  # no rows: nothing selected
    window.search_now("")
    selected = window.term_list.currentIndex().row()
    assert [r == selected for r in range(5)] == [_highlighted(window, r) for r in range(5)]


def _dark(window: MainWindow) -> None:
    apply_theme(QApplication.instance(), Theme.DARK)  # type: ignore[arg-type]


def _larger_font(window: MainWindow) -> None:
    font = window.term_list.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    window.term_list.setFont(font)


@pytest.mark.parametrize("change", [_dark, _larger_font], ids=["dark theme", "larger font"])
def test_after_a_change_of_look_the_list_paints_as_a_new_delegate_would(
    window: MainWindow, change: Callable[[MainWindow], None]
) -> None:
    """What the delegate keeps between cells (colours, metrics, star pictures, elided
    texts) follows a new theme or font at once: nothing painted in the old look."""
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    window.search_now("")
    window.term_list.selectionModel().clear()
    view = window.term_list
    view.viewport().grab()  # painted in the old look: what the delegate keeps is filled
    change(window)
    QApplication.processEvents()
    painted = view.viewport().grab().toImage()
    view.setItemDelegate(TermDelegate(view))  # one that has kept nothing
    assert view.viewport().grab().toImage() == painted
