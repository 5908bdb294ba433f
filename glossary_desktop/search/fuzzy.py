"""Typo tolerance: close spellings of query words among the glossary's words.

The importer stores every distinct folded word of every term in ``term_words``,
and those of definitions that are in no term in ``definition_words`` (both
indexed by first letter and length). A misspelt word is compared only with the
words that share its first letter and are within two letters of its length, so
the candidate set stays small on a million-concept glossary; rapidfuzz scores
them (normalized Indel similarity, C++). Term words come first: a word is
corrected toward a definition word only when no term word is close enough.
Words typed together or apart are looked up whole among the term words
(:mod:`glossary_desktop.search.spacing`).

``definition_words`` is optional: a glossary built before it corrects toward
term words only.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from glossary_desktop.search.spacing import respaced
from glossary_desktop.store.glossary_reads import Reads

#: Minimum similarity (0-100) for a word to count as a close spelling.
MIN_SCORE = 75.0
#: Shortest word that is corrected.
MIN_LENGTH = 3
_LENGTH_SLACK = 2
_MEMO_SIZE = 256


class _Words:
    """One table of folded words (``word``, ``first``, ``length``), as the typo tier reads it."""

    def __init__(self, reads: Reads, table: str) -> None:
        self._reads = reads
        self._table = table

    def known(self, word: str) -> bool:
        """Whether some word starts with ``word`` (one index probe)."""
        row = self._reads.one(
            f"SELECT 1 FROM {self._table} WHERE word >= ?1 AND word < ?1 || char(1114111) LIMIT 1",
            (word,),
        )
        return row is not None

    def whole(self, words: Collection[str]) -> set[str]:
        """Those of ``words`` that are in the table (one statement, primary-key lookups)."""
        marks = ",".join("?" * len(words))
        sql = f"SELECT word FROM {self._table} WHERE word IN ({marks})"
        return {word for (word,) in self._reads.all(sql, tuple(words))}

    def close(self, word: str, limit: int) -> list[str]:
        """The words close to ``word``, best first, at most ``limit``."""
        # Imported here: rapidfuzz is a start-up cost and most sessions
        # never mistype a word.
        # lazy: 45 modules, 18 ms of the window's start-up
        from rapidfuzz import fuzz, process

        # One string, not a row per word: of 500,000 words, one letter and length
        # range held 16,700, which took 12 ms to come back as rows, 2 as one string.
        joined = self._reads.value(
            f"SELECT group_concat(word, char(10)) FROM {self._table} "
            "WHERE first = ? AND length BETWEEN ? AND ?",
            (word[0], len(word) - _LENGTH_SLACK, len(word) + _LENGTH_SLACK),
        )
        candidates = joined.split("\n") if joined else []
        scored = process.extract(
            word, candidates, scorer=fuzz.ratio, limit=limit, score_cutoff=MIN_SCORE
        )
        return [c for c, _score, _i in scored]


class Speller:
    """Finds close spellings of words among the terms, then the definitions, of one glossary."""

    def __init__(self, reads: Reads) -> None:
        self._terms = _Words(reads, "term_words")
        has_definitions = reads.one(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'definition_words'"
        )
        self._definitions = _Words(reads, "definition_words") if has_definitions else None
        # The window searches, finds nothing and then asks for suggestions for
        # the same words: remembering them halves the cost of a typo.
        self._close: dict[tuple[str, int], list[str]] = {}

    def known(self, word: str) -> bool:
        """Whether some term word starts with ``word`` (one index probe)."""
        return self._terms.known(word)

    def in_definitions_only(self, words: Collection[str]) -> bool:
        """Whether one of ``words`` is a word only definitions have (then terms
        alone cannot hold the query)."""
        return self._definitions is not None and bool(self._definitions.whole(words))

    def close_words(self, word: str, limit: int = 3) -> list[str]:
        """Words close to ``word`` (folded), best first, term words before
        definition words; ``word`` itself if known."""
        key = (word, limit)
        if key not in self._close:
            if len(self._close) >= _MEMO_SIZE:
                self._close.clear()
            self._close[key] = self._find_close(word, limit)
        return self._close[key]

    def _find_close(self, word: str, limit: int) -> list[str]:
        if self._terms.known(word):
            return [word]
        if len(word) < MIN_LENGTH:
            return []
        close = self._terms.close(word, limit)
        if close or self._definitions is None:
            return close
        if self._definitions.known(word):  # a word of definitions, or its start
            return [word]
        return self._definitions.close(word, limit)

    def corrections(self, tokens: Iterable[str], limit: int) -> list[tuple[str, ...]]:
        """Whole-query corrections: words typed together or apart respaced as the
        terms write them, then each token replaced by its closest spellings."""
        typed = tuple(tokens)
        spaced = respaced(typed, [not self.known(tok) for tok in typed], self._terms.whole)
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
