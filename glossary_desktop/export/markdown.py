"""Markdown for reading and printing: one section per concept.

Each concept is a heading with its terms, its subject field and notes, a list
item per language (term, synonyms, definition, and the entry's notes and
contexts under it) and the user's note as a quote, line by line. Source text is
escaped, so a term such as ``*args`` or ``<b>`` shows as written, and its control
characters are visible escapes (``\\x1b``): a document printed to a terminal
cannot drive it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TextIO

from glossary_desktop.domain import LANGS, Note, NoteKind
from glossary_desktop.export import Item, Written
from glossary_desktop.safe_text import printable_lines

#: The words before a term base's notes; the window passes them in the reader's language.
NOTE_LABELS: Mapping[NoteKind, str] = MappingProxyType(
    {NoteKind.SUBJECT: "Subject field", NoteKind.NOTE: "Note", NoteKind.CONTEXT: "Context"}
)

# Characters Markdown would read as markup; a backslash makes them literal.
# Only inline markup: the one line of ours that starts with source text is a
# line of the user's note, which escapes list and heading markers itself.
_MARKUP = re.compile(r"([\\`*_\[\]<>#|~&])")
# What starts a list item (``-``, ``+``, ``1.``, ``1)``) or underlines a heading
# (``=``, ``-``) at a line's start; ``*``, ``#`` and ``>`` are in _MARKUP already.
_LINE_MARKUP = re.compile(r"^(?:\d{1,9}[.)]|[-+=])")


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
        if note.strip():
            out.write(f"\n{_quote(note)}\n")
        written += 1
    return Written(written)


def _notes(notes: Iterable[Note], labels: Mapping[NoteKind, str], indent: str) -> list[str]:
    """One list item per note, its label in italics; its lines joined (a list item
    cannot hold a line break)."""
    return [f"{indent}- *{md(labels[n.kind])}:* {md(' '.join(n.text.split()))}\n" for n in notes]


def _quote(note: str) -> str:
    """The user's note as a quote, each of its lines a line (translators write one
    remark a line): a hard line break (a backslash at the end) after each but the
    last of a paragraph, where a plain line break would join them; blank lines
    stay a paragraph break."""
    lines = "\n".join(" ".join(line.split()) for line in note.splitlines()).strip("\n")
    return "\n>\n".join(
        "\\\n".join(f"> {_line(line)}" for line in paragraph.split("\n"))
        for paragraph in re.split(r"\n{2,}", lines)
    )


def _line(text: str) -> str:
    """A line of the user's note, escaped, a list or heading marker at its start too."""
    return _LINE_MARKUP.sub(lambda m: f"{m[0][:-1]}\\{m[0][-1]}", md(text), count=1)


def md(text: str) -> str:
    """``text`` with Markdown's markup characters escaped, its controls visible escapes."""
    return _MARKUP.sub(r"\\\1", printable_lines(text))
