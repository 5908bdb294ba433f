"""Pairing translations: which entries of two files are the same concept.

Entries are paired by content, wherever they sit in their files. Every entry
is compared with the entries of the other file that share rare keys with it
(:mod:`.keys`: blocking, so the work grows with the entries, not their
product); a candidate pair scores the fuzzy similarity of the accent-folded
definitions and terms, and is ruled out when the two name different things
("JAX" against "MXNet"). A pair is made only when each side is the other's
best candidate by a clear margin over its runner-up: an entry whose
translation is missing, or whose best match is a near-twin of another, stays
unpaired (and is reported) rather than paired wrongly. Position plays no part
in this pass: shuffling either file gives the same pairs.

What it leaves, :mod:`.leftovers` looks at again: entries on one template are
told apart by their different words, and an entry between two pairs is paired
with the entry between their partners when the two agree in part, a pair the
build reports as made by position.

On the seeds true pairs score 80-97 (definitions 78-93, terms 76-100) and the
best wrong candidate at most 60 (definitions 55).
"""

from __future__ import annotations

import zlib
from array import array
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, combinations, islice, repeat

from rapidfuzz import fuzz

from glossary_desktop.importer.folded import Folded
from glossary_desktop.importer.keys import KeyIds, names_conflict
from glossary_desktop.importer.leftovers import by_position, by_what_differs
from glossary_desktop.importer.twins import Sketch, sketch, twins
from glossary_desktop.text import fold

__all__ = ["Alignment", "Pair", "Sketch", "match", "sketch", "twins"]

#: Weight of the definitions in a pair's score; the terms get the rest (they
#: are short and often translated word by word, so they say less).
DEFINITION_WEIGHT = 0.75

#: Score (0-100) a pair needs at least: midway between the best wrong
#: candidates (<= 60 on the seeds) and true pairs (>= 80).
PAIR_THRESHOLD = 68.0

#: Lead a pair needs over the runner-up of each of its two entries.
MARGIN = 8.0

#: Below this many comparisons both files are compared exhaustively.
EXHAUSTIVE = 10_000

#: Rarest shared keys of an entry that are combined into blocking pairs.
RARE_KEYS = 4

#: A clue (a rare key, or two) leads to candidates only while at most this
#: many entries of the left file have it: a common one says nothing, and the
#: cap keeps the candidates of each right entry bounded (near-linear work).
BLOCK = 8

Pair = tuple[int | None, int | None]

_UNSHARED = 1 << 80  # rank of a key only one file has: after every shared one
_RARE_ALONE = 9 << 32  # rank below which a key is in at most 8 entries of both files


@dataclass(frozen=True, slots=True)
class Alignment:
    """Index pairs ``(i, j)``; ``None`` on one side means no counterpart.

    Every index of each side appears exactly once, ordered by the left index
    (a right-only entry right after the pair of the right entry before it).
    """

    pairs: tuple[Pair, ...]
    #: Left indices of the pairs made by position alone (:func:`.leftovers.by_position`).
    by_position: frozenset[int] = frozenset()

    @property
    def paired(self) -> int:
        return sum(1 for i, j in self.pairs if i is not None and j is not None)


#: Entries of both files up to which a volume is paired in memory, each folded
#: text worked out once (the bench's 100k volume has 195k): a larger one keeps
#: only its keys and reads its texts back for the candidates at hand, which
#: costs processor time (docs/performance.md, "One huge volume").
IN_MEMORY = 250_000

#: Candidates scored together, their texts read in one go (at most half of
#: :data:`.folded.CACHE`).
BATCH = 2048


@dataclass(frozen=True, slots=True)
class _Side:
    """One file's entries made comparable: key ids, the raw text, and the folded
    texts and names of an entry, worked out when asked for (a bounded number kept)."""

    keys: list[array[int]]
    raw: Sequence[tuple[str, str]]
    folded: Folded

    @classmethod
    def of(cls, entries: Sequence[tuple[str, str]], ids: KeyIds, *, bounded: bool) -> _Side:
        """``bounded``: keep only the keys of every entry, its texts for the
        candidates at hand; else every folded text once worked out (faster)."""
        folded = Folded(entries, bounded=bounded)
        if bounded:  # one pass (the entries may be read back from the database)
            keys = ids.of(fold(t) + " " + fold(d) for t, d in entries)
        else:
            every = [(fold(t), fold(d)) for t, d in entries]
            folded.folded = dict(enumerate(every))
            keys = ids.of(t + " " + d for t, d in every)
        return cls(keys, entries, folded)

    def names(self, index: int) -> frozenset[str]:
        return self.folded.names(index)


def match(left: Sequence[tuple[str, str]], right: Sequence[tuple[str, str]]) -> Alignment:
    """(term, definition) entries of a Spanish and a Portuguese file, in file order."""
    return Alignment(*_match(left, right))


def _match(
    left: Sequence[tuple[str, str]], right: Sequence[tuple[str, str]]
) -> tuple[tuple[Pair, ...], frozenset[int]]:
    ids = KeyIds()
    # A volume too large to hold is paired from the database, a block of
    # candidates at a time (issue 30 item 4: 1.8 KB an entry otherwise).
    bounded = len(left) + len(right) > IN_MEMORY
    a, b = _Side.of(left, ids, bounded=bounded), _Side.of(right, ids, bounded=bounded)
    candidates = (
        ((i, j) for i in range(len(left)) for j in range(len(right)))
        if len(left) * len(right) <= EXHAUSTIVE
        else _blocked(a.keys, b.keys, ids.keys())
    )
    scores = _scores(a, b, candidates)
    chosen = _choose(scores, a.raw, b.raw)
    by_what_differs(chosen, scores, PAIR_THRESHOLD, a.folded, b.folded)
    placed = by_position(chosen, scores, a.folded, b.folded, (a.raw, b.raw))
    return _layout(chosen, len(left), len(right)), frozenset(placed)


def _blocked(
    left: list[array[int]], right: list[array[int]], keys: list[str]
) -> Iterator[tuple[int, int]]:
    """Pairs of entries that share a rare key, or two of their rarest keys, by
    right-hand entry (its candidates are scored while its text is at hand)."""
    df_left = Counter(chain.from_iterable(left))
    df_right = Counter(chain.from_iterable(right))
    # Rarity over both files as one integer, ties broken by content (not by
    # order of appearance) so the same entries give the same candidates in
    # any order; keys only one file has cannot pair anything and come last.
    rank = [_UNSHARED] * len(keys)
    for k, n in df_left.items():
        if k in df_right:
            rank[k] = ((n + df_right[k]) << 32) | zlib.crc32(keys[k].encode())
    # Clue -> the left entry that has it; a list only for the few clues that
    # several entries share (one list per clue would double the table's size).
    blocks: dict[object, int | list[int]] = {}
    for i, clues in enumerate(_clues(left, rank)):
        for clue in clues:
            first = blocks.setdefault(clue, i)
            if isinstance(first, list):
                first.append(i)
            elif first != i:
                blocks[clue] = [first, i]
    for j, clues in enumerate(_clues(right, rank)):
        found: set[int] = set()
        for clue in clues:
            ours = blocks.get(clue)
            if isinstance(ours, int):
                found.add(ours)
            # A clue many Spanish entries share is common, not a clue; each
            # Portuguese entry then meets a bounded number of candidates.
            elif ours is not None and len(ours) <= BLOCK:
                found.update(ours)
        yield from zip(found, repeat(j))


def _clues(keys: list[array[int]], rank: list[int]) -> Iterator[list[object]]:
    """Per entry: its rare keys, and its rarest shared keys two by two."""
    for entry_keys in keys:
        rarest = sorted(map(rank.__getitem__, entry_keys))[:RARE_KEYS]
        while rarest and rarest[-1] == _UNSHARED:
            rarest.pop()
        # A key that few entries share is a clue alone.
        clues: list[object] = [k for k in rarest if k < _RARE_ALONE]
        clues.extend(combinations(rarest, 2))
        yield clues


def _scores(
    a: _Side, b: _Side, candidates: Iterator[tuple[int, int]]
) -> dict[tuple[int, int], float]:
    """Similarity (0-100) of each candidate pair whose names do not clash."""
    ratio, w = fuzz.ratio, DEFINITION_WEIGHT
    out: dict[tuple[int, int], float] = {}
    weakest = PAIR_THRESHOLD - MARGIN  # below: neither a pair nor in one's way
    cutoff = (weakest - (1 - w) * 100) / w  # definitions this far apart cannot reach it
    while block := list(islice(candidates, BATCH)):
        # The block's texts read at once, then scored in the candidates' order.
        a.folded.read(i for i, _ in block)
        b.folded.read(j for _, j in block)
        folded_a, folded_b = a.folded.folded, b.folded.folded
        for i, j in block:
            term_a, definition_a = folded_a[i]
            term_b, definition_b = folded_b[j]
            score = w * ratio(definition_a, definition_b, score_cutoff=cutoff)
            if score:
                score += (1 - w) * ratio(term_a, term_b)
            if score < weakest:
                continue
            if not names_conflict(a.names(i), b.names(j)):
                out[i, j] = score
    return out


def _choose(
    scores: dict[tuple[int, int], float],
    left: Sequence[object],
    right: Sequence[object],
) -> dict[int, int]:
    """Left index -> right index for every pair that wins clearly on both sides."""
    best_left = _best(((i, j, s) for (i, j), s in scores.items()), len(left))
    best_right = _best(((j, i, s) for (i, j), s in scores.items()), len(right))
    chosen: dict[int, int] = {}
    for i, (score, j, runner_up) in best_left.items():
        if score < PAIR_THRESHOLD or score - runner_up < MARGIN:
            continue
        _, back, back_runner_up = best_right[j]
        if back == i and score - back_runner_up >= MARGIN:
            chosen[i] = j
    return chosen


def _best(
    scored: Iterator[tuple[int, int, float]], size: int
) -> dict[int, tuple[float, int, float]]:
    """For each entry: its best score, the other entry, and the runner-up's score."""
    best: dict[int, tuple[float, int, float]] = {}
    for me, other, score in scored:
        top, who, second = best.get(me, (0.0, -1, 0.0))
        if score > top:
            best[me] = (score, other, top)
        elif score > second:
            best[me] = (top, who, score)
    return best


def _layout(chosen: dict[int, int], n_left: int, n_right: int) -> tuple[Pair, ...]:
    """All indices of both sides, ordered by the left index; a right-only entry
    goes right after the pair of the nearest right entry before it."""
    left_of = {j: i for i, j in chosen.items()}
    rows: list[tuple[int, int, Pair]] = [(i, 0, (i, chosen.get(i))) for i in range(n_left)]
    anchor = -1
    for j in range(n_right):
        if j in left_of:
            anchor = left_of[j]
        else:
            rows.append((anchor, 1, (None, j)))
    rows.sort(key=lambda row: (row[0], row[1], row[2][1] or 0))
    return tuple(pair for _, _, pair in rows)
