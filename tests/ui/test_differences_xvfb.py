"""Show differences in the real app under Xvfb, in the light and the dark theme:
a concept with a flipped negation opened by keyboard, its marks painted in the
negation's tint in the panes (not only in the legend), then F8 selecting it.
Screenshots in ``build/screenshots/differences-*.png``: look at them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.ui.look.difference_look import KIND_LOOKS
from tests.ui.test_screenshots import APP_TITLE, TIMEOUT_S, Desktop, _settle, xvfb

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]  # a real X server and window

#: Pixels at the bottom of a window shot that hold the status bar (and its legend).
STATUS_BAR = 40


def tinted(desktop: Desktop, shot: Path, colour: str) -> int:
    """Pixels of ``colour`` in ``shot`` above its status bar."""
    histogram = desktop.run(
        "convert", str(shot), "-gravity", "South", "-chop", f"0x{STATUS_BAR}",
        "-format", "%c", "histogram:info:-")
    return sum(int(line.split(":")[0]) for line in histogram.splitlines()
               if colour.upper() in line.upper())


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_marks_are_painted_in_both_themes(
    corpus_db: Path, user_dir: Path, theme: str
) -> None:
    with xvfb() as display:
        _drive(Desktop(display), corpus_db, user_dir, theme)


def _drive(desktop: Desktop, corpus_db: Path, user_dir: Path, theme: str) -> None:
    (user_dir / "settings.ini").write_text("[view]\ndifferences=true\n", encoding="utf-8")
    app = subprocess.Popen(
        [sys.executable, "-m", "glossary_desktop", "--db", str(corpus_db),
         "--user-dir", str(user_dir), "--theme", theme],
        env=desktop.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    try:
        window = desktop.wait_for_window(app)
        desktop.run("xdotool", "windowfocus", "--sync", window)
        desktop.keys(window, "ctrl+l")
        desktop.type(window, "imputacion")
        desktop.keys(window, "Down", "Return")
        desktop.wait_for_title(window, f"Imputación de Datos — {APP_TITLE}")
        _settle()
        marked = desktop.shot(f"differences-{theme}", window)
        tint = KIND_LOOKS["negation"].background[theme == "dark"]
        assert tinted(desktop, marked, tint) > 100  # "incompletos" and "completos"

        desktop.keys(window, "F8")
        _settle()
        selected = desktop.shot(f"differences-{theme}-f8", window)
        assert tinted(desktop, selected, tint) < tinted(desktop, marked, tint)  # selected now
        assert app.poll() is None, "the app died while being driven"
    finally:
        app.kill()
        _, err = app.communicate(timeout=TIMEOUT_S)
    assert b"Traceback" not in err
