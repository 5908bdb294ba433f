"""Reading the hand-written comparison corpus, tests/data/compare_corpus.txt.

A record is ``== SLUG KIND``, then ``es: TERM | DEFINITION`` and ``pt: TERM |
DEFINITION``; ``[[`` and ``]]`` mark the place of the record's one difference
(see the file's header). Each record becomes a concept, the marks taken out and
kept as offsets.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.domain import Concept, Entry, Field, Lang, Span

CORPUS = Path(__file__).resolve().parents[1] / "data" / "compare_corpus.txt"
FAITHFUL = "faithful"
_HEADER = re.compile(r"== (\S+) (\w+)$")
_SIDE = re.compile(r"(es|pt): (.+?) \| (.+)$")
_MARK = re.compile(r"\[\[(.+?)\]\]")


class Mark(NamedTuple):
    """Where a record's difference is on one side: field and offsets."""

    field: Field
    span: Span


class Record(NamedTuple):
    """One concept pair of the corpus and its expected difference (none if faithful)."""

    slug: str
    kind: str
    concept: Concept
    marks: dict[Lang, Mark]


def _unmarked(text: str) -> tuple[str, Span | None]:
    """``text`` without its ``[[ ]]`` and the offsets of what they enclosed."""
    found = _MARK.search(text)
    if found is None:
        return text, None
    start = found.start()
    plain = text[:start] + found[1] + text[found.end():]
    return plain, Span(start, start + len(found[1]))


def read_corpus(path: Path = CORPUS) -> list[Record]:
    records: list[Record] = []
    slug = kind = ""
    entries: dict[Lang, Entry] = {}
    marks: dict[Lang, Mark] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if header := _HEADER.match(line):
            slug, kind, entries, marks = header[1], header[2], {}, {}
        elif side := _SIDE.match(line):
            lang = Lang(side[1])
            term, term_mark = _unmarked(side[2])
            definition, definition_mark = _unmarked(side[3])
            entries[lang] = Entry(lang, term, definition)
            if term_mark is not None:
                marks[lang] = Mark(Field.TERM, term_mark)
            if definition_mark is not None:
                marks[lang] = Mark(Field.DEFINITION, definition_mark)
            if lang is Lang.PT:
                records.append(Record(slug, kind, Concept(len(records) + 1, slug, "corpus",
                                                          entries), marks))
        else:
            raise ValueError(f"{path.name}:{number}: not a header or a side: {line!r}")
    return records
