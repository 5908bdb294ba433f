"""How the window looks and speaks: theme, icons, translations, help, message boxes and the
small widgets every room draws with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_desktop.ui.rooms import lazy_names

if TYPE_CHECKING:
    from glossary_desktop.ui.look.colours import is_dark
    from glossary_desktop.ui.look.difference_look import (
        KIND_LOOKS,
        kind_colours,
        kind_name,
        mark_format,
    )
    from glossary_desktop.ui.look.elided_combo import ElidedCombo
    from glossary_desktop.ui.look.fitting_label import FittingLabel
    from glossary_desktop.ui.look.focus_frame import FocusFramed
    from glossary_desktop.ui.look.help import AboutDialog, ShortcutsDialog, open_dialog
    from glossary_desktop.ui.look.i18n import Translations, locale_for
    from glossary_desktop.ui.look.icons import (
        APP_ICON_SVG,
        STAR_COLOR,
        app_icon,
        back_icon,
        clear_icon,
        forward_icon,
        star_icon,
    )
    from glossary_desktop.ui.look.message_box import (
        ask_text,
        confirm,
        error_box,
        inform,
        show_message,
        show_warning,
        warning_box,
    )
    from glossary_desktop.ui.look.preferences import (
        Preferences,
        stored_language,
        stored_theme,
        theme_in_use,
    )
    from glossary_desktop.ui.look.scroll_bar import flat_scroll_bar
    from glossary_desktop.ui.look.settings_values import read_flag, read_int, read_layout, read_text
    from glossary_desktop.ui.look.theme import (
        COUNTERPART,
        COUNTERPART_TEXT,
        DIM,
        WARNING,
        Theme,
        apply_theme,
        legible_checks,
        legible_radio,
        themed,
    )

__all__ = [
    "APP_ICON_SVG",
    "COUNTERPART",
    "COUNTERPART_TEXT",
    "DIM",
    "KIND_LOOKS",
    "STAR_COLOR",
    "WARNING",
    "AboutDialog",
    "ElidedCombo",
    "FittingLabel",
    "FocusFramed",
    "Preferences",
    "ShortcutsDialog",
    "Theme",
    "Translations",
    "app_icon",
    "apply_theme",
    "ask_text",
    "back_icon",
    "clear_icon",
    "confirm",
    "error_box",
    "flat_scroll_bar",
    "forward_icon",
    "inform",
    "is_dark",
    "kind_colours",
    "kind_name",
    "legible_checks",
    "legible_radio",
    "locale_for",
    "mark_format",
    "open_dialog",
    "read_flag",
    "read_int",
    "read_layout",
    "read_text",
    "show_message",
    "show_warning",
    "star_icon",
    "stored_language",
    "stored_theme",
    "theme_in_use",
    "themed",
    "warning_box",
]

__getattr__ = lazy_names(__name__, {
    "AboutDialog": "help",
    "app_icon": "icons",
    "APP_ICON_SVG": "icons",
    "apply_theme": "theme",
    "ask_text": "message_box",
    "back_icon": "icons",
    "clear_icon": "icons",
    "confirm": "message_box",
    "COUNTERPART": "theme",
    "COUNTERPART_TEXT": "theme",
    "KIND_LOOKS": "difference_look",
    "DIM": "theme",
    "ElidedCombo": "elided_combo",
    "error_box": "message_box",
    "FittingLabel": "fitting_label",
    "FocusFramed": "focus_frame",
    "flat_scroll_bar": "scroll_bar",
    "forward_icon": "icons",
    "inform": "message_box",
    "is_dark": "colours",
    "kind_colours": "difference_look",
    "kind_name": "difference_look",
    "legible_checks": "theme",
    "legible_radio": "theme",
    "locale_for": "i18n",
    "mark_format": "difference_look",
    "open_dialog": "help",
    "Preferences": "preferences",
    "read_flag": "settings_values",
    "read_int": "settings_values",
    "read_layout": "settings_values",
    "read_text": "settings_values",
    "ShortcutsDialog": "help",
    "show_message": "message_box",
    "show_warning": "message_box",
    "STAR_COLOR": "icons",
    "star_icon": "icons",
    "stored_language": "preferences",
    "stored_theme": "preferences",
    "Theme": "theme",
    "theme_in_use": "preferences",
    "themed": "theme",
    "Translations": "i18n",
    "WARNING": "theme",
    "warning_box": "message_box",
})
