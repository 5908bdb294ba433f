"""The lines between the window and its child (glossary_desktop/progress_lines.py):
what one side writes the other reads back whole, and anything else is refused as
a :class:`ProtocolError`, never half-read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from glossary_desktop.compare import Difference, Kind, OverviewRow, Reason, ReasonCode
from glossary_desktop.domain import Field, Span
from glossary_desktop.importer.parse import SourceWarning, WarningKind
from glossary_desktop.progress_lines import (
    ImportSummary,
    ProtocolError,
    decode,
    encode,
    error_from_json,
    rows_from_json,
    rows_json,
)


def test_a_summary_and_rows_come_back_as_they_were_written() -> None:
    summary = ImportSummary(
        "cielo \u00f1", {"concepts": 3, "both": 2, "es_only": 1, "pt_only": 0}, 4,
        [("mine.es.txt", 5, "Localizaci\u00f3n")],
        [SourceWarning(Path("/tmp/mine.pt.txt"), 3, WarningKind.INVISIBLE, chars=("\u00ad",)),
         SourceWarning(Path("/tmp/mine.pt.txt"), 9, WarningKind.HOMOGRAPH, "Red", 4)])
    flipped = Difference(Kind.NEGATION, Field.DEFINITION, Span(3, 9), Span(4, 8),
                         Reason(ReasonCode.NEGATION_ES, "inútil", "útil"))
    usual = Difference(Kind.INCONSISTENT_TERM, Field.TERM, Span(0, 3), Span(0, 4),
                       Reason(ReasonCode.USUAL_PT, "Red", "Rede", "malha", 4))
    added = Difference(Kind.ADDED, Field.DEFINITION, None, Span(0, 2),
                       Reason(ReasonCode.ADDED, pt="um"))
    rows = [OverviewRow("red", "Red", "Rede", 0.25, (flipped, usual, added)),
            OverviewRow("x", "\u202eX", "X", 1.0)]
    line = encode("result", **summary.to_json())
    assert (True, 1, True) == (line.isascii(), line.count(b"\n"), line.endswith(b"\n"))
    event, obj = decode(line.rstrip(b"\n"))
    assert ("result", summary) == (event, ImportSummary.from_json(obj))
    assert rows == rows_from_json(decode(encode("rows", rows=rows_json(rows)).rstrip())[1])


@pytest.mark.parametrize("line", [
    b"hello", b"", b"\xff\xfe", b"[1, 2]", b'{"event": "hello"}', b'{"no": "event"}',
    b'{"event": "progress", "stage": "reading", "done": "1", "total": 2}',
    b'{"event": "progress", "stage": "reading", "done": true, "total": 2}',
    b"[" * 100_000 + b"]" * 100_000,
])
def test_a_line_that_is_not_an_event_is_refused(line: bytes) -> None:
    with pytest.raises(ProtocolError):
        decode(line)


@pytest.mark.parametrize("obj", [
    {}, {"name": "x"}, {"name": 3, "counts": {"concepts": 1, "both": 1}},
    {"name": "x", "counts": {"concepts": "1", "both": 1}, "skipped": 0, "unpaired": [],
     "warnings": []},
    {"name": "x", "counts": {"concepts": 1}, "skipped": 0, "unpaired": [], "warnings": []},
    {"name": "x", "counts": {"concepts": 1, "both": 1}, "skipped": 0, "unpaired": [["f", 1]],
     "warnings": []},
    {"name": "x", "counts": {"concepts": 1, "both": 1}, "skipped": 0, "unpaired": [],
     "warnings": [{"path": "/f", "line": 1, "kind": "bogus", "term": "", "other_line": 0,
                   "chars": []}]},
])
def test_a_result_that_is_not_an_imports_is_refused(obj: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        ImportSummary.from_json(obj)


@pytest.mark.parametrize("obj", [
    {"rows": [["a", "b", "c"]]}, {"rows": [["a", "b", "c", "0.5", []]]}, {"rows": "all"}, {},
    {"rows": [["a", "b", "c", 0.5]]}, {"rows": [["a", "b", "c", 0.5, [["negation"]]]]},
    {"rows": [["a", "b", "c", 0.5, [["bogus", "term", [0, 1], None, "number", "", "", "", 0]]]]},
    {"rows": [["a", "b", "c", 0.5, [["number", "term", [2, 1], None, "number", "", "", "", 0]]]]},
    {"rows": [["a", "b", "c", 0.5, [["added", "term", None, None, "added", "", "", "", 0]]]]},
    {"rows": [["a", "b", "c", 0.5, [["added", "term", None, [0, 1], "added", "", "", "", "0"]]]]},
])
def test_rows_that_are_not_overview_rows_are_refused(obj: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        rows_from_json(obj)


@pytest.mark.parametrize("obj", [
    "boom", {"type": "bogus"}, {"type": "source", "path": "f", "reason": "nope", "line": 1,
                                "fields": {}},
    {"type": "source", "path": "f", "reason": "not-utf8", "line": 1,
     "fields": {"byte": "e9", "column": 2}},
    {"type": "library", "reason": "exists"}, {"type": "os", "errno": "x", "strerror": "",
                                              "filename": None},
])
def test_an_error_that_cannot_be_rebuilt_is_refused(obj: object) -> None:
    with pytest.raises(ProtocolError):
        error_from_json(obj)
