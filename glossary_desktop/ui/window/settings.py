"""What the window remembers between runs: geometry, splitters, zoom, last concept,
the list's order, the folders File > Import and File > Export last used.

Stored in the ``QSettings`` the app gives it (an INI file in the user folder, so
tests and ``--user-dir`` never touch the real one). This object only reads and
writes values; the window decides what to do with them.

Every setting is read through :func:`read_text`, :func:`read_int`,
:func:`read_flag` or :func:`read_layout`, with the type it must have: the file is
the user's, and a value of another type (Qt reads ``theme=dark, light`` as a
list, and ``@Rect(...)`` as a rectangle) is ignored with one warning line on
stderr, as the command line warns, never a traceback.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QSettings, QSize
from PySide6.QtWidgets import QMainWindow, QSplitter

from glossary_desktop.domain import Lang
from glossary_desktop.ui.look import read_flag, read_int, read_layout, read_text

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
DIFFERENCES = "view/differences"

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
        if not read_layout(self.qsettings, GEOMETRY, window.restoreGeometry):
            window.setGeometry(first_geometry(window.screen().availableGeometry()))
        read_layout(self.qsettings, STATE, window.restoreState)
        return [
            splitter for splitter in splitters
            if not read_layout(self.qsettings, _splitter_key(splitter), splitter.restoreState)
        ]

    def save_layout(self, window: QMainWindow, splitters: Sequence[QSplitter]) -> None:
        self.qsettings.setValue(GEOMETRY, window.saveGeometry())
        self.qsettings.setValue(STATE, window.saveState())
        for splitter in splitters:
            self.qsettings.setValue(_splitter_key(splitter), splitter.saveState())

    # -- values ------------------------------------------------------------------------

    def zoom(self) -> int:
        return read_int(self.qsettings, ZOOM)

    def set_zoom(self, step: int) -> None:
        self.qsettings.setValue(ZOOM, step)

    def last_concept(self) -> str:
        """The slug shown when the window was last closed ("" if none)."""
        return read_text(self.qsettings, LAST_CONCEPT)

    def set_last_concept(self, slug: str) -> None:
        self.qsettings.setValue(LAST_CONCEPT, slug)

    def list_order(self) -> Lang:
        """The language the full list was last in alphabetical order of (a header's click)."""
        langs = [lang.value for lang in Lang]
        return Lang(read_text(self.qsettings, LIST_ORDER, Lang.ES.value, langs))

    def set_list_order(self, lang: Lang) -> None:
        self.qsettings.setValue(LIST_ORDER, lang.value)

    def bookmark_order(self) -> str:
        """The bookmarks panel's saved order ("newest" or "alpha")."""
        return read_text(self.qsettings, BOOKMARK_ORDER, "newest", ("newest", "alpha"))

    def set_bookmark_order(self, order: str) -> None:
        self.qsettings.setValue(BOOKMARK_ORDER, order)

    def bookmarks_shown(self) -> bool:
        return read_flag(self.qsettings, BOOKMARKS_SHOWN)

    def set_bookmarks_shown(self, shown: bool) -> None:
        self.qsettings.setValue(BOOKMARKS_SHOWN, shown)

    def portuguese_first(self) -> bool:
        return read_flag(self.qsettings, PORTUGUESE_FIRST)

    def set_portuguese_first(self, on: bool) -> None:
        self.qsettings.setValue(PORTUGUESE_FIRST, on)

    def list_width_chosen(self) -> bool:
        """Whether the user dragged the term list's width (else it follows its terms)."""
        return read_flag(self.qsettings, LIST_WIDTH_CHOSEN)

    def set_list_width_chosen(self, chosen: bool) -> None:
        self.qsettings.setValue(LIST_WIDTH_CHOSEN, chosen)

    def import_folder(self) -> str:
        """The folder File > Import last took files from ("" if none)."""
        return read_text(self.qsettings, IMPORT_FOLDER)

    def set_import_folder(self, folder: str) -> None:
        self.qsettings.setValue(IMPORT_FOLDER, folder)

    def export_folder(self) -> str:
        """The folder File > Export last wrote to ("" if none)."""
        return read_text(self.qsettings, EXPORT_FOLDER)

    def set_export_folder(self, folder: str) -> None:
        self.qsettings.setValue(EXPORT_FOLDER, folder)

    def differences(self) -> bool:
        """View > Show differences."""
        return read_flag(self.qsettings, DIFFERENCES)

    def set_differences(self, on: bool) -> None:
        self.qsettings.setValue(DIFFERENCES, on)

    def sync(self) -> None:
        self.qsettings.sync()


def _splitter_key(splitter: QSplitter) -> str:
    return f"window/{splitter.objectName()}"  # mainSplitter, paneSplitter
