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

from glossary_desktop.importer.keys import names, names_conflict, word_keys, words_of

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
    words_left, words_right = _Words(left), _Words(right)
    for lefts, rights, edges in _groups(touching):
        # The template's words are whole words ("Kalomine" and "Kalomisa" share
        # a key, not a word); what is left is compared by key (cognates).
        template_left = _template(lefts, words_left)
        template_right = _template(rights, words_right)
        agree: dict[tuple[int, int], int] = {}
        for i, j in edges:
            if i in chosen or j in taken or scores[i, j] < threshold:
                continue
            own = word_keys(words_left[i] - template_left)
            theirs = word_keys(words_right[j] - template_right)
            if len(lefts) == 1:  # a lone entry: the other side's template is its
                own -= word_keys(template_right)
            if len(rights) == 1:
                theirs -= word_keys(template_left)
            shared = own & theirs
            # What is left of each must agree: a word of one side that the
            # other lacks is allowed only while the other adds nothing.
            if shared and not (own - shared and theirs - shared):
                # Keys are word starts ("Kalomine", "Kalomisa"): whole words
                # spelt alike tell apart two candidates that both agree.
                agree[i, j] = len(words_left[i] & words_right[j])
        best_left: defaultdict[int, list[int]] = defaultdict(list)
        best_right: defaultdict[int, list[int]] = defaultdict(list)
        for (i, j), alike in agree.items():
            best_left[i].append(alike)
            best_right[j].append(alike)
        for (i, j), alike in agree.items():
            # The only candidate of both, or the one with the most words alike.
            if _alone_at_top(alike, best_left[i]) and _alone_at_top(alike, best_right[j]):
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
    ka, kb = word_keys(words_of(" ".join(a))), word_keys(words_of(" ".join(b)))
    shared = len(ka & kb)
    return shared / min(len(ka), len(kb)) if shared >= POSITION_KEYS else 0.0


class _Words(dict[int, set[str]]):
    """Entry index -> the folded words of its term and definition."""

    def __init__(self, texts: Texts) -> None:
        super().__init__()
        self._texts = texts

    def __missing__(self, index: int) -> set[str]:
        self[index] = found = words_of(" ".join(self._texts[index]))
        return found


def _alone_at_top(value: int, values: list[int]) -> bool:
    """``value`` is the largest of ``values`` (which hold it), and no other is as large."""
    return value == max(values) and values.count(value) == 1


def _template(members: list[int], words: _Words) -> set[str]:
    """The words in more than half of ``members`` (two or more): their template's."""
    if len(members) < 2:
        return set()
    df = Counter(w for e in members for w in words[e])
    return {w for w, n in df.items() if 2 * n > len(members)}


def _groups(
    edges: list[tuple[int, int]],
) -> list[tuple[list[int], list[int], list[tuple[int, int]]]]:
    """The connected groups of ``edges`` (left, right index pairs): entries that
    look alike, as (left indices, right indices, their edges)."""
    parent: dict[int, int] = {}

    def root(node: int) -> int:
        parent.setdefault(node, node)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for i, j in edges:  # a right index j is the node ~j (negative)
        parent[root(i)] = root(~j)
    groups: defaultdict[int, tuple[list[int], list[int], list[tuple[int, int]]]] = \
        defaultdict(lambda: ([], [], []))
    for node in parent:
        lefts, rights, _ = groups[root(node)]
        (lefts if node >= 0 else rights).append(node if node >= 0 else ~node)
    for i, j in edges:
        groups[root(i)][2].append((i, j))
    return list(groups.values())
