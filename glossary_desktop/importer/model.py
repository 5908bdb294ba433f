"""The neutral, already-paired concepts that term-base readers (TBX, CSV) yield.

A term base pairs its languages itself: one record is one concept, with the
terms of every language it covers. The readers in :mod:`.tbx` and :mod:`.table`
turn their format into :class:`ImportedConcept` objects, one at a time, and
note in an :class:`ImportReport` the concepts they could not take (no Spanish or
Portuguese term). Nothing here knows a file format or the database.

:func:`file_errors` words the ways a file can fail to open, once for every
reader; :func:`open_source` and :meth:`ImportReport.take` are what every
reader does with its file and its records.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, NamedTuple, TypeVar

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import unreadable

_LANG_BY_CODE = {lang.value: lang for lang in Lang}
# A word character as the full-text tokenizer sees one (text.words).
_LETTER_OR_DIGIT = re.compile(r"[^\W_]")

_File = TypeVar("_File", bound=IO[Any])


def fold_lang(code: str) -> Lang | None:
    """The glossary language of a language tag, region and case ignored.

    ``es-ES``, ``ES``, ``es_MX`` -> Spanish; ``pt-BR`` -> Portuguese; ``en``,
    ``zu`` or a broken tag such as ``---`` -> ``None``.
    """
    primary = code.strip().replace("_", "-").split("-", 1)[0].lower()
    return _LANG_BY_CODE.get(primary)


def has_text(text: str) -> bool:
    """Whether ``text`` holds a letter or a digit (``"-"`` is a placeholder, not text).

    The same test as a non-empty :func:`~glossary_desktop.text.term_key`, without
    folding every word of a long definition to find the first.
    """
    return _LETTER_OR_DIGIT.search(text) is not None


class ImportedEntry(NamedTuple):
    """One language's side of an imported concept.

    ``terms[0]`` is the heading, the rest are synonyms (all findable).
    ``notes`` and ``contexts`` are shown beside the entry, never taken as its
    definition.
    """

    lang: Lang
    terms: tuple[str, ...]
    definition: str = ""
    notes: tuple[str, ...] = ()
    contexts: tuple[str, ...] = ()

    @property
    def term(self) -> str:
        return self.terms[0]

    @property
    def synonyms(self) -> tuple[str, ...]:
        return self.terms[1:]


class ImportedConcept(NamedTuple):
    """A concept as a term base states it: its entries, already paired.

    ``source_id`` is the record's own identifier (a TBX entry's ``id``, a CSV
    ``id`` column, else its position); ``line`` is where it starts in the file
    (0 when the format does not tell). ``other_definitions`` are
    concept-level definitions in a language other than the entries', as
    ``(language tag, text)``: kept, not shown as a Spanish or Portuguese one.
    """

    source_id: str
    entries: dict[Lang, ImportedEntry]
    subject: str = ""
    notes: tuple[str, ...] = ()
    other_definitions: tuple[tuple[str, str], ...] = ()
    line: int = 0


class Skipped(NamedTuple):
    """A record with no Spanish or Portuguese term: reported, not imported.

    ``langs`` are the language tags it does have (``()`` when it has no term).
    """

    source_id: str
    langs: tuple[str, ...]
    line: int = 0


@dataclass(slots=True)
class ImportReport:
    """What a reader took and what it left out, filled in as it streams.

    ``read`` of ``size`` bytes have been consumed so far, for a progress bar
    (the parser reads ahead, so it runs a little before the concepts yielded).
    """

    imported: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    size: int = 0
    read: int = 0

    @property
    def fraction(self) -> float:
        """How far through the file the reader is, from 0 to 1."""
        return min(1.0, self.read / self.size) if self.size else 1.0

    def take(self, records: Iterable[ImportedConcept | Skipped]) -> Iterator[ImportedConcept]:
        """The concepts among ``records``, counted; the skipped ones are noted instead."""
        for found in records:
            if isinstance(found, Skipped):
                self.skipped.append(found)
            else:
                self.imported += 1
                yield found


@contextmanager
def open_source(
    path: Path, report: ImportReport, open_file: Callable[[Path], _File]
) -> Iterator[_File]:
    """``open_file(path)`` for a reader: its size in ``report``, all of it read once
    the reader is through, and a file that cannot be opened or read worded
    (:func:`file_errors`)."""
    with file_errors(path):
        fh = open_file(path)
        with fh:
            report.size = os.fstat(fh.fileno()).st_size
            yield fh
            report.read = report.size


@contextmanager
def file_errors(path: Path) -> Iterator[None]:
    """Turn a file that cannot be opened or read into one :class:`SourceError` line."""
    try:
        yield
    except FileNotFoundError as exc:
        raise SourceError(path, SourceError.NOT_FOUND) from exc
    except IsADirectoryError as exc:
        raise SourceError(path, SourceError.IS_DIRECTORY) from exc
    except OSError as exc:
        raise unreadable(path, exc) from exc
