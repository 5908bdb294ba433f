"""Cross-references: the mentions, in a definition, of other concepts' terms.

A term is a heading or a synonym: "la Vía Láctea" in a definition links to
the concept headed "Galaxia" that lists it as a synonym.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from glossary_desktop.domain import Concept, Lang, Link
from glossary_desktop.render.links import find_links
from glossary_desktop.store.glossary_reads import Reads

_HEADINGS = (
    "SELECT e.term_key, c.slug FROM entries e JOIN concepts c ON c.id = e.concept_id "
    "WHERE e.lang = ? AND e.term_key IN ({marks})"
)
# CROSS JOIN keeps synonyms the outer table (SQLite never reorders it): looked up
# by term_key first. Left to the planner, a glossary without synonyms (no
# statistics for the table) was read the other way round, every entry of the
# language, for each definition shown.
_SYNONYMS = (
    "SELECT k.term_key, c.slug FROM synonyms k CROSS JOIN entries e ON e.id = k.entry_id "
    "JOIN concepts c ON c.id = e.concept_id WHERE e.lang = ? AND k.term_key IN ({marks})"
)


#: ``concept``'s mentions in its definition in ``lang`` (:func:`mentions`, or a
#: memo of it).
Mentions = Callable[[Concept, Lang], list[Link]]


def mentions(reads: Reads, concept: Concept, lang: Lang) -> list[Link]:
    """Other concepts' terms as written in ``concept``'s definition in ``lang``."""
    entry = concept.entries.get(lang)
    if entry is None:
        return []
    return find_links(entry.definition, lambda keys: term_slugs(reads, keys, lang), concept.slug)


def concept_links(concept: Concept, lang: Lang, found: Mentions) -> list[Link]:
    """Mentions of other concepts' terms in ``concept``'s definition in ``lang``: its
    own, and those its other language's definition carries over (see below).
    ``found`` gives each definition's own mentions."""
    if lang not in concept.entries:
        return []
    own = found(concept, lang)
    other = Lang.PT if lang is Lang.ES else Lang.ES
    if other not in concept.entries:
        return own
    # A mention of a concept with no term in this language links through the
    # other language's link to it, carried by the word alignment.
    # lazy: 72 modules, 43 ms of the window's start-up
    from glossary_desktop.compare import compare_concept  # with the first link asked for

    # lazy: 73 modules, 45 ms of the window's start-up
    from glossary_desktop.compare.links import carried_links

    theirs = found(concept, other)
    compared = compare_concept(concept) if theirs else None
    if compared is None:
        return own
    extra = [
        link for link in carried_links(compared.definition, theirs, other)
        if not any(link.start < o.end and o.start < link.end for o in own)
    ]
    return sorted([*own, *extra], key=lambda link: link.start)


def term_slugs(reads: Reads, keys: Sequence[str], lang: Lang) -> dict[str, str]:
    """term_key -> slug for the keys that are terms in ``lang`` (a heading wins over
    another concept's synonym)."""
    found: dict[str, str] = dict(reads.chunks(_SYNONYMS, keys, lang.value))
    found.update(reads.chunks(_HEADINGS, keys, lang.value))
    return found
