"""Look up from anywhere: one running reader per user folder, the popup for the
selected word, the tray icon (issue 31). The rules without Qt are in
:mod:`glossary_desktop.lookup`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.lookup.controller import BookmarkWriter, LookupController
    from glossary_desktop.ui.lookup.focus import activation_here, take_focus
    from glossary_desktop.ui.lookup.handover import hand_over, start_request, start_server
    from glossary_desktop.ui.lookup.instance import ReaderServer, send
    from glossary_desktop.ui.lookup.tray import LookupTray
    from glossary_desktop.ui.lookup.watch import selected_text

__all__ = [
    "BookmarkWriter",
    "LookupController",
    "LookupTray",
    "ReaderServer",
    "activation_here",
    "hand_over",
    "selected_text",
    "send",
    "start_request",
    "start_server",
    "take_focus",
]

__getattr__ = lazy_names(__name__, {
    "BookmarkWriter": "controller",
    "LookupController": "controller",
    "LookupTray": "tray",
    "ReaderServer": "instance",
    "send": "instance",
    "selected_text": "watch",
    "activation_here": "focus",
    "take_focus": "focus",
    "hand_over": "handover",
    "start_request": "handover",
    "start_server": "handover",
})
