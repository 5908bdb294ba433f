"""The list's cell text: elided and measured once per text, spans and width; a new
font measures again."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Span
from glossary_desktop.models.term_cells import EXCERPT_SEPARATOR
from glossary_desktop.ui.termlist import cell_text
from glossary_desktop.ui.termlist.cell_paint import draw_cell_text
from glossary_desktop.ui.termlist.cell_text import CellTexts, elide, measure
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow

TERM = "Paralelismo de Datos Distribuido"


@pytest.fixture
def fm(qapp: QApplication) -> QFontMetrics:
    return QFontMetrics(QApplication.font())


@pytest.mark.parametrize(
    ("spans", "width"),
    [
        ((), 10_000),
        ((Span(0, 11),), 10_000),
        ((Span(0, 11), Span(15, 20)), 10_000),
        ((Span(0, 11),), 120),  # the start stays
        ((Span(21, 32),), 120),  # the last word stays
        ((Span(12, 20),), 120),  # the middle goes: "de Datos" is cut
        ((Span(0, 32),), 60),  # a span across the cut: its two parts
    ],
)
def test_measure_finds_each_visible_part_of_a_span_in_the_elided_text(
    fm: QFontMetrics, spans: tuple[Span, ...], width: int
) -> None:
    cell = measure(fm, TERM, spans, width)
    shown = cell.shown
    assert fm.horizontalAdvance(shown) <= width
    if shown == TERM:
        visible = [(s.start, s.end) for s in spans]
    else:
        # "head…tail": the head and tail are the term's own start and end.
        head, tail = shown.split("…")
        assert TERM.startswith(head)
        assert TERM.endswith(tail)
        cut = len(TERM) - len(tail)
        visible = [(s.start, min(s.end, len(head))) for s in spans if s.start < len(head)]
        visible += [(max(s.start, cut) - cut + len(head) + 1, s.end - cut + len(head) + 1)
                    for s in spans if s.end > cut]
    expected = tuple(
        (fm.horizontalAdvance(shown[:a]), fm.horizontalAdvance(shown[a:b])) for a, b in visible
    )
    assert expected == cell.hits


def test_a_cut_term_keeps_its_last_word_and_an_excerpt_its_start(fm: QFontMetrics) -> None:
    """A long term loses its middle: "…Asincrónico" and "…Sincrónico" stay apart. The
    words around a definition's match, after a term, lose their end instead."""
    width = fm.horizontalAdvance("Entrenamiento Sincró")  # a few letters short
    asincronico = elide(fm, "Entrenamiento Asincrónico", width)
    sincronico = elide(fm, "Entrenamiento Sincrónico", width)

    assert asincronico.endswith("…Asincrónico")
    assert sincronico.endswith("…Sincrónico")
    assert asincronico.startswith("Entren")
    excerpt = f"Clustering de GPU{EXCERPT_SEPARATOR}…distribuye el cálculo entre nodos"
    assert elide(fm, excerpt, width).startswith("Clustering")
    assert elide(fm, excerpt, width).endswith("…")


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


@pytest.mark.parametrize(
    "text", [TERM, "Ñandú  —  …tovel <b>ação</b>", "ﬁ office AVA Tê", "a\u0301 e\u0303 — “x”"]
)
def test_a_cell_laid_out_once_draws_the_pixels_drawtext_draws(
    qapp: QApplication, text: str
) -> None:
    # The same glyphs at the same places: a kept layout must not move or change a letter.
    font = QApplication.font()
    fm = QFontMetrics(font)
    cell = measure(fm, text, (), 10_000)
    assert cell.shown == text

    def drawn(draw: Callable[[QPainter], object]) -> QImage:
        image = QImage(600, 40, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.setFont(font)
        draw(painter)
        painter.end()
        return image

    black = QColor("black")
    top = 7
    reference = drawn(lambda p: (p.setPen(black), p.drawText(3, top + fm.ascent(), text)))
    kept = drawn(lambda p: draw_cell_text(
        p, 3, top, top + fm.ascent(), fm.height(), fm.underlinePos(), black, cell
    ))
    assert kept == reference
    assert kept != drawn(lambda p: None)  # something was drawn
