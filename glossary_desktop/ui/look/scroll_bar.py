"""A scroll bar drawn flat, in the theme's colours: the term list's, which every
keystroke repaints.

Fusion fills its groove and handle with gradients, and Qt's raster engine hands
each fill taller than about a hundred lines to its GUI thread pool and waits for
it: a keystroke's repaint of the list waited 38 times and cost 1.1 ms of other
threads, more than the scroll bar alone, on a two-core machine
(docs/performance.md, "the scroll bar drawn flat"). Plain fills of one colour stay
on the painting thread. The look is a style sheet, Qt's public way to restyle one
widget.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QScrollBar

from glossary_desktop.ui.look.theme import themed

#: The handle at rest and under the pointer, by (light, dark): 3:1 or more against
#: the track (the palette's Window colour), as WCAG 1.4.11 asks of a control.
HANDLE = ("#808080", "#9aa0a6")
HANDLE_HOVER = ("#5a5a5a", "#c4c7ca")


def flat_scroll_bar(bar: QScrollBar, palette: QPalette) -> None:
    """Draw the vertical ``bar`` flat in ``palette``'s theme (call it again when the
    palette changes: a style sheet holds colours, not roles)."""
    track = palette.color(QPalette.ColorRole.Window).name()
    handle, hover = themed(HANDLE, palette).name(), themed(HANDLE_HOVER, palette).name()
    bar.setStyleSheet(
        f"QScrollBar:vertical {{ background: {track}; width: 14px; margin: 0; }}"
        f"QScrollBar::handle:vertical {{ background: {handle}; min-height: 28px;"
        " margin: 2px 3px; }"
        "QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed"
        f" {{ background: {hover}; }}"
        "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
        "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
    )
