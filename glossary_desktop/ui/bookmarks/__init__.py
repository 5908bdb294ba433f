"""Bookmarks: the panel, its rows, the note editor and the controller that writes to the user's
store."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.bookmarks.controller import WRITE_TIMEOUT_S, BookmarksController
    from glossary_desktop.ui.bookmarks.note_editor import NoteEditor, ask_to_lose_note
    from glossary_desktop.ui.bookmarks.notice import UndoNotice
    from glossary_desktop.ui.bookmarks.panel import BookmarksPanel
    from glossary_desktop.ui.bookmarks.views import BookmarkViews

__all__ = [
    "WRITE_TIMEOUT_S",
    "BookmarkViews",
    "BookmarksController",
    "BookmarksPanel",
    "NoteEditor",
    "UndoNotice",
    "ask_to_lose_note",
]

__getattr__ = lazy_names(__name__, {
    "ask_to_lose_note": "note_editor",
    "BookmarksController": "controller",
    "BookmarksPanel": "panel",
    "BookmarkViews": "views",
    "NoteEditor": "note_editor",
    "UndoNotice": "notice",
    "WRITE_TIMEOUT_S": "controller",
})
