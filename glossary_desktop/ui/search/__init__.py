"""The search box and what runs a search and shows its results."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.search.bar import BOOKMARKED, SearchBar
    from glossary_desktop.ui.search.controller import SearchController
    from glossary_desktop.ui.search.results import CorrectionLabel, SearchResults

__all__ = [
    "BOOKMARKED",
    "CorrectionLabel",
    "SearchBar",
    "SearchController",
    "SearchResults",
]

__getattr__ = lazy_names(__name__, {
    "BOOKMARKED": "bar",
    "CorrectionLabel": "results",
    "SearchBar": "bar",
    "SearchController": "controller",
    "SearchResults": "results",
})
