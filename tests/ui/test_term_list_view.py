"""The term list view: a million rows cost what thirty do; what its delegate paints."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang, TermRow
from glossary_desktop.models.term_list import Column, TermListModel
from glossary_desktop.ui.look.icons import STAR_COLOR
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


def test_the_delegate_knows_the_rows_the_style_paints(window: MainWindow) -> None:
    delegate = window.term_list.itemDelegate()
    assert isinstance(delegate, TermDelegate)
    shown = window.current_concept
    assert shown is not None
    assert delegate.styled_rows == {window.term_model.row_of(shown.id)}
    window.search_now("qqqxz")  # a reset to no rows: nothing current or selected
    assert all(row < 0 for row in delegate.styled_rows)
    window.search_now("")  # the shown concept (row 0) is selected again
    window.term_list.selectionModel().setCurrentIndex(
        window.term_model.index(3, 1), QItemSelectionModel.SelectionFlag.NoUpdate
    )  # current without being selected; row 0 stays selected
    assert {0, 3} == delegate.styled_rows

