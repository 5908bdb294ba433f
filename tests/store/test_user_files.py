"""The bookmarks file on disk: names for damaged files, never one already taken."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from glossary_desktop.store.user_files import aside_path

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
