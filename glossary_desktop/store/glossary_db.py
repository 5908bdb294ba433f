"""Read-only access to a built glossary database: opening it, and loading its concepts.

The file is opened with ``mode=ro&immutable=1``: SQLite never creates it, never
writes to it and takes no locks, so the glossary works from a read-only folder
(a mounted image, ``/opt``) and the shipped file is never modified. What is
opened is a :class:`~glossary_desktop.store.glossary_reads.Reads`, through which
every later statement runs.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

from glossary_desktop.domain import Concept, Entry, Lang, Note, NoteKind, TermRow
from glossary_desktop.errors import GlossaryError
from glossary_desktop.store.glossary_check import check_schema, is_sqlite_file
from glossary_desktop.store.glossary_reads import DEFAULT_TIMING, Reads, Timing
from glossary_desktop.store.sqlite_file import connect_readonly_file


def connect_readonly(path: Path | str, timing: Timing = DEFAULT_TIMING) -> Reads:
    """Open ``path`` read-only and check it is a glossary of our schema version.

    Raises :class:`GlossaryError` with a message naming the file otherwise; never
    creates a file. The checks are bounded like every later statement (:class:`Reads`).
    """
    p = Path(path)
    if not is_sqlite_file(p):
        raise GlossaryError(p, GlossaryError.NOT_SQLITE)
    try:
        conn = connect_readonly_file(p, immutable=True, check_same_thread=False)
    except sqlite3.Error as exc:
        raise GlossaryError(p, GlossaryError.CANNOT_OPEN, str(exc)) from exc
    reads = Reads(conn, p, timing)
    try:
        with reads.operation():
            check_schema(reads)
    except BaseException:
        reads.close()
        raise
    return reads


_CONCEPT_SQL = """
SELECT c.id, c.slug, v.name, e.id, e.lang, e.term, e.definition, s.file, e.line
FROM concepts c
JOIN volumes v ON v.id = c.volume_id
LEFT JOIN entries e ON e.concept_id = c.id
LEFT JOIN sources s ON s.id = e.source_id
WHERE c.id IN ({marks})
"""


_SYNONYMS_SQL = (
    "SELECT entry_id, term FROM synonyms WHERE entry_id IN ({marks}) ORDER BY entry_id, position"
)
_NOTES_SQL = (
    "SELECT entry_id, kind, of_concept, text FROM notes WHERE entry_id IN ({marks}) "
    "ORDER BY entry_id, position"
)


def has_extras(reads: Reads) -> bool:
    """Whether the glossary has any synonym or note (text sources have none)."""
    return bool(
        reads.value("SELECT EXISTS (SELECT 1 FROM synonyms) OR EXISTS (SELECT 1 FROM notes)")
    )


def concepts_by_id(
    reads: Reads, ids: Sequence[int], *, extras: bool = True
) -> dict[int, Concept]:
    """Load the concepts with these ids (missing ids are left out), with their
    entries' synonyms and notes unless the glossary has none (``extras`` false:
    two queries fewer on every search)."""
    with reads.operation():
        rows = reads.chunks(_CONCEPT_SQL, ids)
        entry_ids = [row[3] for row in rows if row[3] is not None] if extras else []
        synonym_rows = reads.chunks(_SYNONYMS_SQL, entry_ids)
        note_rows = reads.chunks(_NOTES_SQL, entry_ids)
    synonyms: dict[int, list[str]] = {}
    for eid, synonym in synonym_rows:
        synonyms.setdefault(eid, []).append(_text(reads, synonym, f"entry {eid}: a synonym"))
    notes: dict[tuple[int, bool], list[Note]] = {}
    for eid, kind, of_concept, text in note_rows:
        if kind not in _NOTE_KINDS:
            raise reads.damaged(f"entry {eid} has a note of kind {kind!r}")
        note = Note(_NOTE_KINDS[kind], _text(reads, text, f"entry {eid}: a note"))
        notes.setdefault((eid, bool(of_concept)), []).append(note)
    out: dict[int, Concept] = {}
    for cid, slug, volume, eid, lang, term, definition, file, line in rows:
        concept = out.get(cid)
        if concept is None:
            _check_slug(reads, cid, slug)
            volume = _text(reads, volume, f"concept {cid}: its volume")
            concept = out[cid] = Concept(cid, slug, volume, {})
        if lang is not None:
            if lang not in _LANG_OF_CODE or type(term) is not str or type(definition) is not str:
                raise reads.damaged(_corrupt(cid, lang, term))
            code = _LANG_OF_CODE[lang]
            concept.entries[code] = Entry(
                code, term, definition, file, line,
                tuple(synonyms.get(eid, ())), tuple(notes.get((eid, False), ())),
            )
            if (eid, True) in notes:
                out[cid] = concept = concept._replace(notes=concept.notes + tuple(notes[eid, True]))
    return out


#: ``NoteKind(value)`` as a dict lookup, and a check that the value is one.
_NOTE_KINDS = {kind.value: kind for kind in NoteKind}


def _check_slug(reads: Reads, concept_id: int, slug: object) -> None:
    """A slug is a concept's identity (bookmarks, links): text, never empty."""
    if type(slug) is not str or not slug:
        raise reads.damaged(f"concept {concept_id} has no usable slug ({slug!r:.40})")


def _text(reads: Reads, value: object, what: str) -> str:
    if type(value) is not str:
        raise reads.damaged(f"{what} is not text ({value!r:.40})")
    return value


_ROW_SQL = """
SELECT c.id, c.slug, e.lang, e.term
FROM concepts c
LEFT JOIN entries e ON e.concept_id = c.id
WHERE c.id IN ({marks})
"""


def term_rows_by_id(reads: Reads, ids: Sequence[int]) -> dict[int, TermRow]:
    """The list rows (slug and terms) of these concept ids (missing ids are left out)."""
    out: dict[int, TermRow] = {}
    for cid, slug, lang, term in reads.chunks(_ROW_SQL, ids):
        row = out.get(cid)
        if row is None:
            _check_slug(reads, cid, slug)
            row = out[cid] = TermRow(cid, slug, {})
        if lang is not None:
            if lang not in _LANG_OF_CODE or type(term) is not str:
                raise reads.damaged(_corrupt(cid, lang, term))
            row.terms[_LANG_OF_CODE[lang]] = term
    return out


#: ``Lang(code)`` as a dict lookup: it runs for every row of every page and search.
_LANG_OF_CODE = {lang.value: lang for lang in Lang}


def _corrupt(concept_id: int, lang: object, term: object) -> str:
    if lang not in _LANG_OF_CODE:
        return f"concept {concept_id} has an entry in language {lang!r}"
    return f"concept {concept_id}: its {lang} entry is not text ({term!r:.40})"


def ordered(found: dict[int, Concept], ids: Iterable[int]) -> list[Concept]:
    """The concepts of ``found`` in the order of ``ids``."""
    return [found[i] for i in ids if i in found]
