"""5. build: the importer against a plain bulk insert and FTS5 rebuild of the same
rows, each in a fresh process (``buildstep.py``); the same concepts as one TBX file
and as one volume."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import generate
from .figure import Figure, child_env
from .generate import CACHE_ROOT, size_label
from .volume_figure import PEAK_BOUND, one_volume, peak_note
from .volume_figure import TIME_TARGET as VOLUME_TIME_TARGET


def _build_step(*args: str) -> dict[str, Any]:
    """Run one build in a fresh process (``buildstep.py``): its seconds and peak RSS.

    A fresh process keeps the importer's memory (GBs at 1M) out of the harness,
    whose children would otherwise start from a bloated parent.
    """
    proc = subprocess.run(
        [sys.executable, "-m", "tests.benchmarks.buildstep", *args],
        capture_output=True,
        text=True,
        env=child_env(),
        cwd=generate.REPO_ROOT,
        check=False,
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = proc.stderr.strip().splitlines()[-3:]
        raise RuntimeError(f"build step {args[0]} failed ({proc.returncode}): {' | '.join(tail)}")
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def build_glossary(sources: Sequence[Path], out: Path) -> dict[str, Any]:
    """Import ``sources`` into ``out`` with the real importer (``seconds``, ``peak_mb``)."""
    return _build_step("importer", str(out), *map(str, sources))


#: The build against its floor: 3x (issue 30; 2x would need a compiled pairing core,
#: not worth a new toolchain for a step a user takes once per glossary).
BUILD_TIME_TARGET = 3.0

#: The importer's memory limit at a million concepts (issue 13), and the size
#: whose peak the larger runs are compared with (at most 1.5x).
BUILD_PEAK_LIMIT_MB = 500
BUILD_PEAK_BASE = 100_000


def _base_figure(figure: str) -> float | None:
    """The base size's last reported value of ``figure``, if there is one."""
    base = CACHE_ROOT / f"report-{size_label(BUILD_PEAK_BASE)}.json"
    if not base.is_file():
        return None
    with contextlib.suppress(ValueError, KeyError, StopIteration):
        figures = json.loads(base.read_text())["figures"]
        value: float | None = next(f["value"] for f in figures if f["name"] == figure)
        return value
    return None


def _peak_note(
    peak_mb: float, size: int, figure: str = "build peak RSS",
    against: str = "importer process vs the floor's",
) -> str:
    """The build's peak against the absolute limit and, above the base size, against
    the base size's last report of the same ``figure`` (memory must not grow with
    the glossary)."""
    verdict = "PASS" if peak_mb < BUILD_PEAK_LIMIT_MB else "MISS"
    note = f"{against}; target < {BUILD_PEAK_LIMIT_MB} MB: {verdict}"
    base_mb = _base_figure(figure) if size > BUILD_PEAK_BASE else None
    if base_mb:
        ratio = peak_mb / base_mb
        note += (f"; {ratio:.2f}x the {size_label(BUILD_PEAK_BASE)} build's {base_mb:.0f} MB "
                 f"(target <= 1.5x: {'PASS' if ratio <= 1.5 else 'MISS'})")
    return note


def _one_volume_figures(
    size: int, seed: int, work: Path, built: dict[str, Any], floor: dict[str, Any]
) -> list[Figure]:
    """The build of the same concepts as one volume (:mod:`.volume_figure`)."""
    # ``work`` is a scratch folder inside the run's cache folder.
    one, what = one_volume(size, seed, work.parent, work, build_glossary, built)
    # The base size's build is one volume: the bound is on it (issue 30).
    base_mb = _base_figure("build peak RSS") if size > BUILD_PEAK_BASE else None
    peak = one["peak_mb"]
    return [
        Figure("one volume, time", "s", one["seconds"], floor["seconds"], VOLUME_TIME_TARGET,
               f"{what} vs the floor of the same concepts"),
        Figure("one volume, peak", "MB", peak, base_mb or floor["peak_mb"],
               PEAK_BOUND if base_mb else None,
               peak_note(peak, base_mb, BUILD_PEAK_LIMIT_MB, BUILD_PEAK_BASE),
               extra={"pass": peak < BUILD_PEAK_LIMIT_MB}),
    ]


def measure_build(
    sources: Sequence[Path], tbx: Path, db: Path, work: Path, size: int, seed: int
) -> tuple[list[Figure], dict[str, int] | None]:
    """The build figures, and the concept counts of the TBX import."""
    built = build_glossary(sources, db)
    tbx_db = work / "glossary-tbx.db"
    from_tbx = build_glossary([tbx], tbx_db)
    tbx_counts = built_counts(tbx_db)
    tbx_db.unlink()
    raw = work / "raw-floor.db"
    floor = _build_step("raw", str(raw), str(db), *map(str, sources))
    raw_mb = raw.stat().st_size / 1e6
    raw.unlink()
    db_mb = db.stat().st_size / 1e6
    one_volume = _one_volume_figures(size, seed, work, built, floor)
    return [
        Figure(
            "build time",
            "s",
            built["seconds"],
            floor["seconds"],
            BUILD_TIME_TARGET,
            "build_db vs bulk insert + FTS5 rebuild",
        ),
        Figure(
            "build peak RSS",
            "MB",
            built["peak_mb"],
            floor["peak_mb"],
            None,
            _peak_note(built["peak_mb"], size),
        ),
        Figure("DB size on disk", "MB", db_mb, raw_mb, None, "glossary.db vs the floor's DB"),
        Figure(
            "TBX build time",
            "s",
            from_tbx["seconds"],
            built["seconds"],
            2.0,
            f"the same concepts as one TBX v3 file ({tbx.stat().st_size / 1e6:.0f} MB) "
            "vs the text import",
        ),
        Figure(
            "TBX build peak RSS",
            "MB",
            from_tbx["peak_mb"],
            built["peak_mb"],
            None,
            _peak_note(from_tbx["peak_mb"], size, "TBX build peak RSS",
                       "TBX import vs the text import"),
        ),
        *one_volume,
    ], tbx_counts


def built_counts(db: Path) -> dict[str, int] | None:
    from glossary_desktop import Glossary

    try:
        with Glossary.open(db) as g:
            s = g.stats()
    except Exception:  # the report must not die on a stats() change
        return None
    return {"concepts": s.concepts, "both": s.both, "es_only": s.es_only, "pt_only": s.pt_only}
