"""Text folding shared by the importer, the search engine and the renderer.

One definition of "the same letters" for the whole app: case and accents are
ignored (``Sincrónico`` == ``sincronico``), which is what SQLite's FTS5
``unicode61 remove_diacritics 2`` tokenizer does, so Python-side matching
(highlight spans, cross-links, exact-term lookups) agrees with the index.

That folding is for finding. For identity (is this the same term?) accents and
ñ are letters: "Año" and "Ano" are two terms (:func:`identity`). Clean text
(:func:`nfc`, :func:`invisible_re`) makes what is stored match what is seen.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

# A word, as FTS5's unicode61 tokenizer sees it: a run of letters, digits and
# combining marks. Everything else separates tokens.
_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def fold_char(ch: str) -> str:
    """Case- and accent-folded form of one character (may be "" or several)."""
    return fold(ch)


# Combining diacritical mark blocks; after NFD, accents are these code points.
_COMBINING_RE = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def fold(text: str) -> str:
    """Casefold and strip accents: ``"Ñandú Sincrónico"`` -> ``"nandu sincronico"``.

    Whole-string C-level operations (the importer folds millions of terms); the
    per-character :func:`fold_char` gives the same result where offsets matter.
    """
    if text.isascii():
        return text.lower()
    try:
        latin = text.encode("latin-1")
    except UnicodeEncodeError:
        pass
    else:
        # Spanish and Portuguese text is Latin-1: a byte table folds it in one
        # C pass, where str.translate looks every character up in a dict.
        if not _LATIN1_LONGER.search(latin):
            return latin.translate(_LATIN1_FOLD).decode("latin-1")
    if not _NOT_ONE_TO_ONE.search(text):
        return text.translate(_ONE_TO_ONE)
    return _fold_unicode(text)


def _fold_unicode(text: str) -> str:
    return _COMBINING_RE.sub("", unicodedata.normalize("NFD", text.casefold()))


def _single_char_folds() -> dict[int, str]:
    """ASCII and Latin letters whose folded form is exactly one character."""
    table = {c: chr(c).lower() for c in range(0x80)}
    for c in range(0x80, 0x250):
        folded = _fold_unicode(chr(c))
        if len(folded) == 1:
            table[c] = folded
    return table


def _char_class(codes: Iterable[int]) -> str:
    """A regex class body for ``codes`` as runs (``a-z``): 3 runs compile in half
    the time of ~600 single characters, on every start-up."""
    runs: list[list[int]] = []
    for code in sorted(codes):
        if runs and code == runs[-1][1] + 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return "".join(
        re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else "") for a, b in runs
    )


_ONE_TO_ONE = _single_char_folds()
# The Latin-1 characters folded as one Latin-1 character (all but "µ" and "ß"),
# as a bytes.translate table; the others keep their byte and are found first.
_LATIN1_FOLD = bytes(
    ord(_ONE_TO_ONE[c]) if c in _ONE_TO_ONE and ord(_ONE_TO_ONE[c]) < 0x100 else c
    for c in range(0x100)
)
_LATIN1_LONGER = re.compile(b"[" + b"".join(
    re.escape(bytes([c])) for c in range(0x100)
    if c not in _ONE_TO_ONE or ord(_ONE_TO_ONE[c]) >= 0x100
) + b"]")
# Text made only of such characters folds to a string of the same length, so
# offsets need no map (the common case: Spanish and Portuguese text).
_NOT_ONE_TO_ONE = re.compile("[^" + _char_class(_ONE_TO_ONE) + "]")


def fold_with_map(text: str) -> tuple[str, Sequence[int]]:
    """Fold ``text`` and map every folded index back to its index in ``text``.

    The map has one extra item (``len(text)``) so an end offset maps too. For
    Latin text it is the identity (a ``range``, no per-character work).
    """
    if not _NOT_ONE_TO_ONE.search(text):
        return text.translate(_ONE_TO_ONE), range(len(text) + 1)
    out: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        folded = fold_char(ch)
        out.append(folded)
        index.extend([i] * len(folded))
    index.append(len(text))
    return "".join(out), index


def words(text: str) -> list[str]:
    """The folded words of ``text``, as the full-text index tokenizes them."""
    return _WORD_RE.findall(fold(text))


def written_words(text: str) -> list[str]:
    """The words of ``text`` as written (case and accents kept), as FTS5 splits them."""
    return _WORD_RE.findall(text)


def word_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` offsets of the words in ``text`` (original offsets)."""
    return [m.span() for m in _WORD_RE.finditer(text)]


def normalize_space(text: str) -> str:
    """Collapse runs of whitespace to one space and trim."""
    # str.split() knows the same whitespace as the regex ``\s`` and is several
    # times faster on a long definition (a term base has millions of them).
    return " ".join(text.split())


def term_key(text: str) -> str:
    """Key for exact and prefix term lookups: folded words joined by one space."""
    return " ".join(words(text))


# Spanish orders ñ as its own letter after n. "{" is the ASCII character just
# after "z", so "n{" sorts after every "n" + letter and before "o".
_ENYE = "n{"


# What goes before a term's first letter or digit: opening quotes and marks
# (« ¿ ¡ " ' ( ...), which a dictionary ignores when it orders its words.
_LEADING_PUNCTUATION = re.compile(r"\A[\W_]+")


def sort_key(text: str) -> str:
    """Alphabetical key: case, accents and leading punctuation ignored («Falso
    amigo» among the F), ñ after n (Spanish order).

    SQLite has no ICU here and NOCASE is ASCII-only, so the key is computed once
    at build time and indexed.
    """
    return sort_key_of_identity(identity(text))


def sort_key_of_identity(same: str) -> str:
    """:func:`sort_key` of a term whose :func:`identity` is ``same`` (the importer
    has it already)."""
    if same and not same[0].isalnum():  # one test for the usual term, no regex
        # A term of punctuation only keeps it: some key, not an empty one.
        same = _LEADING_PUNCTUATION.sub("", same) or same
    return fold(same.replace("ñ", _ENYE))


def slugify(text: str) -> str:
    """Stable, URL-safe key: ``"Paralelismo de Datos"`` -> ``"paralelismo-de-datos"``."""
    return "-".join(words(text)) or "concept"


def nfc(text: str) -> str:
    """``text`` in Unicode NFC (composed accents), as typed on a keyboard."""
    # The check is a fast scan; most text is already NFC.
    return text if unicodedata.is_normalized("NFC", text) else unicodedata.normalize("NFC", text)


@cache
def _format_chars() -> tuple[str, ...]:
    # A scan of every code point: on first use, off the window's start-up.
    return tuple(chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Cf")


@cache
def invisible_re() -> re.Pattern[str]:
    """Invisible format characters (Unicode category Cf): soft hyphen, zero-width
    space and joiners, word joiner, a BOM inside the text, direction marks...

    They split a word for the full-text index and cannot be typed, so a term
    holding one could not be found by its visible spelling.
    """
    return re.compile("[" + _char_class(map(ord, _format_chars())) + "]")


@cache
def invisible_utf8_re() -> re.Pattern[bytes]:
    """:func:`invisible_re` for UTF-8 bytes: scanning a file's bytes is ~4x faster
    than scanning its text with a class of many non-ASCII ranges."""
    by_prefix: dict[bytes, list[int]] = {}
    for ch in _format_chars():
        code = ch.encode()
        by_prefix.setdefault(code[:-1], []).append(code[-1])
    return re.compile(b"|".join(
        re.escape(prefix) + b"[" + b"".join(re.escape(bytes([last])) for last in lasts) + b"]"
        for prefix, lasts in by_prefix.items()
    ))


def char_name(ch: str) -> str:
    """``"U+00AD SOFT HYPHEN"``: how a message names an invisible character."""
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}"


def identity(term: str) -> str:
    """What makes two terms the same term: case ignored, accents and ñ kept.

    "Red" and "red" are one term; "Año" and "Ano", "avó" and "avô" are two.
    """
    return nfc(normalize_space(term)).casefold()


def spelled(text: str) -> str:
    """The words of ``text`` as spelt, case ignored (accents and ñ kept), one space
    apart: "¿Año?" -> "año". Which of the terms a folded search finds are spelt as typed."""
    return " ".join(written_words(identity(text)))
