"""One reading pane: a ``QTextBrowser`` that shows text and follows only our links.

Definitions are data, so the pane must never act on anything in them: links
open nothing by themselves (``setOpenLinks(False)``), only the internal
``concept:`` scheme is acted on, and :meth:`EntryPane.loadResource` refuses every
resource, so no image or style sheet can make it touch a file or the network.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QTextCursor, QTextOption
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from glossary_desktop.render.html import slug_from_href, style_sheet, suggestion_from_href
from glossary_desktop.ui.look import FocusFramed, is_dark

if TYPE_CHECKING:
    # Annotations only: naming a Qt class here builds its Python type, and
    # none of these is needed before the first click.
    from PySide6.QtCore import QEvent, QUrl
    from PySide6.QtGui import QContextMenuEvent, QWheelEvent
    from PySide6.QtWidgets import QMenu

#: What a copy request asks for.
COPY_TERM, COPY_DEFINITION, COPY_BOTH = "term", "definition", "both"


class EntryPane(FocusFramed, QTextBrowser):
    """Shows one language's entry of the current concept."""

    #: An internal cross-reference was activated (the slug).
    concept_link = Signal(str)
    #: A "Did you mean" spelling was chosen (the word).
    suggestion_link = Signal(str)
    #: Ctrl+wheel: +1 zooms in, -1 out.
    zoom_requested = Signal(int)
    #: Copy the term, the definition or both languages (COPY_*).
    copy_requested = Signal(str)
    #: The mouse is over the character at this document position (-1: off the text).
    pointed = Signal(int)

    def __init__(self, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        # A caret the arrow keys move (Shift+arrows select): the keyboard's way to
        # point at a word and see its counterpart, as the mouse does by hovering.
        self.setTextInteractionFlags(
            self.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        # A 300-letter "word" in a definition wraps instead of widening the pane.
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.restyle()
        self.document().setDocumentMargin(18)
        self.anchorClicked.connect(self._on_anchor)
        # Blocks that go on the paragraph before them (a definition's sentences in rows).
        self._joined: frozenset[int] = frozenset()

    def join_blocks(self, numbers: frozenset[int]) -> None:
        """Blocks (by number) that only lay out one paragraph in several, as a
        definition's sentences in rows are: a copy puts a space before each of
        them, as the source has, not a line break."""
        self._joined = numbers

    def createMimeDataFromSelection(self) -> QMimeData:
        """Qt's copy of the selection; plain text only, with the source's spaces,
        when the selection runs across a joined block."""
        cursor = self.textCursor()
        start, end = cursor.selectionStart(), cursor.selectionEnd()
        document = self.document()
        block, last = document.findBlock(start), document.findBlock(end).blockNumber()
        if not any(block.blockNumber() < n <= last for n in self._joined):
            return super().createMimeDataFromSelection()
        pieces: list[str] = []
        while block.isValid() and block.blockNumber() <= last:
            part = QTextCursor(document)
            part.setPosition(max(start, block.position()))
            end_of_block = block.position() + block.length() - 1
            part.setPosition(min(end, end_of_block), QTextCursor.MoveMode.KeepAnchor)
            if pieces:
                pieces.append(" " if block.blockNumber() in self._joined else "\n")
            pieces.append(part.selection().toPlainText())
            block = block.next()
        data = QMimeData()
        data.setText("".join(pieces))
        return data

    def restyle(self, dark: bool | None = None) -> None:
        """Colours for a ``dark`` or light background (default: this pane's palette);
        they apply from the next ``setHtml``."""
        dark = is_dark(self.palette()) if dark is None else dark
        self.document().setDefaultStyleSheet(style_sheet(dark))

    def _on_anchor(self, url: QUrl) -> None:
        href = url.toString()
        slug = slug_from_href(href)
        if slug is not None:
            self.concept_link.emit(slug)
        word = suggestion_from_href(href)
        if word is not None:
            self.suggestion_link.emit(word)
        # Anything else (which the renderer never makes) is ignored on purpose.

    def loadResource(self, type: int, name: QUrl | str, /) -> Any:
        """Refuse every resource: the content is text; nothing is ever fetched."""
        return None

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_requested.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        point = event.position().toPoint() + QPoint(
            self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        )
        self.pointed.emit(
            self.document().documentLayout().hitTest(point, Qt.HitTestAccuracy.ExactHit)
        )

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.pointed.emit(-1)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.BackButton, Qt.MouseButton.ForwardButton):
            event.ignore()  # up to the window, whose history handles them
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and not self.textCursor().hasSelection():
            self.copy_requested.emit(COPY_BOTH)
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.context_menu(event.pos())
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(event.globalPos())

    def context_menu(self, pos: QPoint) -> QMenu:
        """Qt's menu (Copy, Select All) plus copying the term, definition or both."""
        menu = self.createStandardContextMenu(pos)
        menu.setParent(self, menu.windowFlags())
        menu.addSeparator()
        for name, label, what in (
            ("copyTermAction", self.tr("Copy &term"), COPY_TERM),
            ("copyDefinitionAction", self.tr("Copy &definition"), COPY_DEFINITION),
            ("copyBothAction", self.tr("Copy &both languages"), COPY_BOTH),
        ):
            action = menu.addAction(label)
            action.setObjectName(name)
            action.triggered.connect(lambda _=False, w=what: self.copy_requested.emit(w))
        return menu
