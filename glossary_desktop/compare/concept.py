"""A concept's two sides compared, and the overview of every paired concept."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from glossary_desktop.compare.align import align_words
from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.compare.consistency import Compared, TermUsage, heading_words, term_pairs
from glossary_desktop.compare.differences import Difference, local_differences
from glossary_desktop.compare.paired import Paired
from glossary_desktop.compare.similarity import agreement, similarity
from glossary_desktop.domain import Concept, Field, Lang
from glossary_desktop.text import written_words

#: Word pairs a concept's comparison may weigh: its Spanish words times its
#: Portuguese words, the terms' and the definitions' added up. The aligner's
#: time and memory grow with them (its rescue pass scores every pair), not
#: with one field's length, so a concept past this is not aligned: a crafted
#: glossary's 20,000-word term would take minutes and gigabytes. Two
#: definitions of 500 words each stay within it (about a second at worst).
MAX_WORK = 250_000


class ConceptComparison(NamedTuple):
    """A concept's terms and definitions aligned word by word (offsets into each),
    what differs between them and how alike they are.

    ``differences`` holds every kind the concept alone shows; ``inconsistent_term``
    needs the rest of the glossary (:meth:`with_usage`).
    """

    slug: str
    term: Alignment
    definition: Alignment
    differences: tuple[Difference, ...]
    agreement: float  # see compare.similarity
    usage: Compared  # what the concept adds to a glossary's TermUsage

    @property
    def similarity(self) -> float:
        """How alike the two sides are (0-1): :mod:`.similarity`."""
        return similarity(self.agreement, self.differences)

    def with_usage(self, usage: TermUsage) -> ConceptComparison:
        """This comparison with its inconsistent terms, as ``usage`` (the glossary's) shows."""
        extra = usage.inconsistencies(self.usage)
        if not extra:
            return self
        return self._replace(differences=tuple(sorted((*self.differences, *extra),
                                                      key=lambda d: d.order)))


class OverviewRow(NamedTuple):
    """One paired concept in the overview: its terms, similarity (0-1) and differences."""

    slug: str
    es_term: str
    pt_term: str
    similarity: float
    differences: tuple[Difference, ...] = ()


def work(concept: Concept) -> int:
    """The word pairs aligning ``concept`` weighs (0 when it lacks a side)."""
    es, pt = concept.es, concept.pt
    if es is None or pt is None:
        return 0
    return (len(written_words(es.term)) * len(written_words(pt.term))
            + len(written_words(es.definition)) * len(written_words(pt.definition)))


def compare_concept(concept: Concept, budget: int = MAX_WORK) -> ConceptComparison | None:
    """``concept`` compared, or ``None`` when it lacks a side (nothing to compare) or
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
    differences: list[Difference] = []
    weighed: list[tuple[Paired, set[int], set[int]]] = []
    pairs = []
    alignments = []
    for field, es, pt in ((Field.TERM, es_term, pt_term),
                          (Field.DEFINITION, es_definition, pt_definition)):
        aligned = align_words(es, pt)
        alignments.append(aligned.alignment)
        paired = Paired(es, pt, aligned)
        found, numbers = local_differences(paired, field)
        differences += found
        weighed.append((paired, numbers[Lang.ES], numbers[Lang.PT]))
        pairs += term_pairs(paired, field)
        if field is Field.TERM:
            es_headings, pt_headings = heading_words(paired)
    usage = Compared(slug, tuple(pairs), es_headings, pt_headings)
    term, definition = alignments
    return ConceptComparison(slug, term, definition, tuple(differences), agreement(weighed), usage)


def overview(
    concepts: Iterable[Concept],
    fetch: Callable[[Sequence[str]], Iterable[Concept]] | None = None,
    usage: TermUsage | None = None,
) -> list[OverviewRow]:
    """Every concept with both sides, lowest similarity first (then by slug); those
    too long to align (:data:`MAX_WORK`) are left out.

    Inconsistent terms need the whole glossary counted first: the concepts that
    may have one are read again with ``fetch`` (their slugs -> the concepts) and
    compared with the glossary's usage. Without ``fetch``, none is looked for.
    ``usage``: where to count them (one that knows the glossary's terms beforehand
    keeps less in memory), else a new one.
    """
    rows: dict[str, OverviewRow] = {}
    usage = TermUsage() if usage is None else usage
    for concept in concepts:
        compared = compare_concept(concept)
        if compared is None or concept.es is None or concept.pt is None:
            continue
        usage.add(compared.usage)
        rows[concept.slug] = OverviewRow(concept.slug, concept.es.term, concept.pt.term,
                                         compared.similarity, compared.differences)
    if fetch is not None:
        for concept in fetch(sorted(usage.suspects())):
            compared = compare_concept(concept)
            if compared is not None and concept.slug in rows:
                compared = compared.with_usage(usage)
                rows[concept.slug] = rows[concept.slug]._replace(
                    similarity=compared.similarity, differences=compared.differences)
    return sorted(rows.values(), key=lambda r: (r.similarity, r.slug))
