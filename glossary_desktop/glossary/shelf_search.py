"""One ranking out of several searches: each glossary's own, or the library index's.

A search over the library asks *units*: a glossary alone (its own engine search),
or the imported glossaries together through the library index
(:mod:`glossary_desktop.glossary.library_index`: one engine search for all of
them). Each unit gives its best ``limit``; the merge orders them by tier (an exact
term in a small glossary before a definition match in a large one), then by
their place within that tier in their unit's answer (bm25 and the engine's other
measures are comparable inside one database, not across files), then by the
unit's place in the library (built-in first).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from operator import methodcaller
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from glossary_desktop.domain import Concept, GlossaryRef, Hit, ListFilter, SourcedHit, Tier
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary.hits import hits_of

if TYPE_CHECKING:
    from glossary_desktop.glossary.library_index import LibraryIndex
    from glossary_desktop.glossary.reader import Glossary
    from glossary_desktop.search.found import Ranked


class Member(NamedTuple):
    """A glossary of the shelf: what names it, its database and its bookmarks' folder."""

    ref: GlossaryRef
    db: Path
    user_dir: Path


class Unit(NamedTuple):
    """What one search is asked of: ``members``' own glossary (one member), or the
    library index of several (``library``), under one filter."""

    members: tuple[Member, ...]
    library: LibraryIndex | None
    flt: ListFilter | None


#: A unit's answer: each result with the member it is of, in that member's ids.
Answer = list[tuple[Member, "Ranked"]]


def units(
    members: Sequence[Member], index: LibraryIndex | None, indexed: Sequence[Member],
    filter_for: Callable[[Member], ListFilter | None] | None,
) -> list[Unit]:
    """The units to ask for ``members``: the ``indexed`` ones as one, through
    ``index``, when all of them are asked and take one filter that the index can
    apply (no volume, no bookmarks: each glossary has its own); else each alone."""
    def flt(m: Member) -> ListFilter | None:
        return filter_for(m) if filter_for else None

    # By name: comparing members compares their paths, fifty glossaries' by fifty.
    asked = {m.ref.id for m in members}
    in_index = {m.ref.id for m in indexed}
    common = {flt(m) for m in indexed}
    one = next(iter(common)) if len(common) == 1 else None
    usable = index is not None and len(common) == 1 and in_index <= asked and (
        one is None or (one.volume_id is None and one.slugs is None))
    if not usable:
        return [Unit((m,), None, flt(m)) for m in members]
    found: list[Unit] = []
    for m in members:
        if m.ref.id not in in_index:
            found.append(Unit((m,), None, flt(m)))
        elif m.ref.id == indexed[0].ref.id:
            found.append(Unit(tuple(indexed), index, one))
    return found


def merged(answers: Sequence[Sequence[Ranked]], limit: int) -> list[tuple[int, Ranked]]:
    """The best ``limit`` of every unit's answer (in the unit's own ids), as one
    ranking: each with the number of its unit in ``answers``."""
    keyed: list[tuple[Tier, int, int, Ranked]] = []
    for unit, rows in enumerate(answers):
        seen: dict[Tier, int] = {}  # each result's place among those of its tier
        for r in rows:
            place = seen.get(r.tier, 0)
            seen[r.tier] = place + 1
            keyed.append((r.tier, place, unit, r))
    # (tier, place, unit) is never the same twice: the results never compare.
    return [(unit, r) for _tier, _place, unit, r in heapq.nsmallest(limit, keyed)]


class IndexFailed(Exception):
    """The library index failed a search: it is left aside and the search asked again."""


def of_members(asked: Sequence[Unit], cut: Sequence[tuple[int, Ranked]]
               ) -> list[tuple[Member, Ranked]]:
    """The merged ``cut`` (each result with the number of its unit in ``asked``) as
    results of members, each in its member's own ids. Only the index's results that
    made the cut are looked up in it: the others are never shown."""
    mine: list[list[Ranked]] = [[] for _ in asked]
    for n, r in cut:
        mine[n].append(r)
    placed = [iter(_placed(unit, rows)) for unit, rows in zip(asked, mine, strict=True)]
    return [next(placed[n]) for n, _r in cut]


def _placed(unit: Unit, rows: Sequence[Ranked]) -> Answer:
    """``unit``'s ``rows`` as results of its members, in the same order."""
    if unit.library is None:
        return [(unit.members[0], r) for r in rows]
    if not rows:
        return []
    try:
        return [(unit.members[place], r) for place, r in unit.library.origins(rows)]
    except GlossaryError as exc:
        raise IndexFailed from exc


#: Runs work on a member's glossary: its answer boxed, None once the member failed.
Attempt = Callable[["Member", Callable[["Glossary"], list["Ranked"]]], "tuple[list[Ranked]] | None"]


def ask(asked: Sequence[Unit], text: str, limit: int, attempt: Attempt,
        so_far: Sequence[list[Ranked] | None] | None = None) -> list[list[Ranked] | None]:
    """Each unit's answer in its own ids, None for a glossary that failed (left
    out; ``attempt`` keeps its error); with ``so_far`` (their answers without
    close spellings), the same with them. :class:`IndexFailed` if the index fails.

    Without ``so_far``, a unit is not searched past the worst tier of the best
    ``limit`` results the units before it gave: the merge orders by tier first,
    so nothing after it could make the cut, and the tiers up to it give what
    they would have given (the engine adds tier after tier). The built-in glossary,
    asked first, mostly spares the index its later tiers."""
    answers: list[list[Ranked] | None] = []
    for n, unit in enumerate(asked):
        before = None if so_far is None else so_far[n]
        if so_far is not None and before is None:
            answers.append(None)  # failed: left out
            continue
        work = (partial(ranked, text, limit, unit.flt, worst_needed(answers, limit))
                if before is None else partial(closer, text, before, limit, unit.flt))
        if unit.library is None:
            rows = attempt(unit.members[0], work)
            answers.append(None if rows is None else rows[0])
            continue
        try:
            answers.append(work(unit.library.glossary))
        except GlossaryError as exc:
            raise IndexFailed from exc
    return answers


def worst_needed(answers: Sequence[list[Ranked] | None], limit: int) -> Tier:
    """The worst tier a further answer could place in the best ``limit`` of all."""
    tiers = heapq.nsmallest(limit, (r.tier for rows in answers for r in rows or ()))
    return tiers[-1] if len(tiers) >= limit else Tier.FUZZY


def ranked(text: str, limit: int, flt: ListFilter | None, worst: Tier, g: Glossary
           ) -> list[Ranked]:
    """``g``'s answer without close spellings, no tier after ``worst``."""
    return g.ranked(text, limit, flt, fuzzy=False, worst=worst)


def closer(text: str, so_far: list[Ranked], limit: int, flt: ListFilter | None, g: Glossary
           ) -> list[Ranked]:
    """``g``'s answer with close spellings, from the one without (``so_far``)."""
    return g.closer(text, so_far, limit, flt)


#: Runs work on a member's glossary: its answer, None once the member failed.
Guarded = Callable[["Member", Callable[["Glossary"], Any]], Any]


def sourced(text: str, best: Sequence[tuple[Member, Ranked]], guarded: Guarded, *, whole: bool
            ) -> list[SourcedHit]:
    """The hits of ``best`` (the merged cut for ``text``, in members' own ids), each
    with its glossary; those of a glossary that failed left out. Not ``whole``:
    each concept loaded from its glossary when first asked for, a page of that
    glossary's hits at a time, and the hits made at once."""
    wanted: dict[str, tuple[Member, list[Ranked]]] = {}
    for member, r in best:
        wanted.setdefault(member.ref.id, (member, []))[1].append(r)
    if whole:
        loaded: dict[str, dict[int, Hit]] = {}
        for key, (member, rows) in wanted.items():
            hits = guarded(member, methodcaller("hits", text, rows))
            loaded[key] = {h.concept_id: h for h in hits or ()}
        return [SourcedHit(m.ref, loaded[m.ref.id][r.concept_id]) for m, r in best
                if r.concept_id in loaded[m.ref.id]]
    loaders: dict[str, Iterator[Callable[[], Concept]]] = {}
    for key, (member, rows) in wanted.items():
        got = guarded(member, methodcaller("loaders", [r.concept_id for r in rows]))
        if got is not None:
            loaders[key] = iter(got)
    kept = [(m, r) for m, r in best if m.ref.id in loaders]
    hits = hits_of(text, [r for _m, r in kept], [next(loaders[m.ref.id]) for m, _r in kept])
    return [SourcedHit(m.ref, hit) for (m, _r), hit in zip(kept, hits, strict=True)]
