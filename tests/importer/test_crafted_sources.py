"""Crafted sources: each refused in one line naming its file and line, or read as the
person who wrote it meant, in time that grows with its size (issue 27's attacks).

The limits' own constants size the files: just over a limit, never the 100 MB
an attack used.
"""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer import xml_stream
from glossary_desktop.importer.build import build_db
from glossary_desktop.importer.model import ImportReport
from glossary_desktop.importer.parse import read_source
from glossary_desktop.importer.table import MAX_COLUMNS, MAX_LINE_CHARS, read_table
from glossary_desktop.importer.tbx import MAX_DEPTH, read_tbx
from glossary_desktop.importer.xml_stream import MAX_RUN_BYTES

from .tbx_files import martif

ES, PT = Lang.ES, Lang.PT
RED = ('<termEntry id="red"><langSet xml:lang="es"><tig><term>red</term></tig></langSet>'
       '<langSet xml:lang="pt"><tig><term>rede</term></tig></langSet></termEntry>')


def write(tmp_path: Path, name: str, data: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def read(path: Path) -> None:
    """Read the source at ``path`` whole, with the reader its extension names."""
    if path.suffix == ".txt":
        read_source(path)
    else:
        list((read_tbx if path.suffix == ".tbx" else read_table)(path, ImportReport()))


def refused(path: Path) -> SourceError:
    with pytest.raises(SourceError) as caught:
        read(path)
    return caught.value


def refusal(path: Path) -> tuple[int | None, str, dict[str, object]]:
    """Why reading ``path`` stops: the line, the code and its fields."""
    exc = refused(path)
    assert path == exc.path
    return exc.line, exc.reason, exc.fields


# -- A table's header -----------------------------------------------------------------

@pytest.mark.parametrize("header", [
    "es\u200b,pt",  # a zero-width space after "es", pasted from a web page
    "\ufeff\ufeffes,pt",  # a BOM twice: the decoder drops only the first
    "es ,\u00a0pt",  # spaces a spreadsheet kept
])
def test_a_header_with_invisible_characters_keeps_its_spanish_column(
    tmp_path: Path, header: str
) -> None:
    # These built "0 Spanish only, 1 Portuguese only": the Spanish column was dropped.
    path = write(tmp_path, "t.csv", f"{header}\nred,rede\n")
    (concept,) = read_table(path, ImportReport())
    assert {ES: ("red",), PT: ("rede",)} == {lg: e.terms for lg, e in concept.entries.items()}


KNOWN = "_definition, _synonyms, _note, _context"


@pytest.mark.parametrize(("header", "said"), [
    ("es\x00,pt", (1, SourceError.BINARY, {})),
    ("es (Spanish),pt", (1, SourceError.UNKNOWN_COLUMN, {"name": "es (Spanish)", "known": KNOWN})),
    ("es.,pt", (1, SourceError.UNKNOWN_COLUMN, {"name": "es.", "known": KNOWN})),
])
def test_a_header_naming_spanish_that_no_column_matches_stops_the_import(
    tmp_path: Path, header: str, said: tuple[int, str, dict[str, object]]
) -> None:
    assert said == refusal(write(tmp_path, "t.csv", f"{header}\nred,rede\n"))


def test_a_header_of_endless_columns_is_refused_before_its_names_are_read(
    tmp_path: Path,
) -> None:
    # 100 MB of commas took 201 s and 1 GB.
    wide = write(tmp_path, "t.csv", "es,pt" + "," * MAX_COLUMNS + "\nred,rede\n")
    assert (1, SourceError.TOO_MANY_COLUMNS, {"count": MAX_COLUMNS + 2, "limit": MAX_COLUMNS}) \
        == refusal(wide)
    long = write(tmp_path, "l.csv", "es,pt,comment" + "x" * MAX_LINE_CHARS + "\nred,rede\n")
    assert (1, SourceError.LINE_TOO_LONG, {"limit": MAX_LINE_CHARS}) == refusal(long)


def test_a_line_of_the_longest_length_is_still_read(tmp_path: Path) -> None:
    # Nine columns of comments fill the line to the limit, its line break aside
    # (a field holds at most 128 KiB: the csv module's own limit).
    room = MAX_LINE_CHARS - len("red,rede,") - 8
    comments = ["c" * (room // 9 + (k < room % 9)) for k in range(9)]
    line = "red,rede," + ",".join(comments)
    assert MAX_LINE_CHARS == len(line)
    path = write(tmp_path, "t.csv", "es,pt,a,b,c,d,e,f,g,h,i\r\n" + line + "\r\n")
    (concept,) = read_table(path, ImportReport())
    assert ("red", "rede") == (concept.entries[ES].term, concept.entries[PT].term)


def test_a_table_crafted_against_delimiter_sniffing_is_read_at_once(tmp_path: Path) -> None:
    # 64 KB that took 96 s when the delimiter was guessed from the file's start.
    path = write(tmp_path, "t.csv", "es,pt\n" + '"\n' * 32765)
    assert (32766, SourceError.BAD_TABLE, {"detail": "unexpected end of data"}) == refusal(path)
    path = write(tmp_path, "u.csv", "es,pt\n" + '"\n' * 32764 + "red,rede\n")
    (concept,) = read_table(path, ImportReport())
    assert (32766, ("red",)) == (concept.line, concept.entries[ES].terms)


@pytest.mark.parametrize(("name", "table", "terms"), [
    # The extension's delimiter, even when a definition is full of others.
    ("t.csv", "es,pt,es_definition\nred,rede,a;b;c;d\tx\n", ("red", "rede")),
    ("t.tsv", "es\tpt\tes_definition\nred\trede\ta,b;c,d\n", ("red", "rede")),
    # Another one only where the header line clearly uses it.
    ("t.csv", "es;pt\nred;rede\n", ("red", "rede")),
    ("t.tsv", "es,pt\nred,rede\n", ("red", "rede")),
])
def test_the_delimiter_is_the_extensions_unless_the_header_uses_another(
    tmp_path: Path, name: str, table: str, terms: tuple[str, str]
) -> None:
    (concept,) = read_table(write(tmp_path, name, table), ImportReport())
    assert terms == (concept.entries[ES].term, concept.entries[PT].term)


# -- Control characters: one rule and one sentence for every reader -----------------

CONTROLS = ["\x01", "\x1b", "\x7f", "\x85", "\x9b"]


@pytest.mark.parametrize(("kind", "char"), [
    *((kind, char) for kind in ("txt", "csv", "tbx") for char in CONTROLS),
    # A character reference: XML 1.0 has none for C0 controls (the parser refuses it).
    *(("tbx-reference", char) for char in CONTROLS if ord(char) >= 0x7f),
])
def test_every_reader_refuses_the_same_control_characters_in_the_same_words(
    tmp_path: Path, kind: str, char: str
) -> None:
    # U+009B is a terminal's CSI: the CSV and TBX readers took it, text files did not.
    if kind == "txt":
        path = write(tmp_path, "g.txt", f"Glosario\nRedes\nRed{char}\nConjunto de nodos.\n")
    elif kind == "csv":
        path = write(tmp_path, "g.csv", f"es,pt\nuno,um\nred{char},rede\n")
    else:
        written = char if kind == "tbx" else f"&#x{ord(char):x};"
        path = write(tmp_path, "g.tbx", martif("\n" + RED.replace("red<", f"red{written}<")))
    error = refused(path)
    assert (SourceError.CONTROL_CHAR, 3, ord(char)) == (error.reason, error.line,
                                                         error.fields["char"])
    assert str(error).startswith(f"{path}:3: ")


# -- A TBX file's encoding, sizes and depth --------------------------------------------

@pytest.mark.parametrize("encoding", [
    "Shift_JIS", "cp932", "big5", "utf-32", "utf-7", "bogus", "rot13", "hex", "idna",
    "punycode", "ISO-8859-1",
])
def test_a_tbx_file_declaring_an_encoding_tbx_does_not_allow_is_one_line(
    tmp_path: Path, encoding: str
) -> None:
    # Each crashed build-db and import with a traceback (ValueError, LookupError).
    text = martif(RED).replace('encoding="UTF-8"', f'encoding="{encoding}"')
    path = write(tmp_path, "t.tbx", text.encode("ascii"))
    assert (1, SourceError.OTHER_ENCODING, {"encoding": encoding}) == refusal(path)


@pytest.mark.parametrize(("encoding", "declared"), [
    ("utf-16", "UTF-16"),  # with its byte order mark
    ("utf-16-le", "UTF-16"),  # without one
    ("utf-16-be", "UTF-16"),
    ("utf-8-sig", "UTF-8"),
    ("ascii", "US-ASCII"),
])
def test_the_encodings_tbx_allows_are_read(
    tmp_path: Path, encoding: str, declared: str
) -> None:
    term = "señal" if encoding != "ascii" else "senal"
    text = martif("\n" + RED.replace(">red<", f">{term}<")).replace("UTF-8", declared)
    (concept,) = read_tbx(write(tmp_path, "t.tbx", text.encode(encoding)), ImportReport())
    assert ((term,), 3) == (concept.entries[ES].terms, concept.line)


def test_utf32_is_refused_by_its_byte_order_mark(tmp_path: Path) -> None:
    path = write(tmp_path, "t.tbx", codecs.BOM_UTF32_LE + martif(RED).encode("utf-32-le"))
    assert (1, SourceError.OTHER_ENCODING, {"encoding": "UTF-32"}) == refusal(path)


@pytest.mark.parametrize("where", ["attribute", "text"])
def test_a_huge_attribute_or_text_is_refused_before_the_parser_reads_it(
    tmp_path: Path, where: str
) -> None:
    # A 20 MB attribute took 14 s to parse, 50 MB 112 s.
    huge = "x" * MAX_RUN_BYTES
    entry = (f'<termEntry id="{huge}">' if where == "attribute"
             else f"<termEntry><note>{huge}</note>") + "</termEntry>"
    path = write(tmp_path, "t.tbx", martif(f"{RED}\n\n{entry}\n{RED}"))
    assert (4, SourceError.XML_TOO_LONG, {"limit": 1}) == refusal(path)


def test_the_longest_tag_and_text_are_still_read(tmp_path: Path) -> None:
    # Each run between two "<" just within the limit (the id's quote and ">" count).
    note = "n" * (MAX_RUN_BYTES - len("note>"))
    entry = RED.replace("<langSet", f"<note>{note}</note><langSet", 1)
    (concept,) = read_tbx(write(tmp_path, "t.tbx", martif(entry)), ImportReport())
    assert (note,) == concept.notes


def test_a_record_too_long_is_refused_where_it_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Text cut by markup: no run is long, but the record is held whole in memory.
    monkeypatch.setattr(xml_stream, "MAX_RECORD_BYTES", 2 * MAX_RUN_BYTES)
    pieces = "<note>x</note>" * (2 * MAX_RUN_BYTES // len("<note>x</note>") + 1)
    path = write(tmp_path, "t.tbx", martif(f"{RED}\n<termEntry>\n{pieces}</termEntry>"))
    assert (3, SourceError.RECORD_TOO_LONG, {"limit": 2}) == refusal(path)


def test_ten_thousand_nested_groups_are_one_line(tmp_path: Path) -> None:
    # They raised RecursionError, a traceback (and nothing at all in the window).
    nested = "<descripGrp>" * 10_000 + "</descripGrp>" * 10_000
    path = write(tmp_path, "t.tbx", martif(f"{RED}\n<termEntry>{nested}</termEntry>"))
    assert (3, SourceError.XML_TOO_DEEP, {"limit": MAX_DEPTH}) == refusal(path)


def test_the_deepest_nesting_allowed_is_read(tmp_path: Path) -> None:
    # martif, text, body, termEntry and the note: the groups fill the rest to the limit.
    depth = MAX_DEPTH - 5
    entry = RED.replace("<langSet", "<descripGrp>" * depth + "<note>deep</note>"
                        + "</descripGrp>" * depth + "<langSet", 1)
    (concept,) = read_tbx(write(tmp_path, "t.tbx", martif(entry)), ImportReport())
    assert ("deep",) == concept.notes


# -- Terms too long to be terms ------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["tbx", "csv"])
def test_a_concept_with_a_term_too_long_is_reported_and_left_out(
    tmp_path: Path, fmt: str
) -> None:
    # A 20,000-word term imported, then froze the window that aligned it; 2,000
    # words held it up for seconds.
    long = " ".join(["palabra"] * 2_000)
    if fmt == "tbx":
        path = write(tmp_path, "t.tbx", martif(f"{RED}\n" + RED.replace(">red<", f">{long}<")
                                               .replace('"red"', '"larga"')))
    else:
        path = write(tmp_path, "t.csv", f"es,pt\nred,rede\n{long},rede\n")
    report = build_db([path], tmp_path / "g.db")
    assert (1, 1) == (report.counts["concepts"], report.counts["both"])
    (warning,) = report.warnings
    assert f"{path}:3: term 'palabra palabra palabra palabra palabra palabra palabra " \
        f"pal…' has {len(long):,} characters, more than 500: its concept is left out" \
        == str(warning)
