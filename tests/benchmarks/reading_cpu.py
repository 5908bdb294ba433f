"""The processor time of a build's reading stage: the files parsed and written.

Runs the importer in this process (the collector paused, as ``build-db`` does)
and stops it once the last file is read, by raising from its progress callback;
prints the process's processor time in seconds. Run it with two trees in
turn (interleaved) to compare their reading (docs/performance.md, "reading a
file as a stream").

    python -m tests.benchmarks.reading_cpu OUT SOURCE...
    cd OTHER_TREE && PYTHONPATH=. python THIS_TREE/tests/benchmarks/reading_cpu.py OUT SOURCE...
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path


class _Read(Exception):
    """The last file is read: the build stops here."""


def _progress(stage: str, done: int, total: int) -> None:
    if stage != "reading" or done == total:
        raise _Read


def main(argv: list[str]) -> None:
    from glossary_desktop.importer.build import build_db
    from glossary_desktop.importer.writer import collector_paused

    start = time.process_time()
    with collector_paused(), contextlib.suppress(_Read):
        build_db([Path(p) for p in argv[1:]], Path(argv[0]), force=True, progress=_progress)
    print(round(time.process_time() - start, 3))


if __name__ == "__main__":
    main(sys.argv[1:])
