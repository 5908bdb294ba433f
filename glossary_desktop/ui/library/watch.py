"""Following the imported glossary a window reads, which another window or
command on the same user folder may remove or rename meanwhile.

The window keeps its database open, so it would go on showing the removed
glossary as if nothing had happened (and its bookmarks would no longer save:
the store refuses writes to a file no longer at its path). A look at the file
every so often, a ``stat`` with no read, tells the window to say so and go
back to the built-in glossary.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

#: How often the glossary's file is looked at (the bookmarks follow other
#: instances at about the same pace).
WATCH_MS = 1000


class GlossaryWatch(QObject):
    """Emits :attr:`gone` once, when ``db`` is no longer a file at its path."""

    gone = Signal()

    def __init__(self, db: Path, parent: QObject, interval_ms: int = WATCH_MS) -> None:
        super().__init__(parent)
        self.db = db
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> None:
        if not self.db.is_file():
            self.stop()
            self.gone.emit()

    def stop(self) -> None:
        """Stop watching (this window removes or renames the glossary itself)."""
        self._timer.stop()
