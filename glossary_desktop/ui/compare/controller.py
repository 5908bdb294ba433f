"""The window's comparison commands: View > Show differences (remembered, with a
legend in the status bar while on) and View > Compare all."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from glossary_desktop.ui.look.fitting_label import FittingLabel
from glossary_desktop.ui.window.parts import WindowParts

if TYPE_CHECKING:
    # Built when first asked for: the first frame does without the table classes.
    from glossary_desktop.ui.compare.all_pairs import CompareAllDialog


class CompareController(QObject):
    """Wires the differences toggle to the panes and opens the overview."""

    def __init__(self, parts: WindowParts, open_slug: Callable[[str], object]) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._open_slug = open_slug
        self._dialog: CompareAllDialog | None = None
        # Beside the list's count, which a large glossary makes long: in a narrow
        # window the legend is the one that gives way.
        self.legend = FittingLabel(self.tr("Wavy underline: no counterpart in the other language"))
        self.legend.setObjectName("differencesLegend")
        parts.window.statusBar().addWidget(self.legend)
        differences = parts.actions.differences
        differences.toggled.connect(self.set_differences)
        parts.actions.compare_all.triggered.connect(self.show_overview)
        parts.actions.lang_order.toggled.connect(self._follow_order)
        on = parts.settings.differences()
        differences.setChecked(on)
        self.set_differences(on, save=False)

    def set_differences(self, on: bool, save: bool = True) -> None:
        self._parts.concept_view.comparison.set_differences(on)
        self.legend.setVisible(on)
        if save:
            self._parts.settings.set_differences(on)

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
        from glossary_desktop.ui.compare.all_pairs import CompareAllDialog

        parts = self._parts
        self._dialog = CompareAllDialog(
            parts.glossary.path, self._open_slug, parts.window,
            portuguese_first=parts.actions.lang_order.isChecked(),
        )
        self._dialog.show()
        return self._dialog

    def _follow_order(self, portuguese_first: bool) -> None:
        """View > Portuguese first: the overview's columns too, shown or kept."""
        if self._dialog is not None:
            self._dialog.set_portuguese_first(portuguese_first)
