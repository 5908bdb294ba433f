"""Time to first window: the packaged app against hello-world, side by side.

    python build/measure_startup.py [--runs 31] [--platform offscreen|xcb] [--form onedir]

Launches each executable ``--runs`` times, interleaved (the order rotates each
round, so neither side always runs on a warmer cache), after one untimed warm-up
run each. The launch time goes in ``$GLOSSARY_DESKTOP_LAUNCH_TIME`` and each
program prints how long after it its window was exposed: the app through
``--self-test`` (which opens the embedded glossary, runs one search and builds
the real main window first), hello-world through ``build/hello.py``. Reports
median/min/max per executable and the app/hello ratio of the medians for each
form (onedir, onefile) that is built, with the spread of the round-by-round
ratios; exits 1 if a ratio of medians exceeds ``--max-ratio`` (1.5). The onedir
app is compared twice: with hello-world trimmed as the app is, and with
hello-world built by PyInstaller's defaults (``untrimmed``).
With ``--platform xcb`` and no ``$DISPLAY`` it starts its own Xvfb.

The self-test gives the window a fresh user folder, so every launch is a first
launch. ``--returning`` times a returning user's instead: one user folder for
every run (``--self-test --user-dir``), with a bookmark saved in it by the
app's own command line and the settings the warm-up run saved when it closed.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAUNCH_ENV = "GLOSSARY_DESKTOP_LAUNCH_TIME"
#: Each comparison: the app and its baseline. ``untrimmed`` is hello-world built by
#: PyInstaller with its default options (no spec, nothing excluded): the plain
#: PySide6 program a user would write, against which the 1.5x target is judged.
#: The trimmed ones are built like the app (``build/spec_common.py``), so their
#: ratio shows what the app itself does before its window is up.
FORMS = {
    "onedir": (ROOT / "dist/glossary-desktop/glossary-desktop", ROOT / "dist/hello/hello"),
    "untrimmed": (ROOT / "dist/glossary-desktop/glossary-desktop", ROOT / "dist/plain/hello/hello"),
    "onefile": (ROOT / "dist/onefile/glossary-desktop", ROOT / "dist/onefile/hello"),
}
_SHOWN = re.compile(r"(\d+) ms after launch")


def launch(exe: Path, env: dict[str, str], app_args: list[str]) -> tuple[float, float]:
    """Run once: (ms from launch to window exposed, ms from launch to exit)."""
    args = [str(exe), *app_args] if exe.name == "glossary-desktop" else [str(exe)]
    started = time.time()
    proc = subprocess.run(
        args, env={**env, LAUNCH_ENV: repr(started)}, capture_output=True, text=True, check=False
    )
    total_ms = (time.time() - started) * 1000
    found = _SHOWN.search(proc.stdout)
    if proc.returncode != 0 or not found:
        sys.exit(f"{exe} failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}")
    return float(found[1]), total_ms


def size_mb(exe: Path) -> float:
    """What the user downloads: the onedir folder, or the onefile executable."""
    if (exe.parent / "_internal").is_dir():
        files = [p for p in exe.parent.rglob("*") if p.is_file() and not p.is_symlink()]
        return sum(p.stat().st_size for p in files) / 2**20
    return exe.stat().st_size / 2**20


@contextmanager
def display(platform: str) -> Iterator[dict[str, str]]:
    """The environment to launch with; for xcb without a display, a private Xvfb."""
    env = {**os.environ, "QT_QPA_PLATFORM": platform}
    if platform != "xcb" or env.get("DISPLAY"):
        yield env
        return
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert xvfb.stdout is not None
        env["DISPLAY"] = ":" + xvfb.stdout.readline().strip()
        yield env
    finally:
        xvfb.terminate()
        xvfb.wait()


def measure(
    exes: list[Path], runs: int, env: dict[str, str], app_args: list[str]
) -> dict[Path, list[float]]:
    for exe in exes:  # warm-up: page cache, fontconfig cache
        launch(exe, env, app_args)
    shown: dict[Path, list[float]] = {exe: [] for exe in exes}
    for i in range(runs):
        for exe in exes[i % len(exes):] + exes[: i % len(exes)]:
            shown[exe].append(launch(exe, env, app_args)[0])
    return shown


@contextmanager
def returning_user(app: Path, env: dict[str, str]) -> Iterator[list[str]]:
    """The self-test's arguments for a returning user: a folder with a bookmark in it."""
    with tempfile.TemporaryDirectory(prefix="measure-startup-user-") as folder:
        subprocess.run([str(app), "--user-dir", folder, "bookmarks", "add", "dask"],
                       env=env, check=True, capture_output=True)
        yield ["--self-test", "--user-dir", folder]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=31, help="timed runs per executable (31)")
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb"))
    parser.add_argument("--max-ratio", type=float, default=1.5, help="app/hello limit (1.5)")
    parser.add_argument("--form", choices=tuple(FORMS), action="append",
                        help="only this form (repeatable; default: every one built)")
    parser.add_argument("--returning", action="store_true",
                        help="a returning user's launches: one user folder, with a bookmark")
    args = parser.parse_args(argv)
    forms = {f: exes for f, exes in FORMS.items()
             if f in (args.form or FORMS) and all(e.exists() for e in exes)}
    if not forms:
        sys.exit(f"nothing to measure: build with 'make dist dist-hello' ({FORMS['onedir'][0]})")
    ok = True
    with ExitStack() as stack:
        env = stack.enter_context(display(args.platform))
        # The onedir app is shared by two comparisons: launched once a round, not twice.
        exes = list(dict.fromkeys(e for pair in forms.values() for e in pair))
        app_args = ["--self-test"]
        if args.returning:
            app_args = stack.enter_context(returning_user(exes[0], env))
        shown = measure(exes, args.runs, env, app_args)
    user = "returning user" if args.returning else "first launch"
    print(f"time to first window, {args.runs} runs each, platform {args.platform}, {user}, "
          "median (min-max) ms")
    for form, (app, hello) in forms.items():
        a, h = statistics.median(shown[app]), statistics.median(shown[hello])
        ratio = a / h
        ok &= ratio <= args.max_ratio
        for label, exe in (("app", app), ("hello", hello)):
            times = shown[exe]
            print(f"  {form:8} {label:6} {statistics.median(times):6.0f} "
                  f"({min(times):.0f}-{max(times):.0f})  {size_mb(exe):5.1f} MiB  "
                  f"{exe.relative_to(ROOT)}")
        # Each round's app/hello pair ran back to back, under the same load: the
        # spread of their ratios says how much the machine's noise moved it.
        q1, mid, q3 = statistics.quantiles(
            [x / y for x, y in zip(shown[app], shown[hello], strict=True)], n=4
        )
        print(f"  {form:8} ratio  {ratio:6.2f}  (limit {args.max_ratio}; "
              f"round by round: median {mid:.2f}, middle half {q1:.2f}-{q3:.2f})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
