"""The requests a running reader takes on its socket: short lines, one command each.

A line is ASCII ``raise``, or ``lookup`` followed by a tab and UTF-8 text, ending
in ``\\n``; either may end with a tab and the start's activation id (what lets
the reader take the focus: a launcher's ``DESKTOP_STARTUP_ID`` or an X timestamp
as ``_TIME<n>``, or Wayland's ``XDG_ACTIVATION_TOKEN``; visible ASCII, at most
:data:`MAX_ACTIVATION` bytes). Anything else (a longer line, another word,
control characters, bytes that are not UTF-8) is not a request: the server drops
it and carries on. The answer is one line, ``ok``.
"""

from __future__ import annotations

from typing import NamedTuple

#: The longest line the server reads, newline included; a longer one is dropped.
MAX_LINE = 1024
#: The most requests one connection may send before the server closes it.
MAX_REQUESTS = 4
#: The longest activation id sent; a longer one is left out (the request goes without).
MAX_ACTIVATION = 200
OK = b"ok\n"
RAISE = "raise"
LOOKUP = "lookup"


class Request(NamedTuple):
    command: str  # RAISE or LOOKUP
    text: str = ""  # what to look up (LOOKUP only)
    activation: str = ""  # what lets the reader take the focus ("" if nothing does)


def activation_id(text: str) -> str:
    """``text`` if it can go as an activation id, else ""."""
    if 0 < len(text) <= MAX_ACTIVATION and all("!" <= ch <= "~" for ch in text):
        return text
    return ""


def one_line(text: str) -> str:
    """``text`` with every run of whitespace (line breaks included) one space, trimmed."""
    return " ".join(text.split())


def encode(request: Request) -> bytes:
    """The line for ``request``; :class:`ValueError` if it would be too long or empty.

    An activation id that would make the line too long, or is not one, is left out.
    """
    if request.command == RAISE:
        line = RAISE.encode()
    else:
        text = one_line(request.text)
        if not text:
            raise ValueError("nothing to look up")
        line = f"{LOOKUP}\t{text}".encode()
        if len(line) + 1 > MAX_LINE or parse(line + b"\n") is None:
            raise ValueError(f"too long to look up (at most {MAX_LINE - 8} bytes)")
    activation = activation_id(request.activation)
    if activation and len(line) + len(activation) + 2 <= MAX_LINE:
        line += b"\t" + activation.encode()
    return line + b"\n"


def parse(line: bytes) -> Request | None:
    """The request ``line`` holds (with its ``\\n``), or ``None`` if it is not one."""
    if len(line) > MAX_LINE or not line.endswith(b"\n"):
        return None
    try:
        body = line[:-1].decode("utf-8")
    except UnicodeDecodeError:
        return None
    fields = body.split("\t")
    command, given = fields[0], fields[1:]
    if command == RAISE and len(given) <= 1:
        text, activation = "", (given or [""])[0]
    elif command == LOOKUP and 1 <= len(given) <= 2:
        text, activation = given[0], (given[1:] or [""])[0]
        if not text or any(ch < " " or "\x7f" <= ch <= "\x9f" for ch in text) \
                or one_line(text) != text:
            return None
    else:
        return None
    if activation and activation_id(activation) != activation:
        return None
    return Request(command, text, activation)


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
