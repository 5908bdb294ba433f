"""TBX v3 (ISO 30042:2019), TBX-Basic in the DCT style: the exchange format.

The structure follows the TBX-Basic dialect's own DCT example: a ``tbx`` root
in the ``urn:iso:std:iso:30042:ed-2`` namespace, one ``conceptEntry`` per
concept (its subject field, its notes and the user's note first), one
``langSec`` per language with the definition in a ``descripGrp``, the
language's notes, and one ``termSec`` per term. The heading is marked as the
preferred term and synonyms as admitted ones, which is how a terminology tool
(and :mod:`glossary_desktop.importer.tbx`) tells them apart; the contexts go
with the heading, each in a ``descripGrp``. Written as text, one concept at a
time, every piece of source text through ``xml()``: control characters,
which XML 1.0 forbids, as visible escapes (``\\x1b``), then XML's escapes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TextIO

from glossary_desktop.domain import LANGS, Entry, Note, NoteKind
from glossary_desktop.export import Item, Written
from glossary_desktop.safe_text import printable, printable_lines

NAMESPACE = "urn:iso:std:iso:30042:ed-2"
BASIC = "http://www.tbxinfo.net/ns/basic"
MIN = "http://www.tbxinfo.net/ns/min"
PREFERRED = "preferredTerm-admn-sts"
ADMITTED = "admittedTerm-admn-sts"


def write_tbx(items: Iterable[Item], out: TextIO, title: str = "Glossary Desktop") -> Written:
    """Write ``items`` to ``out`` as one TBX-Basic (DCT) document."""
    # Imported when a TBX is written: xml.sax.saxutils imports urllib.request, and
    # with it http and email, which the window and every other command do without
    # (the command line imports this module to offer the format).
    # lazy: 36 modules, 48 ms of the window's start-up
    from xml.sax.saxutils import escape, quoteattr

    def xml(text: str) -> str:
        """``text`` as XML 1.0 character data: controls as visible escapes, markup escaped."""
        return escape(printable_lines(text))

    out.write(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tbx type="TBX-Basic" style="dct" xml:lang="{LANGS[0].value}" xmlns="{NAMESPACE}" '
        f'xmlns:basic="{BASIC}" xmlns:min="{MIN}">\n'
        "\t<tbxHeader>\n\t\t<fileDesc>\n\t\t\t<sourceDesc>\n"
        f"\t\t\t\t<p>{xml(title)}</p>\n"
        "\t\t\t</sourceDesc>\n\t\t</fileDesc>\n\t</tbxHeader>\n"
        "\t<text>\n\t\t<body>\n"
    )
    written = 0
    for concept, note in items:
        out.write(f"\t\t\t<conceptEntry id={quoteattr(xml_id(printable(concept.slug)))}>\n")
        for subject in _texts(concept.notes, NoteKind.SUBJECT):
            out.write(f"\t\t\t\t<min:subjectField>{xml(subject)}</min:subjectField>\n")
        for text in (*_texts(concept.notes, NoteKind.NOTE), *((note,) if note else ())):
            out.write(f"\t\t\t\t<note>{xml(text)}</note>\n")
        for lang in LANGS:
            entry = concept.entries.get(lang)
            if entry is not None:
                out.write(_lang_sec(entry, xml))
        out.write("\t\t\t</conceptEntry>\n")
        written += 1
    out.write("\t\t</body>\n\t</text>\n</tbx>\n")
    return Written(written)


def xml_id(slug: str) -> str:
    """An XML ID for a concept: its slug, prefixed when it starts with a digit."""
    return slug if slug[:1].isalpha() else f"c-{slug}"


def _lang_sec(entry: Entry, xml: Callable[[str], str]) -> str:
    parts = [f'\t\t\t\t<langSec xml:lang="{entry.lang.value}">\n']
    if entry.definition:
        parts.append(
            "\t\t\t\t\t<descripGrp>\n"
            f"\t\t\t\t\t\t<basic:definition>{xml(entry.definition)}</basic:definition>\n"
            "\t\t\t\t\t</descripGrp>\n"
        )
    parts.extend(
        f"\t\t\t\t\t<note>{xml(text)}</note>\n" for text in _texts(entry.notes, NoteKind.NOTE)
    )
    for index, term in enumerate(entry.terms):
        status = ADMITTED if index else PREFERRED
        parts.append(
            f"\t\t\t\t\t<termSec>\n\t\t\t\t\t\t<term>{xml(term)}</term>\n"
            f"\t\t\t\t\t\t<min:administrativeStatus>{status}</min:administrativeStatus>\n"
        )
        parts.extend(
            "\t\t\t\t\t\t<descripGrp>\n"
            f"\t\t\t\t\t\t\t<basic:context>{xml(text)}</basic:context>\n"
            "\t\t\t\t\t\t</descripGrp>\n"
            for text in (_texts(entry.notes, NoteKind.CONTEXT) if not index else ())
        )
        parts.append("\t\t\t\t\t</termSec>\n")
    parts.append("\t\t\t\t</langSec>\n")
    return "".join(parts)


def _texts(notes: tuple[Note, ...], kind: NoteKind) -> list[str]:
    return [n.text for n in notes if n.kind is kind]
