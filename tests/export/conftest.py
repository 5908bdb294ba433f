"""Export test helpers: concepts made in tests, as the glossary hands them out."""

from __future__ import annotations

from glossary_desktop.domain import Concept, Entry, Lang


def concept(
    slug: str,
    es: tuple[str, ...] | None = None,
    pt: tuple[str, ...] | None = None,
    es_def: str = "",
    pt_def: str = "",
) -> Concept:
    """A concept with ``es``/``pt`` terms (heading first, then synonyms)."""
    entries: dict[Lang, Entry] = {}
    for lang, terms, definition in ((Lang.ES, es, es_def), (Lang.PT, pt, pt_def)):
        if terms:
            entries[lang] = Entry(lang, terms[0], definition, synonyms=terms[1:])
    return Concept(0, slug, "v", entries)
