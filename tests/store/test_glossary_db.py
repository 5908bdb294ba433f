"""Opening the glossary: read-only, never created, clear errors for bad files."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop import Glossary, GlossaryError
from glossary_desktop.domain import TermRow
from glossary_desktop.store.schema import SCHEMA_VERSION


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def copy_with(glossary_db: Path, tmp_path: Path, sql: str) -> Path:
    out = tmp_path / "g.db"
    shutil.copy(glossary_db, out)
    conn = sqlite3.connect(out)
    conn.executescript(sql)
    conn.close()
    return out


def test_missing_file_is_not_created(tmp_path: Path) -> None:
    with pytest.raises(GlossaryError) as info:
        Glossary.open(tmp_path / "nope.db")
    assert GlossaryError.NOT_FOUND == info.value.kind
    assert [] == list(tmp_path.iterdir())


@pytest.mark.parametrize(
    ("make", "kind"),
    [
        (lambda p, db: p.write_bytes(b""), GlossaryError.NOT_SQLITE),
        (lambda p, db: p.write_text("hello, not a database"), GlossaryError.NOT_SQLITE),
        (lambda p, db: p.write_bytes(db.read_bytes()[:8192]), GlossaryError.DAMAGED),
        (lambda p, db: p.write_bytes(db.read_bytes()[:100]), GlossaryError.DAMAGED),
        (lambda p, db: sqlite3.connect(p).execute("CREATE TABLE x(y)").connection.commit(),
         GlossaryError.OLD_SCHEMA),
    ],
    ids=["empty", "text", "truncated", "header-only", "other-sqlite"],
)
def test_unusable_files(
    tmp_path: Path, glossary_db: Path, make: Callable[[Path, Path], object], kind: str
) -> None:
    path = tmp_path / "g.db"
    make(path, glossary_db)
    before = digest(path)
    with pytest.raises(GlossaryError) as info:
        Glossary.open(path).search("datos")
    assert (path, kind) == (info.value.path, info.value.kind)
    assert str(info.value).startswith(f"{path}: ")
    assert before == digest(path)


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(GlossaryError) as info:
        Glossary.open(tmp_path)
    assert GlossaryError.DIRECTORY == info.value.kind


def test_newer_schema(tmp_path: Path, glossary_db: Path) -> None:
    path = copy_with(glossary_db, tmp_path, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(GlossaryError) as info:
        Glossary.open(path)
    assert (GlossaryError.NEWER, str(SCHEMA_VERSION + 1)) == (info.value.kind, info.value.detail)


def test_older_schema(tmp_path: Path, glossary_db: Path) -> None:
    path = copy_with(glossary_db, tmp_path, "PRAGMA user_version = 0")
    with pytest.raises(GlossaryError) as info:
        Glossary.open(path)
    assert GlossaryError.OLD_SCHEMA == info.value.kind


def test_a_glossary_of_the_schema_before_synonyms_is_rebuilt_not_read(
    tmp_path: Path, glossary_db: Path
) -> None:
    # Version 3 had no synonyms or notes tables: a reader of 4 would fail on every concept.
    path = copy_with(glossary_db, tmp_path, "DROP TABLE synonyms_fts; DROP TABLE synonyms; "
                     "DROP TABLE notes; PRAGMA user_version = 3")
    with pytest.raises(GlossaryError) as info:
        Glossary.open(path)
    assert (GlossaryError.OLD_SCHEMA, "version 3, missing synonyms, notes, synonyms_fts") == (
        info.value.kind, info.value.detail)


def test_reading_never_writes(tmp_path: Path, glossary_db: Path) -> None:
    path = tmp_path / "g.db"
    shutil.copy(glossary_db, path)
    before = digest(path)
    with Glossary.open(path) as g:
        g.search("datos")
        list(g.concepts())
    assert before == digest(path)
    assert ["g.db"] == [p.name for p in tmp_path.iterdir()]


def test_works_from_a_read_only_folder(tmp_path: Path, glossary_db: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    shutil.copy(glossary_db, folder / "g.db")
    folder.chmod(0o555)
    try:
        with Glossary.open(folder / "g.db") as g:
            assert 31 == g.stats().concepts
    finally:
        folder.chmod(0o755)


def test_term_rows_are_the_concepts_terms(glossary_db: Path) -> None:
    with Glossary.open(glossary_db) as glossary:
        ids = list(range(1, glossary.concept_count + 1))
        rows = glossary.term_rows([*ids, 999])  # an unknown id is left out
        assert sorted(rows) == ids
        for concept in glossary.concepts_by_ids(ids):
            row = rows[concept.id]
            assert row.slug == concept.slug
            assert row.terms == {lang: e.term for lang, e in concept.entries.items()}
            assert row == TermRow.of(concept)
