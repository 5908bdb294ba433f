"""What every reader refuses, worded once: sources that are not regular files,
control characters, and terms past the length a term base may give them.

Every source (text, CSV/TSV, TBX) is checked here the same way, so a file
refused by one reader is not let through by another: ``build-db``, ``import``
and the window's import call :func:`check_source_file` for each source before
anything is read (a FIFO would block the reader for ever, a link to
``/dev/zero`` would fill the memory), and each reader calls
:func:`refuse_controls` on the text it keeps.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.file_kind import HEAD_BYTES, looks_like

#: A term-base term longer than this (characters) is not a term but a broken
#: or crafted record (a definition in the term's column, a text pasted whole):
#: its record is reported and left out. Generous: the longest names of laws
#: and institutions in real term bases stay well under it.
MAX_TERMBASE_TERM_CHARS = 500

# C0 controls other than tab, LF and CR, DEL, and the C1 controls (U+0080 to
# U+009F: U+009B is a terminal's CSI). A "text" holding one is binary data or
# another encoding, and no TBX export could hold the C0 ones (XML 1.0 forbids them).
CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def refuse_controls(path: Path, text: str, line: int = 1) -> None:
    """Raise :class:`SourceError` for a control character in ``text``, which starts
    at line ``line`` of ``path``; nothing if it has none.

    The one check of every reader: a text file's whole text, each line of a
    table, each record of a term base. A NUL is binary data (``BINARY``), any
    other the first one found (``CONTROL_CHAR``), each at its line.
    """
    found = CONTROL_RE.search(text)
    if found is None:
        return
    nul = text.find("\x00")
    if nul >= 0:
        raise SourceError(path, SourceError.BINARY, line + text.count("\n", 0, nul))
    at = line + text.count("\n", 0, found.start())
    raise SourceError(path, SourceError.CONTROL_CHAR, at, char=ord(found.group()))


def unreadable(path: Path, exc: OSError) -> SourceError:
    """The error for a file that exists but cannot be read (permissions, a link loop...)."""
    return SourceError(path, SourceError.UNREADABLE, detail=exc.strerror or str(exc),
                       errno=exc.errno or 0)


def check_source_file(path: Path) -> None:
    """Raise :class:`SourceError` unless ``path`` is a regular file (links followed).

    A folder, a FIFO (whose reader waits for a writer for ever) or a device
    (``/dev/zero`` never ends) is refused before it is opened; a file that starts
    as an image, a PDF, an archive or a spreadsheet does (:mod:`.file_kind`), after
    its first bytes are read.
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError as exc:
        raise SourceError(path, SourceError.NOT_FOUND) from exc
    except OSError as exc:
        raise unreadable(path, exc) from exc
    if stat.S_ISDIR(mode):
        raise SourceError(path, SourceError.IS_DIRECTORY)
    if not stat.S_ISREG(mode):
        raise SourceError(path, SourceError.NOT_REGULAR)
    try:
        with path.open("rb") as fh:
            head = fh.read(HEAD_BYTES)
    except OSError as exc:
        raise unreadable(path, exc) from exc
    kind = looks_like(head)  # an image renamed .csv: said, not "save it as UTF-8"
    if kind == "spreadsheet":
        raise SourceError(path, SourceError.SPREADSHEET)
    if kind is not None:
        raise SourceError(path, SourceError.NOT_TEXT, kind=kind)
