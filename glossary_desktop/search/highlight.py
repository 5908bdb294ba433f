"""Where the query matched inside a text: spans for highlighting.

A highlight says why a row is there, so it marks what a reader would call the
query's words, and only those: a query word found whole, or in another form
(a word sharing its Snowball stem, "gradientes" for "Gradiente"), and the
last word, the one being typed, also as the start of a word ("paral" marks
"Paral" in "Paralelismo") when it has at least :data:`MIN_PREFIX` letters.
So "de" never marks the start of "Descenso" or "del". A stop word
(:data:`STOP_WORDS`: "de", "la", "of"...) is marked only between two marked
words ("descenso de gradiente" in a definition) or when the query is nothing
else. Matching is on folded text (case and accents ignored), reported as
offsets into the original text so the window can highlight exactly those
characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from typing import NamedTuple

from glossary_desktop.domain import Span, no_spans
from glossary_desktop.store.stems import query_stems, stems
from glossary_desktop.text import fold, fold_with_map, written_words

SpanFinder = Callable[[str], tuple[Span, ...]]

#: The typed word marks the start of longer words from this many letters on.
MIN_PREFIX = 3
#: Words only read as another form when they share this many first letters
#: with the query word (a stem is a word's start): the rest of a long
#: definition is never stemmed.
_HEAD = 3

#: Articles, prepositions and conjunctions of Spanish, Portuguese and English:
#: a query's glue, never a reason to highlight on their own.
STOP_WORDS = frozenset({
    "a", "al", "and", "an", "ao", "aos", "as", "at", "by", "com", "con", "da", "das", "de",
    "del", "do", "dos", "e", "el", "em", "en", "for", "in", "la", "las", "lo", "los", "na",
    "nas", "no", "nos", "o", "of", "on", "or", "os", "para", "pela", "pelo", "por", "sem",
    "sin", "the", "to", "u", "um", "uma", "un", "una", "uno", "y",
})


class _Words(NamedTuple):
    """A query's words as the highlighter reads them (folded)."""

    whole: frozenset[str]  # the query words, and other forms named by the engine
    stems: frozenset[str]  # stems of the words that are not stop words
    prefix: str  # the last word, when long enough to mark the start of a word
    heads: re.Pattern[str]  # the words worth a look in a text


@lru_cache(maxsize=64)
def span_finder(
    tokens: tuple[str, ...], words: tuple[str, ...] = (), stemmed: bool = True
) -> SpanFinder:
    """A function giving the spans of a text's words that are one of ``tokens``
    in any form (not ``stemmed``: only as they are, as a correction is meant),
    or one of ``words`` (other forms the engine found: "red" for "redes" marks
    "red", not the start of "redundancia"); the last token also marks the start
    of a word. ``tokens`` are folded, in the order typed.

    Made once per set of tokens, not once per text or hit: a search's hits share
    their tokens, so each hit's finder is a cache lookup.
    """
    tokens = tuple(t for t in tokens if t)
    if not tokens:
        return no_spans
    only_glue = all(t in STOP_WORDS for t in tokens)
    meant = [t for t in tokens if only_glue or t not in STOP_WORDS]
    whole = frozenset(tokens) | frozenset(w for w in words if w)
    last = tokens[-1]
    prefix = last if len(last) >= MIN_PREFIX and last in meant else ""
    heads = sorted({re.escape(w[:_HEAD]) for w in (*meant, *whole)}, key=lambda h: (-len(h), h))
    pattern = re.compile(r"(?<![^\W_])(?:" + "|".join(heads) + r")[^\W_]*")
    found = _Words(
        whole,
        frozenset().union(*(
            query_stems(t) for t in meant if stemmed and len(t) >= MIN_PREFIX
        )),
        prefix,
        pattern,
    )
    return partial(_find, found, frozenset() if only_glue else STOP_WORDS)


def spans_in(text: str, tokens: Iterable[str]) -> tuple[Span, ...]:
    """Spans of ``text`` that the folded query ``tokens`` mark (:func:`span_finder`)."""
    return span_finder(tuple(tokens))(text)


@lru_cache(maxsize=4096)
def _stems(word: str) -> frozenset[str]:
    return stems(word)


# A painted list asks again for the spans of the same terms and synonyms on
# every paint: each is found once per query.
@lru_cache(maxsize=4096)
def _find(query: _Words, glue: frozenset[str], text: str) -> tuple[Span, ...]:
    if not text:
        return ()
    folded, index = fold_with_map(text)
    marked: list[tuple[int, int, bool]] = []  # start, end, a stop word
    for m in query.heads.finditer(folded):
        word = m.group()
        start, end = m.span()
        if word in query.whole or (
            word not in glue and query.stems
            # Stemmed as written: the Portuguese stemmer needs its accents.
            and not query.stems.isdisjoint(_stems(text[index[start] : index[end - 1] + 1]))
        ):
            marked.append((start, end, word in glue))
        elif query.prefix and word.startswith(query.prefix):
            marked.append((start, start + len(query.prefix), False))
    kept = [
        (start, end) for i, (start, end, stop) in enumerate(marked)
        if not stop or _between_marks(folded, marked, i)
    ]
    return tuple(Span(index[start], index[end - 1] + 1) for start, end in kept)


def _between_marks(folded: str, marked: list[tuple[int, int, bool]], i: int) -> bool:
    """Whether the stop word ``marked[i]`` joins two marked words ("descenso de
    gradiente"), with nothing but spaces (or other joined stop words) between."""
    def joined(step: int) -> bool:
        j = i
        while 0 <= j + step < len(marked):
            a, b = sorted((marked[j], marked[j + step]))
            if folded[a[1] : b[0]].strip():
                return False
            if not marked[j + step][2]:
                return True
            j += step
        return False

    return joined(-1) and joined(1)


def as_written(tokens: Iterable[str], texts: Iterable[str]) -> str:
    """Folded query words as ``texts`` write them, in lower case: a correction is
    shown as "año", which a term says, not as "ano", another word in Spanish. A
    word no text holds whole stays as it is. ``texts`` are read in order, only
    until every word is found (the terms, then the definitions if need be)."""
    wanted = list(tokens)
    missing = set(wanted)
    written: dict[str, str] = {}
    for text in texts:
        for word in written_words(text):
            folded = fold(word)
            if folded in missing:
                written[folded] = word.lower()
                missing.discard(folded)
        if not missing:
            break
    return " ".join(written.get(token, token) for token in wanted)
