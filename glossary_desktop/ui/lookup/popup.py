"""The small window beside the pointer with the concept a selection names.

Frameless, above the others, and never active: it is shown without activation
and refuses the focus (``WindowDoesNotAcceptFocus``; on X11 a tool-tip window,
which the window manager does not manage), so the program the user types in
keeps the keyboard. It holds both terms in the reader's order, the start of each
definition, the star and "Open in window". It goes when the pointer leaves it
for a moment, on a click elsewhere in this application, and on Esc.

Esc needs the keys, and the focus must stay where the user types. So the popup
takes the keyboard (a keyboard grab, which moves no focus: the window system
still names the other program's window as the focused one) only once the
pointer has moved on it, by more than a drag's distance from where it opened
(it opens under the pointer, so merely appearing is not a move; a user who
moves onto it is using it), and gives it back the moment the pointer leaves it
or it closes. While it has the keys, Esc closes it and other keys do nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCursor,
    QEnterEvent,
    QFont,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.domain import Concept, Lang
from glossary_desktop.ui.look import star_icon

#: How long the pointer may be outside the popup before it closes.
LEAVE_MS = 600
#: The width of the popup, and how much of each definition it shows.
WIDTH = 420
DEFINITION_CHARS = 180
#: Where the pointer is inside the popup when it opens (so that leaving it counts).
POINTER_INSIDE = QPoint(24, 8)


def definition_start(text: str, limit: int = DEFINITION_CHARS) -> str:
    """The first ``limit`` characters of ``text``, cut at a word, with "…" if cut."""
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] or text[:limit]
    return cut.rstrip(" ,;:.") + "…"


class LookupPopup(QFrame):
    """The popup (objectName ``lookupPopup``); one per window, refilled per selection."""

    #: The star was clicked: the concept, and whether it is to be bookmarked.
    star_wanted = Signal(object, bool)
    #: "Open in window": the concept's slug.
    open_wanted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint
                         | Qt.WindowType.WindowStaysOnTopHint
                         | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setObjectName("lookupPopup")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        self.setFixedWidth(WIDTH)
        self.concept: Concept | None = None
        self._leave = QTimer(self)
        self._leave.setSingleShot(True)
        self._leave.setInterval(LEAVE_MS)
        self._leave.timeout.connect(self.hide)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self._entries = QVBoxLayout()
        top.addLayout(self._entries, 1)
        self.star = QToolButton(self)
        self.star.setObjectName("lookupStar")
        self.star.setIcon(star_icon())
        self.star.setCheckable(True)
        self.star.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.star.clicked.connect(self._star_clicked)
        top.addWidget(self.star, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.open_button = QPushButton(self.tr("Open in window"), self)
        self.open_button.setObjectName("lookupOpen")
        self.open_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.open_button.clicked.connect(self._open_clicked)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        self._labels: list[QLabel] = []
        #: Where the pointer was when the popup opened: moving away from it is "using it".
        self._opened_at = QPoint()
        #: Whether the popup holds the keyboard (a grab: no focus moved).
        self.has_keyboard = False

    def show_concept(self, concept: Concept, order: tuple[Lang, ...], starred: bool,
                     pointer: QPoint | None = None) -> None:
        """Fill in ``concept`` (its entries in ``order``) and show it at ``pointer``."""
        self.concept = concept
        for label in self._labels:
            label.hide()  # out of the layout now, deleted later
            label.deleteLater()
        self._labels = []
        for lang in order:
            entry = concept.entries.get(lang)
            if entry is None:
                continue
            term = self._label(entry.term)
            bold = QFont(term.font())
            bold.setBold(True)
            term.setFont(bold)
            self._label(definition_start(entry.definition))
        self.set_starred(starred)
        self.setWindowTitle(self.tr("{0} — Look up").format(concept.title))
        self.adjustSize()
        self._opened_at = pointer if pointer is not None else QCursor.pos()
        self._give_keyboard_back()  # a new concept: the pointer has not moved on it yet
        self.move(self._place(self._opened_at))
        self.show()  # a tool tip's window: above the others without raise()
        self._leave.stop()

    def set_starred(self, on: bool) -> None:
        self.star.setChecked(on)
        self.star.setToolTip(self.tr("Remove the bookmark") if on
                             else self.tr("Bookmark this term"))

    def _label(self, text: str) -> QLabel:
        label = QLabel(self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # glossary text is never markup
        label.setWordWrap(True)
        label.setText(text)
        self._entries.addWidget(label)
        label.show()  # a child added to a popup already shown stays hidden otherwise
        self._labels.append(label)
        return label

    def _place(self, pointer: QPoint) -> QPoint:
        """Top left such that ``pointer`` is just inside, the whole popup on its screen."""
        screen = QApplication.screenAt(pointer) or QApplication.primaryScreen()
        area: QRect = screen.availableGeometry()
        spot = QRect(pointer - POINTER_INSIDE, self.size())
        spot.moveRight(min(spot.right(), area.right()))
        spot.moveBottom(min(spot.bottom(), area.bottom()))
        spot.moveLeft(max(spot.left(), area.left()))
        spot.moveTop(max(spot.top(), area.top()))
        return spot.topLeft()

    def _star_clicked(self, checked: bool) -> None:
        if self.concept is not None:
            self.star_wanted.emit(self.concept, checked)

    def _open_clicked(self) -> None:
        if self.concept is not None:
            self.hide()
            self.open_wanted.emit(self.concept.slug)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._leave.stop()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._give_keyboard_back()
        self._leave.start()
        super().leaveEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        _application().installEventFilter(self)  # a click elsewhere closes it

    def hideEvent(self, event: QHideEvent) -> None:
        _application().removeEventFilter(self)
        self._give_keyboard_back()
        self._leave.stop()
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Application-wide: the labels under the pointer have no mouse tracking, so
        # their moves reach no handler of the popup, only the application's filters.
        if not isinstance(watched, QWidget):
            return False
        if event.type() == QEvent.Type.MouseButtonPress and watched.window() is not self:
            self.hide()
        elif (event.type() == QEvent.Type.MouseMove and watched.window() is self
              and isinstance(event, QMouseEvent)):
            self._moved_to(event.globalPosition().toPoint())
        return False

    def _moved_to(self, where: QPoint) -> None:
        away = (where - self._opened_at).manhattanLength()
        if (not self.has_keyboard and away >= QApplication.startDragDistance()
                and self.rect().contains(self.mapFromGlobal(where))):
            self.grabKeyboard()
            self.has_keyboard = True

    def _give_keyboard_back(self) -> None:
        if self.has_keyboard:
            self.releaseKeyboard()
            self.has_keyboard = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
        else:
            super().keyPressEvent(event)


def _application() -> QApplication:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app
