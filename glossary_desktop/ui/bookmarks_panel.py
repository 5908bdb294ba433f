"""The bookmarks panel of a main window, built the first time it is needed.

Most sessions never open the panel, so the window's first paint does not pay
for it: its modules, the dock's widgets and a query of every bookmark (~15 ms
of start-up) wait until the panel is shown (Ctrl+B, or it was open when the
window was last closed) or its model is asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.glossary import Glossary
from glossary_desktop.ui.bookmarks_controller import BookmarksController, statuses

if TYPE_CHECKING:
    from glossary_desktop.models.bookmarks import BookmarkListModel
    from glossary_desktop.ui.bookmarks_dock import BookmarksDock


#: The panel's first width: this share of the window's, within these bounds (px).
DOCK_SHARE, DOCK_MIN, DOCK_MAX = 0.22, 170, 340


class BookmarksPanel:
    """Builds, on demand, the bookmark model and dock of ``window``.

    ``action`` is the checkable "Show bookmarks" action; ``order`` gives the
    order to start in (the saved one); ``open_slug`` is the window's. Notes and
    removals go through ``controller``, the window's one bookmark writer.
    """

    def __init__(
        self,
        window: QMainWindow,
        controller: BookmarksController,
        glossary: Glossary,
        action: QAction,
        *,
        order: Callable[[], str],
        open_slug: Callable[[str], object],
    ) -> None:
        self._window = window
        self._controller = controller
        self._glossary = glossary
        self._action = action
        self._order = order
        self._open_slug = open_slug
        self._model: BookmarkListModel | None = None
        self._dock: BookmarksDock | None = None
        self._placed = False  # the dock has a width of its own (saved, or given once)
        action.triggered.connect(self.set_shown)

    @property
    def loaded(self) -> bool:
        """Whether the model exists (so its order is worth saving)."""
        return self._model is not None

    @property
    def shown(self) -> bool:
        """Whether the panel is open (hidden with the window, still open)."""
        return self._dock is not None and not self._dock.isHidden()

    @property
    def model(self) -> BookmarkListModel:
        if self._model is None:
            from glossary_desktop.models.bookmarks import BookmarkListModel

            c = self._controller
            model = BookmarkListModel(c.store, self._glossary, c.set_note, statuses, self._window)
            if self._order() == "alpha":
                model.set_order("alpha")
            self._model = model
        return self._model

    @property
    def dock(self) -> BookmarksDock:
        if self._dock is None:
            self._dock = self._build_dock()
        return self._dock

    def _build_dock(self) -> BookmarksDock:
        from glossary_desktop.ui.bookmarks_dock import BookmarksDock

        dock = BookmarksDock(self.model, self._window)
        self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # Where the saved window state had it (restoreState keeps a place for a
        # dock built later); hidden if it has no saved place.
        self._placed = self._window.restoreDockWidget(dock)
        if not self._placed:
            dock.hide()
        dock.open_requested.connect(self._open_slug)
        dock.remove_requested.connect(self._controller.remove)
        dock.visibilityChanged.connect(lambda _visible: self._action.setChecked(self.shown))
        self._action.setChecked(self.shown)
        return dock

    def set_shown(self, on: bool) -> None:
        """Open or close the panel; opened, it takes the focus (arrows and F2 work at once)."""
        dock = self.dock
        dock.setVisible(on)
        if on and not self._placed:
            # No saved width: a share of the window, so that a small window keeps
            # its term list and definitions readable beside the panel.
            width = max(DOCK_MIN, min(DOCK_MAX, round(self._window.width() * DOCK_SHARE)))
            self._window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
            self._placed = True
        self._action.setChecked(on)
        if on:
            dock.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def refresh(self) -> None:
        """The bookmarks changed: reload the model, if there is one to reload."""
        if self._model is not None:
            self._model.refresh()
