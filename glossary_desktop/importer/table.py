"""Reading term tables saved from a spreadsheet: CSV or TSV, one concept a row.

The first row names the columns, case ignored, in any order (or by the names
of :mod:`.table_headers`: ``Español``, ``Português``, ``Término (es)``,
``Definição (pt-BR)``, ``Spanish definition``...):

- ``es``, ``pt`` (a region is folded: ``es-ES``, ``pt-BR``, ``pt_BR``, also in
  the field names: ``pt_BR_definition``): the term;
- ``es_definition``, ``pt_definition``: its definition;
- ``es_synonyms``, ``pt_synonyms``: more terms for the same concept,
  separated by ``|`` (so a synonym cannot contain ``|``);
- ``es_note``, ``es_context``, ``pt_note``, ``pt_context``: notes on the
  entry and sentences using its term, one a line;
- ``subject``, ``note``, ``id``: the concept's subject field, its notes (one
  a line), its id.

A column named after Spanish or Portuguese with a field not listed here
(``es_definicion``) is refused: a misspelt field would lose its column without
a word. Other columns (``en``, ``comment``, ``status``...) are ignored; a row
with no Spanish or Portuguese term is reported as skipped. Header names are
matched as they read: NFC, invisible format characters (a zero-width space, a
second BOM) removed; a name that starts like ``es`` or ``pt`` but matches no
column stops the import.

UTF-8 with or without a BOM. The delimiter is the extension's (``.csv`` a
comma, ``.tsv`` a tab) unless the header line splits into a language column
only with another (a semicolon, as spreadsheets in many locales save CSV):
never guessed from the rows, whose quotes a crafted file can make any guess
slow. Quoted fields may hold line breaks. An apostrophe before a cell that
starts like a spreadsheet formula (``'=``, ``'+``, ``'-``, ``'@``) is taken off:
it is how a CSV export defuses the formula. A malformed row raises
:class:`SourceError` naming the file, the line and the row; so do a line
longer than :data:`MAX_LINE_CHARS`, a header of more than :data:`MAX_COLUMNS`
columns, and a control character (:func:`~.limits.refuse_controls`).
"""

from __future__ import annotations

import csv
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import refuse_controls
from glossary_desktop.importer.model import (
    ImportedConcept,
    ImportedEntry,
    ImportReport,
    Skipped,
    fold_lang,
    has_text,
    open_source,
)
from glossary_desktop.importer.table_headers import NO_LANGUAGE, TAG, canonical
from glossary_desktop.safe_text import from_spreadsheet
from glossary_desktop.text import invisible_re, nfc, normalize_space

DELIMITERS = ",;\t"
SYNONYM_SEPARATOR = "|"
#: Characters a line may hold (its line break aside): past this a file is not a
#: table of terms but a blob, which the csv module would hold whole in memory.
MAX_LINE_CHARS = 1 << 20
#: Columns a header may name: a term base in every EU language with every field
#: has a few hundred.
MAX_COLUMNS = 1000
_FIELDS = ("definition", "synonyms", "note", "context")
_CONCEPT_FIELDS = ("subject", "note", "id")
# A header name that starts as a Spanish or Portuguese column does ("es (Spanish)",
# "pt.", "es2"): never taken for a column of another language.
_LOOKS_LIKE_OURS = re.compile(r"(?:es|pt)(?![a-z])")


def read_table(path: Path, report: ImportReport | None = None) -> Iterator[ImportedConcept]:
    """The concepts of the CSV/TSV file at ``path``, one row at a time."""
    report = ImportReport() if report is None else report
    path = Path(path)
    try:
        with open_source(path, report, _open) as fh:
            yield from report.take(_rows(path, fh, report))
    except UnicodeDecodeError as exc:
        raise SourceError(path, SourceError.TABLE_NOT_UTF8) from exc


def _open(path: Path) -> TextIO:
    # newline="": the csv module reads line breaks inside quoted fields itself.
    return path.open(encoding="utf-8-sig", newline="")


def _dialect(path: Path, header: str) -> type[csv.Dialect]:
    """Excel's quoting, with the delimiter of the header line ``header``: the
    extension's, unless only another splits it into a language column."""
    preferred = "\t" if path.suffix.lower() == ".tsv" else ","
    others = (d for d in DELIMITERS if d != preferred)
    delimiter = next(
        (d for d in (preferred, *others) if _names_a_language(header.split(d))), preferred
    )
    return type("Table", (csv.excel,), {"delimiter": delimiter})


def _names_a_language(names: list[str]) -> bool:
    """Whether one of ``names`` is a term column (``es``, ``pt-BR``, ``pt_BR``)."""
    codes = (_split_column(_header_name(n).strip('"')) for n in names)
    # A whole tag: "es-es;pt-pt", the line split by the wrong delimiter, starts as one.
    return any(not field and TAG.fullmatch(code) and fold_lang(code) is not None
               for code, field in codes)


# A locale name (pt_BR, es_ES_definition) names its language as a tag (pt-BR) does.
_LOCALE = re.compile(r"^([a-z]{2,3})_([a-z]{2})(?=_|$)")


def _split_column(name: str) -> tuple[str, str]:
    """A header name, lower case, as its language code and field: ``pt_br_definition``
    -> ``("pt-br", "definition")``, ``es`` -> ``("es", "")``."""
    code, _, field = _LOCALE.sub(r"\1-\2", name.lower(), count=1).partition("_")
    return code, field


def _header_name(raw: str) -> str:
    """A header name as it reads (NFC, without invisible format characters: a
    zero-width space, a second BOM the decoder left; trimmed), a language's or
    field's name written as the codes write it (:func:`.table_headers.canonical`)."""
    return canonical(invisible_re().sub("", nfc(raw)).strip())


def _lines(path: Path, fh: TextIO) -> Iterator[str]:
    """The lines of ``fh`` for the csv reader, each refused past
    :data:`MAX_LINE_CHARS` or with a control character, before it is parsed."""
    number = 0
    # The limit on readline: a file of one endless line is never read whole.
    while line := fh.readline(MAX_LINE_CHARS + 2):
        number += 1
        if len(line) > MAX_LINE_CHARS and len(line.rstrip("\r\n")) > MAX_LINE_CHARS:
            raise SourceError(path, SourceError.LINE_TOO_LONG, number, limit=MAX_LINE_CHARS)
        refuse_controls(path, line, number)
        yield line


def _rows(path: Path, fh: TextIO, report: ImportReport) -> Iterator[ImportedConcept | Skipped]:
    lines = _lines(path, fh)
    first = next(lines, None)
    if first is None:
        raise SourceError(path, SourceError.EMPTY_TABLE, 1)
    rows = csv.reader(itertools.chain([first], lines), _dialect(path, first), strict=True)
    # Where the record being read starts: an error is named there, since an
    # unclosed quote makes the reader run on to the end of the file.
    line = 1
    try:
        header = next(rows)
        if len(header) > MAX_COLUMNS:  # before each name is matched
            raise SourceError(path, SourceError.TOO_MANY_COLUMNS, 1,
                              count=len(header), limit=MAX_COLUMNS)
        columns = _columns(path, header)
        line = rows.line_num + 1
        # Rows are numbered as a spreadsheet shows them: the header is row 1.
        for number, row in enumerate(rows, start=2):
            report.read = fh.buffer.tell()
            if any(cell.strip() for cell in row):
                yield _concept(path, columns, row, number, line, len(header))
            line = rows.line_num + 1
    except csv.Error as exc:
        raise SourceError(path, SourceError.BAD_TABLE, line, detail=str(exc)) from exc


class _Columns:
    """Where each language's fields and the concept's fields are in a row."""

    def __init__(self) -> None:
        self.terms: dict[Lang, int] = {}
        self.fields: dict[tuple[Lang, str], int] = {}
        self.concept: dict[str, int] = {}
        self.other_langs: dict[str, int] = {}


def _columns(path: Path, header: list[str]) -> _Columns:
    out = _Columns()
    seen: set[str] = set()
    for index, raw in enumerate(header):
        name = _header_name(raw).lower()
        if name and name in seen:
            raise SourceError(path, SourceError.REPEATED_COLUMN, 1, name=raw.strip())
        seen.add(name)
        code, field = _split_column(name)
        lang = fold_lang(code) if TAG.fullmatch(code) else None
        if name in _CONCEPT_FIELDS:
            out.concept[name] = index
        elif name in NO_LANGUAGE:  # "Definition": whose? Dropped, nobody would know
            raise SourceError(path, SourceError.FIELD_WITHOUT_LANGUAGE, 1, name=raw.strip())
        elif lang is not None and field in _FIELDS:
            out.fields[(lang, field)] = index
        elif lang is not None and not field:
            if lang in out.terms:  # "es" and "es-ES": which one is the term?
                raise SourceError(path, SourceError.REPEATED_COLUMN, 1, name=raw.strip())
            out.terms[lang] = index
        elif lang is not None or fold_lang(code) is not None or _LOOKS_LIKE_OURS.match(name):
            # A misspelt field ("es_definicion") would drop every definition without
            # a word: refused, as a header is fixed in seconds and a lost column is
            # not noticed at all (a warning scrolls by; the window's import shows none).
            raise SourceError(path, SourceError.UNKNOWN_COLUMN, 1, name=raw.strip(),
                              known=", ".join("_" + f for f in _FIELDS))
        elif not field and code.isalpha() and len(code) in (2, 3):
            out.other_langs[code] = index
    if not any(h.strip() for h in header):
        raise SourceError(path, SourceError.BLANK_HEADER, 1)
    if not out.terms:
        named = ", ".join(repr(h.strip()) for h in header)
        raise SourceError(path, SourceError.NO_LANGUAGE_COLUMN, 1, columns=named)
    for lang, field in out.fields:
        if lang not in out.terms:
            raise SourceError(path, SourceError.ORPHAN_COLUMN, 1,
                              name=f"{lang.value}_{field}", lang=lang.value)
    return out


def _concept(
    path: Path, columns: _Columns, row: list[str], number: int, line: int, width: int
) -> ImportedConcept | Skipped:
    if len(row) > width:
        raise SourceError(path, SourceError.EXTRA_FIELDS, line,
                          row=number, count=len(row), limit=width)
    # The apostrophe a CSV export puts before a cell a spreadsheet would run ("'=...").
    row = [from_spreadsheet(value) for value in row]

    def cell(index: int | None) -> str:
        return normalize_space(row[index]) if index is not None and index < len(row) else ""

    def lines(index: int | None) -> tuple[str, ...]:
        """A cell of notes, one a line (a blank line is no note)."""
        if index is None or index >= len(row):
            return ()
        found = (normalize_space(text) for text in row[index].splitlines())
        return tuple(dict.fromkeys(text for text in found if has_text(text)))

    source_id = cell(columns.concept.get("id")) or f"row {number}"
    entries: dict[Lang, ImportedEntry] = {}
    for lang, index in columns.terms.items():
        term = cell(index)
        definition = cell(columns.fields.get((lang, "definition")))
        synonyms = [
            normalize_space(s)
            for s in cell(columns.fields.get((lang, "synonyms"))).split(SYNONYM_SEPARATOR)
        ]
        if not has_text(term):
            if has_text(definition) or any(has_text(s) for s in synonyms):
                raise SourceError(path, SourceError.NO_TERM, line, row=number,
                                  lang=lang.value, language=lang.english_name)
            continue
        terms = tuple(dict.fromkeys([term, *(s for s in synonyms if has_text(s))]))
        entries[lang] = ImportedEntry(
            lang, terms, definition if has_text(definition) else "",
            lines(columns.fields.get((lang, "note"))),
            lines(columns.fields.get((lang, "context"))),
        )
    if not entries:
        others = tuple(code for code, index in columns.other_langs.items() if cell(index))
        return Skipped(source_id, others, line)
    return ImportedConcept(
        source_id, entries, cell(columns.concept.get("subject")),
        lines(columns.concept.get("note")), line=line,
    )
