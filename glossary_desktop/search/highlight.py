"""Where the query matched inside a concept: spans for highlighting.

Matching is on folded text (case and accents ignored) and at word starts, the
way the FTS5 prefix query matched, but reported as offsets into the original
text so the window can highlight exactly those characters.
"""

from __future__ import annotations

from collections.abc import Iterable

from glossary_desktop.domain import Concept, Field, Match, Span
from glossary_desktop.text import fold_with_map, word_spans


def spans_in(text: str, tokens: Iterable[str]) -> tuple[Span, ...]:
    """Spans of ``text`` whose words start with one of the folded ``tokens``."""
    toks = [t for t in tokens if t]
    if not toks or not text:
        return ()
    folded, index = fold_with_map(text)
    out: list[Span] = []
    for start, end in word_spans(folded):
        word = folded[start:end]
        best = max((len(t) for t in toks if word.startswith(t)), default=0)
        if best:
            out.append(Span(index[start], index[start + best - 1] + 1))
    return tuple(out)


def matches_in(concept: Concept, tokens: tuple[str, ...]) -> tuple[Match, ...]:
    """Every field of ``concept`` where one of ``tokens`` matched."""
    found: list[Match] = []
    for lang, entry in concept.entries.items():
        for fld, text in ((Field.TERM, entry.term), (Field.DEFINITION, entry.definition)):
            spans = spans_in(text, tokens)
            if spans:
                found.append(Match(lang, fld, spans))
    return tuple(found)
