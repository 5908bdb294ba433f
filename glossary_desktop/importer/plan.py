"""From parsed sources to concepts: languages, volumes, pairs, slugs, order.

Pure computation, no database: :func:`plan` decides what the glossary holds,
:mod:`.build` writes it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from glossary_desktop.domain import LANGS, Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.align import FILE_PAIR_SHARE, Alignment, align
from glossary_desktop.importer.detect import detect_lang
from glossary_desktop.importer.manifest import load_manifest
from glossary_desktop.importer.parse import RawEntry, SourceFile, read_source
from glossary_desktop.text import sort_key

#: Entries compared from the start of two files to decide if they translate
#: each other (the full alignment runs only on the files that do).
SAMPLE = 40


@dataclass(frozen=True, slots=True)
class Source:
    """A parsed file with its language and (manifest) volume name."""

    file: SourceFile
    lang: Lang
    volume_name: str | None


@dataclass(slots=True)
class Volume:
    """Source files that translate each other (one file when it has no twin)."""

    name: str
    sources: list[Source]
    paired: int = 0


@dataclass(slots=True)
class PlannedConcept:
    """A concept to write: its entries per language and where each came from."""

    volume: Volume
    entries: dict[Lang, tuple[Source, RawEntry]] = field(default_factory=dict)
    slug: str = ""
    sort_key: str = ""

    @property
    def title(self) -> str:
        return next(self.entries[lang][1].term for lang in LANGS if lang in self.entries)


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything the database will hold, in alphabetical concept order."""

    sources: list[Source]
    volumes: list[Volume]
    concepts: list[PlannedConcept]
    unpaired: list[tuple[Source, RawEntry]]


def plan(paths: Sequence[Path]) -> Plan:
    """Parse ``paths``, pair translations by content, and order the concepts."""
    return plan_sources(load_sources(paths))


def load_sources(paths: Sequence[Path]) -> list[Source]:
    """Parse and identify every file (by name order); raises :class:`SourceError`."""
    if not paths:
        raise SourceError(Path("."), "no source files given")
    return [_load(p) for p in sorted(set(paths), key=lambda p: p.name)]


def plan_sources(
    sources: list[Source],
    paired: Sequence[Volume] = (),
    paired_concepts: Sequence[PlannedConcept] = (),
) -> Plan:
    """Pair translations by content and order the concepts (pure computation).

    ``paired`` volumes come with their concepts already paired (term bases:
    see :mod:`.termbase`); their sources follow ``sources`` in the plan.
    """
    volumes = _group(sources)
    alignments = [_align_volume(_definitions(v)) for v in volumes]
    concepts: list[PlannedConcept] = []
    unpaired: list[tuple[Source, RawEntry]] = []
    for volume, alignment in zip(volumes, alignments, strict=True):
        concepts.extend(_concepts_of(volume, alignment, unpaired))
    concepts.extend(paired_concepts)
    _assign_slugs(concepts)
    concepts.sort(key=lambda c: (c.sort_key, c.slug))
    every_source = [*sources, *(s for v in paired for s in v.sources)]
    return Plan(every_source, [*volumes, *paired], concepts, unpaired)


def _load(path: Path) -> Source:
    parsed = read_source(path)
    info = load_manifest(path.parent).get(path.name)
    lang = info.lang if info and info.lang else None
    if lang is None:
        texts = [e.definition for e in parsed.entries[:50]]
        lang = detect_lang(parsed.title, texts)
    if lang is None:
        raise SourceError(
            path, "cannot tell whether this is Spanish or Portuguese; "
            f"state it in {path.parent / 'manifest.toml'}", line=1
        )
    return Source(parsed, lang, info.volume if info else None)


def _share(a: Source, b: Source) -> float:
    left = [e.definition for e in a.file.entries[:SAMPLE]]
    right = [e.definition for e in b.file.entries[:SAMPLE]]
    return align(left, right).paired / max(1, min(len(left), len(right)))


def _group(sources: list[Source]) -> list[Volume]:
    """Pair each Spanish file with the Portuguese file that translates it."""
    spanish = [s for s in sources if s.lang is Lang.ES]
    portuguese = [s for s in sources if s.lang is Lang.PT]
    scored = sorted(
        ((_share(es, pt), k, n) for k, es in enumerate(spanish) for n, pt in enumerate(portuguese)),
        reverse=True,
    )
    twin: dict[int, int] = {}
    for share, k, n in scored:
        if share >= FILE_PAIR_SHARE and k not in twin and n not in twin.values():
            twin[k] = n
    volumes: list[Volume] = []
    for k, es in enumerate(spanish):
        members = [es] + ([portuguese[twin[k]]] if k in twin else [])
        volumes.append(Volume(_volume_name(members), members))
    for n, pt in enumerate(portuguese):
        if n not in twin.values():
            volumes.append(Volume(_volume_name([pt]), [pt]))
    return volumes


def _volume_name(members: list[Source]) -> str:
    for s in members:
        if s.volume_name:
            return s.volume_name
    first = members[0].file
    return f"{first.title} ({first.path.stem})"


def _definitions(volume: Volume) -> list[list[str]]:
    return [[e.definition for e in s.file.entries] for s in volume.sources]


def _align_volume(definitions: list[list[str]]) -> Alignment | None:
    """The pairs of a two-file volume (``None`` for a single file)."""
    return align(*definitions) if len(definitions) == 2 else None


def _concepts_of(
    volume: Volume, alignment: Alignment | None, unpaired: list[tuple[Source, RawEntry]]
) -> list[PlannedConcept]:
    if alignment is None:
        (only,) = volume.sources
        return [PlannedConcept(volume, {only.lang: (only, e)}) for e in only.file.entries]
    es, pt = volume.sources
    volume.paired = alignment.paired
    out: list[PlannedConcept] = []
    for i, j in alignment.pairs:
        concept = PlannedConcept(volume)
        if i is not None:
            concept.entries[Lang.ES] = (es, es.file.entries[i])
        if j is not None:
            concept.entries[Lang.PT] = (pt, pt.file.entries[j])
        if i is None or j is None:
            unpaired.extend(concept.entries.values())
        out.append(concept)
    return out


def _assign_slugs(concepts: list[PlannedConcept]) -> None:
    """Slugs from the title; a clash gets a short hash of its content, so the
    same sources always give the same slugs whatever the build order."""
    taken: set[str] = set()
    for concept in concepts:
        first = next(concept.entries[lang][1] for lang in LANGS if lang in concept.entries)
        concept.sort_key = sort_key(first.term)
        slug = first.key.replace(" ", "-")  # slugify(term), already folded
        if slug in taken:
            content = "\n".join(
                f"{lang}\t{e.term}\t{e.definition}"
                for lang, (_, e) in sorted(concept.entries.items())
            )
            slug = f"{slug}-{hashlib.sha1(content.encode()).hexdigest()[:8]}"
        base, number = slug, 2
        while slug in taken:  # the same content twice (two files, e.g. one term base in
            slug = f"{base}-{number}"  # two styles): numbered in build order
            number += 1
        taken.add(slug)
        concept.slug = slug
