"""The window's comparison commands: View > Show differences (remembered, with a
legend in the status bar while on), F8 / Shift+F8 from one difference to the
next (on into Compare all's next concept) and View > Compare all."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from glossary_desktop.ui.compare.legend import DifferencesLegend
from glossary_desktop.ui.window.parts import WindowParts

if TYPE_CHECKING:
    # Built when first asked for: the first frame does without the table classes.
    from glossary_desktop.ui.compare.all_pairs import CompareAllDialog

#: How long the status bar says there is no further difference (ms).
NOTICE_MS = 4000


class CompareController(QObject):
    """Wires the differences toggle and steps to the panes and opens the overview."""

    def __init__(self, parts: WindowParts, open_slug: Callable[[str], object]) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._open_slug = open_slug
        self._dialog: CompareAllDialog | None = None
        self.legend = DifferencesLegend()
        parts.window.statusBar().addWidget(self.legend)
        panes = parts.concept_view.comparison
        panes.counted.connect(self.legend.set_count)
        differences = parts.actions.differences
        differences.toggled.connect(self.set_differences)
        parts.actions.next_difference.triggered.connect(lambda: self.step(forward=True))
        parts.actions.previous_difference.triggered.connect(lambda: self.step(forward=False))
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

    def step(self, forward: bool) -> bool:
        """Select the next (``forward``) or previous difference of the shown concept;
        past its last, the first of the next concept with differences in Compare
        all's order (when it is open), turning Show differences on to see it.
        ``False`` (and a word in the status bar) when there is none."""
        self._parts.actions.differences.setChecked(True)
        panes = self._parts.concept_view.comparison
        if panes.step(forward):
            return True
        shown = self._parts.concept_view.concept
        slug = None if shown is None else shown.slug
        dialog = self._dialog if self._dialog is not None and self._dialog.loaded else None
        # A concept listed may show none (too long to compare while typing): on to the next.
        while dialog is not None and (slug := dialog.next_slug(slug, forward)) is not None:
            if self._open_slug(slug) and panes.shown:
                panes.select(0 if forward else -1)
                return True
        text = (self.tr("No further difference") if forward else
                self.tr("No earlier difference"))
        self._parts.window.statusBar().showMessage(text, NOTICE_MS)
        return False

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
        self._dialog.worker.finished.connect(parts.concept_view.comparison.know)
        self._dialog.show()
        return self._dialog

    def _follow_order(self, portuguese_first: bool) -> None:
        """View > Portuguese first: the overview's columns too, shown or kept."""
        if self._dialog is not None:
            self._dialog.set_portuguese_first(portuguese_first)
