"""The user store: bookmarks, notes, history, damaged files and read-only folders.

Crash and concurrency behaviour is in ``test_user_db_durability.py``.
"""

from __future__ import annotations

import array
import errno
import fcntl
import itertools
import os
import sqlite3
import stat
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark
from glossary_desktop.errors import UserError
from glossary_desktop.store import user_db, user_schema
from glossary_desktop.store.user_db import UserStore, UserStoreReadOnly


def _permission_bits_bind() -> bool:
    """Whether chmod stops this process: not for root (CAP_DAC_OVERRIDE)."""
    with tempfile.TemporaryDirectory() as tmp:
        os.chmod(tmp, 0o555)
        try:
            Path(tmp, "probe").touch()
        except PermissionError:
            return True
        finally:
            os.chmod(tmp, 0o755)
        return False


PERMISSION_BITS_BIND = _permission_bits_bind()


@pytest.fixture
def clock() -> Callable[[], float]:
    """A clock that ticks one second per call, so "newest" order is deterministic."""
    ticks = itertools.count(1000)
    return lambda: float(next(ticks))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "user"  # not created: open() must create it


@pytest.fixture
def store(folder: Path, clock: Callable[[], float]) -> Iterator[UserStore]:
    with UserStore.open(folder, clock=clock) as s:
        yield s


def _make_store(folder: Path, marks: dict[str, str]) -> None:
    with UserStore.open(folder) as s:
        for slug, term in marks.items():
            s.add(slug, term=term)


# -- bookmarks -----------------------------------------------------------------------


def test_open_creates_the_folder_and_a_writable_store(store: UserStore, folder: Path) -> None:
    assert (folder / "user.db").is_file()
    assert (True, None, None) == (store.writable, store.warning, store.recovered_from)


def test_add_returns_the_saved_bookmark(store: UserStore) -> None:
    saved = Bookmark("arbol", "Árbol", "leer", 1000.0, note_changed_at=1000.0)
    assert saved == store.add("arbol", "Árbol", "leer")
    assert saved == store.get("arbol")


@pytest.mark.parametrize(
    ("second_add", "expected"),
    [
        ({}, Bookmark("arbol", "Árbol", "leer", 1000.0, note_changed_at=1000.0)),
        ({"term": "Árvore"}, Bookmark("arbol", "Árvore", "leer", 1000.0, note_changed_at=1000.0)),
        ({"note": "leer"}, Bookmark("arbol", "Árbol", "leer", 1000.0, note_changed_at=1000.0)),
        ({"note": "otra"}, Bookmark("arbol", "Árbol", "otra", 1000.0, note_changed_at=1001.0)),
    ],
    ids=["nothing-new", "new-term", "same-note-keeps-its-time", "new-note-dated-now"],
)
def test_adding_again_keeps_the_date_and_what_was_not_given(
    store: UserStore, second_add: dict[str, str], expected: Bookmark
) -> None:
    store.add("arbol", term="Árbol", note="leer")
    assert expected == store.add("arbol", **second_add)
    assert [expected] == store.bookmarks()


def test_remove(store: UserStore) -> None:
    store.add("arbol")
    assert (True, False) == (store.remove("arbol"), store.remove("arbol"))
    assert (None, frozenset()) == (store.get("arbol"), store.slugs())


def test_is_bookmarked_and_slugs(store: UserStore) -> None:
    store.add("arbol")
    store.add("bosque")
    assert (True, False) == (store.is_bookmarked("arbol"), store.is_bookmarked("nube"))
    assert frozenset({"arbol", "bosque"}) == store.slugs()


@pytest.mark.parametrize("call", [
    lambda s: s.add(""), lambda s: s.set_bookmarked(Bookmark("", "", "", 0.0), True),
    lambda s: s.set_note(Bookmark("", "", "", 0.0), "x"), lambda s: s.record_visit(""),
    lambda s: s.add(b"dask"), lambda s: s.record_visit(b"dask"),
])
def test_an_empty_or_binary_slug_is_refused_and_nothing_written(
    store: UserStore, call: Callable[[UserStore], object]
) -> None:
    # One a crafted glossary could give: a clear refusal, not a ValueError's traceback.
    with pytest.raises(user_db.InvalidBookmark, match="the glossary is not valid"):
        call(store)
    assert (frozenset(), []) == (store.slugs(), store.bookmarks())


TERMS = {"bosque": "Bosque", "arbol": "árbol", "nandu": "Ñandú", "nube": "nube",
         "zorro": "Zorro", "exito": "Éxito", "sin-termino": ""}


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        # added in TERMS order, one clock tick apart
        ("newest", ["sin-termino", "exito", "zorro", "nube", "nandu", "arbol", "bosque"]),
        # case and accents ignored, ñ after n; no term: the slug stands in
        ("alpha", ["arbol", "bosque", "exito", "nube", "nandu", "sin-termino", "zorro"]),
    ],
)
def test_order(store: UserStore, order: user_db.Order, expected: list[str]) -> None:
    for slug, term in TERMS.items():
        store.add(slug, term=term)
    assert expected == [b.slug for b in store.bookmarks(order)]


def test_newest_breaks_clock_ties_by_insertion(folder: Path) -> None:
    with UserStore.open(folder, clock=lambda: 5.0) as s:
        for slug in ("a", "b", "c"):
            s.add(slug)
        assert ["c", "b", "a"] == [b.slug for b in s.bookmarks("newest")]


def test_unknown_order_is_a_bug(store: UserStore) -> None:
    with pytest.raises(ValueError, match="unknown bookmark order"):
        store.bookmarks("random")  # type: ignore[arg-type]  # the wrong value is the test


def test_bookmarks_survive_reopening(folder: Path) -> None:
    _make_store(folder, {"arbol": "Árbol"})
    with UserStore.open(folder) as s:
        assert (frozenset({"arbol"}), None) == (s.slugs(), s.warning)


def test_file_is_wal_and_every_commit_is_synced(store: UserStore, folder: Path) -> None:
    # The durability contract (see _connect); synchronous is per connection, so
    # the store's own connection is the only place to read it.
    conn = sqlite3.connect(folder / "user.db")
    try:
        assert "wal" == conn.execute("PRAGMA journal_mode").fetchone()[0]
    finally:
        conn.close()
    assert 2 == store._conn.execute("PRAGMA synchronous").fetchone()[0]  # 2 = FULL


# -- history -------------------------------------------------------------------------


def visits_on_disk(path: Path) -> list[str]:
    """The history table's slugs, oldest first, as another process reads them."""
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return [r[0] for r in conn.execute("SELECT slug FROM history ORDER BY id")]
    finally:
        conn.close()


def test_history_keeps_only_the_last_visits(
    store: UserStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(user_db, "HISTORY_LIMIT", 5)
    for i in range(12):
        store.record_visit(f"s{i}")
    assert [f"s{i}" for i in range(7, 12)] == visits_on_disk(store.path)


def test_history_is_not_bookmarks(store: UserStore) -> None:
    store.record_visit("arbol")
    assert (frozenset(), ["arbol"]) == (store.slugs(), visits_on_disk(store.path))


# -- damaged files -------------------------------------------------------------------


def _real_db(scratch: Path) -> bytes:
    """A healthy user.db of several pages."""
    folder = scratch / "real"
    _make_store(folder, {f"slug-{i:04d}": "término " * 10 for i in range(300)})
    return (folder / "user.db").read_bytes()


def _other_apps_db(scratch: Path) -> bytes:
    path = scratch / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE songs (title TEXT)")
    conn.commit()
    conn.close()
    return path.read_bytes()


def _missing_table(scratch: Path) -> bytes:
    path = scratch / "old.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE bookmarks (slug TEXT PRIMARY KEY)")
    conn.execute(f"PRAGMA user_version = {user_db.SCHEMA_VERSION}")
    conn.commit()
    conn.close()
    return path.read_bytes()


DAMAGED: list[tuple[str, Callable[[Path], bytes], str]] = [
    ("garbage", lambda _: b"this is not a database\n" * 50, "not an SQLite database"),
    ("one-byte", lambda _: b"x", "not an SQLite database"),
    ("truncated-half", lambda p: (d := _real_db(p))[: len(d) // 2], "damaged"),
    ("truncated-first-page", lambda p: _real_db(p)[:4096], "damaged"),
    ("truncated-mid-header", lambda p: _real_db(p)[:50], "damaged"),
    ("sqlite-magic-then-zeros", lambda _: b"SQLite format 3\x00" + bytes(4080), "damaged"),
    ("all-zero-header", lambda _: bytes(4096), "not an SQLite database"),
    ("another-apps-database", _other_apps_db, "not a bookmarks database"),
    ("our-version-missing-table", _missing_table, "not a bookmarks database"),
]


@pytest.mark.parametrize(
    ("make", "reason"), [(m, r) for _, m, r in DAMAGED], ids=[i for i, _, _ in DAMAGED]
)
def test_damaged_file_is_moved_aside_and_a_fresh_store_starts(
    tmp_path: Path, folder: Path, make: Callable[[Path], bytes], reason: str
) -> None:
    original = make(tmp_path)
    folder.mkdir()
    (folder / "user.db").write_bytes(original)

    with UserStore.open(folder) as s:
        moved = s.recovered_from
        assert moved is not None
        assert (True, folder) == (s.writable, moved.parent)
        assert moved.name.startswith("user.db.corrupt-")
        assert original == moved.read_bytes()  # every byte kept
        assert s.warning is not None
        assert str(moved) in s.warning
        assert reason in s.warning
        assert frozenset() == s.slugs()
        s.add("arbol", term="Árbol")

    with UserStore.open(folder) as s:  # the fresh file is healthy
        assert (None, None, frozenset({"arbol"})) == (s.recovered_from, s.warning, s.slugs())


def test_zero_length_file_is_simply_a_fresh_store(folder: Path) -> None:
    folder.mkdir()
    (folder / "user.db").touch()
    with UserStore.open(folder) as s:
        assert (True, None, None) == (s.writable, s.recovered_from, s.warning)
        s.add("arbol")
    assert ["user.db"] == sorted(p.name for p in folder.iterdir())


def test_wal_and_shm_move_with_the_damaged_file(folder: Path) -> None:
    folder.mkdir()
    files = {"user.db": b"garbage" * 100, "user.db-wal": b"wal bytes", "user.db-shm": b"shm"}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    with UserStore.open(folder) as s:
        moved = s.recovered_from
    assert moved is not None
    assert files == {
        name: Path(f"{moved}{name.removeprefix('user.db')}").read_bytes() for name in files
    }


def test_two_recoveries_in_one_second_keep_both_files(folder: Path) -> None:
    folder.mkdir()
    moved = []
    for data in (b"first" * 100, b"second" * 100):
        (folder / "user.db").write_bytes(data)
        with UserStore.open(folder) as s:
            moved.append(s.recovered_from)
    assert None not in moved
    assert [b"first" * 100, b"second" * 100] == [p.read_bytes() for p in moved if p]


# -- read-only -----------------------------------------------------------------------

# Root ignores permission bits, so chmod only exercises the read-only branch for
# other users. For root (these tests run as root in CI) two setups stop writes
# for real: the immutable attribute (chattr +i, which binds root too) and a user
# folder whose parent is a regular file (mkdir fails for everyone).

_FS_IOC_GETFLAGS = 0x80086601
_FS_IOC_SETFLAGS = 0x40086602
_FS_IMMUTABLE_FL = 0x10


def _set_immutable(path: Path, on: bool) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        flags = array.array("i", [0])
        fcntl.ioctl(fd, _FS_IOC_GETFLAGS, flags, True)
        flags[0] = flags[0] | _FS_IMMUTABLE_FL if on else flags[0] & ~_FS_IMMUTABLE_FL
        fcntl.ioctl(fd, _FS_IOC_SETFLAGS, flags, True)
    finally:
        os.close(fd)


class Locker:
    """Makes paths unwritable and undoes it at teardown (so tmp_path can be removed)."""

    def __init__(self) -> None:
        self._undo: list[Callable[[], None]] = []

    def chmod(self, path: Path, mode: int) -> None:
        old = stat.S_IMODE(path.stat().st_mode)
        path.chmod(mode)
        self._undo.append(lambda: path.chmod(old))

    def immutable(self, path: Path) -> None:
        if not sys.platform.startswith("linux"):
            pytest.skip("the immutable attribute is Linux-only")
        try:
            _set_immutable(path, True)
        except OSError as exc:
            if exc.errno in (errno.EPERM, errno.ENOTTY, errno.EOPNOTSUPP, errno.EINVAL):
                pytest.skip(f"cannot set the immutable attribute here: {exc.strerror}")
            raise
        self._undo.append(lambda: _set_immutable(path, False))

    def undo(self) -> None:
        while self._undo:
            self._undo.pop()()


@pytest.fixture
def locker() -> Iterator[Locker]:
    lock = Locker()
    yield lock
    lock.undo()


not_root = pytest.mark.skipif(
    not PERMISSION_BITS_BIND,
    reason="root ignores permission bits; the immutable and file-parent cases cover root",
)
EXISTING = {"arbol": "Árbol", "bosque": "Bosque"}


def _folder_chmod(folder: Path, lock: Locker) -> Path:
    _make_store(folder, EXISTING)
    lock.chmod(folder, 0o555)
    return folder


def _file_chmod(folder: Path, lock: Locker) -> Path:
    _make_store(folder, EXISTING)
    lock.chmod(folder / "user.db", 0o444)
    return folder


def _folder_immutable(folder: Path, lock: Locker) -> Path:
    _make_store(folder, EXISTING)
    lock.immutable(folder)
    return folder


def _file_immutable(folder: Path, lock: Locker) -> Path:
    _make_store(folder, EXISTING)
    lock.immutable(folder / "user.db")
    return folder


def _parent_is_a_file(folder: Path, lock: Locker) -> Path:
    folder.parent.mkdir(parents=True, exist_ok=True)
    (folder.parent / "file.txt").write_text("not a folder")
    return folder.parent / "file.txt" / "sub"


READ_ONLY = [
    pytest.param(_folder_chmod, EXISTING, id="folder-chmod-555", marks=not_root),
    pytest.param(_file_chmod, EXISTING, id="file-chmod-444", marks=not_root),
    pytest.param(_folder_immutable, EXISTING, id="folder-immutable"),
    pytest.param(_file_immutable, EXISTING, id="file-immutable"),
    pytest.param(_parent_is_a_file, {}, id="folder-cannot-be-created"),
]

WRITES: list[Callable[[UserStore], object]] = [
    lambda s: s.add("nube", "Nube"),
    lambda s: s.remove("arbol"),
    lambda s: s.set_bookmarked(Bookmark("arbol", "Árbol", "", 0.0), False),
    lambda s: s.set_bookmarked(Bookmark("nube", "Nube", "", 0.0), True),
    lambda s: s.set_note(Bookmark("arbol", "Árbol", "", 0.0), "x"),
    lambda s: s.restore(Bookmark("nube", "Nube", "", 0.0)),
    lambda s: s.record_visit("arbol"),
]


def _snapshot(folder: Path) -> dict[str, bytes]:
    if not folder.is_dir():
        return {}
    return {p.name: p.read_bytes() for p in folder.iterdir()}


@pytest.mark.parametrize(("setup", "expected"), READ_ONLY)
def test_read_only_store_reads_and_refuses_every_write(
    folder: Path, locker: Locker, setup: Callable[[Path, Locker], Path], expected: dict[str, str]
) -> None:
    where = setup(folder, locker)
    before = _snapshot(where)
    with UserStore.open(where) as s:
        assert (False, None) == (s.writable, s.recovered_from)
        assert s.warning is not None
        assert s.warning.startswith("Bookmarks cannot be saved: ")
        assert str(where) in s.warning
        assert expected == {b.slug: b.term for b in s.bookmarks()}
        for write in WRITES:
            with pytest.raises(UserStoreReadOnly) as raised:
                write(s)
            assert s.warning == str(raised.value)
            assert isinstance(raised.value, UserError)  # the window and CLI show it
        assert expected.keys() == s.slugs()  # nothing pretended to be saved
    assert before == _snapshot(where)


@pytest.mark.parametrize(
    ("setup", "expected"),
    [
        pytest.param(_folder_chmod, "{folder} is read-only", id="folder-chmod", marks=not_root),
        pytest.param(_file_chmod, "{folder}/user.db is read-only", id="file-chmod", marks=not_root),
        pytest.param(_folder_immutable, "{folder} is read-only", id="folder-immutable"),
        pytest.param(_file_immutable, "{folder}/user.db is read-only", id="file-immutable"),
        pytest.param(
            _parent_is_a_file, "cannot create {folder} (Not a directory)", id="cannot-create"
        ),
    ],
)
def test_read_only_message_says_what_cannot_be_written(
    folder: Path, locker: Locker, setup: Callable[[Path, Locker], Path], expected: str
) -> None:
    where = setup(folder, locker)
    with UserStore.open(where) as s:
        assert "Bookmarks cannot be saved: " + expected.format(folder=where) == s.warning


def test_read_only_store_sees_commits_still_in_the_wal(folder: Path, locker: Locker) -> None:
    # An open writer has not checkpointed: "arbol" is only in user.db-wal.
    writer = UserStore.open(folder)
    try:
        writer.add("arbol", term="Árbol")
        assert (folder / "user.db-wal").stat().st_size > 0
        locker.immutable(folder)
        with UserStore.open(folder) as reader:
            assert (False, frozenset({"arbol"})) == (reader.writable, reader.slugs())
        locker.undo()
    finally:
        writer.close()


def test_sqlite_failing_to_open_is_not_mistaken_for_damage(folder: Path) -> None:
    # A -shm that cannot be opened (here a folder; in life, another user's file)
    # makes SQLite fail with an OperationalError: the file is fine, so it must
    # stay where it is, readable, with writes refused.
    _make_store(folder, EXISTING)
    (folder / "user.db-shm").mkdir()
    with UserStore.open(folder) as s:
        assert (False, None) == (s.writable, s.recovered_from)
        assert s.warning is not None
        assert s.warning.startswith(f"Bookmarks cannot be saved: {folder / 'user.db'} (")
        assert EXISTING == {b.slug: b.term for b in s.bookmarks()}
    assert [] == [p.name for p in folder.iterdir() if ".corrupt-" in p.name]


@pytest.mark.parametrize(
    ("failures", "error", "opens"),
    [
        (0, "database is locked", True),
        (3, "database is locked", True),  # another instance switching it to WAL
        (1, "disk I/O error", False),  # anything else is not waited out
    ],
)
def test_a_locked_new_file_is_tried_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, failures: int, error: str, opens: bool
) -> None:
    real = user_schema._connect_once
    calls: list[int] = []

    def flaky(path: Path, timeout: float) -> sqlite3.Connection:
        calls.append(1)
        if len(calls) <= failures:
            raise sqlite3.OperationalError(error)
        return real(path, timeout)

    monkeypatch.setattr(user_schema, "_connect_once", flaky)
    store = UserStore.open(tmp_path)
    try:
        assert store.writable is opens
        assert len(calls) == (failures + 1 if opens else 1)
    finally:
        store.close()


def test_a_lock_held_past_the_timeout_gives_a_read_only_store(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def locked(_path: Path, _timeout: float) -> sqlite3.Connection:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(user_schema, "_connect_once", locked)
    monkeypatch.setattr(user_db, "BUSY_TIMEOUT_S", 0.05)
    store = UserStore.open(tmp_path)
    try:
        assert not store.writable
        assert store.warning is not None
        assert "database is locked" in store.warning
    finally:
        store.close()
