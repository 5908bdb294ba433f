"""Words of one side that nothing on the other side translates: ``missing`` and ``added``.

The words the aligner left without a counterpart are grouped into runs (a
clause is one run, not one difference a word: two runs with at most
:data:`BRIDGE` words between them in the same sentence are one), and a run
counts only if it holds a content word (an article or a preposition alone never
does). A run is not a difference when the other side, between the counterparts
of the words around it, has content words without a counterpart too, about as
many (:data:`WORDIER`; else only the longer is one): the two say the same
thing in words that do not look alike (``de forma independiente`` /
``autonomamente``), which is a translation, not an omission.
Nor are short runs left in corresponding clauses of the two sides (a clause
ends at punctuation; the other side's clauses are those holding the
counterparts of its words): a phrase moved and reworded (``se usa
ampliamente`` / ``amplamente usada``). A word left out in one place and another
added after a comma are two differences.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate
from typing import NamedTuple

from glossary_desktop.compare.paired import Paired, Side
from glossary_desktop.domain import Lang

#: Two runs of words without counterparts this close are one.
BRIDGE = 2
#: Runs of at most this many content words left over on both sides of a clause
#: are taken for a phrase the translation moved or worded otherwise.
MOVED = 3
#: Facing runs whose content words differ more than this many times (plus one)
#: are not a rewording but an addition to the shorter's translation:
#: ``incrustación`` / ``embedding gerados por um modelo de linguagem``.
WORDIER = 2
_SENTENCE_END = frozenset(".!?;…")
_CLAUSE_END = _SENTENCE_END | frozenset(",:()[]—")
_CLAUSE_MARK = re.compile("|".join(map(re.escape, sorted(_CLAUSE_END))))


class Run(NamedTuple):
    """Words ``[lo, hi)`` of one side with no counterpart."""

    lang: Lang
    lo: int
    hi: int


def unmatched_runs(paired: Paired, lang: Lang, ignored: set[int]) -> list[Run]:
    """The runs of ``lang``'s words without a counterpart (``ignored`` words count
    as having one), trimmed of function words, each with a content word."""
    side = paired.side(lang)
    loose = [i for i in range(len(side.words)) if side.link[i] < 0 and i not in ignored]
    runs: list[list[int]] = []
    for i in loose:
        if runs and i - runs[-1][-1] <= BRIDGE + 1 and _same_sentence(side, runs[-1][-1], i):
            runs[-1].append(i)
        else:
            runs.append([i])
    out = []
    for run in runs:
        content = [i for i in run if side.content(i)]
        if content:
            out.append(Run(lang, content[0], content[-1] + 1))
    return out


def _same_sentence(side: Side, i: int, j: int) -> bool:
    between = side.text[side.words[i].end:side.words[j].start]
    return not _SENTENCE_END & set(between)


def omissions(paired: Paired, ignored: dict[Lang, set[int]]) -> list[Run]:
    """The runs of each side that nothing on the other side translates (see the module)."""
    runs = {lang: unmatched_runs(paired, lang, ignored[lang]) for lang in (Lang.ES, Lang.PT)}
    translated: set[Run] = set()
    for lang, other in ((Lang.ES, Lang.PT), (Lang.PT, Lang.ES)):
        for run in runs[lang]:
            facing = paired.facing(lang, run.lo, run.hi)
            said = [r for r in runs[other] if r.lo < facing.stop and facing.start < r.hi]
            if not said:
                continue
            shorter, longer = sorted(([run], said), key=lambda runs: _content(paired, runs))
            translated.update(shorter)
            if _content(paired, longer) <= WORDIER * _content(paired, shorter) + 1:
                translated.update(longer)
    es_clauses, pt_clauses = _clauses(paired.es), _clauses(paired.pt)
    pt_short = [r for r in _short(paired, runs[Lang.PT]) if r not in translated]
    for run in _short(paired, runs[Lang.ES]):
        if run in translated:
            continue
        clause = es_clauses[run.lo]
        same = {pt_clauses[j] for i, c in enumerate(es_clauses) if c == clause
                for j in paired.counterparts(Lang.ES, i)}
        moved = next((r for r in pt_short if pt_clauses[r.lo] in same and r not in translated),
                     None)
        if moved is not None:
            translated.update((run, moved))
    return [r for lang in (Lang.ES, Lang.PT) for r in runs[lang] if r not in translated]


def _clauses(side: Side) -> list[int]:
    """For each word, the number of its clause (clauses end at punctuation).

    Found from the punctuation marks (a few dozen), not from the gap before
    each word (hundreds): a mark is never inside a word, and the word after the
    gap holding it starts a clause, however many marks the gap holds.
    """
    words = side.words
    if not words:
        return []
    starts = [w.start for w in words]
    opens = bytearray(len(words))
    for mark in _CLAUSE_MARK.finditer(side.text, words[0].end, words[-1].start):
        opens[bisect_right(starts, mark.start())] = 1
    return list(accumulate(opens))


def _content(paired: Paired, runs: list[Run]) -> int:
    return sum(paired.side(r.lang).content(i) for r in runs for i in range(r.lo, r.hi))


def _short(paired: Paired, runs: list[Run]) -> list[Run]:
    """The runs of at most :data:`MOVED` content words."""
    return [r for r in runs if _content(paired, [r]) <= MOVED]
