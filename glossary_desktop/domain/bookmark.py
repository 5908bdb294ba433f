"""Bookmarks: a starred concept by slug, and whether it is still the one starred."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from glossary_desktop.domain.concept import Concept, Lang


class Bookmark(NamedTuple):
    """A starred concept, by slug, with what it saw of the concept when starred.

    ``term`` names it when its concept is gone; ``es_term``, ``pt_term`` and
    ``source`` (the file of its first entry) tell whether the concept that has
    the slug today is still the one starred (:meth:`status`). Empty in bookmarks
    made before they were kept. ``note_changed_at`` is when the note was last
    changed (Unix time); ``None`` when unknown: no note written yet, or one
    written before the store kept the time (older than any dated note).
    """

    slug: str
    term: str
    note: str
    created_at: float  # Unix time
    es_term: str = ""
    pt_term: str = ""
    source: str = ""
    note_changed_at: float | None = None

    @classmethod
    def of(cls, concept: Concept, note: str = "", created_at: float = 0.0) -> Bookmark:
        es, pt = concept.es, concept.pt
        first = es or pt
        return cls(concept.slug, concept.title, note, created_at,
                   es.term if es else "", pt.term if pt else "", first.source if first else "")

    def status(self, concept: Concept | None) -> BookmarkStatus:
        """Whether ``concept`` (the one with this slug today, if any) is the starred one.

        The same concept means: every term the bookmark saw is still there in its
        language, and the first entry comes from the same file. Terms compare
        with case and accents as written; a rebuild keeps them byte for byte.
        """
        if concept is None:
            return BookmarkStatus.MISSING
        saw = {Lang.ES: self.es_term, Lang.PT: self.pt_term}
        if not any(saw.values()):  # made before snapshots: the remembered term must be there
            terms = {e.term for e in concept.entries.values()}
            same = not self.term or self.term in terms
            return BookmarkStatus.OK if same else BookmarkStatus.CHANGED
        now = Bookmark.of(concept)
        for lang, term in saw.items():
            entry = concept.entries.get(lang)
            if term and (entry is None or entry.term != term):
                return BookmarkStatus.CHANGED
        if self.source and now.source != self.source:
            return BookmarkStatus.CHANGED
        return BookmarkStatus.OK


class BookmarkStatus(StrEnum):
    """What became of a bookmark's concept in the glossary open now."""

    OK = "ok"
    CHANGED = "changed"  # the slug names a concept with other terms or from another file
    MISSING = "missing"  # no concept has the slug
