"""Reading a concept: the concept view, its Spanish and Portuguese panes, their difference
marks, and navigation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.reading.also_in import AlsoInView
    from glossary_desktop.ui.reading.concept_text import PaneText
    from glossary_desktop.ui.reading.concept_view import ConceptView
    from glossary_desktop.ui.reading.navigation import Navigator

__all__ = [
    "AlsoInView",
    "ConceptView",
    "Navigator",
    "PaneText",
]

__getattr__ = lazy_names(__name__, {
    "AlsoInView": "also_in",
    "ConceptView": "concept_view",
    "Navigator": "navigation",
    "PaneText": "concept_text",
})
