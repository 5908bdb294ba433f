"""The lines of a text source, read a block at a time and checked as they pass.

A million-entry file is never held whole (docs/performance.md, "One huge
volume"): its bytes are read in blocks, each cut after its last line break, and
each piece decoded, made NFC and cleaned of invisible format characters on its
own. That is the whole text's result: a piece ends with a line break, and a line
break composes with nothing under NFC, is no control or invisible character,
and is never part of a UTF-8 sequence.

The file's errors are the ones reading it whole would give, whichever line they
are on: a check of the whole text comes before the checks of its lines
(a NUL anywhere before a bad UTF-8 sequence anywhere, that before a control
character anywhere). So a problem is remembered, the reading goes on with only
the checks that could still come first, and the first problem of the first
kind found is raised once the file is read (:meth:`SourceLines.__iter__`).
"""

from __future__ import annotations

import codecs
import hashlib
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import refuse_controls, unreadable
from glossary_desktop.text import invisible_re, invisible_utf8_re, nfc

MAX_FILE_BYTES = 512 * 1024 * 1024
#: Bytes read at a time (a piece holds them and its text a few times over).
BLOCK = 1 << 20

_LONE_CR_RE = re.compile(r"\r(?!\n)")
_BOMS = {b"\xff\xfe": "UTF-16", b"\xfe\xff": "UTF-16", b"\x00\x00\xfe\xff": "UTF-32"}

# How much of a piece is still checked once an earlier piece had a problem.
_ALL, _DECODE, _NUL = 3, 2, 1


class SourceLines:
    """The non-blank lines of the text file ``path``, trimmed, with their 1-based
    numbers; its SHA-256 and invisible-character warnings once they are read.

    Lines end with LF, CRLF or a CR alone (as an editor shows them); only those
    end a line (a U+2028 inside a definition does not). Iterating again reads
    the file again.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.sha256 = ""
        #: (line, invisible characters removed from it), in line order.
        self.invisible: list[tuple[int, tuple[str, ...]]] = []

    def __iter__(self) -> Iterator[tuple[int, str]]:
        self.invisible = []
        digest = hashlib.sha256()
        problem: SourceError | None = None
        checks = _ALL
        line = 1  # the number of the next piece's first line
        first = True
        for piece in _pieces(self.path, digest.update):
            if first:
                _refuse_other_encodings(self.path, piece)
            bom = len(codecs.BOM_UTF8) if first and piece.startswith(codecs.BOM_UTF8) else 0
            first = False
            nul = piece.find(b"\x00")
            if nul >= 0:  # binary data: whatever else the file holds
                raise SourceError(self.path, SourceError.BINARY, line - 1 + _line_at(piece, nul))
            if checks == _NUL:
                line += _breaks(piece)
                continue
            try:
                text = str(piece[bom:] if bom else piece, "utf-8")
            except UnicodeDecodeError as exc:
                # ``exc.start`` counts from after the BOM. (Until 2026-12-03 the
                # whole file's "utf-8-sig" decoding named the byte 3 before the bad one.)
                problem, checks = not_utf8(self.path, piece, bom + exc.start, line), _NUL
                line += _breaks(piece)
                continue
            text = nfc(_one_newline(text))
            if checks == _ALL:
                try:
                    refuse_controls(self.path, text, line)
                except SourceError as exc:
                    problem, checks = exc, _DECODE
            if checks == _ALL:
                if invisible_utf8_re().search(piece, bom):  # the common case: none, no copy
                    text = self._remove_invisible(text, line)
                for number, raw in enumerate(text.split("\n"), start=line):
                    if stripped := raw.strip():
                        yield number, stripped
            line += text.count("\n")
        if problem is not None:
            raise problem
        self.sha256 = digest.hexdigest()

    def _remove_invisible(self, text: str, line: int) -> str:
        """``text`` (starting at ``line``) without invisible format characters;
        each line that had any noted in :attr:`invisible`."""
        pattern = invisible_re()
        found: dict[int, list[str]] = {}
        counted = 0
        for match in pattern.finditer(text):
            line += text.count("\n", counted, match.start())
            counted = match.start()
            chars = found.setdefault(line, [])
            if match.group() not in chars:
                chars.append(match.group())
        self.invisible.extend((n, tuple(chars)) for n, chars in found.items())
        return pattern.sub("", text)


def _pieces(path: Path, digest: Callable[[bytes], None]) -> Iterator[bytes]:
    """The bytes of ``path``, each piece ending after a line break (the last as the
    file ends), added to ``digest``; :class:`SourceError` if it cannot be read."""
    held: list[bytes] = []  # a line longer than a block, until its end comes
    for block in _blocks(path):
        digest(block)
        # After the last LF, else after the last CR alone (a CR at the block's end
        # may be the start of a CRLF): a piece never ends inside a line break.
        end = block.rfind(b"\n") + 1 or block.rfind(b"\r", 0, len(block) - 1) + 1
        if not end:
            held.append(block)
            continue
        yield b"".join((*held, block[:end])) if held else block[:end]
        held = [block[end:]] if end < len(block) else []
    if held:
        yield b"".join(held)


def _blocks(path: Path) -> Iterator[bytes]:
    try:
        if path.is_dir():
            raise SourceError(path, SourceError.IS_DIRECTORY)
        with path.open("rb") as fh:
            if os.fstat(fh.fileno()).st_size > MAX_FILE_BYTES:
                raise _too_large(path)
            size = 0
            while block := fh.read(BLOCK):
                size += len(block)
                if size > MAX_FILE_BYTES:  # grown since it was opened
                    raise _too_large(path)
                yield block
    except SourceError:
        raise
    except FileNotFoundError as exc:
        raise SourceError(path, SourceError.NOT_FOUND) from exc
    except OSError as exc:
        raise unreadable(path, exc) from exc


def _too_large(path: Path) -> SourceError:
    return SourceError(path, SourceError.TOO_LARGE, limit=MAX_FILE_BYTES // 2**20)


def _refuse_other_encodings(path: Path, head: bytes) -> None:
    for bom, name in _BOMS.items():
        if head.startswith(bom):
            raise SourceError(path, SourceError.OTHER_ENCODING, line=1, encoding=name)


def not_utf8(path: Path, data: bytes, start: int, line: int = 1) -> SourceError:
    """The error for ``data`` (the file's bytes from the start of line ``line``),
    whose UTF-8 breaks at offset ``start``."""
    line_start = max(data.rfind(b"\n", 0, start), data.rfind(b"\r", 0, start)) + 1
    return SourceError(path, SourceError.NOT_UTF8, line - 1 + _line_at(data, start),
                       byte=data[start], column=start - line_start + 1)


def _line_at(data: bytes, offset: int) -> int:
    """The 1-based line of byte ``offset``, lines ending with LF, CRLF or CR alone."""
    crlf = data.count(b"\r\n", 0, offset)
    return data.count(b"\n", 0, offset) + data.count(b"\r", 0, offset) - crlf + 1


def _breaks(data: bytes) -> int:
    return _line_at(data, len(data)) - 1


def _one_newline(text: str) -> str:
    """``text`` with a CR alone (classic Mac OS and some Windows exports) as LF, as an
    editor shows it: else a CR-only file reads as one line ("no entries"). Text of
    LF or CRLF is returned as it is, not copied (trimming drops a CRLF's CR)."""
    if not _LONE_CR_RE.search(text):
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")
