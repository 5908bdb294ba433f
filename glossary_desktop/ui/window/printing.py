"""File > Print… and File > Export PDF…: the concept shown, the bookmarks with
their notes, or the list's concepts (a search's results) as a two-column
bilingual sheet, in the window's language order (:mod:`glossary_desktop.models.sheet_print`).

The window room: it reads what three rooms show (the panes' concept, the
bookmarks, the term list). Its dialogs are replaceable (``ask_what``,
``ask_printer``, ``ask_pdf_path``), for tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QLocale, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog

from glossary_desktop.domain import Lang
from glossary_desktop.errors import UserError
from glossary_desktop.export import Item, NothingToExport
from glossary_desktop.ui.look import show_warning

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QMainWindow, QStatusBar

    from glossary_desktop.domain import Concept
    from glossary_desktop.export.sheet import SheetWords
    from glossary_desktop.glossary import Glossary
    from glossary_desktop.models.term_list import TermListModel
    from glossary_desktop.store.user_db import UserStore
    from glossary_desktop.ui.library import LibraryController
    from glossary_desktop.ui.reading import ConceptView

    class PrintedWindow(Protocol):
        """What this reads of the main window (not imported: the window imports this)."""

        glossary: Glossary
        store: UserStore
        term_model: TermListModel
        concept_view: ConceptView
        @property
        def library(self) -> LibraryController | None: ...

        @property
        def current_concept(self) -> Concept | None: ...

        def statusBar(self) -> QStatusBar: ...

#: At most this many of the list's concepts are printed (a sheet, not a book).
MAX_LIST = 1000
CONCEPT, BOOKMARKS, LIST = "concept", "bookmarks", "list"


class SheetPrinting(QObject):
    """The two actions, and what they print."""

    def __init__(self, window: PrintedWindow) -> None:
        widget = cast("QMainWindow", window)  # the main window is one
        super().__init__(widget)
        self.window = window
        self.widget = widget
        self.print_action = QAction(self.tr("&Print…"), widget)
        self.print_action.setObjectName("printAction")
        self.print_action.setShortcut("Ctrl+P")
        self.print_action.triggered.connect(self.print_sheet)
        self.pdf_action = QAction(self.tr("Export P&DF…"), widget)
        self.pdf_action.setObjectName("exportPdfAction")
        self.pdf_action.triggered.connect(self.export_pdf)
        self.ask_what: Callable[[], str | None] = self._ask_what
        self.ask_printer: Callable[[QPrinter], bool] = self._ask_printer
        self.ask_pdf_path: Callable[[], str] = self._ask_pdf_path
        self.warn: Callable[[str, str], None] = self._warn

    @property
    def actions(self) -> list[QAction]:
        """What goes in the window's File menu, in order."""
        return [self.print_action, self.pdf_action]

    # -- the actions --------------------------------------------------------------

    def print_sheet(self) -> None:
        # lazy: 1 module, 4.9 ms of the window's start-up
        from PySide6.QtPrintSupport import QPrinter

        # lazy: 1 module, 8.1 ms of the window's start-up
        from glossary_desktop.models.sheet_print import print_sheet

        chosen = self._chosen()
        if chosen is None:
            return
        items, words = chosen
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if self.ask_printer(printer):
            print_sheet(items, words, self._first(), printer, QLocale())

    def export_pdf(self) -> None:
        # lazy: 2 modules, 1.2 ms of the window's start-up
        from glossary_desktop.export.files import write_file

        # lazy: 1 module, 8.4 ms of the window's start-up
        from glossary_desktop.models.sheet_print import write_pdf

        chosen = self._chosen()
        if chosen is None:
            return
        items, words = chosen
        path = self.ask_pdf_path()
        if not path:
            return
        try:  # the save dialog asked before replacing a file
            write_file(Path(path), lambda out: write_pdf(items, out, words, self._first(),
                                                         QLocale()),
                       force=True, binary=True,
                       reading=(self.window.glossary.path, self.window.store.path))
        except (UserError, OSError) as exc:
            # lazy: 8 modules, 12 ms of the window's start-up
            from glossary_desktop.ui.library import describe_export_error

            self.warn(self.tr("Export PDF"), describe_export_error(exc))
            return
        self.window.statusBar().showMessage(self.tr("Saved {0}").format(path), 10_000)

    # -- what is printed ------------------------------------------------------------

    def _chosen(self) -> tuple[list[Item], SheetWords] | None:
        # lazy: 3 modules, 8 ms of the window's start-up (the sheet's words, html's entities)
        from glossary_desktop.export.sheet import SheetWords

        # lazy: 1 module, 8.1 ms of the window's start-up
        from glossary_desktop.models.sheet_print import dated

        # lazy: 2 modules, 6.1 ms of the window's start-up
        from glossary_desktop.ui.library import bookmarked, nothing_to_export

        what = self.ask_what()
        if what is None:
            return None
        window = self.window
        try:
            if what == BOOKMARKS:
                items, said = bookmarked(window.glossary, window.store), self.tr("Bookmarks")
            elif what == CONCEPT:
                concept = window.current_concept
                if concept is None:
                    raise NothingToExport(NothingToExport.EMPTY)
                items, said = [(concept, self._note(concept.slug))], self.tr("Concept")
            else:
                items, said = self._listed(), self.tr("Search results")
        except NothingToExport as exc:
            self.warn(self.tr("Print"), nothing_to_export(exc))
            return None
        library = window.library
        name = (library.current if library is not None else None) or self.tr("Built-in glossary")
        names = (self.tr("Spanish"), self.tr("Portuguese"))
        if self._first() is Lang.PT:
            names = names[::-1]
        words = SheetWords(name, "", names, self.tr("Note"))
        return items, dated(words, said, QLocale())

    def _listed(self) -> list[Item]:
        model = self.window.term_model
        items = []
        for row in range(min(model.rowCount(), MAX_LIST)):
            concept = model.concept_at(row)
            if concept is not None:
                items.append((concept, self._note(concept.slug)))
        if not items:
            raise NothingToExport(NothingToExport.EMPTY)
        return items

    def _note(self, slug: str) -> str:
        mark = self.window.store.get(slug)
        return mark.note if mark is not None else ""

    def _first(self) -> Lang:
        return Lang.PT if self.window.concept_view.portuguese_first else Lang.ES

    # -- dialogs --------------------------------------------------------------------

    def _ask_what(self) -> str | None:
        choices = {self.tr("The concept shown"): CONCEPT,
                   self.tr("The bookmarks, with their notes"): BOOKMARKS,
                   self.tr("The list (search results)"): LIST}
        label, ok = QInputDialog.getItem(self.widget, self.tr("Print"), self.tr("Print:"),
                                         list(choices), 0, False)
        return choices[label] if ok else None

    def _ask_printer(self, printer: QPrinter) -> bool:
        # lazy: 1 module, 2.8 ms of the window's start-up
        from PySide6.QtPrintSupport import QPrintDialog

        dialog = QPrintDialog(printer, self.widget)
        return dialog.exec() == QPrintDialog.DialogCode.Accepted

    def _ask_pdf_path(self) -> str:
        path, _ = QFileDialog.getSaveFileName(
            self.widget, self.tr("Export PDF"), str(Path.home() / "glossary.pdf"),
            self.tr("PDF files (*.pdf)"))
        return path

    def _warn(self, title: str, text: str) -> None:
        show_warning(self.widget, title, text)
