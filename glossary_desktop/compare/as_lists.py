"""A difference as plain JSON values and back: how ``compare --all`` hands each
concept's differences to the window that runs it in a child process
(:mod:`glossary_desktop.progress_lines`), reasons as data so that the window
words them in its own language.

``[kind, field, [es_start, es_end] | null, [pt_start, pt_end] | null,
code, es, pt, usual, uses]``; anything else is refused with :class:`ValueError`.
"""

from __future__ import annotations

from typing import Any

from glossary_desktop.compare.differences import Difference, Kind
from glossary_desktop.compare.reasons import Reason, ReasonCode
from glossary_desktop.domain import Field, Span


def difference_list(d: Difference) -> list[object]:
    r = d.reason
    return [d.kind.value, d.field.value, _span_list(d.es), _span_list(d.pt),
            r.code.value, r.es, r.pt, r.usual, r.uses]


def difference_from_list(item: Any) -> Difference:
    """The difference ``item`` holds, or :class:`ValueError`."""
    if not isinstance(item, list) or len(item) != 9:
        raise ValueError("not a difference")
    kind, field, es, pt, code, es_text, pt_text, usual, uses = item
    texts = (es_text, pt_text, usual)
    if not all(isinstance(t, str) for t in texts) or type(uses) is not int:
        raise ValueError("not a reason")
    difference = Difference(Kind(kind), Field(field), _span(es), _span(pt),
                            Reason(ReasonCode(code), es_text, pt_text, usual, uses))
    if difference.es is None and difference.pt is None:
        raise ValueError("a difference with no place")
    return difference


def _span_list(span: Span | None) -> list[int] | None:
    return None if span is None else [span.start, span.end]


def _span(value: Any) -> Span | None:
    if value is None:
        return None
    if (isinstance(value, list) and len(value) == 2
            and all(type(v) is int for v in value) and 0 <= value[0] <= value[1]):
        return Span(value[0], value[1])
    raise ValueError("not a place")
