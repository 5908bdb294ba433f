"""The first pass of the aligner: the best chain of counterparts in the same order.

The two texts say the same things in nearly the same order, so dynamic
programming finds the best-scoring chain of counterparts that never crosses
itself, each candidate scored by spelling or by the hand-checked list (several
words a side allowed), minus a penalty for pairing words far from the same
relative position: order as a prior.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from rapidfuzz import process
from rapidfuzz.distance import Indel

from glossary_desktop.compare.cognates import THRESHOLD, skeleton, skeleton_score
from glossary_desktop.compare.lexicon import Lexicon
from glossary_desktop.compare.words import LEXICON_SCORE, Block, Word

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
        # Skeletons of the words that may be look-alikes (not names, 3+ letters);
        # None (which rapidfuzz skips) for the others.
        self.fuzzy = [None if w.name or len(w.key) < 3 else skeleton(w.key, False) for w in pt]
        # Two words joined, for a Spanish word written as one (``interprocessos``).
        # The two words' skeletons put together, each already computed: they differ
        # from the joined word's only where a rule would span the two ("c" + "t").
        self.joined = [
            skeleton(a.key, False) + skeleton(b.key, False) if _joinable(a, b) else None
            for a, b in pairwise(pt)
        ]

    def scores(self, a: Word, lexicon: Lexicon, lo: int, hi: int) -> dict[int, float]:
        """Portuguese word index -> score against ``a``, for the candidates only.

        The spelling comparisons with the words ``[lo, hi)`` run in one rapidfuzz call.
        """
        out: dict[int, float] = {}
        if a.name:
            for j in self.names.get(a.key.rstrip("s"), ()):
                out[j] = 0.9
        elif len(a.key) >= 3:
            mine = skeleton(a.key, True)
            found = process.extract(
                mine, self.fuzzy[lo:hi], scorer=Indel.normalized_similarity,
                score_cutoff=THRESHOLD, limit=None,
            )
            for pt_skeleton, score, j in found:
                if s := skeleton_score(mine, pt_skeleton, score):
                    out[lo + j] = s
        for key in lexicon.one_word(a.key):
            for j in self.by_key.get(key, ()):
                out[j] = max(out.get(j, 0.0), LEXICON_SCORE)
        for j in self.by_key.get(a.key, ()):
            out[j] = 1.0
        for key in lexicon.false_friends(a.key):
            for j in self.by_key.get(key, ()):
                out.pop(j, None)  # spelling found it: a look-alike, not a translation
        return out

    def joins(self, mine: str | None, lo: int, hi: int, joined: bool) -> dict[int, float]:
        """Look-alikes of the skeleton ``mine`` among the words ``[lo, hi)``, or
        (``joined``) among the pairs of words starting there."""
        if mine is None:
            return {}
        found = process.extract(
            mine, (self.joined if joined else self.fuzzy)[lo:hi],
            scorer=Indel.normalized_similarity, score_cutoff=THRESHOLD, limit=None,
        )
        return {lo + j: score for _, score, j in found}

    def phrases(self, words: tuple[str, ...]) -> list[int]:
        """Where the phrase of folded ``words`` starts."""
        k = len(words)
        return [j for j in self.by_key.get(words[0], ()) if tuple(self.keys[j:j + k]) == words]


def _band(n: int, m: int) -> list[tuple[int, int]]:
    """How far from the diagonal a counterpart is looked for, and for each Spanish
    position the Portuguese range ``[lo, hi]`` that is: linear cost on long texts
    of similar length; farther counterparts are left to the rescue pass."""
    width = max(BAND, abs(m - n) + 1)  # texts of unequal length: all the difference
    return [(max(0, i * m // n - width), min(m, -(-i * m // n) + width))
                   for i in range(n + 1)]


def _candidates(
    es: list[Word], pt: _Portuguese, lexicon: Lexicon, band: list[tuple[int, int]]
) -> dict[tuple[int, int], list[tuple[Block, float]]]:
    """Possible counterparts, by the cell where they end, with their score."""
    n, m = len(es), len(pt.words)
    es_keys = [w.key for w in es]
    found: dict[tuple[int, int], list[tuple[Block, float]]] = {}

    def add(block: Block, score: float) -> None:
        lo, hi = band[block.es_hi]
        if not lo <= block.pt_hi <= hi:
            return
        mid_es = (block.es_lo + block.es_hi) / 2 / n
        mid_pt = (block.pt_lo + block.pt_hi) / 2 / m
        score -= DISTORTION * abs(mid_es - mid_pt)
        if score > 0:
            found.setdefault((block.es_hi, block.pt_hi), []).append((block, score))

    # A one-word pair ends in the next row, one column on: hence i + 1 and lo - 1.
    singles = [pt.scores(a, lexicon, max(0, band[i + 1][0] - 1), band[i + 1][1])
               for i, a in enumerate(es)]
    for i, a in enumerate(es):
        lo, hi = band[i + 1]
        for j, score in singles[i].items():
            add(Block(i, i + 1, j, j + 1), score)
        _add_joins(es, i, pt, singles, add, max(0, lo - 2), hi)
        for es_words, pt_words in lexicon.starting_with(a.key):
            one_word = len(es_words) == len(pt_words) == 1  # scored above
            if one_word or tuple(es_keys[i:i + len(es_words)]) != es_words:
                continue
            for j in pt.phrases(pt_words):
                block = Block(i, i + len(es_words), j, j + len(pt_words))
                add(block, LEXICON_SCORE * max(len(es_words), len(pt_words)))
    return found


def _joinable(a: Word, b: Word) -> bool:
    """Whether two words may be one word on the other side: no names, no short
    function words (``y modelos`` is not ``modelos``)."""
    return not (a.name or b.name) and min(len(a.key), len(b.key)) >= JOIN_PART


def _add_joins(
    es: list[Word], i: int, pt: _Portuguese, singles: list[dict[int, float]],
    add: Callable[[Block, float], None], lo: int, hi: int,
) -> None:
    """Two words on one side that are one word on the other, credited per word
    when the pair looks more alike than either word alone (``entre procesos`` /
    ``interprocessos``)."""
    a, single = es[i], singles[i]
    one = skeleton(a.key, True) if not a.name and len(a.key) >= JOIN_PART else None
    for j, score in pt.joins(one, lo, hi, joined=True).items():
        if score > max(single.get(j, 0.0), single.get(j + 1, 0.0)):
            add(Block(i, i + 1, j, j + 2), 2 * score)
    if i + 1 < len(es) and _joinable(a, es[i + 1]):
        two = skeleton(a.key, True) + skeleton(es[i + 1].key, True)
        for j, score in pt.joins(two, lo, hi, joined=False).items():
            if score > max(single.get(j, 0.0), singles[i + 1].get(j, 0.0)):
                add(Block(i, i + 2, j, j + 1), 2 * score)


def monotone(es: list[Word], pt: list[Word], lexicon: Lexicon) -> list[Block]:
    """The best-scoring chain of counterparts in the same order on both sides."""
    n, m = len(es), len(pt)
    if not n or not m:
        return []
    band = _band(n, m)
    candidates = _candidates(es, _Portuguese(pt), lexicon, band)
    best = [[_NEG] * (m + 1) for _ in range(n + 1)]
    # The step into each cell: a Block of counterparts, or a word skipped.
    back: list[list[Block | int]] = [[_UP] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0
    for i in range(n + 1):
        row, up, steps = best[i], best[i - 1] if i else None, back[i]
        lo, hi = band[i]
        for j in range(max(lo, not i), hi + 1):
            value = up[j] if up is not None else _NEG
            if j and row[j - 1] > value:
                value, steps[j] = row[j - 1], _LEFT
            for block, score in candidates.get((i, j), ()):
                if best[block.es_lo][block.pt_lo] + score > value:
                    value, steps[j] = best[block.es_lo][block.pt_lo] + score, block
            row[j] = value
    chain = []
    i, j = n, m
    while i or j:
        step = back[i][j]
        if step == _UP:
            i -= 1
        elif step == _LEFT:
            j -= 1
        else:
            assert isinstance(step, Block)
            chain.append(step)
            i, j = step.es_lo, step.pt_lo
    return chain[::-1]
