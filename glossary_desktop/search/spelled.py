"""Exact spelling first: among matches of one rank, those spelt as typed.

The index folds accents so that ``sincronico`` finds *Sincrónico*; but ``ñ``, ``ç``
and the accents change Spanish and Portuguese words (*año*/*ano*, *pão*/*pao*,
*avó*/*avô*). The tiers read their rows with the term beside each id, and these
functions reorder only rows the tier ranks equal: the rows it already read, so a
keystroke reads nothing more.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Iterator

from glossary_desktop.text import spelled

#: A tier's row: what ranks it (equal values tie), the term as written, the concept.
Row = tuple[Hashable, str, int]


def equal_first(typed: str) -> Callable[[str], bool]:
    """Whether a term is spelt as ``typed`` (case aside)."""
    return lambda term: spelled(term) == typed


def starting_as(typed: str) -> Callable[[str], bool]:
    """Whether a term starts as ``typed`` is spelt (case aside)."""
    return lambda term: spelled(term).startswith(typed)


def holding(typed: str) -> Callable[[str], bool]:
    """Whether each word ``typed`` starts a word of a term as spelt there."""
    wanted = typed.split()

    def test(term: str) -> bool:
        words = spelled(term).split()
        return all(any(w.startswith(t) for w in words) for t in wanted)

    return test


def spelt_first(rows: Iterable[Row], as_typed: Callable[[str], bool] | None) -> Iterator[int]:
    """The rows' concepts in their order, except that within each run of equal rank
    those whose term passes ``as_typed`` come first (``None``: order kept)."""
    for _rank, run in itertools.groupby(rows, key=lambda row: row[0]):
        if as_typed is None:
            yield from (cid for _r, _t, cid in run)
            continue
        rest: list[int] = []
        for _r, term, cid in run:
            # A term that is not text is damage, said when its concept is read.
            if type(term) is str and as_typed(term):
                yield cid
            else:
                rest.append(cid)
        yield from rest
