"""A first launch's store: no file until after the first frame, every promise kept.

``UserStore.open(create_later=True)`` (the window's) starts empty in memory when
there is no ``user.db`` yet, and creates the file at :meth:`UserStore.create_now`,
at the first write, or when another instance has made it meanwhile; each case
must end exactly where an immediate :meth:`UserStore.open` would have.
"""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.store.user_db import NotSaved, Reason, UserStore, UserStoreReadOnly

from .faults import fill, make_newer_file, small_tmpfs


def _later(folder: Path) -> UserStore:
    return UserStore.open(folder, create_later=True)


def _user_version(path: Path) -> int:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def test_no_file_until_create_now_then_the_same_file_as_open(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    with _later(folder) as store:
        assert (True, None, frozenset()) == (store.writable, store.warning, store.slugs())
        assert folder.is_dir()  # the folder is made (and tried) at once
        assert [] == sorted(p.name for p in folder.iterdir())
        store.create_now()
        assert 2 == _user_version(folder / "user.db")
        store.add("dask", "Dask")
    with UserStore.open(folder) as other:
        assert frozenset({"dask"}) == other.slugs()


@pytest.mark.parametrize("write", [
    lambda s: s.add("dask", "Dask"),
    lambda s: s.record_visit("dask"),
])
def test_the_first_write_creates_the_file_and_is_saved(
    tmp_path: Path, write: Callable[[UserStore], object]
) -> None:
    folder = tmp_path / "user"
    with _later(folder) as store:
        assert not (folder / "user.db").exists()
        write(store)
        assert (folder / "user.db").is_file()
    conn = sqlite3.connect(folder / "user.db")
    try:
        rows = conn.execute("SELECT (SELECT count(*) FROM bookmarks) + "
                            "(SELECT count(*) FROM history)").fetchone()[0]
    finally:
        conn.close()
    assert 1 == rows


def test_another_instance_creates_the_file_first_and_its_bookmarks_are_seen(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "user"
    with _later(folder) as store:
        before = store.data_version()
        with UserStore.open(folder) as cli:  # the CLI, meanwhile
            cli.add("sharding", "Sharding", "repasar")
        assert before != store.data_version()  # what the window polls
        assert {"sharding": "repasar"} == {b.slug: b.note for b in store.bookmarks()}
        store.add("dask")
        assert frozenset({"dask", "sharding"}) == store.slugs()


def test_data_version_moves_when_the_file_is_created_here(tmp_path: Path) -> None:
    with _later(tmp_path / "user") as store:
        before = store.data_version()
        store.create_now()
        assert before != store.data_version()


def test_an_existing_file_is_opened_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    with UserStore.open(folder) as first:
        first.add("dask")
    with _later(folder) as store:
        assert frozenset({"dask"}) == store.slugs()


def test_a_newer_file_made_meanwhile_is_read_never_written(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    with _later(folder) as store:
        path = make_newer_file(folder)
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        store.create_now()
        assert (False, True) == (store.writable, store.newer)
        assert store.warning is not None
        assert "made by a newer version" in store.warning
        assert frozenset({"dask"}) == store.slugs()
        with pytest.raises(UserStoreReadOnly):
            store.add("sharding")
    assert digest == hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_folder_that_cannot_be_made_says_so_at_open_as_before(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("a file where a folder should be")
    _same_warning_at_open(tmp_path / "file" / "user")


def test_a_read_only_mount_says_so_at_open_as_before(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "mnt", "64k") as mnt:
        (mnt / "user").mkdir()
        # A read-only filesystem stops root too (permission bits would not).
        subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True)
        _same_warning_at_open(mnt / "user")
        assert [] == list((mnt / "user").iterdir())


def _same_warning_at_open(folder: Path) -> None:
    with UserStore.open(folder) as now, _later(folder) as later:
        assert now.warning is not None
        assert (False, now.warning) == (later.writable, later.warning)


def test_a_full_folder_gives_the_same_line_when_the_file_is_created(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "mnt", "64k") as folder:
        filler = fill(folder)
        with UserStore.open(folder) as now:
            expected = now.warning
        assert expected is not None
        assert "full" in expected
        for name in ("user.db", "user.db-wal", "user.db-shm"):  # what the open left
            (folder / name).unlink(missing_ok=True)
        with _later(folder) as later:
            assert (True, None) == (later.writable, later.warning)  # nothing known yet
            with pytest.raises(NotSaved) as raised:
                later.add("dask")
            assert (Reason.READ_ONLY, False, expected) == (
                raised.value.reason, later.writable, later.warning)
        filler.unlink()
