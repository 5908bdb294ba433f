"""Why a write to the user's store did not happen, as types the window can word.

Each carries a :class:`Reason` code (the window picks its own ``tr()`` text by
it) and one English line (``str()``) that the CLI prints. No Qt here.
"""

from __future__ import annotations

import sqlite3
from enum import StrEnum
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.errors import UserError
from glossary_desktop.store.outputs import disk_is_full

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
    GONE = "gone"  # the file was removed or replaced since it was opened
    INVALID = "invalid"  # a value that is not what a bookmark holds (a crafted glossary's)


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


class InvalidBookmark(NotSaved):
    """A bookmark whose values are not what the file holds (a slug that is not
    text or is empty, a term or source file that is not text): refused before
    anything is written. They come from the glossary, which is then not valid."""

    def __init__(self, field: str, value: object) -> None:
        shown = repr(value)[:40]
        what = "empty" if value == "" else f"{shown}, not text"
        super().__init__(Reason.INVALID, f"Not saved: the glossary is not valid: the "
                                         f"concept's {field} is {what}")
        self.field = field


def gone(path: Path) -> NotSaved:
    """The file this store opened is no longer at ``path`` (its glossary removed,
    or the file moved aside and replaced by another program): a write would go
    to a file nobody reads again."""
    return NotSaved(Reason.GONE, f"Not saved: {path} was removed or replaced since it was "
                                 "opened (open the glossary again)")


def not_saved(path: Path, exc: sqlite3.OperationalError) -> NotSaved:
    code = getattr(exc, "sqlite_errorcode", None) or 0
    primary = code & 0xFF
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return NotSaved(Reason.LOCKED, f"Not saved: {path} is busy in another window or command")
    if disk_is_full(exc, path.parent):  # SQLITE_FULL, or an I/O error with no room left
        return NotSaved(Reason.FULL, f"Not saved: the disk holding {path} is full")
    if primary == sqlite3.SQLITE_READONLY:
        return UserStoreReadOnly(f"Bookmarks cannot be saved: {path} is read-only")
    return NotSaved(Reason.IO, f"Not saved: {path} ({exc})")


class Problem(StrEnum):
    """What is wrong with the store when it opens (the window words each with ``tr()``)."""

    NOT_A_FILE = "not-a-file"  # a FIFO, socket, device or folder where the file should be
    CANNOT_CREATE = "cannot-create"  # the user folder cannot be made
    READ_ONLY = "read-only"  # the folder or the file refuses writes
    CANNOT_WRITE = "cannot-write"  # another error from the disk while trying
    OPEN_FAILED = "open-failed"  # checked writable, then failed to open
    FULL = "full"  # the disk is full: nothing could be written, not even SQLite's side files
    RECOVERED = "recovered"  # a damaged file was moved aside, a new one started
    NEWER = "newer"  # made by a newer version: read, never written


class StoreNotice(NamedTuple):
    """Why the store is read-only or was recovered, for the user.

    ``where`` is the folder or file concerned (for :attr:`Problem.RECOVERED`,
    where the damaged file went); ``detail`` the system's own words (an OS or
    SQLite error, what was wrong with a damaged file), passed on as they are.
    ``str()`` is one English line for the CLI.
    """

    problem: Problem
    where: Path
    detail: str = ""

    def __str__(self) -> str:
        where, detail = self.where, self.detail
        return {
            Problem.NOT_A_FILE: f"Bookmarks cannot be read: {where} is not a regular file",
            Problem.CANNOT_CREATE: f"Bookmarks cannot be saved: cannot create {where} ({detail})",
            Problem.READ_ONLY: f"Bookmarks cannot be saved: {where} is read-only",
            Problem.CANNOT_WRITE: f"Bookmarks cannot be saved: cannot write {where} ({detail})",
            Problem.OPEN_FAILED: f"Bookmarks cannot be saved: {where} ({detail})",
            Problem.FULL: f"Bookmarks cannot be saved: the disk holding {where} is full",
            Problem.RECOVERED: (f"Your bookmarks file could not be read ({detail}); it was "
                                f"moved to {where} and a new, empty one was started"),
            Problem.NEWER: (f"Your bookmarks file {where} was made by a newer version of the "
                            f"app ({detail}): it is shown read-only and nothing will be saved "
                            "to it"),
        }[self.problem]


def newer_notice(path: Path, found: int, ours: int) -> StoreNotice:
    return StoreNotice(Problem.NEWER, path, f"format {found}, this version writes {ours}")
