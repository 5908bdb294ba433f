"""The term list: its view, row painting, header and scroll bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.termlist.cell_paint import TEXT_MARGIN
    from glossary_desktop.ui.termlist.cell_text import elide
    from glossary_desktop.ui.termlist.empty_notice import EmptyNotice
    from glossary_desktop.ui.termlist.view import TermListView, put_portuguese_first

__all__ = [
    "TEXT_MARGIN",
    "EmptyNotice",
    "TermListView",
    "elide",
    "put_portuguese_first",
]

__getattr__ = lazy_names(__name__, {
    "elide": "cell_text",
    "EmptyNotice": "empty_notice",
    "put_portuguese_first": "view",
    "TermListView": "view",
    "TEXT_MARGIN": "cell_paint",
})
