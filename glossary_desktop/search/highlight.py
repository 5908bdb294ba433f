"""Where the query matched inside a concept: spans for highlighting.

Matching is on folded text (case and accents ignored) and at word starts, the
way the FTS5 prefix query matched, but reported as offsets into the original
text so the window can highlight exactly those characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from glossary_desktop.domain import Concept, Field, Match, Span
from glossary_desktop.text import fold_with_map


def spans_in(text: str, tokens: Iterable[str]) -> tuple[Span, ...]:
    """Spans of ``text`` whose words start with one of the folded ``tokens``."""
    pattern = _pattern(tuple(sorted({t for t in tokens if t}, key=lambda t: (-len(t), t))))
    if pattern is None or not text:
        return ()
    folded, index = fold_with_map(text)
    return tuple(
        Span(index[m.start()], index[m.end() - 1] + 1) for m in pattern.finditer(folded)
    )


@lru_cache(maxsize=64)
def _pattern(tokens: tuple[str, ...]) -> re.Pattern[str] | None:
    """One regex for all tokens (longest first), each only at a word start."""
    if not tokens:
        return None
    return re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, tokens)) + ")")


def matches_in(concept: Concept, tokens: tuple[str, ...]) -> tuple[Match, ...]:
    """Every field of ``concept`` where one of ``tokens`` matched."""
    found: list[Match] = []
    for lang, entry in concept.entries.items():
        for fld, text in ((Field.TERM, entry.term), (Field.DEFINITION, entry.definition)):
            spans = spans_in(text, tokens)
            if spans:
                found.append(Match(lang, fld, spans))
    return tuple(found)
