"""The tray icon, where the desktop has a tray: look up the clipboard, the popup's
switch, the latest bookmarks, Quit.

With the popup on, closing the window keeps the reader running here (the popup
needs a running reader); the tray says so the first time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from glossary_desktop.ui.look import app_icon

#: How many of the latest bookmarks the menu lists.
LATEST = 5


class LookupTray(QObject):
    """The icon and its menu; :attr:`icon` is made by :meth:`start` and shown only where
    a tray exists."""

    def __init__(
        self,
        popup_action: QAction,
        latest: Callable[[int], Sequence[tuple[str, str]]],
        open_slug: Callable[[str], object],
        look_up: Callable[[str], object],
        quit_app: Callable[[], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._latest = latest
        self._open_slug = open_slug
        self._look_up = look_up
        self.menu = QMenu()
        self.menu.setObjectName("lookupTrayMenu")
        self._clipboard = self.menu.addAction(self.tr("Look up clipboard"))
        self._clipboard.setObjectName("lookupClipboardAction")
        self._clipboard.triggered.connect(self._look_up_clipboard)
        self.menu.addAction(popup_action)
        self._marks_at = self.menu.addSeparator()
        self._marks: list[QAction] = []
        self.menu.addSeparator()
        quit_action = self.menu.addAction(self.tr("Quit"))
        quit_action.setObjectName("trayQuitAction")
        quit_action.triggered.connect(quit_app)
        self.menu.aboutToShow.connect(self.refresh)
        self.icon: QSystemTrayIcon | None = None

    def start(self) -> None:
        """The icon, where the desktop has a tray: after the window's first frame, which
        does not wait for the icon's drawing."""
        if self.icon is None:
            self.icon = QSystemTrayIcon(app_icon(), self)
            self.icon.setToolTip(self.tr("Glossary Desktop"))
            self.icon.setContextMenu(self.menu)
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.icon.show()

    @property
    def shown(self) -> bool:
        return self.icon is not None and self.icon.isVisible()

    def refresh(self) -> None:
        """The latest bookmarks, as the store holds them now."""
        for action in self._marks:
            self.menu.removeAction(action)
            action.deleteLater()
        self._marks = []
        after = self.menu.actions()[self.menu.actions().index(self._marks_at) + 1]
        for slug, term in self._latest(LATEST):
            action = QAction(term, self.menu)
            action.triggered.connect(partial(self._open_slug, slug))
            self.menu.insertAction(after, action)
            self._marks.append(action)

    def say_kept(self) -> None:
        if self.icon is not None:
            self.icon.showMessage(
                self.tr("Glossary Desktop is still running"),
                self.tr("The look-up popup stays on. Quit from this icon's menu."),
            )

    def _look_up_clipboard(self) -> None:
        text = QGuiApplication.clipboard().text().strip()
        if text:
            self._look_up(text)
