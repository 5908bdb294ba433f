"""The application's style: the platform's (or Fusion), with the app's own title-bar icons.

A panel (``QDockWidget``) asks the style for its title bar's two buttons:
``SP_TitleBarNormalButton`` (float, or dock again) and ``SP_TitleBarCloseButton``.
Fusion answers with fixed mid-grey pixmaps: 2.8:1 on the dark theme's title bar,
nearly unseen, and 4.3:1 on the light one. :class:`TitleBarStyle` answers those
two with icons drawn like the toolbar's (:mod:`glossary_desktop.ui.look.icons`), in
the theme's ink; everything else is the base style's. The icons read the
application's palette when painted, so View > Theme changes them at once.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

from glossary_desktop.ui.look.icons import close_icon, float_icon

Pixmap = QStyle.StandardPixmap


class TitleBarStyle(QProxyStyle):
    """The style named ``base``, with a panel's title-bar buttons drawn in the theme's ink."""

    def __init__(self, base: str) -> None:
        super().__init__(base)
        self._icons = {
            Pixmap.SP_TitleBarCloseButton: close_icon(),
            Pixmap.SP_TitleBarNormalButton: float_icon(),
        }

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        own = self._icons.get(standardIcon)
        return own if own is not None else super().standardIcon(standardIcon, option, widget)


def use_title_bar_style(app: QApplication, base: str | None = None) -> None:
    """Make ``app``'s style a :class:`TitleBarStyle` over the style named ``base``
    (``None``: over the one it has). Nothing changes when it already is one: a new
    style re-polishes every widget."""
    current = app.style()
    if isinstance(current, TitleBarStyle):
        kept = current.baseStyle().name()
        if base is None or base.casefold() == kept.casefold():
            return
    else:
        kept = current.name()
    app.setStyle(TitleBarStyle(base or kept))
