"""Whether two trees' importers build the same glossary from the same sources.

A change to how the importer holds a volume (issue 30 item 4) must not change
what it builds. This builds the bench's one-volume sources (``--size``
concepts in one Spanish and one Portuguese file, as ``make bench``'s
one-volume figure does) with this tree and with ``--before`` (another
checkout with its own ``.venv``), each by ``build-db`` in its own process,
and compares the concepts (ids, slugs, volumes, languages, sort keys), each
entry's concept, the slug history and the build's report (counts, the
entries it could not pair, the pairs it made by position); the build's
seconds are left out. Prints what differs; exits 1 when anything does.

    python -m tests.benchmarks.same_build --size 100k --before /work/main
"""

from __future__ import annotations

import argparse
import re
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

from .generate import REPO_ROOT, cache_dir, ensure_sources, parse_size

#: What is compared, each query read in full from both glossaries.
QUERIES = {
    "concepts": "SELECT id, slug, volume_id, langs, sort_key FROM concepts ORDER BY id",
    "entries": "SELECT id, concept_id, lang, term, line FROM entries ORDER BY id",
    "slugs": "SELECT slug, fingerprint, retired FROM slugs ORDER BY slug",
    "volumes": "SELECT id, name FROM volumes ORDER BY id",
}

_SECONDS_RE = re.compile(r" in [0-9.]+ s:")


def build(tree: Path, sources: list[Path], out: Path) -> list[str]:
    """Build ``out`` with ``tree``'s importer; its report without the seconds and
    with ``OUT`` for the output's path (the two builds write two files)."""
    proc = subprocess.run(
        [str(tree / ".venv" / "bin" / "python"), "-m", "glossary_desktop", "build-db",
         *map(str, sources), "--out", str(out)],
        cwd=tree, capture_output=True, text=True, check=True,
    )
    return [_SECONDS_RE.sub(" in - s:", line).replace(str(out), "OUT")
            for line in proc.stdout.splitlines()]


def differences(before: Path, after: Path) -> list[str]:
    """What differs between two glossaries, one line per table (empty: the same)."""
    found = []
    with sqlite3.connect(before) as a, sqlite3.connect(after) as b:
        for name, query in QUERIES.items():
            rows_a, rows_b = a.execute(query).fetchall(), b.execute(query).fetchall()
            if rows_a != rows_b:
                first = next((k for k, (x, y) in enumerate(zip(rows_a, rows_b, strict=False))
                              if x != y), min(len(rows_a), len(rows_b)))
                found.append(f"{name}: {len(rows_a)} against {len(rows_b)} rows, first "
                             f"difference at row {first}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=parse_size, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", type=Path, required=True, help="the other checkout")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="same-build-") as tmp:
        work = Path(tmp)
        # Where the bench keeps its one-volume sources (volume_figure.py): made once.
        one_volume = cache_dir(args.size, args.seed) / "one-volume"
        sources = ensure_sources(args.size, args.seed, one_volume, volume=args.size)
        report_a = build(args.before.resolve(), sources, work / "before.db")
        report_b = build(REPO_ROOT, sources, work / "after.db")
        found = differences(work / "before.db", work / "after.db")
    if report_a != report_b:
        found.append(f"report: {len(report_a)} against {len(report_b)} lines differ")
    print(f"{len(report_b)} report lines; " + ("; ".join(found) if found else "the same"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
