"""Real faults for the user store's tests: a full disk, a lock held elsewhere, a newer file.

Shared by the store's, the window's and the CLI's tests. A full disk is a
small tmpfs filled to the last byte (root only: the test is skipped where
``mount`` fails); a held lock is another process inside ``BEGIN IMMEDIATE``,
released when the test says so, never after a sleep.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from glossary_desktop.store.user_schema import SCHEMA_VERSION

HOLD_LOCK = r"""
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
conn.close()
print("released", flush=True)
"""


@contextmanager
def small_tmpfs(where: Path, size: str = "256k") -> Iterator[Path]:
    """A tmpfs of ``size`` mounted on ``where`` (skips the test if mount fails)."""
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True, text=True, check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> Path:
    """Fill ``folder``'s filesystem to the last byte; the filler file (delete it to free)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        chunk = b"\0" * 4096
        while chunk:  # unbuffered: a failed write leaves nothing to flush at close
            try:
                os.write(fd, chunk)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                chunk = chunk[: len(chunk) // 2]
        os.fsync(fd)
    finally:
        os.close(fd)
    return filler


class LockHolder:
    """Another process holding the write lock of an SQLite file until :meth:`release`."""

    def __init__(self, path: Path) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, "-c", HOLD_LOCK, str(path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        assert self._proc.stdout is not None
        assert "locked\n" == self._proc.stdout.readline()

    def release(self) -> None:
        if self._proc.poll() is not None:
            return
        assert self._proc.stdin is not None
        assert self._proc.stdout is not None
        self._proc.stdin.write("go\n")
        self._proc.stdin.flush()
        assert "released\n" == self._proc.stdout.readline()
        self._proc.wait(timeout=30)

    def kill(self) -> None:
        with suppress(ProcessLookupError):
            self._proc.kill()
        self._proc.wait(timeout=30)
        for pipe in (self._proc.stdin, self._proc.stdout):
            if pipe is not None:
                pipe.close()


@contextmanager
def lock_held(path: Path) -> Iterator[LockHolder]:
    """:class:`LockHolder` on ``path``, killed at the end if the test did not release it."""
    holder = LockHolder(path)
    try:
        yield holder
    finally:
        holder.kill()


def make_newer_file(folder: Path, version: int = SCHEMA_VERSION + 1) -> Path:
    """A user.db of a future format: our tables plus a column we do not know."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "user.db"
    conn = sqlite3.connect(path)
    conn.executescript(f"""
        CREATE TABLE bookmarks (slug TEXT PRIMARY KEY, term TEXT, note TEXT, created_at REAL,
            es_term TEXT, pt_term TEXT, source TEXT, note_changed_at REAL, colour TEXT);
        CREATE TABLE history (id INTEGER PRIMARY KEY, slug TEXT, visited_at REAL);
        INSERT INTO bookmarks VALUES ('dask', 'Dask', 'del futuro', 7.0, 'Dask', 'Dask',
            'ia-distribuida.es.txt', 8.0, 'red');
        PRAGMA user_version = {version};
    """)
    conn.close()
    return path
