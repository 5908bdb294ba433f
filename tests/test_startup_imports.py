"""Opening the window loads no importer: the executable ships it for File >
Import glossary..., and a launch must not pay for it (the pairing, defusedxml)
until someone imports."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: Top-level modules (and our package's importer) that only an import needs.
IMPORT_ONLY = ("glossary_desktop.importer", "defusedxml")

PROGRAM = """
import sys
from PySide6.QtWidgets import QApplication
from glossary_desktop.app import build_window, dispose

app = QApplication([])
window = build_window({db!r}, {user!r})
window.show()
app.processEvents()
window.search_now("datos")
app.processEvents()
print(sorted(m for m in sys.modules if m.startswith({prefixes!r})))
dispose(window)
"""


def test_showing_and_searching_the_window_loads_no_importer(
    glossary_db: Path, user_dir: Path
) -> None:
    code = PROGRAM.format(db=str(glossary_db), user=str(user_dir), prefixes=IMPORT_ONLY)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )

    assert (0, "[]") == (done.returncode, done.stdout.strip().splitlines()[-1]), done.stderr
