"""Cross-references: where a definition mentions another concept's term.

A definition's word n-grams (folded, so accents and case are ignored) are looked
up among the terms of the same language in one indexed query; the longest
mention wins where two overlap ("paralelismo de datos" over "paralelismo").
Bounded work per definition, whatever the size of the glossary.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from glossary_desktop.domain import Link
from glossary_desktop.text import fold, word_spans

#: Longest term, in words, looked for inside a definition.
MAX_TERM_WORDS = 6
#: Mentions are looked for in this many first characters of a definition (the
#: part a pane shows at first): a crafted definition of several MB would
#: otherwise be millions of n-grams to look up.
MAX_LINKED_CHARS = 20_000

Lookup = Callable[[Sequence[str]], dict[str, str]]


def find_links(definition: str, lookup: Lookup, own_slug: str = "") -> list[Link]:
    """Non-overlapping mentions of terms in ``definition``, in text order.

    ``lookup`` maps folded term keys to concept slugs for the keys that exist.
    Mentions of the concept itself (``own_slug``) are not links.
    """
    spans = word_spans(definition[:MAX_LINKED_CHARS])
    folded = [fold(definition[s:e]) for s, e in spans]
    grams: dict[str, list[tuple[int, int]]] = {}
    count = len(folded)
    for i, word in enumerate(folded):
        # Each n-gram is the one before it and a word: no slice joined anew per length.
        gram = word
        grams.setdefault(gram, []).append((i, 1))
        for n in range(2, min(MAX_TERM_WORDS, count - i) + 1):
            gram = f"{gram} {folded[i + n - 1]}"
            grams.setdefault(gram, []).append((i, n))
    known = lookup(sorted(grams))
    candidates = [
        (i, n, slug)
        for key, slug in known.items()
        if slug != own_slug
        for i, n in grams[key]
    ]
    # Longest first, then leftmost; keep those that overlap nothing kept.
    candidates.sort(key=lambda c: (-c[1], c[0]))
    taken: set[int] = set()
    links: list[Link] = []
    for i, n, slug in candidates:
        words = set(range(i, i + n))
        if words & taken:
            continue
        taken |= words
        links.append(Link(spans[i][0], spans[i + n - 1][1], slug))
    return sorted(links, key=lambda link: link.start)
