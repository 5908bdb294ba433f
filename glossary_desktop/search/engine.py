"""The search engine: what the user typed -> concept ids, best first.

Ranking, in tiers a reader would agree with:

1. the whole term equals the query (``entries.term_key`` index);
2. the term starts with the query (a range on the same index, in order);
3. every query word starts a word of the term (FTS5 on terms only);
4. found in a definition (FTS5 on term + definition, bm25 with term weight 10);
5. typo tolerance: when little was found and a word is unknown, close spellings.

FTS5's cost grows with the number of matches, not the table size, and bm25
reads a word's whole doclist to weigh it. So every tier is bounded: an
unranked probe of at most ``FTS_CAP`` rows first, ranked only when the probe
shows the set is small (a common word keeps docid order, which is
alphabetical); one- and two-letter words never reach the definition index; a
one- or two-letter query is answered by the term index alone. Every statement
runs under a deadline, so a runaway query is interrupted, never left to hang.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from glossary_desktop.domain import Tier
from glossary_desktop.search.fuzzy import Speller
from glossary_desktop.search.query import Query

#: Rows an FTS5 probe may return; below it the set is ranked, at it it is taken
#: in docid order (ranking a common word would read its whole doclist).
FTS_CAP = 200

#: Shortest word sent to the definition index ("de"* would merge hundreds of
#: doclists); shorter words still match terms through the term indexes.
MIN_DEFINITION_TOKEN = 3

#: Fewer results than this and the engine also tries close spellings...
FUZZY_BELOW = 3
#: ...adding at most this many: a rare word found in a definition or two
#: should not be buried under fifty lookalikes.
FUZZY_MAX = 10

#: A search that takes longer than this is interrupted (seconds).
DEADLINE = 0.5

#: SQLite VM instructions between deadline checks (a check costs ~0.1 µs).
PROGRESS_STEPS = 10_000

#: Rows read per page of the term-prefix range (es and pt terms of one concept
#: often share a prefix, so a page holds fewer concepts than rows).
_PREFIX_PAGE = 100


class Ranked(NamedTuple):
    """A concept id with its tier and the tokens that found it."""

    concept_id: int
    tier: Tier
    tokens: tuple[str, ...]


class SearchEngine:
    """Runs searches on an open glossary connection (read-only)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._speller = Speller(conn)

    def search(self, text: str, limit: int = 50) -> list[Ranked]:
        """Concept ids for ``text``, best first, at most ``limit``."""
        query = Query.parse(text)
        if not query or limit <= 0:
            return []
        found: dict[int, Ranked] = {}
        with self._deadline():
            try:
                self._exact(query, limit, found)
                self._prefix(query, limit, found)
                if len(found) < limit and len(query.key) >= MIN_DEFINITION_TOKEN:
                    self._fts("terms_fts", query, Tier.TERM_WORD, limit, found)
                    long_words = query.longer_than(MIN_DEFINITION_TOKEN - 1)
                    if long_words:
                        self._fts("entries_fts", long_words, Tier.DEFINITION, limit, found)
                if len(found) < FUZZY_BELOW:
                    self._fuzzy(query, min(limit, len(found) + FUZZY_MAX), found)
            except sqlite3.OperationalError as exc:
                if "interrupted" not in str(exc):
                    raise
                # Deadline hit: what was found so far is still the best part.
        return list(found.values())[:limit]

    def suggest(self, text: str, limit: int = 5) -> list[str]:
        """Corrected spellings of ``text`` (folded words) that would find something."""
        query = Query.parse(text)
        if not query:
            return []
        with self._deadline():
            try:
                return [" ".join(t) for t in self._speller.corrections(query.tokens, limit)]
            except sqlite3.OperationalError as exc:
                if "interrupted" not in str(exc):
                    raise
                return []

    # -- tiers -------------------------------------------------------------------

    def _exact(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        rows = self._conn.execute(
            "SELECT concept_id FROM entries WHERE term_key = ? LIMIT ?", (query.key, limit)
        )
        for (cid,) in rows:
            found.setdefault(cid, Ranked(cid, Tier.EXACT, query.tokens))

    def _prefix(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        # Walks the term_key index in order and stops as soon as ``limit``
        # concepts are found: a one-letter query costs a page, not a sort.
        after = (query.key, 0)
        while len(found) < limit:
            rows = self._conn.execute(
                "SELECT term_key, id, concept_id FROM entries "
                "WHERE (term_key, id) > (?1, ?2) AND term_key < ?3 || char(1114111) "
                "ORDER BY term_key, id LIMIT ?4",
                (*after, query.key, _PREFIX_PAGE),
            ).fetchall()
            for _key, _id, cid in rows:
                found.setdefault(cid, Ranked(cid, Tier.TERM_PREFIX, query.tokens))
            if len(rows) < _PREFIX_PAGE:
                return
            after = (rows[-1][0], rows[-1][1])

    def _fts(
        self, table: str, query: Query, tier: Tier, limit: int, found: dict[int, Ranked]
    ) -> None:
        match = query.match()
        probe = self._conn.execute(
            f"SELECT rowid FROM {table} WHERE {table} MATCH ? LIMIT ?", (match, FTS_CAP)
        ).fetchall()
        if len(probe) < FTS_CAP:  # small set: rank it (bm25 is cheap here)
            probe = self._conn.execute(
                f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rank LIMIT ?",
                (match, FTS_CAP),
            ).fetchall()
        self._add_entries([r[0] for r in probe], tier, query.tokens, limit, found)

    def _add_entries(
        self,
        entry_ids: list[int],
        tier: Tier,
        tokens: tuple[str, ...],
        limit: int,
        found: dict[int, Ranked],
    ) -> None:
        if not entry_ids:
            return
        marks = ",".join("?" * len(entry_ids))
        concept_of = dict(self._conn.execute(
            f"SELECT id, concept_id FROM entries WHERE id IN ({marks})", entry_ids
        ))
        for eid in entry_ids:
            cid = concept_of.get(eid)
            if cid is None:  # a stale full-text row: its entry is gone
                continue
            found.setdefault(cid, Ranked(cid, tier, tokens))
            if len(found) >= limit:
                return

    def _fuzzy(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        for tokens in self._speller.corrections(query.tokens, 3):
            fixed = Query(tokens)
            rows = self._conn.execute(
                "SELECT rowid FROM terms_fts WHERE terms_fts MATCH ? ORDER BY rank LIMIT ?",
                (fixed.match(), limit),
            ).fetchall()
            self._add_entries([r[0] for r in rows], Tier.FUZZY, tokens, limit, found)
            if len(found) >= limit:
                return

    @contextmanager
    def _deadline(self) -> Iterator[None]:
        end = time.monotonic() + DEADLINE
        # Returning true from the handler makes SQLite abort with "interrupted".
        self._conn.set_progress_handler(lambda: time.monotonic() > end, PROGRESS_STEPS)
        try:
            yield
        finally:
            self._conn.set_progress_handler(None, 0)
