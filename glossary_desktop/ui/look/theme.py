"""Light and dark themes: the application palette, chosen by the desktop or the user.

``auto`` follows the desktop's colour scheme where Qt can read it
(``QStyleHints.colorScheme``) and is light where it cannot. Qt's generic Linux
theme ignores a requested scheme, so dark is a palette of our own on the Fusion
style, the portable way Qt documents for custom palettes. Every text colour
pair here keeps WCAG AA contrast (4.5:1); ``tests/ui/test_theme.py`` computes it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from glossary_desktop.ui.look.colours import is_dark
from glossary_desktop.ui.look.title_bar_style import use_title_bar_style

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QRadioButton, QWidget

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


class Theme(StrEnum):
    """The user's choice (View > Theme, ``--theme``)."""

    AUTO = "auto"
    LIGHT = "light"
    DARK = "dark"


#: The dark palette: role -> colour (active and inactive groups).
DARK_COLORS = {
    Role.Window: "#202124",
    Role.WindowText: "#e8eaed",
    Role.Base: "#17181a",
    Role.AlternateBase: "#26282b",
    Role.Text: "#e8eaed",
    Role.PlaceholderText: "#9aa0a6",
    Role.Button: "#2b2d31",
    Role.ButtonText: "#e8eaed",
    Role.BrightText: "#ffffff",
    # White on it 6.0:1, and an empty star's thin outline on a selected row still
    # 3:1 as painted (a lighter blue left it at 2.8:1).
    Role.Highlight: "#2d5fbf",
    Role.HighlightedText: "#ffffff",
    Role.ToolTipBase: "#2b2d31",
    Role.ToolTipText: "#e8eaed",
    Role.Link: "#8ab4f8",
    Role.LinkVisited: "#c58af9",
    Role.Light: "#3c4043",
    Role.Midlight: "#303236",
    Role.Mid: "#5f6368",
    Role.Dark: "#111214",
    Role.Shadow: "#000000",
}
#: Disabled controls: dimmer, still distinguishable from the background.
DARK_DISABLED = {
    Role.WindowText: "#7d8288",
    Role.Text: "#7d8288",
    Role.ButtonText: "#7d8288",
    Role.HighlightedText: "#c5c8cc",
}


#: Where the style's own light palette falls short of AA: Fusion's selection blue
#: gives white text 3.7:1.
LIGHT_OVERRIDES = {Role.Highlight: "#2160c4", Role.Link: "#1a56b0"}


def light_palette(app: QApplication) -> QPalette:
    palette = app.style().standardPalette()
    for role, colour in LIGHT_OVERRIDES.items():
        palette.setColor(role, QColor(colour))
    return palette


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK_COLORS.items():
        palette.setColor(role, QColor(colour))
    for role, colour in DARK_DISABLED.items():
        palette.setColor(Group.Disabled, role, QColor(colour))
    return palette


def wants_dark(choice: Theme) -> bool:
    """Whether ``choice`` means dark on this desktop now."""
    if choice is Theme.AUTO:
        return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    return choice is Theme.DARK


#: The application's dynamic property holding the theme applied last: View > Theme
#: shows it (``--theme`` overrides the saved choice for one run).
APPLIED_PROPERTY = "glossaryDesktopTheme"


def apply_theme(app: QApplication, choice: Theme) -> bool:
    """Give ``app`` the palette and style ``choice`` asks for; ``True`` when it is dark."""
    dark = wants_dark(choice)
    app.setProperty(APPLIED_PROPERTY, choice.value)
    # Dark: Fusion, the style that draws every control from the palette. Light:
    # the style the application has. Both with the app's own title-bar icons.
    use_title_bar_style(app, "Fusion" if dark else None)
    app.setPalette(dark_palette() if dark else light_palette(app))
    return dark


def applied_theme(app: QApplication) -> Theme | None:
    """The theme :func:`apply_theme` last gave ``app`` (``None``: none yet)."""
    value = app.property(APPLIED_PROPERTY)
    return Theme(value) if value in {t.value for t in Theme} else None


#: Colours that depend on the background, by (light, dark): the star's amber and
#: warnings in the status bar. Non-text marks need 3:1 (WCAG 1.4.11), text 4.5:1.
STAR = ("#a06c00", "#f2b600")
#: Dimmed text, by (light, dark): the list's "—" for a missing term, its empty
#: star, a bookmark whose concept is gone. Text, so 4.5:1 on Base and
#: AlternateBase as painted (one grey gave 2.6:1 on the light palette's white;
#: the dash is one pixel thick and, smoothed, reads lighter than its colour).
DIM = ("#4a5058", "#9aa0a6")
WARNING = ("#9a3412", "#fdba74")


def themed(pair: tuple[str, str], palette: QPalette) -> QColor:
    """The colour of ``pair`` that suits ``palette``'s background."""
    return QColor(pair[1] if is_dark(palette) else pair[0])


#: A hovered word and its counterpart in the other pane: background and text
#: (4.5:1 between them). The differences' marks: difference_look.py.
COUNTERPART = ("#c7dcff", "#2f4f86")
COUNTERPART_TEXT = ("#1d1d1d", "#ffffff")

#: The Window colour of the menu bar's menus. Fusion frames an unchecked check box
#: of a menu (View > Show differences) in shades of Window on a menu filled with
#: Base: 1.9:1 in the light palette and 1.0:1 in the dark one, so a toggle read as a
#: plain command. This grey gives the frame 3:1 or more (WCAG 1.4.11) on both, so a
#: change of theme needs nothing more.
MENU_WINDOW = "#999999"
#: The Window colour of a dialog's radio buttons, by (light, dark). Fusion draws an
#: unchecked radio button's circle in its Window colour darkened by a third, on the
#: dialog's Window: 2.3:1 in the light palette and 1.1:1 in the dark one (File >
#: Export's choices read as plain labels). One grey cannot serve both once the
#: circle's thin line is smoothed into its background, hence a pair.
RADIO_WINDOW = ("#6a6a6a", "#ffffff")


def legible_checks(menu: QMenu) -> None:
    """Make ``menu``'s unchecked check boxes visible in either theme.

    Set on each menu, not for the ``QMenu`` class: Fusion fills combo box lists
    with the class's Window colour too. Only Window is set; the other roles
    still follow the application's palette.
    """
    _own_window_colour(menu, QColor(MENU_WINDOW))


def legible_radio(button: QRadioButton) -> None:
    """Make ``button``'s circle visible unchecked in the application's theme.

    Set on each button, not on the application: Window is every window's
    background. A radio button does not fill its background, so only its circle
    changes; the other roles still follow the application's palette. Called
    again when the theme changes (the colour depends on it).
    """
    _own_window_colour(button, themed(RADIO_WINDOW, QGuiApplication.palette()))


def _own_window_colour(widget: QWidget, colour: QColor) -> None:
    """Give ``widget`` its own Window colour; every other role stays the
    application's (a fresh palette resolves only the role set on it)."""
    palette = QPalette()
    palette.setColor(Role.Window, colour)
    widget.setPalette(palette)
