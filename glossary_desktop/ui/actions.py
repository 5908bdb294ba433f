"""The window's actions: one place for their names, shortcuts and icons.

Every command is a ``QAction`` in a menu, so each is reachable from the keyboard
(its shortcut, or Alt + the menu's letter) and shows its shortcut there.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from glossary_desktop.ui.icons import back_icon, forward_icon, star_icon

Keys = QKeySequence.StandardKey


class WindowActions:
    """The actions of one main window, parented to it."""

    def __init__(self, window: QWidget) -> None:
        tr = window.tr

        def make(name: str, text: str, *shortcuts: QKeySequence | str, tip: str = "") -> QAction:
            action = QAction(text, window)
            action.setObjectName(name)
            # De-duplicated: a sequence given twice (a standard key that is also
            # spelled out) would make the shortcut ambiguous and fire nothing.
            unique = {QKeySequence(s).toString(): QKeySequence(s) for s in shortcuts}
            action.setShortcuts([k for k in unique.values() if not k.isEmpty()])
            if tip:
                action.setToolTip(tip)
                action.setStatusTip(tip)
            return action

        self.back = make(
            "backAction", tr("&Back"), QKeySequence(Keys.Back), tip=tr("Back (Alt+Left)")
        )
        self.back.setIcon(back_icon())
        self.forward = make(
            "forwardAction",
            tr("&Forward"),
            QKeySequence(Keys.Forward),
            tip=tr("Forward (Alt+Right)"),
        )
        self.forward.setIcon(forward_icon())
        self.bookmark = make(
            "bookmarkAction", tr("&Bookmark"), "Ctrl+D", tip=tr("Bookmark this term (Ctrl+D)")
        )
        self.bookmark.setCheckable(True)
        self.bookmark.setIcon(star_icon())
        self.focus_search = make(
            "focusSearchAction",
            tr("&Search"),
            "Ctrl+L",
            QKeySequence(Keys.Find),
            tip=tr("Go to the search box"),
        )
        self.bookmarks_panel = make("bookmarksPanelAction", tr("Show &bookmarks"), "Ctrl+B")
        self.bookmarks_panel.setCheckable(True)
        self.copy_both = make("copyBothAction", tr("Copy &both languages"), "Ctrl+Shift+C")
        self.zoom_in = make("zoomInAction", tr("Zoom &in"), QKeySequence(Keys.ZoomIn), "Ctrl+=")
        self.zoom_out = make("zoomOutAction", tr("Zoom &out"), QKeySequence(Keys.ZoomOut))
        self.zoom_reset = make("zoomResetAction", tr("&Actual size"), "Ctrl+0")
        self.quit = make("quitAction", tr("&Quit"), QKeySequence(Keys.Quit), "Ctrl+Q")
