"""The :class:`Glossary`: a built database opened read-only, and what can be asked of it.

It reads only through its :class:`~glossary_desktop.store.glossary_reads.Reads`,
never a connection: every statement is bounded in time and any damage it meets
is one :class:`GlossaryError`, whatever the method. A method that runs several
statements opens one ``operation`` around them, so they share one budget.
Its searches are its base's, :class:`~glossary_desktop.glossary.searching.Searching`.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from glossary_desktop.domain import (
    Bookmark,
    BookmarkStatus,
    Concept,
    Lang,
    Link,
    ListFilter,
    Stats,
    TermRow,
    Tier,
    Volume,
)
from glossary_desktop.glossary import listing
from glossary_desktop.glossary.links import concept_links, mentions
from glossary_desktop.glossary.naming import named
from glossary_desktop.glossary.searching import Searching
from glossary_desktop.store.closing import Closing
from glossary_desktop.store.glossary_db import (
    connect_readonly,
    has_extras,
    ordered,
    term_rows_by_id,
)
from glossary_desktop.store.glossary_reads import DEFAULT_TIMING, Reads, Timing

if TYPE_CHECKING:
    from glossary_desktop.search.engine import SearchEngine

#: Concepts and languages whose mentions are kept: the concept on screen and the
#: few before it (going back is the common move).
MENTIONS_KEPT = 8


class Glossary(Searching, Closing):
    """A built glossary database, opened read-only.

    Use :meth:`open`; it never creates or modifies a file.
    """

    def __init__(self, reads: Reads) -> None:
        self._reads = reads
        self.path = reads.path
        self._engine: SearchEngine | None = None  # at the first search: see _search_engine
        self._stats: Stats | None = None
        # The last concepts' mentions: each language's links also read the other
        # definition's mentions, so showing a concept would look each one up twice.
        self._mentions: dict[tuple[int, Lang], list[Link]] = {}
        with reads.operation():
            self.meta: dict[str, str] = dict(reads.all("SELECT key, value FROM meta"))
            # Small and fixed for the life of the (immutable) file: read once, so
            # filtering search results by volume costs no query per hit.
            self._volumes = [Volume(i, n) for i, n in reads.all("SELECT id, name FROM volumes")]
            # Concept ids are 1..n in alphabetical order: the largest is the count.
            self._count = int(reads.value("SELECT coalesce(max(id), 0) FROM concepts"))
            self._extras = has_extras(reads)
            self._version = int(reads.value("PRAGMA user_version"))

    @classmethod
    def open(cls, path: Path | str, timing: Timing = DEFAULT_TIMING) -> Glossary:
        """Open a glossary database read-only; :class:`GlossaryError` if unusable.

        Every later read gives up after ``timing.budget`` seconds with the same error.
        """
        reads = connect_readonly(path, timing)
        try:
            return cls(reads)
        except BaseException:
            reads.close()
            raise

    def close(self) -> None:
        self._reads.close()

    def preflight(self, rows: int = 64) -> None:
        """Read what a window shows first (the counts, the top of the term list).

        :class:`GlossaryError` if that is damaged, so the window can refuse to
        open instead of failing while it paints.
        """
        self.stats()
        self.term_rows(range(1, min(rows, self._count) + 1))

    # -- facts ---------------------------------------------------------------------

    @property
    def schema_version(self) -> int:
        return self._version

    @property
    def content_hash(self) -> str:
        """Hash of the sources the DB was built from (same sources, same hash)."""
        return self.meta.get("content_sha256", "")

    def stats(self) -> Stats:
        """Counts from build time (O(1): never a count over a million rows)."""
        if self._stats is None:
            # lazy: json, 5 modules and 3 ms of the command line's start-up
            import json  # not needed to show the window

            try:
                counts = json.loads(self.meta["counts"])
                self._stats = Stats(*(int(counts[k]) for k in Stats._fields))
            except (KeyError, TypeError, ValueError) as exc:
                raise self._reads.damaged(f"no build counts in its meta table ({exc!r})") from exc
        return self._stats

    @property
    def concept_count(self) -> int:
        """How many concepts the glossary has."""
        return self._count

    def volumes(self) -> list[Volume]:
        return list(self._volumes)

    # -- lookups -------------------------------------------------------------------

    def get(self, slug: str) -> Concept | None:
        """The concept with this slug, or ``None``."""
        with self._reads.operation():
            found = self._reads.value("SELECT id FROM concepts WHERE slug = ?", (slug,))
            return None if found is None else self.concept(found)

    def find(self, slug_or_term: str) -> Concept | None:
        """A concept by a term spelt as given (case aside), else a slug, else a term
        with accents folded (any language; a heading, else a synonym)."""
        with self._reads.operation():
            ids = named(self._reads, slug_or_term)
            return self.concept(ids[0]) if ids else None

    def resolve(self, text: str) -> Concept | None:
        """The concept a reader names with ``text``: a slug or whole term, else the
        best search hit if it matched a term ("descida" -> "Descida de Gradiente
        Distribuída"). What ``show`` and ``bookmarks add/remove`` both use.
        """
        found = self.resolve_all(text)
        return found[0] if found else None

    def resolve_all(self, text: str, most: int = 6) -> list[Concept]:
        """The concepts ``text`` names equally well (:meth:`resolve`'s first), at
        most ``most``: two concepts with one term, or found by the search in one tier."""
        with self._reads.operation():
            ids = named(self._reads, text)
            if ids:
                concepts = self._load(ids[:most])
                return [concepts[cid] for cid in ids[:most] if cid in concepts]
            hits = self.search(text, limit=most)
        if not hits or hits[0].tier > Tier.TERM_STEM:
            return []
        return [h.concept for h in hits if h.tier is hits[0].tier]

    def concept(self, concept_id: int) -> Concept | None:
        return self._load([concept_id]).get(concept_id)

    def term_rows(self, ids: Sequence[int]) -> dict[int, TermRow]:
        """The term list's rows (slug and terms, no definitions) for ``ids``."""
        return term_rows_by_id(self._reads, ids)

    def concepts_by_ids(self, ids: Sequence[int]) -> list[Concept]:
        """Concepts for ``ids``, in that order; unknown ids are skipped."""
        return ordered(self._load(ids), ids)

    def concepts(self, page: int = 1000) -> Iterator[Concept]:
        """Every concept in alphabetical order (loaded a page at a time)."""
        last = 0
        while True:
            with self._reads.operation():  # a page at a time: never held across a yield
                ids = self._reads.ids(
                    "SELECT id FROM concepts WHERE id > ? ORDER BY id LIMIT ?", (last, page)
                )
                found = self.concepts_by_ids(ids)
            if not ids:
                return
            yield from found
            last = ids[-1]

    def ids_for_slugs(self, slugs: Sequence[str]) -> dict[str, int]:
        """Map the slugs that exist to concept ids."""
        sql = "SELECT slug, id FROM concepts WHERE slug IN ({marks})"
        return dict(self._reads.chunks(sql, slugs))

    def bookmark_statuses(self, marks: Sequence[Bookmark]) -> dict[str, BookmarkStatus]:
        """What became of each bookmark's concept in this glossary, by slug."""
        with self._reads.operation():
            ids = self.ids_for_slugs([m.slug for m in marks])
            by_slug = {c.slug: c for c in self.concepts_by_ids(list(ids.values()))}
        return {m.slug: m.status(by_slug.get(m.slug)) for m in marks}

    # -- the term list -------------------------------------------------------------

    def list_ids(self, flt: ListFilter, by: Lang = Lang.ES) -> array[int]:
        """Ids of the concepts under ``flt``, alphabetical (compact: 4 bytes each).

        ``by`` Spanish: the concepts' own order (by their title, Spanish where there
        is one). ``by`` Portuguese: by the Portuguese term, accents and case ignored,
        the concepts without one after them in their own order.
        """
        with self._reads.operation():
            allowed = None
            if flt.slugs is not None:
                allowed = sorted(self.ids_for_slugs(sorted(flt.slugs)).values())
            return listing.list_ids(self._reads, flt, by, allowed)

    def accepts(self, concept: Concept, flt: ListFilter) -> bool:
        """Whether ``concept`` passes ``flt``, checked in Python on one concept.

        The list and the search filter in SQL; this is the same rule for code
        that holds a concept already.
        """
        return listing.accepts(concept, flt, self._volumes)

    # -- cross-references ----------------------------------------------------------

    def links(self, concept: Concept, lang: Lang, *, carried: bool = True) -> list[Link]:
        """Mentions of other concepts' terms in ``concept``'s definition in ``lang``;
        unless not ``carried``, also those its other language's definition carries
        over through the word alignment (which loads the comparison's machinery)."""
        with self._reads.operation():
            if not carried:
                return self._mentions_of(concept, Lang(lang))
            return concept_links(concept, Lang(lang), self._mentions_of)

    def _mentions_of(self, concept: Concept, lang: Lang) -> list[Link]:
        key = (concept.id, lang)
        found = self._mentions.get(key)
        if found is None:
            if len(self._mentions) >= MENTIONS_KEPT:
                del self._mentions[next(iter(self._mentions))]  # the oldest
            found = self._mentions[key] = mentions(self._reads, concept, lang)
        return list(found)  # a copy: the caller may sort or extend it

