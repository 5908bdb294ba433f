"""The term list's cell text as painted: elided to the cell's width, its matches located.

Eliding a term and finding where its matched spans fall on screen each lay the
text out again, and that is most of what painting a row costs. A list shows
the same cells again and again: the rows a search shares with the one before
it (typing on, deleting a letter, a search run again), the alphabetical list
whenever the box is cleared, every repaint while scrolling back or moving the
selection. :class:`CellTexts` keeps what was measured, by text, spans and
width, for one font: a cell painted before costs its drawing only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from glossary_desktop.domain import Span
from glossary_desktop.models.term_cells import EXCERPT_SEPARATOR
from glossary_desktop.ui.termlist.excerpt_text import fit_excerpt

#: Cells remembered: some twenty screens of two term columns; emptied when full
#: (the cells of the screens since are measured again, once).
MAX_CELLS = 1024


class CellText(NamedTuple):
    """A cell's text as shown at one width: ``shown`` (elided: ends in "…" if cut)
    and, for each matched span still visible, its x from the text's left and width."""

    shown: str
    hits: tuple[tuple[int, int], ...]


def measure(fm: QFontMetrics, text: str, spans: Sequence[Span], width: int) -> CellText:
    """``text`` elided to ``width`` as the style elides cells, and where ``spans`` are."""
    if EXCERPT_SEPARATOR in text:  # why the row is there: the match stays in view
        text, spans = fit_excerpt(fm, text, spans, width)
    shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
    hits: list[tuple[int, int]] = []
    if spans:
        # Characters of ``text`` on screen: an elided text ends in one "…".
        visible = len(text) if shown == text else max(0, len(shown) - 1)
        for span in spans:
            start, end = max(0, span.start), min(span.end, visible)
            if start < end:
                hits.append(
                    (fm.horizontalAdvance(shown[:start]), fm.horizontalAdvance(shown[start:end]))
                )
    return CellText(shown, tuple(hits))


class CellTexts:
    """Measured cells (:func:`measure`) in one font, by text, spans and width;
    :meth:`clear` when the font changes."""

    def __init__(self) -> None:
        self._cells: dict[tuple[str, tuple[Span, ...], int], CellText] = {}

    def clear(self) -> None:
        self._cells.clear()

    def get(self, fm: QFontMetrics, text: str, spans: tuple[Span, ...], width: int) -> CellText:
        """``text`` measured at ``width`` (``fm``: the font's metrics)."""
        key = (text, spans, width)
        cell = self._cells.get(key)
        if cell is None:
            if len(self._cells) >= MAX_CELLS:
                self._cells.clear()
            cell = self._cells[key] = measure(fm, text, spans, width)
        return cell
