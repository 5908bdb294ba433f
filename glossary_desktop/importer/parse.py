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

import itertools
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import MAX_TERMBASE_TERM_CHARS
from glossary_desktop.importer.text_lines import SourceLines
from glossary_desktop.text import char_name, identity, normalize_space, term_key

#: Past these lengths a line is not a term or a definition but a broken file
#: (or a binary blob); refusing it keeps the DB and the window sane.
MAX_TERM_CHARS = 300
MAX_DEFINITION_CHARS = 20_000


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
    """Parse ``path``; :class:`SourceError` with file and line when it is malformed.

    Its entries are held (a build streams them instead: :class:`Reading`)."""
    reading = Reading(path)
    entries = tuple(reading)
    return SourceFile(path, reading.title, reading.subtitle, entries, reading.sha256,
                      reading.warnings)


class Seen(Protocol):
    """The entries kept so far of the file being read, by term identity."""

    def earlier(self, same: str) -> Sequence[tuple[str, int]]:
        """(definition, term line) of the kept entries whose term is ``same``
        (:func:`~glossary_desktop.text.identity`), in file order."""

    def add(self, same: str, entry: RawEntry) -> None:
        """Note ``entry``, kept, whose term is ``same``."""


class Remembered:
    """:class:`Seen` in a dict: every term of the file held."""

    def __init__(self) -> None:
        self._kept: dict[str, list[tuple[str, int]]] = {}

    def earlier(self, same: str) -> Sequence[tuple[str, int]]:
        return self._kept.get(same, ())

    def add(self, same: str, entry: RawEntry) -> None:
        self._kept.setdefault(same, []).append((entry.definition, entry.line))


class Reading:
    """The entries of the text source ``path`` as they are read (:mod:`.text_lines`),
    exact repeats dropped and homographs numbered through ``seen``.

    :attr:`title` and :attr:`subtitle` are known once the first entry comes;
    :attr:`sha256` and :attr:`warnings` once the last has. A malformed file raises
    the :class:`SourceError` reading it whole would, once it is read to its end:
    entries before the problem may have come already.
    """

    def __init__(self, path: Path, seen: Seen | None = None) -> None:
        self.path = path
        self.title = self.subtitle = ""
        self._lines = SourceLines(path)
        self._seen = seen if seen is not None else Remembered()
        self._kept_apart: list[SourceWarning] = []  # duplicates and homographs

    @property
    def sha256(self) -> str:
        return self._lines.sha256

    @property
    def warnings(self) -> tuple[SourceWarning, ...]:
        """What was cleaned or kept apart, by line (a line's invisible characters first)."""
        invisible = [SourceWarning(self.path, n, WarningKind.INVISIBLE, chars=chars)
                     for n, chars in self._lines.invisible]
        return tuple(sorted(invisible + self._kept_apart, key=lambda w: w.line))

    def __iter__(self) -> Generator[RawEntry, None, None]:
        self._kept_apart = []
        lines = iter(self._lines)
        head = [line for _, line in itertools.islice(lines, 2)]
        if len(head) == 2:
            # As a term's identity: a no-break space or a tab inside the title would
            # stay in the volume's name, which then no typed name (``--volume``) could match.
            self.title, self.subtitle = map(normalize_space, head)
        problem: SourceError | None = None  # raised once the whole file is known sound
        body = kept = 0
        term, t_line = "", 0
        for number, line in lines:
            body += 1
            if body % 2:
                term, t_line = line, number
            elif problem is None:
                try:
                    entry = self._entry(term, line, t_line, number, kept)
                except SourceError as exc:
                    problem = exc
                    continue
                if entry is not None:
                    kept += 1
                    yield entry
        if not head:
            raise SourceError(self.path, SourceError.EMPTY)
        if not body:
            raise SourceError(self.path, SourceError.NO_ENTRIES)
        if body % 2:
            number, term = _orphan_term(self.path)
            raise SourceError(self.path, SourceError.NO_DEFINITION, number, term=cut(term))
        if problem is not None:
            raise problem

    def _entry(
        self, term: str, definition: str, t_line: int, d_line: int, number: int
    ) -> RawEntry | None:
        """The entry of a term and its definition; ``None`` for an exact repeat."""
        if len(term) > MAX_TERM_CHARS:
            raise SourceError(self.path, SourceError.TERM_TOO_LONG, t_line,
                              length=len(term), limit=MAX_TERM_CHARS)
        if len(definition) > MAX_DEFINITION_CHARS:
            raise SourceError(self.path, SourceError.DEFINITION_TOO_LONG, d_line,
                              length=len(definition), limit=MAX_DEFINITION_CHARS)
        key = term_key(term)
        if not key:
            raise SourceError(self.path, SourceError.NO_LETTERS, t_line, term=cut(term))
        # Terms are the same when identity() says so: case is ignored, accents
        # and ñ are not ("Año" and "Ano" are two terms).
        same = identity(term)
        earlier = self._seen.earlier(same)
        if earlier:
            repeated = next((line for text, line in earlier if text == definition), None)
            if repeated is not None:
                self._kept_apart.append(
                    SourceWarning(self.path, t_line, WarningKind.DUPLICATE, term, repeated))
                return None
            self._kept_apart.append(
                SourceWarning(self.path, t_line, WarningKind.HOMOGRAPH, term, earlier[0][1]))
        entry = RawEntry(term, definition, t_line, d_line, key, number, len(earlier))
        self._seen.add(same, entry)
        return entry


def _looks_like_term(line: str) -> bool:
    return len(line.split()) <= 8 and not line.endswith((".", ":", ";"))


def _orphan_term(path: Path) -> tuple[int, str]:
    """With an odd number of lines, the term most likely missing its definition:
    the first term line followed by another term-like line, else the last line.
    The file is read again: only a broken file needs it."""
    body = itertools.islice(SourceLines(path), 2, None)
    last = (0, "")  # if the file changed since: its last line
    for term, definition in itertools.zip_longest(body, body):
        if definition is None or (_looks_like_term(term[1]) and _looks_like_term(definition[1])):
            return term
        last = definition
    return last


def cut(text: str, width: int = 60) -> str:
    """A term short enough for a one-line message."""
    return text if len(text) <= width else text[: width - 1] + "…"


def _quote(text: str) -> str:
    return repr(cut(text))
