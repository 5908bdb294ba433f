"""Errors a user can cause, each with a message a user can act on.

The CLI prints ``str(error)`` on one line and exits 1; the window shows it in a
dialog. Each carries the fields a caller needs to word it itself (the window
translates through ``tr()``); ``str()`` is the English the CLI prints.
Anything else that escapes is a bug and gets a traceback.
"""

from __future__ import annotations

from pathlib import Path


class UserError(Exception):
    """Base class for errors caused by input, not by a bug."""


class GlossaryError(UserError):
    """The glossary database is missing, unreadable or of the wrong kind.

    ``kind`` says which (one of the codes below; "" when not known), ``path`` and
    ``detail`` what the window needs to word it in the user's language.
    """

    NOT_FOUND = "not-found"
    DIRECTORY = "directory"
    NOT_FILE = "not-file"
    UNREADABLE = "unreadable"
    NOT_SQLITE = "not-sqlite"
    CANNOT_OPEN = "cannot-open"
    NEWER = "newer"
    OLD_SCHEMA = "old-schema"
    NOT_GLOSSARY = "not-glossary"

    def __init__(
        self, message: str, *, path: Path | str = "", kind: str = "", detail: str = ""
    ) -> None:
        super().__init__(message)
        self.path = Path(path)
        self.kind = kind
        self.detail = detail


class DamagedGlossary(GlossaryError):
    """Reading the glossary met damage: SQLite's error, a row the app cannot
    read, or a query that ran out of its time ``budget`` (seconds, else 0).

    ``str()`` is the English for the CLI; the window words the fields itself.
    """

    def __init__(self, path: Path | str, detail: str, budget: float = 0.0) -> None:
        self.budget = budget
        if budget:
            message = (f"{Path(path)}: a query did not finish within {budget:g} s "
                       "(a damaged or crafted glossary database)")
        else:
            message = f"{Path(path)}: damaged glossary database ({detail})"
        super().__init__(message, path=path, detail=detail)


class SourceError(UserError):
    """A source text file cannot be imported; names the file and line."""

    def __init__(self, path: Path | str, message: str, line: int | None = None) -> None:
        self.path = Path(path)
        self.line = line
        self.reason = message
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        super().__init__(f"{where}: {message}")


class OutputError(UserError):
    """``build-db`` will not (or cannot) write its output file.

    ``reason`` is one of the ``OutputError.*`` codes below; ``detail`` is the
    source it would overwrite (:attr:`IS_SOURCE`), what the file is
    (:attr:`NOT_OURS`) or the system's reason (:attr:`UNWRITABLE`).
    """

    IS_SOURCE = "is-source"
    NOT_OURS = "not-ours"
    IS_DIRECTORY = "is-directory"
    NOT_A_FILE = "not-a-file"
    UNWRITABLE = "unwritable"

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
            return "output path is not a regular file (a device, a pipe...); name a file with --out"
        return f"cannot write the glossary database ({self.detail})"


class Cancelled(Exception):
    """The user cancelled a long task (an import from the window) before its end.

    Not a :class:`UserError`: nothing went wrong, so nothing is reported.
    """
