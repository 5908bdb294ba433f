"""What one cell of the term list shows: its text, its state and the spans to highlight.

Plain Python, no Qt: the model (:mod:`.term_list`) answers Qt's roles from
these values, and the view's delegate paints a :class:`Cell` in one call. A
term cell shows the term, with the search's matches in it; a row that a search
found only in a definition shows, after the term, the words around the match,
which say why the row is there; a row found through a correction or a word in
another form says so in the same place (:func:`why`, worded by the model).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from glossary_desktop.domain import LANGS, Field, Hit, Lang, Span, Tier

#: Between a term and the words around a definition's match, in the same cell.
EXCERPT_SEPARATOR = "  —  "
#: Characters of context kept before the match in the list's excerpt.
LEAD_CHARS = 12

STAR_ON = "★"
STAR_OFF = "☆"
MISSING = "—"


class Cell(NamedTuple):
    """What a cell shows: one call per painted cell (``TermListModel.cell``), not a
    dozen ``data()`` roles.

    ``state`` is the star's "bookmarked" or the term's "the entry exists";
    ``spans`` are the matched spans of ``text``.
    """

    text: str
    state: bool
    spans: tuple[Span, ...]


def star_cell(on: bool) -> Cell:
    """The star column: filled when the concept is bookmarked."""
    return Cell(STAR_ON if on else STAR_OFF, on, ())


class Why(StrEnum):
    """Why a row is there when its highlighted term does not say it all."""

    CORRECTION = "correction"  # a close spelling of what was typed
    FORM = "form"  # what was typed, in another form ("gradientes": Gradiente)


def why(hit: Hit | None) -> tuple[Lang, Why, str] | None:
    """The column that says why ``hit`` is there, why, and the word it names (the
    correction, or the query as typed); ``None`` when the highlight says it all."""
    if hit is None:
        return None
    if hit.tier is Tier.FUZZY and hit.corrected:
        reason, word = Why.CORRECTION, hit.corrected
    elif hit.tier is Tier.TERM_STEM and hit.typed:
        reason, word = Why.FORM, hit.typed
    else:
        return None
    # The term spans are kept by the hit; its excerpt is made anew: asked last.
    marked = next((lang for lang in LANGS if hit.spans(lang, Field.TERM)), None)
    if marked is None:
        found = hit.excerpt
        marked = found.lang if found is not None else Lang.ES
    return marked, reason, word


def term_cell(term: str | None, lang: Lang, hit: Hit | None, label: str = "") -> Cell:
    """The ``lang`` column of a row whose term there is ``term`` (``None``: no entry
    in that language), as search result ``hit`` shows it (``None``: not a result);
    ``label`` says why the row is there (:func:`why`) where no excerpt does."""
    if term is None:
        return Cell(MISSING, False, ())
    found = hit.excerpt if hit is not None else None
    term_spans = hit.spans(lang, Field.TERM) if hit is not None else ()
    if found is None or found.lang is not lang:
        if label:
            return Cell(f"{term}{EXCERPT_SEPARATOR}{label}", True, term_spans)
        return Cell(term, True, term_spans)
    text, spans = found.text, found.spans
    # A list column is narrow: start a word or two before the match, so that
    # the match itself is what the elided cell still shows.
    cut = text.rfind(" ", 0, max(0, spans[0].start - LEAD_CHARS)) + 1 if spans else 0
    if cut > 1:
        text = "…" + text[cut:]
        spans = tuple(Span(s.start - cut + 1, s.end - cut + 1) for s in spans)
    # The excerpt says why (a correction is the word marked in it): no label.
    head = f"{term}{EXCERPT_SEPARATOR}"
    spans = tuple(Span(s.start + len(head), s.end + len(head)) for s in spans)
    return Cell(head + text, True, spans)

def term_tooltip(term: str | None, lang: Lang, hit: Hit | None) -> str | None:
    """The ``lang`` column's tooltip: the term, and under it the whole excerpt
    that says why the row is there when this column shows one (``None``: no
    entry in that language)."""
    if term is None:
        return None
    found = hit.excerpt if hit is not None else None
    if found is None or found.lang is not lang:
        return term
    return f"{term}\n{found.text}"
