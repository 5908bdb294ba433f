"""The build of one huge volume: its memory must not grow with the volume (issue 30).

The bench's glossary is cut into volumes of :data:`~.generate.VOLUME` concepts,
and the importer pairs one volume at a time, so the main build's peak says how
large a volume's pairing is, not how the importer copes with one file of a
million entries. Here the same concepts are written as one volume (a Spanish
and a Portuguese file of ``size`` concepts each) and imported in a fresh
process. At or below :data:`~.generate.VOLUME` the main build already is one
volume and its figures are reported again.

Targets: a peak under 500 MB and at most 1.3x the 100k build's (one volume
too); the build time at most 3x the floor of the same concepts (issue 30
item 4).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import generate
from .generate import ensure_sources, size_label

#: How much more the one-volume build may hold than the base size's build.
PEAK_BOUND = 1.3
#: The one-volume build's time against the floor of the same concepts.
TIME_TARGET = 3.0

Build = Callable[[list[Path], Path], dict[str, Any]]


def one_volume(
    size: int, seed: int, base: Path, work: Path, build: Build, built: dict[str, Any]
) -> tuple[dict[str, Any], str]:
    """The one-volume build's ``seconds`` and ``peak_mb``, and what it imported."""
    if size <= generate.VOLUME:
        return built, "the build above (one volume)"
    sources = ensure_sources(size, seed, base / "one-volume", volume=size)
    out = work / "one-volume.db"
    try:
        result = build(sources, out)
    finally:
        out.unlink(missing_ok=True)
    return result, f"{size_label(size)} concepts in one es/pt pair of files"


def peak_note(peak_mb: float, base_mb: float | None, limit_mb: float, base_size: int) -> str:
    """The peak against the absolute limit and the base size's one-volume build."""
    note = f"target < {limit_mb:.0f} MB: {'PASS' if peak_mb < limit_mb else 'MISS'}"
    if base_mb:
        ratio = peak_mb / base_mb
        verdict = "PASS" if ratio <= PEAK_BOUND else "MISS"
        note += (f"; {ratio:.2f}x the {size_label(base_size)} build's {base_mb:.0f} MB "
                 f"(target <= {PEAK_BOUND}x: {verdict})")
    return note
