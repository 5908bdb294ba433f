"""View > Language and View > Theme: the user's choices, kept in the settings.

A theme applies at once (the palette changes, the panes re-render with colours
for it). A language applies the next time the window opens, and the status bar
says so: every widget would otherwise have to re-read its texts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from glossary_desktop.ui.look.i18n import LANGUAGES
from glossary_desktop.ui.look.settings_values import read_text
from glossary_desktop.ui.look.theme import Theme, applied_theme, apply_theme

LANGUAGE_KEY = "ui/language"
THEME_KEY = "ui/theme"


def stored_language(settings: QSettings) -> str:
    """The language chosen in View > Language ("" follows the system)."""
    return read_text(settings, LANGUAGE_KEY, "", LANGUAGES)


def stored_theme(settings: QSettings) -> Theme:
    """The theme chosen in View > Theme."""
    return Theme(read_text(settings, THEME_KEY, Theme.AUTO.value, [t.value for t in Theme]))


def theme_in_use(settings: QSettings) -> Theme:
    """The theme the application shows: the one applied at start (``--theme`` for this
    run, else the saved choice) or chosen since; the saved choice before any."""
    app = QApplication.instance()
    applied = applied_theme(app) if isinstance(app, QApplication) else None
    return applied if applied is not None else stored_theme(settings)


class Preferences(QObject):
    """The Language and Theme submenus of a View menu, and what choosing does."""

    #: Something to tell the user in the status bar.
    message = Signal(str)

    def __init__(self, settings: QSettings, view: QMenu, theme: Theme) -> None:
        super().__init__(view)
        self._settings = settings
        language_menu = view.addMenu(self.tr("&Language"))
        language_menu.setObjectName("languageMenu")
        names = {"": self.tr("System default"), **{k: v for k, v in LANGUAGES.items() if k}}
        self.language_actions = self._group(
            language_menu, "languageAction", names, stored_language(settings), self._set_language
        )
        theme_menu = view.addMenu(self.tr("&Theme"))
        theme_menu.setObjectName("themeMenu")
        themes = {
            Theme.AUTO.value: self.tr("Follow the system"),
            Theme.LIGHT.value: self.tr("Light"),
            Theme.DARK.value: self.tr("Dark"),
        }
        self.theme_actions = self._group(
            theme_menu, "themeAction", themes, theme.value, self._set_theme
        )

    def _group(
        self,
        menu: QMenu,
        prefix: str,
        choices: dict[str, str],
        current: str,
        choose: Callable[[str], None],
    ) -> dict[str, QAction]:
        group = QActionGroup(menu)
        group.setExclusive(True)
        actions: dict[str, QAction] = {}
        for value, label in choices.items():
            action = menu.addAction(label)
            action.setObjectName(f"{prefix}_{value or 'system'}")
            action.setCheckable(True)
            action.setChecked(value == current)
            action.setActionGroup(group)
            action.triggered.connect(lambda _on=False, v=value: choose(v))
            actions[value] = action
        return actions

    def _set_language(self, value: str) -> None:
        if value == stored_language(self._settings):
            return
        self._settings.setValue(LANGUAGE_KEY, value)
        self._settings.sync()
        self.message.emit(
            self.tr("The new language is used the next time you open Glossary Desktop.")
        )

    def _set_theme(self, value: str) -> None:
        self._settings.setValue(THEME_KEY, value)
        self._settings.sync()
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the panes follow the palette change themselves
            apply_theme(app, Theme(value))
