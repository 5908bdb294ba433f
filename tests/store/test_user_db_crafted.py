"""Crafted bookmarks files: whatever a ``user.db`` holds, the store opens at once and
never stores or reads a bookmark it cannot show.

The stories: a ``user.db`` whose ``bookmarks`` is a view that recurses for ever, or
has a trigger, a column of another type or a constraint of someone else's, or a
bookmark whose slug is a BLOB (written through an older version from a crafted
glossary). Each is treated as damaged: moved aside whole, bytes kept, and a fresh
store started, as for any other damage.
"""

from __future__ import annotations

import resource
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.store import user_files, user_schema
from glossary_desktop.store.user_db import UserStore

_V2 = user_schema.SCHEMA_VERSION
_HISTORY = "CREATE TABLE history (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, " \
           "visited_at REAL NOT NULL);"
_OURS = user_schema.SCHEMA


def _crafted(folder: Path, script: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "user.db"
    conn = sqlite3.connect(path)
    conn.executescript(script + f"\nPRAGMA user_version = {_V2};")
    conn.close()
    return path


#: A view with the columns of the bookmarks table that never ends: reading it
#: filled 3.4 GB before anything appeared.
RECURSIVE_VIEW = _HISTORY + """
CREATE VIEW bookmarks (slug, term, note, created_at, es_term, pt_term, source) AS
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)
SELECT 'slug-' || n, 'term', 'note', n, '', '', '' FROM r;
"""

CRAFTED = {
    "a-recursive-view": (RECURSIVE_VIEW, "views"),
    "a-trigger-that-deletes-every-new-bookmark": (
        _OURS + "CREATE TRIGGER eat AFTER INSERT ON bookmarks "
                "BEGIN DELETE FROM bookmarks; END;", "triggers"),
    "a-slug-column-of-another-type": (
        _OURS.replace("slug TEXT PRIMARY KEY", "slug BLOB PRIMARY KEY"), "is different"),
    "a-constraint-that-refuses-every-bookmark": (
        _OURS.replace("slug TEXT PRIMARY KEY", "slug TEXT PRIMARY KEY CHECK (0)"),
        "constraints of its own"),
    "a-bookmark-whose-slug-is-a-blob": (
        _OURS + "INSERT INTO bookmarks (slug, term, created_at) VALUES (X'6461736b', 'Dask', 1);",
        "a bookmark holds a value of the wrong kind (slug b'dask')"),
    "a-bookmark-whose-slug-is-empty": (
        _OURS + "INSERT INTO bookmarks (slug, term, created_at) VALUES ('', 'Dask', 1);",
        "a bookmark holds a value of the wrong kind (slug '')"),
}

def _memory_limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


#: Far more than the store needs, far less than the view would take.
MEMORY = 1 << 30

OPEN_LIST_AND_ADD = r"""
import sys
from glossary_desktop.store.user_db import UserStore
with UserStore.open(sys.argv[1]) as store:
    print(store.recovered_from is not None, store.writable)
    print(store.warning)
    print(store.bookmarks("alpha"))
    store.add("dask", "Dask")
    print(sorted(store.slugs()))
"""


@pytest.mark.parametrize("kind", list(CRAFTED))
def test_a_crafted_bookmarks_file_is_moved_aside_and_a_fresh_one_works(
    tmp_path: Path, kind: str
) -> None:
    script, reason = CRAFTED[kind]
    path = _crafted(tmp_path / "user", script)
    original = path.read_bytes()
    # In a child with limits: the view made the old store read for ever, and fill memory.
    done = subprocess.run([sys.executable, "-c", OPEN_LIST_AND_ADD, str(path.parent)],
                          capture_output=True, text=True, timeout=60, check=False,
                          preexec_fn=_memory_limited)
    assert (0, "") == (done.returncode, done.stderr)
    recovered, warning, listed, slugs = done.stdout.splitlines()
    assert ("True True", "[]", "['dask']") == (recovered, listed, slugs)
    assert warning.startswith("Your bookmarks file could not be read (")
    assert reason in warning
    (moved,) = path.parent.glob("user.db.corrupt-*")
    assert original == moved.read_bytes()  # every byte kept


def test_a_file_that_cannot_be_checked_in_time_is_damaged_not_a_wait(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "user"
    with UserStore.open(folder) as store:
        for i in range(2000):
            store.add(f"slug-{i}", f"término {i}")
    monkeypatch.setattr(user_files, "CHECK_BUDGET", 0.0)
    with UserStore.open(folder) as store:
        assert store.recovered_from is not None
        assert store.warning is not None
        assert "could not be checked within 0 s" in store.warning
        assert [] == store.bookmarks()
