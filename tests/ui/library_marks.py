"""A window over a library of three (the built-in glossary, a CSV and a TBX imported,
``tests.library.three``) and the command line in another process on its folders:
what the library's bookmark tests share."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from glossary_desktop.ui.window.main_window import MainWindow
from tests.library.three import import_both
from tests.ui.conftest import MakeWindow


def cli(folder: Path, glossary_db: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """The command line in another process, on the same folders."""
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", *argv, "--user-dir", str(folder)],
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "GLOSSARY_DESKTOP_DB": str(glossary_db)})


def notes(folder: Path, glossary_db: Path) -> dict[tuple[str, str], str]:
    """Every glossary's bookmarks as another process reads them: (glossary, slug) to
    its note."""
    done = cli(folder, glossary_db, "bookmarks", "list", "--json")
    assert 0 == done.returncode, done.stderr
    return {(b["glossary"]["id"], b["slug"]): b["note"] for b in json.loads(done.stdout)}


def listed(folder: Path, glossary_db: Path) -> set[tuple[str, str]]:
    """Every glossary's bookmarks as another process reads them: (glossary, slug)."""
    return set(notes(folder, glossary_db))


def unstarred_window(make_window: MakeWindow, tmp_path: Path) -> tuple[MainWindow, Path]:
    """A window over a library of three, nothing bookmarked, its panel open."""
    folder = tmp_path / "library-user"
    import_both(folder, tmp_path / "sources")
    window = make_window(folder=folder)
    window.bookmarks_panel.set_shown(True)
    return window, folder


def iate_row(window: MainWindow) -> int:
    """The term list's first row from the imported TBX glossary."""
    model = window.term_model
    return next(r for r in range(model.rowCount()) if model.index(r, 3).data() == "iate")
