"""A row says why it is there: only the query's words marked, and a definition's
match kept in view in a narrow list, the whole excerpt in the row's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang, Span, Tier
from glossary_desktop.models.term_cells import EXCERPT_SEPARATOR
from glossary_desktop.models.term_list import Column, SpansRole
from glossary_desktop.ui.termlist.excerpt_text import fit_excerpt
from glossary_desktop.ui.window.main_window import MainWindow

from .test_search import _hit_pixels

EXCERPT = "…de datos se divide en fragmentos distribuidos en diferentes nodos para un…"
CELL = f"Sharding{EXCERPT_SEPARATOR}{EXCERPT}"
MATCH = CELL.index("distribuidos")


def test_descida_de_gradiente_marks_no_de_inside_descenso(window: MainWindow) -> None:
    # The tester's query: "De" was marked in "Descenso", "de" in "del" and everywhere.
    window.search_now("descida de gradiente")
    model = window.term_model
    rows = {model.index(r, Column.ES).data(): r for r in range(model.rowCount())}
    index = model.index(rows["Descenso de Gradiente Distribuido"], Column.ES)
    term = index.data()
    assert ["Gradiente"] == [term[s.start : s.end] for s in index.data(SpansRole)]


@pytest.mark.parametrize(
    ("width", "start"),
    # The match whole first, then the term's share; too narrow for both, the match alone.
    [(120, "…"), (160, "Sha"), (200, "Sharding"), (260, "Sharding"), (2000, CELL)],
)
def test_an_excerpt_is_cut_around_its_match(qapp: QApplication, width: int, start: str) -> None:
    fm = QFontMetrics(QApplication.font())
    spans = (Span(MATCH, MATCH + len("distribuidos")),)
    shown, marked = fit_excerpt(fm, CELL, spans, width)
    assert ["distribuidos"] == [shown[s.start : s.end] for s in marked]
    assert shown.startswith(start)
    assert fm.horizontalAdvance(shown) <= max(width, fm.horizontalAdvance(CELL))


def _definition_row(window: MainWindow) -> tuple[int, Column, str, Span]:
    """The first row found only in a definition: its row, its excerpt's column, text
    and first match."""
    model = window.term_model
    for row in range(model.rowCount()):
        hit = model.hit(model.concept_id(row))
        found = hit.excerpt if hit is not None and hit.tier is Tier.DEFINITION else None
        if found is not None:
            column = Column.ES if found.lang is Lang.ES else Column.PT
            return row, column, found.text, found.spans[0]
    raise AssertionError("no definition-only row")


def test_a_definition_match_is_in_view_at_800_pixels(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.search_now("distribuidos")
    row, column, excerpt, found = _definition_row(window)
    window.term_list.selectionModel().clear()
    window.term_list.viewport().repaint()
    xs = _hit_pixels(window, row, column)
    fm = window.term_list.fontMetrics()
    whole = fm.horizontalAdvance(excerpt[found.start : found.end])
    assert xs, "the matched word is not in view"
    assert max(xs) - min(xs) + 1 >= whole - 2, "the matched word is cut off"
    tip = window.term_model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(excerpt)


@pytest.mark.parametrize(
    ("query", "term", "said"),
    [
        ("gradientes", "Descenso de Gradiente Distribuido", "form: gradientes"),
        ("paralelsmo", "Paralelismo de Datos", "≈ paralelismo"),
    ],
)
def test_a_row_found_through_a_form_or_a_correction_says_so(
    window: MainWindow, query: str, term: str, said: str
) -> None:
    window.search_now(query)
    model = window.term_model
    shown = [model.index(r, Column.ES).data() for r in range(model.rowCount())]
    assert f"{term}{EXCERPT_SEPARATOR}{said}" in shown
