"""The window's side of looking up from anywhere: the popup's switch and its
setting, the tray, bringing the window to the front, staying in the tray.

The popup and the tray are :mod:`..lookup`'s; this object gives them the
window's objects (the glossary, the bookmark writer, the actions) and keeps the
switch in the settings.

The popup's controller and the tray are built after the window's first frame,
which shows neither (or the first time either is asked for): their modules, the
popup's widgets and the selection's watch are not paid before it. The switch is
the window's action, in the View menu from the start; turned on before, it
builds the popup's watch at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.glossary import Glossary
from glossary_desktop.lookup.requests import one_line
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.lookup import take_focus
from glossary_desktop.ui.window.actions import WindowActions
from glossary_desktop.ui.window.settings import WindowSettings

if TYPE_CHECKING:
    from glossary_desktop.ui.lookup import BookmarkWriter, LookupController, LookupTray


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
        self._glossary = glossary
        self._store = store
        self._bookmarks = bookmarks
        self._actions = actions
        self._settings = settings
        self._open_slug = open_slug
        self._search = search
        self._quit_window = quit_window
        self._popup: LookupController | None = None
        self._tray: LookupTray | None = None
        action = actions.lookup_popup
        action.setChecked(settings.lookup_popup())
        action.toggled.connect(settings.set_lookup_popup)
        action.toggled.connect(self._switched)

    def start(self) -> None:
        """After the window's first frame: the popup (watching if it is on) and the
        tray's icon, where the desktop has a tray."""
        self._switched(self._actions.lookup_popup.isChecked())
        self.tray.start()

    @property
    def popup(self) -> LookupController:
        """The popup's controller, built when first asked for."""
        return self._popup if self._popup is not None else self._build_popup()

    def _build_popup(self) -> LookupController:
        # lazy: 4 modules, 6 ms of the window's start-up (the popup, the watch)
        from glossary_desktop.ui.lookup import LookupController

        a = self._actions
        popup = LookupController(self._glossary, a.lookup_popup, self._bookmarks,
                                 a.lang_order.isChecked, self.open_in_window, self)
        self._window.destroyed.connect(popup.popup.deleteLater)  # a window of its own
        self._popup = popup
        return popup

    @property
    def tray(self) -> LookupTray:
        """The tray's menu, built when first asked for (its icon by :meth:`start`)."""
        if self._tray is None:
            # lazy: 1 module, 1.4 ms of the window's start-up (the tray)
            from glossary_desktop.ui.lookup import LookupTray

            self._tray = LookupTray(self._actions.lookup_popup, self._latest,
                                    self.open_in_window, self.look_up, self._quit, self)
            self._window.destroyed.connect(self._tray.menu.deleteLater)
        return self._tray

    def _switched(self, on: bool) -> None:
        # Turned on before the popup was built: built now, it follows the switch.
        if on and self._popup is None:
            self._build_popup()

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
        return self._tray is not None and self._tray.shown and self._settings.lookup_popup()

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
