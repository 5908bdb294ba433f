"""Round trips: concepts written as TBX or CSV and read back are the same concepts."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from glossary_desktop.domain import Concept, Entry, Lang
from glossary_desktop.export import Item, Written
from glossary_desktop.export.table import SYNONYM_SEPARATOR, write_csv
from glossary_desktop.export.tbx import write_tbx, xml_id
from glossary_desktop.importer.model import ImportedConcept, has_text
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.text import normalize_space

# Any text a glossary can hold: no control characters (the importers refuse
# them), no surrogates or non-characters; whitespace as the importers leave it.
_CHARS = st.characters(blacklist_categories=("Cc", "Cs", "Cn"))


def _texts(forbidden: str = "") -> st.SearchStrategy[str]:
    chars = _CHARS.filter(lambda c: c not in forbidden) if forbidden else _CHARS
    return st.text(chars, min_size=1, max_size=30).map(normalize_space).filter(has_text)


def _entries(lang: Lang, forbidden: str) -> st.SearchStrategy[Entry]:
    return st.builds(
        lambda terms, definition: Entry(lang, terms[0], definition, synonyms=tuple(terms[1:])),
        st.lists(_texts(forbidden), min_size=1, max_size=3, unique=True),
        st.one_of(st.just(""), _texts()),
    )


def _items(forbidden: str = "") -> st.SearchStrategy[list[Item]]:
    def build(slug: str, es: Entry | None, pt: Entry | None, note: str) -> Item:
        entries = {e.lang: e for e in (es, pt) if e is not None}
        return Concept(0, slug, "v", entries), note

    item = st.builds(
        build,
        st.from_regex(r"[a-z0-9][a-z0-9-]{0,15}", fullmatch=True),
        st.one_of(st.none(), _entries(Lang.ES, forbidden)),
        st.one_of(st.none(), _entries(Lang.PT, forbidden)),
        st.one_of(st.just(""), _texts()),
    ).filter(lambda it: bool(it[0].entries))
    return st.lists(item, max_size=6, unique_by=lambda it: it[0].slug)


def _written(items: list[Item]) -> list[tuple[object, ...]]:
    return [
        (
            {lg: ((e.term, *e.synonyms), e.definition) for lg, e in c.entries.items()},
            (note,) if note else (),
        )
        for c, note in items
    ]


def _read(concepts: list[ImportedConcept]) -> list[tuple[object, ...]]:
    return [
        ({lg: (e.terms, e.definition) for lg, e in c.entries.items()}, c.notes)
        for c in concepts
    ]


def _round_trip(
    tmp_path: Path, items: list[Item], write: Callable[[list[Item], TextIO], Written],
    read: Callable[[Path], list[ImportedConcept]], name: str,
) -> list[ImportedConcept]:
    buffer = io.StringIO(newline="")
    assert len(items) == write(items, buffer).written
    path = tmp_path / name
    path.write_text(buffer.getvalue(), encoding="utf-8", newline="")
    return read(path)


_SETTINGS = settings(max_examples=100, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])


@_SETTINGS
@given(items=_items())
def test_tbx_round_trip_keeps_concepts_terms_synonyms_definitions_notes(
    tmp_path: Path, items: list[Item]
) -> None:
    back = _round_trip(tmp_path, items, write_tbx, lambda p: list(read_tbx(p)), "rt.tbx")
    assert _written(items) == _read(back)
    assert [xml_id(c.slug) for c, _ in items] == [c.source_id for c in back]


@_SETTINGS
@given(items=_items(forbidden=SYNONYM_SEPARATOR))
def test_csv_round_trip_keeps_concepts_terms_synonyms_definitions_notes(
    tmp_path: Path, items: list[Item]
) -> None:
    back = _round_trip(tmp_path, items, write_csv, lambda p: list(read_table(p)), "rt.csv")
    assert _written(items) == _read(back)
    assert [c.slug for c, _ in items] == [c.source_id for c in back]
