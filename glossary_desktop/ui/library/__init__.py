"""The glossary library: import, export, their progress and their error messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.library.glossary_errors import describe_glossary_error
    from glossary_desktop.ui.library.menu import LibraryController

__all__ = [
    "LibraryController",
    "describe_glossary_error",
]

__getattr__ = lazy_names(__name__, {
    "describe_glossary_error": "glossary_errors",
    "LibraryController": "menu",
})
