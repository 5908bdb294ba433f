"""The list's cell text: elided and measured once per text, spans and width; a new
font measures again."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Span
from glossary_desktop.ui.termlist import cell_text
from glossary_desktop.ui.termlist.cell_text import CellTexts, measure
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow

TERM = "Paralelismo de Datos Distribuido"


@pytest.fixture
def fm(qapp: QApplication) -> QFontMetrics:
    return QFontMetrics(QApplication.font())


@pytest.mark.parametrize(
    ("spans", "width", "elided"),
    [
        ((), 10_000, False),
        ((Span(0, 11),), 10_000, False),
        ((Span(0, 11), Span(15, 20)), 10_000, False),
        ((Span(21, 32),), 60, True),  # the match is past the ellipsis: not shown
    ],
)
def test_measure_elides_like_the_style_and_finds_each_visible_span(
    fm: QFontMetrics, spans: tuple[Span, ...], width: int, elided: bool
) -> None:
    cell = measure(fm, TERM, spans, width)
    assert elided == cell.shown.endswith("…")
    visible = [s for s in spans if s.end <= len(cell.shown) - elided]
    expected = tuple(
        (fm.horizontalAdvance(TERM[: s.start]), fm.horizontalAdvance(TERM[s.start : s.end]))
        for s in visible
    )
    assert expected == cell.hits


def test_a_cell_is_measured_once_per_text_spans_and_width(fm: QFontMetrics) -> None:
    texts = CellTexts()
    first = texts.get(fm, TERM, (Span(0, 11),), 120)
    assert first is texts.get(fm, TERM, (Span(0, 11),), 120)
    assert measure(fm, TERM, (Span(0, 11),), 120) == first
    assert first is not texts.get(fm, TERM, (Span(0, 11),), 121)
    assert first is not texts.get(fm, TERM, (Span(12, 14),), 120)
    texts.clear()
    again = texts.get(fm, TERM, (Span(0, 11),), 120)
    assert first == again
    assert first is not again


def test_the_cells_kept_are_bounded(fm: QFontMetrics, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cell_text, "MAX_CELLS", 3)
    texts = CellTexts()
    cells = [texts.get(fm, f"{TERM} {i}", (), 200) for i in range(4)]  # the 4th empties it
    assert cells[3] is texts.get(fm, f"{TERM} 3", (), 200)
    assert cells[0] is not texts.get(fm, f"{TERM} 0", (), 200)  # forgotten, measured again


def _grab_rows(window: MainWindow) -> QImage:
    viewport: QWidget = window.term_list.viewport()
    return viewport.grab().toImage()


def test_a_new_font_paints_the_cells_measured_in_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    """The list painted in one font, then another, is what a list painted in the
    second font from the start shows: nothing measured in the old font is used."""
    big = QFont(QApplication.font())
    big.setPointSizeF(big.pointSizeF() * 1.6)
    changed, fresh = make_window(), make_window()
    fresh.term_list.setFont(big)
    for window in (changed, fresh):
        window.resize(900, 600)
        window.search_now("paralelismo")  # painted at once: in the first font for one
    changed.term_list.setFont(big)
    qtbot.wait(1)
    assert _grab_rows(fresh) == _grab_rows(changed)
