"""Term bases (TBX, CSV/TSV) as planned concepts: the build's hook for them.

A term base pairs its languages itself, so its concepts skip the pairing of
text files: each file becomes one volume, with one :class:`Source` per
language it has, and its concepts are planned as the file states them. What
the database has no column for yet (synonyms, notes, contexts, subject
fields) is read and dropped here; the term bases' readers keep it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.model import ImportedConcept, ImportReport
from glossary_desktop.importer.parse import RawEntry, SourceFile
from glossary_desktop.importer.plan import PlannedConcept, Source, Volume
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.text import term_key

Reader = Callable[[Path, ImportReport], Iterator[ImportedConcept]]
READERS: dict[str, Reader] = {".tbx": read_tbx, ".csv": read_table, ".tsv": read_table}


def is_termbase(path: Path) -> bool:
    """Whether ``path`` is read as a term base (by its extension), not as a text source."""
    return path.suffix.lower() in READERS


@dataclass(frozen=True, slots=True)
class TermBase:
    """One term-base file, planned: its volume (with its sources) and its concepts."""

    path: Path
    volume: Volume
    concepts: list[PlannedConcept]
    report: ImportReport


def load_termbase(path: Path) -> TermBase:
    """Read the term base at ``path``; :class:`SourceError` if it holds no concept."""
    report = ImportReport()
    raws: dict[Lang, list[RawEntry]] = {lang: [] for lang in Lang}
    where: list[dict[Lang, int]] = []
    for concept in READERS[path.suffix.lower()](path, report):
        positions: dict[Lang, int] = {}
        for lang, entry in concept.entries.items():
            found = raws[lang]
            positions[lang] = len(found)
            found.append(RawEntry(entry.term, entry.definition, concept.line, concept.line,
                                  term_key(entry.term), len(found)))
        where.append(positions)
    if not where:
        raise SourceError(path, f"no concept with a Spanish or Portuguese term "
                          f"({len(report.skipped)} in other languages only)")
    with path.open("rb") as fh:
        sha256 = hashlib.file_digest(fh, "sha256").hexdigest()
    sources = {
        lang: Source(SourceFile(path, path.stem, path.suffix[1:].upper(), tuple(found), sha256),
                     lang, None)
        for lang, found in raws.items() if found
    }
    volume = Volume(path.name, list(sources.values()),
                    paired=sum(1 for positions in where if len(positions) == len(Lang)))
    concepts = [
        PlannedConcept(volume, {
            lang: (sources[lang], sources[lang].file.entries[index])
            for lang, index in positions.items()
        })
        for positions in where
    ]
    return TermBase(path, volume, concepts, report)
