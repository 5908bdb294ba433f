"""A concept's two sides compared, and the overview of every paired concept."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from glossary_desktop.compare.align import align
from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.domain import Concept
from glossary_desktop.text import written_words

#: Word pairs a concept's comparison may weigh: its Spanish words times its
#: Portuguese words, the terms' and the definitions' added up. The aligner's
#: time and memory grow with them (its rescue pass scores every pair), not
#: with one field's length, so a concept past this is not aligned: a crafted
#: glossary's 20,000-word term would take minutes and gigabytes. Two
#: definitions of 500 words each stay within it (about a second at worst).
MAX_WORK = 250_000


class ConceptComparison(NamedTuple):
    """A concept's terms and definitions aligned word by word (offsets into each)."""

    slug: str
    term: Alignment
    definition: Alignment

    @property
    def similarity(self) -> float:
        """How much of the two definitions has a counterpart (0-1)."""
        return self.definition.similarity


class OverviewRow(NamedTuple):
    """One paired concept in the overview: its terms and similarity (0-1)."""

    slug: str
    es_term: str
    pt_term: str
    similarity: float


def work(concept: Concept) -> int:
    """The word pairs aligning ``concept`` weighs (0 when it lacks a side)."""
    es, pt = concept.es, concept.pt
    if es is None or pt is None:
        return 0
    return (len(written_words(es.term)) * len(written_words(pt.term))
            + len(written_words(es.definition)) * len(written_words(pt.definition)))


def compare_concept(concept: Concept, budget: int = MAX_WORK) -> ConceptComparison | None:
    """``concept`` aligned, or ``None`` when it lacks a side (nothing to compare) or
    weighs more than ``budget`` word pairs (:func:`work`: too long to align)."""
    es, pt = concept.es, concept.pt
    if es is None or pt is None or work(concept) > budget:
        return None
    return _compared(concept.slug, es.term, pt.term, es.definition, pt.definition)


#: The shown concept is compared for its panes' counterparts and for the links
#: carried into the other language: the same texts, aligned once.
@lru_cache(maxsize=64)
def _compared(
    slug: str, es_term: str, pt_term: str, es_definition: str, pt_definition: str
) -> ConceptComparison:
    return ConceptComparison(slug, align(es_term, pt_term), align(es_definition, pt_definition))


def overview(concepts: Iterable[Concept]) -> list[OverviewRow]:
    """Every concept with both sides, lowest similarity first (then by slug); those
    too long to align (:data:`MAX_WORK`) are left out."""
    rows = []
    for concept in concepts:
        compared = compare_concept(concept)
        if compared is not None and concept.es is not None and concept.pt is not None:
            rows.append(OverviewRow(
                concept.slug, concept.es.term, concept.pt.term, compared.similarity
            ))
    rows.sort(key=lambda r: (r.similarity, r.slug))
    return rows
