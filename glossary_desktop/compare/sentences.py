"""Sentences of a definition and which Spanish sentences go with which Portuguese ones.

The window lays paired definitions out in rows (corresponding sentences start on
the same line); this module says where the sentences are and how they pair,
without Qt. Pairing follows the word alignment: rows are cut where they break
the fewest word links.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from typing import NamedTuple

from glossary_desktop.compare.alignment import Alignment
from glossary_desktop.domain import Span

#: The end of a sentence: ``.``, ``!``, ``?`` or ``…`` (and any closing quote or
#: bracket), then spaces, then what starts a sentence (a capital, digit, opening
#: quote or bracket, or an inverted mark). "p. ej." or "e.g. the" do not cut.
_END = re.compile(r"[.!?…]+[\"'”’»)\]]*\s+(?=[\"'“‘«(\[¿¡]*(\w))")


class Row(NamedTuple):
    """Sentences that go together: index ranges ``[lo, hi)`` into each side's sentences."""

    es_lo: int
    es_hi: int
    pt_lo: int
    pt_hi: int


def sentence_spans(text: str) -> list[Span]:
    """The sentences of ``text``, without the spaces between them (offsets into it)."""
    spans: list[Span] = []
    start = len(text) - len(text.lstrip())
    for match in _END.finditer(text):
        end = match.start() + len(match.group().rstrip())
        if not match.group(1).islower():
            spans.append(Span(start, end))
            start = match.end()
    end = len(text.rstrip())
    if end > start:
        spans.append(Span(start, end))
    return spans


#: Sentences a row may hold on each side.
MOST_IN_ROW = 3
#: What a row costs for each sentence beyond one a side, in word links broken:
#: a stray link (a word that also appears in a later sentence) does not merge
#: two rows, a sentence said in two (several links) does.
MERGE_COST = 2
#: Beyond this many sentence pairs to weigh, one row holds them all: a crafted
#: definition of a thousand sentences is shown, not lined up.
MOST_CELLS = 10_000


def _reaches(es_left: int, pt_left: int) -> bool:
    """Whether rows of one to :data:`MOST_IN_ROW` sentences a side can hold the
    sentences left: a cell that cannot reach the end costs nothing to skip."""
    return (es_left == pt_left == 0 or (0 < es_left <= MOST_IN_ROW * pt_left
            and 0 < pt_left <= MOST_IN_ROW * es_left))


def sentence_rows(es: Sequence[Span], pt: Sequence[Span], alignment: Alignment) -> list[Row]:
    """Rows of corresponding sentences, in order, each with one to
    :data:`MOST_IN_ROW` sentences of each side.

    The rows chosen break the fewest word links between sentences (a link whose
    two words fall in different rows), with :data:`MERGE_COST` for each sentence
    a row holds beyond one a side: the same number of sentences, linked as
    they come, pair one to one; a sentence said in two goes with both.
    """
    n, m = len(es), len(pt)
    if not n or not m:
        return []
    if n * m > MOST_CELLS:
        return [Row(0, n, 0, m)]
    # within[i][j]: the links among the first i Spanish and j Portuguese sentences.
    within = [[0] * (m + 1) for _ in range(n + 1)]
    # The sentence holding an offset: the number of sentences ending before it,
    # the last sentence's end left out (what lies past it is the last sentence's).
    es_ends, pt_ends = [s.end for s in es[:-1]], [s.end for s in pt[:-1]]
    for es_span, pt_span in alignment.pairs:
        es_at, pt_at = bisect_right(es_ends, es_span.start), bisect_right(pt_ends, pt_span.start)
        within[es_at + 1][pt_at + 1] += 1
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            within[i][j] += within[i - 1][j] + within[i][j - 1] - within[i - 1][j - 1]
    inf = float("inf")
    # best[i][j]: the least cost of rows covering the first i and j sentences.
    best = [[inf] * (m + 1) for _ in range(n + 1)]
    step: dict[tuple[int, int], tuple[int, int]] = {}
    best[0][0] = 0
    for i in range(n + 1):
        here, before = best[i], within[i]
        for j in range(m + 1):
            if here[j] == inf or not _reaches(n - i, m - j):
                continue  # no row ends here, or the rest cannot be split into rows
            for ii in range(i + 1, min(i + MOST_IN_ROW, n) + 1):
                after, row_best = within[ii], best[ii]
                for jj in range(j + 1, min(j + MOST_IN_ROW, m) + 1):
                    kept = after[jj] - before[jj] - after[j] + before[j]
                    cost = here[j] - kept + MERGE_COST * (ii - i + jj - j - 2)
                    if cost < row_best[jj]:
                        row_best[jj] = cost
                        step[ii, jj] = (i, j)
    if best[n][m] == inf:  # more sentences on one side than rows can hold
        return [Row(0, n, 0, m)]
    rows = []
    i, j = n, m
    while (i, j) != (0, 0):
        pi, pj = step[i, j]
        rows.append(Row(pi, i, pj, j))
        i, j = pi, pj
    return rows[::-1]
