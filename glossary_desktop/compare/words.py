"""Words as the aligner sees them, and what one Spanish word scores against one
Portuguese word: by spelling (:mod:`.cognates`), else by the hand-checked list."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple, TypeVar

from glossary_desktop.compare.cognates import cognate_score, is_name
from glossary_desktop.compare.lexicon import Lexicon
from glossary_desktop.text import fold, word_spans

T = TypeVar("T")

#: Score of a pair from the hand-checked list, per word of its longer side.
LEXICON_SCORE = 0.95


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
    folded = fold(text)
    # Folding Spanish and Portuguese changes no text's length: then each word's
    # folded form is the same stretch of the folded text (one call, not one a word).
    same = len(folded) == len(text)
    found = []
    for start, end in word_spans(text):
        raw = text[start:end]
        # A lower-case word of letters is no name: most words, without the call.
        found.append(Word(start, end, folded[start:end] if same else fold(raw),
                          not (raw.islower() and raw.isalpha()) and is_name(raw)))
    return found


def listed(
    out: dict[T, float], key: str, find: Callable[[str], Iterable[T]], lexicon: Lexicon
) -> dict[T, float]:
    """``out`` (what spelling or a name scored against the folded ``key``) with
    its counterparts on the list and the same word added, its false friends
    taken out; ``find`` gives the other side's words (positions, or distinct
    words) of a folded key."""
    for other in lexicon.one_word(key):
        for x in find(other):
            out[x] = max(out.get(x, 0.0), LEXICON_SCORE)
    for x in find(key):
        out[x] = 1.0
    for other in lexicon.false_friends(key):
        for x in find(other):
            out.pop(x, None)  # spelling found it: a look-alike, not a translation
    return out


def word_score(a: Word, b: Word, lexicon: Lexicon) -> float:
    """One Spanish word against one Portuguese word: spelling, else the list;
    never a false friend."""
    if b.key in lexicon.false_friends(a.key):
        return 0.0
    score = cognate_score(a.key, b.key, names=a.name or b.name)
    if score < LEXICON_SCORE and b.key in lexicon.one_word(a.key):
        return LEXICON_SCORE
    return score
