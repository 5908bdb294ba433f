"""Plain data the whole application shares: languages, entries, concepts, hits.

Immutable named tuples, stdlib only, so every layer can use them without pulling
in SQLite or Qt. One module per concept; every name is importable from here.
"""

from __future__ import annotations

from glossary_desktop.domain.bookmark import Bookmark, BookmarkStatus
from glossary_desktop.domain.concept import (
    LANGS,
    Concept,
    Entry,
    Lang,
    Link,
    Note,
    NoteKind,
    Stats,
    TermRow,
    Volume,
)
from glossary_desktop.domain.filters import ListFilter, Scope
from glossary_desktop.domain.hit import (
    EXCERPT_CHARS,
    Excerpt,
    Field,
    Hit,
    Match,
    Span,
    Tier,
    corrected_query,
    excerpt,
    no_spans,
)

__all__ = [
    "EXCERPT_CHARS", "LANGS", "Bookmark", "BookmarkStatus", "Concept", "Entry", "Excerpt",
    "Field", "Hit", "Lang", "Link", "ListFilter", "Match", "Note", "NoteKind", "Scope", "Span",
    "Stats", "TermRow", "Tier", "Volume", "corrected_query", "excerpt", "no_spans",
]
