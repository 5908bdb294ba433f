"""``glossary-desktop compare --all``: the concepts whose two sides differ, those
with the most differences first.

Every paired concept is compared (a progress line on a terminal; Ctrl+C stops
it), the glossary's inconsistent terms included; only the concepts with a
difference (of ``--kind``, if given) are listed.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from glossary_desktop.cli.common import print_json
from glossary_desktop.cli.output import counted, printable
from glossary_desktop.cli.progress import ProgressLine

if TYPE_CHECKING:
    from glossary_desktop.compare import Difference, OverviewRow
    from glossary_desktop.glossary import Glossary

#: The kinds of difference, as ``--kind`` takes them.
KIND_NAMES = ("negation", "number", "missing", "added", "inconsistent_term")
_STAGE = "comparing"


def run_all(glossary: Glossary, kind: str | None, as_json: bool) -> int:
    """List the concepts of ``glossary`` with differences (of ``kind``), most first."""
    # lazy: 76 modules, 41 ms of the command line's start-up
    from glossary_desktop.glossary.comparing import overview_of

    # A progress line only for a person watching a terminal: nothing in a pipe or a log.
    line = ProgressLine(sys.stderr, {_STAGE: "concepts"}) if sys.stderr.isatty() else None
    try:
        rows = overview_of(glossary, None if line is None else
                           lambda done, total: line(_STAGE, done, total))
    finally:
        if line is not None:
            line.clear()  # before anything else is printed, "interrupted" included
    listed = ranked(rows, kind)
    if as_json:
        print_json(overview_json(listed))
    else:
        sys.stdout.write(overview_table(listed, len(rows), kind))
    return 0


def ranked(rows: Sequence[OverviewRow], kind: str | None = None) -> list[OverviewRow]:
    """The rows with a difference (of ``kind``): the most such differences first,
    then the least alike, then by slug."""
    def found(row: OverviewRow) -> int:
        return sum(1 for d in row.differences if kind is None or d.kind == kind)

    return sorted((r for r in rows if found(r)), key=lambda r: (-found(r), r.similarity, r.slug))


def differences_json(differences: Sequence[Difference]) -> list[dict[str, Any]]:
    """``[{"kind", "field", "es": [start, end] | null, "pt": ..., "reason"}, ...]``:
    offsets into the term or definition (``field``) of each language."""
    # lazy: 75 modules, 37 ms of the command line's start-up
    from glossary_desktop.compare import english

    return [{"kind": d.kind.value, "field": d.field.value,
             "es": list(d.es) if d.es else None, "pt": list(d.pt) if d.pt else None,
             "reason": english(d.reason)} for d in differences]


def overview_json(rows: Sequence[OverviewRow]) -> list[dict[str, Any]]:
    """``[{"slug", "similarity", "es", "pt", "differences"}, ...]``, the terms under
    ``es`` and ``pt``."""
    return [{"slug": r.slug, "similarity": round(r.similarity, 3), "es": r.es_term,
             "pt": r.pt_term, "differences": differences_json(r.differences)} for r in rows]


def overview_table(rows: Sequence[OverviewRow], compared: int, kind: str | None = None) -> str:
    """One line a concept: its differences, similarity, slug, kinds of difference
    and the two terms."""
    if not rows:
        what = f"no {kind} difference" if kind else "no differences"
        return f"{what} in {counted(compared, 'paired concept')}\n"
    slug_width = max(len(r.slug) for r in rows)
    kinds = [_kinds(r.differences) for r in rows]
    kinds_width = max(len(k) for k in kinds)
    lines = [f"{'differences':>11}  {'similarity':>10}  {'slug':<{slug_width}}  "
             f"{'kinds':<{kinds_width}}  Spanish | Portuguese"]
    lines += [printable(f"{len(r.differences):>11}  {r.similarity:>10.2f}  "
                        f"{r.slug:<{slug_width}}  {k:<{kinds_width}}  {r.es_term} | {r.pt_term}")
              for r, k in zip(rows, kinds, strict=True)]
    return "\n".join(lines) + "\n"


def _kinds(differences: Sequence[Difference]) -> str:
    """``missing (2), negation``: each kind once, with how many if more than one."""
    counts = Counter(d.kind.value for d in differences)
    return ", ".join(f"{k} ({n})" if n > 1 else k for k, n in counts.items())
