"""Selected text in other programs, as Qt reports it: no polling.

On X11 the primary selection (what is selected anywhere) changes with Qt's
``QClipboard.selectionChanged``; where there is no primary selection (Wayland,
Windows, macOS) the clipboard's ``dataChanged`` stands in: a copy, not a
selection. A burst of changes (a drag that selects word by word) is looked at
once, when it settles. A selection this application owns (made in its own
window) is not looked at; neither is any text while the watch is off.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QClipboard, QGuiApplication

from glossary_desktop.lookup.selection import worth_looking_up

#: How long a selection must stay the same before it is looked up.
SETTLE_MS = 300


def selection_mode(clipboard: QClipboard) -> QClipboard.Mode:
    """The X11 primary selection where there is one, else the clipboard."""
    if clipboard.supportsSelection():
        return QClipboard.Mode.Selection
    return QClipboard.Mode.Clipboard


def selected_text(clipboard: QClipboard) -> str:
    """What is selected now (``lookup --selection``): the primary selection, else
    (none, or empty) the clipboard."""
    mode = selection_mode(clipboard)
    found = clipboard.text(mode)
    if not found.strip() and mode is not QClipboard.Mode.Clipboard:
        found = clipboard.text(QClipboard.Mode.Clipboard)
    return found


class SelectionWatch(QObject):
    """Emits :attr:`selected` with the text worth a popup each time another program's
    selection settles, while :meth:`set_on`."""

    #: The text to look up (already through :func:`worth_looking_up`).
    selected = Signal(str)
    #: A selection that is not worth a popup replaced the last one.
    dropped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clipboard = QGuiApplication.clipboard()
        self._mode = selection_mode(self._clipboard)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._look)
        self._on = False

    @property
    def on(self) -> bool:
        """Whether selections are watched."""
        return self._on

    def set_on(self, on: bool) -> None:
        if on == self._on:
            return
        self._on = on
        signal = (self._clipboard.selectionChanged if self._mode is QClipboard.Mode.Selection
                  else self._clipboard.dataChanged)
        if on:
            signal.connect(self._changed)
        else:
            signal.disconnect(self._changed)
            self._settle.stop()

    def _changed(self) -> None:
        self._settle.start()  # armed by Qt's signal only: idle costs nothing

    def _owned(self) -> bool:
        """Whether the selection was made here: this application owns it, or one of its
        windows is the active one (a platform may not say who owns its clipboard)."""
        if QGuiApplication.applicationState() == Qt.ApplicationState.ApplicationActive:
            return True
        if self._mode is QClipboard.Mode.Selection:
            return self._clipboard.ownsSelection()
        return self._clipboard.ownsClipboard()

    def _look(self) -> None:
        if not self._on or self._owned():
            return
        text = worth_looking_up(self._clipboard.text(self._mode))
        if text is None:
            self.dropped.emit()
        else:
            self.selected.emit(text)
