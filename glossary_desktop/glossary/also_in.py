""""Also in": the concepts of another glossary that share a term with the one shown."""

from __future__ import annotations

from glossary_desktop.domain import LANGS, Concept, Lang, Tier
from glossary_desktop.glossary.reader import Glossary
from glossary_desktop.text import term_key


def term_keys(concept: Concept) -> dict[Lang, set[str]]:
    """``concept``'s folded terms (headings and synonyms), by language."""
    return {lang: {term_key(t) for t in e.terms} for lang, e in concept.entries.items()}


def same_terms(g: Glossary, keys: dict[Lang, set[str]], limit: int) -> list[Concept]:
    """The concepts of ``g`` with one of the folded terms ``keys`` (any language)."""
    found: dict[int, Concept] = {}
    for term in sorted({k for lang_keys in keys.values() for k in lang_keys}):
        for hit in g.search(term, limit):
            if hit.tier is Tier.EXACT and _shares(keys, hit.concept):
                found.setdefault(hit.concept.id, hit.concept)
    return list(found.values())[:limit]


def _shares(keys: dict[Lang, set[str]], other: Concept) -> bool:
    return any(
        keys.get(lang, set()) & {term_key(t) for t in e.terms} for lang, e in other.entries.items()
    )


def differs(keys: dict[Lang, set[str]], other: Concept) -> tuple[Lang, ...]:
    """The languages where ``other`` translates otherwise: both have a term there,
    they share none in it, and they share one in the other language."""
    theirs = {lang: {term_key(t) for t in e.terms} for lang, e in other.entries.items()}
    return tuple(
        lang for lang in LANGS
        if keys.get(lang) and theirs.get(lang) and not keys[lang] & theirs[lang]
        and any(keys.get(o, set()) & theirs.get(o, set()) for o in LANGS if o is not lang)
    )
