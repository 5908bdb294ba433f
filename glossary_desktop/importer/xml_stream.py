"""The bytes of a TBX file on their way to the XML parser, checked as they pass.

The parser (expat) reads whatever it is given; a crafted file can make it slow
or break what reads its output. So :class:`XmlStream` hands the parser the
file's bytes only once they pass these checks, each refused with one
:class:`SourceError` line naming the file and the line:

- **Encoding**: UTF-8 (US-ASCII, a part of it, too) or UTF-16, as TBX allows;
  UTF-16 is given to the parser as UTF-8. Any other encoding, declared or
  marked by its byte order mark, is refused (``OTHER_ENCODING``) rather than
  handed to a codec the parser cannot use (``Shift_JIS``, ``rot13``...).
- **Control characters** (:func:`~.limits.refuse_controls`), before parsing.
- **Size**: a tag (its attributes) or a text without markup longer than
  :data:`MAX_RUN_BYTES`, or one record longer than :data:`MAX_RECORD_BYTES`:
  the parser rescans a token that spans its input from its start each time it
  is fed (a 50 MB attribute took minutes), and a record is held whole in memory.

Each piece given to the parser ends before the next ``<conceptEntry`` or
``<termEntry``, so the elements the parser reports after a piece lie on or
after :attr:`XmlStream.line`, and a record's start tag lies on it exactly.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path
from typing import BinaryIO

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import refuse_controls

#: Bytes a tag (with its attributes) or a text between two tags may hold.
MAX_RUN_BYTES = 1 << 20
#: Bytes one concept's record may span, from its start tag to its end tag.
MAX_RECORD_BYTES = 16 << 20
#: Encodings a TBX file may be in (TBX allows UTF-8 and UTF-16).
ENCODINGS = frozenset({"utf-8", "us-ascii", "utf-16", "utf-16le", "utf-16be"})

_BLOCK = 64 * 1024
# Bytes kept back at the end of a block until the next one is read: a record's
# start tag cut by the block's end is found whole.
_TAIL = 64
_RECORD = re.compile(rb"<(?:[\w.-]{1,32}:)?(?:conceptEntry|termEntry)[\s/>]")
_DECLARED = re.compile(rb"<\?xml\s[^>]{0,200}?encoding\s*=\s*[\"']([\w.:-]{1,40})[\"']")
# Bytes that are control characters whatever the rest: C0 (tab and line breaks
# aside) and DEL. A block holding none (nearly every one) is not decoded.
_NOT_CONTROL = bytes(b for b in range(256) if b in b"\t\n\r" or 32 <= b < 127 or b > 127)
_UTF16_START = {b"<\x00?\x00": "utf-16-le", b"\x00<\x00?": "utf-16-be"}


class XmlStream:
    """A file-like object for ``iterparse`` over the TBX file open as ``fh``.

    ``encoding`` is the one the parser must be told (``"utf-8"`` when the file
    is UTF-16), else ``None``: the file's own declaration stands.
    """

    def __init__(self, path: Path, fh: BinaryIO) -> None:
        self.path = path
        self._fh = fh
        #: The line the last piece handed to the parser starts on.
        self.line = 1
        self._next_line = 1
        self._buf = fh.read(_BLOCK)
        self._pos = 0
        self._eof = not self._buf
        self._offset = 0  # bytes handed to the parser
        self._last = 0  # bytes of the last piece
        self._run = 0  # bytes since the last "<"
        self._run_line = 1  # where that run started
        self._records = 0  # records open (one, unless a file nests them)
        self._record_start = 0
        self._record_line = 0
        source = _source_encoding(path, self._buf)
        self._decoder = None if source is None else codecs.getincrementaldecoder(source)()
        self.encoding = None if source is None else "utf-8"
        if self._decoder is not None:
            self._buf = self._transcode(self._buf)
        self._refuse_controls(self._buf, 1)

    def read(self, size: int = _BLOCK) -> bytes:
        """The next piece for the parser: at most ``size`` bytes, ending before the
        next record's start tag; ``b""`` at the end."""
        while not self._eof and len(self._buf) - self._pos <= _TAIL:
            self._fill()
        stop = len(self._buf) if self._eof else len(self._buf) - _TAIL
        end = min(stop, self._pos + (_BLOCK if size < 0 else max(1, min(size, _BLOCK))))
        # Also a start tag that the piece's end would cut: it starts the next piece.
        found = _RECORD.search(self._buf, self._pos + 1, min(len(self._buf), end + _TAIL))
        if found is not None and found.start() < end:
            end = found.start()
        chunk = self._buf[self._pos:end]
        self._pos = end
        self.line = self._next_line
        self._measure(chunk)
        return chunk

    def record_started(self) -> None:
        """The parser met a record's start tag in the last piece (on :attr:`line`)."""
        if not self._records:
            self._record_start = self._offset - self._last
            self._record_line = self.line
        self._records += 1

    def record_ended(self) -> None:
        """The parser met a record's end tag."""
        self._records = max(0, self._records - 1)

    def _measure(self, chunk: bytes) -> None:
        """Count the lines of ``chunk``; refuse a run or a record grown too long."""
        self._last = len(chunk)
        self._offset += len(chunk)
        first = chunk.find(b"<")
        if first < 0:
            self._run += len(chunk)
        else:
            self._run += first  # the run this piece's first "<" ends
            if self._run <= MAX_RUN_BYTES:  # those inside a piece are shorter than it
                last = chunk.rfind(b"<")
                self._run = len(chunk) - last - 1
                self._run_line = self.line + chunk.count(b"\n", 0, last)
        self._next_line = self.line + chunk.count(b"\n")
        if self._run > MAX_RUN_BYTES:
            raise SourceError(self.path, SourceError.XML_TOO_LONG, self._run_line,
                              limit=MAX_RUN_BYTES >> 20)
        if self._records and self._offset - self._record_start > MAX_RECORD_BYTES:
            raise SourceError(self.path, SourceError.RECORD_TOO_LONG, self._record_line,
                              limit=MAX_RECORD_BYTES >> 20)

    def _fill(self) -> None:
        """Read the next block behind what is left of the last one."""
        rest = self._buf[self._pos:]
        block = self._fh.read(_BLOCK)
        self._eof = not block
        if self._decoder is not None:
            block = self._transcode(block)
        self._refuse_controls(block, self._next_line + rest.count(b"\n"))
        self._buf, self._pos = rest + block, 0

    def _transcode(self, block: bytes) -> bytes:
        assert self._decoder is not None
        try:
            return self._decoder.decode(block, final=not block).encode("utf-8")
        except UnicodeDecodeError as exc:
            raise SourceError(self.path, SourceError.BAD_XML, self._next_line,
                              detail="not UTF-16 text", column=1) from exc

    def _refuse_controls(self, block: bytes, line: int) -> None:
        if block.translate(None, _NOT_CONTROL):  # rare: decoded only then
            refuse_controls(self.path, block.decode("utf-8", "replace"), line)


def _source_encoding(path: Path, head: bytes) -> str | None:
    """The codec to read a UTF-16 file with; ``None`` for UTF-8 (or US-ASCII).
    Any other encoding is refused."""
    if head.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, b"<\x00\x00\x00",
                        b"\x00\x00\x00<")):
        raise SourceError(path, SourceError.OTHER_ENCODING, 1, encoding="UTF-32")
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if head[:4] in _UTF16_START:
        return _UTF16_START[head[:4]]
    declared = _DECLARED.match(head.removeprefix(codecs.BOM_UTF8))
    if declared is not None:
        name = declared.group(1).decode("ascii")
        if name.lower() not in ENCODINGS:
            raise SourceError(path, SourceError.OTHER_ENCODING, 1, encoding=name)
    return None
