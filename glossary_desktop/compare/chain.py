"""The first pass of the aligner: the best chain of counterparts in the same order.

The two texts say the same things in nearly the same order, so dynamic
programming finds the best-scoring chain of counterparts that never crosses
itself, each candidate scored by spelling or by the hand-checked list (several
words a side allowed), minus a penalty for pairing words far from the same
relative position: order as a prior.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import partial
from itertools import pairwise

from rapidfuzz import process
from rapidfuzz.distance import Indel

from glossary_desktop.compare.cognates import SHORT_THRESHOLD, THRESHOLD, skeleton
from glossary_desktop.compare.lexicon import Lexicon
from glossary_desktop.compare.vocabulary import FUNCTION_WORDS
from glossary_desktop.compare.words import LEXICON_SCORE, Block, Word, listed
from glossary_desktop.domain import Lang

#: Penalty for a pair at the two ends of the texts (scaled by the distance in
#: relative position): enough to choose the nearer of two equal candidates.
DISTORTION = 0.3
#: Counterparts are looked for this many words around the same relative place
#: (farther ones only by the rescue pass): the cost grows linearly, not with the
#: square of the length, beyond definitions of this size.
BAND = 40

#: Two words a side are taken for one word on the other only if both have this
#: many letters.
JOIN_PART = 4

#: What a counterpart right after the previous one adds (``dentro de un proceso``
#: / ``dentro de um processo`` hold together, rather than the last word jumping to
#: a look-alike in a sentence the other side added).
CONTIGUOUS = 0.2
#: A function word's pair (``de`` / ``de``) counts this much of a content word's:
#: it must not pull the chain away from the content words around it.
FUNCTION_WEIGHT = 0.85

_NEG = float("-inf")
_UP, _LEFT = 0, 1  # a Spanish, a Portuguese word left without a counterpart


class _Portuguese:
    """The Portuguese words indexed for the Spanish ones to look up."""

    def __init__(self, pt: list[Word]) -> None:
        self.words = pt
        self.keys = [w.key for w in pt]
        self.by_key: dict[str, list[int]] = {}
        self.names: dict[str, list[int]] = {}  # a name without its plural s
        for j, w in enumerate(pt):
            self.by_key.setdefault(w.key, []).append(j)
            if w.name:
                self.names.setdefault(w.key.rstrip("s"), []).append(j)
        skeletons = [skeleton(w.key, False) for w in pt]
        joinable = [_joinable(w) for w in pt]
        # Skeletons of the words that may be look-alikes (not names, 3+ letters);
        # None (which rapidfuzz skips) for the others.
        self.fuzzy = [None if w.name or len(w.key) < 3 else s
                      for w, s in zip(pt, skeletons, strict=True)]
        # Two words joined, for a Spanish word written as one (``interprocessos``).
        # The two words' skeletons put together: they differ from the joined
        # word's only where a rule would span the two ("c" + "t").
        self.joined = [
            skeletons[j] + skeletons[j + 1] if a and b else None
            for j, (a, b) in enumerate(pairwise(joinable))
        ]

    def scores(
        self, a: Word, mine: str | None, lexicon: Lexicon, lo: int, hi: int, near: tuple[int, int]
    ) -> dict[int, float]:
        """Portuguese word index -> score against ``a`` (its skeleton ``mine``),
        for the candidates only: look-alikes among the words ``[lo, hi)`` (one
        rapidfuzz call), names, the same word and the list's counterparts among
        the words ``near`` (the chain reads no others; a frequent word such as
        ``de`` stands all over a long text).
        """
        out: dict[int, float] = {}
        near_lo, near_hi = near
        if a.name:
            for j in _within(self.names, a.key.rstrip("s"), near_lo, near_hi):
                out[j] = 0.9
        elif mine is not None:
            found = process.extract(
                mine, self.fuzzy[lo:hi], scorer=Indel.normalized_similarity,
                score_cutoff=THRESHOLD, limit=None,
            )
            # cognates.skeleton_score's threshold, inlined (a call a look-alike).
            short = len(mine) <= 3
            for pt_skeleton, score, j in found:
                if score >= (SHORT_THRESHOLD if short or len(pt_skeleton) <= 3 else THRESHOLD):
                    out[lo + j] = score
        return listed(out, a.key, partial(_within, self.by_key, lo=near_lo, hi=near_hi), lexicon)

    def joins(self, mine: str, lo: int, hi: int, joined: bool) -> list[tuple[str, float, int]]:
        """Look-alikes of the skeleton ``mine`` among the words ``[lo, hi)``, or
        (``joined``) among the pairs of words starting there: rapidfuzz's
        (skeleton, score, index from ``lo``)."""
        return process.extract(
            mine, (self.joined if joined else self.fuzzy)[lo:hi],
            scorer=Indel.normalized_similarity, score_cutoff=THRESHOLD, limit=None,
        )

    def phrases(self, words: tuple[str, ...]) -> list[int]:
        """Where the phrase of folded ``words`` starts."""
        k = len(words)
        return [j for j in self.by_key.get(words[0], ()) if tuple(self.keys[j:j + k]) == words]


def _within(positions: dict[str, list[int]], key: str, lo: int, hi: int) -> list[int]:
    """The positions of ``key`` in ``[lo, hi)`` (each list in order)."""
    where = positions.get(key)
    if not where:
        return []
    return where[bisect_left(where, lo):bisect_left(where, hi)]


def _band(n: int, m: int) -> list[tuple[int, int]]:
    """How far from the diagonal a counterpart is looked for, and for each Spanish
    position the Portuguese range ``[lo, hi]`` that is: linear cost on long texts
    of similar length; farther counterparts are left to the rescue pass."""
    width = max(BAND, abs(m - n) + 1)  # texts of unequal length: all the difference
    band = []
    for i in range(n + 1):  # no max() and min() calls: a long text's hundreds of rows
        lo, hi = i * m // n - width, -(-i * m // n) + width
        band.append((lo if lo > 0 else 0, hi if hi < m else m))
    return band


#: A candidate counterpart as a plain ``(es_lo, es_hi, pt_lo, pt_hi)`` tuple: a long
#: definition has thousands, and making each a :class:`.Block` (a NamedTuple, built
#: by a Python-level ``__new__``) cost more than scoring it; only the chain's become Blocks.
RawBlock = tuple[int, int, int, int]


def _candidates(
    es: list[Word], pt: _Portuguese, lexicon: Lexicon, band: list[tuple[int, int]]
) -> list[list[tuple[RawBlock, float]]]:
    """Possible counterparts with their score, by the Spanish word they start at;
    only those that start and end in the band."""
    n, m = len(es), len(pt.words)
    es_keys = [w.key for w in es]
    # Each word's skeleton if it may be a look-alike (not a name, 3+ letters).
    mine = [None if w.name or len(w.key) < 3 else skeleton(w.key, True) for w in es]
    joinable = [_joinable(w) for w in es]
    starting: list[list[tuple[RawBlock, float]]] = [[] for _ in range(n + 1)]
    half_n, half_m = 0.5 / n, 0.5 / m
    function_words = FUNCTION_WORDS[Lang.ES]

    def add(block: RawBlock, score: float) -> None:
        es_lo, es_hi, pt_lo, pt_hi = block
        lo, hi = band[es_hi]
        start_lo, start_hi = band[es_lo]
        if not (lo <= pt_hi <= hi and start_lo <= pt_lo <= start_hi):
            return
        score -= DISTORTION * abs((es_lo + es_hi) * half_n - (pt_lo + pt_hi) * half_m)
        if score > 0:
            starting[es_lo].append((block, score))

    # A one-word pair ends in the next row, one column on: hence i + 1 and lo - 1.
    # Of the words near, this row's and the next's joins read two more.
    singles = [pt.scores(a, mine[i], lexicon, max(0, band[i + 1][0] - 1), band[i + 1][1],
                         (band[i][0] - 2, band[i + 1][1] + 1))
               for i, a in enumerate(es)]
    for i, a in enumerate(es):
        lo, hi = band[i + 1]
        weight = FUNCTION_WEIGHT if a.key in function_words else 1.0
        start_lo, start_hi = band[i]
        mid_es = (2 * i + 1) * half_n
        row = starting[i]
        for j, score in singles[i].items():  # add() for one word a side, inlined: most pairs
            if lo <= j + 1 <= hi and start_lo <= j <= start_hi:
                score = score * weight - DISTORTION * abs(mid_es - (2 * j + 1) * half_m)
                if score > 0:
                    row.append(((i, i + 1, j, j + 1), score))
        if joinable[i]:
            _add_joins(i, mine, joinable, pt, singles, add, max(0, lo - 2), hi)
        for es_words, translations in lexicon.phrases(a.key).items():  # one word: above
            if tuple(es_keys[i:i + len(es_words)]) != es_words:
                continue
            for pt_words in translations:
                for j in pt.phrases(pt_words):
                    add((i, i + len(es_words), j, j + len(pt_words)),
                        LEXICON_SCORE * max(len(es_words), len(pt_words)))
    return starting


def _joinable(w: Word) -> bool:
    """Whether a word may be one of two written as one word on the other side:
    no names, no short function words (``y modelos`` is not ``modelos``)."""
    return not w.name and len(w.key) >= JOIN_PART


def _add_joins(
    i: int, mine: list[str | None], joinable: list[bool], pt: _Portuguese,
    singles: list[dict[int, float]], add: Callable[[RawBlock, float], None], lo: int, hi: int,
) -> None:
    """Two words on one side that are one word on the other, credited per word
    when the pair looks more alike than either word alone (``entre procesos`` /
    ``interprocessos``); ``mine``: the Spanish words' skeletons."""
    if not joinable[i]:
        return
    single = singles[i]
    one = mine[i]
    assert one is not None  # a joinable word is no name and has 4+ letters
    for _, score, j in pt.joins(one, lo, hi, joined=True):
        j += lo
        if score > max(single.get(j, 0.0), single.get(j + 1, 0.0)):
            add((i, i + 1, j, j + 2), 2 * score)
    if i + 1 < len(joinable) and joinable[i + 1]:
        two = f"{one}{mine[i + 1]}"
        for _, score, j in pt.joins(two, lo, hi, joined=False):
            j += lo
            if score > max(single.get(j, 0.0), singles[i + 1].get(j, 0.0)):
                add((i, i + 2, j, j + 1), 2 * score)


def monotone(es: list[Word], pt: list[Word], lexicon: Lexicon) -> list[Block]:
    """The best-scoring chain of counterparts in the same order on both sides.

    Only the candidates matter, not every cell between them: each block's best
    chain is its score plus the best chain ending above and to the left of its
    start (a running maximum over Portuguese positions),
    or :data:`CONTIGUOUS` more if one ends right where it starts; blocks taken
    in Spanish order. The grid between candidates costs nothing, so a long
    definition costs its candidates, not its length times the band.
    """
    n, m = len(es), len(pt)
    if not n or not m:
        return []
    band = _band(n, m)
    return best_chain(_candidates(es, _Portuguese(pt), lexicon, band), m)


def best_chain(starting: list[list[tuple[RawBlock, float]]], m: int) -> list[Block]:
    """The best chain of the candidates ``starting`` at each Spanish word (and one
    row more, for the end), ``m`` Portuguese words: :func:`monotone`'s answer."""
    ending: list[list[int]] = [[] for _ in starting]  # block numbers by end row
    blocks: list[RawBlock] = []
    value: list[float] = []
    before: list[int] = []  # the previous block of each one's best chain, or -1
    # The best chain ending at or before each Portuguese position: a Fenwick tree
    # of maxima over positions + 1 (its value and last block), walked here
    # rather than through methods (two calls a candidate, hundreds of them);
    # an empty chain (value 0) always qualifies.
    size = m + 2
    tree_value, tree_block = [0.0] * size, [-1] * size
    for i, row in enumerate(starting):
        # The best chain ending right where a block of this row may start, by
        # Portuguese position: only this row's blocks ask (a chain ending on
        # row i is next to those starting on it).
        exact: dict[int, tuple[float, int]] = {}
        for k in ending[i]:  # chains ending on this row may precede blocks starting on it
            pt_hi = blocks[k][3]
            v = value[k]
            j = pt_hi + 1
            while j < size:
                if v > tree_value[j]:
                    tree_value[j], tree_block[j] = v, k
                j += j & -j
            if v > exact.get(pt_hi, (0.0, -1))[0]:
                exact[pt_hi] = (v, k)
        if not row:
            continue
        for block, score in sorted(row):
            _, es_hi, pt_lo, _ = block
            prev_value, prev = 0.0, -1
            j = pt_lo + 1
            while j:
                if tree_value[j] > prev_value:
                    prev_value, prev = tree_value[j], tree_block[j]
                j -= j & -j
            if (next_to := exact.get(pt_lo)) is not None \
                    and next_to[0] + CONTIGUOUS > prev_value:
                prev_value, prev = next_to[0] + CONTIGUOUS, next_to[1]
            ending[es_hi].append(len(blocks))
            blocks.append(block)
            value.append(prev_value + score)
            before.append(prev)
    chain: list[Block] = []
    k = max(range(len(blocks)), key=value.__getitem__, default=-1)
    while k >= 0:
        chain.append(Block(*blocks[k]))
        k = before[k]
    return chain[::-1]
