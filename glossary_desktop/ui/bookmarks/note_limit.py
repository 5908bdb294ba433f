"""A note's maximum length as the user types, pastes or drops text into its editor.

The limit is the store's (:data:`NOTE_MAX_CHARS`), counted as the store counts:
in characters as Python sees them (code points; an emoji is one). Qt counts
positions in UTF-16 units (an emoji is two): :func:`index_at` and
:func:`position_of` are the only conversions between the two.

What goes over the limit is only ever what is being added: the text that was
there before the keystroke, paste or drop stays whole, and what is added is
kept from its start, up to the limit and never half a character (a surrogate
pair, a letter and its accent, a flag). The input is fitted before Qt inserts
it, so the document never holds more and each input stays one undo step as Qt
makes it. (Cutting after Qt inserted would need the input and its cut in one
edit block, which defers the editor's layout: Qt then reads a stale layout
and crashes.) The editor says how much was not added
(:attr:`LimitedNoteEdit.refused`, :func:`refused_message`).
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, QLocale, QMimeData, Qt, QTextBoundaryFinder, Signal
from PySide6.QtGui import QInputMethodEvent, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit

from glossary_desktop.store.user_db import NOTE_MAX_CHARS


def index_at(text: str, position: int) -> int:
    """The index in ``text`` (code points) of Qt's ``position`` in it (UTF-16
    units); a position inside a surrogate pair gives the pair's index."""
    return len(text.encode("utf-16-le")[: 2 * position].decode("utf-16-le", "ignore"))


def position_of(text: str, index: int) -> int:
    """Qt's position (UTF-16 units) of the index ``index`` (code points) in ``text``."""
    return len(text[:index].encode("utf-16-le")) // 2


def refused_message(count: int) -> str:
    """What the user is told when ``count`` characters were not added (translated)."""
    locale = QLocale()
    limit = locale.toString(NOTE_MAX_CHARS)
    # What was not added first: a narrow window elides the end.
    if count == 1:
        return QCoreApplication.translate(
            "LimitedNoteEdit", "1 character was not added: the note is at its {0}-character limit"
        ).format(limit)
    return QCoreApplication.translate(
        "LimitedNoteEdit", "{1} characters were not added: the note is at its {0}-character limit"
    ).format(limit, locale.toString(count))


def fitted(text: str, room: int) -> str:
    """What of ``text`` fits in ``room`` characters: its start, never half a
    character. Line ends as the editor stores them (CR LF is one)."""
    text = text.replace("\r\n", "\n")
    if len(text) <= room:
        return text
    if room <= 0:
        return ""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    finder.setPosition(position_of(text, room))
    if not finder.isAtBoundary():
        room = index_at(text, finder.toPreviousBoundary())
    return text[:room]


def _adds_text(event: QKeyEvent) -> bool:
    """Whether a key press would insert its text (not a shortcut's control character)."""
    text = event.text()
    if not text:
        return False
    control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
    alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
    if control and not alt:  # Ctrl+Alt is AltGr on some systems: it types
        return False
    return text == "\r" or any(unicodedata.category(c) != "Cc" for c in text)  # \r: Enter


class LimitedNoteEdit(QPlainTextEdit):
    """A plain-text note editor that never holds more than :data:`NOTE_MAX_CHARS`
    characters through what the user types, pastes, drops or composes."""

    #: Characters (code points) just typed or pasted that were not added.
    refused = Signal(int)

    def room(self, replaced: int = 0) -> int:
        """How many characters an input can add where the cursor is (what it
        replaces: the selection, or ``replaced`` characters if more)."""
        cursor = self.textCursor()
        replaced = max(replaced, len(cursor.selectedText()))
        return NOTE_MAX_CHARS - len(self.toPlainText()) + replaced

    def keyPressEvent(self, e: QKeyEvent) -> None:
        text = e.text()
        adds = _adds_text(e) or (text == "\t" and not self.tabChangesFocus())
        # Far from the limit (Qt's length counts an emoji twice): nothing to count.
        units = len(text.encode("utf-16-le")) // 2
        if not adds or self.document().characterCount() - 1 + units <= NOTE_MAX_CHARS:
            super().keyPressEvent(e)
            return
        kept = fitted(text, self.room())
        if not kept:
            e.accept()  # nothing added: no edit, no empty undo step
        elif kept == text:
            super().keyPressEvent(e)
        else:  # a key that types several characters (an emoji sequence)
            super().keyPressEvent(QKeyEvent(
                e.type(), e.key(), e.modifiers(), kept, e.isAutoRepeat(), e.count()
            ))
        self._say_refused(text, kept)

    def inputMethodEvent(self, e: QInputMethodEvent) -> None:
        text = e.commitString()
        if not text:  # a composition in progress is not in the text yet
            super().inputMethodEvent(e)
            return
        note = self.toPlainText()
        start, length = e.replacementStart(), e.replacementLength()
        at = self.textCursor().position() + start
        kept = fitted(text, self.room(index_at(note, at + length) - index_at(note, at)))
        if kept == text:
            super().inputMethodEvent(e)
            return
        shorter = QInputMethodEvent(e.preeditString(), e.attributes())
        shorter.setCommitString(kept, start, length)
        super().inputMethodEvent(shorter)
        self._say_refused(text, kept)

    def insertFromMimeData(self, source: QMimeData) -> None:  # paste, drop
        text = source.text()
        kept = fitted(text, self.room())
        if kept == text:
            super().insertFromMimeData(source)
            return
        data = QMimeData()  # what the editor inserts of a paste: its plain text
        data.setText(kept)
        super().insertFromMimeData(data)
        self._say_refused(text, kept)

    def insertPlainText(self, text: str) -> None:
        kept = fitted(text, self.room())
        super().insertPlainText(kept)
        self._say_refused(text, kept)

    def _say_refused(self, text: str, kept: str) -> None:
        refused = len(text.replace("\r\n", "\n")) - len(kept)
        if refused > 0:
            self.refused.emit(refused)
