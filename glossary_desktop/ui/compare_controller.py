"""The window's comparison commands: View > Show differences (remembered, with a
legend in the status bar while on) and View > Compare all."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from glossary_desktop.ui.compare_panes import ComparePanes

if TYPE_CHECKING:
    # Built when first asked for: the first frame does without the table classes.
    from glossary_desktop.ui.compare_all import CompareAllDialog

DIFFERENCES_KEY = "view/differences"


class CompareController(QObject):
    """Wires the differences toggle to the panes and opens the overview."""

    def __init__(
        self,
        window: QWidget,
        settings: QSettings,
        panes: ComparePanes,
        status_bar: QStatusBar,
        differences: QAction,
        compare_all: QAction,
        db_path: Path,
        open_slug: Callable[[str], object],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._panes = panes
        self._db_path = db_path
        self._open_slug = open_slug
        self._dialog: CompareAllDialog | None = None
        self.legend = QLabel(self.tr("Wavy underline: no counterpart in the other language"))
        self.legend.setObjectName("differencesLegend")
        status_bar.addWidget(self.legend)
        differences.toggled.connect(self.set_differences)
        compare_all.triggered.connect(self.show_overview)
        on = settings.value(DIFFERENCES_KEY, False, type=bool)
        differences.setChecked(bool(on))
        self.set_differences(bool(on), save=False)

    def set_differences(self, on: bool, save: bool = True) -> None:
        self._panes.set_differences(on)
        self.legend.setVisible(on)
        if save:
            self._settings.setValue(DIFFERENCES_KEY, on)

    @property
    def dialog(self) -> CompareAllDialog | None:
        return self._dialog

    def show_overview(self) -> CompareAllDialog:
        """The overview beside the window: the one already computed (the glossary
        does not change while open), else computed now."""
        if self._dialog is not None and self._dialog.loaded:
            self._dialog.show()
            self._dialog.activateWindow()
            return self._dialog
        if self._dialog is not None:  # closed before its rows came: start again
            self._dialog.close()
            self._dialog.deleteLater()
        from glossary_desktop.ui.compare_all import CompareAllDialog

        self._dialog = CompareAllDialog(self._db_path, self._open_slug, self._window)
        self._dialog.show()
        return self._dialog
