"""What the window remembers between runs: geometry, splitters, zoom, last concept.

Stored in the ``QSettings`` the app gives it (an INI file in the user folder, so
tests and ``--user-dir`` never touch the real one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings

if TYPE_CHECKING:
    from glossary_desktop.ui.main_window import MainWindow

DEFAULT_SIZE = (1100, 700)

GEOMETRY = "window/geometry"
STATE = "window/state"
MAIN_SPLITTER = "window/mainSplitter"
PANE_SPLITTER = "window/paneSplitter"
ZOOM = "view/zoom"
LAST_CONCEPT = "view/lastConcept"
BOOKMARK_ORDER = "bookmarks/order"
BOOKMARKS_SHOWN = "bookmarks/shown"


class WindowSettings:
    """Saves and restores one main window's state."""

    def __init__(self, settings: QSettings, window: MainWindow) -> None:
        self.qsettings = settings
        self._window = window

    def restore(self) -> None:
        w, s = self._window, self.qsettings
        if not _restore_bytes(s, GEOMETRY, w.restoreGeometry):
            w.resize(*DEFAULT_SIZE)
        _restore_bytes(s, STATE, w.restoreState)
        _restore_bytes(s, MAIN_SPLITTER, w.splitter.restoreState)
        _restore_bytes(s, PANE_SPLITTER, w.concept_view.splitter.restoreState)
        w.concept_view.set_zoom(_int(s.value(ZOOM, 0)))
        if _bool(s.value(BOOKMARKS_SHOWN, False)):
            w.bookmarks_panel.dock  # noqa: B018 - built now: restoreState placed it
        w.search.search_now()
        last = s.value(LAST_CONCEPT, "")
        if not (isinstance(last, str) and last and w.open_slug(last)):
            first = w.term_model.concept_at(0)
            if first is not None:
                w.show_concept(first)

    def bookmark_order(self) -> str:
        """The bookmarks panel's saved order ("newest" or "alpha")."""
        return "alpha" if self.qsettings.value(BOOKMARK_ORDER, "newest") == "alpha" else "newest"

    def save(self) -> None:
        w, s = self._window, self.qsettings
        s.setValue(GEOMETRY, w.saveGeometry())
        s.setValue(STATE, w.saveState())
        s.setValue(MAIN_SPLITTER, w.splitter.saveState())
        s.setValue(PANE_SPLITTER, w.concept_view.splitter.saveState())
        s.setValue(ZOOM, w.concept_view.zoom)
        if w.bookmarks_panel.loaded:  # else the saved order still holds
            s.setValue(BOOKMARK_ORDER, w.bookmark_model.order)
        s.setValue(BOOKMARKS_SHOWN, w.bookmarks_panel.shown)
        concept = w.current_concept
        if concept is not None:
            s.setValue(LAST_CONCEPT, concept.slug)
        s.sync()


def _restore_bytes(settings: QSettings, key: str, apply: Callable[[QByteArray], bool]) -> bool:
    value = settings.value(key)
    if not isinstance(value, QByteArray | bytes) or not value:
        return False
    return bool(apply(QByteArray(value)))


def _int(value: object) -> int:
    try:
        return int(str(value))
    except ValueError:
        return 0


def _bool(value: object) -> bool:
    """A flag as QSettings gives it back from an INI file ("true"/"false")."""
    return value is True or str(value).lower() == "true"
