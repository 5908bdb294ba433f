"""A tab-separated file Anki imports as a two-sided deck.

One note per concept with both languages: Spanish term and definition on
the front, Portuguese on the back, with the note type "Basic (and reversed
card)" so each is asked both ways; the user's note goes on the Portuguese
side, line by line. The header lines are Anki's own (``#separator:tab``,
``#html:true``, ...); the slug is the note's GUID, so importing a newer export
updates the notes instead of adding duplicates. A concept in one language only
has no other side to ask for: it is left out and reported.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TextIO

from glossary_desktop.domain import Entry, Lang
from glossary_desktop.export import Item, Written
from glossary_desktop.safe_text import printable, printable_lines

DECK = "Glossary Desktop"
HEADER = (
    "#separator:tab\n"
    "#html:true\n"
    "#notetype:Basic (and reversed card)\n"
    f"#deck:{DECK}\n"
    "#guid column:1\n"
    "#columns:GUID\tFront\tBack\n"
)
GUID_PREFIX = "glossary-desktop:"


def write_anki(items: Iterable[Item], out: TextIO) -> Written:
    """Write ``items`` to ``out`` as Anki's tab-separated notes."""
    out.write(HEADER)
    written = 0
    skipped: list[str] = []
    for concept, note in items:
        es, pt = concept.entries.get(Lang.ES), concept.entries.get(Lang.PT)
        if es is None or pt is None:
            skipped.append(concept.slug)
            continue
        back = _side(pt) + (f"<br><br><i>{_lines(note)}</i>" if note.strip() else "")
        out.write(f"{GUID_PREFIX}{printable(concept.slug)}\t{_side(es)}\t{back}\n")
        written += 1
    return Written(written, tuple(skipped))


def _side(entry: Entry) -> str:
    text = f"<b>{_html(entry.term)}</b>"
    if entry.synonyms:
        text += f" <small>({_html(', '.join(entry.synonyms))})</small>"
    if entry.definition:
        text += f"<br>{_html(entry.definition)}"
    return text


def _lines(text: str) -> str:
    """The user's note for an HTML field, each of its lines a line (``<br>``):
    translators write one remark a line."""
    return "<br>".join(_html(line) for line in text.strip().splitlines())


def _html(text: str) -> str:
    """Escaped for Anki's HTML fields; tabs and line breaks would end the field,
    and control characters are written as visible escapes."""
    return escape(" ".join(printable_lines(text).split()), quote=True)
