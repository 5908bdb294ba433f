"""First-run windows for a child process, one per interface language.

The facts modules (:mod:`tests.ui.header_facts`, :mod:`tests.ui.row_facts`) run in a
child process so that a window can be made at a scale factor (``QT_SCALE_FACTOR``
is read once, when the application starts); this makes their windows.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from glossary_desktop.ui.window.main_window import MainWindow


def first_run_windows(
    app: QApplication, db: Path, langs: Iterable[str]
) -> Iterator[tuple[str, MainWindow]]:
    """A shown first-run window (a fresh user folder) over ``db`` in each language of
    ``langs`` (``en``: no translation), disposed of when the next is asked for."""
    from glossary_desktop.app import build_window, dispose
    from glossary_desktop.ui.look.i18n import Translations

    for lang in langs:
        translations = None if lang == "en" else Translations(app, QLocale(lang))
        with tempfile.TemporaryDirectory() as user_dir:
            window = build_window(db_path=db, user_dir=Path(user_dir))
            window.show()
            app.processEvents()
            try:
                yield lang, window
            finally:
                dispose(window)
        if translations is not None:
            translations.remove()
