"""Markdown for reading and printing: one section per concept.

Each concept is a heading with its terms, its subject field and notes, a list
item per language (term, synonyms, definition, and the entry's notes and
contexts under it) and the user's note as a quote. Source text is escaped, so
a term such as ``*args`` or ``<b>`` shows as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TextIO

from glossary_desktop.domain import LANGS, Note, NoteKind
from glossary_desktop.export import Item, Written

#: The words before a term base's notes; the window passes them in the reader's language.
NOTE_LABELS: Mapping[NoteKind, str] = MappingProxyType(
    {NoteKind.SUBJECT: "Subject field", NoteKind.NOTE: "Note", NoteKind.CONTEXT: "Context"}
)

# Characters Markdown would read as markup; a backslash makes them literal.
# Only inline markup: no line of ours starts with source text, so list and
# heading markers (``-``, ``+``, ``1.``) are never at a line's start.
_MARKUP = re.compile(r"([\\`*_\[\]<>#|~&])")


def write_markdown(
    items: Iterable[Item], out: TextIO, title: str = "Glossary",
    labels: Mapping[NoteKind, str] = NOTE_LABELS,
) -> Written:
    """Write ``items`` to ``out`` as one Markdown document titled ``title``;
    ``labels`` name the kinds of a term base's notes."""
    out.write(f"# {md(title)}\n")
    written = 0
    for concept, note in items:
        terms = [e.term for lg in LANGS if (e := concept.entries.get(lg)) is not None]
        out.write(f"\n## {' / '.join(md(t) for t in terms)}\n\n")
        out.writelines(_notes(concept.notes, labels, ""))
        for lang in LANGS:
            entry = concept.entries.get(lang)
            if entry is None:
                continue
            line = f"- **{lang.value}** {md(entry.term)}"
            if entry.synonyms:
                line += f" ({', '.join(md(s) for s in entry.synonyms)})"
            if entry.definition:
                line += f": {md(entry.definition)}"
            out.write(line + "\n")
            out.writelines(_notes(entry.notes, labels, "  "))
        if note:
            out.write(f"\n> {md(' '.join(note.split()))}\n")
        written += 1
    return Written(written)


def _notes(notes: Iterable[Note], labels: Mapping[NoteKind, str], indent: str) -> list[str]:
    """One list item per note, its label in italics; its lines joined (a list item
    cannot hold a line break)."""
    return [f"{indent}- *{md(labels[n.kind])}:* {md(' '.join(n.text.split()))}\n" for n in notes]


def md(text: str) -> str:
    """``text`` with Markdown's markup characters escaped."""
    return _MARKUP.sub(r"\\\1", text)
