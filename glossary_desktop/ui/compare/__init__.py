"""Comparing a whole glossary: View > Compare all and its controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.compare.controller import CompareController

__all__ = [
    "CompareController",
]

__getattr__ = lazy_names(__name__, {
    "CompareController": "controller",
})
