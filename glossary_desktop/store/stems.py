"""Words in any form: the Snowball stems of every term word, and their lookup.

"gradientes" and "Gradiente", "distribuidas" and "Distribuído" share a stem.
The importer writes, for every distinct word of the terms, its stems in both
languages (``word_stems``: stem -> folded word); the search engine stems the
query here too, so the two never disagree, and looks up the term words that
share a stem with each query word. Those words then go to the terms' own
full-text index: no second index of a million terms, only one of their words.

A word is stemmed as written (lower case, accents kept) and folded, and both
stems are kept folded: the Portuguese stemmer needs its accents to take
"-ções" off ("orquestações" -> "orquest"), while a reader types "distribuidas"
without them. The stemmers are PyStemmer's (Snowball's own C implementation).
"""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Protocol

from glossary_desktop.domain import LANGS, Lang
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.schema import WORD_STEMS
from glossary_desktop.text import fold, written_words

#: Snowball's name of each language's algorithm.
ALGORITHMS = {Lang.ES: "spanish", Lang.PT: "portuguese"}

#: Terms read at a time while collecting their words, and stem rows written at a time.
_PAGE = 10_000
#: At most this many words are looked up for one query word (a short stem such
#: as "dat" could otherwise bring hundreds).
MAX_FORMS = 32


class _Stemmer(Protocol):
    def stemWord(self, word: str) -> str: ...


@lru_cache(maxsize=len(ALGORITHMS))
def _stemmer(lang: Lang) -> _Stemmer:
    # Imported at the first stemmed search or build, not on the window's start-up.
    # lazy: 3 modules, 1.1 ms of the window's start-up
    import Stemmer

    stemmer: _Stemmer = Stemmer.Stemmer(ALGORITHMS[lang])
    return stemmer


def stems(word: str) -> frozenset[str]:
    """The folded stems of ``word`` in every language, of the word as written and folded."""
    return frozenset(s for lang in LANGS for s in _stems_in(lang, word))


def _stems_in(lang: Lang, word: str) -> tuple[str, str]:
    low = word.lower()
    stemmer = _stemmer(lang)
    return fold(stemmer.stemWord(low)), stemmer.stemWord(fold(low))


# Snowball's stemmers put some plurals on another stem than their singular:
# Portuguese -ão/-ões ("função" -> "funca", "funções" -> "func"), -al/-ais,
# -el/-éis, -il/-eis, -ol/-óis, -ul/-uis ("neurais" -> "neur", "neural" ->
# "neural"), Spanish -z/-ces ("luces" -> "luc") and a plain -s at times
# ("años" -> "años", "año" -> "año"). So a query word with one of
# these endings (accents typed or not) is also stemmed in its other number. On
# the query side only: the index keeps the stemmer's own stems, and a glossary
# built before this needs no rebuild.
_OTHER_NUMBER: tuple[tuple[str, str, Lang], ...] = (
    *((end, other, Lang.PT) for pair in (
        ("ões", "ão"), ("oes", "ao"), ("ais", "al"), ("éis", "el"), ("eis", "el"),
        ("eis", "il"), ("óis", "ol"), ("ois", "ol"), ("uis", "ul"),
    ) for end, other in (pair, pair[::-1])),
    ("ces", "z", Lang.ES), ("z", "ces", Lang.ES),
    # Plurals the stemmers leave whole: a short word ("años") or an acronym ("GPUs").
    ("s", "", Lang.ES), ("s", "", Lang.PT),
)


def query_stems(word: str) -> frozenset[str]:
    """:func:`stems` of a query word, with those of its other number where the
    stemmer would miss it ("neurais" also as "neural")."""
    low = word.lower()
    return stems(word).union(*(
        _stems_in(lang, low[: -len(end)] + other)
        for end, other, lang in _OTHER_NUMBER if low.endswith(end) and len(low) > len(end)
    ))


def forms(reads: Reads, word: str) -> list[str]:
    """The folded term words sharing a stem with ``word`` (in either language)."""
    keys = sorted(query_stems(word))
    marks = ",".join("?" * len(keys))
    rows = reads.all(
        f"SELECT DISTINCT word FROM word_stems WHERE stem IN ({marks}) ORDER BY word LIMIT ?",
        (*keys, MAX_FORMS),
    )
    return [r[0] for r in rows]


def build_stem_index(conn: sqlite3.Connection) -> None:
    """Create and fill ``word_stems`` from the words of every term and synonym.

    Needs only ``entries.term`` and ``synonyms.term``. Terms are read a page at
    a time, so memory holds the distinct words, never the terms.

    The importer runs this in a thread beside its pairing, which holds the
    interpreter's lock nearly all the time; a thread that gives the lock up and
    takes it back for every row (as ``fetchall`` and ``executemany`` do, around
    each SQLite step) waits for it each time. So each page of terms comes back
    as one string, and the rows go in through one statement (``json_each``).
    """
    conn.executescript(WORD_STEMS)
    rows = _stem_rows(_term_words(conn))
    while chunk := list(itertools.islice(rows, _PAGE)):
        conn.execute(
            "INSERT OR IGNORE INTO word_stems(stem, word) "
            "SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)",
            (json.dumps(chunk, ensure_ascii=False),),
        )


def _term_words(conn: sqlite3.Connection) -> set[str]:
    """The distinct words of all terms and synonyms, lower case, accents kept."""
    found: set[str] = set()
    for table in ("entries", "synonyms"):
        (first, last), = conn.execute(f"SELECT min(id), max(id) FROM {table}")
        for start in range(first or 0, (last or -1) + 1, _PAGE):
            (terms,), = conn.execute(
                f"SELECT group_concat(term, char(10)) FROM {table} WHERE id BETWEEN ? AND ?",
                (start, start + _PAGE - 1),
            )
            # One regex pass over a page's terms: half the time of one per term.
            found.update(written_words((terms or "").lower()))
    return found


def _stem_rows(words: Iterable[str]) -> Iterator[tuple[str, str]]:
    for word in sorted(words):
        folded = fold(word)
        for stem in stems(word):
            yield (stem, folded)
