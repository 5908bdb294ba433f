"""CSV for spreadsheets, in the columns the CSV importer reads back.

``id`` (the slug), then per language the term, its synonyms (joined by
``|``), its definition, its notes and its contexts (one a line), then the
concept's ``subject`` field and ``note`` (its notes, one a line, then the
user's note, line by line). Written with the csv module, every field quoted,
the cells separated by a comma, a semicolon (what spreadsheets set to Spanish or
Portuguese split on) or a tab (:data:`~glossary_desktop.export.formats.DELIMITERS`).

Safe in a spreadsheet (OWASP's advice on CSV injection): a cell that would
start a formula (``=``, ``+``, ``-``, ``@``, a tab, a carriage return) gets an
apostrophe before it, which a spreadsheet shows as text and the CSV importer
takes off again (:mod:`glossary_desktop.safe_text`); and every field is quoted,
so a spreadsheet that splits on semicolons (as Spanish and Portuguese ones do)
cannot start a cell inside a field. Control characters are written as visible
escapes: the file is one the importer reads back.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import TextIO

from glossary_desktop.domain import LANGS, Lang, Note, NoteKind
from glossary_desktop.export import Item, Written
from glossary_desktop.export.files import ExportError
from glossary_desktop.safe_text import all_printable_lines, spreadsheet_safe

SYNONYM_SEPARATOR = "|"


class SeparatorInSynonym(ExportError):
    """A synonym holds :data:`SYNONYM_SEPARATOR`, which CSV cannot keep apart;
    ``slug`` names the concept, ``lang`` the synonym's language."""

    def __init__(self, slug: str, lang: Lang) -> None:
        self.slug, self.lang = slug, lang
        super().__init__(
            slug, f"a {lang.english_name} synonym contains {SYNONYM_SEPARATOR!r}, which "
            "separates synonyms in CSV; export as TBX",
        )
#: Between two notes (or contexts, subject fields) in one cell: a glossary's note
#: never holds a line break (the importers make every run of white space one space).
NOTE_SEPARATOR = "\n"
_LANG_COLUMNS = ("", "_synonyms", "_definition", "_note", "_context")
HEADER = ["id", *(f"{lg.value}{suffix}" for lg in LANGS for suffix in _LANG_COLUMNS),
          "subject", "note"]


def write_csv(
    items: Iterable[Item], out: TextIO, delimiter: str = ",",
    glossaries: Iterable[str] | None = None,
) -> Written:
    """Write ``items`` to ``out`` (opened with ``newline=""``) as CSV with a header row,
    its cells separated by ``delimiter``. ``glossaries``: each item's glossary, in a
    last ``glossary`` column (bookmarks of several; the importer ignores it)."""
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
    named = iter(glossaries) if glossaries is not None else None
    writer.writerow(HEADER if named is None else [*HEADER, "glossary"])
    written = 0
    for concept, note in items:
        row = [concept.slug]
        for lang in LANGS:
            entry = concept.entries.get(lang)
            if entry is None:
                row += [""] * len(_LANG_COLUMNS)
                continue
            if any(SYNONYM_SEPARATOR in s for s in entry.synonyms):
                raise SeparatorInSynonym(concept.slug, lang)
            row += [entry.term, SYNONYM_SEPARATOR.join(entry.synonyms), entry.definition,
                    _joined(entry.notes, NoteKind.NOTE), _joined(entry.notes, NoteKind.CONTEXT)]
        notes = _joined(concept.notes, NoteKind.NOTE)
        # The user's note keeps its lines (translators write one remark a line): read
        # back, each is a note of the concept, as the column holds one a line.
        mine = NOTE_SEPARATOR.join(note.strip().splitlines())
        row += [_joined(concept.notes, NoteKind.SUBJECT),
                NOTE_SEPARATOR.join(n for n in (notes, mine) if n)]
        if named is not None:
            row.append(next(named))
        writer.writerow([spreadsheet_safe(cell) for cell in all_printable_lines(row)])
        written += 1
    return Written(written)


def _joined(notes: tuple[Note, ...], kind: NoteKind) -> str:
    return NOTE_SEPARATOR.join(n.text for n in notes if n.kind is kind)
