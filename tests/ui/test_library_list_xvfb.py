"""The library searched as one in a real window (Xvfb, xcb), in Spanish and Brazilian
Portuguese: typed into the search box, the list holds the built-in glossary's rows and
an imported TBX's, each naming its glossary; the TBX's own concept opens in the panes;
"Also in" under the built-in Sharding marks the TBX's other translation. The
screenshots (build/screenshots/library-*.png) are for a person to look at."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.library.three import import_both

from .test_screenshots import APP_TITLE, Desktop, _settle, xvfb

pytestmark = pytest.mark.xvfb


@pytest.mark.parametrize("language", ["es", "pt_BR"])
def test_one_list_and_also_in_in_a_real_window(
    glossary_db: Path, tmp_path: Path, language: str
) -> None:
    user_dir = tmp_path / "user"
    import_both(user_dir, tmp_path / "sources")
    with xvfb() as display:
        desktop = Desktop(display)
        env = {k: v for k, v in desktop.env.items() if k != "LC_ALL"}
        desktop.env = {**env, "LANG": "C.UTF-8", "LANGUAGE": language}
        app = subprocess.Popen(
            [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
             "--user-dir", str(user_dir)],
            env=desktop.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        try:
            window = desktop.wait_for_window(app)
            desktop.run("xdotool", "windowfocus", "--sync", window)
            _settle()
            # Only the TBX has it: its row comes first, and it opens in the panes.
            desktop.keys(window, "ctrl+l")
            desktop.type(window, "modelo fundacional")
            desktop.wait_for_title(window, f"Modelo Fundacional — {APP_TITLE}")
            _settle()
            shots = [desktop.shot(f"library-{language}-1-imported-row", window)]
            desktop.keys(window, "ctrl+a")
            desktop.type(window, "sharding")
            desktop.wait_for_title(window, f"Sharding — {APP_TITLE}")
            _settle()
            shots.append(desktop.shot(f"library-{language}-2-also-in", window))
            desktop.keys(window, "Down", "Down")  # the TBX's Sharding, "Fragmentação"
            _settle()
            shots.append(desktop.shot(f"library-{language}-3-other-glossary", window))
            assert app.poll() is None, "the app died while being driven"
            for shot in shots:
                assert desktop.colours(shot) > 50, f"{shot} looks blank"
        finally:
            app.kill()
            app.communicate(timeout=20)
