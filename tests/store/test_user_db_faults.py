"""The store under real faults: a full disk, a lock held elsewhere, a newer file, a FIFO.

Each write that cannot be done raises :class:`NotSaved` with its reason and
leaves the file as it was; a file this version must not touch stays byte for
byte the same.
"""

from __future__ import annotations

import hashlib
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_db import (
    NotSaved,
    Problem,
    Reason,
    UserStore,
    UserStoreReadOnly,
)

from .faults import fill, lock_held, make_newer_file, small_tmpfs

DASK = Bookmark("dask", "Dask", "", 0.0, "Dask", "Dask", "ia.es.txt")


def test_a_full_disk_refuses_the_write_and_keeps_what_was_saved(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "mnt") as folder, UserStore.open(folder) as store:
        store.add("sharding", "Sharding", "guardada")
        filler = fill(folder)
        with pytest.raises(NotSaved) as raised:
            store.add("dask", "Dask", "n" * 2000)
        assert Reason.FULL == raised.value.reason
        assert "disk" in str(raised.value)
        assert "full" in str(raised.value)
        filler.unlink()
        with UserStore.open(folder) as other:  # what another instance sees on disk
            assert {"sharding": "guardada"} == {b.slug: b.note for b in other.bookmarks()}
        store.add("dask", "Dask")  # room again: writes work again
        assert frozenset({"dask", "sharding"}) == store.slugs()


def test_a_disk_too_full_to_open_the_file_says_so_and_leaves_no_new_file(
    tmp_path: Path,
) -> None:
    with small_tmpfs(tmp_path / "mnt") as folder:
        with UserStore.open(folder) as store:  # closed cleanly: no -wal, no -shm left
            store.add("sharding", "Sharding")
        filler = fill(folder)
        before = sorted(p.name for p in folder.iterdir())
        with UserStore.open(folder) as store:
            assert store.notice is not None
            assert (False, Problem.FULL) == (store.writable, store.notice.problem)
            assert f"Bookmarks cannot be saved: the disk holding {folder / 'user.db'} is full" \
                == store.warning
            assert ["sharding"] == [b.slug for b in store.bookmarks()]  # still shown
            with pytest.raises(NotSaved):
                store.add("dask", "Dask")
        after = sorted(p.name for p in folder.iterdir())  # no torn 3-byte user.db-shm
        filler.unlink()
    assert before == after


def test_a_first_bookmark_on_a_full_disk_says_so_and_makes_no_file(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "mnt") as disk:
        folder = disk / "user"
        folder.mkdir()
        filler = fill(disk)
        with UserStore.open(folder) as store:
            assert store.notice is not None
            assert (False, Problem.FULL) == (store.writable, store.notice.problem)
        left = list(folder.iterdir())  # not even an empty user.db
        filler.unlink()
    assert [] == left


def test_a_lock_held_past_the_timeout_refuses_then_the_next_try_saves(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    with UserStore.open(folder, write_timeout=0.05) as store:
        with lock_held(folder / "user.db") as holder:
            with pytest.raises(NotSaved) as raised:
                store.set_bookmarked(DASK, True)
            assert Reason.LOCKED == raised.value.reason
            assert frozenset() == store.slugs()
            holder.release()
        store.set_bookmarked(DASK, True)
        assert frozenset({"dask"}) == store.slugs()


def test_a_store_opens_writable_while_another_process_holds_the_lock(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    UserStore.open(folder).close()
    with lock_held(folder / "user.db") as holder:
        store = UserStore.open(folder, write_timeout=0.05)
        holder.release()
    with store:
        assert (True, None) == (store.writable, store.warning)
        store.add("dask")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


WRITES: list[Callable[[UserStore], object]] = [
    lambda s: s.add("sharding"),
    lambda s: s.set_bookmarked(DASK, False),
    lambda s: s.set_note(DASK, "x"),
    lambda s: s.record_visit("dask"),
]


def test_a_newer_file_is_read_never_written_never_moved(tmp_path: Path) -> None:
    path = make_newer_file(tmp_path / "user")
    before = _sha256(path)
    with UserStore.open(path.parent) as store:
        assert (False, True, None) == (store.writable, store.newer, store.recovered_from)
        assert store.warning is not None
        assert "made by a newer version" in store.warning
        assert [("dask", "del futuro")] == [(b.slug, b.note) for b in store.bookmarks()]
        for write in WRITES:
            with pytest.raises(UserStoreReadOnly):
                write(store)
    assert before == _sha256(path)
    assert ["user.db"] == sorted(p.name for p in path.parent.iterdir())


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _socket(path: Path) -> None:
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))  # the file stays after the socket closes
    sock.close()


def _device(path: Path) -> None:
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # like /dev/null
    except PermissionError:
        pytest.skip("cannot make a device node here")


OPEN_AND_WRITE = r"""
import sys
from glossary_desktop.store.user_db import NotSaved, UserStore
store = UserStore.open(sys.argv[1])
print(store.writable, store.unusable, store.warning)
try:
    store.add("dask")
except NotSaved as exc:
    print("refused:", exc.reason)
"""


@pytest.mark.parametrize(
    "make", [_fifo, _socket, _device, Path.mkdir], ids=["fifo", "socket", "device", "folder"]
)
def test_a_special_file_as_user_db_is_refused_at_once(
    tmp_path: Path, make: Callable[[Path], None]
) -> None:
    path = tmp_path / "user.db"
    make(path)
    kind = stat.S_IFMT(path.lstat().st_mode)
    # In a child with a timeout: opening a FIFO for reading waits for a writer forever.
    done = subprocess.run(
        [sys.executable, "-c", OPEN_AND_WRITE, str(tmp_path)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert (0, "") == (done.returncode, done.stderr)
    first, second = done.stdout.splitlines()
    assert f"False True Bookmarks cannot be read: {path} is not a regular file" == first
    assert "refused: read-only" == second
    assert kind == stat.S_IFMT(path.lstat().st_mode)  # left as it was


def _removed(folder: Path) -> None:
    # What 'glossaries remove' does to an imported glossary's folder.
    import shutil

    shutil.rmtree(folder)


def _replaced(folder: Path) -> None:
    # Another program moved the file aside (a damaged file is) and started a new one.
    os.rename(folder / "user.db", folder / "user.db.moved")
    with UserStore.open(folder) as other:
        other.add("ray", "Ray")


@pytest.mark.parametrize("change", [_removed, _replaced], ids=["removed", "replaced"])
def test_a_write_to_a_file_gone_since_it_was_opened_is_refused(
    tmp_path: Path, change: Callable[[Path], None]
) -> None:
    # The open connection would still write into the old file, which nobody reads
    # again: the star would light with nothing saved where the user looks.
    folder = tmp_path / "glossaries" / "mine"
    folder.mkdir(parents=True)
    with UserStore.open(folder) as store:
        store.add("dask", "Dask")
        change(folder)
        with pytest.raises(NotSaved) as caught:
            store.add("sharding", "Sharding")
        assert Reason.GONE == caught.value.reason
        assert (f"Not saved: {folder / 'user.db'} was removed or replaced since it was opened "
                "(open the glossary again)") == str(caught.value)
