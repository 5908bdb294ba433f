"""How alike a concept's two sides are, 0 to 1: what the overview sorts by.

*Agreement*: every content word of both sides (articles, prepositions and the
like do not count; numbers are the number check's) weighs as much as the link
it has is sure (:mod:`.paired`: 1 spelled alike, on the hand-checked list or
the same name; 0.6 paired only by its place), 0 without a counterpart; the
agreement is their mean. *Similarity* is the agreement less a penalty for each difference
(:data:`PENALTY`), never below 0: a faithful translation scores about 0.9 or
more, one with a negation flipped about 0.3 less.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from glossary_desktop.compare.differences import Difference, Kind
from glossary_desktop.compare.paired import Paired

#: What each difference takes off the agreement.
PENALTY = {
    Kind.NEGATION: 0.3,
    Kind.NUMBER: 0.2,
    Kind.MISSING: 0.1,
    Kind.ADDED: 0.1,
    Kind.INCONSISTENT_TERM: 0.05,
}


def agreement(texts: Iterable[tuple[Paired, set[int], set[int]]]) -> float:
    """The mean confidence of the content words of each aligned pair of texts,
    less the words each pair's two sets (Spanish, Portuguese) leave out."""
    total = weight = 0.0
    for paired, es_out, pt_out in texts:
        for side, out in ((paired.es, es_out), (paired.pt, pt_out)):
            for i, link in enumerate(side.link):
                if i in out or not side.content(i):
                    continue
                total += 1
                weight += paired.links[link].confidence if link >= 0 else 0.0
    return weight / total if total else 1.0


def similarity(agreement: float, differences: Sequence[Difference]) -> float:
    """``agreement`` less the penalty of each difference, at least 0."""
    return max(0.0, agreement - sum(PENALTY[d.kind] for d in differences))
