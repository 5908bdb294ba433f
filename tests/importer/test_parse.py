"""Reading source files: the format, and a clear error for every malformed input."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.parse import WarningKind, read_source
from glossary_desktop.safe_text import printable

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
        # Classic Mac OS and some Windows exports end lines with CR alone.
        pytest.param(GOOD.replace("\n", "\r").encode(), id="cr"),
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


@pytest.mark.parametrize(("title", "subtitle"), [
    ("Glosario\u00a0de Términos", "Redes\u00a0y datos"),
    ("Glosario\tde  Términos", "Redes \t y\u2003datos"),
    ("Glosario \u00a0 de\u202fTérminos", "Redes\u3000y datos"),
], ids=["no-break", "tab-and-run", "narrow-and-ideographic"])
def test_title_and_subtitle_are_spaced_with_one_plain_space(
    tmp_path: Path, title: str, subtitle: str
) -> None:
    src = read_source(write(tmp_path, f"{title}\n{subtitle}\nRed\nConjunto de máquinas.\n"))
    assert ("Glosario de Términos", "Redes y datos") == (src.title, src.subtitle)


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["lf", "crlf", "cr"])
def test_line_numbers_are_file_lines(tmp_path: Path, newline: str) -> None:
    text = "T\nS\n\nA\nDef a.\n\n\nB\nDef b.\n".replace("\n", newline)
    src = read_source(write(tmp_path, text))
    assert [(4, 5), (8, 9)] == [(e.line, e.definition_line) for e in src.entries]


def test_hash_is_of_the_bytes(tmp_path: Path) -> None:
    import hashlib

    path = write(tmp_path, GOOD)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == read_source(path).sha256


# Malformed inputs: (bytes, the error code, fields it carries, the line or None).
MALFORMED = [
    ("empty", b"", SourceError.EMPTY, {}, None),
    ("whitespace-only", b"  \n\n \r\n", SourceError.EMPTY, {}, None),
    ("title-only", b"Glosario\n", SourceError.NO_ENTRIES, {}, None),
    ("title-and-subtitle", b"Glosario\nSub\n", SourceError.NO_ENTRIES, {}, None),
    ("latin-1", "Glosario\nSub\nTérmino\nDef.\n".encode("latin-1"), SourceError.NOT_UTF8, {}, 3),
    ("latin-1-cr", "Glosario\rSub\rTérmino\rDef.\r".encode("latin-1"),
     SourceError.NOT_UTF8, {"byte": 0xE9, "column": 2}, 3),
    ("nul-byte-cr", b"Glosario\rSub\rA\x00B\rDef.\r", SourceError.BINARY, {}, 3),
    ("control-char-cr", b"Glosario\rSub\rA\x07\rDef.\r", SourceError.CONTROL_CHAR, {"char": 7}, 3),
    ("cr-term-without-definition", b"G\rS\rA\rDef a.\rB\r", SourceError.NO_DEFINITION,
      {"term": "B"}, 5),
    ("utf-16", "Glosario\nSub\nA\nB.\n".encode("utf-16"), SourceError.OTHER_ENCODING,
      {"encoding": "UTF-16"}, 1),
    ("nul-byte", b"Glosario\nSub\nA\x00B\nDef.\n", SourceError.BINARY, {}, 3),
    ("binary", bytes(range(256)) * 4, SourceError.BINARY, {}, 1),
    ("control-char", b"Glosario\nSub\nA\x07\nDef.\n", SourceError.CONTROL_CHAR, {"char": 7}, 3),
    ("last-term-without-definition", b"G\nS\nA\nDef a.\nB\n", SourceError.NO_DEFINITION,
      {"term": "B"}, 5),
    ("middle-term-without-definition",
     b"G\nS\nAlfa\nDef alfa larga.\nBeta\nGamma\nDef gamma larga.\n",
     SourceError.NO_DEFINITION, {"term": "Beta"}, 5),
    ("long-term", b"G\nS\n" + b"x" * 1000 + b"\nDef.\n", SourceError.TERM_TOO_LONG, {}, 3),
    ("long-definition", b"G\nS\nA\n" + b"palabra " * 5000 + b"\n", SourceError.DEFINITION_TOO_LONG,
      {}, 4),
    ("punctuation-term", b"G\nS\n***\nDef.\n", SourceError.NO_LETTERS, {"term": "***"}, 3),
]


@pytest.mark.parametrize(("data", "code", "fields", "line"), [m[1:] for m in MALFORMED],
                         ids=[m[0] for m in MALFORMED])
def test_malformed_source_names_file_and_line(
    tmp_path: Path, data: bytes, code: str, fields: dict[str, object], line: int | None
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(SourceError) as info:
        read_source(path)
    assert (line, code) == (info.value.line, info.value.reason)
    assert fields.items() <= info.value.fields.items()
    expected_where = f"{path}:{line}: " if line else f"{path}: "
    assert str(info.value).startswith(expected_where)


def reason(path: Path) -> tuple[str, dict[str, object]]:
    with pytest.raises(SourceError) as info:
        read_source(path)
    return info.value.reason, info.value.fields


def test_missing_path(tmp_path: Path) -> None:
    assert (SourceError.NOT_FOUND, {}) == reason(tmp_path / "nope.txt")


def test_directory(tmp_path: Path) -> None:
    assert (SourceError.IS_DIRECTORY, {}) == reason(tmp_path)


def test_symlink_loop(tmp_path: Path) -> None:
    loop = tmp_path / "loop.txt"
    os.symlink(loop, loop)
    code, fields = reason(loop)
    assert (SourceError.UNREADABLE, errno.ELOOP) == (code, fields["errno"])


def test_unreadable_file(tmp_path: Path) -> None:
    # Root ignores permission bits; a FIFO-free way to make open() fail for any
    # user is a path through a regular file ("not a directory").
    code, fields = reason(write(tmp_path, GOOD) / "child.txt")
    assert (SourceError.UNREADABLE, errno.ENOTDIR) == (code, fields["errno"])


@pytest.mark.parametrize(("data", "code", "fields", "line"), [m[1:] for m in MALFORMED],
                         ids=[m[0] for m in MALFORMED])
def test_build_db_rejects_it_and_keeps_the_existing_db(
    tmp_path: Path, glossary_db: Path, capsys: pytest.CaptureFixture[str],
    data: bytes, code: str, fields: dict[str, object], line: int | None,
) -> None:
    from glossary_desktop.cli import main
    from glossary_desktop.paths import DATA_DIR

    out = tmp_path / "out" / "glossary.db"
    out.parent.mkdir()
    out.write_bytes(glossary_db.read_bytes())
    before = out.read_bytes()
    bad = write(tmp_path, data, "bad.txt")
    status = main(["build-db", "--out", str(out), *map(str, sorted(DATA_DIR.glob("*.txt"))),
                   str(bad)])
    out_text, err = capsys.readouterr()
    where = f"{bad}:{line}: " if line else f"{bad}: "
    assert (1, "") == (status, out_text)
    assert err.startswith(f"glossary-desktop: error: {where}")
    with pytest.raises(SourceError) as info:
        read_source(bad)
    assert code == info.value.reason
    assert 1 == err.count(printable(info.value.message))  # the catalogue's English, once
    assert 1 == err.count("\n")
    assert before == out.read_bytes()
    assert ["glossary.db"] == [p.name for p in out.parent.iterdir()]


# -- clean text: NFC, invisible characters ---------------------------------------------

INVISIBLE = [
    ("soft-hyphen", "\u00ad", "U+00AD SOFT HYPHEN"),
    ("zero-width-space", "\u200b", "U+200B ZERO WIDTH SPACE"),
    ("zero-width-non-joiner", "\u200c", "U+200C ZERO WIDTH NON-JOINER"),
    ("zero-width-joiner", "\u200d", "U+200D ZERO WIDTH JOINER"),
    ("word-joiner", "\u2060", "U+2060 WORD JOINER"),
    ("bom-mid-file", "\ufeff", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("left-to-right-mark", "\u200e", "U+200E LEFT-TO-RIGHT MARK"),
]


@pytest.mark.parametrize(
    ("char", "name"), [i[1:] for i in INVISIBLE], ids=[i[0] for i in INVISIBLE]
)
def test_invisible_characters_leave_the_term_with_a_warning(
    tmp_path: Path, char: str, name: str
) -> None:
    path = write(tmp_path, f"G\nS\nUno\nDef uno.\nPara{char}lelismo\nDef{char}inición.\n")
    src = read_source(path)
    assert [("Uno", "Def uno."), ("Paralelismo", "Definición.")] == [
        (e.term, e.definition) for e in src.entries
    ]
    assert [(5, WarningKind.INVISIBLE, (char,)), (6, WarningKind.INVISIBLE, (char,))] == [
        (w.line, w.kind, w.chars) for w in src.warnings
    ]
    assert f"{path}:5: invisible characters removed: {name}" == str(src.warnings[0])


def test_a_line_of_invisible_characters_is_a_blank_line(tmp_path: Path) -> None:
    src = read_source(write(tmp_path, "G\nS\nUno\nDef uno.\n\ufeff\u200b\nDos\nDef dos.\n"))
    assert [("Uno", 3), ("Dos", 6)] == [(e.term, e.line) for e in src.entries]
    assert [(5, ("\ufeff", "\u200b"))] == [(w.line, w.chars) for w in src.warnings]


def test_text_is_stored_composed_nfc(tmp_path: Path) -> None:
    decomposed = "Sincro\u0301nico"
    src = read_source(write(tmp_path, f"G\nS\n{decomposed}\nAprendizado assi\u0301ncrono.\n"))
    assert [("Sincrónico", "Aprendizado assíncrono.")] == [
        (e.term, e.definition) for e in src.entries
    ]
    assert () == src.warnings


# -- homographs, look-alikes, duplicates ------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [("Año", "Ano"), ("avó", "avô"), ("Árbol", "ARBOL"), ("Peña", "Pena")],
)
def test_look_alikes_are_two_terms_without_a_warning(
    tmp_path: Path, first: str, second: str
) -> None:
    src = read_source(write(tmp_path, f"G\nS\n{first}\nUna cosa.\n{second}\nOtra cosa.\n"))
    assert [(first, 0), (second, 0)] == [(e.term, e.ordinal) for e in src.entries]
    assert () == src.warnings


def test_the_same_term_with_two_definitions_is_two_entries_and_a_warning(tmp_path: Path) -> None:
    path = write(tmp_path, "G\nS\nRed\nConjunto de computadoras.\nOtro\nAlgo.\n"
                           "red\nMalla para pescar.\n")
    src = read_source(path)
    assert [("Red", 0, 0), ("Otro", 1, 0), ("red", 2, 1)] == [
        (e.term, e.number, e.ordinal) for e in src.entries
    ]
    (warning,) = src.warnings
    assert (7, WarningKind.HOMOGRAPH, 3) == (warning.line, warning.kind, warning.other_line)
    assert (f"{path}:7: term 'red' is also at line 3 with another definition: "
            "kept as two concepts") == str(warning)


def test_an_exact_duplicate_entry_is_kept_once_with_a_warning(tmp_path: Path) -> None:
    path = write(tmp_path, "G\nS\nRed\nConjunto.\nOtro\nAlgo.\nRed\nConjunto.\n")
    src = read_source(path)
    assert [("Red", 0), ("Otro", 1)] == [(e.term, e.number) for e in src.entries]
    (warning,) = src.warnings
    assert (f"{path}:7: term 'Red' repeats line 3 with the same definition: kept once"
            == str(warning))
