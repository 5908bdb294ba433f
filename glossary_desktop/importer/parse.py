"""Reading one source file: title, subtitle, then term and definition lines.

Format: UTF-8 (a BOM is allowed), LF, CRLF or CR, surrounding whitespace trimmed,
blank lines ignored. The first two non-blank lines are the title and subtitle;
after them, lines alternate term, definition. Anything else is a
:class:`SourceError` naming the file and, where there is one, the line.

Text is cleaned, not refused, where a real glossary holds it (each a
:class:`SourceWarning` with file and line): NFC, invisible format characters
removed, an exact duplicate entry kept once, and the same term twice with two
definitions kept as two concepts (homographs: "Red" the network, "Red" the net).
"""

from __future__ import annotations

import codecs
import hashlib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import MAX_TERMBASE_TERM_CHARS, refuse_controls, unreadable
from glossary_desktop.text import (
    char_name,
    identity,
    invisible_re,
    invisible_utf8_re,
    nfc,
    normalize_space,
    term_key,
)

#: Past these lengths a line is not a term or a definition but a broken file
#: (or a binary blob); refusing it keeps the DB and the window sane.
MAX_TERM_CHARS = 300
MAX_DEFINITION_CHARS = 20_000
MAX_FILE_BYTES = 512 * 1024 * 1024

_LONE_CR_RE = re.compile(r"\r(?!\n)")
_BOMS = {b"\xff\xfe": "UTF-16", b"\xfe\xff": "UTF-16", b"\x00\x00\xfe\xff": "UTF-32"}


@dataclass(frozen=True, slots=True)
class RawEntry:
    """A term and its definition as read, with their 1-based line numbers."""

    term: str
    definition: str
    line: int
    definition_line: int
    key: str  # term_key(term): folded words, for lookups
    number: int  # 0-based position among the file's entries
    ordinal: int = 0  # earlier entries of the file with the same term (homographs)


class WarningKind(StrEnum):
    """Why a source line was cleaned or kept apart (a reason code the UI can word)."""

    INVISIBLE = "invisible"  # invisible format characters removed
    DUPLICATE = "duplicate"  # the same entry again: kept once
    HOMOGRAPH = "homograph"  # the same term with another definition: a second concept
    LONG_TERM = "long-term"  # a term base's term too long: its concept left out


@dataclass(frozen=True, slots=True)
class SourceWarning:
    """Something the importer fixed or decided on a source line; nothing is refused."""

    path: Path
    line: int
    kind: WarningKind
    term: str = ""
    other_line: int = 0  # the earlier line of a duplicate or homograph
    chars: tuple[str, ...] = ()  # the invisible characters removed
    length: int = 0  # the characters of a term too long (its start is ``term``)

    @property
    def message(self) -> str:
        """The English wording (the CLI's; the window words :attr:`kind` itself)."""
        if self.kind is WarningKind.INVISIBLE:
            return "invisible characters removed: " + ", ".join(map(char_name, self.chars))
        if self.kind is WarningKind.LONG_TERM:
            return (f"term {_quote(self.term)} has {self.length:,} characters, more than "
                    f"{MAX_TERMBASE_TERM_CHARS}: its concept is left out")
        if self.kind is WarningKind.DUPLICATE:
            return (f"term {_quote(self.term)} repeats line {self.other_line} with the same "
                    "definition: kept once")
        return (f"term {_quote(self.term)} is also at line {self.other_line} with another "
                "definition: kept as two concepts")

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class SourceFile:
    """One parsed source file."""

    path: Path
    title: str
    subtitle: str
    entries: tuple[RawEntry, ...]
    sha256: str
    warnings: tuple[SourceWarning, ...] = ()

    @property
    def name(self) -> str:
        return self.path.name


def read_source(path: Path) -> SourceFile:
    """Parse ``path``; :class:`SourceError` with file and line when it is malformed."""
    data = _read_bytes(path)
    text = nfc(_one_newline(_decode(path, data)))
    # One search of the whole text, not one per line: a NUL or a bell in a "text"
    # file means binary data or another encoding (as in every reader).
    refuse_controls(path, text)
    warnings: list[SourceWarning] = []
    # A BOM is allowed at the start (decoding drops it); anywhere else it is invisible.
    start = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    if invisible_utf8_re().search(data, start):  # the common case: none, no copy
        text, warnings = _remove_invisible(path, text)
    lines = _content_lines(text)
    if not lines:
        raise SourceError(path, SourceError.EMPTY)
    if len(lines) < 3:
        raise SourceError(path, SourceError.NO_ENTRIES)
    (_, title), (_, subtitle), *body = lines
    # As a term's identity: a no-break space or a tab inside the title would stay in
    # the volume's name, which then no typed name (``--volume``) could match.
    title, subtitle = normalize_space(title), normalize_space(subtitle)
    entries = _dedupe(path, _pair_lines(path, body), warnings)
    warnings.sort(key=lambda w: w.line)
    return SourceFile(
        path, title, subtitle, tuple(entries), hashlib.sha256(data).hexdigest(), tuple(warnings)
    )


def _read_bytes(path: Path) -> bytes:
    try:
        if path.is_dir():
            raise SourceError(path, SourceError.IS_DIRECTORY)
        with path.open("rb") as fh:
            data = fh.read(MAX_FILE_BYTES + 1)
    except SourceError:
        raise
    except FileNotFoundError as exc:
        raise SourceError(path, SourceError.NOT_FOUND) from exc
    except OSError as exc:
        raise unreadable(path, exc) from exc
    if len(data) > MAX_FILE_BYTES:
        raise SourceError(path, SourceError.TOO_LARGE, limit=MAX_FILE_BYTES // 2**20)
    return data


def _decode(path: Path, data: bytes) -> str:
    for bom, name in _BOMS.items():
        if data.startswith(bom):
            raise SourceError(path, SourceError.OTHER_ENCODING, line=1, encoding=name)
    nul = data.find(b"\x00")
    if nul >= 0:  # before decoding: binary data usually fails UTF-8 later on
        raise SourceError(path, SourceError.BINARY, line=_line_at(data, nul))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise not_utf8(path, data, exc.start) from exc


def not_utf8(path: Path, data: bytes, start: int) -> SourceError:
    """The error for ``data`` (the file's bytes), whose UTF-8 breaks at offset ``start``."""
    line_start = max(data.rfind(b"\n", 0, start), data.rfind(b"\r", 0, start)) + 1
    return SourceError(path, SourceError.NOT_UTF8, _line_at(data, start), byte=data[start],
                       column=start - line_start + 1)


def _line_at(data: bytes, offset: int) -> int:
    """The 1-based line of byte ``offset``, lines ending with LF, CRLF or CR alone."""
    crlf = data.count(b"\r\n", 0, offset)
    return data.count(b"\n", 0, offset) + data.count(b"\r", 0, offset) - crlf + 1


def _one_newline(text: str) -> str:
    """``text`` with a CR alone (classic Mac OS and some Windows exports) as LF, as an
    editor shows it: else a CR-only file reads as one line ("no entries"). A file of
    LF or CRLF is returned as it is, not copied (trimming drops a CRLF's CR)."""
    if not _LONE_CR_RE.search(text):
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _remove_invisible(path: Path, text: str) -> tuple[str, list[SourceWarning]]:
    """``text`` without invisible format characters, and one warning per line that had any."""
    pattern = invisible_re()
    found: dict[int, list[str]] = {}
    line, counted = 1, 0
    for match in pattern.finditer(text):
        line += text.count("\n", counted, match.start())
        counted = match.start()
        chars = found.setdefault(line, [])
        if match.group() not in chars:
            chars.append(match.group())
    warnings = [
        SourceWarning(path, n, WarningKind.INVISIBLE, chars=tuple(chars))
        for n, chars in found.items()
    ]
    return pattern.sub("", text), warnings


def _content_lines(text: str) -> list[tuple[int, str]]:
    """Non-blank lines, trimmed, with their 1-based line numbers."""
    # splitlines() would also split on U+2028 and friends inside a definition;
    # only LF ends a line here (a CR alone was made LF by _one_newline, a CRLF's CR
    # is trimmed).
    return [
        (number, line)
        for number, line in enumerate((raw.strip() for raw in text.split("\n")), start=1)
        if line
    ]


_Lines = tuple[str, str, int, int, str]  # term, definition, their lines, term key


def _pair_lines(path: Path, body: list[tuple[int, str]]) -> Iterator[_Lines]:
    if len(body) % 2:
        number, term = _orphan_term(body)
        raise SourceError(path, SourceError.NO_DEFINITION, number, term=cut(term))
    for (t_line, term), (d_line, definition) in zip(body[::2], body[1::2], strict=True):
        if len(term) > MAX_TERM_CHARS:
            raise SourceError(path, SourceError.TERM_TOO_LONG, t_line,
                              length=len(term), limit=MAX_TERM_CHARS)
        if len(definition) > MAX_DEFINITION_CHARS:
            raise SourceError(path, SourceError.DEFINITION_TOO_LONG, d_line,
                              length=len(definition), limit=MAX_DEFINITION_CHARS)
        key = term_key(term)
        if not key:
            raise SourceError(path, SourceError.NO_LETTERS, t_line, term=cut(term))
        yield term, definition, t_line, d_line, key


def _looks_like_term(line: str) -> bool:
    return len(line.split()) <= 8 and not line.endswith((".", ":", ";"))


def _orphan_term(body: list[tuple[int, str]]) -> tuple[int, str]:
    """With an odd number of lines, the term most likely missing its definition:
    the first term line followed by another term-like line, else the last line."""
    for k in range(0, len(body) - 1, 2):
        if _looks_like_term(body[k][1]) and _looks_like_term(body[k + 1][1]):
            return body[k]
    return body[-1] if len(body) % 2 else body[-2]


def _dedupe(path: Path, entries: Iterable[_Lines], warnings: list[SourceWarning]) -> list[RawEntry]:
    """Drop exact repeats (warned) and number homographs (warned), in file order.

    Terms are the same when :func:`~glossary_desktop.text.identity` says so:
    case is ignored, accents and ñ are not ("Año" and "Ano" are two terms).
    """
    first: dict[str, RawEntry] = {}
    more: dict[str, list[RawEntry]] = {}  # the rare terms seen twice or more
    kept: list[RawEntry] = []
    for term, definition, t_line, d_line, key in entries:
        same_term = identity(term)
        earlier = first.get(same_term)
        if earlier is None:
            entry = RawEntry(term, definition, t_line, d_line, key, len(kept))
            first[same_term] = entry
            kept.append(entry)
            continue
        homographs = more.setdefault(same_term, [])
        repeated = next((e for e in (earlier, *homographs) if e.definition == definition), None)
        if repeated is not None:
            warnings.append(
                SourceWarning(path, t_line, WarningKind.DUPLICATE, term, repeated.line)
            )
            continue
        warnings.append(SourceWarning(path, t_line, WarningKind.HOMOGRAPH, term, earlier.line))
        entry = RawEntry(term, definition, t_line, d_line, key, len(kept), 1 + len(homographs))
        homographs.append(entry)
        kept.append(entry)
    return kept


def cut(text: str, width: int = 60) -> str:
    """A term short enough for a one-line message."""
    return text if len(text) <= width else text[: width - 1] + "…"


def _quote(text: str) -> str:
    return repr(cut(text))
