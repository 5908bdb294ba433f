"""The window's actions: one place for their names, shortcuts and icons.

Every command is a ``QAction`` in a menu, so each is reachable from the keyboard
(its shortcut, or Alt + the menu's letter) and shows its shortcut there.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QWidget

from glossary_desktop.ui.look import back_icon, forward_icon, star_icon

Keys = QKeySequence.StandardKey

#: Undoes a bookmark's removal with the focus in a text box too (which keeps Ctrl+Z).
UNDO_ANYWHERE = "Ctrl+Alt+Z"


class WindowActions(QObject):
    """The actions of one main window, parented to it.

    A QObject so that its texts have a translation context of their own
    (``self.tr``: Qt Linguist reads only literal ``self.tr("...")`` calls).
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)

        def make(
            name: str,
            text: str,
            *shortcuts: QKeySequence | str,
            tip: str = "",
            icon: QIcon | None = None,
            checkable: bool = False,
        ) -> QAction:
            action = QAction(text, window)
            action.setObjectName(name)
            # De-duplicated: a sequence given twice (a standard key that is also
            # spelled out) would make the shortcut ambiguous and fire nothing.
            unique = {QKeySequence(s).toString(): QKeySequence(s) for s in shortcuts}
            action.setShortcuts([k for k in unique.values() if not k.isEmpty()])
            if tip:
                action.setToolTip(tip)
                action.setStatusTip(tip)
            if icon is not None:
                action.setIcon(icon)
            action.setCheckable(checkable)
            return action

        self.back = make(
            "backAction", self.tr("&Back"), QKeySequence(Keys.Back),
            tip=self.tr("Back (Alt+Left)"), icon=back_icon(),
        )
        self.forward = make(
            "forwardAction",
            self.tr("&Forward"),
            QKeySequence(Keys.Forward),
            tip=self.tr("Forward (Alt+Right)"),
            icon=forward_icon(),
        )
        self.bookmark = make(
            "bookmarkAction",
            self.tr("&Bookmark"),
            "Ctrl+D",
            tip=self.tr("Bookmark this term (Ctrl+D)"),
            icon=star_icon(),
            checkable=True,
        )
        # Edit > Undo undoes bookmark removals (its text names the next one). A text
        # box keeps Ctrl+Z for its own typing, as everywhere; Ctrl+Alt+Z, which no
        # text box takes, undoes the removal from there too.
        self.undo = make(
            "undoAction", self.tr("&Undo"), QKeySequence(Keys.Undo), "Ctrl+Z", UNDO_ANYWHERE,
            tip=self.tr("Undo the last bookmark removal (Ctrl+Z; Ctrl+Alt+Z in a text box)"),
        )
        self.focus_search = make(
            "focusSearchAction",
            self.tr("&Search"),
            "Ctrl+L",
            QKeySequence(Keys.Find),
            tip=self.tr("Go to the search box"),
        )
        self.bookmarks_panel = make(
            "bookmarksPanelAction", self.tr("&Show bookmarks"), "Ctrl+B", checkable=True
        )
        self.copy_both = make("copyBothAction", self.tr("Copy &both languages"), "Ctrl+Shift+C")
        self.zoom_in = make(
            "zoomInAction", self.tr("Zoom &in"), QKeySequence(Keys.ZoomIn), "Ctrl+="
        )
        self.zoom_out = make("zoomOutAction", self.tr("Zoom &out"), QKeySequence(Keys.ZoomOut))
        self.zoom_reset = make("zoomResetAction", self.tr("&Actual size"), "Ctrl+0")
        self.differences = make(
            "differencesAction",
            self.tr("Show &differences"),
            tip=self.tr("Mark where the two languages do not say the same thing"),
            checkable=True,
        )
        self.next_difference = make(
            "nextDifferenceAction", self.tr("&Next difference"), "F8",
            tip=self.tr("Go to the next difference, in Compare all's next concept after "
                        "the last (F8)"),
        )
        self.previous_difference = make(
            "previousDifferenceAction", self.tr("Pre&vious difference"), "Shift+F8",
            tip=self.tr("Go to the previous difference (Shift+F8)"),
        )
        self.compare_all = make(
            "compareAllAction",
            self.tr("&Compare all…"),
            tip=self.tr("Every concept in both languages, the most different first"),
        )
        self.quit = make("quitAction", self.tr("&Quit"), QKeySequence(Keys.Quit), "Ctrl+Q")
        self.lang_order = make(
            "langOrderAction", self.tr("&Portuguese first"), "Ctrl+Shift+P",
            tip=self.tr("Show Portuguese before Spanish, in the list and the panes"),
            checkable=True,
        )
        self.shortcuts = make(
            "shortcutsAction", self.tr("&Keyboard shortcuts"), QKeySequence(Keys.HelpContents), "F1"
        )
        self.about = make("aboutAction", self.tr("&About Glossary Desktop"))
