"""The note on the shown concept, under its definitions, saved as the user types.

A note goes through the window's one bookmark writer
(:class:`~glossary_desktop.ui.bookmarks.controller.BookmarksController`), with
the same store and undo as the star. A note needs a bookmark: writing one on a
concept that is not bookmarked bookmarks it (the placeholder says so).

What the editor shows is either what is on disk or what the user typed and is
not saved yet: a save that fails keeps the text (the writer says why in the
status bar) and is tried again on the next keystroke, concept change or close;
a change from another window or command replaces the text only when the user
has nothing unsaved in it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPlainTextEdit, QVBoxLayout, QWidget

from glossary_desktop.domain import Bookmark, BookmarkStatus, Concept
from glossary_desktop.render.html import DARK_COLORS, LIGHT_COLORS
from glossary_desktop.store.user_db import NOTE_MAX_CHARS
from glossary_desktop.ui.bookmarks.controller import BookmarksController
from glossary_desktop.ui.bookmarks.note_limit import (
    LimitedNoteEdit,
    index_at,
    position_of,
    refused_message,
)
from glossary_desktop.ui.look import FittingLabel, FocusFramed, is_dark, warning_box

#: Quiet time after a keystroke before the note is saved: one write per pause,
#: not one per letter, and little to lose if the app dies.
SAVE_DELAY_MS = 600
#: Lines of text the editor shows before it scrolls.
VISIBLE_LINES = 3


class _NoteEdit(FocusFramed, LimitedNoteEdit):
    """The note's text box, framed while it has the focus (a caret alone is faint);
    it stops at the note's maximum length."""


class NoteEditor(QWidget):
    """The shown concept's note (the editor's objectName is ``noteEdit``)."""

    def __init__(self, controller: BookmarksController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notePanel")
        self._controller = controller
        self._concept: Concept | None = None
        #: The glossary whose bookmarks hold the concept's note (``None``: the window's).
        self._glossary: str | None = None
        self._dirty = False  # typed here and not on disk yet
        #: Notes that could not be saved when the user moved to another concept, by
        #: glossary and slug: shown again (unsaved) there, and tried again on close.
        self._unsaved: dict[tuple[str, str], tuple[Concept, str]] = {}
        self._loading = False  # setting the text in code, not the user typing
        #: What the last input could not add (its message), until an edit is whole.
        self._refusal = ""
        self.edit = _NoteEdit(self)
        self.edit.setObjectName("noteEdit")
        self.edit.setTabChangesFocus(True)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.edit.setAccessibleName(self.tr("Note"))
        self.edit.setAccessibleDescription(self.tr(
            "Your note on the term shown, saved as you type; writing one bookmarks the term"
        ))
        lines = VISIBLE_LINES * self.edit.fontMetrics().lineSpacing()
        self.edit.setFixedHeight(lines + 2 * round(self.edit.document().documentMargin()) + 4)
        # Alt+N (the mnemonic) puts the cursor in the note from anywhere in the window.
        # "My": the glossary's own notes ("Note:") sit just above in the panes.
        self.heading = QLabel(self.tr("MY &NOTE"), self)
        self.heading.setObjectName("noteHeading")
        self.heading.setBuddy(self.edit)
        # Elided (whole in its tooltip) rather than widening the window in a
        # narrow one: "5 characters were not added: ..." is long.
        self.state = FittingLabel("", self)
        self.state.setObjectName("noteState")
        self._restyle()
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.state)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 4, 18, 8)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.edit)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        self.edit.textChanged.connect(self._on_text_changed)
        self.edit.refused.connect(self._on_refused)
        controller.changed.connect(self.reload)
        controller.about_to_remove.connect(self._before_remove)
        self.show_concept(None)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme chosen, or the desktop's
            self._restyle()

    def _restyle(self) -> None:
        """Muted labels in the panes' muted colour for this palette."""
        muted = (DARK_COLORS if is_dark(self.palette()) else LIGHT_COLORS)["muted"]
        self.heading.setStyleSheet(f"color: {muted}; font-weight: 600; letter-spacing: 1px;")
        self.state.setStyleSheet(f"color: {muted};")

    # -- what is shown ---------------------------------------------------------------

    @property
    def dirty(self) -> bool:
        """Whether the editor holds text that is not on disk yet."""
        return self._dirty

    @property
    def text(self) -> str:
        return self.edit.toPlainText()

    def show_concept(self, concept: Concept | None, glossary: str | None = None) -> None:
        """Show the note of ``concept`` of ``glossary`` (``None``: the window's); the
        last one's unsaved text is saved first."""
        same = (
            concept is not None and self._concept is not None
            and self._key(concept.slug, glossary) == self._key(self._concept.slug, self._glossary)
        )
        if same and self._dirty:
            self._concept = concept
            return  # the same concept re-shown by a search: keep typing
        if not self.flush() and self._concept is not None:
            self._unsaved[self._key(self._concept.slug, self._glossary)] = (
                self._concept, self.text)
        self._concept, self._glossary = concept, glossary
        self._dirty = False
        self._refusal = ""
        self.setVisible(concept is not None)
        kept = (self._unsaved.pop(self._key(concept.slug, glossary), None)
                if concept is not None else None)
        if kept is None:
            self.reload()
            return
        self.reload()  # read-only state and placeholder, then the unsaved text over it
        self._set_text(kept[1])
        self._dirty = True
        self._show_state(self.tr("Not saved"))

    def flush_all(self) -> bool:
        """Save the note being typed and every note left unsaved on another concept
        (the window closes); ``False`` if any could not be saved."""
        saved = self.flush()
        for key, (concept, text) in list(self._unsaved.items()):
            if self._controller.set_note(Bookmark.of(concept), text, key[0]):
                del self._unsaved[key]
        return saved and not self._unsaved

    def unsaved_reason(self) -> str | None:
        """:meth:`flush_all` (the window closes): ``None`` if every note is saved,
        else why the last one was not (the writer's words; "" if it said none)."""
        reasons: list[str] = []

        def heard(reason: str) -> None:
            reasons.append(reason)

        self._controller.failed.connect(heard)
        try:
            saved = self.flush_all()  # what was typed in the last pause too
        finally:
            self._controller.failed.disconnect(heard)
        return None if saved else (reasons[-1] if reasons else "")

    def _key(self, slug: str, glossary: str | None) -> tuple[str, str]:
        """Where a note is kept: its glossary's id (``None``: the window's) and slug."""
        return (self._controller.stores.home.id if glossary is None else glossary, slug)

    def _before_remove(self, glossary: str, slug: str) -> None:
        shown = self._concept
        if shown is not None and self._key(shown.slug, self._glossary) == (glossary, slug):
            self.flush()
        self._unsaved.pop((glossary, slug), None)  # removing it is the user's last word

    def reload(self) -> None:
        """Show the note on disk, unless the user has unsaved text in the editor."""
        concept = self._concept
        if concept is None or self._dirty:
            return
        store = self._controller.store_of(self._glossary)
        mark = store.get(concept.slug)
        ours = mark is not None and mark.status(concept) is BookmarkStatus.OK
        # A bookmark whose slug now names another concept keeps its note for that
        # one: this concept's editor must not write over it.
        theirs = mark is not None and not ours
        note = mark.note if mark is not None and ours else ""
        too_long = len(note) > NOTE_MAX_CHARS  # from another tool: shown, not editable
        if too_long:
            note = note[:NOTE_MAX_CHARS] + "…"
        # A glossary without bookmarks yet has no file: the first note makes it.
        writable = store.writable or self._controller.stores.unmade(self._glossary)
        self.edit.setReadOnly(not writable or too_long or theirs)
        self._set_text(note)
        if not writable:
            placeholder = self.tr("Bookmarks are read-only: no note can be written here")
        elif theirs:
            placeholder = ""  # the state beside the heading says why
        elif ours:
            placeholder = self.tr("Your note on this term (saved as you type)")
        else:
            placeholder = self.tr("Write a note here to bookmark this term with it")
        if placeholder != self.edit.placeholderText():
            self.edit.setPlaceholderText(placeholder)
            # Qt repaints a placeholder when it appears or goes, not when its
            # words change while it shows: the box would go on saying the old one.
            # (A hidden box is painted whole when shown; nor asks for a viewport,
            # which makes PySide resolve every lazy QtWidgets class.)
            if self.edit.isVisible():
                self.edit.viewport().update()
        if too_long:
            self._show_state(self.tr("Too long to edit here"))
        elif theirs:
            self._show_state(self.tr("The bookmark with this name is about another concept"))
        elif not writable:
            self._show_state(self.tr("Read-only"))
        else:
            self._show_state("")

    def _set_text(self, note: str) -> None:
        old = self.edit.toPlainText()
        if note == old:
            return
        index = index_at(old, self.edit.textCursor().position())
        self._loading = True
        try:
            self.edit.setPlainText(note)
        finally:
            self._loading = False
        # Keep the cursor after as many characters when the text changes under
        # it (another window saved this note while this one has the editor
        # focused), never inside an emoji.
        cursor = self.edit.textCursor()
        cursor.setPosition(position_of(note, min(index, len(note))))
        self.edit.setTextCursor(cursor)

    def _show_state(self, text: str) -> None:
        self.state.setText(text)
        self.state.setToolTip(text)

    # -- typing and saving -------------------------------------------------------------

    def _on_text_changed(self) -> None:
        if self._loading:
            return
        self._dirty = True
        self._refusal = ""  # an input cut at the limit says so after this
        self._show_state(self.tr("Editing…"))
        self._timer.start()  # restarts: saved after a pause in typing

    def _on_refused(self, count: int) -> None:
        self._refusal = refused_message(count)
        self._show_state(self._refusal)

    def flush(self) -> bool:
        """Save unsaved text now (a pause in typing, a concept change, the window
        closing); ``False`` if it could not be saved (it stays in the editor)."""
        self._timer.stop()
        concept = self._concept
        if not self._dirty or concept is None:
            return True
        text = self.edit.toPlainText()
        mark = self._controller.store_of(self._glossary).get(concept.slug)
        if mark is None and not text.strip():
            self._dirty = False  # nothing typed on a concept that has no bookmark
            self._show_state("")
            return True
        # Still "dirty" during the write: the writer's "changed" signal, emitted
        # inside it, must not put the disk's text over the user's if it failed.
        if not self._controller.set_note(Bookmark.of(concept), text, self._glossary):
            self._show_state(self.tr("Not saved"))
            return False
        self._dirty = False
        self.reload()  # a note on an unbookmarked concept bookmarked it: new placeholder
        # What was not added matters more than "Saved", which the user expects.
        self._show_state(self._refusal or self.tr("Saved"))
        return True


def ask_to_lose_note(parent: QWidget, reason: str) -> bool:
    """Whether to close ``parent`` although a note could not be saved (``reason``);
    keeping the window open is the default answer."""
    box = warning_box(parent, QCoreApplication.translate("NoteEditor", "Note not saved"),
                      QCoreApplication.translate(
                          "NoteEditor", "{0}\n\nClose anyway? What you typed in the note "
                          "will be lost.").format(reason))
    keep = box.addButton(QCoreApplication.translate("NoteEditor", "Keep Open"),
                         QMessageBox.ButtonRole.RejectRole)
    close = box.addButton(QCoreApplication.translate("NoteEditor", "Close Anyway"),
                          QMessageBox.ButtonRole.DestructiveRole)
    box.removeButton(box.button(QMessageBox.StandardButton.Ok))
    box.setDefaultButton(keep)
    box.exec()
    return box.clickedButton() is close
