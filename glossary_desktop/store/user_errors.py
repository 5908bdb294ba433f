"""Why a write to the user's store did not happen, as types the window can word.

Each carries a :class:`Reason` code (the window picks its own ``tr()`` text by
it) and one English line (``str()``) that the CLI prints. No Qt here.
"""

from __future__ import annotations

import sqlite3
from enum import StrEnum
from pathlib import Path

from glossary_desktop.errors import UserError

#: The longest note kept, in characters (the window stops typing there; the CLI
#: refuses longer ones). Documented in the README.
NOTE_MAX_CHARS = 2000


class Reason(StrEnum):
    """Why a write was refused or failed (the window words each with ``tr()``)."""

    READ_ONLY = "read-only"  # folder or file not writable, not a file, newer format
    LOCKED = "locked"  # another instance held the write lock past the timeout
    FULL = "full"  # the disk (or quota) is full
    IO = "io"  # any other error from the disk
    TOO_LONG = "too-long"  # a note over NOTE_MAX_CHARS


class NotSaved(UserError):
    """A bookmark, note or visit was not saved; nothing changed on disk.

    ``reason`` is a :class:`Reason`; ``str()`` is one English line for the CLI.
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class UserStoreReadOnly(NotSaved):
    """A write to a store whose folder or file cannot be written."""

    def __init__(self, message: str) -> None:
        super().__init__(Reason.READ_ONLY, message)


class NoteTooLong(NotSaved):
    """A note over :data:`NOTE_MAX_CHARS`; ``length`` is the one given."""

    def __init__(self, length: int) -> None:
        super().__init__(
            Reason.TOO_LONG,
            f"a note can have at most {NOTE_MAX_CHARS} characters (this one has {length})",
        )
        self.length = length


def not_saved(path: Path, exc: sqlite3.OperationalError) -> NotSaved:
    code = getattr(exc, "sqlite_errorcode", None) or 0
    primary = code & 0xFF
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return NotSaved(Reason.LOCKED, f"Not saved: {path} is busy in another window or command")
    if primary == sqlite3.SQLITE_FULL:
        return NotSaved(Reason.FULL, f"Not saved: the disk holding {path} is full")
    if primary == sqlite3.SQLITE_READONLY:
        return UserStoreReadOnly(f"Bookmarks cannot be saved: {path} is read-only")
    return NotSaved(Reason.IO, f"Not saved: {path} ({exc})")


def newer_message(path: Path, found: int, ours: int) -> str:
    return (f"Your bookmarks file {path} was made by a newer version of the app "
            f"(format {found}, this version writes {ours}): it is shown read-only "
            "and nothing will be saved to it")
