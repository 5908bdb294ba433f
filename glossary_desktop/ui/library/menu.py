"""The window's side of the user library: File > Import glossary... (and files
dropped on the window), File > Export..., and the Glossaries menu that lists the
built-in glossary with the imported ones, switches, renames and removes them.

Switching is the application's job (a new window over the other glossary, see
:func:`glossary_desktop.app.switch_glossary`): this controller only asks for it
with :attr:`LibraryController.switch_requested`, from the event loop, never from
inside the menu action that is still running.

The first frame shows none of the dialogs, the import's progress or the export:
their modules (and the export formats' writers) are imported when first used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QDropEvent
from PySide6.QtWidgets import QMainWindow, QMenu

from glossary_desktop.errors import UserError
from glossary_desktop.glossary import Glossary
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.library.bookmarks_import import BookmarksImport
from glossary_desktop.ui.library.exporting import start_export
from glossary_desktop.ui.library.file_dialogs import (
    FolderSettings,
    ask_export,
    ask_import_files,
    ask_save_path,
    dropped_files,
)
from glossary_desktop.ui.library.removal import EXPORT_FIRST, REMOVE, ask_removal, remove_glossary
from glossary_desktop.ui.look import (
    ask_text,
    confirm,
    inform,
    show_message,
    show_warning,
)

if TYPE_CHECKING:
    from glossary_desktop.ui.library.export_dialog import ExportChoice
    from glossary_desktop.ui.library.export_job import ExportJob
    from glossary_desktop.ui.library.import_job import ImportJob
    from glossary_desktop.ui.library.watch import GlossaryWatch

class LibraryController(QObject):
    """Import, export and the Glossaries menu of one main window.

    Built by the window, before its menus: the window puts :attr:`import_action` and
    :attr:`export_action` in its File menu and :attr:`menu` (Glossaries) in its menu
    bar, in their places. ``window`` is the dialogs' parent, where files are dropped
    and whose status bar says an export's result; ``glossary`` and ``store`` are what
    it reads (exported), ``settings`` where the file dialogs open.
    ``current`` is the imported glossary the window shows (``None``: the
    built-in one). The dialogs are attributes (``ask_text``, ``confirm``,
    ``ask_import_files``, ``ask_export``, ``ask_save_path``, ``warn``, ``inform``) so
    that automation can answer them; the file dialogs are given the folder (or the
    path in it) to start in.
    """

    #: The name of the glossary to open ("" for the built-in one).
    switch_requested = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        library: Library,
        current: str | None,
        *,
        glossary: Glossary,
        store: UserStore,
        settings: FolderSettings,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.library = library
        self.current = current
        self._glossary = glossary
        self._store = store
        self._settings = settings
        self.job: ImportJob | None = None
        #: What the window opened next has to say (an import's result), or "".
        self.notice = ""
        self.export_job: ExportJob | None = None
        self.ask_text: Callable[[str, str, str], str | None] = partial(ask_text, window)
        self.confirm: Callable[[str, str], bool] = partial(confirm, window)
        #: Before removing a glossary with bookmarks: REMOVE, EXPORT_FIRST or KEEP.
        self.ask_removal: Callable[[str, str], str] = partial(ask_removal, window)
        self.ask_import_files: Callable[[Path], list[str]] = partial(ask_import_files, window)
        self.ask_export: Callable[[], ExportChoice | None] = lambda: ask_export(
            window, has_bookmarks=bool(store.slugs()))
        self.ask_save_path: Callable[[str], str] = partial(ask_save_path, window)
        self.warn: Callable[[str, str], None] = partial(show_warning, window)
        self.inform: Callable[[str, str, str], None] = partial(inform, window)
        #: Said once a removed glossary's bookmarks are saved: no parent, its window is gone.
        self.tell: Callable[[str, str], None] = partial(show_message, None)
        self.import_action = QAction(self.tr("&Import glossary…"), window)
        self.import_action.setObjectName("importAction")
        self.import_action.setShortcut("Ctrl+I")
        self.import_action.setStatusTip(self.tr("Add a glossary of your own from TBX, CSV or "
                                                "text files"))
        self.import_action.triggered.connect(self.choose_files)
        self.export_action = QAction(self.tr("&Export…"), window)
        self.export_action.setObjectName("exportAction")
        self.export_action.setShortcut("Ctrl+E")
        self.export_action.triggered.connect(self.export)
        self.rename_action = QAction(self.tr("&Rename this glossary…"), window)
        self.rename_action.setObjectName("renameGlossaryAction")
        self.rename_action.triggered.connect(self.rename_current)
        self.remove_action = QAction(self.tr("Re&move this glossary…"), window)
        self.remove_action.setObjectName("removeGlossaryAction")
        self.remove_action.triggered.connect(self.remove_current)

        self.bookmarks_import = BookmarksImport(window, glossary.path, store.path.parent)
        # Owned by the menu bar like the window's own menus (the window adds it).
        self.menu = QMenu(self.tr("G&lossaries"), window.menuBar())
        self.menu.setObjectName("glossariesMenu")
        # The fixed commands now (every action in a menu from the start); the
        # glossaries above them when the menu opens, which reads the library's folder.
        self._listed: QActionGroup | None = None
        self._listed_end = self.menu.addSeparator()
        self.menu.addAction(self.import_action)
        self.menu.addAction(self.rename_action)
        self.menu.addAction(self.remove_action)
        self.rename_action.setEnabled(current is not None)
        self.remove_action.setEnabled(current is not None)
        self.menu.aboutToShow.connect(self.fill_menu)
        window.setAcceptDrops(True)
        window.installEventFilter(self)
        self.watch: GlossaryWatch | None = None
        if current is not None:  # removed or renamed elsewhere: said, not read on
            # lazy: 1 module, 1.3 ms of the window's start-up
            from glossary_desktop.ui.library.watch import GlossaryWatch

            self.watch = GlossaryWatch(glossary.path, self)
            self.watch.gone.connect(self._gone_elsewhere)

    @property
    def file_actions(self) -> list[QAction]:
        """What goes in the window's File menu, in order (before Quit)."""
        return [self.import_action, self.export_action, self.bookmarks_import.action]

    # -- the Glossaries menu -----------------------------------------------------------

    def fill_menu(self) -> None:
        """The built-in glossary and the imported ones, the current one checked, as
        the library holds them now (above the menu's fixed commands)."""
        if self._listed is not None:
            for action in self._listed.actions():
                self.menu.removeAction(action)
            self._listed.deleteLater()  # and its actions with it
        group = self._listed = QActionGroup(self.menu)
        names: list[str | None] = [None, *(e.name for e in self.library.list())]
        for name in names:
            label = self.tr("Built-in glossary") if name is None else name
            action = QAction(label.replace("&", "&&"), group)
            action.setCheckable(True)
            action.setChecked(name == self.current)
            action.setData(name or "")
            action.triggered.connect(lambda _=False, n=name or "": self.request_switch(n))
            self.menu.insertAction(self._listed_end, action)
        self.rename_action.setEnabled(self.current is not None)
        self.remove_action.setEnabled(self.current is not None)

    def request_switch(self, name: str) -> None:
        """Open ``name`` ("": the built-in glossary) from the event loop; the one being
        read is opened again, its files read afresh (what a "Not saved" asks for)."""
        QTimer.singleShot(0, lambda: self.switch_requested.emit(name))

    def _gone_elsewhere(self) -> None:
        self.warn(self.tr("Glossaries"), self.tr(
            "The glossary \u201c{0}\u201d was removed or renamed by another window or "
            "command. The built-in glossary opens instead.").format(self.current))
        self.request_switch("")

    def rename_current(self) -> None:
        if self.current is None:
            return
        new = self.ask_text(self.tr("Rename glossary"), self.tr("New name:"), self.current)
        if new is None or new == self.current:
            return
        if self.watch is not None:  # this window moves it: not "renamed elsewhere"
            self.watch.stop()
        try:
            self.library.rename(self.current, new, reindex=False)
        except (UserError, OSError) as exc:
            self._error(self.tr("Rename glossary"), exc)
            return
        self._reindex()
        # The open database moved with its folder: reopen it under its new name.
        self.current = None
        self.request_switch(new)

    def remove_current(self) -> None:
        if self.current is None:
            return
        question = self.tr("Remove the glossary \u201c{0}\u201d and its bookmarks? "
                           "This cannot be undone.").format(self.current)
        if self._store.bookmarks():  # asked first, with an export offered
            question += " " + self.tr("A backup of its bookmarks is saved in your data "
                                      "folder before it goes.")
            answer = self.ask_removal(self.tr("Remove glossary"), question)
            if answer == EXPORT_FIRST:
                self.export()  # removed, if still wanted, by asking again
            if answer != REMOVE:
                return
        elif not self.confirm(self.tr("Remove glossary"), question):
            return
        name, library, title = self.current, self.library, self.tr("Remove glossary")
        if self.watch is not None:  # this window removes it: not "removed elsewhere"
            self.watch.stop()
        # Back to the built-in glossary first (its window closes the database),
        # then the files go: queued after the switch, and this window with it.
        self.request_switch("")

        QTimer.singleShot(0, lambda: remove_glossary(
            library, name, title, then=self._reindex, tell=self.tell))

    def _reindex(self) -> None:
        # lazy: 1 module, 0.7 ms of the window's start-up (the child protocol's when it runs)
        from glossary_desktop.ui.library.reindex import reindex_in_child

        # Parented to the application: the window may be replaced (a switch) first.
        reindex_in_child(self.library.root.parent, QCoreApplication.instance() or self)

    # -- import ------------------------------------------------------------------------

    def choose_files(self) -> None:
        """File > Import glossary…: the dialog opens where the last import took its
        files (else in the documents folder), and remembers where this one did."""
        # lazy: 1 module, 2.2 ms of the window's start-up
        from glossary_desktop.ui.library.folders import start_folder

        settings = self._settings
        files = self.ask_import_files(start_folder(settings.import_folder()))
        if files:
            settings.set_import_folder(str(Path(files[0]).parent))
            self.import_files([Path(f) for f in files])

    def import_files(self, files: Sequence[Path]) -> ImportJob:
        """Start importing ``files`` as one new glossary; opened when it is built."""
        # lazy: 80 modules, 73 ms of the window's start-up
        from glossary_desktop.ui.library.import_job import ImportJob

        job = ImportJob(self.library, files, self.window)
        job.imported.connect(lambda name: self._imported(job, name))
        job.failed.connect(lambda text: self.warn(self.tr("Import glossary"), text))
        self.job = job
        job.start()
        return job

    def _imported(self, job: ImportJob, name: str) -> None:
        """Say what the import could not pair or corrected, if anything; then open it,
        its window saying what was built (:attr:`notice`)."""
        # lazy: 5 modules, 11 ms of the window's start-up
        from glossary_desktop.ui.library.import_report import ImportReport

        words = ImportReport()
        said = words.report_text(name, job.report) if job.report is not None else None
        if said is not None:
            self.inform(self.tr("Import glossary"), *said)
        if job.report is not None:
            self.notice = words.opened_text(name, job.report)
        self.request_switch(name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Files dropped on the window are imported."""
        kind = event.type()
        if watched is not self.window or kind not in (QEvent.Type.DragEnter, QEvent.Type.Drop):
            return False

        assert isinstance(event, QDropEvent)
        files = dropped_files(event)
        if not files:
            return False
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.import_files(files)
        return True

    # -- export ------------------------------------------------------------------------

    def export(self) -> None:
        """Ask what and where, then write it in the background (:mod:`.exporting`)."""
        choice = self.ask_export()
        if choice is None:
            return
        job = start_export(self.window, choice, glossary=self._glossary, store=self._store,
                           current=self.current, settings=self._settings,
                           ask_save_path=self.ask_save_path, warn=self.warn)
        if job is not None:
            self.export_job = job

    # -- errors ------------------------------------------------------------------------

    def show_error(self, exc: UserError | OSError) -> None:
        """The glossary asked for could not be opened: say why, stay on this one."""
        self._error(self.tr("Glossaries"), exc)

    def _error(self, title: str, exc: UserError | OSError) -> None:
        # lazy: 80 modules, 80 ms of the window's start-up
        from glossary_desktop.ui.library.import_job import describe  # the wording of every failure

        self.warn(title, describe(exc))

