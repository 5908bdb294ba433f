"""Facts about colours and palettes: dark or light, and the contrast of two colours.

A leaf of the look room: the theme, the icons and every pane that picks a colour
for the palette it is drawn on read these, and they read nothing of ours.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

Role = QPalette.ColorRole


def is_dark(palette: QPalette) -> bool:
    """Whether a palette is a dark one (its base is darker than its text)."""
    return palette.color(Role.Base).lightness() < palette.color(Role.Text).lightness()


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
