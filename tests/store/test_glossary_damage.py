"""Damaged and crafted glossaries: refused when opened, or one clear error when read.

The crafted files come from tests/conftest.py (OPEN_DAMAGE, ROW_DAMAGE).
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop import Glossary, GlossaryError
from glossary_desktop.errors import DamagedGlossary
from glossary_desktop.store.glossary_check import foreign_kind
from glossary_desktop.store.glossary_reads import Reads, Timing

RECURSING = (
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"
)
#: Long enough for any progress handler left behind to be asked (several times).
COUNTING = (
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 100000) "
    "SELECT count(*) FROM r"
)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_opening_refuses_damage_and_changes_nothing(damaged_db: tuple[Path, str]) -> None:
    db, message = damaged_db
    before = digest(db)
    with pytest.raises(GlossaryError) as info:
        Glossary.open(db)
    assert str(info.value).startswith(f"{db}: ")
    assert message in str(info.value)
    assert before == digest(db)


READS: dict[str, Callable[[Glossary], object]] = {
    "search": lambda g: g.search("datos"),
    "find": lambda g: g.find("dask"),
    "concept": lambda g: g.concept(1),
    "term_rows": lambda g: g.term_rows([1, 2, 3]),
    "concepts": lambda g: list(g.concepts()),
    "preflight": lambda g: g.preflight(),
}


@pytest.mark.parametrize("read", sorted(READS))
def test_damaged_rows_raise_one_error_naming_the_file(
    row_damaged_db: tuple[Path, str], read: str
) -> None:
    db, message = row_damaged_db
    with Glossary.open(db) as glossary, pytest.raises(DamagedGlossary) as info:
        READS[read](glossary)
    assert db == info.value.path
    assert message in info.value.detail
    assert GlossaryError.DAMAGED == info.value.kind


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        ("INSERT INTO notes SELECT id, 1, 'rumour', 0, 'x' FROM entries",
         "has a note of kind 'rumour'"),
        ("INSERT INTO notes SELECT id, 1, 'note', 1, X'1b' FROM entries", "a note is not text"),
        ("INSERT INTO synonyms (entry_id, position, term, term_key) "
         "SELECT id, 1, X'1b', 'x' FROM entries", "a synonym is not text"),
    ],
)
@pytest.mark.parametrize("read", ["search", "find", "concept", "concepts"])
def test_damaged_synonyms_or_notes_raise_one_error_where_a_concept_is_loaded(
    glossary_db: Path, tmp_path: Path, damage: str, message: str, read: str
) -> None:
    db = tmp_path / "g.db"
    shutil.copy(glossary_db, db)
    conn = sqlite3.connect(db)
    conn.execute(damage)
    conn.commit()
    conn.close()
    with Glossary.open(db) as glossary, pytest.raises(DamagedGlossary) as info:
        READS[read](glossary)
    assert message in info.value.detail


def test_unreadable_build_counts(glossary_db: Path, tmp_path: Path) -> None:
    db = tmp_path / "g.db"
    shutil.copy(glossary_db, db)
    sqlite3.connect(db).execute("UPDATE meta SET value = '[]' WHERE key = 'counts'"). \
        connection.commit()
    with Glossary.open(db) as glossary, pytest.raises(DamagedGlossary, match="build counts"):
        glossary.stats()


def test_stale_full_text_rows_are_skipped(glossary_db: Path, tmp_path: Path) -> None:
    """The full-text indexes still list an entry that is gone."""
    db = tmp_path / "g.db"
    shutil.copy(glossary_db, db)
    sqlite3.connect(db).execute(
        "DELETE FROM entries WHERE term = 'Entrenamiento Sincrónico'"
    ).connection.commit()
    with Glossary.open(db) as glossary:
        slugs = [h.concept.slug for h in glossary.search("entrenamiento sincronico")]
        assert "entrenamiento-sincronico" not in slugs
        assert "entrenamiento-sincronico" == glossary.find("Treinamento Síncrono").slug


def test_a_query_that_never_ends_gives_up(glossary_db: Path) -> None:
    conn = sqlite3.connect(glossary_db.resolve().as_uri() + "?mode=ro", uri=True)
    reads = Reads(conn, glossary_db, Timing(budget=0.05))
    with pytest.raises(DamagedGlossary) as info:
        reads.one(RECURSING)
    assert (glossary_db, GlossaryError.TIMED_OUT, 0.05) == (
        info.value.path, info.value.kind, info.value.budget)
    # The handler is gone again: a statement on the connection itself runs to its end.
    assert 100_000 == conn.execute(COUNTING).fetchone()[0]
    conn.close()


@pytest.mark.parametrize("within", ["a piece of work", "a search's deadline"])
def test_ctrl_c_during_a_query_is_an_interrupt_not_damage(glossary_db: Path, within: str) -> None:
    limit = "reads.operation()" if within == "a piece of work" else "reads.deadline(60)"
    script = f"""
import os, signal, sqlite3, threading
from pathlib import Path
from glossary_desktop.store.glossary_reads import Reads
# Ctrl+C as at a terminal, even when the tests run from a background job (SIGINT ignored).
signal.signal(signal.SIGINT, signal.default_int_handler)
conn = sqlite3.connect({str(glossary_db)!r})

def armed(n):
    # Ctrl+C 0.2 s after the query has started, however slow the machine was before.
    threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT)).start()
    return n

conn.create_function("armed", 1, armed)
reads = Reads(conn, Path("g.db"))
try:
    with {limit}:
        reads.one({RECURSING.replace("SELECT 1 UNION", "SELECT armed(1) UNION")!r})
except BaseException as exc:
    print(type(exc).__name__)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, check=True)
    assert "KeyboardInterrupt\n" == done.stdout


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda p, good: shutil.copy(good, p), None),
        (lambda p, good: (shutil.copy(good, p), sqlite3.connect(p).execute(
            "PRAGMA user_version = 1").connection.close()), None),  # ours, older: replaceable
        (lambda p, good: p.write_bytes(b""), "an empty file"),
        (lambda p, good: p.write_text("notes"), "not an SQLite database"),
        (lambda p, good: sqlite3.connect(p).execute("CREATE TABLE t(x)").connection.close(),
         "an SQLite database of another kind"),
        (lambda p, good: (shutil.copy(good, p), sqlite3.connect(p).execute(
            "DELETE FROM meta WHERE key = 'content_sha256'").connection.commit()),
         "an SQLite database of another kind"),
    ],
    ids=["ours", "ours-older", "empty", "text", "other-sqlite", "no-content-hash"],
)
def test_foreign_kind(
    tmp_path: Path, glossary_db: Path, make: Callable[[Path, Path], object], kind: str | None
) -> None:
    path = tmp_path / "x.db"
    make(path, glossary_db)
    assert kind == foreign_kind(path)
