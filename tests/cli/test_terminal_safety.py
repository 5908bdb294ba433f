"""Terminal safety: what a glossary or a note holds is never sent raw to the terminal.

A crafted glossary puts escape sequences (ESC, BEL, the one-byte CSI U+009B)
and a right-to-left override into a term, a definition and a volume name; a
note carries one too. Text output shows them as visible escapes; JSON output
keeps them, as JSON escapes, so the data round-trips.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.cli.output import json_safe, printable

TERM = "Dask\x1b]0;owned\x07"
TRAILER = "\x1b[2J\x9b31m\u202eevil"
VOLUME = "IA \x1b[5mdistribuida"
NOTE = "read \x1b[31mlater\r"
#: What must never reach a terminal: C0 controls but the line feed, DEL, C1,
#: bidirectional overrides, lone surrogates.
RAW = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


@pytest.fixture
def crafted_db(glossary_db: Path, tmp_path: Path) -> Path:
    db = tmp_path / "crafted.db"
    shutil.copy(glossary_db, db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE entries SET term = ? WHERE term = 'Dask'", (TERM,))
    # In Spanish only: a word the Portuguese lacks, so that compare --all lists Dask too.
    conn.execute("UPDATE entries SET definition = definition || ? WHERE term = ? AND lang = 'es'",
                 (TRAILER, TERM))
    conn.execute("UPDATE volumes SET name = ?", (VOLUME,))
    conn.commit()
    conn.close()
    return db


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


TEXT_COMMANDS = [
    (["search", "dask"], ["Dask\\x1b]0;owned\\x07  |  Dask\\x1b]0;owned\\x07   [dask]"]),
    (["show", "dask"], ["[es] Dask\\x1b]0;owned\\x07", "\\x1b[2J\\x9b31m\\u202eevil",
                        "IA \\x1b[5mdistribuida"]),
    (["compare", "dask"], ["es  Dask\\x1b]0;owned\\x07", "\\x1b[[2J]\\x9b[31m]\\u202e[evil]",
                           "missing: “2J\\x9b31m\\u202eevil” / —"]),
    (["compare", "--all"], ["  dask  ", "Dask\\x1b]0;owned\\x07 | Dask\\x1b]0;owned\\x07"]),
]


@pytest.mark.parametrize(
    ("argv", "shown"), TEXT_COMMANDS, ids=[" ".join(a) for a, _ in TEXT_COMMANDS]
)
def test_text_output_escapes_what_the_glossary_holds(
    capsys: pytest.CaptureFixture[str], crafted_db: Path, argv: list[str], shown: list[str]
) -> None:
    code, out, err = run(capsys, *argv, "--db", str(crafted_db))
    assert (0, "") == (code, err)
    assert [] == RAW.findall(out)
    for piece in shown:
        assert piece in out


@pytest.mark.parametrize("argv", [["search", "dask", "--json"], ["show", "dask", "--json"]])
def test_json_output_escapes_and_keeps_the_data(
    capsys: pytest.CaptureFixture[str], crafted_db: Path, argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv, "--db", str(crafted_db))
    assert (0, "") == (code, err)
    assert [] == RAW.findall(out)
    doc = json.loads(out)
    concept = doc[0] if isinstance(doc, list) else doc
    assert TERM == concept["es"]["term"]
    assert concept["es"]["definition"].endswith(TRAILER)
    assert VOLUME == concept["volume"]


def test_a_note_is_escaped_too(
    capsys: pytest.CaptureFixture[str], crafted_db: Path, user_dir: Path
) -> None:
    where = ["--db", str(crafted_db), "--user-dir", str(user_dir)]
    code, out, err = run(capsys, "bookmarks", "add", "dask", "--note", NOTE, *where)
    assert (0, "", "bookmarked dask  Dask\\x1b]0;owned\\x07\n") == (code, err, out)
    code, out, err = run(capsys, "bookmarks", "list", *where)
    assert (0, "", "dask  Dask\\x1b]0;owned\\x07  — read \\x1b[31mlater\\x0d\n") == (code, err, out)
    code, out, err = run(capsys, "bookmarks", "list", "--json", *where)
    assert [] == RAW.findall(out)
    assert NOTE == json.loads(out)[0]["note"]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain, acentuação, ñ, 漢字", "plain, acentuação, ñ, 漢字"),
        ("\x1b[2J", "\\x1b[2J"),
        ("tab\there\nnew line", "tab\\x09here\\x0anew line"),
        ("\x7f\x85\x9b", "\\x7f\\x85\\x9b"),
        ("a\u202eb\u2066c", "a\\u202eb\\u2066c"),
        ("bad byte \udcff", "bad byte \\xff"),  # a file name's undecodable byte
        ("lone \ud800", "lone \\ud800"),
    ],
)
def test_printable(text: str, shown: str) -> None:
    assert shown == printable(text)


def test_json_safe_keeps_the_document_valid() -> None:
    value = {"k\x9b": ["\x1b", "\u202e", "\udcff", "ok"]}
    document = json_safe(json.dumps(value, ensure_ascii=False, indent=2))
    assert [] == RAW.findall(document)
    assert value == json.loads(document)


def test_a_terminal_that_cannot_show_the_text_gets_escapes(glossary_db: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "show", "dask", "--db", str(glossary_db)],
        capture_output=True, env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert (0, b"") == (done.returncode, done.stderr)
    assert b"de datos m\\xe1s grandes" in done.stdout
