"""The term list's cell text as painted: elided to the cell's width, its matches located.

A term too long for its cell loses its middle, not its end: the last words are
what tell a term from its neighbours ("Entrenam…Asincrónico", "Entrenam…
Sincrónico", "Entrenam…Distribuido"), so they stay whole: the last word, and the
one before it too where the last is short ("…Carga ML"), as long as they take at
most two thirds of the cell (else Qt's middle elision halves the room). A cell
that shows the words around a definition's match after its term loses its end
instead, where the words furthest from the match are.

Eliding a term and finding where its matched spans fall on screen each lay the
text out again, and that is most of what painting a row costs. A list shows
the same cells again and again: the rows a search shares with the one before
it (typing on, deleting a letter, a search run again), the alphabetical list
whenever the box is cleared, every repaint while scrolling back or moving the
selection. :class:`CellTexts` keeps what was measured, by text, spans and
width, for one font: a cell painted before costs its drawing only, its text
laid out once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QStaticText

from glossary_desktop.domain import Span
from glossary_desktop.models.term_cells import EXCERPT_SEPARATOR
from glossary_desktop.ui.termlist.excerpt_text import fit_excerpt

ELLIPSIS = "…"
#: The most of a cut term's cell its last words may take; the rest shows its start.
END_SHARE = 2 / 3

#: Cells remembered: some twenty screens of two term columns; emptied when full
#: (the cells of the screens since are measured again, once).
MAX_CELLS = 1024


class CellText(NamedTuple):
    """A cell's text as shown at one width: ``shown`` (elided: one "…" where it was
    cut) and, for each matched span still visible, its x from the text's left and
    width (a span the cut runs through: the part on each side); ``static``, the
    same text laid out once for drawing (``QPainter.drawText`` shapes a string
    again on every call: half of what a screen of cells costs to draw)."""

    shown: str
    hits: tuple[tuple[int, int], ...]
    static: QStaticText


def elide(fm: QFontMetrics, text: str, width: int) -> str:
    """``text`` as a cell ``width`` wide shows it: whole if it fits, else cut (see
    the module's docstring); one "…" where it was cut. A few measures of text at
    most: this runs for every new cell a keystroke puts on screen."""
    if EXCERPT_SEPARATOR in text:
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if fm.horizontalAdvance(text) <= width:
        return text
    cut, end = -1, 0  # where the kept words start, and their width
    space = text.rfind(" ")
    while space > 0 and end < width * (1 - END_SHARE):  # a short last word ("ML"): one more
        words = fm.horizontalAdvance(text[space + 1 :])
        if words > width * END_SHARE:
            break
        cut, end = space, words
        space = text.rfind(" ", 0, space)
    if cut > 0:
        head = fm.elidedText(text[: cut + 1], Qt.TextElideMode.ElideRight, width - end)
        if head.endswith(ELLIPSIS) and len(head) > 1:
            return head + text[cut + 1 :]
    return fm.elidedText(text, Qt.TextElideMode.ElideMiddle, width)


def measure(fm: QFontMetrics, text: str, spans: Sequence[Span], width: int) -> CellText:
    """``text`` elided to ``width`` (:func:`elide`), and where ``spans`` are."""
    if EXCERPT_SEPARATOR in text:  # why the row is there: the match stays in view
        text, spans = fit_excerpt(fm, text, spans, width)
    shown = elide(fm, text, width)
    hits: list[tuple[int, int]] = []
    if spans:
        for start, end in _on_screen(text, shown, spans):
            hits.append(
                (fm.horizontalAdvance(shown[:start]), fm.horizontalAdvance(shown[start:end]))
            )
    static = QStaticText(shown)
    static.setTextFormat(Qt.TextFormat.PlainText)  # a term is never markup
    return CellText(shown, tuple(hits), static)


def shortened(term: str, chars: int) -> str:
    """``term`` cut to ``chars`` characters in its middle, as a narrow cell shows it."""
    if len(term) <= chars:
        return term
    half = chars // 2
    return f"{term[:half]}{ELLIPSIS}{term[-half:]}"


def widest(fm: QFontMetrics, texts: Iterable[str]) -> int:
    """The width of the widest of ``texts`` (0 for none)."""
    return max((fm.horizontalAdvance(t) for t in texts), default=0)


def _on_screen(text: str, shown: str, spans: Sequence[Span]) -> list[tuple[int, int]]:
    """Where ``spans`` of ``text`` are in ``shown`` (``text`` elided): the parts
    before the ellipsis stay where they were, those after it move left by what
    was cut, and the cut characters are not shown."""
    if shown == text:
        kept, tail = len(text), 0
    else:
        # ``shown`` is a head of ``text``, one "…" and a tail of it (maybe empty).
        kept = next(
            (i for i, (a, b) in enumerate(zip(shown, text, strict=False)) if a != b),
            len(shown) - 1,
        )
        tail = max(0, len(shown) - kept - 1)
    cut_from = len(text) - tail  # where the tail starts in ``text``
    found = []
    for span in spans:
        start, end = max(0, span.start), min(span.end, len(text))
        if start < min(end, kept):
            found.append((start, min(end, kept)))
        if tail and max(start, cut_from) < end:
            shift = kept + 1 - cut_from
            found.append((max(start, cut_from) + shift, end + shift))
    return found


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
