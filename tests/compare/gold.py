"""Reading the hand-written gold alignments in tests/data/.

A section ``== SLUG term|definition`` lists counterparts, ``SPANISH = PORTUGUESE``
(sure) or ``SPANISH ~ PORTUGUESE`` (possible); each word stands for its first
occurrence not used by an earlier line, or ``WORD#N`` for its N-th. Optional
``es:`` / ``pt:`` lines give the field's texts (for texts not in the glossary).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.text import word_spans

DATA = Path(__file__).resolve().parents[1] / "data"
GOLD = DATA / "gold_alignment.txt"
HELD_OUT = DATA / "gold_alignment_heldout.txt"
_HEADER = re.compile(r"== (\S+) (term|definition)$")
_TEXT = re.compile(r"(es|pt): (.+)$")
_LINE = re.compile(r"(.+?) ([=~]) (.+)$")
_NTH = re.compile(r"(.+)#(\d+)$")


class Section(NamedTuple):
    """The gold of one field: its texts when given, and its lines in file order."""

    slug: str
    field: str
    texts: dict[str, str]
    lines: list[tuple[str, str, bool]]  # (Spanish words, Portuguese words, sure?)


class GoldLinks(NamedTuple):
    """Word links of one field: sure ones, and possible ones (a superset of sure)."""

    sure: set[tuple[int, int]]
    possible: set[tuple[int, int]]


def read_sections(path: Path = GOLD) -> list[Section]:
    sections: list[Section] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if header := _HEADER.match(line):
            sections.append(Section(header[1], header[2], {}, []))
        elif sections and (text := _TEXT.match(line)):
            sections[-1].texts[text[1]] = text[2]
        elif sections and (pair := _LINE.match(line)):
            sections[-1].lines.append((pair[1], pair[3], pair[2] == "="))
        else:
            raise ValueError(f"{path.name}:{number}: not a header, a text or a pair: {line!r}")
    return sections


def _words(text: str) -> list[str]:
    return [text[s:e] for s, e in word_spans(text)]


def _claim(words: list[str], phrase: str, used: set[int]) -> list[int]:
    """Indices of the phrase's N-th occurrence (``#N``), else of its first
    occurrence none of whose words is used; the words are then used."""
    nth = _NTH.match(phrase)
    want = (nth[1] if nth else phrase).split()
    seen = 0
    for start in range(len(words) - len(want) + 1):
        span = list(range(start, start + len(want)))
        if words[start:start + len(want)] != want:
            continue
        seen += 1
        if (seen == int(nth[2])) if nth else not used.intersection(span):
            if used.intersection(span):
                raise LookupError(f"{phrase!r} is already used in {' '.join(words)!r}")
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
