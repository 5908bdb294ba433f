"""Damage on disk for the glossary's tests: pages of an SQLite file overwritten with garbage."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path


def overwrite_pages(path: Path, pages: Iterable[int]) -> None:
    """Garbage over these pages (numbered from 1, as SQLite does) of the file at ``path``."""
    conn = sqlite3.connect(path)
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    for page in pages:
        data[(page - 1) * size : page * size] = b"\xa5" * size
    path.write_bytes(bytes(data))


def root_page(path: Path, table: str) -> int:
    """The first page of ``table``'s b-tree in the file at ``path``."""
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,))
        return int(row.fetchone()[0])
    finally:
        conn.close()
