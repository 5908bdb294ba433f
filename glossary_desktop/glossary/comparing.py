"""A concept compared within its glossary, and the glossary's overview.

Most differences are the concept's own; an inconsistent term needs the rest of
the glossary (:mod:`glossary_desktop.compare.consistency`). The overview counts
every concept, then compares again the few that may have one. One concept is
compared against the concepts that share its words: each word it links to a
counterpart is searched for (the concepts the search finds first, at most
:data:`PER_WORD` a word and :data:`MOST_CONCEPTS` in all), so the answer comes in a
fraction of a second on any glossary, the same as the overview's where no word
is in more than :data:`PER_WORD` concepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from glossary_desktop.compare import (
    ConceptComparison,
    OverviewRow,
    TermUsage,
    compare_concept,
    overview,
    term_stems,
)
from glossary_desktop.domain import Concept, Lang, ListFilter, Scope
from glossary_desktop.glossary.reader import Glossary
from glossary_desktop.text import fold

#: Concepts read for each word of the concept compared ...
PER_WORD = 20
#: ... and at most this many in all.
MOST_CONCEPTS = 200
#: Concepts compared between two progress reports.
PROGRESS_EVERY = 100
#: Concepts whose terms are read at a time, before comparing.
HEADINGS_PAGE = 1000

_BOTH = ListFilter(Scope.BOTH)


def compare_in(glossary: Glossary, concept: Concept) -> ConceptComparison | None:
    """``concept`` compared, its terms checked against the concepts sharing its words."""
    compared = compare_concept(concept)
    if compared is None:
        return None
    usage = TermUsage()
    usage.add(compared.usage)
    words = dict.fromkeys(fold(text) for pair in compared.usage.pairs
                          for text in (pair.es_text, pair.pt_text))
    read = 0
    for word in words:
        for hit in glossary.search(word, PER_WORD, _BOTH):
            if hit.concept.slug in usage or read >= MOST_CONCEPTS:
                continue
            other = compare_concept(hit.concept)
            if other is not None:
                usage.add(other.usage)
                read += 1
    return compared.with_usage(usage)


def concepts_by_slugs(glossary: Glossary, slugs: Sequence[str]) -> list[Concept]:
    """The concepts of ``slugs`` that exist, in the glossary's order."""
    return glossary.concepts_by_ids(sorted(glossary.ids_for_slugs(slugs).values()))


def overview_of(
    glossary: Glossary, progress: Callable[[int, int], None] | None = None
) -> list[OverviewRow]:
    """Every paired concept of ``glossary`` compared, inconsistent terms included,
    lowest similarity first; ``progress(done, total)`` is called as it goes."""
    usage = TermUsage(term_stems(_headings(glossary)))
    concepts: Iterable[Concept] = glossary.concepts()
    if progress is not None:
        concepts = _counted(concepts, glossary.concept_count, progress)
    return overview(concepts, lambda slugs: concepts_by_slugs(glossary, slugs), usage)


def _headings(glossary: Glossary) -> Iterator[tuple[Lang, str]]:
    """Every term of ``glossary`` with its language, read a page at a time (terms
    only: a fraction of reading the concepts)."""
    ids = glossary.list_ids(ListFilter())
    for start in range(0, len(ids), HEADINGS_PAGE):
        for row in glossary.term_rows(ids[start:start + HEADINGS_PAGE]).values():
            yield from row.terms.items()


def _counted(
    concepts: Iterable[Concept], total: int, progress: Callable[[int, int], None]
) -> Iterator[Concept]:
    for done, concept in enumerate(concepts):
        if done % PROGRESS_EVERY == 0:
            progress(done, total)
        yield concept
    progress(total, total)
