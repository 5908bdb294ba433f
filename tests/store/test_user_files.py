"""The bookmarks file on disk: names for damaged files, never one already taken."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from glossary_desktop.store.user_aside import aside_path
from glossary_desktop.store.user_files import diagnose

WHEN = datetime(2024, 3, 5, 7, 8, 9)


@pytest.mark.parametrize(
    ("existing", "expected"),
    [
        ([], "user.db.corrupt-20240305-070809"),
        (["user.db.corrupt-20240305-070809"], "user.db.corrupt-20240305-070809-2"),
        (["user.db.corrupt-20240305-070809-wal"], "user.db.corrupt-20240305-070809-2"),
        (
            ["user.db.corrupt-20240305-070809", "user.db.corrupt-20240305-070809-2-shm"],
            "user.db.corrupt-20240305-070809-3",
        ),
    ],
)
def test_aside_path_never_reuses_a_name(
    tmp_path: Path, existing: list[str], expected: str
) -> None:
    for name in existing:
        (tmp_path / name).touch()
    assert tmp_path / expected == aside_path(tmp_path / "user.db", WHEN)


def test_the_check_sees_one_snapshot_while_another_instance_creates_the_file(
    tmp_path: Path,
) -> None:
    """A file another instance is creating is either fresh or complete, never half of each."""
    path = tmp_path / "user.db"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = WAL")
    seen: list[int] = []

    def check(conn: sqlite3.Connection) -> str | None:
        seen.append(conn.execute("PRAGMA user_version").fetchone()[0])
        # The other instance commits its schema between two queries of the check.
        other.execute("BEGIN IMMEDIATE")
        other.execute("CREATE TABLE bookmarks (slug TEXT)")
        other.execute("PRAGMA user_version = 1")
        other.execute("COMMIT")
        seen.append(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        seen.append(conn.execute("PRAGMA user_version").fetchone()[0])
        return None

    try:
        assert diagnose(path, check, 1.0) is None
    finally:
        other.close()
    assert [0, 0, 0] == seen  # all from before the other's commit
