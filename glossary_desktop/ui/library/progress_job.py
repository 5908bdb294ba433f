"""A long task of the window (an import, an export) behind a window-modal progress
dialog whose Cancel ends it: the window's one pattern for work in the background.

Where the task runs is the job's choice, one of two:

- untrusted or heavy work (an import) runs as the app's own command line in a
  child process (:class:`~glossary_desktop.models.child_command.ChildCommand`):
  nothing it reads can freeze the window, and Cancel ends the process at once;
- light work on the window's own data (an export of the glossary it reads) runs
  on Qt's thread pool (:meth:`ProgressJob.run_pooled`), looking at
  :attr:`ProgressJob.cancelled` as it goes.

Either way :attr:`ProgressJob.done` fires in the window's thread once nothing of
the task is left running, and a job deleted with its window stops its task.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    Signal,
    Slot,
)
from PySide6.QtWidgets import QProgressDialog, QWidget


class ProgressJob(QObject):
    """One task, started by :meth:`begin` and ended early by :meth:`stop`; ``done()``
    fires in the window's thread after the job has said how it ended.

    ``maximum`` 0 makes the dialog a busy indicator; the job words its label,
    title and Cancel button.
    """

    done = Signal()

    def __init__(self, name: str, maximum: int, parent: QWidget) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        # Deleted with its window: the task stops. The lambda holds the event, not self.
        cancel = self._cancel
        self.destroyed.connect(lambda *_: cancel.set())
        self.dialog = QProgressDialog(parent)
        self.dialog.setObjectName(name)
        self.dialog.setRange(0, maximum)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(0)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)

    def start(self) -> None:
        """Show the dialog and start the task."""
        self.dialog.show()
        self.begin()

    @property
    def cancelled(self) -> bool:
        """Whether Cancel was pressed (or the job deleted): any thread may ask."""
        return self._cancel.is_set()

    def cancel(self) -> None:
        """Give up: the dialog closes now, the task ends (:meth:`stop`)."""
        self._cancel.set()
        self.dialog.hide()
        self.stop()

    def begin(self) -> None:
        """Start the task (in a child process, or :meth:`run_pooled`)."""
        raise NotImplementedError

    def stop(self) -> None:
        """End the task early; a pooled task stops by itself at its next look at
        :attr:`cancelled`."""

    def ended(self) -> None:
        """The task is over and its outcome said: the dialog goes, ``done()`` fires."""
        self.dialog.hide()
        self.dialog.deleteLater()
        self.done.emit()

    def run_pooled(
        self, work: Callable[[Callable[[int], None]], object], finish: Callable[[Outcome], None]
    ) -> None:
        """``work(report)`` on Qt's thread pool, where ``report(n)`` moves the dialog's
        bar to ``n``; then ``finish(outcome)`` and :meth:`ended` in the window's
        thread (nothing if the job was deleted meanwhile)."""
        self._finish = finish
        relay = _Relay()
        relay.progressed.connect(self._show_progress)
        relay.finished.connect(self._pooled_finished)
        relay.finished.connect(relay.deleteLater)
        QThreadPool.globalInstance().start(_Task(work, relay))

    @Slot(int)
    def _show_progress(self, done: int) -> None:
        if not self.cancelled:
            self.dialog.setValue(min(done, self.dialog.maximum()))

    @Slot(object)
    def _pooled_finished(self, outcome: Outcome) -> None:
        self._finish(outcome)
        self.ended()


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a pooled task ended: its value, or the exception it raised."""

    value: object = None
    error: BaseException | None = None

    def result(self) -> object:
        """The value, or the exception raised again."""
        if self.error is not None:
            raise self.error
        return self.value


class _Relay(QObject):
    """Carries a pooled task's progress and outcome to the window's thread.

    Owned by the application, not by the job: it outlives a job deleted with its
    window while the task runs, so the task never emits on a deleted object (the
    job's end of the connections goes with the job), and it is deleted in the
    window's thread once its outcome is delivered.
    """

    progressed = Signal(int)
    finished = Signal(object)

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())


class _Task(QRunnable):
    def __init__(self, work: Callable[[Callable[[int], None]], object], relay: _Relay) -> None:
        super().__init__()
        self._work, self._relay = work, relay

    def run(self) -> None:
        try:
            outcome = Outcome(self._work(self._relay.progressed.emit))
        except BaseException as exc:  # said in the window's thread, as the task's outcome
            outcome = Outcome(error=exc)
        self._relay.finished.emit(outcome)
