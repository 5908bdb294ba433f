"""Errors a user can cause, each with a message a user can act on.

The CLI prints ``str(error)`` on one line and exits 1; the window shows it in a
dialog. A source's and a glossary's errors are a code and its fields, worded
once in the catalogue (:mod:`glossary_desktop.messages`): ``str()`` is its
English, which the CLI prints, and the window shows its translation.
Anything else that escapes is a bug and gets a traceback.
"""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.messages.fill import english
from glossary_desktop.messages.glossary import GLOSSARY, GlossaryKinds
from glossary_desktop.messages.source import SourceReasons, source_wording


class UserError(Exception):
    """Base class for errors caused by input, not by a bug."""


class GlossaryError(UserError, GlossaryKinds):
    """The glossary database is missing, unreadable or of the wrong kind.

    ``kind`` says which (one of the codes of :class:`GlossaryKinds`, worded in
    the catalogue), ``path`` and ``detail`` fill in its wording; ``str()`` is
    the English the CLI prints, the window translates the same wording.
    """

    def __init__(self, path: Path | str, kind: str, detail: str = "") -> None:
        self.path = Path(path)
        self.kind = kind
        self.detail = detail
        super().__init__(f"{self.path}: {self.message}")

    @property
    def fields(self) -> dict[str, object]:
        """What the wording of :attr:`kind` names."""
        return {"detail": self.detail}

    @property
    def message(self) -> str:
        """The English reason, without the path (the CLI's)."""
        return english(GLOSSARY[self.kind], self.fields)


class DamagedGlossary(GlossaryError):
    """Reading the glossary met damage: SQLite's error, a row the app cannot
    read, or a query that ran out of its time ``budget`` (seconds, else 0)."""

    def __init__(self, path: Path | str, detail: str, budget: float = 0.0) -> None:
        self.budget = budget
        super().__init__(path, self.TIMED_OUT if budget else self.DAMAGED, detail)

    @property
    def fields(self) -> dict[str, object]:
        # Out of time, SQLite's "interrupted" says nothing more.
        return {"budget": self.budget} if self.budget else {"detail": self.detail}


class SourceError(UserError, SourceReasons):
    """A source file cannot be imported; names the file and, where there is one, the line.

    ``reason`` is one of the codes of :class:`SourceReasons`; ``fields`` holds
    what its wording in the catalogue names (the term, the column, the
    character...). ``str()`` is the English the CLI prints; the window
    translates the same wording.
    """

    def __init__(
        self, path: Path | str, reason: str, line: int | None = None, **fields: object
    ) -> None:
        self.path = Path(path)
        self.line = line
        self.reason = reason
        self.fields = fields
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        super().__init__(f"{where}: {self.message}")

    @property
    def wording(self) -> str:
        """The catalogue's English for this error, before its fields fill it in."""
        return source_wording(self.reason, self.fields)

    @property
    def message(self) -> str:
        """The English reason, without file and line (the CLI's)."""
        return english(self.wording, self.fields)


class OutputError(UserError):
    """``build-db`` will not (or cannot) write its output file.

    ``reason`` is one of the ``OutputError.*`` codes below; ``detail`` is the
    source it would overwrite (:attr:`IS_SOURCE`), what the file is
    (:attr:`NOT_OURS`) or the system's reason (:attr:`UNWRITABLE`,
    :attr:`DISK_FULL`: the system's or SQLite's words, never shown in the window).
    """

    IS_SOURCE = "is-source"
    NOT_OURS = "not-ours"
    IS_DIRECTORY = "is-directory"
    NOT_A_FILE = "not-a-file"
    UNWRITABLE = "unwritable"
    DISK_FULL = "disk-full"  # ENOSPC, SQLITE_FULL, or SQLite's I/O error on a full disk

    def __init__(self, path: Path | str, reason: str, detail: str = "") -> None:
        self.path = Path(path)
        self.reason = reason
        self.detail = detail
        super().__init__(f"{self.path}: {self._english()}")

    def _english(self) -> str:
        if self.reason == self.IS_SOURCE:
            return (f"the output is one of the sources ({self.detail}); "
                    "name another file with --out")
        if self.reason == self.NOT_OURS:
            return (f"exists and is not a glossary database ({self.detail}); "
                    "name another file with --out, or replace it with --force")
        if self.reason == self.IS_DIRECTORY:
            return "output path is a directory; name a file with --out"
        if self.reason == self.NOT_A_FILE:
            return "output path is not a regular file (a device, a pipe…); name a file with --out"
        if self.reason == self.DISK_FULL:
            return "cannot write the glossary database: the disk is full (free some space)"
        return f"cannot write the glossary database ({self.detail})"


class Cancelled(Exception):
    """The user cancelled a long task (an import from the window) before its end.

    Not a :class:`UserError`: nothing went wrong, so nothing is reported.
    """
