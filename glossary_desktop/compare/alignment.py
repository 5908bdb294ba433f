"""What the aligner returns: counterpart pairs as string offsets, for the window and the CLI.

Offsets are Python string indices ``[start, end)`` into the two texts (a term or
a definition), so a view can highlight them as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from glossary_desktop.domain import Lang, Span


class Pair(NamedTuple):
    """Counterparts: a stretch of each text, each covering one or more whole words."""

    es: Span
    pt: Span

    def side(self, lang: Lang) -> Span:
        return self.es if lang is Lang.ES else self.pt


class Alignment(NamedTuple):
    """The counterparts of a Spanish and a Portuguese text, in Spanish order,
    with every word of each (``es_words``, ``pt_words``) and those that have none."""

    es_words: tuple[Span, ...]
    pt_words: tuple[Span, ...]
    pairs: tuple[Pair, ...]
    unmatched_es: tuple[Span, ...]
    unmatched_pt: tuple[Span, ...]

    def words(self, lang: Lang) -> tuple[Span, ...]:
        return self.es_words if lang is Lang.ES else self.pt_words

    def unmatched(self, lang: Lang) -> tuple[Span, ...]:
        return self.unmatched_es if lang is Lang.ES else self.unmatched_pt

    def counterpart(self, lang: Lang, offset: int) -> Pair | None:
        """The pair whose ``lang`` side covers the character at ``offset`` (a
        caret or the mouse over a word), or ``None``."""
        for pair in self.pairs:
            span = pair.side(lang)
            if span.start <= offset < span.end:
                return pair
        return None

    @property
    def similarity(self) -> float:
        """The share of both texts' word characters that have a counterpart (0-1)."""
        total = sum(s.end - s.start for s in (*self.es_words, *self.pt_words))
        if not total:
            return 1.0
        missing = sum(s.end - s.start for s in (*self.unmatched_es, *self.unmatched_pt))
        return (total - missing) / total

    def word_links(self) -> set[tuple[int, int]]:
        """Every (Spanish word index, Portuguese word index) that a pair links."""
        links: set[tuple[int, int]] = set()
        for pair in self.pairs:
            es = _inside(self.es_words, pair.es)
            pt = _inside(self.pt_words, pair.pt)
            links.update((i, j) for i in es for j in pt)
        return links


def _inside(words: Sequence[Span], span: Span) -> list[int]:
    return [i for i, w in enumerate(words) if span.start <= w.start and w.end <= span.end]
