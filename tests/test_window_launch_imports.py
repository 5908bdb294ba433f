"""Opening the window (here through ``--self-test``, which takes the same path
from the command line to the shown window) loads none of the subcommands'
modules: the window's command line is parsed without their parsers
(``cli.window_args``), and a launch must not pay for them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: What only a subcommand needs (each name and everything under it).
SUBCOMMANDS_ONLY = (
    "glossary_desktop.cli.bookmark_files",
    "glossary_desktop.cli.bookmarks",
    "glossary_desktop.cli.build_db",
    "glossary_desktop.cli.child",
    "glossary_desktop.cli.common",
    "glossary_desktop.cli.compare",
    "glossary_desktop.cli.compare_all",
    "glossary_desktop.cli.export",
    "glossary_desktop.cli.glossaries",
    "glossary_desktop.cli.lookup",
    "glossary_desktop.cli.output",
    "glossary_desktop.cli.progress",
    "glossary_desktop.cli.scope",
    "glossary_desktop.cli.search",
    "glossary_desktop.cli.show",
    "glossary_desktop.export.files",
    "glossary_desktop.export.formats",
    "glossary_desktop.importer",
    "sqlite_utils",
    "snowballstemmer",
    "defusedxml",
)

PROGRAM = """
import atexit, sys
from glossary_desktop.cli import main

def loaded():
    names = {names!r}
    under = tuple(n + "." for n in names)
    print(sorted(m for m in sys.modules if m in names or m.startswith(under)))

atexit.register(loaded)
sys.exit(main(["--self-test", "--db", {db!r}]))
"""


def _self_test(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` (one of the programs here, which run the self-test) in a child."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def test_opening_the_window_loads_no_subcommand_module(glossary_db: Path) -> None:
    done = _self_test(PROGRAM.format(names=SUBCOMMANDS_ONLY, db=str(glossary_db)))

    lines = done.stdout.strip().splitlines()
    assert (0, "self-test ok", "[]") == (
        done.returncode, lines[0][:12], lines[-1]
    ), done.stdout + done.stderr


#: What ``app.py`` opens the glossary and the stores with, Qt-free: imported
#: before PySide6, which makes every later import cost more (cli.qt_free_layers_first).
QT_FREE_FIRST = (
    "glossary_desktop.glossary.shelf",
    "glossary_desktop.lookup.socket_place",
    "glossary_desktop.store.library",
    "glossary_desktop.store.user_db",
)

ORDER = """
import atexit, sys
from glossary_desktop.cli import main

def order():
    names = list(sys.modules)  # in the order their imports began
    print([n for n in {names!r} if names.index(n) > names.index("PySide6")])

atexit.register(order)
sys.exit(main(["--self-test", "--db", {db!r}]))
"""


def test_the_window_s_qt_free_layers_are_imported_before_qt(glossary_db: Path) -> None:
    done = _self_test(ORDER.format(names=QT_FREE_FIRST, db=str(glossary_db)))

    assert (0, "[]") == (done.returncode, done.stdout.strip().splitlines()[-1]), done.stderr
