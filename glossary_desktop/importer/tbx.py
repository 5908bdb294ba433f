"""Reading TBX term bases (ISO 30042): the 2008 ``martif`` form and TBX v3.

- TBX v2 (``martif``): ``termEntry`` / ``langSet`` / ``tig`` or ``ntig/termGrp``;
  data categories as ``<descrip type="definition">``, ``<termNote type=...>``.
- TBX v3 (``tbx``): ``conceptEntry`` / ``langSec`` / ``termSec``, in the DCA
  style (``<descrip type="definition">``, as in v2) or the DCT style, where a
  data category is its own namespaced element (``<basic:definition>``).

Both styles come down to one *kind* per element (the ``type`` of a ``descrip``,
``admin`` or ``termNote``, else the element's local name), so one walk reads
them all. Languages come from ``xml:lang`` with the region folded (``es-ES``,
``pt-BR``); the terms of one language are synonyms, the preferred one first.
A definition belongs to its language; a concept-level one is used for the
entries of its own ``xml:lang`` (inherited from the root) that have none.
Notes, contexts and the subject field are kept, never taken as a definition.

Streaming: ``iterparse`` hands over one entry at a time and the entry is
removed from the tree once read (and so is every element outside the
entries), so memory stays bounded whatever the file's size. Safe: defusedxml
refuses entity declarations and external references (no entity expansion,
nothing fetched); a DOCTYPE naming a DTD is allowed and the DTD is never read.
The parser reads through :class:`~.xml_stream.XmlStream`, which refuses other
encodings, control characters, and tags, texts or records too long to be a
term base's; elements nested deeper than :data:`MAX_DEPTH` are refused too,
and a control character in a record's text (a C1 one, or one written as a
character reference) as in every reader.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException, EntitiesForbidden
from defusedxml.ElementTree import DefusedXMLParser, iterparse

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
from glossary_desktop.importer.xml_stream import XmlStream
from glossary_desktop.text import normalize_space

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
ROOTS = frozenset({"martif", "tbx"})
#: Elements inside each other a file may nest: a term base nests a dozen, and
#: the walk through group wrappers recurses once per level.
MAX_DEPTH = 100
_ENTRY = frozenset({"termEntry", "conceptEntry"})
_LANG = frozenset({"langSet", "langSec"})
_TERM = frozenset({"tig", "ntig", "termSec"})
# Wrappers whose content belongs to the element around them.
_GROUP = frozenset({"descripGrp", "termGrp"})
# Elements whose data category is their ``type`` (DCA style and TBX v2).
_TYPED = frozenset({"descrip", "admin", "termNote"})
# The heading is the preferred term; superseded and deprecated ones go last.
_STATUS_RANK = {
    "preferredTerm-admn-sts": 0, "admittedTerm-admn-sts": 1,
    "deprecatedTerm-admn-sts": 2, "supersededTerm-admn-sts": 2,
}


def read_tbx(path: Path, report: ImportReport | None = None) -> Iterator[ImportedConcept]:
    """The Spanish/Portuguese concepts of the TBX file at ``path``, one at a time.

    Records with neither language go to ``report.skipped``. A file that is not
    well-formed, not TBX, or declares entities raises :class:`SourceError`.
    """
    report = ImportReport() if report is None else report
    try:
        with open_source(Path(path), report, _open) as fh:
            yield from report.take(_concepts(path, fh, report))
    except ParseError as exc:
        # expat counts columns from 0, editors from 1.
        line, column = exc.position if exc.position else (None, 0)
        raise SourceError(
            path, SourceError.BAD_XML, line, detail=_reason(exc), column=column + 1
        ) from exc
    except EntitiesForbidden as exc:
        raise SourceError(path, SourceError.XML_ENTITY, name=exc.name) from exc
    except DefusedXmlException as exc:
        raise SourceError(path, SourceError.XML_REFUSED, detail=str(exc)) from exc


def _open(path: Path) -> BinaryIO:
    return path.open("rb")


def _reason(exc: ParseError) -> str:
    # "mismatched tag: line 3, column 2": the line is given apart, once.
    return str(exc).split(":", 1)[0]


def _concepts(
    path: Path, fh: BinaryIO, report: ImportReport
) -> Iterator[ImportedConcept | Skipped]:
    stream = XmlStream(path, fh)
    parser = DefusedXMLParser(target=TreeBuilder(), encoding=stream.encoding, forbid_dtd=False)
    stack: list[Element] = []
    lines: list[int] = []  # where each open entry starts
    is_entry: dict[str, bool] = {}  # by tag: a file names a few dozen
    root_lang = ""
    index = 0
    for event, elem in iterparse(stream, events=("start", "end"), parser=parser):
        entry = is_entry.get(elem.tag)
        if entry is None:
            entry = is_entry[elem.tag] = _local(elem.tag) in _ENTRY
        if event == "start":
            if not stack:
                root_lang = _check_root(path, elem)
            elif len(stack) >= MAX_DEPTH:
                raise SourceError(path, SourceError.XML_TOO_DEEP, stream.line, limit=MAX_DEPTH)
            stack.append(elem)
            if entry:
                lines.append(stream.line)
                stream.record_started()
            continue
        stack.pop()
        if not entry:
            if stack and not lines:  # outside the entries: never read, not kept
                stack[-1].remove(elem)
            continue
        stream.record_ended()
        index += 1
        report.read = fh.tell()
        line = lines.pop()
        # Its text as written, before spaces are normalised (U+0085 is one), its
        # line breaks counted from the record's start line.
        refuse_controls(path, "".join(elem.itertext()), line)
        found = _concept(elem, index, root_lang, line)
        if stack:  # drop the entry read: the tree never holds more than one
            stack[-1].remove(elem)
        yield found


def _check_root(path: Path, root: Element) -> str:
    name = _local(root.tag)
    if name not in ROOTS:
        raise SourceError(path, SourceError.NOT_TBX, name=name)
    return root.get(XML_LANG, "")


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def _kind(elem: Element) -> str:
    name = _local(elem.tag)
    return elem.get("type", name) if name in _TYPED else name


def _children(elem: Element) -> Iterator[tuple[str, Element]]:
    """``(kind, element)`` of the children, with group wrappers seen through."""
    for child in elem:
        kind = _kind(child)
        if kind in _GROUP:
            yield from _children(child)
        else:
            yield kind, child


def _text(elem: Element) -> str:
    return normalize_space("".join(elem.itertext()))


def _concept(
    elem: Element, index: int, root_lang: str, line: int
) -> ImportedConcept | Skipped:
    source_id = elem.get("id") or f"#{index}"
    subject = ""
    notes: list[str] = []
    definitions: list[tuple[str, str]] = []
    entries: dict[Lang, ImportedEntry] = {}
    tags: list[str] = []
    for kind, child in _children(elem):
        if kind == "subjectField" and not subject:
            subject = _text(child)
        elif kind == "note":
            _add(notes, _text(child))
        elif kind == "definition" and has_text(text := _text(child)):
            definitions.append((child.get(XML_LANG, root_lang), text))
        elif kind in _LANG:
            tag = child.get(XML_LANG, "")
            lang = fold_lang(tag)
            side = _side(child, lang) if lang is not None else None
            if side is None:
                tags.append(tag)
            elif lang is not None:
                tags.append(lang.value)
                entries[lang] = _merge(entries[lang], side) if lang in entries else side
    if not entries:
        return Skipped(source_id, tuple(dict.fromkeys(t for t in tags if t)), line)
    others: list[tuple[str, str]] = []
    for tag, text in definitions:
        lang = fold_lang(tag)
        entry = entries.get(lang) if lang is not None else None
        if entry is not None and not entry.definition:
            entries[entry.lang] = entry._replace(definition=text)
        elif not tag and lang is None:  # no language stated anywhere: it is everyone's
            for lg, e in entries.items():
                entries[lg] = e if e.definition else e._replace(definition=text)
        else:
            others.append((tag, text))
    return ImportedConcept(
        source_id, {lg: entries[lg] for lg in Lang if lg in entries},
        subject, tuple(notes), tuple(others), line,
    )


def _side(elem: Element, lang: Lang) -> ImportedEntry | None:
    """One ``langSet``/``langSec``; ``None`` when it has no term."""
    ranked: list[tuple[int, str]] = []
    definition = ""
    notes: list[str] = []
    contexts: list[str] = []
    for kind, child in _children(elem):
        if kind in _TERM:
            term, status, term_definition = _term(child, notes, contexts)
            if has_text(term) and term not in (t for _, t in ranked):
                ranked.append((_STATUS_RANK.get(status, 1), term))
            definition = definition or term_definition
        elif kind == "definition" and has_text(text := _text(child)):
            if definition:  # a second definition is kept, as a note
                _add(notes, text)
            else:
                definition = text
        elif kind == "note":
            _add(notes, _text(child))
        elif kind == "context":
            _add(contexts, _text(child))
    if not ranked:
        return None
    terms = tuple(t for _, t in sorted(ranked, key=lambda r: r[0]))  # stable: file order kept
    return ImportedEntry(lang, terms, definition, tuple(notes), tuple(contexts))


def _term(elem: Element, notes: list[str], contexts: list[str]) -> tuple[str, str, str]:
    """A ``tig``/``ntig``/``termSec``: its term, status and definition, if any."""
    term = status = definition = ""
    for kind, child in _children(elem):
        if kind == "term" and not term:
            term = _text(child)
        elif kind == "administrativeStatus":
            status = _text(child)
        elif kind == "definition" and has_text(text := _text(child)):
            definition = definition or text
        elif kind == "note":
            _add(notes, _text(child))
        elif kind == "context":
            _add(contexts, _text(child))
    return term, status, definition


def _merge(a: ImportedEntry, b: ImportedEntry) -> ImportedEntry:
    """Two ``langSet`` of one language (``es-ES`` and ``es-MX``): one entry."""
    return ImportedEntry(
        a.lang,
        tuple(dict.fromkeys(a.terms + b.terms)),
        a.definition or b.definition,
        tuple(dict.fromkeys(a.notes + b.notes)),
        tuple(dict.fromkeys(a.contexts + b.contexts)),
    )


def _add(items: list[str], text: str) -> None:
    if has_text(text) and text not in items:
        items.append(text)
