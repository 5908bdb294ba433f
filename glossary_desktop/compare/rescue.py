"""The aligner's second pass: strong one-word counterparts the chain had to leave
out because the translation moved them.

Any Spanish word left out may pair with any Portuguese word left out, wherever
it stands, so the pass compares distinct words, not positions: each distinct
Spanish word once with the distinct Portuguese words whose length lets them
reach :data:`RESCUE_SCORE` (one rapidfuzz call), the same word, the
hand-checked list and names by dict look-ups. Scores are the chain's
(:meth:`.chain._Portuguese.scores`). On two unrelated definitions, where nearly
every word is left out, comparing every position with every other was most of
the aligner's time.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right

from rapidfuzz import process
from rapidfuzz.distance import Indel

from glossary_desktop.compare.cognates import skeleton, skeleton_score
from glossary_desktop.compare.lexicon import Lexicon
from glossary_desktop.compare.words import Block, Word, listed

#: A counterpart moved out of order is taken only above this score.
RESCUE_SCORE = 0.85
# Indel similarity is at most 2 * shorter / (both lengths): reaching RESCUE_SCORE
# needs the shorter to be at least this share of the longer.
_RATIO = RESCUE_SCORE / (2 - RESCUE_SCORE)

#: A distinct word: its folded key and whether it is a name.
Kind = tuple[str, bool]


def rescue(es: list[Word], pt: list[Word], chain: list[Block], lexicon: Lexicon) -> list[Block]:
    """Strong one-word counterparts ``chain`` left out: best first, the nearer
    of equals first, each word at most once."""
    es_used = {i for b in chain for i in range(b.es_lo, b.es_hi)}
    pt_used = {j for b in chain for j in range(b.pt_lo, b.pt_hi)}
    n, m = len(es), len(pt)
    left = _Left([(j, pt[j]) for j in range(m) if j not in pt_used], lexicon)
    ranked = sorted((-s, abs(i / n - j / m), i, j)
                    for i, a in enumerate(es) if i not in es_used and (len(a.key) > 3 or a.name)
                    for j, s in left.pairs(a))
    rescued = []
    for _, _, i, j in ranked:
        if i not in es_used and j not in pt_used:
            es_used.add(i)
            pt_used.add(j)
            rescued.append(Block(i, i + 1, j, j + 1))
    return rescued


class _Left:
    """The Portuguese words left out, by distinct word, for the Spanish ones to look up."""

    def __init__(self, pt: list[tuple[int, Word]], lexicon: Lexicon) -> None:
        self._lexicon = lexicon
        self._where: dict[Kind, list[int]] = {}
        for j, w in pt:
            self._where.setdefault((w.key, w.name), []).append(j)
        self._by_key: dict[str, list[Kind]] = {}
        self._names: dict[str, list[Kind]] = {}  # a name without its plural s
        look_alikes: dict[str, list[Kind]] = {}  # skeleton -> the words that have it
        for kind in self._where:
            key, name = kind
            self._by_key.setdefault(key, []).append(kind)
            if name:
                self._names.setdefault(key.rstrip("s"), []).append(kind)
            elif len(key) >= 3:
                look_alikes.setdefault(skeleton(key, False), []).append(kind)
        self._skeletons = sorted(look_alikes, key=len)
        self._lengths = [len(s) for s in self._skeletons]
        self._kinds = [look_alikes[s] for s in self._skeletons]
        self._found: dict[Kind, dict[Kind, float]] = {}

    def pairs(self, a: Word) -> list[tuple[int, float]]:
        """The Portuguese words left that ``a`` scores at least :data:`RESCUE_SCORE`
        with, and the score."""
        kind = (a.key, a.name)
        scores = self._found.get(kind)
        if scores is None:
            scores = self._found[kind] = self._scores(a)
        return [(j, s) for kind, s in scores.items() for j in self._where[kind]]

    def _kinds_of(self, key: str) -> list[Kind]:
        return self._by_key.get(key, [])

    def _scores(self, a: Word) -> dict[Kind, float]:
        out: dict[Kind, float] = {}
        if a.name:
            out = dict.fromkeys(self._names.get(a.key.rstrip("s"), ()), 0.9)
        elif len(a.key) >= 3:
            mine = skeleton(a.key, True)
            lo = bisect_left(self._lengths, math.ceil(len(mine) * _RATIO - 1e-9))
            hi = bisect_right(self._lengths, math.floor(len(mine) / _RATIO + 1e-9))
            found = process.extract(
                mine, self._skeletons[lo:hi], scorer=Indel.normalized_similarity,
                score_cutoff=RESCUE_SCORE, limit=None,
            )
            for pt_skeleton, score, k in found:
                if s := skeleton_score(mine, pt_skeleton, score):
                    out.update(dict.fromkeys(self._kinds[lo + k], s))
        listed(out, a.key, self._kinds_of, self._lexicon)
        return {kind: s for kind, s in out.items() if s >= RESCUE_SCORE}
