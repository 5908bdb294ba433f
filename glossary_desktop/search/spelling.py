"""Where a corrected word is written: a text that holds it, found by one index probe.

"Did you mean" offers folded words ("ano"); the reader shows each as the glossary
writes it ("año", :func:`~glossary_desktop.search.highlight.as_written`). A whole
search per candidate found such a text but cost a search of every tier for each
of up to five candidates, on every keystroke that found nothing (about 20 ms at a
million concepts). A word's first term, synonym or definition holding it is one
probe of a full-text index.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from glossary_desktop.store.glossary_reads import Reads

# The first text of each kind that holds a word as a whole token; terms first,
# as a correction is made toward term words before definition words.
_PROBES = (
    "SELECT term FROM entries WHERE id = "
    "(SELECT rowid FROM terms_fts WHERE terms_fts MATCH ?1 LIMIT 1)",
    "SELECT term FROM synonyms WHERE id = "
    "(SELECT rowid FROM synonyms_fts WHERE synonyms_fts MATCH ?1 LIMIT 1)",
    "SELECT definition FROM entries WHERE id = "
    "(SELECT rowid FROM entries_fts WHERE entries_fts MATCH 'definition : ' || ?1 LIMIT 1)",
)


def texts_holding(reads: Reads, words: Iterable[str]) -> Iterator[str]:
    """For each folded word, the first text (term, synonym, else definition) that
    holds it, if any."""
    for word in words:
        token = f'"{word}"'  # a folded word is letters and digits: quoted, one token
        for probe in _PROBES:
            row = reads.one(probe, (token,))
            if row is not None:
                yield row[0]
                break
