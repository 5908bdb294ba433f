"""Run work right after a window's first frame is on screen.

For what the first frame can do without: the window appears as soon as its
visible parts are painted, and the rest follows a moment later, before anyone
can read it. Hooked to the native window's first expose (the frame is painted
and flushed while the expose is handled), not to ``show()``, which comes
before the window is mapped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QWidget


class _FirstExpose(QObject):
    """Removes itself at the first expose and runs ``then`` on the next loop turn."""

    def __init__(self, then: Callable[[], None], window: QWidget) -> None:
        super().__init__(window)
        self._then = then
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose:
            watched.removeEventFilter(self)
            # The window as context: dropped, not run, if it is deleted first.
            QTimer.singleShot(0, self._window, self._then)
            self.deleteLater()
        return False


def after_first_frame(window: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once ``window`` (shown, so it has a native window) has painted.

    Without a native window (never shown), ``then`` runs on the next loop turn.
    """
    handle: QWindow | None = window.windowHandle()  # None (nullptr) until shown
    if handle is None:
        QTimer.singleShot(0, window, then)
        return
    handle.installEventFilter(_FirstExpose(then, window))
