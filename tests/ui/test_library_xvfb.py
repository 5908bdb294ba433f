"""File > Export's Ctrl+E from the search box, in a real window (Xvfb, xcb).

On X11 a line edit binds Ctrl+E to "end of line" and would keep it; the
offscreen platform has no such binding, so only a real X window shows it.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

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


def test_ctrl_e_in_the_search_box_opens_export(glossary_db: Path, user_dir: Path) -> None:
    with xvfb() as display:
        desktop = Desktop(display)
        env = {**desktop.env, "LANG": "C.UTF-8", "LANGUAGE": ""}
        env = {k: v for k, v in env.items() if k != "LC_ALL"}
        app = subprocess.Popen(
            [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
             "--user-dir", str(user_dir)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        try:
            window = desktop.wait_for_window(app)
            desktop.run("xdotool", "windowfocus", "--sync", window)
            _settle()
            desktop.keys(window, "ctrl+l")
            desktop.type(window, "dask")
            desktop.keys(window, "Home", "ctrl+e")
            _wait_for_dialog(desktop, "Export")
            assert app.poll() is None, "the app died while being driven"
        finally:
            app.kill()
            _, err = app.communicate(timeout=TIMEOUT_S)
    assert b"Traceback" not in err
