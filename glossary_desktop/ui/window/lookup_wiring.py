"""The window's side of looking up from anywhere: the popup's switch and its
setting, the tray, bringing the window to the front, staying in the tray.

The popup and the tray are :mod:`..lookup`'s; this object gives them the
window's objects (the glossary, the bookmark writer, the actions) and keeps the
switch in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.glossary import Glossary
from glossary_desktop.lookup.requests import one_line
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.lookup import BookmarkWriter, LookupController, LookupTray, take_focus
from glossary_desktop.ui.window.actions import WindowActions
from glossary_desktop.ui.window.settings import WindowSettings


class WindowLookup(QObject):
    """The popup and the tray of ``window``."""

    def __init__(
        self,
        window: QMainWindow,
        glossary: Glossary,
        store: UserStore,
        bookmarks: BookmarkWriter,
        actions: WindowActions,
        settings: WindowSettings,
        open_slug: Callable[[str], object],
        search: Callable[[str], object],
        quit_window: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self._settings = settings
        self._open_slug = open_slug
        self._search = search
        self._quit_window = quit_window
        action = actions.lookup_popup
        self.popup = LookupController(glossary, action, bookmarks,
                                      actions.lang_order.isChecked, self.open_in_window, self)
        self.tray = LookupTray(action, self._latest, self.open_in_window, self.look_up,
                               self._quit, self)
        window.destroyed.connect(self.popup.popup.deleteLater)  # a window of its own
        window.destroyed.connect(self.tray.menu.deleteLater)
        action.setChecked(settings.lookup_popup())
        action.toggled.connect(settings.set_lookup_popup)

    def to_front(self, activation: str | None = None) -> None:
        """Show the window, raised and active: for the tray (``activation`` None), or
        for a later start or lookup, with the start's activation id ("" if it had
        none) that lets the window take the focus from another program (``take_focus``)."""
        w = self._window
        if w.isMinimized():
            w.setWindowState(w.windowState() & ~Qt.WindowState.WindowMinimized)
        w.show()
        w.raise_()
        if activation is None:
            w.activateWindow()  # the tray's click: the reader's own date is the user's
        else:
            take_focus(w, activation)

    def open_in_window(self, slug: str) -> None:
        self.to_front()
        self._open_slug(slug)

    def look_up(self, text: str, activation: str | None = None) -> None:
        """``text`` searched in the window, its best concept shown."""
        self.to_front(activation)
        self._search(one_line(text))

    def keeps_running(self) -> bool:
        """Whether closing the window leaves the reader in the tray (the popup is on)."""
        return self.tray.shown and self._settings.lookup_popup()

    def kept(self) -> None:
        """The window was closed into the tray: say so, the first time only."""
        if not self._settings.tray_notice_shown():
            self.tray.say_kept()
            self._settings.set_tray_notice_shown(True)

    def _quit(self) -> None:
        # A window closed while hidden in the tray is not "the last window closed".
        if self._quit_window():
            QCoreApplication.quit()

    def _latest(self, count: int) -> list[tuple[str, str]]:
        return [(m.slug, m.term or m.slug) for m in self._store.bookmarks(note_chars=0)[:count]]
