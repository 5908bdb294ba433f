"""A printable bilingual sheet: the HTML a Qt text document lays out into pages.

A heading (the glossary's name, what is printed, the date, all worded by the
caller in the reader's language) and one table: a row a concept, its first
language on the left and the other on the right (the reader's order), each
cell the term, its synonyms and its definition; the user's note in a row of its
own under it, across both columns. Source text is escaped, and its control
characters shown as visible escapes. Qt-free: :mod:`glossary_desktop.models.sheet_print`
makes it pages (a printer, a PDF), with page numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import NamedTuple

from glossary_desktop.domain import Entry, Lang
from glossary_desktop.export import Item, Written
from glossary_desktop.safe_text import printable_lines


class SheetWords(NamedTuple):
    """What the sheet says around the glossary's text, in the reader's language."""

    title: str  # the glossary's name
    subtitle: str  # what is printed and when ("Bookmarks · 2 December 2026")
    languages: tuple[str, str]  # the columns' headings, in the order printed
    note: str = "Note"


def sheet_html(
    items: Iterable[Item], words: SheetWords, first: Lang = Lang.ES
) -> tuple[str, Written]:
    """The sheet of ``items`` with ``first``'s column on the left; how many rows."""
    second = Lang.PT if first is Lang.ES else Lang.ES
    rows: list[str] = []
    written = 0
    for concept, note in items:
        written += 1
        cells = "".join(_cell(concept.entries.get(lang)) for lang in (first, second))
        rows.append(f"<tr>{cells}</tr>")
        if note.strip():
            lines = "<br>".join(_text(line) for line in note.strip().splitlines())
            rows.append(f'<tr><td colspan="2" class="note"><i>{_text(words.note)}:</i> '
                        f"{lines}</td></tr>")
    head = "".join(f'<th width="50%">{_text(name)}</th>' for name in words.languages)
    html = (
        "<html><head><style>"
        "h1 { font-size: 16pt; margin-bottom: 2pt; } "
        "p.sub { color: #444; margin-top: 0; } "
        "th { text-align: left; background: #e8e8e8; } "
        "td { vertical-align: top; } td.note { color: #333; }"
        "</style></head><body>"
        f"<h1>{_text(words.title)}</h1><p class='sub'>{_text(words.subtitle)}</p>"
        '<table width="100%" border="1" cellspacing="0" cellpadding="4" '
        'style="border-collapse: collapse; border-color: #999;">'
        f"<thead><tr>{head}</tr></thead>{''.join(rows)}</table></body></html>"
    )
    return html, Written(written)


def _cell(entry: Entry | None) -> str:
    if entry is None:
        return "<td>—</td>"
    text = f"<b>{_text(entry.term)}</b>"
    if entry.synonyms:
        text += f"<br><small>{_text(', '.join(entry.synonyms))}</small>"
    if entry.definition:
        text += f"<br>{_text(entry.definition)}"
    return f"<td>{text}</td>"


def _text(text: str) -> str:
    return escape(" ".join(printable_lines(text).split()))
