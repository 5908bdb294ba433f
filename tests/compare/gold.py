"""Reading tests/data/gold_alignment.txt: hand-written counterparts of the seed pairs."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.text import word_spans

GOLD = Path(__file__).resolve().parents[1] / "data" / "gold_alignment.txt"
_HEADER = re.compile(r"== (\S+) (term|definition)$")
_LINE = re.compile(r"(.+?) ([=~]) (.+)$")


class GoldLinks(NamedTuple):
    """Word links of one field: sure ones, and possible ones (a superset of sure)."""

    sure: set[tuple[int, int]]
    possible: set[tuple[int, int]]


def read_sections(path: Path = GOLD) -> dict[tuple[str, str], list[tuple[str, str, bool]]]:
    """(slug, field) -> [(Spanish words, Portuguese words, sure?)] in file order."""
    sections: dict[tuple[str, str], list[tuple[str, str, bool]]] = {}
    current: list[tuple[str, str, bool]] | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if header := _HEADER.match(line):
            current = sections.setdefault((header[1], header[2]), [])
        elif (pair := _LINE.match(line)) and current is not None:
            current.append((pair[1], pair[3], pair[2] == "="))
        else:
            raise ValueError(f"{path.name}:{number}: not a header or a pair: {line!r}")
    return sections


def _words(text: str) -> list[str]:
    return [text[s:e] for s, e in word_spans(text)]


def _claim(words: list[str], phrase: str, used: set[int]) -> list[int]:
    """Indices of the first occurrence of ``phrase`` none of whose words is used."""
    want = phrase.split()
    for start in range(len(words) - len(want) + 1):
        span = list(range(start, start + len(want)))
        if words[start:start + len(want)] == want and not used.intersection(span):
            used.update(span)
            return span
    raise LookupError(f"{phrase!r} not found (unused) in {' '.join(words)!r}")


def resolve(es_text: str, pt_text: str, lines: list[tuple[str, str, bool]]) -> GoldLinks:
    """The gold lines of one field as word index links into the two texts."""
    es_words, pt_words = _words(es_text), _words(pt_text)
    es_used: set[int] = set()
    pt_used: set[int] = set()
    links = GoldLinks(set(), set())
    for es, pt, sure in lines:
        es_at, pt_at = _claim(es_words, es, es_used), _claim(pt_words, pt, pt_used)
        block = {(i, j) for i in es_at for j in pt_at}
        links.possible.update(block)
        if sure:
            links.sure.update(block)
    return links
