"""A text source read a block at a time reads as the whole file did (issue 30 item 4).

The blocks are made tiny here so that every line break, BOM and bad byte falls
on a block's edge somewhere; the errors must be the ones the whole file gave,
whichever line each problem is on (docs/performance.md, "One huge volume").
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.errors import SourceError
from glossary_desktop.importer import text_lines, text_source
from glossary_desktop.importer.build import build_db
from glossary_desktop.importer.parse import SourceFile, read_source

HEAD = "Glosario\nSub\n"
ENTRIES = (
    "Red\nLa red de datos.\nred\nLa red de datos.\nRED\nUna red para pescar.\n"
    "Año\nDe luz.\nAno\nOtra cosa.\ne\u0301cole\nCompuesta.\nécole\nCompuesta.\n"
    "Modelo\u200b\nCon\u00adguion.\nmodelo\nCon guion.\n"
)

FILES = {
    "lf": (HEAD + ENTRIES).encode(),
    "crlf": (HEAD + ENTRIES).replace("\n", "\r\n").encode(),
    "cr": (HEAD + ENTRIES).replace("\n", "\r").encode(),
    "mixed": (HEAD + ENTRIES).replace("\n", "\r", 5).replace("\n", "\r\n", 5).encode(),
    "bom": b"\xef\xbb\xbf" + (HEAD + ENTRIES).encode(),
    "bad-entry-then-nul": (HEAD + "123\nSin letras.\n" + ENTRIES).encode() + b"x\x00\n",
    "bad-entry-then-utf8": (HEAD + "123\nSin letras.\n" + ENTRIES).encode() + b"\xff\n",
    "utf8-then-nul": (HEAD + ENTRIES).encode() + b"\xff\n" + b"x" * 40 + b"\x00",
    "control-then-utf8": (HEAD + "A\nB\x07\n" + ENTRIES).encode() + b"\xc3\n",
    "bad-entry-then-control": (HEAD + "123\nX.\n" + ENTRIES + "A\nB\x07\n").encode(),
    "bad-entry-then-odd": (HEAD + "123\nX.\n" + ENTRIES + "Suelto\n").encode(),
    "bom-then-bad-utf8": b"\xef\xbb\xbf" + (HEAD + ENTRIES).encode() + b"ab\xffcd\n",
    "no-entries": HEAD.encode(),
    "empty": b"\n \n",
}


def outcome(path: Path) -> object:
    try:
        src = read_source(path)
    except SourceError as exc:
        return str(exc), exc.reason, exc.line, exc.fields
    return _whole(src)


def _whole(src: SourceFile) -> object:
    return src.title, src.subtitle, src.entries, src.sha256, [str(w) for w in src.warnings]


@pytest.mark.parametrize("name", sorted(FILES))
def test_tiny_blocks_read_as_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    path = tmp_path / "g.txt"
    path.write_bytes(FILES[name])
    whole = outcome(path)
    for block in (1, 2, 3, 5, 16):
        monkeypatch.setattr(text_lines, "BLOCK", block)
        assert whole == outcome(path), block


@pytest.mark.parametrize(
    ("name", "reason", "line"),
    [
        ("bad-entry-then-nul", SourceError.BINARY, 23),
        ("bad-entry-then-utf8", SourceError.NOT_UTF8, 23),
        ("utf8-then-nul", SourceError.BINARY, 22),
        ("control-then-utf8", SourceError.NOT_UTF8, 23),
        ("bad-entry-then-control", SourceError.CONTROL_CHAR, 24),
        ("bad-entry-then-odd", SourceError.NO_DEFINITION, 23),
        ("no-entries", SourceError.NO_ENTRIES, None),
        ("empty", SourceError.EMPTY, None),
    ],
)
def test_the_whole_files_error_comes_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, reason: str, line: int | None
) -> None:
    monkeypatch.setattr(text_lines, "BLOCK", 4)
    path = tmp_path / "g.txt"
    path.write_bytes(FILES[name])
    with pytest.raises(SourceError) as caught:
        read_source(path)
    assert (reason, line) == (caught.value.reason, caught.value.line)


def test_a_bad_byte_after_a_bom_is_named_itself(tmp_path: Path) -> None:
    path = tmp_path / "g.txt"
    path.write_bytes(FILES["bom-then-bad-utf8"])
    with pytest.raises(SourceError) as caught:
        read_source(path)
    # (Read whole with "utf-8-sig", it was named 3 bytes early: 0x0A at line 20.)
    assert (21, 0xFF, 3) == (caught.value.line, caught.value.fields["byte"],
                             caught.value.fields["column"])


def test_a_build_finds_repeats_as_reading_in_memory_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A filter of one byte: every term is a "maybe", looked up in the scratch table,
    # which is written three rows at a time.
    monkeypatch.setattr(text_source, "_MIN_FILTER", 1)
    monkeypatch.setattr(text_source, "_MAX_FILTER", 1)
    monkeypatch.setattr(text_source, "_FLUSH", 3)
    path = tmp_path / "g.txt"
    path.write_bytes((HEAD + ENTRIES * 3).encode())
    (tmp_path / "manifest.toml").write_text('[[source]]\nfile = "g.txt"\nlang = "es"\n')
    src = read_source(path)
    report = build_db([path], tmp_path / "g.db")
    assert [str(w) for w in src.warnings] == [str(w) for w in report.warnings]
    with sqlite3.connect(tmp_path / "g.db") as conn:
        rows = conn.execute("SELECT term, definition, line FROM entries ORDER BY id").fetchall()
    assert [(e.term, e.definition, e.line) for e in src.entries] == rows
    assert {e.number + 1: e.ordinal for e in src.entries if e.ordinal} == \
        report.sources[0].ordinals
