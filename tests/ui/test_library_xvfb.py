"""The library in a real window (Xvfb, xcb): File > Export's Ctrl+E from the search
box, and a logout during an import.

On X11 a line edit binds Ctrl+E to "end of line" and would keep it; the
offscreen platform has no such binding, so only a real X window shows it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.children import busy_table, children, cpu_seconds

from .test_screenshots import TIMEOUT_S, Desktop, _settle, xvfb

pytestmark = pytest.mark.xvfb


def _wait_for_dialog(desktop: Desktop, title: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
            env=desktop.env, capture_output=True, text=True, check=False,
        )
        if found.stdout.split():
            return
        time.sleep(0.1)  # another process's window: there is no signal to wait on
    pytest.fail(f"no {title!r} window appeared")


@dataclass
class _App:
    """The app running on an X display, its window focused."""

    desktop: Desktop
    process: subprocess.Popen[bytes]
    window: str
    err: bytes = b""  # its stderr, once it has ended


@contextmanager
def _running(glossary_db: Path, user_dir: Path) -> Iterator[_App]:
    """The app in English on a fresh Xvfb; killed (if still running) at the end."""
    with xvfb() as display:
        desktop = Desktop(display)
        env = {**desktop.env, "LANG": "C.UTF-8", "LANGUAGE": ""}
        env = {k: v for k, v in env.items() if k != "LC_ALL"}
        process = subprocess.Popen(
            [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
             "--user-dir", str(user_dir)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        app = _App(desktop, process, "")
        try:
            app.window = desktop.wait_for_window(process)
            desktop.run("xdotool", "windowfocus", "--sync", app.window)
            _settle()
            yield app
        finally:
            process.kill()
            _, app.err = process.communicate(timeout=TIMEOUT_S)


def test_ctrl_e_in_the_search_box_opens_export(glossary_db: Path, user_dir: Path) -> None:
    with _running(glossary_db, user_dir) as app:
        desktop, window = app.desktop, app.window
        desktop.keys(window, "ctrl+l")
        desktop.type(window, "dask")
        desktop.keys(window, "Home", "ctrl+e")
        _wait_for_dialog(desktop, "Export")
        assert app.process.poll() is None, "the app died while being driven"
    assert b"Traceback" not in app.err


@pytest.mark.slow  # a real window, seconds of a child's work
def test_a_logout_during_a_hostile_import_ends_the_app_and_its_child_at_once(
    glossary_db: Path, user_dir: Path, tmp_path: Path
) -> None:
    # The import thread held the interpreter's lock: the app took 75 s more to
    # close, then printed a traceback.
    hostile = tmp_path / "hostile.csv"
    hostile.write_text(busy_table(), encoding="utf-8")  # the crafted one is refused at once
    with _running(glossary_db, user_dir) as app:
        desktop = app.desktop
        desktop.keys(app.window, "ctrl+i")
        _wait_for_dialog(desktop, "Import glossary")
        dialog = desktop.run("xdotool", "search", "--onlyvisible", "--name",
                             "^Import glossary$").split()[0]
        desktop.run("xdotool", "windowfocus", "--sync", dialog)
        # Typed to the focused window: sent to the dialog, its completer kept Return.
        desktop.run("xdotool", "type", "--delay", "20", str(hostile))
        desktop.run("xdotool", "key", "Return")
        child = _busy_child(app.process)
        app.process.send_signal(signal.SIGTERM)  # a logout
        app.process.wait(timeout=TIMEOUT_S)
    assert (143, False) == (app.process.returncode, b"Traceback" in app.err)
    assert not Path(f"/proc/{child}").exists()
    assert [] == os.listdir(user_dir / "glossaries")


def _busy_child(app: subprocess.Popen[bytes]) -> int:
    """The app's child, once it has worked a second on its file."""
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        assert app.poll() is None, "the app died while importing"
        busy = [pid for pid in children(app.pid) if cpu_seconds(pid) >= 1.0]
        if busy:
            return busy[0]
        time.sleep(0.1)  # another process: there is no signal to wait on
    pytest.fail("no child process imported the file")
