"""Cross-references carried across languages by the word alignment.

A Portuguese definition may mention a concept that has only a Spanish term
("treinamento distribuído" where the glossary knows "Entrenamiento Distribuido"
alone): looked up among Portuguese terms, it links nowhere. The Spanish
definition's link to that concept, carried over to the words that translate it,
links it all the same.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.domain import Lang, Link, Span


def carried_links(alignment: Alignment, links: Sequence[Link], source: Lang) -> list[Link]:
    """``links`` of the ``source`` text, as links of the other text of ``alignment``.

    A link is carried only when every word it covers has a counterpart and the
    counterparts are one unbroken run of words on the other side: a mention
    whose translation is partial or scattered is left unlinked, never guessed.
    """
    target = Lang.PT if source is Lang.ES else Lang.ES
    # Pairs and words in text order, found by bisection: a definition shown has
    # a dozen links and hundreds of pairs, looked at once per link before.
    pairs = sorted(alignment.pairs, key=lambda p: p.side(source).start)
    starts = [p.side(source).start for p in pairs]
    source_words, target_words = _Words(alignment.words(source)), _Words(alignment.words(target))
    carried: list[Link] = []
    for link in links:
        words = source_words.within(link.start, link.end)
        first = bisect_left(starts, link.start)
        inside = [p for p in pairs[first : bisect_left(starts, link.end, first)]
                  if p.side(source).end <= link.end]
        covered = [w for w in words if any(_contains(p.side(source), w) for p in inside)]
        if not inside or len(covered) != len(words):
            continue
        start = min(p.side(target).start for p in inside)
        end = max(p.side(target).end for p in inside)
        run = target_words.within(start, end)
        if all(any(_contains(p.side(target), w) for p in inside) for w in run):
            carried.append(Link(start, end, link.slug))
    return carried


class _Words:
    """A text's word spans, in text order."""

    def __init__(self, words: Sequence[Span]) -> None:
        self._words = sorted(words)
        self._starts = [w.start for w in self._words]

    def within(self, start: int, end: int) -> list[Span]:
        """The words wholly inside ``[start, end)``."""
        first = bisect_left(self._starts, start)
        return [w for w in self._words[first : bisect_left(self._starts, end, first)]
                if w.end <= end]


def _contains(outer: Span, inner: Span) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end
