"""Values of the wrong kind in a crafted glossary never reach the user's bookmarks.

The stories: a glossary whose concept has a BLOB (or an empty) slug, or an entry
whose source file is missing, bookmarked from the command line; a new build that
keeps the slugs of such a glossary (``--previous``); and a bookmarks file an
older version already wrote a BLOB slug into, which broke ``bookmarks list``,
``export --bookmarks`` and ``search --bookmarked`` with every glossary.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.cli.exits import fail
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store import user_schema

from .conftest import Run


@pytest.fixture
def run(cli: Run) -> Run:
    return cli


def _crafted(glossary_db: Path, folder: Path, *sql: str) -> Path:
    db = folder / "crafted.db"
    shutil.copy(glossary_db, db)
    with sqlite3.connect(db) as conn:
        for statement in sql:
            conn.execute(statement)
    conn.close()
    return db


def _stored(user: Path) -> list[tuple[str, str]]:
    """What user.db holds for each bookmark's slug: its SQLite type and value."""
    if not (user / "user.db").exists():
        return []
    with sqlite3.connect(user / "user.db") as conn:
        rows = conn.execute("SELECT typeof(slug), quote(slug) FROM bookmarks").fetchall()
    conn.close()
    return rows


BLOB_SLUG = "UPDATE concepts SET slug = CAST(slug AS BLOB) WHERE slug = 'dask'"
EMPTY_SLUG = "UPDATE concepts SET slug = '' WHERE slug = 'dask'"
NO_SOURCE = ("UPDATE entries SET source_id = 999 WHERE concept_id = "
             "(SELECT id FROM concepts WHERE slug = 'dask')")


@pytest.mark.parametrize(("sql", "said"), [
    (BLOB_SLUG, ": damaged glossary database (concept "),
    (EMPTY_SLUG, ": damaged glossary database (concept "),
    (NO_SOURCE, "error: Not saved: the glossary is not valid: the concept's source file is "
                "None, not text"),
], ids=["blob-slug", "empty-slug", "no-source-file"])
def test_bookmarking_a_crafted_concept_is_one_line_and_stores_nothing(
    run: Run, glossary_db: Path, tmp_path: Path, sql: str, said: str
) -> None:
    db = _crafted(glossary_db, tmp_path, sql)
    user = tmp_path / "user"
    code, out, err = run("bookmarks", "add", "Dask", "--db", str(db), "--user-dir", str(user))
    assert (1, "") == (code, out)
    assert 1 == len(err.splitlines())
    assert err.startswith("glossary-desktop: ")
    assert said in err
    assert [] == _stored(user)
    # The same bookmarks work with every other glossary.
    assert 0 == run("bookmarks", "add", "dask", "--db", str(glossary_db),
                    "--user-dir", str(user))[0]
    assert [("text", "'dask'")] == _stored(user)


def test_a_build_keeps_no_blob_slug_from_the_previous_glossary(
    run: Run, glossary_db: Path, tmp_path: Path
) -> None:
    crafted = _crafted(glossary_db, tmp_path, BLOB_SLUG,
                       "UPDATE slugs SET slug = CAST(slug AS BLOB) WHERE slug = 'dask'")
    new = tmp_path / "new.db"
    sources = [str(p) for p in sorted(DATA_DIR.glob("*.txt"))]
    assert 0 == run("build-db", "-q", "--out", str(new), "--previous", str(crafted), *sources)[0]
    with sqlite3.connect(new) as conn:
        kinds = conn.execute("SELECT DISTINCT typeof(slug) FROM concepts").fetchall()
        kept = conn.execute("SELECT DISTINCT typeof(slug) FROM slugs").fetchall()
    conn.close()
    assert ([("text",)], [("text",)]) == (kinds, kept)
    user = tmp_path / "user"
    assert 0 == run("bookmarks", "add", "dask", "--db", str(new), "--user-dir", str(user))[0]


def _user_db_with_a_blob_slug(user: Path) -> Path:
    """What an older version wrote when a crafted glossary's BLOB slug was bookmarked."""
    user.mkdir()
    conn = sqlite3.connect(user / "user.db")
    conn.executescript(user_schema.SCHEMA + f"PRAGMA user_version = {user_schema.SCHEMA_VERSION};")
    conn.execute("INSERT INTO bookmarks (slug, term, created_at) VALUES ('sharding', "
                 "'Sharding', 1), (CAST('dask' AS BLOB), 'Dask', 2)")
    conn.commit()
    conn.close()
    return user / "user.db"


@pytest.mark.parametrize("argv", [
    ["bookmarks", "list"], ["bookmarks", "list", "--order", "alpha"],
    ["export", "-f", "md", "--bookmarks"], ["search", "datos", "--bookmarked"],
], ids=["list", "list-alpha", "export", "search"])
def test_a_bookmarks_file_holding_a_blob_slug_is_set_aside_without_a_traceback(
    run: Run, glossary_db: Path, tmp_path: Path, argv: list[str]
) -> None:
    path = _user_db_with_a_blob_slug(tmp_path / "user")
    original = path.read_bytes()
    code, _, err = run(*argv, "--db", str(glossary_db), "--user-dir", str(path.parent))
    assert code in (0, 1)  # an export with no bookmark left exits 1, saying why
    warning = err.splitlines()[0]
    assert warning.startswith("glossary-desktop: warning: Your bookmarks file could not be "
                              "read (a bookmark holds a value of the wrong kind")
    (moved,) = path.parent.glob("user.db.corrupt-*")
    assert str(moved) in warning
    assert original == moved.read_bytes()


def test_a_constraint_a_crafted_file_breaks_is_said_as_such(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # What a NULL where text belongs gave before it was refused earlier: the last net.
    exc = sqlite3.IntegrityError("NOT NULL constraint failed: bookmarks.source")
    assert 1 == fail(exc)
    assert ("glossary-desktop: error: the glossary is not valid: NOT NULL constraint "
            "failed: bookmarks.source\n") == capsys.readouterr().err
