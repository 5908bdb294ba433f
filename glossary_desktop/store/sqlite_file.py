"""An SQLite file as both stores read it: its header, and a read-only connection."""

from __future__ import annotations

import sqlite3
from pathlib import Path

#: The first 16 bytes of every SQLite database file: checked before connecting,
#: because sqlite3.connect() accepts any file and fails only at the first query.
SQLITE_MAGIC = b"SQLite format 3\x00"


def has_sqlite_header(path: Path) -> bool:
    """Whether ``path`` starts with SQLite's header (``OSError`` if it cannot be read)."""
    with path.open("rb") as fh:
        return fh.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC


def connect_readonly_file(
    path: Path,
    *,
    immutable: bool,
    timeout: float = 5.0,
    autocommit: bool = False,
    check_same_thread: bool = True,
) -> sqlite3.Connection:
    """A connection that can neither create ``path`` nor write to it.

    ``immutable``: also no locks and no ``-wal``/``-shm`` side files, for a file
    nobody writes while it is open (the glossary; a cleanly closed user file).
    Without it SQLite reads the WAL, so commits another process left there count.
    ``autocommit``: no implicit transactions (the caller issues ``BEGIN``).
    """
    query = "?mode=ro&immutable=1" if immutable else "?mode=ro"
    return sqlite3.connect(
        path.resolve().as_uri() + query,
        uri=True,
        timeout=timeout,
        isolation_level=None if autocommit else "DEFERRED",
        check_same_thread=check_same_thread,
    )
