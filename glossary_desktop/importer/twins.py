"""Which files translate each other: compact sketches, compared in bulk.

A :class:`Sketch` summarises one file in a few integers per entry: for an
evenly spread sample of at most :data:`SAMPLE` entries (all of them in a
smaller file), the smallest hashes of the entry's keys (:mod:`.keys`). Hashes
are chosen by value, the same way in both languages, so an entry and its
translation keep many of the same ones. :func:`twins` then counts, for every
Portuguese file, the sampled entries whose hashes single out one Spanish
entry, per Spanish file: one pass over all sketches through an index, so
grouping a thousand files costs about as much as reading their entries, and a
file that translates a tenth of another, or every third entry, still stands out
from files that merely share a subject.
"""

from __future__ import annotations

import heapq
import zlib
from array import array
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import chain, pairwise
from operator import methodcaller

from glossary_desktop.importer.keys import keys_of
from glossary_desktop.text import fold

#: Entries sampled per file at most: enough to recognise a partner that
#: translates a few percent of a large file, few enough to cost little.
SAMPLE = 4096

#: Term hashes kept per file at most (the lowest: a consistent sample).
TERMS = 4096

#: Key hashes kept per sampled entry.
HASHES = 12

#: A hash in more sampled entries than this (or 1% of them) is left out.
COMMON = 16

#: Hashes an entry must share with its likely partner, and its lead over the
#: next best entry, for the entry to count as translated.
MIN_SHARED = 3
LEAD = 2

#: Sampled entries that must match for two files to be twins, at least ...
MIN_HITS = 2
#: ... and this share of the most the smaller file could match.
MIN_SHARE = 0.2

_encode = methodcaller("encode")


@dataclass(frozen=True, slots=True)
class Sketch:
    """A file's entries in a few hashes each (see the module docstring)."""

    entries: int  # entries in the file
    stride: int  # every stride-th entry was sampled
    hashes: array[int]  # the sampled entries' hashes, one after another
    ends: array[int]  # where each sampled entry's hashes end in ``hashes``
    #: Hashes of the folded terms below ``below``: the same terms are kept in
    #: every file, so two files' shares of equal terms can be compared.
    terms: frozenset[int] = frozenset()
    below: int = 1 << 32

    def sampled(self) -> list[Sequence[int]]:
        """The hashes of each sampled entry."""
        return [self.hashes[a:b] for a, b in pairwise([0, *self.ends])]


def sketch(entries: Iterable[tuple[str, str]]) -> Sketch:
    """Sketch ``(term, definition)`` entries, read once (they may be streamed)."""
    sketcher = Sketcher()
    for term, definition in entries:
        sketcher.add(term, definition)
    return sketcher.sketch()


class Sketcher:
    """:func:`sketch` an entry at a time, as a file is read."""

    def __init__(self) -> None:
        self._stride, self._count = 1, 0
        self._texts: list[str] = []
        self._terms: set[int] = set()
        self._below = 1 << 32

    def add(self, term: str, definition: str) -> None:
        if (found := zlib.crc32(fold(term).encode())) < self._below:
            self._terms.add(found)
            if len(self._terms) > TERMS:  # keep the lower half: the same half in every file
                self._below //= 2
                self._terms = {h for h in self._terms if h < self._below}
        self._count += 1
        if (self._count - 1) % self._stride:
            return
        self._texts.append(f"{term} {definition}")
        if len(self._texts) > SAMPLE:  # keep every other one, sample half as often
            self._texts = self._texts[::2]
            self._stride *= 2

    def sketch(self) -> Sketch:
        hashes, ends = array("I"), array("I")
        for keys in keys_of(self._texts):
            long_keys = [k for k in keys if len(k) > 3]  # "de", "la", "os": everywhere
            hashes.extend(heapq.nsmallest(HASHES, map(zlib.crc32, map(_encode, long_keys))))
            ends.append(len(hashes))
        return Sketch(self._count, self._stride, hashes, ends, frozenset(self._terms),
                      self._below)


def twins(spanish: Sequence[Sketch], portuguese: Sequence[Sketch]) -> dict[int, int]:
    """Spanish file index -> the Portuguese file index that translates (part of) it."""
    es_entries = [(k, hs) for k, s in enumerate(spanish) for hs in s.sampled()]
    pt_entries = [(n, hs) for n, s in enumerate(portuguese) for hs in s.sampled()]
    seen = Counter(chain.from_iterable(hs for _, hs in es_entries))
    seen.update(chain.from_iterable(hs for _, hs in pt_entries))
    # A hash many entries share ("model", "datos") tells nothing about which.
    common = max(COMMON, len(es_entries) // 100)
    postings: defaultdict[int, list[int]] = defaultdict(list)
    for e, (_, hs) in enumerate(es_entries):
        for h in hs:
            if seen[h] <= common:
                postings[h].append(e)
    hits: Counter[tuple[int, int]] = Counter()
    for n, hs in pt_entries:
        shared = Counter(chain.from_iterable(postings.get(h, ()) for h in hs))
        ranked = [*shared.most_common(2), (-1, 0), (-1, 0)]
        (best, count), (_, runner_up) = ranked[0], ranked[1]
        # The partner of a translated entry stands out; a file on the same
        # subject only offers entries that share a word or two with it.
        if count >= MIN_SHARED and count >= runner_up + LEAD:
            hits[es_entries[best][0], n] += 1
    return _assign(hits, spanish, portuguese)


def _assign(
    hits: Counter[tuple[int, int]], spanish: Sequence[Sketch], portuguese: Sequence[Sketch]
) -> dict[int, int]:
    """One partner per file, strongest evidence first, when it is clear enough."""
    twin: dict[int, int] = {}
    taken: set[int] = set()
    for (k, n), count in sorted(hits.items(), key=lambda item: (-item[1], item[0])):
        if k in twin or n in taken:
            continue
        es, pt = spanish[k], portuguese[n]
        # A sampled entry finds its partner only if that one was sampled too.
        most = min(len(pt.ends) / es.stride, len(es.ends) / pt.stride)
        if count >= min(MIN_HITS, most) and count >= MIN_SHARE * most:
            twin[k] = n
            taken.add(n)
    return twin
