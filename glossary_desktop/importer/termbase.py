"""Term bases (TBX, CSV/TSV) in the streaming build: each file one already-paired volume.

A term base pairs its languages itself, so its concepts skip the grouping and
pairing of text files. While a reader streams the file, each entry goes to a
scratch table (``temp.termbase``), tagged with its record's number; then each
language's entries are copied into ``entries`` as one :class:`~.plan.Source`
(consecutive ids, like a text file's), the record number standing in
``entries.concept_id`` until the writer sets the real ids. Pairing a term-base
volume is reading its records back (:func:`termbase_pairs`). Memory holds one
record and the file's distinct term words, never the file (homographs are
found in SQL, from each entry's :func:`~glossary_desktop.text.identity`). Terms are
cleaned as a text file's are: NFC, invisible format characters removed (with a
warning).

What the database has no column for yet (synonyms, notes, contexts, subject
fields) is read and dropped here; the term bases' readers keep it.
"""

from __future__ import annotations

import hashlib
import itertools
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.align import sketch
from glossary_desktop.importer.model import ImportedConcept, ImportReport
from glossary_desktop.importer.parse import SourceWarning, WarningKind
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
)"""
#: A term base is never grouped with another file: its sources' sketch is empty.
_NO_SKETCH = sketch(())
_INSERT_WORD = "INSERT OR IGNORE INTO term_words (word, first, length) VALUES (?, ?, ?)"


def is_termbase(path: Path) -> bool:
    """Whether ``path`` is read as a term base (by its extension), not as a text source."""
    return path.suffix.lower() in READERS


@dataclass(slots=True)
class TermBaseFile:
    """What the writer keeps of a term base: one source per language, and its report."""

    path: Path
    report: ImportReport
    sources: list[Source] = field(default_factory=list)
    paired: int = 0  # records with a Spanish and a Portuguese term
    warnings: list[SourceWarning] = field(default_factory=list)

    @property
    def entries(self) -> int:
        return sum(s.entries for s in self.sources)

    def volume(self, vid: int) -> Volume:
        return Volume(vid, self.path.name, self.sources, self.paired, termbase=self.report)


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
    conn.execute(_SCRATCH)
    conn.execute("DELETE FROM temp.termbase")

    def rows() -> Iterator[tuple[object, ...]]:
        for record, concept in enumerate(READERS[path.suffix.lower()](path, found.report), 1):
            tick()
            found.paired += len(concept.entries) == len(Lang)
            for lang, entry in concept.entries.items():
                term = _visible(found, nfc(entry.term), concept.line)
                key = term_key(term)
                counts[lang] += 1
                words.update(key.split())
                yield (lang.value, record, term, nfc(entry.definition), concept.line, key,
                       identity(term))

    conn.executemany("INSERT INTO temp.termbase VALUES (?, ?, ?, ?, ?, ?, ?)", rows())
    if not counts:
        raise SourceError(path, f"no concept with a Spanish or Portuguese term "
                          f"({len(found.report.skipped)} in other languages only)")
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
        found.sources.append(Source(
            path, lang, None, path.stem, path.suffix[1:].upper(), sha256, counts[lang],
            first_id, _NO_SKETCH, {first_id + n: k for n, k in _homographs(conn, lang)},
        ))
        sid += 1
        first_id += counts[lang]
    conn.execute("DELETE FROM temp.termbase")
    conn.executemany(_INSERT_WORD, ((w, w[0], len(w)) for w in sorted(words)))
    conn.commit()
    return found


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
