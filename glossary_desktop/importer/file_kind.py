"""What a source that is not text at all looks like, told by its first bytes (the
"magic numbers" of a few common formats), so that a PNG renamed ``.csv`` is told
it is an image, not to save itself as UTF-8. Qt-free: the command line and the
window's import (its child process) both refuse it through
:func:`~.limits.check_source_file`.
"""

from __future__ import annotations

#: Bytes read from a file's start: enough for a ZIP's first member's name.
HEAD_BYTES = 4096
#: A ZIP member a spreadsheet has near its start (XLSX: ``xl/``; ODS: its mimetype).
_SPREADSHEET_MARKS = (b"xl/", b"opendocument.spreadsheet")
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"%PDF-", "PDF"),
    (b"\x1f\x8b", "gzip"),
    (b"PK\x03\x04", "ZIP"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "spreadsheet"),  # XLS (and other old Office files)
)


def looks_like(head: bytes) -> str | None:
    """The format whose signature starts ``head`` (``"PNG"``, ``"JPEG"``, ``"GIF"``,
    ``"PDF"``, ``"gzip"``, ``"ZIP"``, or ``"spreadsheet"`` for an XLSX, ODS or XLS
    file), or ``None`` for anything else (text, we hope)."""
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            if kind == "ZIP" and any(mark in head for mark in _SPREADSHEET_MARKS):
                return "spreadsheet"
            return kind
    return None
