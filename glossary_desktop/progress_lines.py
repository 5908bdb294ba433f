"""The lines a command prints for the window that runs it in a child process
(``--progress-lines``), and how the window reads them back.

The window runs untrusted or heavy work (File > Import, View > Compare all) as
the app's own command line in a child process, so nothing the child does can
freeze the window, and Cancel can end it at once. With ``--progress-lines`` the
command prints nothing on stdout but these lines: one JSON object each, ASCII
only, ending in a newline, its ``event`` saying what it is.

- ``{"event": "progress", "stage": "reading", "done": 1, "total": 3}``: how far
  it is (any number of them; the stages are the build's or ``comparing``).
- ``{"event": "rows", "rows": [[slug, es_term, pt_term, similarity, differences],
  ...]}``: ``compare --all``'s overview, lowest similarity first, a batch a line
  (each difference as :mod:`glossary_desktop.compare.as_lists` writes it).
- ``{"event": "result", ...}``: the last line of a command that succeeded:
  ``import``'s :class:`ImportSummary` (:meth:`ImportSummary.to_json`),
  ``compare --all``'s number of rows (``{"rows": N}``).
- ``{"event": "error", "error": {"type": ..., ...}}``: the last line of a
  command that failed with a user's error (:func:`error_json`): its class and
  fields, so that the window rebuilds the same exception (a
  :class:`~glossary_desktop.errors.SourceError`'s code and fields) and words it
  in the user's language as it always has.

A child that ends without a result or an error line, with a result and a
non-zero exit code, or that prints anything else, has failed in a way it could
not say: the window reports it as one :class:`ChildFailed`. Qt-free: the
command line writes these lines, the window reads them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from glossary_desktop.compare import OverviewRow
from glossary_desktop.errors import (
    DamagedGlossary,
    GlossaryError,
    OutputError,
    SourceError,
    UserError,
)
from glossary_desktop.importer.parse import SourceWarning, WarningKind
from glossary_desktop.messages.glossary import GLOSSARY
from glossary_desktop.store.library import LibraryError

if TYPE_CHECKING:
    from glossary_desktop.importer.build import BuildReport

PROGRESS, ROWS, RESULT, ERROR = "progress", "rows", "result", "error"
#: The stage of ``compare --all`` (the build's are importer/writer.py's).
COMPARING = "comparing"
#: Overview rows a line: a few dozen kilobytes, read by the window between two events.
ROWS_PER_LINE = 500


class ProtocolError(ValueError):
    """A line that is not one of the protocol's (its text says what was wrong)."""


class ChildFailed(UserError):
    """A child command that ended without saying how: it crashed (``detail``: the
    last line of its error output, else its exit code), printed something that
    is not one of these lines (``detail``: what it printed) or could not start
    (``detail``: the system's reason)."""

    CRASHED = "crashed"
    GARBAGE = "garbage"
    UNSTARTABLE = "unstartable"

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        self.detail = detail
        english = {self.CRASHED: "stopped unexpectedly", self.GARBAGE: "printed an unexpected line",
                   self.UNSTARTABLE: "could not start"}[reason]
        super().__init__(f"the command {english} ({detail})")


def encode(event: str, **fields: object) -> bytes:
    """One line of the protocol."""
    return json.dumps({"event": event, **fields}, ensure_ascii=True, default=str).encode() + b"\n"


def decode(line: bytes) -> tuple[str, dict[str, Any]]:
    """The event and its object of one line (without its newline), or :class:`ProtocolError`."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, nested too deep
        raise ProtocolError(f"not a JSON line: {_shown(line)}") from exc
    event = obj.get("event") if isinstance(obj, dict) else None
    if event not in (PROGRESS, ROWS, RESULT, ERROR):
        raise ProtocolError(f"not an event: {_shown(line)}")
    if event == PROGRESS:
        _typed(obj, "stage", str)
        _typed(obj, "done", int)
        _typed(obj, "total", int)
    return event, obj


def _shown(line: bytes) -> str:
    """The start of a line, readable whatever it holds."""
    text = line[:80].decode("utf-8", "replace")
    return ascii(text if len(line) <= 80 else text + "...")


def _typed(obj: Mapping[str, Any], key: str, kind: type) -> Any:
    value = obj.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ProtocolError(f"{key!r} is not {kind.__name__}: {ascii(value)[:80]}")
    return value


# -- errors ----------------------------------------------------------------------------


def error_json(exc: BaseException) -> dict[str, Any] | None:
    """What the window needs to rebuild ``exc``; ``None`` for what is no user's error
    (an interruption, a bug: the window says the child stopped unexpectedly)."""
    if isinstance(exc, SourceError):
        return {"type": "source", "path": str(exc.path), "reason": exc.reason,
                "line": exc.line, "fields": exc.fields}
    if isinstance(exc, LibraryError):
        return {"type": "library", "reason": exc.reason, "name": exc.name}
    if isinstance(exc, OutputError):
        return {"type": "output", "path": str(exc.path), "reason": exc.reason,
                "detail": exc.detail}
    if isinstance(exc, DamagedGlossary):
        return {"type": "damaged", "path": str(exc.path), "detail": exc.detail,
                "budget": exc.budget}
    if isinstance(exc, GlossaryError):
        return {"type": "glossary", "path": str(exc.path), "kind": exc.kind,
                "detail": exc.detail}
    if isinstance(exc, UserError):
        return {"type": "user", "message": str(exc)}
    if isinstance(exc, OSError):
        return {"type": "os", "errno": exc.errno, "strerror": exc.strerror,
                "filename": None if exc.filename is None else str(exc.filename)}
    if isinstance(exc, sqlite3.DatabaseError):  # as the command line words it
        return {"type": "user", "message": f"database error ({exc})"}
    return None


def error_from_json(obj: Any) -> UserError | OSError:
    """The exception :func:`error_json` described, or :class:`ProtocolError`."""
    if not isinstance(obj, dict):
        raise ProtocolError(f"not an error: {ascii(obj)[:80]}")
    try:
        return _rebuilt(obj)
    except (KeyError, TypeError, ValueError) as exc:
        raise ProtocolError(f"not an error: {ascii(obj)[:80]}") from exc


def _rebuilt(obj: dict[str, Any]) -> UserError | OSError:
    kind = obj["type"]
    if kind == "source":
        line, fields = obj["line"], obj["fields"]
        if not (line is None or isinstance(line, int)) or not isinstance(fields, dict):
            raise TypeError
        return SourceError(_text(obj, "path"), _text(obj, "reason"), line, **fields)
    if kind == "library":
        return LibraryError(_text(obj, "reason"), _text(obj, "name"))
    if kind == "output":
        return OutputError(_text(obj, "path"), _text(obj, "reason"), _text(obj, "detail"))
    if kind == "damaged":
        return DamagedGlossary(_text(obj, "path"), _text(obj, "detail"), float(obj["budget"]))
    if kind == "glossary":
        return GlossaryError(_text(obj, "path"), _glossary_kind(obj), _text(obj, "detail"))
    if kind == "user":
        return UserError(_text(obj, "message"))
    if kind == "os":
        filename = obj["filename"]
        return OSError(int(obj["errno"]), str(obj["strerror"]),
                       *([] if filename is None else [str(filename)]))
    raise ValueError(kind)


def _glossary_kind(obj: Mapping[str, Any]) -> str:
    kind = _text(obj, "kind")
    if kind not in GLOSSARY:
        raise ValueError(kind)
    return kind


def _text(obj: Mapping[str, Any], key: str) -> str:
    value = obj[key]
    if not isinstance(value, str):
        raise TypeError(key)
    return value


# -- what an import did ----------------------------------------------------------------


@dataclass(frozen=True)
class ImportSummary:
    """What the window says of an import: its name, counts, the concepts of term
    bases left out, the entries it could not pair (file, line, term) and the
    lines it corrected."""

    name: str
    counts: dict[str, int]
    skipped: int
    unpaired: list[tuple[str, int, str]]
    warnings: list[SourceWarning]
    #: Pairs made by position alone, to be checked: (file, line, term) of each side.
    by_position: list[tuple[str, int, str, str, int, str]] = field(default_factory=list)

    @classmethod
    def from_report(cls, name: str, report: BuildReport) -> ImportSummary:
        skipped = sum(len(v.termbase.skipped) for v in report.volumes if v.termbase is not None)
        return cls(name, dict(report.counts), skipped,
                   [(u.file, u.line, u.term) for u in report.unpaired], list(report.warnings),
                   list(report.by_position))

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "counts": self.counts, "skipped": self.skipped,
            "unpaired": [list(u) for u in self.unpaired],
            "warnings": [{"path": str(w.path), "line": w.line, "kind": w.kind.value,
                          "term": w.term, "other_line": w.other_line, "chars": list(w.chars),
                          "length": w.length}
                         for w in self.warnings],
            "by_position": [list(p) for p in self.by_position],
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> ImportSummary:
        """The summary of a ``result`` line, or :class:`ProtocolError`."""
        try:
            counts = obj["counts"]
            if not (isinstance(counts, dict) and {"concepts", "both"} <= counts.keys()
                    and all(isinstance(v, int) for v in counts.values())):
                raise TypeError("counts")
            return cls(_text(obj, "name"), counts, int(_typed(obj, "skipped", int)),
                       [_unpaired(u) for u in obj["unpaired"]],
                       [_warning(w) for w in obj["warnings"]],
                       [_by_position(p) for p in obj["by_position"]])
        except ProtocolError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise ProtocolError(f"not an import's result: {exc}") from exc


def _unpaired(item: Any) -> tuple[str, int, str]:
    file, line, term = item
    if not (isinstance(file, str) and isinstance(line, int) and isinstance(term, str)):
        raise TypeError("unpaired")
    return file, line, term


def _by_position(item: Any) -> tuple[str, int, str, str, int, str]:
    (file, line, term), (other_file, other_line, other_term) = item[:3], item[3:]
    return (*_unpaired([file, line, term]), *_unpaired([other_file, other_line, other_term]))


def _warning(obj: Mapping[str, Any]) -> SourceWarning:
    chars = obj["chars"]
    if not (isinstance(chars, list) and all(isinstance(c, str) for c in chars)):
        raise TypeError("chars")
    return SourceWarning(Path(_text(obj, "path")), _typed(obj, "line", int),
                         WarningKind(obj["kind"]), _text(obj, "term"),
                         _typed(obj, "other_line", int), tuple(chars),
                         _typed(obj, "length", int))


# -- the overview ----------------------------------------------------------------------


def rows_json(rows: Iterable[OverviewRow]) -> list[list[object]]:
    # lazy: 73 modules, 45 ms of the window's start-up
    from glossary_desktop.compare.as_lists import difference_list

    return [[r.slug, r.es_term, r.pt_term, r.similarity,
             [difference_list(d) for d in r.differences]] for r in rows]


def rows_from_json(obj: Mapping[str, Any]) -> list[OverviewRow]:
    """The rows of a ``rows`` line, or :class:`ProtocolError`."""
    items = obj.get("rows")
    if not isinstance(items, list):
        raise ProtocolError("'rows' is not a list")
    # lazy: 73 modules, 46 ms of the window's start-up
    from glossary_desktop.compare.as_lists import difference_from_list

    rows = []
    for item in items:
        if not (isinstance(item, list) and len(item) == 5
                and all(isinstance(v, str) for v in item[:3])
                and isinstance(item[3], (int, float)) and not isinstance(item[3], bool)
                and isinstance(item[4], list)):
            raise ProtocolError(f"not an overview row: {ascii(item)[:80]}")
        try:
            differences = tuple(difference_from_list(d) for d in item[4])
        except ValueError as exc:
            raise ProtocolError(f"not a difference: {ascii(item[4])[:80]}") from exc
        rows.append(OverviewRow(item[0], item[1], item[2], float(item[3]), differences))
    return rows
