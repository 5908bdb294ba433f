"""The requests a running reader takes on its socket: short lines, one command each.

A line is ASCII ``raise`` or ``lookup`` followed by a tab and UTF-8 text, ending in
``\\n``. Anything else (a longer line, another word, control characters, bytes that
are not UTF-8) is not a request: the server drops it and carries on. The answer
is one line, ``ok``.
"""

from __future__ import annotations

from typing import NamedTuple

#: The longest line the server reads, newline included; a longer one is dropped.
MAX_LINE = 1024
#: The most requests one connection may send before the server closes it.
MAX_REQUESTS = 4
OK = b"ok\n"
RAISE = "raise"
LOOKUP = "lookup"


class Request(NamedTuple):
    command: str  # RAISE or LOOKUP
    text: str = ""  # what to look up (LOOKUP only)


def one_line(text: str) -> str:
    """``text`` with every run of whitespace (line breaks included) one space, trimmed."""
    return " ".join(text.split())


def encode(request: Request) -> bytes:
    """The line for ``request``; :class:`ValueError` if it would be too long or empty."""
    if request.command == RAISE:
        return b"raise\n"
    text = one_line(request.text)
    if not text:
        raise ValueError("nothing to look up")
    line = f"{LOOKUP}\t{text}\n".encode()
    if len(line) > MAX_LINE or parse(line) is None:
        raise ValueError(f"too long to look up (at most {MAX_LINE - 8} bytes)")
    return line


def parse(line: bytes) -> Request | None:
    """The request ``line`` holds (with its ``\\n``), or ``None`` if it is not one."""
    if len(line) > MAX_LINE or not line.endswith(b"\n"):
        return None
    try:
        body = line[:-1].decode("utf-8")
    except UnicodeDecodeError:
        return None
    if body == RAISE:
        return Request(RAISE)
    command, tab, text = body.partition("\t")
    if command != LOOKUP or not tab:
        return None
    if any(ch < " " or "\x7f" <= ch <= "\x9f" for ch in text) or one_line(text) != text:
        return None
    return Request(LOOKUP, text) if text else None


class LineReader:
    """Cuts what a connection sends into requests, holding at most :data:`MAX_LINE` bytes.

    ``feed`` returns the requests completed by ``data`` (malformed lines left out);
    :attr:`broken` is set once the peer sent a line too long or too many lines, and
    from then on everything is dropped (the server closes the connection).
    """

    def __init__(self) -> None:
        self._pending = b""
        self._lines = 0
        self.broken = False

    def feed(self, data: bytes) -> list[Request]:
        found: list[Request] = []
        if self.broken:
            return found
        self._pending += data
        while not self.broken:
            end = self._pending.find(b"\n")
            if end < 0:
                self.broken = len(self._pending) >= MAX_LINE
                break
            line, self._pending = self._pending[: end + 1], self._pending[end + 1:]
            self._lines += 1
            if self._lines > MAX_REQUESTS or len(line) > MAX_LINE:
                self.broken = True
                break
            request = parse(line)
            if request is not None:
                found.append(request)
        if self.broken:
            self._pending = b""
        return found
