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
from glossary_desktop.domain.source import (
    BUILT_IN,
    BUILT_IN_NAME,
    AlsoIn,
    GlossaryRef,
    SourcedHit,
)

__all__ = [
    "BUILT_IN",
    "BUILT_IN_NAME",
    "EXCERPT_CHARS",
    "LANGS",
    "AlsoIn",
    "Bookmark",
    "BookmarkStatus",
    "Concept",
    "Entry",
    "Excerpt",
    "Field",
    "GlossaryRef",
    "Hit",
    "Lang",
    "Link",
    "ListFilter",
    "Match",
    "Note",
    "NoteKind",
    "Scope",
    "SourcedHit",
    "Span",
    "Stats",
    "TermRow",
    "Tier",
    "Volume",
    "corrected_query",
    "excerpt",
    "no_spans",
]
