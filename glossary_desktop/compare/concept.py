"""A concept's two sides compared, and the overview of every paired concept."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from glossary_desktop.compare.align import align
from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.domain import Concept


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


def compare_concept(concept: Concept) -> ConceptComparison | None:
    """``concept`` aligned, or ``None`` when it lacks a side (nothing to compare)."""
    es, pt = concept.es, concept.pt
    if es is None or pt is None:
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
    """Every concept with both sides, lowest similarity first (then by slug)."""
    rows = []
    for concept in concepts:
        compared = compare_concept(concept)
        if compared is not None and concept.es is not None and concept.pt is not None:
            rows.append(OverviewRow(
                concept.slug, concept.es.term, concept.pt.term, compared.similarity
            ))
    rows.sort(key=lambda r: (r.similarity, r.slug))
    return rows
