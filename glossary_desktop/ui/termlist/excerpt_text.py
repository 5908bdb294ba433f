"""A cell that says why its row is there: its term, then the words around a
definition's match, cut on both sides so that the match is in view.

A term cell of a row found only in a definition reads "term  —  excerpt"
(:mod:`glossary_desktop.models.term_cells`). Cut at its end as a term is, the
excerpt would lose the matched word in a narrow list; so the term keeps at
most :data:`TERM_SHARE` of the cell, less if the matched word needs it (none
at all in a cell too narrow for both), and the excerpt is centred on its first
match in the rest, an ellipsis on each side it was cut. Two or three text
measures, once per text and width (:class:`~.cell_text.CellTexts` keeps them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from glossary_desktop.domain import Span
from glossary_desktop.models.term_cells import EXCERPT_SEPARATOR

#: The most of the cell a term takes when an excerpt follows it (the separator aside):
#: the rest shows some words around the match.
TERM_SHARE = 0.6
ELLIPSIS = "…"
#: Fewer letters of a term than this beside an excerpt say nothing: the cell shows
#: the excerpt alone.
MIN_TERM_CHARS = 3


class Fitted(NamedTuple):
    """``shown`` (the cell's text as drawn) and the spans of it to highlight."""

    shown: str
    spans: tuple[Span, ...]


def fit_excerpt(fm: QFontMetrics, text: str, spans: Sequence[Span], width: int) -> Fitted:
    """``text`` ("term  —  excerpt") cut to ``width``: the term at its end if it
    takes more than its share, the excerpt on both sides of its first match."""
    cut = text.index(EXCERPT_SEPARATOR) + len(EXCERPT_SEPARATOR)
    term, rest = text[:cut], text[cut:]
    if fm.horizontalAdvance(text) <= width:
        return Fitted(text, tuple(spans))
    matches = [Span(s.start - cut, s.end - cut) for s in spans if s.start >= cut]
    if not matches:  # only words saying why ("≈ latencia"): the term comes first
        return Fitted(text, tuple(spans))
    # The match whole first, then the term's share, then the words around the match.
    match = rest[matches[0].start : matches[0].end]
    needed = fm.horizontalAdvance(f"{EXCERPT_SEPARATOR}{ELLIPSIS}{match}{ELLIPSIS}")
    term_room = int(min(width * TERM_SHARE, width - needed))
    head = text[: cut - len(EXCERPT_SEPARATOR)]
    term_shown = term
    if fm.horizontalAdvance(head) > term_room:
        # Too narrow for three letters of the term beside the match: the match
        # alone says why the row is there (the tooltip and the panes, what it is).
        shortest = fm.horizontalAdvance(head[:MIN_TERM_CHARS] + ELLIPSIS)
        term_shown = "" if term_room < shortest else fm.elidedText(
            head, Qt.TextElideMode.ElideRight, term_room
        ) + EXCERPT_SEPARATOR
    kept_term = tuple(s for s in spans if s.end <= cut) if term_shown == term else ()
    room = width - fm.horizontalAdvance(term_shown) - 2  # sums of advances may round
    left, right = _around(fm, rest, matches[0], room)
    start = left.start - (1 if left.cut else 0)  # where ``rest``'s kept part starts in the shown
    shown = term_shown + (ELLIPSIS if left.cut else "") + rest[left.start : right.end] + (
        ELLIPSIS if right.cut else ""
    )
    base = len(term_shown) - start
    kept = tuple(
        Span(s.start + base, s.end + base) for s in matches
        if s.start >= left.start and s.end <= right.end
    )
    return Fitted(shown, kept_term + kept)


class _Edge(NamedTuple):
    start: int  # left edge: the first kept character
    end: int  # right edge: past the last kept character
    cut: bool


def _around(fm: QFontMetrics, text: str, match: Span, width: int) -> tuple[_Edge, _Edge]:
    """How much of ``text`` on each side of ``match`` fits ``width``, half each
    side, what one side does not need going to the other."""
    mid = fm.horizontalAdvance(text[match.start : match.end])
    before, after = text[: match.start], text[match.end :]
    side = max(0, (width - mid) // 2)
    left = fm.elidedText(before, Qt.TextElideMode.ElideLeft, side) if before else ""
    right_room = max(0, width - mid - fm.horizontalAdvance(left))
    right = fm.elidedText(after, Qt.TextElideMode.ElideRight, right_room) if after else ""
    if not right.endswith(ELLIPSIS) and before and left != before:
        # The end came early: give its room back to the words before the match.
        left_room = max(0, width - mid - fm.horizontalAdvance(right))
        left = fm.elidedText(before, Qt.TextElideMode.ElideLeft, left_room)
    left_cut = left != before
    right_cut = right != after
    kept_left = len(left) - (1 if left_cut else 0)
    kept_right = len(right) - (1 if right_cut else 0)
    return (
        _Edge(match.start - max(0, kept_left), 0, left_cut),
        _Edge(0, match.end + max(0, kept_right), right_cut),
    )
