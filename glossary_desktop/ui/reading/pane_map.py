"""Where a pane's document shows each character of the term and the definition.

The aligner speaks in offsets into the term and the definition; a pane speaks in
document positions. The renderer (``render/html.py``) puts the term in the first
block and the definition in the next ones (one block, or one per sentence), and
Qt collapses runs of spaces, so the map is read back from the document once per
render: a hover then costs a lookup, not a re-render.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtGui import QTextBlock, QTextDocument

from glossary_desktop.domain import Field, Span


class Segment(NamedTuple):
    """One block showing part of a field: ``offsets[i]`` is the field offset of the
    block's character ``i``."""

    field: Field
    block: QTextBlock
    offsets: list[int]


def shown_offsets(source: str, shown: str) -> list[int] | None:
    """For each character of ``shown`` (``source`` as Qt laid it out: runs of
    white space made one space), its offset in ``source``; ``None`` if ``shown``
    is not ``source`` so laid out."""
    if shown == source:  # most fields: nothing collapsed, each character where it was
        return list(range(len(shown)))
    out: list[int] = []
    i = 0
    for ch in shown:
        if not ch.isspace():
            while i < len(source) and source[i].isspace():
                i += 1  # the rest of a run of spaces Qt made one
        if i >= len(source) or not (source[i] == ch or (ch.isspace() and source[i].isspace())):
            return None
        out.append(i)
        i += 1
    return out


class PaneMap:
    """Document positions <-> field offsets for one rendered pane."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments = tuple(segments)

    @classmethod
    def read(
        cls, document: QTextDocument, term: str, parts: Sequence[tuple[int, str]], skip: int = 0
    ) -> PaneMap:
        """The map of ``document`` showing ``term``, ``skip`` blocks of something
        else (the synonyms), then the definition ``parts`` (each its offset and
        text), a block each; it stops at the first block that does not show what
        it should (such as a long definition cut short)."""
        wanted = [(Field.TERM, 0, term)] + [(Field.DEFINITION, o, t) for o, t in parts]
        segments = []
        block = document.begin()
        for number, (field, start, text) in enumerate(wanted):
            if number == 1:
                for _ in range(skip):
                    block = block.next()
            if not block.isValid():
                break
            offsets = shown_offsets(text, block.text())
            if offsets is None or (text.strip() and not offsets):
                break
            segments.append(Segment(field, block, [start + o for o in offsets]))
            block = block.next()
        return cls(segments)

    def definition_blocks(self) -> list[QTextBlock]:
        return [s.block for s in self.segments if s.field is Field.DEFINITION]

    def source_at(self, position: int) -> tuple[Field, int] | None:
        """The field and offset of the character at document ``position``."""
        for seg in self.segments:
            index = position - seg.block.position()
            if 0 <= index < len(seg.offsets):
                return seg.field, seg.offsets[index]
        return None

    def positions(self, field: Field, span: Span) -> list[tuple[int, int]]:
        """The document ranges ``[start, end)`` that show ``span`` of ``field``."""
        ranges = []
        for seg in self.segments:
            if seg.field is not field or not seg.offsets:
                continue
            lo = bisect_left(seg.offsets, span.start)
            hi = bisect_left(seg.offsets, span.end)
            if lo < hi:
                base = seg.block.position()
                ranges.append((base + lo, base + hi))
        return ranges
