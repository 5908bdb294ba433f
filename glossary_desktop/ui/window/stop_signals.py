"""SIGINT and SIGTERM as a Qt signal, so that the window closes as when the user
closes it: the note typed in the last pause and the settings are saved.

Without this, Ctrl+C in the terminal that started the window printed a
``KeyboardInterrupt`` traceback and left the window open, and a SIGTERM (a
logout or a shutdown) ended the process at once, losing both.

Python runs a signal handler only between two lines of Python, which may be long
in coming while Qt's event loop waits. The recipe of Qt's "Calling Qt Functions
From Unix Signal Handlers": the C-level handler writes the signal's number to a
socket (the standard library's :func:`signal.set_wakeup_fd`), and a
:class:`QSocketNotifier` on its other end wakes the loop.
"""

from __future__ import annotations

import signal
import socket
from collections.abc import Callable, Iterable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

#: The signals that ask the window to close.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)

_Handler = Callable[[int, FrameType | None], object] | int | None


def _wake_only(signum: int, frame: FrameType | None) -> None:
    """The Python-level handler: the work is done from the event loop."""


class StopSignals(QObject):
    """Emits :attr:`received` with the signal's number, from the event loop, for
    each of ``signals`` the process gets; :meth:`restore` puts back the handlers
    it replaced. Install it from the main thread."""

    received = Signal(int)

    def __init__(self, parent: QObject | None = None,
                 signals: Iterable[signal.Signals] = STOP_SIGNALS) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        # A signal the app was started ignoring stays ignored: a job started in the
        # background by a script, or under nohup, is not meant to stop on it.
        self._old: dict[signal.Signals, _Handler] = {
            number: signal.signal(number, _wake_only)
            for number in signals
            if signal.getsignal(number) is not signal.SIG_IGN
        }
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._read)

    def _read(self) -> None:
        try:
            numbers = self._reader.recv(64)
        except BlockingIOError:
            return
        for number in numbers:
            if number in self._old:  # the wake-up file hears every Python-handled signal
                self.received.emit(number)

    def restore(self) -> None:
        """The handlers and wake-up file from before, and the socket closed."""
        self._notifier.setEnabled(False)
        for number, handler in self._old.items():
            signal.signal(number, handler)
        signal.set_wakeup_fd(self._old_fd)
        self._reader.close()
        self._writer.close()
