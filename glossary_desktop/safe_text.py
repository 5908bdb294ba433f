"""Text made safe to show or to write out: controls as visible escapes, no formulas.

A glossary or a note is data and may hold anything: a crafted database, a
source file, a note typed with an escape sequence. What the command line
prints goes through :func:`printable`, and what an export writes (to a file
or to standard output) through :func:`printable_lines`: control characters
(ESC starts a terminal's escape sequences; XML 1.0 forbids most of them),
bidirectional overrides and lone surrogates are written as visible escapes
(``\\x1b``, ``\\u202e``), never raw. So a TBX export is well-formed XML, a CSV
export is one the importer reads back, and neither can drive a terminal.

A CSV cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return is run as a formula by a spreadsheet (OWASP's CSV injection list):
:func:`spreadsheet_safe` puts an apostrophe before it, the prefix a
spreadsheet shows as text, and :func:`from_spreadsheet` takes it off again
when the CSV is imported.
"""

from __future__ import annotations

import re

#: C0 controls but tab, line feed and carriage return; DEL and C1; the
#: bidirectional embeddings, overrides and isolates; lone surrogates (an
#: undecodable byte of a command line or file name); U+FFFE and U+FFFF, which
#: are not XML characters.
_CONTROLS = (
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff"
)
#: Everything unsafe on one line of a terminal: the controls, tab and line breaks too.
_UNSAFE = re.compile(f"[{_CONTROLS}\t\n\r]")
#: Unsafe in text of several lines: the controls, and a carriage return that does
#: not end a line (alone, it sends a terminal's cursor back over what it showed).
_UNSAFE_IN_LINES = re.compile(f"[{_CONTROLS}\r]")


def _escaped(match: re.Match[str]) -> str:
    code = ord(match[0])
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the byte it stands for
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _escaped_in_lines(match: re.Match[str]) -> str:
    if match[0] == "\r" and match.string.startswith("\n", match.end()):
        return "\r"  # a CRLF line break
    return _escaped(match)


# Every character either pattern finds is one str.isprintable() refuses (a
# control, a format character, a surrogate, a non-character, a line break): text
# it accepts, nearly all, has nothing to escape, and it tells at C speed.


def printable(text: str) -> str:
    """``text`` on one line, every unsafe character (line breaks too) a visible escape."""
    return text if text.isprintable() else _UNSAFE.sub(_escaped, text)


def printable_lines(text: str) -> str:
    """``text`` with every unsafe character a visible escape; tabs and line breaks
    (``\\n``, ``\\r\\n``) kept, as text of several lines needs them."""
    return text if text.isprintable() else _UNSAFE_IN_LINES.sub(_escaped_in_lines, text)


def all_printable_lines(texts: list[str]) -> list[str]:
    """:func:`printable_lines` of each of ``texts``, looked at in one pass (a CSV
    row's cells: almost always none has anything to escape)."""
    if " ".join(texts).isprintable():
        return texts
    return [printable_lines(text) for text in texts]


#: A cell a spreadsheet would run: one of OWASP's formula starts, after any
#: apostrophes (a cell that already starts with one gets another, so that
#: taking one off always gives back the text).
_FORMULA = re.compile(r"'*[=+\-@\t\r]")
#: What such a cell starts with (a cheap test before the pattern's).
_FORMULA_START = frozenset("'=+-@\t\r")


def spreadsheet_safe(cell: str) -> str:
    """``cell`` with an apostrophe before it if a spreadsheet would run it as a formula."""
    return "'" + cell if cell[:1] in _FORMULA_START and _FORMULA.match(cell) else cell


def from_spreadsheet(cell: str) -> str:
    """The text :func:`spreadsheet_safe` was given: one apostrophe off a defused cell."""
    return cell[1:] if cell[:1] == "'" and _FORMULA.match(cell) else cell
