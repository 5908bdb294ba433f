"""Pairing translations: which entries of two files are the same concept.

Definitions in Spanish and Portuguese are close cognates: on the seeds the fuzzy
similarity of the accent-folded definitions is 78-93 for true pairs and 41-55
for neighbours one step off. So entries are paired by content, not position:
walk both files along the diagonal while consecutive entries match; where they
stop matching, align a small window of each with a Needleman-Wunsch alignment
on that similarity to find where they resume. A missing or extra entry then
costs one unpaired concept, not a shift of every later pair, and the work stays
linear in the file size (one comparison per entry, plus a window per break).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

#: Similarity (0-100) above which two definitions are taken as translations.
#: Midway between neighbours (<= 55 on the seeds) and true pairs (>= 78).
PAIR_THRESHOLD = 66.0

#: Entries looked at on each side when re-synchronising after a break: a
#: small window first (most breaks are one missing entry), then a wide one.
WINDOWS = (3, 12)

#: Share of entries that must pair for two files to count as translations.
FILE_PAIR_SHARE = 0.5

Pair = tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class Alignment:
    """Index pairs ``(i, j)``; ``None`` on one side means no counterpart."""

    pairs: tuple[Pair, ...]

    @property
    def paired(self) -> int:
        return sum(1 for i, j in self.pairs if i is not None and j is not None)


def similarity(a: str | bytes, b: str | bytes) -> float:
    """Fuzzy similarity (0-100) of two definitions already made comparable."""
    return float(fuzz.ratio(a, b))


def comparable(text: str) -> bytes:
    """Case- and accent-free ASCII form of a definition, for :func:`similarity`.

    Cruder than :func:`glossary_desktop.text.fold` (letters outside Latin are
    dropped, which no Spanish or Portuguese definition depends on) and 2-3x
    faster: the importer compares a million definitions at scale.
    """
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").lower()


def align(left: Sequence[str], right: Sequence[str]) -> Alignment:
    """Pair the definitions ``left[i]`` and ``right[j]`` that translate each other.

    Order is kept (the files list concepts in the same order); every index of
    each side appears exactly once in the result.
    """
    a = [comparable(t) for t in left]
    b = [comparable(t) for t in right]
    pairs: list[Pair] = []
    i = j = 0
    while i < len(a) and j < len(b):
        if similarity(a[i], b[j]) >= PAIR_THRESHOLD:
            pairs.append((i, j))
            i, j = i + 1, j + 1
            continue
        step = _resync(a, b, i, j)
        pairs.extend((None if x is None else i + x, None if y is None else j + y) for x, y in step)
        i += sum(1 for x, _ in step if x is not None)
        j += sum(1 for _, y in step if y is not None)
    pairs.extend((k, None) for k in range(i, len(a)))
    pairs.extend((None, k) for k in range(j, len(b)))
    return Alignment(tuple(pairs))


def _resync(a: Sequence[bytes], b: Sequence[bytes], i: int, j: int) -> list[Pair]:
    """How ``a[i:]`` and ``b[j:]`` continue after a break, up to their next pair.

    Offsets are relative to ``i`` and ``j``. Tries each window size in turn;
    when none holds a pair, both first entries are left unpaired.
    """
    for size in WINDOWS:
        step = _align_window(a[i : i + size], b[j : j + size])
        if step is not None:
            return step
    return [(0, None), (None, 0)]


def _align_window(a: Sequence[bytes], b: Sequence[bytes]) -> list[Pair] | None:
    """The start of the best alignment of two windows, up to its first pair.

    Score: a pair gains ``similarity - threshold`` (negative for non-pairs), a
    gap costs nothing, so the alignment maximises confident pairs. ``None``
    when the windows hold no pair at all.
    """
    n, m = len(a), len(b)
    gain = [[similarity(x, y) - PAIR_THRESHOLD for y in b] for x in a]
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for x in range(n - 1, -1, -1):
        for y in range(m - 1, -1, -1):
            best[x][y] = max(best[x + 1][y], best[x][y + 1], best[x + 1][y + 1] + gain[x][y])
    # Follow the optimal path from the start until the first pair it takes.
    step: list[Pair] = []
    x = y = 0
    while x < n and y < m:
        if gain[x][y] > 0 and best[x][y] == best[x + 1][y + 1] + gain[x][y]:
            step.append((x, y))
            return step
        if best[x][y] == best[x + 1][y]:
            step.append((x, None))
            x += 1
        else:
            step.append((None, y))
            y += 1
    return None
