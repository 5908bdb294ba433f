"""The search engine: what the user typed -> concept ids, best first.

Ranking, in tiers a reader would agree with:

1. the whole term equals the query (``entries.term_key`` index);
2. the term starts with the query (a range on the same index);
3. every query word starts a word of the term (FTS5, term column);
4. found in a definition only (FTS5, both columns, bm25 with term weight 10);
5. typo tolerance: when the rest finds little, close spellings of the words.

Each tier is bounded (``LIMIT``/cap), so a one-letter query over a million
concepts costs an index range, not a ranking of half the table. Every statement
runs under a deadline: a runaway query is interrupted, never left to hang the UI.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from glossary_desktop.domain import Tier
from glossary_desktop.search.fuzzy import Speller
from glossary_desktop.search.query import Query

#: At most this many FTS5 rows are ranked per tier. Below it the ranking is
#: exact; above it (a word in half the definitions) we rank the first CAP rows
#: instead of sorting the whole doclist, which is what made 1-letter queries
#: take seconds on 1M rows.
FTS_CAP = 400

#: Fewer results than this and the engine also tries close spellings.
FUZZY_BELOW = 3

#: A search that takes longer than this is interrupted (seconds).
DEADLINE = 0.5

#: SQLite VM instructions between deadline checks (a check costs ~0.1 µs).
PROGRESS_STEPS = 10_000


@dataclass(frozen=True, slots=True)
class Ranked:
    """A concept id with its tier and, for fuzzy hits, the corrected tokens."""

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
                self._exact_and_prefix(query, limit, found)
                if len(found) < limit:
                    self._fts(query, limit, found)
                if len(found) < FUZZY_BELOW:
                    self._fuzzy(query, limit, found)
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

    def _exact_and_prefix(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        key = query.key
        # Two statements rather than one ORDER BY (exact first): each walks the
        # term_key index in order and stops at LIMIT, where the combined ordering
        # would sort the whole range (100k rows for a one-letter query on 1M).
        exact = self._conn.execute(
            "SELECT concept_id FROM entries WHERE term_key = ? LIMIT ?", (key, limit)
        )
        for (cid,) in exact:
            found.setdefault(cid, Ranked(cid, Tier.EXACT, query.tokens))
        prefix = self._conn.execute(
            "SELECT concept_id FROM entries "
            "WHERE term_key > ?1 AND term_key < ?1 || char(1114111) "
            "ORDER BY term_key LIMIT ?2",
            (key, limit),
        )
        for (cid,) in prefix:
            found.setdefault(cid, Ranked(cid, Tier.TERM_PREFIX, query.tokens))
            if len(found) >= limit:
                return

    def _fts(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        for column, tier in (("term", Tier.TERM_WORD), (None, Tier.DEFINITION)):
            rows = self._conn.execute(
                "SELECT e.concept_id, f.rank FROM "
                "(SELECT rowid, rank FROM entries_fts WHERE entries_fts MATCH ? LIMIT ?) f "
                "JOIN entries e ON e.id = f.rowid",
                (query.match(column), FTS_CAP),
            ).fetchall()
            rows.sort(key=lambda r: r[1])  # bm25: lower is better
            for cid, _rank in rows:
                found.setdefault(cid, Ranked(cid, tier, query.tokens))
                if len(found) >= limit:
                    return

    def _fuzzy(self, query: Query, limit: int, found: dict[int, Ranked]) -> None:
        for tokens in self._speller.corrections(query.tokens, 3):
            fixed = Query(tokens)
            rows = self._conn.execute(
                "SELECT e.concept_id FROM "
                "(SELECT rowid, rank FROM entries_fts WHERE entries_fts MATCH ? LIMIT ?) f "
                "JOIN entries e ON e.id = f.rowid ORDER BY f.rank",
                (fixed.match("term"), FTS_CAP),
            )
            for (cid,) in rows:
                found.setdefault(cid, Ranked(cid, Tier.FUZZY, tokens))
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
