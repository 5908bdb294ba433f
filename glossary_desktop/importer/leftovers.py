"""Entries the first pass of :mod:`.align` left alone, paired as a reader would.

The first pass pairs an entry when its translation stands out from every other
candidate. Two kinds of entries never stand out that way, although a reader
pairs them at a glance:

- entries written on one template ("Versión de X que ..." / "Versão do X que
  ..."), where only a name, a number or a word of the term tells one from the
  others: each is as like the others' translations as its own.
  :func:`by_what_differs` sets the template's words aside (those in most of the
  entries that look alike) and pairs two entries when what is left of them
  agrees, nothing left of either says otherwise, and no other candidate agrees
  with either;
- an entry whose translation differs (20 ms against 200 ms, a clause more,
  another term): :func:`by_position` pairs it when both its neighbours are paired
  with the two neighbours of an entry also left alone, and the two agree in part
  (names, numbers, cognates). Those pairs are reported, to be checked.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

from glossary_desktop.importer.keys import names, names_conflict, word_keys

#: Share of the smaller entry's word keys that two entries must have in common
#: for a pair by position, and the fewest keys in common: true pairs of the
#: seeds and of the bench's generated files share 0.56-0.82 (a handful less),
#: other entries on the same subject at most 0.43, and a translation with a
#: clause more still shares most of the shorter side.
POSITION_AGREEMENT = 0.5
POSITION_KEYS = 4

#: Lead that agreement needs over the entry's agreement with its neighbours'
#: translations (and theirs with it).
POSITION_MARGIN = 0.2

Texts = Sequence[tuple[str, str]]  # (folded term, folded definition)


def by_what_differs(
    chosen: dict[int, int], scores: dict[tuple[int, int], float], threshold: float,
    left: Texts, right: Texts,
) -> None:
    """Add to ``chosen`` the templated entries whose different words agree.

    ``scores`` are the first pass's (pairs whose names do not clash); a pair
    needs ``threshold`` there too: its two entries follow the same template.
    """
    taken = set(chosen.values())
    touching = [(i, j) for i, j in scores if i not in chosen or j not in taken]
    if not any(i not in chosen and j not in taken and scores[i, j] >= threshold
               for i, j in touching):
        return
    keys_left, keys_right = _Keys(left), _Keys(right)
    for lefts, rights in _groups(touching):
        template_left = _template(lefts, keys_left)
        template_right = _template(rights, keys_right)
        # A lone entry on one side: the other side's template is the template.
        template_left = template_left if len(lefts) > 1 else template_right
        template_right = template_right if len(rights) > 1 else template_left
        agree: list[tuple[int, int]] = []
        for i in lefts:
            if i in chosen:
                continue
            own = keys_left[i] - template_left
            for j in rights:
                if j in taken or scores.get((i, j), 0.0) < threshold:
                    continue
                theirs = keys_right[j] - template_right
                shared = own & theirs
                # What is left of each must agree: a word of one side that the
                # other lacks is allowed only while the other adds nothing.
                if shared and not (own - shared and theirs - shared):
                    agree.append((i, j))
        per_left = Counter(i for i, _ in agree)
        per_right = Counter(j for _, j in agree)
        for i, j in agree:
            if per_left[i] == 1 and per_right[j] == 1:  # no other candidate agrees
                chosen[i] = j
                taken.add(j)


def by_position(
    chosen: dict[int, int], scores: dict[tuple[int, int], float],
    left: Texts, right: Texts, raw: tuple[Texts, Texts],
) -> set[int]:
    """Pair each entry left between two paired neighbours with the entry left
    between their partners, when the two agree in part; their left indices.
    ``raw`` holds both sides' entries as written (names keep their capitals)."""
    left_of = {j: i for i, j in chosen.items()}
    gaps: dict[int, int] = {}
    for i in range(1, len(left) - 1):
        before, after = chosen.get(i - 1), chosen.get(i + 1)
        if i not in chosen and before is not None and after == before + 2 \
                and before + 1 not in left_of:
            gaps[i] = before + 1
    if not gaps:
        return set()
    # An entry as like another entry of the other file as the one in its place
    # is on a template: its place does not say which (:func:`by_what_differs`).
    gap_rights = set(gaps.values())
    alike_left = Counter(i for i, _ in scores if i in gaps)
    alike_right = Counter(j for _, j in scores if j in gap_rights)
    found: dict[int, int] = {}
    for i, j in gaps.items():
        own = (i, j) in scores
        if alike_left[i] > own or alike_right[j] > own:
            continue
        before, after = j - 1, j + 1
        if names_conflict(names(raw[0][i][0]), names(raw[1][j][0])):
            continue  # the terms name different things ("JAX", "MXNet")
        agreement = _agreement(left[i], right[j])
        # Agreeing more with each other than with the neighbours' translations
        # by a margin: entries on one template agree with all of them alike.
        others = max(_agreement(left[i], right[before]), _agreement(left[i], right[after]),
                     _agreement(left[i - 1], right[j]), _agreement(left[i + 1], right[j]))
        if agreement >= POSITION_AGREEMENT and agreement - others >= POSITION_MARGIN:
            found[i] = j
    chosen.update(found)
    return set(found)


def _agreement(a: tuple[str, str], b: tuple[str, str]) -> float:
    """The share of the smaller entry's word keys (cognates, names, numbers) the
    other has; 0 with fewer than :data:`POSITION_KEYS` in common."""
    ka, kb = word_keys(" ".join(a)), word_keys(" ".join(b))
    shared = len(ka & kb)
    return shared / min(len(ka), len(kb)) if shared >= POSITION_KEYS else 0.0


class _Keys(dict[int, set[str]]):
    """Entry index -> the keys of its folded term and definition, worked out once."""

    def __init__(self, texts: Texts) -> None:
        super().__init__()
        self._texts = texts

    def __missing__(self, index: int) -> set[str]:
        self[index] = found = word_keys(" ".join(self._texts[index]))
        return found


def _template(members: list[int], keys: _Keys) -> set[str]:
    """The keys in more than half of ``members``: their template's words."""
    df = Counter(k for e in members for k in keys[e])
    return {k for k, n in df.items() if 2 * n > len(members)}


def _groups(edges: list[tuple[int, int]]) -> list[tuple[list[int], list[int]]]:
    """The connected groups of ``edges`` (left, right index pairs): entries that
    look alike, as (left indices, right indices)."""
    parent: dict[int, int] = {}

    def root(node: int) -> int:
        parent.setdefault(node, node)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for i, j in edges:  # a right index j is the node ~j (negative)
        parent[root(i)] = root(~j)
    groups: defaultdict[int, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
    for node in parent:
        lefts, rights = groups[root(node)]
        (lefts if node >= 0 else rights).append(node if node >= 0 else ~node)
    return [(sorted(lefts), sorted(rights)) for lefts, rights in groups.values()]
