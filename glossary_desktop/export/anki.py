"""A tab-separated file Anki imports as a two-sided deck (``--format anki-text``).

One note per concept with both languages: Spanish term and definition on
the front, Portuguese on the back, with the note type "Basic (and reversed
card)" so each is asked both ways; the user's note goes on the Portuguese
side, line by line. The header lines are Anki's own (``#separator:tab``,
``#html:true``, ...); the slug is the note's GUID, so importing a newer export
updates the notes instead of adding duplicates. A concept in one language only
has no other side to ask for: it is left out and reported.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
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
    skipped: list[str] = []
    written = 0
    for slug, es, pt, note in two_sided(items, skipped):
        back = _side(pt) + (f"<br><br><i>{note_html(note)}</i>" if note.strip() else "")
        out.write(f"{GUID_PREFIX}{slug}\t{_side(es)}\t{back}\n")
        written += 1
    return Written(written, tuple(skipped))


def two_sided(items: Iterable[Item], skipped: list[str]) -> Iterator[tuple[str, Entry, Entry, str]]:
    """The slug (printable), Spanish and Portuguese entries and note of each item
    in both languages; the slugs of the others are added to ``skipped``."""
    for concept, note in items:
        es, pt = concept.entries.get(Lang.ES), concept.entries.get(Lang.PT)
        if es is None or pt is None:
            skipped.append(concept.slug)
        else:
            yield printable(concept.slug), es, pt, note


def _side(entry: Entry) -> str:
    text = f"<b>{html_field(entry.term)}</b>"
    if entry.synonyms:
        text += f" <small>({html_field(', '.join(entry.synonyms))})</small>"
    if entry.definition:
        text += f"<br>{html_field(entry.definition)}"
    return text


def note_html(text: str) -> str:
    """The user's note for an HTML field, each of its lines a line (``<br>``):
    translators write one remark a line."""
    return "<br>".join(html_field(line) for line in text.strip().splitlines())


def html_field(text: str) -> str:
    """Escaped for Anki's HTML fields; tabs and line breaks would end the field,
    and control characters are written as visible escapes."""
    return escape(" ".join(printable_lines(text).split()), quote=True)
