"""Reading: zoom, copying, panes scrolling together."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Concept, Hit, Lang
from glossary_desktop.ui.reading.concept_view import MAX_ZOOM, ConceptView
from glossary_desktop.ui.reading.entry_pane import COPY_DEFINITION, COPY_TERM
from glossary_desktop.ui.window.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def _point_size(window: MainWindow, lang: Lang = Lang.ES) -> float:
    return window.concept_view.panes[lang].font().pointSizeF()


def _clipboard() -> str:
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    return clipboard.text()


def test_zoom_keys(qtbot: QtBot, window: MainWindow) -> None:
    base = _point_size(window)
    widget = window.term_list
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Plus, CTRL)
    assert 1 == window.concept_view.zoom
    qtbot.keyClick(widget, Qt.Key.Key_Equal, CTRL)
    assert 2 == window.concept_view.zoom
    assert _point_size(window) > base
    assert _point_size(window) == _point_size(window, Lang.PT)  # both panes
    qtbot.keyClick(widget, Qt.Key.Key_Minus, CTRL)
    assert 1 == window.concept_view.zoom
    qtbot.keyClick(widget, Qt.Key.Key_0, CTRL)
    assert 0 == window.concept_view.zoom
    assert base == _point_size(window)


def test_zoom_is_bounded(window: MainWindow) -> None:
    for _ in range(MAX_ZOOM + 5):
        window.actions_.zoom_in.trigger()
    assert MAX_ZOOM == window.concept_view.zoom


def test_ctrl_wheel_zooms_plain_wheel_scrolls(window: MainWindow) -> None:
    pane = window.concept_view.panes[Lang.PT]
    for modifiers, expected in ((CTRL, 1), (Qt.KeyboardModifier.NoModifier, 1)):
        event = QWheelEvent(
            QPointF(10, 10),
            QPointF(pane.mapToGlobal(QPoint(10, 10))),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(pane.viewport(), event)
        assert expected == window.concept_view.zoom


def test_copy_term_definition_and_both(window: MainWindow) -> None:
    window.open_slug("dask")
    view = window.concept_view
    es, pt = window.current_concept.es, window.current_concept.pt
    view.copy(COPY_TERM, Lang.PT)
    assert pt.term == _clipboard()
    view.copy(COPY_DEFINITION, Lang.ES)
    assert es.definition == _clipboard()
    window.actions_.copy_both.trigger()
    assert f"{es.term}\n{es.definition}\n\n{pt.term}\n{pt.definition}" == _clipboard()


def test_ctrl_c_copies_the_concept_or_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("clustering-de-gpu")
    pane = window.concept_view.panes[Lang.ES]
    pane.setFocus()
    qtbot.keyClick(pane, Qt.Key.Key_C, CTRL)
    assert _clipboard().startswith("Clustering de GPU\nAgregación")  # Spanish only: no PT entry
    cursor = pane.document().find("múltiples GPU")
    pane.setTextCursor(cursor)
    qtbot.keyClick(pane, Qt.Key.Key_C, CTRL)
    assert "múltiples GPU" == _clipboard()
    window.term_list.setFocus()
    qtbot.keyClick(window.term_list, Qt.Key.Key_C, CTRL)
    assert _clipboard().startswith("Clustering de GPU\n")


def test_context_menu_offers_the_copies(window: MainWindow) -> None:
    window.open_slug("dask")
    pane = window.concept_view.panes[Lang.PT]
    menu = pane.context_menu(QPoint(5, 5))  # built, not popped up: offscreen has no popups
    names = {a.objectName(): a for a in menu.actions()}
    assert {"copyTermAction", "copyDefinitionAction", "copyBothAction"} <= set(names)
    names["copyTermAction"].trigger()
    assert window.current_concept.pt.term == _clipboard()
    names["copyDefinitionAction"].trigger()
    assert window.current_concept.pt.definition == _clipboard()
    menu.deleteLater()


def test_panes_scroll_together(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(700, 300)
    window.concept_view.set_zoom(MAX_ZOOM)
    window.open_slug("entrenamiento-sincronico")
    es = window.concept_view.panes[Lang.ES].verticalScrollBar()
    pt = window.concept_view.panes[Lang.PT].verticalScrollBar()
    qtbot.waitUntil(lambda: es.maximum() > 0 and pt.maximum() > 0)
    es.setValue(es.maximum())
    assert pt.maximum() == pt.value()
    pt.setValue(0)
    assert 0 == es.value()


@pytest.mark.parametrize(
    ("queries", "rebuilt"),
    [
        (["sincronico", "sincronico "], [True, False]),  # same words: same highlights
        (["sincronico", "entrenamiento"], [True, True]),  # other words highlighted
        # Nothing found: the panes say so without rendering the concept they leave.
        (["sincronico", "qqqxz", "zzqqx"], [True, False, False]),
        (["", "   "], [False, False]),  # no query, no highlights either way
    ],
)
def test_panes_are_rebuilt_only_when_their_highlights_change(
    monkeypatch: pytest.MonkeyPatch, window: MainWindow, queries: list[str], rebuilt: list[bool]
) -> None:
    window.open_slug("entrenamiento-sincronico")
    built: list[int] = []
    render = ConceptView._html

    def counted(self: ConceptView, concept: Concept, lang: Lang, hit: Hit | None) -> str:
        built.append(1)
        return render(self, concept, lang, hit)

    monkeypatch.setattr(ConceptView, "_html", counted)
    seen = []
    for query in queries:
        before = len(built)
        window.search_now(query)
        seen.append(len(built) > before)
    assert seen == rebuilt
