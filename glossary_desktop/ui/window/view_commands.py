"""The commands that change how one window shows things: zoom, copy, the language
order, and the Help menu's dialogs.

Each is a ``QAction`` of :class:`~glossary_desktop.ui.window.actions.WindowActions`;
this object connects them to the parts they act on. The Help dialogs' module is
imported when one is first opened: the first frame shows none of them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from glossary_desktop.glossary import Glossary
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.reading import ConceptView
from glossary_desktop.ui.termlist import TermListView
from glossary_desktop.ui.window.actions import WindowActions
from glossary_desktop.ui.window.settings import WindowSettings


class ViewCommands(QObject):
    """Zoom, copy, Portuguese first and Help for the window's panes and list."""

    #: The panes changed places (Portuguese first or second): the tab order follows.
    order_changed = Signal()

    def __init__(
        self,
        window: QWidget,
        glossary: Glossary,
        store: UserStore,
        settings: WindowSettings,
        actions: WindowActions,
        term_list: TermListView,
        concept_view: ConceptView,
    ) -> None:
        """``window`` is the Help dialogs' parent; About names ``glossary`` and the
        folder of ``store``."""
        super().__init__(window)
        self._window = window
        self._glossary = glossary
        self._store = store
        self._settings = settings
        self._list = term_list
        self._view = concept_view
        a, view = actions, concept_view
        a.copy_both.triggered.connect(lambda: view.copy())
        term_list.copy_requested.connect(lambda: view.copy())
        a.zoom_in.triggered.connect(lambda: view.set_zoom(view.zoom + 1))
        a.zoom_out.triggered.connect(lambda: view.set_zoom(view.zoom - 1))
        a.zoom_reset.triggered.connect(lambda: view.set_zoom(0))
        a.lang_order.toggled.connect(self.set_portuguese_first)
        a.shortcuts.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)

    def set_portuguese_first(self, on: bool) -> None:
        """View > Portuguese first: the list's columns and the panes, remembered."""
        self._list.set_portuguese_first(on)
        self._view.set_portuguese_first(on)
        self._settings.set_portuguese_first(on)
        self.order_changed.emit()

    def show_shortcuts(self) -> None:
        """Help > Keyboard shortcuts (F1): every action's keys, read from the actions."""
        # lazy: 2 modules, 9.8 ms of the window's start-up
        from glossary_desktop.ui.look import ShortcutsDialog, open_dialog  # only when asked

        open_dialog(ShortcutsDialog(self._window))

    def show_about(self) -> None:
        # lazy: 2 modules, 10 ms of the window's start-up
        from glossary_desktop.ui.look import AboutDialog, open_dialog  # only when asked

        open_dialog(AboutDialog(self._window, self._glossary, self._store.path.parent))
