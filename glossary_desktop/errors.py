"""Errors a user can cause, each with a message a user can act on.

The CLI prints ``str(error)`` on one line and exits 1; the window shows it in a
dialog. Anything else that escapes is a bug and gets a traceback.
"""

from __future__ import annotations

from pathlib import Path


class UserError(Exception):
    """Base class for errors caused by input, not by a bug."""


class GlossaryError(UserError):
    """The glossary database is missing, unreadable or of the wrong kind."""


class SourceError(UserError):
    """A source text file cannot be imported; names the file and line."""

    def __init__(self, path: Path | str, message: str, line: int | None = None) -> None:
        self.path = Path(path)
        self.line = line
        self.reason = message
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        super().__init__(f"{where}: {message}")
