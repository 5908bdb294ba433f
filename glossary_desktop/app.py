"""The window application: build every object, wire them, run the event loop.

:func:`build_window` is the seam for tests and automation: a fully wired main
window, not shown, with no event loop. :func:`run` is what ``glossary-desktop``
with no command does.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from glossary_desktop.domain import BUILT_IN
from glossary_desktop.errors import GlossaryError, UserError
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.lookup.requests import LOOKUP, Request
from glossary_desktop.lookup.socket_place import socket_path
from glossary_desktop.paths import APPLICATION, ORGANIZATION, resolve_db, resolve_user_dir
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.library import describe_glossary_error
from glossary_desktop.ui.lookup import activation_here, hand_over, start_request, start_server

if TYPE_CHECKING:
    from glossary_desktop.ui.lookup import ReaderServer
    from glossary_desktop.ui.window import MainWindow

SETTINGS_NAME = "settings.ini"
#: How long the status bar says what an import built (ms): a sentence to read.
NOTICE_MS = 20_000

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def build_window(
    db_path: Path | str, user_dir: Path | str, *, glossary: str | None = None
) -> MainWindow:
    """The main window over ``db_path`` with the user's data in ``user_dir``, or
    over the imported glossary named ``glossary`` (its own bookmarks, the same
    settings).

    Needs a ``QApplication``. Raises :class:`GlossaryError` if the glossary cannot
    be opened (:class:`LibraryError` if there is no such imported one); a damaged
    or read-only user folder is not an error (the window says so in its status bar).
    """
    # Imported here, not at the top: the error box of a glossary that cannot be
    # opened needs none of the window's modules.
    # lazy: 3 modules, 3.0 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.bookmarks import WRITE_TIMEOUT_S

    # lazy: 64 modules, 151 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.window import MainWindow

    folder = Path(user_dir)
    library = Library(folder)
    # What imports that were killed left behind (this window's own import, if one
    # is running, holds its folder and keeps it).
    library.remove_left_behind()
    store_dir, built_in_db = folder, db_path
    if glossary is not None:
        entry = library.get(glossary)
        db_path, store_dir = entry.db, entry.folder
    opened = Glossary.open(db_path)
    opened.preflight()  # damage on the first screen: the dialog, not a crash
    # Creates the folder, or says why it cannot. Writes wait only briefly for
    # another instance's lock: the window must not freeze.
    store = UserStore.open(store_dir, write_timeout=WRITE_TIMEOUT_S)
    # An INI file in the user folder, not the platform's registry/plist: tests
    # and --user-dir stay isolated from the real settings.
    settings = QSettings(str(folder / SETTINGS_NAME), QSettings.Format.IniFormat)
    shelf = None
    if library.list():  # one search over the library: the window's glossary shared
        home = BUILT_IN if glossary is None else glossary
        shelf = Shelf.of_library(Path(built_in_db), folder, opened={home: opened})
    return MainWindow(opened, store, settings, library, glossary, shelf)


def switch_glossary(
    old: MainWindow, name: str, db_path: Path | str, user_dir: Path | str
) -> MainWindow:
    """A new window over the imported glossary ``name`` ("": ``db_path``) in
    place of ``old``, which is closed (its settings saved) and deleted.

    The new window is shown before the old one closes, so the application never
    has no window (it would quit). If the other glossary cannot be opened,
    ``old`` stays and the error is raised.
    """
    new = build_window(db_path, user_dir, glossary=name or None)
    # Where and how big the user left it now, not as last saved at a close.
    new.restoreGeometry(old.saveGeometry())
    if old.isVisible():
        new.show()
    notice = old.library.notice  # an import's result, said by the glossary it built
    if notice:
        new.statusBar().showMessage(notice, NOTICE_MS)
    dispose(old)
    return new


def dispose(*windows: MainWindow) -> None:
    """Close these windows, their glossaries and user stores, and delete them now.

    Deleted at once, not left to Python's garbage collector: a closed but
    living top-level stays the "active window" for whatever the process does
    next, and a widget tree collected while Qt dispatches events crashes.
    """
    for window in windows:
        if window.isVisible():  # closing saves its settings and the last visit
            window.ask_before_losing_note = False  # deleted next: there is no "stay"
            window.close()
        window.glossary.close()
        if window.shelf is not None:
            window.shelf.close()
        window.store.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.unfreeze()  # what run() froze: the closed window's cycles can go now


def run(args: argparse.Namespace) -> int:
    """Open the window until it is closed; the process exit code.

    (``--self-test`` is :mod:`glossary_desktop.selftest`'s, over :func:`build_window`.)
    """
    # Read before Qt reads and clears them: they are for the running reader, if any.
    launched = os.environ.get("DESKTOP_STARTUP_ID", ""), os.environ.get("XDG_ACTIVATION_TOKEN", "")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    db_path = resolve_db(getattr(args, "db", None))
    user_dir = resolve_user_dir(getattr(args, "user_dir", None))
    request = start_request(args)._replace(activation=activation_here(*launched))
    place: Path | None = None
    try:
        place = socket_path(user_dir)
        if not getattr(args, "new_window", False) and hand_over(place, request):
            return 0  # the running reader came to the front
    except UserError as exc:  # another user's socket, a path too long for one
        if request.command == LOOKUP:
            raise
        sys.stderr.write(f"glossary-desktop: warning: {exc}\n")
        place = None
    _prepare_look(app, user_dir, getattr(args, "theme", None))
    try:
        # No application-wide icon: the window sets its own after its first frame
        # (MainWindow._fill_in), and so do the message boxes.
        window = build_window(db_path, user_dir, glossary=getattr(args, "glossary", None))
    except GlossaryError as exc:
        show_error(QCoreApplication.translate("app", "Cannot open the glossary"),
                   describe_glossary_error(exc))
        return 1
    previous_hook = sys.excepthook
    handler = _DamageHandler(app, window, previous_hook)
    sys.excepthook = handler

    def switch(name: str) -> None:
        # Glossaries menu, or an import that finished: the same folders, another glossary.
        nonlocal window
        try:
            window = switch_glossary(window, name, db_path, user_dir)
        except UserError as exc:
            window.library.show_error(exc)
            return
        handler.window = window
        window.library.switch_requested.connect(switch)

    window.library.switch_requested.connect(switch)
    # lazy: 6 modules, 11 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.window import StopSignals, after_first_frame

    stopped: list[int] = []

    def stop(number: int) -> None:
        # Ctrl+C, a logout: the loop ends, and the window is closed after it (below).
        # Closed inside the loop, the last window would post one more quit, left
        # pending for whoever runs a loop next in this process.
        stopped.append(number)
        app.exit(128 + number)  # what a shell reports for a process the signal ended

    stops = StopSignals()
    stops.received.connect(stop)
    server: ReaderServer | None = None

    def answer(asked: Request) -> None:
        # A later start or `lookup`: the window comes to the front, with the text searched.
        if asked.command == LOOKUP:
            window.lookup.look_up(asked.text, asked.activation)
        else:
            window.lookup.to_front(asked.activation)

    def serve() -> None:
        # Listening waits for the first frame: nothing on screen depends on it, and a
        # later start finds the socket before its own window could open (it takes the
        # time of a whole start-up to get there).
        nonlocal server
        if place is not None and not getattr(args, "new_window", False):
            server = start_server(place)
        if server is not None:
            server.received.connect(answer)
        # A turn later, after the window's own first-frame work (MainWindow._fill_in):
        # what exists then lives as long as the window, and a full collection that
        # walked it all paused a keystroke 38-110 ms (docs/performance.md).
        QTimer.singleShot(0, window, gc.freeze)

    try:
        window.show()
        after_first_frame(window, serve)
        window.show_startup_warning()
        if request.command == LOOKUP:
            window.lookup.look_up(request.text)  # this start's own window: Qt activates it
        code = int(app.exec())
        if stopped:
            # Closed as by the user (the note and settings saved), not into the tray,
            # with no question that nobody may be there to answer.
            window.ask_before_losing_note = False
            window.quit()
        return code
    finally:
        if server is not None:
            server.close()
        stops.restore()
        sys.excepthook = previous_hook
        dispose(window)


def _prepare_look(app: QCoreApplication, user_dir: Path, theme: str | None) -> None:
    """The interface language and theme the user chose (View menu, ``--theme``),
    before the first widget or message box exists."""
    # lazy: 6 modules, 74 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.look import (
        Theme,
        Translations,
        apply_theme,
        locale_for,
        stored_language,
        stored_theme,
    )

    prefs = QSettings(str(Path(user_dir) / SETTINGS_NAME), QSettings.Format.IniFormat)
    Translations(app, locale_for(stored_language(prefs)))
    if isinstance(app, QApplication):
        apply_theme(app, Theme(theme) if theme else stored_theme(prefs))


class _DamageHandler:
    """``sys.excepthook`` while the window runs: damage found late (a page of the
    term list read while scrolling) closes the window with the same dialog.

    Exceptions raised inside Qt's calls into Python (a model's ``data()``)
    reach ``sys.excepthook``; anything that is not a :class:`GlossaryError`
    goes on to the previous hook.
    """

    def __init__(self, app: QCoreApplication, window: QWidget, previous: ExceptHook) -> None:
        self._app = app
        self.window = window
        self._previous = previous
        self.seen: GlossaryError | None = None

    def __call__(
        self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if not isinstance(exc, GlossaryError):
            self._previous(kind, exc, tb)
            return
        if self.seen is None:
            self.seen = exc
            # Not from inside the paint or model call that raised: from the loop.
            QTimer.singleShot(0, self._report)

    def _report(self) -> None:
        assert self.seen is not None
        self.window.hide()
        show_error(QCoreApplication.translate("app", "Cannot open the glossary"),
                   describe_glossary_error(self.seen))
        self._app.exit(1)


def show_error(title: str, message: str) -> None:
    """A modal error box before any window exists (a function, so tests can replace it)."""
    # lazy: 4 modules, 60 ms that a lookup handed to a running reader never loads
    from glossary_desktop.ui.look import app_icon, error_box

    box = error_box(title, message)
    box.setWindowIcon(app_icon())
    box.exec()
