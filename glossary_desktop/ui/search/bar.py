"""The search box and its filters.

Only widgets and their signals; what a search does is the controller's job
(:mod:`glossary_desktop.ui.search.controller`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QWidget,
)

from glossary_desktop.domain import GlossaryRef, Scope, Volume
from glossary_desktop.models.sourced import shown
from glossary_desktop.ui.look import ElidedCombo, clear_icon

#: The scope combo's extra entry: bookmarked concepts only (a slug filter, not a Scope).
BOOKMARKED = "bookmarked"

#: Characters the search box keeps at any width (a two-word query), and the few a
#: filter is cut down to first when the window is narrow ("Todos os…").
SEARCH_MIN_CHARS = 22
FILTER_MIN_CHARS = 8


class SearchLineEdit(QLineEdit):
    """The search box (objectName ``searchBox``): Esc clears, Down and Enter leave it."""

    down_pressed = Signal()
    enter_pressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchBox")
        self.setAccessibleName(self.tr("Search"))
        self.setAccessibleDescription(
            self.tr("Type to search terms and definitions in Spanish and Portuguese")
        )
        # Not setClearButtonEnabled(): the style's themed icon is an icon-theme
        # lookup at start-up under X11. The same button, icon drawn.
        self.clear_action = self.addAction(
            clear_icon(), QLineEdit.ActionPosition.TrailingPosition
        )
        self.clear_action.setObjectName("clearSearchAction")
        self.clear_action.setText(self.tr("Clear"))  # its accessible name
        self.clear_action.setToolTip(self.tr("Clear"))
        self.clear_action.setVisible(False)
        self.clear_action.triggered.connect(self._clear_by_button)
        self.textChanged.connect(lambda text: self.clear_action.setVisible(bool(text)))
        # Window shortcuts that a line edit would otherwise keep for itself
        # (Ctrl+D is "delete character" in a QLineEdit on X11).
        self.passed_shortcuts: list[QKeySequence] = []

    def minimumSizeHint(self) -> QSize:
        """Room for :data:`SEARCH_MIN_CHARS` characters: the filters give way first."""
        hint = super().minimumSizeHint()
        room = self.fontMetrics().averageCharWidth() * SEARCH_MIN_CHARS
        return QSize(max(hint.width(), room), hint.height())

    def _clear_by_button(self) -> None:
        self.clear()
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and self.text():
            self.clear()
            return
        if key == Qt.Key.Key_Down:
            self.down_pressed.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter_pressed.emit()
            return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            pressed = QKeySequence(event.keyCombination())
            if any(
                pressed.matches(s) == QKeySequence.SequenceMatch.ExactMatch
                for s in self.passed_shortcuts
            ):
                event.ignore()  # let the window's shortcut have it
                return True
        return super().event(event)


class SearchBar(QWidget):
    """Search box, scope and volume filters."""

    #: The filters changed (run the search again at once).
    filters_changed = Signal()

    def __init__(self, volumes: list[Volume], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = SearchLineEdit(self)
        self.box.setPlaceholderText(
            self.tr("Search Spanish and Portuguese terms and definitions  (Ctrl+L)")
        )
        self.scope = self._scope_combo()
        self.volume = self._volume_combo(volumes)
        #: Which glossary of the library to search: shown only when it has several.
        self.glossary = self._glossary_combo()
        self._lay_out()
        self.scope.currentIndexChanged.connect(self.filters_changed)
        self.volume.currentIndexChanged.connect(self.filters_changed)
        self.glossary.currentIndexChanged.connect(self.filters_changed)

    def _lay_out(self) -> None:
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        row.setSpacing(8)
        row.addWidget(self.box, 1)
        row.addWidget(self.scope)
        row.addWidget(self.volume)
        row.addWidget(self.glossary)

    def _scope_combo(self) -> QComboBox:
        combo = ElidedCombo(self, min_chars=FILTER_MIN_CHARS)
        combo.setObjectName("scopeFilter")
        combo.setAccessibleName(self.tr("Which terms"))
        combo.setAccessibleDescription(self.tr("Which terms to list"))
        combo.setToolTip(self.tr("Which terms to list"))
        combo.addItem(self.tr("All terms"), Scope.ALL.value)
        combo.addItem(self.tr("Both languages"), Scope.BOTH.value)
        combo.addItem(self.tr("Missing Portuguese"), Scope.MISSING_PT.value)
        combo.addItem(self.tr("Missing Spanish"), Scope.MISSING_ES.value)
        combo.addItem(self.tr("Bookmarked only"), BOOKMARKED)
        return combo

    def _volume_combo(self, volumes: list[Volume]) -> QComboBox:
        combo = ElidedCombo(self, min_chars=FILTER_MIN_CHARS)
        combo.setObjectName("volumeFilter")
        combo.setAccessibleName(self.tr("Volume"))
        combo.setAccessibleDescription(self.tr("Which source volume to list"))
        combo.setToolTip(self.tr("Which source volume to list"))
        combo.addItem(self.tr("All volumes"), None)
        for volume in volumes:
            combo.addItem(volume.name, volume.id)
        return combo

    def _glossary_combo(self) -> QComboBox:
        combo = ElidedCombo(self, min_chars=FILTER_MIN_CHARS)
        combo.setObjectName("glossaryFilter")
        combo.setAccessibleName(self.tr("Glossary"))
        combo.setAccessibleDescription(self.tr("Which glossary of the library to search"))
        combo.setToolTip(self.tr("Which glossary of the library to search"))
        combo.addItem(self.tr("All glossaries"), None)
        combo.setVisible(False)
        return combo

    def set_glossaries(self, refs: list[GlossaryRef]) -> None:
        """The library's glossaries, offered one by one (shown from two on)."""
        for ref in refs:
            label, name = shown(ref)
            self.glossary.addItem(label, ref.id)
            self.glossary.setItemData(self.glossary.count() - 1, name,
                                      Qt.ItemDataRole.ToolTipRole)
        self.glossary.setVisible(len(refs) > 1)

    # -- state ---------------------------------------------------------------------

    @property
    def scope_value(self) -> str:
        return str(self.scope.currentData())

    @property
    def volume_id(self) -> int | None:
        data = self.volume.currentData()
        return None if data is None else int(data)

    @property
    def glossary_id(self) -> str | None:
        """The glossary chosen (its ref id, "" for the built-in one); None: all."""
        data = self.glossary.currentData()
        return None if data is None else str(data)

    def set_scope(self, value: str) -> None:
        index = self.scope.findData(value)
        if index >= 0:
            self.scope.setCurrentIndex(index)

    def set_volume(self, volume_id: int | None) -> None:
        index = self.volume.findData(volume_id)
        if index >= 0:
            self.volume.setCurrentIndex(index)
