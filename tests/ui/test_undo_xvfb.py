"""Undo in a real window (Xvfb, xcb, keys from xdotool): the tester's story of issue 26.

With the focus in the search box, Ctrl+D removes the bookmark; Ctrl+Alt+Z, pressed
there as a keyboard sends it, brings it back with its note (a text box keeps
Ctrl+Z for its own typing); the status bar's Undo button and Edit > Undo, which
names the bookmark, are photographed to ``build/screenshots/`` (look at them).
The file is read by SQLite in this test's process, never the app's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.store.user_db import UserStore

from .test_notes_xvfb import _wait_for_note
from .test_screenshots import APP_TITLE, TIMEOUT_S, Desktop, _settle, xvfb

pytestmark = pytest.mark.xvfb

NOTE = "Fragmentación: preguntar al revisor"


def test_ctrl_alt_z_in_the_search_box_of_a_real_window(glossary_db: Path, user_dir: Path) -> None:
    with UserStore.open(user_dir) as store:
        store.add("dask", "Dask")
        store.add("sharding", "Sharding", NOTE)
    with xvfb("1280x800x24") as display:
        desktop = Desktop(display)
        app = desktop.start(glossary_db, user_dir)
        try:
            window = desktop.wait_for_window(app)
            desktop.run("xdotool", "windowmove", window, "0", "0")
            desktop.run("xdotool", "windowsize", window, "1100", "700")
            desktop.run("xdotool", "windowfocus", "--sync", window)
            _settle()
            desktop.keys(window, "ctrl+l")
            desktop.type(window, "sharding")
            desktop.wait_for_title(window, f"Sharding — {APP_TITLE}")
            desktop.keys(window, "ctrl+d")  # the focus is still in the search box
            _wait_for_note(user_dir, "sharding", None)
            _settle()
            shot = desktop.shot("undo-removed", window)
            assert desktop.colours(shot) > 50, f"{shot} looks blank"
            desktop.keys(window, "ctrl+alt+z")
            _wait_for_note(user_dir, "sharding", NOTE)
            _settle()
            desktop.shot("undo-restored", window)
            desktop.keys(window, "ctrl+d", "alt+e")  # removed again; Edit > Undo names it
            _wait_for_note(user_dir, "sharding", None)
            _settle()
            desktop.shot("undo-edit-menu")  # the menu is a window of its own: the screen
            desktop.keys(window, "Escape")
            _settle()
            desktop.shot("undo-after-menu", window)  # the notice is back with its button
            desktop.keys(window, "alt+e", "Return")  # the menu's first item: Undo
            _wait_for_note(user_dir, "sharding", NOTE)
            assert app.poll() is None, "the app died while being driven"
        finally:
            app.kill()
            _, err = app.communicate(timeout=TIMEOUT_S)
    assert b"Traceback" not in err
