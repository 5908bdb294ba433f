"""A search's hits, their concepts loaded with them or a page of hits at a time when asked for.

A window lists up to a few hundred hits and paints a screenful of them: loading
every hit's whole concept (its entries, definitions, synonyms and notes) with
the search cost as much as the ranking itself. Here the hit asked for brings
its page of neighbours in one query, so a screen of rows costs one or two.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING

from glossary_desktop.domain import Concept, Hit, Tier

if TYPE_CHECKING:
    from glossary_desktop.search.found import Ranked

#: Hits whose concepts load together: a screen of the term list or so.
PAGE = 32

#: Loads the concepts of some ids (missing ones left out).
Load = Callable[[Sequence[int]], dict[int, Concept]]


class HitPages:
    """The concepts of ``ids`` (a search's hits, in rank order), loaded by ``load``."""

    def __init__(self, ids: Sequence[int], load: Load, missing: Callable[[int], Exception]) -> None:
        """``missing(id)``: the error for a ranked id the glossary has no concept for."""
        self._ids = ids
        self._load = load
        self._missing = missing
        self._loaded: dict[int, Concept] = {}

    def loader(self, index: int) -> Callable[[], Concept]:
        """What loads the concept of the ``index``-th hit."""
        return lambda: self.concept(index)

    def concept(self, index: int) -> Concept:
        """The concept of the ``index``-th hit, loading its page if not yet loaded."""
        cid = self._ids[index]
        found = self._loaded.get(cid)
        if found is None:
            first = index - index % PAGE
            self._loaded.update(self._load(self._ids[first : first + PAGE]))
            found = self._loaded.get(cid)
            if found is None:
                raise self._missing(cid)
        return found


def hits_of(
    text: str, ranked: Sequence[Ranked], concepts: Sequence[Concept | Callable[[], Concept]]
) -> list[Hit]:
    """The hits of ``ranked`` (the engine's answer for ``text``), each with its concept
    in ``concepts`` or what loads it."""
    # lazy: 3 modules, 2.3 ms of the window's start-up
    from glossary_desktop.search.highlight import as_written, span_finder  # with the engine

    typed = " ".join(text.lower().split())
    return [
        # A correction is one word as spelt: its forms are not what was meant.
        Hit(concept, r.tier,
            span_finder(r.tokens, r.words, stemmed=r.tier is not Tier.FUZZY),
            partial(_written, as_written, r.tokens, concept) if r.tier is Tier.FUZZY else "",
            typed if r.tier is Tier.TERM_STEM else "",
            concept_id=r.concept_id)
        for r, concept in zip(ranked, concepts, strict=True)
    ]


def _written(
    as_written: Callable[[Sequence[str], Iterable[str]], str], tokens: Sequence[str],
    concept: Concept | Callable[[], Concept],
) -> str:
    """A correction's ``tokens`` as ``concept`` writes them (asked of its hit when
    shown: it needs the concept, which a list loads only for the rows it paints)."""
    return as_written(tokens, texts(concept if isinstance(concept, Concept) else concept()))

def texts(concept: Concept) -> Iterator[str]:
    """Every heading and synonym of ``concept``, Spanish first, then its definitions:
    where a corrected word is looked for as written."""
    entries = concept.entries.values()
    yield from (term for entry in entries for term in entry.terms)
    yield from (entry.definition for entry in entries)
