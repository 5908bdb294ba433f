"""CSV for spreadsheets, in the columns the CSV importer reads back.

``id`` (the slug), then per language the term, its synonyms (joined by
``|``) and its definition, then the user's ``note``. Written with the csv
module (quoting where needed, fields may hold any text).
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import TextIO

from glossary_desktop.domain import LANGS
from glossary_desktop.export import Item, Written
from glossary_desktop.export.files import ExportError

SYNONYM_SEPARATOR = "|"
HEADER = ["id", *(f"{lg.value}{suffix}" for lg in LANGS
                  for suffix in ("", "_synonyms", "_definition")), "note"]


def write_csv(items: Iterable[Item], out: TextIO) -> Written:
    """Write ``items`` to ``out`` (opened with ``newline=""``) as CSV with a header row."""
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    written = 0
    for concept, note in items:
        row = [concept.slug]
        for lang in LANGS:
            entry = concept.entries.get(lang)
            if entry is None:
                row += ["", "", ""]
                continue
            if any(SYNONYM_SEPARATOR in s for s in entry.synonyms):
                raise ExportError(
                    concept.slug, f"a {lang.english_name} synonym contains "
                    f"{SYNONYM_SEPARATOR!r}, which separates synonyms in CSV; export as TBX",
                )
            row += [entry.term, SYNONYM_SEPARATOR.join(entry.synonyms), entry.definition]
        writer.writerow([*row, note])
        written += 1
    return Written(written)
