"""The glossary library: import, export, their progress and their error messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.library.export_dialog import bookmarked, nothing_to_export
    from glossary_desktop.ui.library.export_job import describe_export_error
    from glossary_desktop.ui.library.glossary_errors import describe_glossary_error
    from glossary_desktop.ui.library.menu import LibraryController

__all__ = [
    "LibraryController",
    "bookmarked",
    "describe_export_error",
    "describe_glossary_error",
    "nothing_to_export",
]

__getattr__ = lazy_names(__name__, {
    "bookmarked": "export_dialog",
    "describe_export_error": "export_job",
    "describe_glossary_error": "glossary_errors",
    "LibraryController": "menu",
    "nothing_to_export": "export_dialog",
})
