"""Word counterparts between a Spanish and a Portuguese text.

Three passes over the words (as the full-text index sees them):

1. The best chain of counterparts in the same order on both sides (:mod:`.chain`),
   each scored by spelling or by the hand-checked list, order as a prior.
2. A rescue of strong counterparts the chain had to leave out because the
   translation moved them (:mod:`.rescue`).
3. Gaps: where one to three words on each side are left between two
   counterparts, they translate each other (``se`` / ``são``, ``posible`` /
   ``eventual``); equal numbers pair word by word, else as one phrase.
"""

from __future__ import annotations

from typing import NamedTuple

from glossary_desktop.compare.alignment import Alignment, Pair
from glossary_desktop.compare.chain import monotone
from glossary_desktop.compare.lexicon import Lexicon, default_lexicon
from glossary_desktop.compare.rescue import rescue
from glossary_desktop.compare.words import Block, Word, tokens
from glossary_desktop.domain import Span

#: Gaps of at most this many words a side are taken for each other's translation.
GAP_WORDS = 3


class Aligned(NamedTuple):
    """:func:`align`'s answer with what it was made of: the words of each text,
    the counterparts as word index ranges (in the order of ``alignment.pairs``)
    and those of them found only by their place (the third pass)."""

    alignment: Alignment
    es: list[Word]
    pt: list[Word]
    blocks: list[Block]
    placed: frozenset[Block]


def align(es_text: str, pt_text: str, lexicon: Lexicon | None = None) -> Alignment:
    """The word counterparts of ``es_text`` and ``pt_text`` (see the module's passes)."""
    return align_words(es_text, pt_text, lexicon).alignment


def align_words(es_text: str, pt_text: str, lexicon: Lexicon | None = None) -> Aligned:
    """:func:`align`, with the words and counterparts it found them from."""
    lexicon = default_lexicon() if lexicon is None else lexicon
    es, pt = tokens(es_text), tokens(pt_text)
    chain = monotone(es, pt, lexicon)
    rescued = rescue(es, pt, chain, lexicon)
    filled = _fill_gaps(es, pt, chain, rescued, lexicon)
    blocks = sorted([*filled, *rescued])
    return Aligned(_alignment(es, pt, blocks), es, pt, blocks, frozenset(filled) - set(chain))


def _take(words: list[Word], spans: list[Span], used: bytearray, lo: int, hi: int) -> Span:
    """The span of ``words[lo:hi]``, marked as used."""
    # Most pairs are one word a side, whose span is made: no slice, no new Span.
    if hi - lo == 1:
        used[lo] = 1
        return spans[lo]
    used[lo:hi] = b"\x01" * (hi - lo)
    return Span(words[lo].start, words[hi - 1].end)


def _alignment(es: list[Word], pt: list[Word], blocks: list[Block]) -> Alignment:
    es_spans = [Span(w.start, w.end) for w in es]
    pt_spans = [Span(w.start, w.end) for w in pt]
    es_used = bytearray(len(es))
    pt_used = bytearray(len(pt))
    pairs = []
    for es_lo, es_hi, pt_lo, pt_hi in blocks:
        pairs.append(Pair(_take(es, es_spans, es_used, es_lo, es_hi),
                          _take(pt, pt_spans, pt_used, pt_lo, pt_hi)))
    return Alignment(
        tuple(es_spans), tuple(pt_spans), tuple(pairs),
        tuple(s for s, used in zip(es_spans, es_used, strict=True) if not used),
        tuple(s for s, used in zip(pt_spans, pt_used, strict=True) if not used),
    )


def _fill_gaps(
    es: list[Word], pt: list[Word], chain: list[Block], rescued: list[Block], lexicon: Lexicon
) -> list[Block]:
    """The chain, with the short stretches left between its pairs paired up.

    Not where a stretch holds a name or a number: those only pair with
    themselves (``TensorFlow 2023`` / ``JAX 2024`` stay apart); nor a false
    friend with its look-alike (``oficina`` / ``oficina``), word by word.
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
            false = {(i, j) for i in es_gap for j in pt_gap
                     if pt[j].key in lexicon.false_friends(es[i].key)}
            if len(es_gap) == len(pt_gap) <= GAP_WORDS:
                out.extend(Block(i, i + 1, j, j + 1)
                           for i, j in zip(es_gap, pt_gap, strict=True) if (i, j) not in false)
            elif (min(len(es_gap), len(pt_gap)) == 1 and max(len(es_gap), len(pt_gap)) <= GAP_WORDS
                  and not false):
                out.append(Block(es_gap.start, es_gap.stop, pt_gap.start, pt_gap.stop))
        if block.es_hi > block.es_lo:
            out.append(block)
        prev_es, prev_pt = block.es_hi, block.pt_hi
    return out
