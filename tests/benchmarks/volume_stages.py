"""Where one build's memory goes: its peak resident memory stage by stage.

Runs the importer once in this process (as ``build-db`` does, the collector
paused) and samples ``VmRSS`` every 20 ms in a thread, charging each sample
to the stage the build is in by its progress callback (``reading`` the files,
``pairing`` the volumes, ``slugs``, waiting for the ``indexing`` thread,
``writing`` the concepts). Prints one JSON line: the peak of
each stage, the whole peak (``VmHWM``) and the build's processor time.

    python -m tests.benchmarks.volume_stages OUT SOURCE...

Issue 30 item 4 (docs/performance.md, "One huge volume").
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from .buildstep import _peak_mb

SAMPLE_SECONDS = 0.02


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def measure(sources: Sequence[Path], out: Path) -> dict[str, object]:
    """Build ``out`` from ``sources``; the peak of each stage (MB) and the times."""
    from glossary_desktop.importer.build import build_db
    from glossary_desktop.importer.writer import collector_paused

    stage = ["reading"]
    peaks: dict[str, float] = {}
    done = threading.Event()

    def sample() -> None:
        while not done.wait(SAMPLE_SECONDS):
            name = stage[0]
            peaks[name] = max(peaks.get(name, 0.0), _rss_mb())

    def progress(name: str, done_: int, total: int) -> None:
        # The build reports a stage's steps as they end: once the last file is
        # read, the volumes are being paired; once the last is paired, slugs.
        following = {"reading": "pairing", "pairing": "slugs"}
        stage[0] = following.get(name, name) if done_ == total else name

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        with collector_paused():  # as build-db runs it
            build_db(list(sources), out, progress=progress)
    finally:
        done.set()
        sampler.join()
    return {
        "stages_mb": {k: round(v) for k, v in peaks.items()},
        "peak_mb": round(_peak_mb()),
        "cpu_s": round(time.process_time() - cpu, 2),
        "wall_s": round(time.perf_counter() - wall, 2),
    }


def main(argv: Sequence[str]) -> int:
    out, *sources = argv
    print(json.dumps(measure([Path(s) for s in sources], Path(out))), flush=True)
    Path(out).unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
