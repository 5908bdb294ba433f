"""The first pass of the aligner: the best chain of counterparts in the same order.

The two texts say the same things in nearly the same order, so dynamic
programming finds the best-scoring chain of counterparts that never crosses
itself, each candidate scored by spelling or by the hand-checked list (several
words a side allowed), minus a penalty for pairing words far from the same
relative position: order as a prior.
"""

from __future__ import annotations

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
        return out

    def phrases(self, words: tuple[str, ...]) -> list[int]:
        """Where the phrase of folded ``words`` starts."""
        k = len(words)
        return [j for j in self.by_key.get(words[0], ()) if tuple(self.keys[j:j + k]) == words]


def _band(n: int, m: int) -> tuple[int, list[tuple[int, int]]]:
    """How far from the diagonal a counterpart is looked for, and for each Spanish
    position the Portuguese range ``[lo, hi]`` that is: linear cost on long texts
    of similar length; farther counterparts are left to the rescue pass."""
    width = max(BAND, abs(m - n) + 1)  # texts of unequal length: all the difference
    return width, [(max(0, i * m // n - width), min(m, -(-i * m // n) + width))
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

    for i, a in enumerate(es):
        lo, hi = band[i + 1]  # a one-word pair ends in the next row, one column on
        for j, score in pt.scores(a, lexicon, max(0, lo - 1), hi).items():
            add(Block(i, i + 1, j, j + 1), score)
        for es_words, pt_words in lexicon.starting_with(a.key):
            one_word = len(es_words) == len(pt_words) == 1  # scored above
            if one_word or tuple(es_keys[i:i + len(es_words)]) != es_words:
                continue
            for j in pt.phrases(pt_words):
                block = Block(i, i + len(es_words), j, j + len(pt_words))
                add(block, LEXICON_SCORE * max(len(es_words), len(pt_words)))
    return found


def monotone(es: list[Word], pt: list[Word], lexicon: Lexicon) -> list[Block]:
    """The best-scoring chain of counterparts in the same order on both sides."""
    n, m = len(es), len(pt)
    if not n or not m:
        return []
    _, band = _band(n, m)
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
