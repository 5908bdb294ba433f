"""The TBX export's structure against a reference file that stands for the schema.

No TBX-Basic schema is at hand, so a valid DCT document stands for it: what the
export writes must sit where that document has it. Used with the project's own
DCT file and, in the interoperability suite, with the dialect's own example.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from glossary_desktop.domain import Concept, Entry, Lang, Note, NoteKind
from glossary_desktop.export import Item
from glossary_desktop.export.tbx import write_tbx

MIN = "{http://www.tbxinfo.net/ns/min}"


def full_item() -> tuple[Concept, str]:
    """A concept with every part the export writes, and a user's note: subject, notes,
    both languages with definitions and synonyms, a language's note, a context."""
    es = Entry(Lang.ES, "Galaxia", "Una galaxia espiral.", synonyms=("Vía Láctea",),
               notes=(Note(NoteKind.NOTE, "Del español."), Note(NoteKind.CONTEXT, "La Galaxia.")))
    pt = Entry(Lang.PT, "Galáxia", "Uma galáxia espiral.", synonyms=("Via Láctea",))
    concept = Concept(0, "galaxia", "v", {Lang.ES: es, Lang.PT: pt},
                      (Note(NoteKind.SUBJECT, "General"), Note(NoteKind.NOTE, "G-Source: x")))
    return concept, "mi nota"


def outside(example: Path, items: Iterable[Item]) -> tuple[set[tuple[str, str]], set[str]]:
    """What the export of ``items`` has that the TBX file ``example`` has not: its
    (parent, child) pairs of element names, and its administrative statuses."""
    reference = ET.parse(example).getroot()
    out = io.StringIO()
    write_tbx(items, out, title="Todo")
    written = ET.fromstring(out.getvalue().encode())
    return _edges(written) - _edges(reference), _statuses(written) - _statuses(reference)


def _edges(root: ET.Element) -> set[tuple[str, str]]:
    return {(parent.tag, child.tag) for parent in root.iter() for child in parent}


def _statuses(root: ET.Element) -> set[str]:
    return {e.text or "" for e in root.iter(f"{MIN}administrativeStatus")}
