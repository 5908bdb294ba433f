"""The window application: build every object, wire them, run the event loop.

:func:`build_window` is the seam for tests and automation: a fully wired main
window, not shown, with no event loop. :func:`run` is what ``glossary-desktop``
with no command does.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import APPLICATION, ORGANIZATION, resolve_db, resolve_user_dir
from glossary_desktop.store.user_db import UserStore

if TYPE_CHECKING:
    from glossary_desktop.ui.main_window import MainWindow

SETTINGS_NAME = "settings.ini"


def build_window(db_path: Path | str, user_dir: Path | str) -> MainWindow:
    """The main window over ``db_path`` with the user's data in ``user_dir``.

    Needs a ``QApplication``. Raises :class:`GlossaryError` if the glossary cannot
    be opened; a damaged or read-only user folder is not an error (the window
    says so in its status bar).
    """
    # Imported here, not at the top: the error box of a glossary that cannot be
    # opened needs none of the window's modules.
    from glossary_desktop.ui.main_window import MainWindow

    glossary = Glossary.open(db_path)
    folder = Path(user_dir)
    store = UserStore.open(folder)  # creates the folder, or says why it cannot
    # An INI file in the user folder, not the platform's registry/plist: tests
    # and --user-dir stay isolated from the real settings.
    settings = QSettings(str(folder / SETTINGS_NAME), QSettings.Format.IniFormat)
    return MainWindow(glossary, store, settings)


def dispose(*windows: MainWindow) -> None:
    """Close these windows, their glossaries and user stores, and delete them now.

    Deleted at once, not left to Python's garbage collector: a closed but
    living top-level stays the "active window" for whatever the process does
    next, and a widget tree collected while Qt dispatches events crashes.
    """
    for window in windows:
        if window.isVisible():  # closing saves its settings and the last visit
            window.close()
        window.glossary.close()
        window.store.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def run(args: argparse.Namespace) -> int:
    """Open the window until it is closed; the process exit code.

    (``--self-test`` is :mod:`glossary_desktop.selftest`'s, over :func:`build_window`.)
    """
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    db_path = resolve_db(getattr(args, "db", None))
    try:
        # No application-wide icon: the window sets its own after its first frame
        # (MainWindow._fill_in), and so do the message boxes.
        window = build_window(db_path, resolve_user_dir(getattr(args, "user_dir", None)))
    except GlossaryError as exc:
        show_error(QCoreApplication.translate("app", "Cannot open the glossary"), str(exc))
        return 1
    try:
        window.show()
        window.show_startup_warning()
        return int(app.exec())
    finally:
        dispose(window)


def show_error(title: str, message: str) -> None:
    """A modal error box before any window exists (a function, so tests can replace it)."""
    from PySide6.QtWidgets import QMessageBox  # rare: not paid by every start-up

    from glossary_desktop.ui.icons import app_icon

    box = QMessageBox(QMessageBox.Icon.Critical, title, message)
    box.setWindowIcon(app_icon())
    box.exec()
