"""Words typed together or apart: "multinube" for the term "Multi nube",
"auto scaling" (or "auto-scaling") for "Autoscaling".

Neither is a typo of a word, so close spellings do not find them; both are
checked against the term words the typo tier already has, in one lookup of
a handful of words: a query word that starts no term word is split where both
halves are term words, and two query words are joined where together they
make one. Two words that are each a term word stay apart: "meta datos" reads
as typed even where "Metadatos" is a term too.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Sequence

#: Shortest half of a split word: "py torch", "ml ops"; not "a modelo".
MIN_PART = 2

#: The words of a collection that are whole term words.
WholeWords = Callable[[Collection[str]], set[str]]


def respaced(tokens: Sequence[str], unknown: Sequence[bool], whole: WholeWords) -> tuple[str, ...]:
    """``tokens`` with words joined or split where that makes term words.

    ``unknown`` says which tokens start no term word: only those are split (a
    known one may be a word being typed). Each token is joined or split once, left
    to right; a word splitting several ways splits into the most even halves.
    """
    joins = [a + b for a, b in itertools.pairwise(tokens)]
    halves = {
        i: [(tok[:k], tok[k:]) for k in range(MIN_PART, len(tok) - MIN_PART + 1)]
        for i, tok in enumerate(tokens)
        if unknown[i]
    }
    words = whole({
        *tokens, *joins, *(half for ways in halves.values() for way in ways for half in way)
    })
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if i < len(joins) and joins[i] in words and not {tokens[i], tokens[i + 1]} <= words:
            out.append(joins[i])
            i += 2
            continue
        splits = [pair for pair in halves.get(i, ()) if set(pair) <= words]
        if splits:
            best = min(splits, key=_unevenness)
            out.extend(best)
        else:
            out.append(tokens[i])
        i += 1
    return tuple(out)


def _unevenness(pair: tuple[str, str]) -> int:
    return abs(len(pair[0]) - len(pair[1]))
