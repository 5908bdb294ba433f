"""What a :class:`~glossary_desktop.glossary.reader.Glossary` answers to a search:
the engine's ranking, then the hits with their concepts, and close spellings.

A base of :class:`Glossary`, apart from its lookups and lists: the search is its
own machinery (the engine is loaded at the first search, never for a window's
first frame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from glossary_desktop.domain import Concept, Hit, ListFilter, Tier
from glossary_desktop.glossary.hits import HitPages, hits_of, texts
from glossary_desktop.store.glossary_db import concepts_by_id
from glossary_desktop.store.glossary_reads import Reads

if TYPE_CHECKING:
    from glossary_desktop.search.engine import SearchEngine
    from glossary_desktop.search.found import Ranked


class Searching:
    """A glossary's searches, over its ``_reads``; ``_load`` loads concepts by id."""

    _reads: Reads
    _engine: SearchEngine | None
    _extras: bool  # whether its schema has the optional columns (glossary_db)

    def _load(self, ids: Sequence[int]) -> dict[int, Concept]:
        return concepts_by_id(self._reads, ids, extras=self._extras)

    def search(
        self, text: str, limit: int = 50, flt: ListFilter | None = None, *, whole: bool = True
    ) -> list[Hit]:
        """Concepts matching ``text`` and passing ``flt``, best first, with where they matched.

        The filter is part of the search itself: however many other concepts
        rank above a match, it is found. Any text is safe: it is never passed
        to SQLite as query syntax. Not ``whole``: the hits' concepts are loaded
        as they are asked for (a list shows a screenful of hundreds).
        """
        with self._reads.operation():
            return self.hits(text, self.ranked(text, limit, flt), whole=whole)

    def ranked(
        self, text: str, limit: int = 50, flt: ListFilter | None = None, *, fuzzy: bool = True,
        worst: Tier = Tier.FUZZY,
    ) -> list[Ranked]:
        """The engine's answer alone (ids, tiers, best first): a search over several
        glossaries merges these and loads only the concepts that made its cut; no
        tier after ``worst`` (the others' answers hold enough better results)."""
        with self._reads.operation():
            return self._search_engine().search(text, limit, flt, fuzzy=fuzzy, worst=worst)

    def closer(
        self, text: str, so_far: Sequence[Ranked], limit: int = 50, flt: ListFilter | None = None
    ) -> list[Ranked]:
        """:meth:`ranked` with close spellings, from its answer without them (``so_far``)."""
        with self._reads.operation():
            return self._search_engine().closer(text, so_far, limit, flt)

    def hits(self, text: str, ranked: Sequence[Ranked], *, whole: bool = True) -> list[Hit]:
        """The concepts of ``ranked`` (what :meth:`ranked` gave for ``text``), in that
        order, with where they matched. Not ``whole``: each hit's concept is loaded
        when first asked for, with its page of neighbours (:mod:`.hits`)."""
        if whole:
            with self._reads.operation():
                found = self._load([r.concept_id for r in ranked])
            kept = [r for r in ranked if r.concept_id in found]
            return hits_of(text, kept, [found[r.concept_id] for r in kept])
        return hits_of(text, ranked, self.loaders([r.concept_id for r in ranked]))

    def loaders(self, ids: Sequence[int]) -> list[Callable[[], Concept]]:
        """What loads the concept of each of ``ids`` (hits, in rank order) when first
        asked for, with its page of neighbours (:mod:`.hits`)."""
        pages = HitPages(ids, self._load, self._unreadable)
        return [pages.loader(i) for i in range(len(ids))]

    def _unreadable(self, concept_id: int) -> Exception:
        return self._reads.damaged(f"concept {concept_id} was found but cannot be read")

    def suggest(
        self, text: str, limit: int = 5, flt: ListFilter | None = None
    ) -> list[str]:
        """Close spellings of ``text`` that exist among the terms, else the
        definitions ("did you mean"), under ``flt`` only those that find something
        with it; each as the first concept it finds writes it, in a term or else
        its definition ("año", not "ano")."""
        # lazy: 3 modules, 2.4 ms of the window's start-up
        from glossary_desktop.search.highlight import as_written

        with self._reads.operation():
            engine = self._search_engine()
            candidates = engine.suggest(text, limit)
            if flt is None or flt.is_everything:
                return [engine.written(words) for words in candidates]
            # Under a filter one search per candidate gives both the check that it
            # finds something with the filter and its spelling.
            said = []
            for words in candidates:
                found = self.search(words, 1, flt)
                if found:
                    said.append(as_written(words.split(), texts(found[0].concept)))
        return said

    def _search_engine(self) -> SearchEngine:
        """The engine, loaded by the first search or suggestion.

        Listing, lookups and cross-links need none of it, so a window's first
        frame does not wait for the search modules.
        """
        if self._engine is None:
            # lazy: 12 modules, 15 ms of the window's start-up
            from glossary_desktop.search.engine import SearchEngine

            self._engine = SearchEngine(self._reads)
        return self._engine
