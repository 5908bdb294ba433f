"""Term bases (TBX, CSV/TSV) in the streaming build: each file one already-paired volume.

A term base pairs its languages itself, so its concepts skip the grouping and
pairing of text files. While a reader streams the file, each entry goes to a
scratch table (``temp.termbase``), tagged with its record's number; then each
language's entries are copied into ``entries`` as one :class:`~.plan.Source`
(consecutive ids, like a text file's), the record number standing in
``entries.concept_id`` until the writer sets the real ids. Pairing a term-base
volume is reading its records back (:func:`termbase_pairs`). Memory holds one
record and a bounded batch of term words, never the file (homographs are
found in SQL, from each entry's :func:`~glossary_desktop.text.identity`). Terms are
cleaned as a text file's are: NFC, invisible format characters removed (with a
warning). A record with a term longer than
:data:`~.limits.MAX_TERMBASE_TERM_CHARS` is left out, with a warning.

An entry's synonyms, notes and contexts, and the concept's subject field and
notes, go to scratch tables of their own, keyed by the entry's language and
place in it, and then to ``synonyms`` and ``notes`` under the entry's id
(what is said of the whole concept under its first entry, ``of_concept``).
Concept-level definitions in a language other than the entries' are not kept.
"""

from __future__ import annotations

import hashlib
import itertools
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from glossary_desktop.domain import Lang, NoteKind
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.align import sketch
from glossary_desktop.importer.limits import MAX_TERMBASE_TERM_CHARS
from glossary_desktop.importer.model import ImportedConcept, ImportedEntry, ImportReport
from glossary_desktop.importer.parse import SourceWarning, WarningKind, cut
from glossary_desktop.importer.plan import Pair, Source, Stored, Volume
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.text import identity, invisible_re, nfc, term_key

Reader = Callable[[Path, ImportReport], Iterator[ImportedConcept]]
READERS: dict[str, Reader] = {".tbx": read_tbx, ".csv": read_table, ".tsv": read_table}

_SCRATCH = """
CREATE TEMP TABLE IF NOT EXISTS termbase (
    lang TEXT NOT NULL, record INTEGER NOT NULL, term TEXT NOT NULL,
    definition TEXT NOT NULL, line INTEGER NOT NULL, term_key TEXT NOT NULL,
    ident TEXT NOT NULL  -- text.identity(term): the same term, for homographs
);
CREATE TEMP TABLE IF NOT EXISTS termbase_synonyms (
    lang TEXT NOT NULL, place INTEGER NOT NULL, position INTEGER NOT NULL,
    term TEXT NOT NULL, term_key TEXT NOT NULL
);
CREATE TEMP TABLE IF NOT EXISTS termbase_notes (
    lang TEXT NOT NULL, place INTEGER NOT NULL, position INTEGER NOT NULL,
    kind TEXT NOT NULL, of_concept INTEGER NOT NULL, text TEXT NOT NULL
);
"""
_SCRATCH_TABLES = ("termbase", "termbase_synonyms", "termbase_notes")
#: Synonym and note rows gathered before they are written (memory stays bounded).
_FLUSH = 1000
#: Distinct term words gathered before they go to ``term_words``.
WORDS_FLUSH = 50_000
#: A term base is never grouped with another file: its sources' sketch is empty.
_NO_SKETCH = sketch(())
_INSERT_WORD = "INSERT OR IGNORE INTO term_words (word, first, length) VALUES (?, ?, ?)"


@dataclass(slots=True)
class TermBaseFile:
    """What the writer keeps of a term base: one source per language, and its report."""

    path: Path
    report: ImportReport
    sources: list[Source] = field(default_factory=list)
    paired: int = 0  # records with a Spanish and a Portuguese term
    warnings: list[SourceWarning] = field(default_factory=list)
    #: The volume's name: the manifest's, else the file's.
    name: str = ""

    @property
    def entries(self) -> int:
        return sum(s.entries for s in self.sources)

    def volume(self, vid: int) -> Volume:
        name = self.name or self.path.name
        return Volume(vid, name, self.sources, self.paired, termbase=self.report)


def write_termbase(
    conn: sqlite3.Connection, path: Path, sid: int, first_id: int,
    tick: Callable[[], None] = lambda: None,
) -> TermBaseFile:
    """Stream the term base at ``path`` into ``entries``: source ids from ``sid``,
    entry ids from ``first_id``. :class:`SourceError` if it holds no concept.
    ``tick`` is called after each record read (a cancelled build raises there)."""
    found = TermBaseFile(path, ImportReport())
    counts: Counter[Lang] = Counter()
    words: set[str] = set()
    conn.executescript(_SCRATCH)
    _clear_scratch(conn)
    extras = _Extras(conn)

    def rows() -> Iterator[tuple[object, ...]]:
        for record, concept in enumerate(READERS[path.suffix.lower()](path, found.report), 1):
            tick()
            if _has_long_term(found, concept):
                continue
            found.paired += len(concept.entries) == len(Lang)
            first = True
            for lang in (lang for lang in Lang if lang in concept.entries):
                entry = concept.entries[lang]
                terms = _terms(found, entry.terms, concept.line)
                key = term_key(terms[0])
                place = counts[lang]
                counts[lang] += 1
                for position, synonym in enumerate(terms[1:], 1):
                    synonym_key = term_key(synonym)
                    words.update(synonym_key.split())
                    extras.synonym(lang, place, position, synonym, synonym_key)
                extras.notes(lang, place, _notes(concept, entry, of_concept=first))
                first = False
                words.update(key.split())
                if len(words) >= WORDS_FLUSH:
                    write_term_words(conn, words)
                yield (lang.value, record, terms[0], nfc(entry.definition), concept.line, key,
                       identity(terms[0]))

    conn.executemany("INSERT INTO temp.termbase VALUES (?, ?, ?, ?, ?, ?, ?)", rows())
    extras.flush()
    if not counts:
        raise SourceError(path, SourceError.NO_CONCEPTS, count=len(found.report.skipped))
    with path.open("rb") as fh:
        sha256 = hashlib.file_digest(fh, "sha256").hexdigest()
    for lang in (lang for lang in Lang if counts[lang]):
        conn.execute(
            "INSERT INTO main.entries "
            "(id, concept_id, lang, term, definition, source_id, line, term_key) "
            "SELECT ? + row_number() OVER (ORDER BY rowid) - 1, record, lang, term, definition, "
            "?, line, term_key FROM temp.termbase WHERE lang = ?",
            (first_id, sid, lang.value),
        )
        for table, columns in _EXTRA_COPY:
            conn.execute(
                f"INSERT INTO main.{table} (entry_id, {columns}) SELECT ? + place, {columns} "
                f"FROM temp.termbase_{table} WHERE lang = ? ORDER BY rowid",
                (first_id, lang.value),
            )
        found.sources.append(Source(
            path, lang, None, path.stem, path.suffix[1:].upper(), sha256, counts[lang],
            first_id, _NO_SKETCH, {first_id + n: k for n, k in _homographs(conn, lang)},
        ))
        sid += 1
        first_id += counts[lang]
    _clear_scratch(conn)
    write_term_words(conn, words)
    conn.commit()
    return found


def write_term_words(conn: sqlite3.Connection, words: set[str]) -> None:
    """Add ``words`` (folded term words) to ``term_words`` and forget them: a
    text file's at its end, a term base's a batch at a time (a million-concept
    term base has more distinct words than memory should hold at once)."""
    conn.executemany(_INSERT_WORD, ((w, w[0], len(w)) for w in sorted(words)))
    words.clear()


_EXTRA_COPY = (
    ("synonyms", "position, term, term_key"),
    ("notes", "position, kind, of_concept, text"),
)


def _clear_scratch(conn: sqlite3.Connection) -> None:
    for table in _SCRATCH_TABLES:
        conn.execute(f"DELETE FROM temp.{table}")


class _Extras:
    """Synonym and note rows of the entries read, written to the scratch tables
    a batch at a time while the entries stream in."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._synonyms: list[tuple[object, ...]] = []
        self._notes: list[tuple[object, ...]] = []

    def synonym(self, lang: Lang, place: int, position: int, term: str, key: str) -> None:
        self._synonyms.append((lang.value, place, position, term, key))
        if len(self._synonyms) >= _FLUSH:
            self.flush()

    def notes(self, lang: Lang, place: int, notes: list[tuple[NoteKind, bool, str]]) -> None:
        self._notes.extend(
            (lang.value, place, position, kind.value, of_concept, text)
            for position, (kind, of_concept, text) in enumerate(notes, 1)
        )
        if len(self._notes) >= _FLUSH:
            self.flush()

    def flush(self) -> None:
        self._conn.executemany(
            "INSERT INTO temp.termbase_synonyms VALUES (?, ?, ?, ?, ?)", self._synonyms
        )
        self._conn.executemany(
            "INSERT INTO temp.termbase_notes VALUES (?, ?, ?, ?, ?, ?)", self._notes
        )
        self._synonyms.clear()
        self._notes.clear()


def _notes(
    concept: ImportedConcept, entry: ImportedEntry, *, of_concept: bool
) -> list[tuple[NoteKind, bool, str]]:
    """The notes stored with ``entry``: the concept's own (subject field, notes) with
    its first entry, then the entry's notes and contexts, each in the file's order."""
    found: list[tuple[NoteKind, bool, str]] = []
    if of_concept:
        if concept.subject:
            found.append((NoteKind.SUBJECT, True, nfc(concept.subject)))
        found += [(NoteKind.NOTE, True, nfc(n)) for n in concept.notes]
    found += [(NoteKind.NOTE, False, nfc(n)) for n in entry.notes]
    found += [(NoteKind.CONTEXT, False, nfc(c)) for c in entry.contexts]
    return found


def _terms(found: TermBaseFile, terms: tuple[str, ...], line: int) -> tuple[str, ...]:
    """The heading and synonyms cleaned (:func:`_visible`); a synonym that became the
    heading or another synonym, or empty, is dropped."""
    cleaned = (_visible(found, nfc(t), line) for t in terms)
    heading, *synonyms = dict.fromkeys(cleaned)
    return (heading, *(s for s in synonyms if term_key(s)))


def _has_long_term(found: TermBaseFile, concept: ImportedConcept) -> bool:
    """Whether a term of ``concept`` is longer than :data:`MAX_TERMBASE_TERM_CHARS`:
    then it is said in a warning, and the concept is left out (never stored,
    so never aligned or listed)."""
    for entry in concept.entries.values():
        for term in entry.terms:
            if len(term) > MAX_TERMBASE_TERM_CHARS:
                found.warnings.append(SourceWarning(
                    found.path, concept.line, WarningKind.LONG_TERM, cut(term),
                    length=len(term)))
                return True
    return False


def _homographs(conn: sqlite3.Connection, lang: Lang) -> sqlite3.Cursor:
    """``(n, k)`` for the ``n``-th entry of ``lang`` (file order, from 0) when ``k``
    earlier entries have the same term: homographs only.

    In SQL, not in a dict of every term seen: that grew with the file (a
    million-concept term base: 200 MB more than at 100k).
    """
    return conn.execute(
        "SELECT n, k FROM (SELECT row_number() OVER (ORDER BY rowid) - 1 AS n, "
        "row_number() OVER (PARTITION BY ident ORDER BY rowid) - 1 AS k "
        "FROM temp.termbase WHERE lang = ?) WHERE k > 0",
        (lang.value,),
    )


def _visible(found: TermBaseFile, term: str, line: int) -> str:
    """``term`` without invisible format characters (as in text sources), with a warning."""
    chars = tuple(dict.fromkeys(invisible_re().findall(term)))
    if not chars:
        return term
    found.warnings.append(SourceWarning(found.path, line, WarningKind.INVISIBLE, chars=chars))
    return invisible_re().sub("", term)


def termbase_pairs(conn: sqlite3.Connection, volume: Volume) -> Iterator[Pair]:
    """A term-base volume's concepts as its file states them, in file order
    (``entries.concept_id`` still holds each entry's record number).

    One at a time, as they are read back: a term base is one volume however
    large, so a list would hold the whole file (a million concepts: over a GB).
    """
    first = min(s.first_id for s in volume.sources)
    last = max(s.first_id + s.entries - 1 for s in volume.sources)
    rows = conn.execute(
        "SELECT concept_id, lang, id, term, definition, term_key, line FROM main.entries "
        "WHERE id BETWEEN ? AND ? ORDER BY concept_id, lang", (first, last)
    )
    for _record, sides in itertools.groupby(rows, key=lambda row: row[0]):
        by_lang = {lang: Stored(*rest) for _, lang, *rest in sides}
        yield by_lang.get(Lang.ES.value), by_lang.get(Lang.PT.value)
