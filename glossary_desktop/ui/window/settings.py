"""What the window remembers between runs: geometry, splitters, zoom, last concept,
the list's order, the folders File > Import and File > Export last used.

Stored in the ``QSettings`` the app gives it (an INI file in the user folder, so
tests and ``--user-dir`` never touch the real one). This object only reads and
writes values; the window decides what to do with them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QByteArray, QPoint, QRect, QSettings, QSize
from PySide6.QtWidgets import QMainWindow, QSplitter

from glossary_desktop.domain import Lang

#: A first window's share of the screen's free area, each way, and the least size it
#: takes where the screen has room (a smaller screen: all of it).
SCREEN_SHARE = 0.8
DEFAULT_SIZE = (1100, 700)


def default_size(available: QSize) -> QSize:
    """:data:`SCREEN_SHARE` of the screen's ``available`` area, at least
    :data:`DEFAULT_SIZE`, but never more than ``available`` (a window larger than
    the screen has its right side cut off)."""
    share = QSize(round(available.width() * SCREEN_SHARE),
                  round(available.height() * SCREEN_SHARE))
    return share.expandedTo(QSize(*DEFAULT_SIZE)).boundedTo(available)


def first_geometry(available: QRect) -> QRect:
    """A first window's place: :func:`default_size`, centred on the screen's
    ``available`` area (not in its corner)."""
    place = QRect(QPoint(0, 0), default_size(available.size()))
    place.moveCenter(available.center())
    return place

GEOMETRY = "window/geometry"
STATE = "window/state"
ZOOM = "view/zoom"
LAST_CONCEPT = "view/lastConcept"
LIST_ORDER = "view/listOrder"
BOOKMARK_ORDER = "bookmarks/order"
BOOKMARKS_SHOWN = "bookmarks/shown"
PORTUGUESE_FIRST = "view/portugueseFirst"
LIST_WIDTH_CHOSEN = "window/listWidthChosen"
IMPORT_FOLDER = "files/importFolder"
EXPORT_FOLDER = "files/exportFolder"


class WindowSettings:
    """Typed access to one main window's saved settings."""

    def __init__(self, settings: QSettings) -> None:
        self.qsettings = settings

    # -- layout ------------------------------------------------------------------------

    def restore_layout(
        self, window: QMainWindow, splitters: Sequence[QSplitter]
    ) -> list[QSplitter]:
        """Geometry, dock/toolbar state and ``splitters``' sizes; the default size (as
        much of it as the window's screen has room for) when no geometry was saved.
        Returns the splitters that had no saved sizes (the window gives them its own)."""
        if not _restore_bytes(self.qsettings, GEOMETRY, window.restoreGeometry):
            window.setGeometry(first_geometry(window.screen().availableGeometry()))
        _restore_bytes(self.qsettings, STATE, window.restoreState)
        return [
            splitter for splitter in splitters
            if not _restore_bytes(self.qsettings, _splitter_key(splitter), splitter.restoreState)
        ]

    def save_layout(self, window: QMainWindow, splitters: Sequence[QSplitter]) -> None:
        self.qsettings.setValue(GEOMETRY, window.saveGeometry())
        self.qsettings.setValue(STATE, window.saveState())
        for splitter in splitters:
            self.qsettings.setValue(_splitter_key(splitter), splitter.saveState())

    # -- values ------------------------------------------------------------------------

    def zoom(self) -> int:
        return _int(self.qsettings.value(ZOOM, 0))

    def set_zoom(self, step: int) -> None:
        self.qsettings.setValue(ZOOM, step)

    def last_concept(self) -> str:
        """The slug shown when the window was last closed ("" if none)."""
        value = self.qsettings.value(LAST_CONCEPT, "")
        return value if isinstance(value, str) else ""

    def set_last_concept(self, slug: str) -> None:
        self.qsettings.setValue(LAST_CONCEPT, slug)

    def list_order(self) -> Lang:
        """The language the full list was last in alphabetical order of (a header's click)."""
        return Lang.PT if self.qsettings.value(LIST_ORDER, "") == Lang.PT.value else Lang.ES

    def set_list_order(self, lang: Lang) -> None:
        self.qsettings.setValue(LIST_ORDER, lang.value)

    def bookmark_order(self) -> str:
        """The bookmarks panel's saved order ("newest" or "alpha")."""
        return "alpha" if self.qsettings.value(BOOKMARK_ORDER, "newest") == "alpha" else "newest"

    def set_bookmark_order(self, order: str) -> None:
        self.qsettings.setValue(BOOKMARK_ORDER, order)

    def bookmarks_shown(self) -> bool:
        return _bool(self.qsettings.value(BOOKMARKS_SHOWN, False))

    def set_bookmarks_shown(self, shown: bool) -> None:
        self.qsettings.setValue(BOOKMARKS_SHOWN, shown)

    def portuguese_first(self) -> bool:
        return _bool(self.qsettings.value(PORTUGUESE_FIRST, False))

    def set_portuguese_first(self, on: bool) -> None:
        self.qsettings.setValue(PORTUGUESE_FIRST, on)

    def list_width_chosen(self) -> bool:
        """Whether the user dragged the term list's width (else it follows its terms)."""
        return _bool(self.qsettings.value(LIST_WIDTH_CHOSEN, False))

    def set_list_width_chosen(self, chosen: bool) -> None:
        self.qsettings.setValue(LIST_WIDTH_CHOSEN, chosen)
    def import_folder(self) -> str:
        """The folder File > Import last took files from ("" if none)."""
        return self._folder(IMPORT_FOLDER)

    def set_import_folder(self, folder: str) -> None:
        self.qsettings.setValue(IMPORT_FOLDER, folder)

    def export_folder(self) -> str:
        """The folder File > Export last wrote to ("" if none)."""
        return self._folder(EXPORT_FOLDER)

    def set_export_folder(self, folder: str) -> None:
        self.qsettings.setValue(EXPORT_FOLDER, folder)

    def _folder(self, key: str) -> str:
        value = self.qsettings.value(key, "")
        return value if isinstance(value, str) else ""

    def sync(self) -> None:
        self.qsettings.sync()


def _splitter_key(splitter: QSplitter) -> str:
    return f"window/{splitter.objectName()}"  # mainSplitter, paneSplitter


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
