"""Cross-references carried across languages by the word alignment.

A Portuguese definition may mention a concept that has only a Spanish term
("treinamento distribuído" where the glossary knows "Entrenamiento Distribuido"
alone): looked up among Portuguese terms, it links nowhere. The Spanish
definition's link to that concept, carried over to the words that translate it,
links it all the same.
"""

from __future__ import annotations

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
    carried: list[Link] = []
    for link in links:
        words = _within(alignment.words(source), link.start, link.end)
        pairs = [p for p in alignment.pairs if link.start <= p.side(source).start
                 and p.side(source).end <= link.end]
        covered = [w for w in words if any(_contains(p.side(source), w) for p in pairs)]
        if not pairs or len(covered) != len(words):
            continue
        start = min(p.side(target).start for p in pairs)
        end = max(p.side(target).end for p in pairs)
        run = _within(alignment.words(target), start, end)
        if all(any(_contains(p.side(target), w) for p in pairs) for w in run):
            carried.append(Link(start, end, link.slug))
    return carried


def _within(words: Sequence[Span], start: int, end: int) -> list[Span]:
    return [w for w in words if start <= w.start and w.end <= end]


def _contains(outer: Span, inner: Span) -> bool:
    return outer.start <= inner.start and inner.end <= outer.end
