"""The window's comparison commands: View > Show differences (remembered, with a
legend in the status bar while on), F8 / Shift+F8 from one difference to the
next (on into Compare all's next concept) and View > Compare all."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.glossary import Glossary
from glossary_desktop.ui.reading import ConceptView

if TYPE_CHECKING:
    # Built when first asked for: the first frame does without the table classes.
    from glossary_desktop.ui.compare.all_pairs import CompareAllDialog
    from glossary_desktop.ui.compare.legend import DifferencesLegend

#: How long the status bar says there is no further difference (ms).
NOTICE_MS = 4000


class DifferencesSetting(Protocol):
    """Whether View > Show differences is on, kept between runs."""

    def differences(self) -> bool: ...
    def set_differences(self, on: bool) -> None: ...


class CompareController(QObject):
    """Wires the differences toggle to ``concept_view``'s panes and opens the overview
    of ``glossary`` beside ``window`` (the legend goes in its status bar).

    ``differences``, ``next_difference``, ``previous_difference``, ``compare_all``
    and ``lang_order`` are View > Show differences, Next and Previous difference,
    Compare all and Portuguese first; ``open_slug`` is the window's.

    The legend is built the first time Show differences is on (at start when it
    was left on): a window that never shows differences never builds it, nor the
    kinds' looks it paints its samples with.
    """

    def __init__(
        self,
        window: QMainWindow,
        glossary: Glossary,
        concept_view: ConceptView,
        settings: DifferencesSetting,
        open_slug: Callable[[str], object],
        *,
        differences: QAction,
        next_difference: QAction,
        previous_difference: QAction,
        compare_all: QAction,
        lang_order: QAction,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._glossary = glossary
        self._view = concept_view
        self._settings = settings
        self._lang_order = lang_order
        self._differences = differences
        self._open_slug = open_slug
        self._dialog: CompareAllDialog | None = None
        self._legend: DifferencesLegend | None = None
        #: The shown concept's count of differences (-1: not compared), for a legend built later.
        self._count = -1
        concept_view.comparison.counted.connect(self._set_count)
        differences.toggled.connect(self.set_differences)
        next_difference.triggered.connect(lambda: self.step(forward=True))
        previous_difference.triggered.connect(lambda: self.step(forward=False))
        compare_all.triggered.connect(self.show_overview)
        lang_order.toggled.connect(self._follow_order)
        on = settings.differences()
        differences.setChecked(on)
        self.set_differences(on, save=False)

    @property
    def legend(self) -> DifferencesLegend:
        """The status bar's legend, built when first asked for (after the bar's own
        labels, so in the same place whenever it is built)."""
        if self._legend is None:
            # lazy: 2 modules, 8.5 ms of the window's start-up (the legend, the kinds' looks)
            from glossary_desktop.ui.compare.legend import DifferencesLegend

            legend = DifferencesLegend()
            self._window.statusBar().addWidget(legend)  # which shows it
            legend.setVisible(self._differences.isChecked())
            legend.set_count(self._count)
            self._legend = legend
        return self._legend

    def _set_count(self, count: int) -> None:
        self._count = count
        if self._legend is not None:
            self._legend.set_count(count)

    def set_differences(self, on: bool, save: bool = True) -> None:
        self._view.comparison.set_differences(on)
        if on or self._legend is not None:
            self.legend.setVisible(on)
        if save:
            self._settings.set_differences(on)

    def step(self, forward: bool) -> bool:
        """Select the next (``forward``) or previous difference of the shown concept;
        past its last, the first of the next concept with differences in Compare
        all's order (when it is open), turning Show differences on to see it.
        ``False`` (and a word in the status bar) when there is none."""
        self._differences.setChecked(True)
        panes = self._view.comparison
        if panes.step(forward):
            return True
        shown = self._view.concept
        slug = None if shown is None else shown.slug
        dialog = self._dialog if self._dialog is not None and self._dialog.loaded else None
        # A concept listed may show none (too long to compare while typing): on to the next.
        while dialog is not None and (slug := dialog.next_slug(slug, forward)) is not None:
            if self._open_slug(slug) and panes.shown:
                panes.select(0 if forward else -1)
                return True
        text = (self.tr("No further difference") if forward else
                self.tr("No earlier difference"))
        self._window.statusBar().showMessage(text, NOTICE_MS)
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
        # lazy: 80 modules, 73 ms of the window's start-up
        from glossary_desktop.ui.compare.all_pairs import CompareAllDialog

        self._dialog = CompareAllDialog(
            self._glossary.path, self._open_slug, self._window,
            portuguese_first=self._lang_order.isChecked(),
        )
        self._dialog.worker.finished.connect(self._view.comparison.know)
        self._dialog.show()
        return self._dialog

    def _follow_order(self, portuguese_first: bool) -> None:
        """View > Portuguese first: the overview's columns too, shown or kept."""
        if self._dialog is not None:
            self._dialog.set_portuguese_first(portuguese_first)
