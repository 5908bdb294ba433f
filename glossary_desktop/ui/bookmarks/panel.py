"""The bookmarks panel of a main window, built the first time it is needed.

Most sessions never open the panel, so the window's first paint does not pay
for it: its modules, the dock's widgets and a query of every bookmark wait
until the panel is shown (Ctrl+B, or it was open when the window was last
closed) or its model is asked for. It remembers, between runs, whether it was
open and in which order it listed the bookmarks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from shiboken6 import isValid

from glossary_desktop.domain import Lang
from glossary_desktop.ui.bookmarks.controller import BookmarksController

if TYPE_CHECKING:
    from glossary_desktop.models.bookmarks import BookmarkListModel, Key
    from glossary_desktop.ui.bookmarks.dock import BookmarksDock


class PanelSettings(Protocol):
    """What the panel keeps between runs (the window's settings file)."""

    def bookmark_order(self) -> str: ...
    def set_bookmark_order(self, order: str) -> None: ...
    def bookmarks_shown(self) -> bool: ...
    def set_bookmarks_shown(self, shown: bool) -> None: ...


class BookmarksPanel:
    """Builds, on demand, the bookmark model and dock of a window.

    ``show_action`` is the window's checkable "Show bookmarks", which opens and
    closes it; ``lang_order`` View > Portuguese first; ``settings`` keep the panel's
    order and whether it is open between runs; ``open_bookmark`` shows a bookmark's
    concept (its glossary's id, its slug) in the window.
    Notes and removals go through ``controller``, the window's one bookmark
    writer. Closed, the panel gives the focus back to ``term_list`` unless the
    widget that had it is still there.
    """

    def __init__(
        self,
        window: QMainWindow,
        settings: PanelSettings,
        controller: BookmarksController,
        open_bookmark: Callable[[str, str], object],
        *,
        show_action: QAction,
        lang_order: QAction,
        term_list: QWidget,
    ) -> None:
        self._window = window
        self._settings = settings
        self._action = show_action
        self._lang_order = lang_order
        self._term_list = term_list
        self._controller = controller
        self._open_bookmark = open_bookmark
        self._model: BookmarkListModel | None = None
        self._dock: BookmarksDock | None = None
        self._current: Key | None = None  # the concept being read
        #: Where the keyboard focus was when the panel opened: it goes back there.
        self._focus_before: QWidget | None = None
        show_action.triggered.connect(self.set_shown)
        lang_order.toggled.connect(self._follow_language_order)

    @property
    def loaded(self) -> bool:
        """Whether the model exists (built when first asked for)."""
        return self._model is not None

    @property
    def shown(self) -> bool:
        """Whether the panel is open (hidden with the window, still open)."""
        return self._dock is not None and not self._dock.isHidden()

    @property
    def model(self) -> BookmarkListModel:
        if self._model is None:
            # lazy: 1 module, 5.8 ms of the window's start-up
            from glossary_desktop.models.bookmarks import BookmarkListModel

            c = self._controller
            model = BookmarkListModel(c.stores, c.set_note, self._window)
            if self._settings.bookmark_order() == "alpha":
                model.set_order("alpha")
            model.set_current(self._current)
            self._model = model
            self._follow_language_order(self._lang_order.isChecked())
        return self._model

    @property
    def dock(self) -> BookmarksDock:
        if self._dock is None:
            self._dock = self._build_dock()
        return self._dock

    def _build_dock(self) -> BookmarksDock:
        # lazy: 4 modules, 18 ms of the window's start-up
        from glossary_desktop.ui.bookmarks.dock import BookmarksDock

        window, action = self._window, self._action
        dock = BookmarksDock(self.model, window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # Where the saved window state had it (restoreState keeps a place for a
        # dock built later); hidden if it has no saved place.
        if not window.restoreDockWidget(dock):
            dock.hide()
        dock.open_requested.connect(self._open_bookmark)
        dock.remove_requested.connect(
            lambda glossary, slug: self._controller.remove(slug, glossary))
        self._controller.failed.connect(lambda _why: dock.forget_removal())
        dock.closing.connect(self._return_focus)  # its title bar's close button
        dock.visibilityChanged.connect(lambda _visible: action.setChecked(self.shown))
        action.setChecked(self.shown)
        return dock

    def _follow_language_order(self, portuguese_first: bool) -> None:
        """View > Portuguese first: each bookmark's Portuguese term first, and the
        alphabetical order by it (a panel not built yet asks when it is)."""
        if self._model is not None:
            self._model.set_first_language(Lang.PT if portuguese_first else Lang.ES)

    def restore(self) -> None:
        """Open the panel if it was open when the window was last closed (once the
        window's saved state is restored: that state holds the panel's place)."""
        if self._settings.bookmarks_shown():
            # Reading the lazily built dock builds it, now that the restored state
            # says where it goes: the read is the point, its value is not needed.
            self.dock  # noqa: B018

    def save(self) -> None:
        """Remember whether the panel is open, and its order if it was ever loaded
        (else the saved order still holds)."""
        if self.loaded:
            self._settings.set_bookmark_order(self.model.order)
        self._settings.set_bookmarks_shown(self.shown)

    def set_shown(self, on: bool) -> None:
        """Open or close the panel. Opened, it takes the focus (arrows and F2 work at
        once); closed, it gives the focus back (:meth:`_return_focus`)."""
        if on and not self.shown:
            self._focus_before = self._window.focusWidget()
        elif not on and self.shown:
            self._return_focus()
        dock = self.dock
        # With no saved width, the panel takes its natural one (its choices and
        # button whole, terms ending in their last word at 800x600), which the term
        # list does not lose: it keeps half the splitter.
        dock.setVisible(on)
        self._action.setChecked(on)
        if on:
            dock.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _return_focus(self) -> None:
        """The panel is closing: if the focus is in it, back to the widget that had it
        before the panel opened, if still shown, else to the term list.

        Done before the panel hides: Qt would pass the focus to the window's first
        widget, the search box, wherever the user was reading.
        """
        dock = self.dock
        before, self._focus_before = self._focus_before, None
        focus = QApplication.focusWidget()
        if focus is not None and not dock.isAncestorOf(focus):
            return  # the user went elsewhere while the panel was open: stay there
        target: QWidget = self._term_list
        if (before is not None and isValid(before) and before.isVisible()
                and not dock.isAncestorOf(before)):
            target = before
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_current(self, key: Key | None) -> None:
        """The window shows the concept ``key`` (its glossary's id and slug; None for
        none): its bookmark is marked."""
        self._current = key
        if self._model is not None:
            self._model.set_current(key)

    def refresh(self) -> None:
        """The bookmarks changed: reload the model, if there is one to reload."""
        if self._model is not None:
            self._model.refresh()
        if self._dock is not None:
            self._dock.follow_removal()
