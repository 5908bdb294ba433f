"""Every reader, whatever it is given: concepts free of control characters, or one
:class:`SourceError`; never another exception (a traceback), and the same verdict
on the same text in a text file, a table and a term base.

Random texts mix in what crafted files used: C0 and C1 controls (also as XML
character references), invisible characters and byte order marks, quotes and
delimiters; TBX files get random encodings, declared or marked, and random nesting.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import CONTROL_RE
from glossary_desktop.importer.model import ImportedConcept, ImportReport
from glossary_desktop.importer.parse import read_source
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import MAX_DEPTH, read_tbx

from .tbx_files import martif

#: Characters crafted files used, and plain ones around them.
TRICKY = "\x00\x01\x07\x1b\x1f\x7f\x80\x85\x9b\x9f\u200b\ufeff\u00a0\t\r\n\"',;|<>&"
CHARS = st.one_of(st.sampled_from(TRICKY), st.sampled_from("abcñãé "), st.characters())
TEXTS = st.text(CHARS, min_size=1, max_size=20)
ENCODINGS = ["UTF-8", "utf-8", "US-ASCII", "UTF-16", "ISO-8859-1", "Shift_JIS", "utf-7",
             "rot13", "hex", "idna", "bogus", "UTF-32"]


def texts(concept: ImportedConcept) -> Iterator[str]:
    """Every text of ``concept`` that the glossary keeps."""
    yield concept.subject
    yield from concept.notes
    for entry in concept.entries.values():
        yield from entry.terms
        yield entry.definition
        yield from entry.notes
        yield from entry.contexts


def outcome(name: str, data: bytes) -> str:
    """``"read"`` or the code of the :class:`SourceError` that reading ``data`` as a
    file named ``name`` raises; any other exception fails the test."""
    refused: SourceError | None = None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        try:
            if path.suffix == ".txt":
                read_source(path)
            else:
                reader = read_tbx if path.suffix == ".tbx" else read_table
                for concept in reader(path, ImportReport()):
                    assert not any(CONTROL_RE.search(t) for t in texts(concept))
        except SourceError as exc:
            refused = exc
    if refused is None:
        return "read"
    assert "\n" not in str(refused)  # one line
    return refused.reason


@given(st.lists(st.lists(TEXTS, max_size=4), max_size=4), st.sampled_from([",", ";", "\t"]))
@settings(max_examples=150)
def test_any_table_is_read_clean_or_refused_in_one_line(
    rows: list[list[str]], delimiter: str
) -> None:
    lines = [delimiter.join(["es", "pt", "es_definition"])]
    lines += [delimiter.join(row) for row in rows]
    outcome("t.csv", "\n".join(lines).encode("utf-8", "surrogatepass"))


@given(TEXTS, st.integers(0, MAX_DEPTH + 5), st.sampled_from(ENCODINGS), st.booleans())
@settings(max_examples=150)
def test_any_term_base_is_read_clean_or_refused_in_one_line(
    text: str, depth: int, encoding: str, as_reference: bool
) -> None:
    # As character references, the characters XML 1.0 allows: the others are not text.
    escaped = (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))
    if as_reference:
        escaped = "".join(f"&#x{ord(c):x};" if ord(c) >= 0x7f else c for c in escaped)
    entry = ('<termEntry><langSet xml:lang="es">' + "<descripGrp>" * depth
             + f"<note>{escaped}</note>" + "</descripGrp>" * depth
             + f"<tig><term>{escaped}</term></tig></langSet></termEntry>")
    document = martif(entry).replace('encoding="UTF-8"', f'encoding="{encoding}"')
    codec = {"UTF-16": "utf-16", "UTF-32": "utf-32"}.get(encoding, "utf-8")
    found = outcome("t.tbx", document.encode(codec, "surrogatepass"))
    if encoding.upper() not in ("UTF-8", "US-ASCII", "UTF-16"):
        assert SourceError.OTHER_ENCODING == found
    elif depth + 5 > MAX_DEPTH:  # martif, text, body, termEntry, langSet: 5 more
        assert found in (SourceError.XML_TOO_DEEP, SourceError.BAD_XML,
                         SourceError.CONTROL_CHAR, SourceError.BINARY)


@given(st.text(st.one_of(st.sampled_from(TRICKY[:-9]), st.sampled_from("abcñ")),
               min_size=1, max_size=10))
@settings(max_examples=150)
def test_every_reader_says_the_same_of_the_same_term(term: str) -> None:
    # Line breaks and the formats' own markup aside: what each format means by them differs.
    term = "red" + "".join(c for c in term if c not in "\r\n\t\"',;<>&")
    verdicts = {
        "txt": outcome("g.txt", f"Glosario\nRedes\n{term}\nConjunto de nodos.\n".encode()),
        "csv": outcome("g.csv", f"es,pt\n{term},rede\n".encode()),
        "tbx": outcome("g.tbx", martif(
            f'<termEntry><langSet xml:lang="es"><tig><term>{term}</term></tig></langSet>'
            "</termEntry>").encode()),
    }
    expected = ("read" if CONTROL_RE.search(term) is None
                else SourceError.BINARY if "\x00" in term else SourceError.CONTROL_CHAR)
    assert {"txt": expected, "csv": expected, "tbx": expected} == verdicts
