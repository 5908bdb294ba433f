"""Notes in a real window (Xvfb, xcb), at the smallest and the largest size the
issue names: open a bookmark from the panel by keyboard, add to its note, and
find the note on disk; screenshots go to ``build/screenshots/`` (look at them).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from glossary_desktop.store.user_db import UserStore

from .test_bookmarks import _on_disk
from .test_screenshots import APP_TITLE, TIMEOUT_S, Desktop, _settle, xvfb

pytestmark = pytest.mark.xvfb

#: Every size is a window on one screen this large.
SCREEN = "1920x1080x24"


def _wait_for_note(folder: Path, slug: str, note: str | None) -> None:
    """Until ``slug``'s note on disk is ``note`` (``None``: until it is not bookmarked)."""
    deadline = time.monotonic() + TIMEOUT_S
    while time.monotonic() < deadline:
        if _on_disk(folder, slug) == note:
            return
        time.sleep(0.1)  # another process writes it: there is no signal to wait on
    pytest.fail(f"the note of {slug} never became {note!r} (it is {_on_disk(folder, slug)!r})")


@pytest.mark.parametrize(("width", "height"), [(800, 600), (1920, 1080)])
def test_a_note_typed_in_a_real_window_is_on_disk(
    width: int, height: int, glossary_db: Path, user_dir: Path
) -> None:
    with UserStore.open(user_dir) as store:
        store.add("dask", "Dask", "Biblioteca de Python; comparar con Ray")
        store.add("sharding", "Sharding", "Fragmentación: preguntar al revisor")
    with xvfb(SCREEN) as display:
        desktop = Desktop(display)
        app = desktop.start(glossary_db, user_dir)
        try:
            window = desktop.wait_for_window(app)
            desktop.run("xdotool", "windowmove", window, "0", "0")
            desktop.run("xdotool", "windowsize", window, str(width), str(height))
            desktop.run("xdotool", "windowfocus", "--sync", window)
            _settle()
            # The panel takes the focus on its first row (Sharding, the newest);
            # Down, Enter: Dask opens.
            desktop.keys(window, "ctrl+b", "Down", "Return")
            desktop.wait_for_title(window, f"Dask — {APP_TITLE}")
            desktop.keys(window, "alt+n", "ctrl+End")
            desktop.type(window, " y Spark")
            _wait_for_note(user_dir, "dask", "Biblioteca de Python; comparar con Ray y Spark")
            _settle()
            shot = desktop.shot(f"notes-{width}x{height}", window)
            assert desktop.colours(shot) > 50, f"{shot} looks blank"
            assert app.poll() is None, "the app died while being driven"
        finally:
            app.kill()
            _, err = app.communicate(timeout=TIMEOUT_S)
    assert b"Traceback" not in err
