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
from glossary_desktop.importer.align import Alignment, match, sketch, twins
from glossary_desktop.importer.detect import detect_lang
from glossary_desktop.importer.manifest import load_manifest
from glossary_desktop.importer.parse import RawEntry, SourceFile, read_source
from glossary_desktop.text import sort_key

#: Definitions read to tell the language of a file without a manifest entry.
LANGUAGE_SAMPLE = 50


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


def plan_sources(sources: list[Source]) -> Plan:
    """Pair translations by content and order the concepts (pure computation)."""
    volumes = _group(sources)
    alignments = [_align_volume(v) for v in volumes]
    concepts: list[PlannedConcept] = []
    unpaired: list[tuple[Source, RawEntry]] = []
    for volume, alignment in zip(volumes, alignments, strict=True):
        concepts.extend(_concepts_of(volume, alignment, unpaired))
    _assign_slugs(concepts)
    concepts.sort(key=lambda c: (c.sort_key, c.slug))
    return Plan(sources, volumes, concepts, unpaired)


def _load(path: Path) -> Source:
    parsed = read_source(path)
    info = load_manifest(path.parent).get(path.name)
    lang = info.lang if info and info.lang else None
    if lang is None:
        texts = [e.definition for e in parsed.entries[:LANGUAGE_SAMPLE]]
        lang = detect_lang(parsed.title, texts, path=path)
    return Source(parsed, lang, info.volume if info else None)


def _group(sources: list[Source]) -> list[Volume]:
    """Pair each Spanish file with the Portuguese file that translates it.

    A volume the manifest names with one Spanish and one Portuguese file is
    that pair; the other files find their partners by content (:func:`twins`).
    """
    by_name: dict[str, list[Source]] = {}
    for s in sources:
        if s.volume_name:
            by_name.setdefault(s.volume_name, []).append(s)
    fixed = [m for m in by_name.values() if sorted(s.lang for s in m) == [Lang.ES, Lang.PT]]
    placed = {id(s) for members in fixed for s in members}
    spanish = [s for s in sources if s.lang is Lang.ES and id(s) not in placed]
    portuguese = [s for s in sources if s.lang is Lang.PT and id(s) not in placed]
    twin = twins(
        [sketch(_texts(s)) for s in spanish], [sketch(_texts(s)) for s in portuguese]
    )
    groups = [sorted(m, key=lambda s: LANGS.index(s.lang)) for m in fixed]
    groups += [[es] + ([portuguese[twin[k]]] if k in twin else []) for k, es in enumerate(spanish)]
    paired = set(twin.values())
    groups += [[pt] for n, pt in enumerate(portuguese) if n not in paired]
    taken: set[str] = set()
    volumes = []
    for members in groups:
        volumes.append(Volume(_volume_name(members, taken), members))
    return volumes


def _texts(source: Source) -> list[tuple[str, str]]:
    return [(e.term, e.definition) for e in source.file.entries]


def _volume_name(members: list[Source], taken: set[str]) -> str:
    """The manifest's name, else the title; a name already used gets the file stem."""
    first = members[0].file
    named = next((s.volume_name for s in members if s.volume_name), None)
    name = named or f"{first.title} ({first.path.stem})"
    if name in taken:
        name = f"{name} ({first.path.stem})"
    taken.add(name)
    return name


def _align_volume(volume: Volume) -> Alignment | None:
    """The pairs of a two-file volume (``None`` for a single file)."""
    if len(volume.sources) != 2:
        return None
    es, pt = volume.sources
    return match(_texts(es), _texts(pt))


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
    unpaired.sort(key=lambda item: (item[0].file.name, item[1].line))
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
        taken.add(slug)
        concept.slug = slug
