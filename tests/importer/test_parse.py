"""Reading source files: the format, and a clear error for every malformed input."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.parse import read_source

GOOD = "Glosario IA\nSubtítulo\nTérmino Uno\nDefinición uno.\nTérmino Dos\nDefinición dos.\n"


def write(tmp_path: Path, data: bytes | str, name: str = "src.txt") -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(GOOD.encode(), id="lf"),
        pytest.param(GOOD.replace("\n", "\r\n").encode(), id="crlf"),
        pytest.param(b"\xef\xbb\xbf" + GOOD.encode(), id="bom"),
        pytest.param(GOOD.rstrip("\n").encode(), id="no-final-newline"),
        pytest.param(("\n\n" + GOOD.replace("\n", "\n\n  \n")).encode(), id="blank-lines"),
        pytest.param("\n".join(f"  {x}\t " for x in GOOD.split("\n")).encode(), id="padding"),
    ],
)
def test_format_variants_read_the_same(tmp_path: Path, data: bytes) -> None:
    src = read_source(write(tmp_path, data))
    assert ("Glosario IA", "Subtítulo") == (src.title, src.subtitle)
    assert [("Término Uno", "Definición uno."), ("Término Dos", "Definición dos.")] == [
        (e.term, e.definition) for e in src.entries
    ]


def test_line_numbers_are_file_lines(tmp_path: Path) -> None:
    src = read_source(write(tmp_path, "T\nS\n\nA\nDef a.\n\n\nB\nDef b.\n"))
    assert [(4, 5), (8, 9)] == [(e.line, e.definition_line) for e in src.entries]


def test_hash_is_of_the_bytes(tmp_path: Path) -> None:
    import hashlib

    path = write(tmp_path, GOOD)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == read_source(path).sha256


# The catalogue of malformed inputs: (bytes, the message part, the line or None).
MALFORMED = [
    ("empty", b"", "empty file", None),
    ("whitespace-only", b"  \n\n \r\n", "empty file", None),
    ("title-only", b"Glosario\n", "no entries", None),
    ("title-and-subtitle", b"Glosario\nSub\n", "no entries", None),
    ("latin-1", "Glosario\nSub\nTérmino\nDef.\n".encode("latin-1"), "not UTF-8", 3),
    ("utf-16", "Glosario\nSub\nA\nB.\n".encode("utf-16"), "UTF-16", 1),
    ("nul-byte", b"Glosario\nSub\nA\x00B\nDef.\n", "NUL", 3),
    ("binary", bytes(range(256)) * 4, "binary data (NUL byte)", 1),
    ("control-char", b"Glosario\nSub\nA\x07\nDef.\n", "control character U+0007", 3),
    ("last-term-without-definition", b"G\nS\nA\nDef a.\nB\n", "'B' has no definition", 5),
    ("middle-term-without-definition",
     b"G\nS\nAlfa\nDef alfa larga.\nBeta\nGamma\nDef gamma larga.\n",
     "'Beta' has no definition", 5),
    ("duplicate-term", b"G\nS\nAlfa\nDef 1.\nBeta\nDef 2.\nalfa\nDef 3.\n",
     "appears twice (lines 3 and 7)", 7),
    ("duplicate-term-accents", "G\nS\nÁrbol\nD.\nARBOL\nD.\n".encode(), "lines 3 and 5", 5),
    ("long-term", b"G\nS\n" + b"x" * 1000 + b"\nDef.\n", "term line too long", 3),
    ("long-definition", b"G\nS\nA\n" + b"palabra " * 5000 + b"\n", "definition too long", 4),
    ("punctuation-term", b"G\nS\n***\nDef.\n", "no letters or digits", 3),
]


@pytest.mark.parametrize(("data", "message", "line"), [m[1:] for m in MALFORMED],
                         ids=[m[0] for m in MALFORMED])
def test_malformed_source_names_file_and_line(
    tmp_path: Path, data: bytes, message: str, line: int | None
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(SourceError) as info:
        read_source(path)
    assert line == info.value.line
    assert message in str(info.value)
    expected_where = f"{path}:{line}: " if line else f"{path}: "
    assert str(info.value).startswith(expected_where)


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such file"):
        read_source(tmp_path / "nope.txt")


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="is a directory"):
        read_source(tmp_path)


def test_symlink_loop(tmp_path: Path) -> None:
    loop = tmp_path / "loop.txt"
    os.symlink(loop, loop)
    with pytest.raises(SourceError, match="symbolic link loop"):
        read_source(loop)


def test_unreadable_file(tmp_path: Path) -> None:
    # Root ignores permission bits; a FIFO-free way to make open() fail for any
    # user is a path through a regular file ("not a directory").
    path = write(tmp_path, GOOD) / "child.txt"
    with pytest.raises(SourceError, match="cannot read"):
        read_source(path)


@pytest.mark.parametrize(("data", "message", "line"), [m[1:] for m in MALFORMED],
                         ids=[m[0] for m in MALFORMED])
def test_build_db_rejects_it_and_keeps_the_existing_db(
    tmp_path: Path, glossary_db: Path, capsys: pytest.CaptureFixture[str],
    data: bytes, message: str, line: int | None,
) -> None:
    from glossary_desktop.cli import main
    from glossary_desktop.paths import DATA_DIR

    out = tmp_path / "out" / "glossary.db"
    out.parent.mkdir()
    out.write_bytes(glossary_db.read_bytes())
    before = out.read_bytes()
    bad = write(tmp_path, data, "bad.txt")
    code = main(["build-db", "--out", str(out), *map(str, sorted(DATA_DIR.glob("*.txt"))),
                 str(bad)])
    out_text, err = capsys.readouterr()
    where = f"{bad}:{line}: " if line else f"{bad}: "
    assert (1, "") == (code, out_text)
    assert err.startswith(f"glossary-desktop: error: {where}")
    assert message in err
    assert 1 == err.count("\n")
    assert before == out.read_bytes()
    assert ["glossary.db"] == [p.name for p in out.parent.iterdir()]
