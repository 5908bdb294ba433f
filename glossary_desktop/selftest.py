"""``glossary-desktop --self-test``: prove this installation works, in one line.

Builds and shows the main window with a throwaway user folder first, so its
time to first window is a normal launch's (the window opens the glossary
exactly as normal use does: the bundled one unless ``--db``); then checks that
SQLite has FTS5, that the schema version matches and that the application icon
renders, runs a search, and prints::

    self-test ok: glossary-desktop 0.1.0, Python 3.11.7, Qt 6.11.3, SQLite 3.40.1,
    FTS5 yes, schema 1, 31 concepts, search 1.2 ms, window 210 ms, first window
    450 ms after launch, platform offscreen, frozen yes

(on one line). Anything wrong prints ``self-test FAILED: <reason>`` on stderr
and returns 1. ``make dist-check`` runs it on the built executable; the first
window time is what ``build/measure_startup.py`` compares with hello-world.

It never touches the user's data: the window gets a temporary user folder, and
Qt's config and data locations point into it too. Only an explicit
``--user-dir`` gives the window that folder instead: a returning user's
launch, which ``build/measure_startup.py --returning`` times.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, qVersion
from PySide6.QtWidgets import QApplication

from glossary_desktop._version import __version__
from glossary_desktop.app import build_window, dispose
from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import bundled_db, resolve_db
from glossary_desktop.store.schema import SCHEMA_VERSION
from glossary_desktop.ui.look import APP_ICON_SVG, app_icon

#: The launcher may pass the launch time (epoch seconds): a onefile build
#: unpacks itself in a parent process before this one starts.
LAUNCH_ENV = "GLOSSARY_DESKTOP_LAUNCH_TIME"
#: A word that must be found in the bundled glossary ("Entrenamiento Sincrónico").
PROBE = "sincronico"
#: How long the window system may take to expose the window.
EXPOSE_TIMEOUT_S = 10.0


class SelfTestError(UserError):
    """A check failed; the message says which and why."""


def run(args: argparse.Namespace) -> int:
    """Run every check; print the report line and return 0, or 1 on failure."""
    launched = launch_time()
    try:
        user_dir = getattr(args, "user_dir", None)
        report = _checks(getattr(args, "db", None), launched,
                         Path(user_dir) if user_dir else None)
    except UserError as exc:  # GlossaryError included: missing, not SQLite, wrong schema
        print(f"self-test FAILED: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug, or a module the bundle lacks: show where
        # lazy: 0.6 ms, only when a check fails
        import traceback  # only on failure: not part of the timed start-up

        traceback.print_exc()
        print(f"self-test FAILED: unexpected {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print("self-test ok: " + ", ".join(report))
    return 0


def launch_time() -> float:
    """When this program was launched (epoch seconds).

    ``$GLOSSARY_DESKTOP_LAUNCH_TIME`` if the launcher set it, else this process's
    start time from ``/proc`` (10 ms resolution), else now.
    """
    env = os.environ.get(LAUNCH_ENV)
    if env:
        return float(env)
    try:
        with open("/proc/self/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
    except OSError:  # not Linux
        return time.time()
    started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: start, since boot
    return time.time() - (time.clock_gettime(time.CLOCK_BOOTTIME) - started)


def _checks(db_arg: str | None, launched: float, user_dir: Path | None) -> list[str]:
    db_path = resolve_db(db_arg)
    # The window first: nothing a normal launch does not do comes before it.
    with tempfile.TemporaryDirectory(prefix="glossary-desktop-selftest-") as tmp:
        qt_version, platform_name, window_ms, shown_at = _show_window(
            db_path, Path(tmp), user_dir or Path(tmp) / "user")
    _require_fts5()
    with Glossary.open(db_path) as glossary:  # exactly as the window opens it
        if glossary.schema_version != SCHEMA_VERSION:
            raise SelfTestError(
                f"{db_path}: schema version {glossary.schema_version}, "
                f"this app reads {SCHEMA_VERSION}"
            )
        concepts = glossary.stats().concepts
        search_ms = _search(glossary, required=_same_file(db_path, bundled_db()))
    return [
        f"glossary-desktop {__version__}",
        f"Python {sys.version.split()[0]}",  # not platform.python_version(): its import
        f"Qt {qt_version}",
        f"SQLite {sqlite3.sqlite_version}",
        "FTS5 yes",
        f"schema {SCHEMA_VERSION}",
        f"{concepts} concepts",
        f"search {search_ms:.1f} ms",
        f"window {window_ms:.0f} ms",
        f"first window {(shown_at - launched) * 1000:.0f} ms after launch",
        f"platform {platform_name}",
        f"frozen {'yes' if getattr(sys, 'frozen', False) else 'no'}",
    ]


def _require_fts5() -> None:
    """FTS5 must be compiled into the SQLite this process loaded (search needs it)."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.execute("CREATE VIRTUAL TABLE probe USING fts5(x)")
    except sqlite3.OperationalError as exc:
        raise SelfTestError(f"SQLite {sqlite3.sqlite_version} has no FTS5 ({exc})") from exc
    finally:
        conn.close()


def _search(glossary: Glossary, *, required: bool) -> float:
    """Time one search; on the bundled glossary it must find :data:`PROBE`."""
    started = time.perf_counter()
    hits = glossary.search(PROBE)
    elapsed_ms = (time.perf_counter() - started) * 1000
    if required and not hits:
        raise SelfTestError(f"searching {PROBE!r} in the bundled glossary found nothing")
    return elapsed_ms


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _show_window(db_path: Path, tmp: Path, user_dir: Path) -> tuple[str, str, float, float]:
    """Build, show and close the main window; (Qt version, platform, ms, shown at)."""
    _isolate_qt_locations(tmp)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    started = time.perf_counter()
    window = build_window(db_path=db_path, user_dir=user_dir)
    try:
        window.show()
        deadline = time.monotonic() + EXPOSE_TIMEOUT_S
        handle = window.windowHandle()
        while handle is None or not handle.isExposed():
            if time.monotonic() > deadline:
                raise SelfTestError(
                    f"the main window was not shown within {EXPOSE_TIMEOUT_S:.0f} s "
                    f"(platform {QApplication.platformName()})"
                )
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
            handle = window.windowHandle()
        shown_at = time.time()
        window_ms = (time.perf_counter() - started) * 1000
        _require_app_icon()
    finally:
        dispose(window)
    return qVersion(), QApplication.platformName(), window_ms, shown_at


def _require_app_icon() -> None:
    """The window's icon must render: the SVG and Qt's SVG icon engine are both shipped."""
    if app_icon().pixmap(32, 32).isNull():
        raise SelfTestError(f"the application icon {APP_ICON_SVG} cannot be rendered")


def _isolate_qt_locations(tmp: Path) -> None:
    """Point Qt's writable config and data locations into ``tmp``.

    Whatever the window saves (settings, bookmarks, state) then lands in the
    throwaway folder, never in the user's real one. Qt reads these on each
    lookup, so setting them before the window is built is enough.
    """
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_STATE_HOME", "state")):
        (tmp / sub).mkdir()
        os.environ[var] = str(tmp / sub)
    os.environ.pop("GLOSSARY_DESKTOP_USER_DIR", None)
