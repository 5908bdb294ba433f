"""Typo tolerance: close spellings of query words among the glossary's term words.

The importer stores every distinct folded word of every term in ``term_words``
(indexed by first letter and length). A misspelt word is compared only with the
words that share its first letter and are within two letters of its length, so
the candidate set stays small on a million-concept glossary; rapidfuzz scores
them (normalized Indel similarity, C++). Words typed together or apart are
looked up whole in the same table (:mod:`glossary_desktop.search.spacing`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable

from glossary_desktop.search.spacing import respaced

#: Minimum similarity (0-100) for a word to count as a close spelling.
MIN_SCORE = 75.0
_LENGTH_SLACK = 2
_MEMO_SIZE = 256


class Speller:
    """Finds close spellings of words among the terms of one glossary."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        # The window searches, finds nothing and then asks for suggestions for
        # the same words: remembering them halves the cost of a typo.
        self._close: dict[tuple[str, int], list[str]] = {}

    def known(self, word: str) -> bool:
        """Whether some term word starts with ``word`` (one index probe)."""
        row = self._conn.execute(
            "SELECT 1 FROM term_words WHERE word >= ?1 AND word < ?1 || char(1114111) LIMIT 1",
            (word,),
        ).fetchone()
        return row is not None

    def whole(self, words: Collection[str]) -> set[str]:
        """Those of ``words`` that are term words (one statement, primary-key lookups)."""
        marks = ",".join("?" * len(words))
        sql = f"SELECT word FROM term_words WHERE word IN ({marks})"
        return {word for (word,) in self._conn.execute(sql, tuple(words))}

    def close_words(self, word: str, limit: int = 3) -> list[str]:
        """Term words close to ``word`` (folded), best first; ``word`` itself if known."""
        key = (word, limit)
        if key not in self._close:
            if len(self._close) >= _MEMO_SIZE:
                self._close.clear()
            self._close[key] = self._find_close(word, limit)
        return self._close[key]

    def _find_close(self, word: str, limit: int) -> list[str]:
        if self.known(word):
            return [word]
        if len(word) < 3:
            return []
        # Imported here: rapidfuzz is a start-up cost and most sessions
        # never mistype a word that is in no term.
        from rapidfuzz import fuzz, process

        rows = self._conn.execute(
            "SELECT word FROM term_words WHERE first = ? AND length BETWEEN ? AND ?",
            (word[0], len(word) - _LENGTH_SLACK, len(word) + _LENGTH_SLACK),
        ).fetchall()
        candidates = [r[0] for r in rows]
        scored = process.extract(
            word, candidates, scorer=fuzz.ratio, limit=limit, score_cutoff=MIN_SCORE
        )
        return [c for c, _score, _i in scored]

    def corrections(self, tokens: Iterable[str], limit: int) -> list[tuple[str, ...]]:
        """Whole-query corrections: words typed together or apart respaced as the
        terms write them, then each token replaced by its closest spellings."""
        typed = tuple(tokens)
        spaced = respaced(typed, [not self.known(tok) for tok in typed], self.whole)
        options: list[list[str]] = []
        changed = spaced != typed
        for tok in spaced:
            close = self.close_words(tok)
            if not close:
                close = [tok]
            changed |= close != [tok]
            options.append(close)
        if not changed:
            return []
        # One correction per alternative of the word with most options; the other
        # words keep their best guess. Enough for "did you mean" and bounded.
        out: list[tuple[str, ...]] = []
        widest = max(range(len(options)), key=lambda i: len(options[i]))
        for alt in options[widest][:limit]:
            out.append(
                tuple(alt if i == widest else opts[0] for i, opts in enumerate(options))
            )
        return out
