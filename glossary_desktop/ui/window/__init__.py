"""The main window: its parts, menus, actions, settings, status bar and start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.window.first_frame import after_first_frame
    from glossary_desktop.ui.window.main_window import MainWindow
    from glossary_desktop.ui.window.stop_signals import StopSignals

__all__ = [
    "MainWindow",
    "StopSignals",
    "after_first_frame",
]

__getattr__ = lazy_names(__name__, {
    "MainWindow": "main_window",
    "after_first_frame": "first_frame",
    "StopSignals": "stop_signals",
})
