"""A long task of the window (an import, an export): run in a worker thread
behind a window-modal progress dialog whose Cancel raises a flag the task
looks at all along.

The task's outcome comes back to the window's thread as a finished
:class:`~concurrent.futures.Future`; each job words it (:meth:`ProgressJob.finish`).
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


class ProgressJob(QObject):
    """One task run by :meth:`work` in a worker thread; ``done()`` fires in the
    window's thread after :meth:`finish`, once nothing of the task is left running.

    ``maximum`` 0 makes the dialog a busy indicator; the job words its label,
    title and Cancel button.
    """

    done = Signal()
    # From the worker thread; handled in the GUI thread (a queued connection).
    _finished = Signal(object)

    def __init__(self, name: str, maximum: int, parent: QWidget) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)
        self.dialog = QProgressDialog(parent)
        self.dialog.setObjectName(name)
        self.dialog.setRange(0, maximum)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(0)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)

    def start(self) -> None:
        """Show the dialog and start :meth:`work` in a worker thread."""
        self.dialog.show()
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.dialog.objectName())
        future = executor.submit(self.work)
        future.add_done_callback(self._finished.emit)
        executor.shutdown(wait=False)  # the thread ends with its one task

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Give up: the dialog closes now, the task stops at its next look at the flag."""
        self._cancel.set()
        self.dialog.hide()

    def work(self) -> object:
        """The task, in the worker thread (:attr:`cancelled` says when to stop)."""
        raise NotImplementedError

    def finish(self, future: Future[object]) -> None:
        """Say how the task ended (in the window's thread)."""
        raise NotImplementedError

    def _on_finished(self, future: Future[object]) -> None:
        self.dialog.hide()
        self.dialog.deleteLater()
        self.finish(future)
        self.done.emit()
