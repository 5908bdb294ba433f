"""Round trips: concepts written as TBX or CSV and read back are the same concepts."""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from glossary_desktop.domain import Concept, Entry, Lang, Note, NoteKind
from glossary_desktop.export import Item, Written
from glossary_desktop.export.table import SYNONYM_SEPARATOR, write_csv
from glossary_desktop.export.tbx import write_tbx, xml_id
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db
from glossary_desktop.importer.model import ImportedConcept, has_text
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.text import normalize_space

# Any text a glossary can hold: no control characters (the importers refuse
# them), no surrogates or non-characters; whitespace as the importers leave it.
# No bidirectional embeddings, overrides or isolates either: an export writes
# them as visible escapes (glossary_desktop.safe_text), as the command line
# prints them, and a build removes them (they are invisible format characters).
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_CHARS = st.characters(blacklist_categories=("Cc", "Cs", "Cn"), blacklist_characters=_BIDI)


def _texts(forbidden: str = "") -> st.SearchStrategy[str]:
    chars = _CHARS.filter(lambda c: c not in forbidden) if forbidden else _CHARS
    return st.text(chars, min_size=1, max_size=30).map(normalize_space).filter(has_text)


def _notes(kind: NoteKind, max_size: int = 2) -> st.SearchStrategy[tuple[Note, ...]]:
    return st.lists(_texts(), max_size=max_size, unique=True).map(
        lambda texts: tuple(Note(kind, t) for t in texts)
    )


def _entries(lang: Lang, forbidden: str) -> st.SearchStrategy[Entry]:
    return st.builds(
        lambda terms, definition, notes, contexts: Entry(
            lang, terms[0], definition, synonyms=tuple(terms[1:]), notes=notes + contexts
        ),
        st.lists(_texts(forbidden), min_size=1, max_size=3, unique=True),
        st.one_of(st.just(""), _texts()),
        _notes(NoteKind.NOTE),
        _notes(NoteKind.CONTEXT),
    )


def _items(forbidden: str = "") -> st.SearchStrategy[list[Item]]:
    def build(
        slug: str, es: Entry | None, pt: Entry | None, subject: tuple[Note, ...],
        notes: tuple[Note, ...], mine: bool,
    ) -> Item:
        entries = {e.lang: e for e in (es, pt) if e is not None}
        # The user's note is the last one, when there is one: never the same as another.
        note = notes[-1].text if mine and notes else ""
        kept = notes[:-1] if note else notes
        return Concept(0, slug, "v", entries, subject + kept), note

    item = st.builds(
        build,
        st.from_regex(r"[a-z0-9][a-z0-9-]{0,15}", fullmatch=True),
        st.one_of(st.none(), _entries(Lang.ES, forbidden)),
        st.one_of(st.none(), _entries(Lang.PT, forbidden)),
        _notes(NoteKind.SUBJECT, max_size=1),
        _notes(NoteKind.NOTE, max_size=3),
        st.booleans(),
    ).filter(lambda it: bool(it[0].entries))
    return st.lists(item, max_size=6, unique_by=lambda it: it[0].slug)


def _texts_of(notes: tuple[Note, ...], kind: NoteKind) -> tuple[str, ...]:
    return tuple(n.text for n in notes if n.kind is kind)


def _written(items: list[Item]) -> list[tuple[object, ...]]:
    """What a reader should give back: the user's note is one more note of the concept."""
    return [
        (
            {lg: ((e.term, *e.synonyms), e.definition, _texts_of(e.notes, NoteKind.NOTE),
                  _texts_of(e.notes, NoteKind.CONTEXT)) for lg, e in c.entries.items()},
            "".join(_texts_of(c.notes, NoteKind.SUBJECT)),
            _texts_of(c.notes, NoteKind.NOTE) + ((note,) if note else ()),
        )
        for c, note in items
    ]


def _read(concepts: list[ImportedConcept]) -> list[tuple[object, ...]]:
    return [
        ({lg: (e.terms, e.definition, e.notes, e.contexts) for lg, e in c.entries.items()},
         c.subject, c.notes)
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
def test_tbx_round_trip_keeps_concepts_terms_synonyms_definitions_notes_contexts_subjects(
    tmp_path: Path, items: list[Item]
) -> None:
    back = _round_trip(tmp_path, items, write_tbx, lambda p: list(read_tbx(p)), "rt.tbx")
    assert _written(items) == _read(back)
    assert [xml_id(c.slug) for c, _ in items] == [c.source_id for c in back]


@_SETTINGS
@given(items=_items(forbidden=SYNONYM_SEPARATOR))
def test_csv_round_trip_keeps_concepts_terms_synonyms_definitions_notes_contexts_subjects(
    tmp_path: Path, items: list[Item]
) -> None:
    back = _round_trip(tmp_path, items, write_csv, lambda p: list(read_table(p)), "rt.csv")
    assert _written(items) == _read(back)
    assert [c.slug for c, _ in items] == [c.source_id for c in back]


def _stored(text: str) -> bool:
    """Text a build stores as it is: NFC, no invisible format characters (a build
    normalises and removes those, with a warning: tested in tests/importer)."""
    return unicodedata.is_normalized("NFC", text) and not any(
        unicodedata.category(c) == "Cf" for c in text
    )


def _as_built(items: list[Item]) -> list[tuple[object, ...]]:
    """The concepts a build of ``items`` exported should hold: the user's note is one
    more note of the concept. Sorted: a build orders concepts by title."""
    return sorted(
        (
            tuple((lg, e.terms, e.definition, e.notes) for lg, e in c.entries.items()),
            c.notes + ((Note(NoteKind.NOTE, note),) if note else ()),
        )
        for c, note in items
    )


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much])
@given(items=_items(forbidden=SYNONYM_SEPARATOR), fmt=st.sampled_from(["tbx", "csv"]))
def test_a_glossary_exported_and_built_again_keeps_synonyms_and_notes(
    tmp_path_factory: pytest.TempPathFactory, items: list[Item], fmt: str
) -> None:
    assume(items and all(_stored(t) for c, note in items for t in _all_texts(c, note)))
    folder = tmp_path_factory.mktemp("rt")
    write = write_tbx if fmt == "tbx" else write_csv
    _round_trip(folder, items, write, lambda p: [], f"rt.{fmt}")
    build_db([folder / f"rt.{fmt}"], folder / "g.db")
    with Glossary.open(folder / "g.db") as glossary:
        back = [(c, "") for c in glossary.concepts()]
    assert _as_built(items) == _as_built(back)


def _all_texts(concept: Concept, note: str) -> list[str]:
    entries = concept.entries.values()
    return [note, *(n.text for n in concept.notes), *(t for e in entries for t in e.terms),
            *(e.definition for e in entries), *(n.text for e in entries for n in e.notes)]
