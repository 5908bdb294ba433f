"""``--progress-lines``: a command run by the window in a child process.

The window imports and compares in a child process (the app's own command line,
``import`` and ``compare --all``) and reads what it does from the lines of
:mod:`glossary_desktop.progress_lines` on its stdout: progress, the result, or
the error with its code. Cancel there sends SIGTERM, which ends the command as
Ctrl+C does, as it does every command (:mod:`glossary_desktop.cli.exits`): the
build stops, its temporary folder is removed, exit 143.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable
from typing import BinaryIO

from glossary_desktop.compare import OverviewRow
from glossary_desktop.glossary import Glossary
from glossary_desktop.progress_lines import (
    COMPARING,
    ERROR,
    PROGRESS,
    RESULT,
    ROWS,
    ROWS_PER_LINE,
    encode,
    error_json,
    rows_json,
)


class Lines:
    """The protocol's lines on ``stream`` (stdout's bytes), each flushed at once."""

    def __init__(self, stream: BinaryIO | None = None) -> None:
        self._stream = stream if stream is not None else sys.stdout.buffer

    def write(self, line: bytes) -> None:
        self._stream.write(line)
        self._stream.flush()

    def progress(self, stage: str, done: int, total: int) -> None:
        self.write(encode(PROGRESS, stage=stage, done=done, total=total))

    def rows(self, rows: Iterable[OverviewRow]) -> None:
        batch: list[OverviewRow] = []
        for row in rows:
            batch.append(row)
            if len(batch) == ROWS_PER_LINE:
                self.write(encode(ROWS, rows=rows_json(batch)))
                batch = []
        if batch:
            self.write(encode(ROWS, rows=rows_json(batch)))

    def result(self, **fields: object) -> None:
        self.write(encode(RESULT, **fields))

    def error(self, exc: BaseException) -> None:
        """The error line for ``exc`` if it is a user's error (its one line on stderr
        follows as for any command); nothing for an interruption or a bug."""
        described = error_json(exc)
        if described is not None:
            with contextlib.suppress(OSError):  # the window is gone: nobody to tell
                self.write(encode(ERROR, error=described))



def overview_lines(glossary: Glossary) -> None:
    """``compare --all --progress-lines``: progress as the concepts are compared
    (:func:`~glossary_desktop.glossary.comparing.overview_of`: inconsistent terms
    included), the rows, then the result."""
    # lazy: 76 modules, 41 ms of the command line's start-up
    from glossary_desktop.glossary.comparing import overview_of

    lines = Lines()
    rows = overview_of(glossary, lambda done, total: lines.progress(COMPARING, done, total))
    lines.rows(rows)
    lines.result(rows=len(rows))
