"""The parts of one main window that its controllers share.

The window builds its data, settings, actions and central widgets first, then
the controllers that wire them together (search, navigation, bookmarks, zoom,
comparison). Each controller acts on several of the same parts: it gets this one
object and reads what it needs from it, rather than a parameter and an attribute
for each.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from glossary_desktop.glossary import Glossary
    from glossary_desktop.models.term_list import TermListModel
    from glossary_desktop.store.user_db import UserStore
    from glossary_desktop.ui.reading.concept_view import ConceptView
    from glossary_desktop.ui.search.bar import SearchBar
    from glossary_desktop.ui.termlist.view import TermListView
    from glossary_desktop.ui.window.actions import WindowActions
    from glossary_desktop.ui.window.settings import WindowSettings


@dataclass(frozen=True, slots=True)
class WindowParts:
    """One main window's parts, built before its controllers (the window owns them all).

    ``term_list`` shows ``term_model``; ``concept_view`` holds the two reading
    panes and their comparison.
    """

    window: QMainWindow
    glossary: Glossary
    store: UserStore
    settings: WindowSettings
    actions: WindowActions
    search_bar: SearchBar
    term_model: TermListModel
    term_list: TermListView
    concept_view: ConceptView
