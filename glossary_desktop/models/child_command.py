"""A command of the app's own command line run in a child process for the window,
its ``--progress-lines`` read back as Qt signals (:mod:`glossary_desktop.progress_lines`).

Untrusted or heavy work (an import, the comparison of a whole glossary) runs
there: however long the child computes, whatever it reads, the window's
process only reads its lines between two events and stays responsive; its
garbage collector, its memory and its interpreter lock are not the child's.
:meth:`ChildCommand.stop` ends the child at once (SIGTERM, which the command
line turns into a clean interruption; SIGKILL if it has not ended within
:data:`STOP_GRACE_MS`), and a child never outlives the object that runs it.

The child is this program: the executable itself when frozen (PyInstaller sets
``sys.frozen`` and makes ``sys.executable`` the bundle's program, whose entry,
``build/launch.py``, is the command line), else this Python with ``-m
glossary_desktop``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, Signal

from glossary_desktop.paths import PACKAGE_DIR
from glossary_desktop.progress_lines import (
    ERROR,
    PROGRESS,
    RESULT,
    ChildFailed,
    ProtocolError,
    decode,
    error_from_json,
)

#: How long a child asked to stop has to remove its temporary files before it is killed.
STOP_GRACE_MS = 3000
#: The longest line read from a child: anything longer is not one of its lines.
MAX_LINE = 64 * 2**20
#: How much of the end of a child's error output is kept, to say why it stopped.
STDERR_KEPT = 4096


def own_command() -> list[str]:
    """The program and first arguments that run this app's command line."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    # -P: the current folder is not put first on the path, where a file of the
    # user's (csv.py) would shadow a module of Python's; PYTHONPATH finds ours.
    return [sys.executable, "-P", "-m", "glossary_desktop"]


def _environment() -> QProcessEnvironment:
    env = QProcessEnvironment.systemEnvironment()
    if not getattr(sys, "frozen", False):
        here = str(PACKAGE_DIR.parent)
        env.insert("PYTHONPATH", os.pathsep.join(
            p for p in (here, env.value("PYTHONPATH")) if p))
    return env


class ChildCommand(QObject):
    """``glossary-desktop ARGUMENTS`` in a child process (``ARGUMENTS`` include
    ``--progress-lines``); ``result`` turns its result line into what
    :attr:`succeeded` carries (raising :class:`ProtocolError` on a bad one).

    Signals, in the window's thread: :attr:`progressed` (stage, done, total)
    and :attr:`received` (any other line but the last, as its object) while it
    runs; then, once the child is gone, one of :attr:`succeeded` (the result)
    or :attr:`failed` (the error it reported, rebuilt, or a :class:`ChildFailed`),
    none after :meth:`stop`; and :attr:`finished` in every case.
    """

    progressed = Signal(str, int, int)
    received = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)
    finished = Signal()

    def __init__(
        self, arguments: Sequence[str], result: Callable[[dict[str, Any]], object],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._result_of = result
        self._buffer = bytearray()
        self._errors = bytearray()
        self._result: object = None
        self._ended = False  # a result or an error line came: nothing more may
        self._failure: Exception | None = None
        self.stopped = False
        program, *head = own_command()
        self.process = process = QProcess(self)
        process.setProgram(program)
        process.setArguments([*head, *arguments])
        process.setProcessEnvironment(_environment())
        process.setStandardInputFile(QProcess.nullDevice())  # it reads nothing of ours
        process.readyReadStandardOutput.connect(self._read)
        process.readyReadStandardError.connect(self._read_errors)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._kill = QTimer(self)
        self._kill.setSingleShot(True)
        self._kill.setInterval(STOP_GRACE_MS)
        self._kill.timeout.connect(process.kill)
        # Deleted with its window while the child runs: end it first, quietly
        # (no signal reaches an object being destroyed). The lambda holds the
        # process, not self.
        self.destroyed.connect(lambda *_: _end_now(process))

    def start(self) -> None:
        self.process.start()

    def stop(self) -> None:
        """End the child now; :attr:`finished` follows, with no outcome."""
        self.stopped = True
        self._end()

    def _end(self) -> None:
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.terminate()
            self._kill.start()

    def _read(self) -> None:
        self._buffer += self.process.readAllStandardOutput().data()
        while self._failure is None and (end := self._buffer.find(b"\n")) >= 0:
            line = bytes(self._buffer[:end])
            del self._buffer[:end + 1]
            self._take(line)
        if self._failure is None and len(self._buffer) > MAX_LINE:
            self.reject(ProtocolError(f"a line longer than {MAX_LINE} bytes"))
        if self._failure is not None:
            self._buffer.clear()

    def _take(self, line: bytes) -> None:
        try:
            if self._ended:
                raise ProtocolError("a line after the last one: " + ascii(line[:80]))
            event, obj = decode(line)
            if event == PROGRESS:
                self.progressed.emit(obj["stage"], obj["done"], obj["total"])
            elif event == RESULT:
                self._result, self._ended = self._result_of(obj), True
            elif event == ERROR:
                self._failure, self._ended = error_from_json(obj.get("error")), True
            else:
                self.received.emit(obj)
        except ProtocolError as exc:
            self.reject(exc)

    def reject(self, exc: ProtocolError) -> None:
        """A line that is not one of ours (here, or found so by whoever reads
        :attr:`received`): whatever the child is doing, it is not what was asked.
        It is ended, and reported as a :class:`ChildFailed`."""
        if self._failure is None:
            self._failure = ChildFailed(ChildFailed.GARBAGE, str(exc))
        self._end()

    def _read_errors(self) -> None:
        self._errors += self.process.readAllStandardError().data()
        del self._errors[:-STDERR_KEPT]

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:  # no finished() follows
            if not self.stopped:
                self.failed.emit(ChildFailed(ChildFailed.UNSTARTABLE,
                                             self.process.errorString()))
            self.finished.emit()

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._kill.stop()
        self._read()
        self._read_errors()
        if self._failure is None and self._buffer:
            self.reject(ProtocolError("output cut short: " + ascii(bytes(self._buffer[:80]))))
        normal = status == QProcess.ExitStatus.NormalExit
        if self.stopped:
            pass  # as asked: nothing to say
        elif self._failure is not None:
            self.failed.emit(self._failure)
        elif self._ended and normal and code == 0:
            self.succeeded.emit(self._result)
        else:
            self.failed.emit(ChildFailed(ChildFailed.CRASHED, self._why(normal, code)))
        self.finished.emit()

    def _why(self, normal: bool, code: int) -> str:
        """The last line of the child's error output, else how it ended."""
        said = [s for s in self._errors.decode("utf-8", "replace").splitlines() if s.strip()]
        if said:
            return said[-1].strip()
        return f"exit code {code}" if normal else "ended by the system"


def _end_now(process: QProcess) -> None:
    """End ``process`` and wait for it: asked first, then killed."""
    if process.state() == QProcess.ProcessState.NotRunning:
        return
    process.blockSignals(True)
    process.terminate()
    if not process.waitForFinished(STOP_GRACE_MS):
        process.kill()
        process.waitForFinished(STOP_GRACE_MS)
