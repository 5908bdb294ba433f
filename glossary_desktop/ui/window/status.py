"""The main window's status bar: counts, the glossary's size, the bookmarks file's state,
"Bookmark removed: Sharding" with an Undo button, and the warnings that deserve a box once.

It follows the window's bookmark writer itself: its messages, its failures
and its removals (with Undo) are said here, one at a time: each replaces the last.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow

from glossary_desktop.domain import Stats
from glossary_desktop.ui.bookmarks import BookmarksController, UndoNotice
from glossary_desktop.ui.look import WARNING, FittingLabel, app_icon, themed, warning_box

#: How long a passing message stays (ms).
MESSAGE_MS = 10_000


class WindowStatus(QObject):
    """Builds and words the status bar of ``window``, whose bookmarks ``bookmarks`` writes."""

    def __init__(
        self, window: QMainWindow, undo: QAction, bookmarks: BookmarksController
    ) -> None:
        super().__init__(window)
        self._window = window
        self._bookmarks = bookmarks
        self._warned = False
        warning = bookmarks.warning()
        bar = window.statusBar()
        self.count_label = QLabel(bar)
        self.count_label.setObjectName("countLabel")
        self.stats_label = QLabel(bar)  # filled after the first frame
        self.stats_label.setObjectName("statsLabel")
        # Elided rather than clipped when the bar is short of room (whole in its tooltip).
        self.warning_label = FittingLabel("", bar)
        self.warning_label.setObjectName("userStoreWarning")
        # Amber that keeps 4.5:1 on the theme's background (the theme is applied
        # before any window exists).
        self.warning_label.setStyleSheet(f"color: {themed(WARNING, window.palette()).name()};")
        self.warning_label.setWordWrap(False)
        bar.addWidget(self.count_label)
        # Not a permanent widget: QStatusBar draws a passing message only up to the
        # first of those, so "Not saved: ..." was cut off by this warning. As a normal
        # one it steps aside while a message shows (which, for a refused write, says
        # the same in short) and comes back when it goes.
        bar.addWidget(self.warning_label)
        bar.addPermanentWidget(self.stats_label)
        self.warning_label.setText(warning)
        self.warning_label.setToolTip(warning)
        self.warning_label.setVisible(bool(warning))
        self.undo_notice = UndoNotice(bar, undo)
        bookmarks.failed.connect(self.report_write_failure)
        bookmarks.message.connect(self.message)
        bookmarks.removed.connect(lambda _slug, name: self.undo_notice.show_removed(name))

    def show_count(self, searching: bool, count: int) -> None:
        """How many rows the list shows: results of a search, or terms listed."""
        n = QLocale().toString(count)
        if searching:
            text = self.tr("1 result") if count == 1 else self.tr("{0} results").format(n)
        else:
            text = self.tr("1 term listed") if count == 1 else self.tr("{0} terms listed").format(n)
        self.count_label.setText(text)

    def show_stats(self, stats: Stats) -> None:
        locale = QLocale()
        both = locale.toString(stats.both)
        # Not Qt's "%n term(s)": English has no translation file to turn it into
        # "1 term" / "2 terms", and Spanish and Portuguese say the singular for 1 only.
        if stats.concepts == 1:
            text = self.tr("1 term · {0} in both languages").format(both)
        else:
            text = self.tr("{0} terms · {1} in both languages").format(
                locale.toString(stats.concepts), both)
        self.stats_label.setText(text)

    def message(self, text: str) -> None:
        """Say ``text`` for a while, in place of the last message ("Bookmark removed" too)."""
        self.undo_notice.end()
        self._window.statusBar().showMessage(text, MESSAGE_MS)

    def report_write_failure(self, reason: str) -> None:
        """A bookmark or note could not be saved (``reason``, translated): say so, the
        first time in a box too."""
        self.message(reason)
        if not self._warned and self._window.isVisible():
            # Refused by a read-only store: the box says why and where, as the
            # status bar's warning does (the short message does not repeat it).
            why = "" if self._bookmarks.store.writable else self._bookmarks.warning()
            self.warn(self.tr("Bookmarks cannot be saved"), why or reason)

    def show_startup_warning(self) -> None:
        """Tell the user once about a recovered or read-only bookmarks file."""
        if self._bookmarks.store.warning:
            self.warn(self.tr("Bookmarks"), self._bookmarks.warning())

    def warn(self, title: str, text: str) -> None:
        """A warning box, once per window, that never blocks it (``open``, not ``exec``)."""
        if self._warned:
            return
        self._warned = True
        box = warning_box(self._window, title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowIcon(app_icon())  # it may come before the window's own
        box.open()
