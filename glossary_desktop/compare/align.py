"""Word counterparts between a Spanish and a Portuguese text.

Three passes over the words (as the full-text index sees them):

1. A monotone alignment by dynamic programming: the two texts say the same
   things in nearly the same order, so the best-scoring chain of counterparts
   that never crosses itself is found, each candidate scored by spelling
   (:mod:`.cognates`, identical names and numbers) or by the hand-checked list
   (:mod:`.lexicon`, several words a side allowed), minus a penalty for
   pairing words far from the same relative position (order as a prior).
2. A rescue of strong counterparts the chain had to leave out because the
   translation moved them.
3. Gaps: where one to three words on each side are left between two
   counterparts, they translate each other (``se`` / ``são``, ``posible`` /
   ``eventual``); equal numbers pair word by word, else as one phrase.
"""

from __future__ import annotations

from typing import NamedTuple

from rapidfuzz import process
from rapidfuzz.distance import Indel

from glossary_desktop.compare.alignment import Alignment, Pair
from glossary_desktop.compare.cognates import (
    THRESHOLD,
    cognate_score,
    is_name,
    skeleton,
    skeleton_score,
)
from glossary_desktop.compare.lexicon import Lexicon, default_lexicon
from glossary_desktop.domain import Span
from glossary_desktop.text import fold, word_spans

#: Score of a pair from the hand-checked list, per word of its longer side.
LEXICON_SCORE = 0.95
#: Penalty for a pair at the two ends of the texts (scaled by the distance in
#: relative position): enough to choose the nearer of two equal candidates.
DISTORTION = 0.3
#: A counterpart moved out of order is taken only above this score.
RESCUE_SCORE = 0.85
#: Counterparts are looked for this many words around the same relative place
#: (farther ones only by the rescue pass): the cost grows linearly, not with the
#: square of the length, beyond definitions of this size.
BAND = 40
#: Gaps of at most this many words a side are taken for each other's translation.
GAP_WORDS = 3

_NEG = float("-inf")
_UP, _LEFT = 0, 1  # a Spanish, a Portuguese word left without a counterpart


class Word(NamedTuple):
    """One word of a text: its offsets, folded key and whether it is a name."""

    start: int
    end: int
    key: str
    name: bool


class Block(NamedTuple):
    """Counterparts as word index ranges ``[es_lo, es_hi)`` / ``[pt_lo, pt_hi)``."""

    es_lo: int
    es_hi: int
    pt_lo: int
    pt_hi: int


def tokens(text: str) -> list[Word]:
    """The words of ``text`` with their offsets."""
    out = []
    for start, end in word_spans(text):
        raw = text[start:end]
        out.append(Word(start, end, fold(raw), is_name(raw)))
    return out


def align(es_text: str, pt_text: str, lexicon: Lexicon | None = None) -> Alignment:
    """The word counterparts of ``es_text`` and ``pt_text`` (see the module's passes)."""
    lexicon = default_lexicon() if lexicon is None else lexicon
    es, pt = tokens(es_text), tokens(pt_text)
    chain = _monotone(es, pt, lexicon)
    rescued = _rescue(es, pt, chain, lexicon)
    blocks = sorted([*_fill_gaps(es, pt, chain, rescued), *rescued])
    return _alignment(es, pt, blocks)


def _alignment(es: list[Word], pt: list[Word], blocks: list[Block]) -> Alignment:
    es_used = {i for b in blocks for i in range(b.es_lo, b.es_hi)}
    pt_used = {j for b in blocks for j in range(b.pt_lo, b.pt_hi)}
    return Alignment(
        tuple(Span(w.start, w.end) for w in es),
        tuple(Span(w.start, w.end) for w in pt),
        tuple(
            Pair(Span(es[b.es_lo].start, es[b.es_hi - 1].end),
                 Span(pt[b.pt_lo].start, pt[b.pt_hi - 1].end))
            for b in blocks
        ),
        tuple(Span(w.start, w.end) for i, w in enumerate(es) if i not in es_used),
        tuple(Span(w.start, w.end) for j, w in enumerate(pt) if j not in pt_used),
    )


def _word_score(a: Word, b: Word, lexicon: Lexicon) -> float:
    """One Spanish word against one Portuguese word: spelling, else the list."""
    score = cognate_score(a.key, b.key, names=a.name or b.name)
    if score < LEXICON_SCORE and b.key in lexicon.one_word(a.key):
        return LEXICON_SCORE
    return score


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


def _monotone(es: list[Word], pt: list[Word], lexicon: Lexicon) -> list[Block]:
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


def _rescue(es: list[Word], pt: list[Word], chain: list[Block], lexicon: Lexicon) -> list[Block]:
    """Strong one-word counterparts the chain left out: best first, the nearer
    of equals first, each word at most once."""
    es_used = {i for b in chain for i in range(b.es_lo, b.es_hi)}
    pt_used = {j for b in chain for j in range(b.pt_lo, b.pt_hi)}
    n, m = len(es), len(pt)
    ranked = sorted(
        (-s, abs(i / n - j / m), i, j)
        for i in range(n) if i not in es_used and (len(es[i].key) > 3 or es[i].name)
        for j in range(m) if j not in pt_used
        if (s := _word_score(es[i], pt[j], lexicon)) >= RESCUE_SCORE
    )
    rescued = []
    for _, _, i, j in ranked:
        if i not in es_used and j not in pt_used:
            es_used.add(i)
            pt_used.add(j)
            rescued.append(Block(i, i + 1, j, j + 1))
    return rescued


def _fill_gaps(
    es: list[Word], pt: list[Word], chain: list[Block], rescued: list[Block]
) -> list[Block]:
    """The chain, with the short stretches left between its pairs paired up.

    Not where a stretch holds a name or a number: those only pair with
    themselves (``TensorFlow 2023`` / ``JAX 2024`` stay apart).
    """
    n, m = len(es), len(pt)
    taken_es = {b.es_lo for b in rescued} | {i for i, w in enumerate(es) if w.name}
    taken_pt = {b.pt_lo for b in rescued} | {j for j, w in enumerate(pt) if w.name}
    out: list[Block] = []
    prev_es = prev_pt = 0
    for block in [*chain, Block(n, n, m, m)]:
        es_gap = range(prev_es, block.es_lo)
        pt_gap = range(prev_pt, block.pt_lo)
        if es_gap and pt_gap and not (taken_es & set(es_gap) or taken_pt & set(pt_gap)):
            if len(es_gap) == len(pt_gap) <= GAP_WORDS:
                out.extend(Block(i, i + 1, j, j + 1) for i, j in zip(es_gap, pt_gap, strict=True))
            elif min(len(es_gap), len(pt_gap)) == 1 and max(len(es_gap), len(pt_gap)) <= GAP_WORDS:
                out.append(Block(es_gap.start, es_gap.stop, pt_gap.start, pt_gap.stop))
        if block.es_hi > block.es_lo:
            out.append(block)
        prev_es, prev_pt = block.es_hi, block.pt_hi
    return out
