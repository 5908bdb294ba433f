"""One line of the benchmark's report, and what every figure's measurement shares:
the p95, and the child processes the window's figures run in (``child.py``)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from . import generate

CHILD = Path(__file__).with_name("child.py")


@dataclass
class Figure:
    """One line of the report: a measured value beside its floor."""

    name: str
    unit: str
    value: float | None
    floor: float | None
    target: float | None = None  # maximum ratio
    note: str = ""
    status: str = "ok"  # ok | pending | error
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        if self.value is None or not self.floor:
            return None
        return self.value / self.floor

    @property
    def verdict(self) -> str:
        if self.status != "ok":
            return self.status.upper()
        if self.target is None or self.ratio is None:
            return ""
        passed = self.ratio <= self.target and self.extra.get("pass", True)
        return "PASS" if passed else "MISS"

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "ratio": self.ratio, "verdict": self.verdict}


def p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def elapsed(fn: Callable[[], object]) -> float:
    """Seconds ``fn`` took, by the wall clock."""
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def child_env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # Users' installs have compiled bytecode (pip and the executable ship it);
    # without the cache the app would recompile ~40 modules at every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    root = str(generate.REPO_ROOT)
    env["PYTHONPATH"] = root + os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else root
    return env


def child(*args: str, timeout: float = 600) -> dict[str, Any]:
    """Run ``child.py`` with ``args``; its JSON line."""
    proc = subprocess.run(
        [sys.executable, str(CHILD), *args],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=timeout,
        check=False,
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        raise RuntimeError(f"child {args[0]} failed ({proc.returncode}): {' | '.join(tail)}")
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def window_api() -> str | None:
    """Why the window cannot be measured yet, or ``None`` if it can."""
    try:
        from glossary_desktop import app
    except ImportError as exc:
        return f"glossary_desktop.app not importable ({exc})"
    if not hasattr(app, "build_window"):
        return "glossary_desktop.app.build_window missing"
    return None
