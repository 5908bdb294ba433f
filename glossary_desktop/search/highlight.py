"""Where the query matched inside a text: spans for highlighting.

Matching is on folded text (case and accents ignored) and at word starts, the
way the FTS5 prefix query matched, but reported as offsets into the original
text so the window can highlight exactly those characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache, partial

from glossary_desktop.domain import Span, no_spans
from glossary_desktop.text import fold, fold_with_map, written_words

SpanFinder = Callable[[str], tuple[Span, ...]]


@lru_cache(maxsize=64)
def span_finder(tokens: tuple[str, ...], words: tuple[str, ...] = ()) -> SpanFinder:
    """A function giving the spans of a text whose words start with one of ``tokens``
    or are one of ``words`` (other forms, found as whole words: "red" for "redes"
    marks "red", not the start of "redundancia").

    Made once per set of tokens, not once per text or hit: a search's hits share
    their tokens, so each hit's finder is a cache lookup.
    """
    whole = {w + r"(?![^\W_])" for w in map(re.escape, words) if w}
    ordered = sorted({re.escape(t) for t in tokens if t} | whole, key=lambda t: (-len(t), t))
    if not ordered:
        return no_spans
    # One regex for all tokens (longest first), each only at a word start.
    pattern = re.compile(r"(?<![^\W_])(?:" + "|".join(ordered) + ")")
    return partial(_find, pattern)


def spans_in(text: str, tokens: Iterable[str]) -> tuple[Span, ...]:
    """Spans of ``text`` whose words start with one of the folded ``tokens``."""
    return span_finder(tuple(tokens))(text)


def _find(pattern: re.Pattern[str], text: str) -> tuple[Span, ...]:
    if not text:
        return ()
    folded, index = fold_with_map(text)
    return tuple(Span(index[m.start()], index[m.end() - 1] + 1) for m in pattern.finditer(folded))


def as_written(tokens: Iterable[str], texts: Iterable[str]) -> str:
    """Folded query words as ``texts`` write them, in lower case: a correction is
    shown as "año", which a term says, not as "ano", another word in Spanish. A
    word no text holds whole stays as it is. ``texts`` are read in order, only
    until every word is found (the terms, then the definitions if need be)."""
    wanted = list(tokens)
    missing = set(wanted)
    written: dict[str, str] = {}
    for text in texts:
        for word in written_words(text):
            folded = fold(word)
            if folded in missing:
                written[folded] = word.lower()
                missing.discard(folded)
        if not missing:
            break
    return " ".join(written.get(token, token) for token in wanted)
