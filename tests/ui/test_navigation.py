"""Following links, going back and forward, and reaching things by keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.main_window import MainWindow


def _follow_link(window: MainWindow, lang: Lang, href: str) -> None:
    window.concept_view.panes[lang].anchorClicked.emit(QUrl(href))


def _slug(window: MainWindow) -> str:
    concept = window.current_concept
    assert concept is not None
    return concept.slug


def _mouse_button(widget: QWidget, button: Qt.MouseButton) -> None:
    """Press and release one of the mouse's extra buttons over ``widget``."""
    pos = QPointF(5, 5)
    for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
        event = QMouseEvent(
            kind, pos, widget.mapToGlobal(pos), button, button, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(widget, event)


def test_clicking_a_cross_reference_opens_that_concept(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("clustering-de-gpu")
    with qtbot.waitSignal(window.concept_view.concept_link) as blocker:
        _follow_link(window, Lang.ES, "concept:paralelismo-de-datos")
    assert ["paralelismo-de-datos"] == blocker.args
    assert "paralelismo-de-datos" == _slug(window)
    assert 24 == window.term_list.currentIndex().row()  # selected in the list too
    assert window.concept_view.panes[Lang.PT].toPlainText().startswith("Paralelismo de Dados")


def test_a_link_to_a_missing_concept_does_nothing(window: MainWindow) -> None:
    window.open_slug("dask")
    _follow_link(window, Lang.ES, "concept:no-such-thing")
    assert "dask" == _slug(window)


def test_back_and_forward_actions(window: MainWindow) -> None:
    back, forward = window.actions_.back, window.actions_.forward
    assert not back.isEnabled()
    window.open_slug("clustering-de-gpu")
    _follow_link(window, Lang.ES, "concept:paralelismo-de-datos")
    assert back.isEnabled()
    assert not forward.isEnabled()
    back.trigger()
    assert "clustering-de-gpu" == _slug(window)
    assert forward.isEnabled()
    forward.trigger()
    assert "paralelismo-de-datos" == _slug(window)
    assert not forward.isEnabled()


def test_history_includes_list_selection(window: MainWindow) -> None:
    window.term_list.selectRow(6)  # Dask
    window.term_list.selectRow(29)  # Sharding
    window.actions_.back.trigger()
    assert "dask" == _slug(window)
    assert 6 == window.term_list.currentIndex().row()
    window.actions_.back.trigger()
    assert "agrupacion-de-recursos" == _slug(window)  # shown at start


def test_alt_left_and_alt_right(qtbot: QtBot, window: MainWindow) -> None:
    window.open_slug("dask")
    window.open_slug("sharding")
    window.term_list.setFocus()
    qtbot.keyClick(window.term_list, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert "dask" == _slug(window)
    pane = window.concept_view.panes[Lang.ES]
    pane.setFocus()
    qtbot.keyClick(pane, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert "sharding" == _slug(window)


def test_mouse_back_and_forward_buttons(window: MainWindow) -> None:
    window.open_slug("dask")
    window.open_slug("sharding")
    _mouse_button(window.concept_view.panes[Lang.PT].viewport(), Qt.MouseButton.BackButton)
    assert "dask" == _slug(window)
    _mouse_button(window.term_list.viewport(), Qt.MouseButton.ForwardButton)
    assert "sharding" == _slug(window)
    _mouse_button(window.statusBar(), Qt.MouseButton.BackButton)  # anywhere in the window
    assert "dask" == _slug(window)


def test_ctrl_l_and_ctrl_f_focus_the_search_box(qtbot: QtBot, window: MainWindow) -> None:
    box = window.search_bar.box
    for key in (Qt.Key.Key_L, Qt.Key.Key_F):
        window.term_list.setFocus()
        assert QApplication.focusWidget() is window.term_list
        qtbot.keyClick(window.term_list, key, Qt.KeyboardModifier.ControlModifier)
        assert QApplication.focusWidget() is box


def test_tab_order(qtbot: QtBot, window: MainWindow) -> None:
    bar = window.search_bar
    expected = [bar.scope, bar.volume, window.term_list, *window.concept_view.panes.values()]
    bar.box.setFocus()
    for widget in expected:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is widget


def test_every_action_has_a_shortcut_or_a_menu(window: MainWindow) -> None:
    menu_actions = {a for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()}
    a = window.actions_
    for action in (
        a.back,
        a.forward,
        a.bookmark,
        a.focus_search,
        a.copy_both,
        a.zoom_in,
        a.zoom_out,
        a.zoom_reset,
        a.quit,
    ):
        assert action in menu_actions
        assert not action.shortcut().isEmpty()


@pytest.mark.parametrize(
    "reason",
    [Qt.FocusReason.TabFocusReason, Qt.FocusReason.PopupFocusReason,
     Qt.FocusReason.ActiveWindowFocusReason],
    ids=["tab", "menu-closed", "window-activated"],
)
def test_focusing_the_list_keeps_a_concept_that_is_not_in_it(
    qtbot: QtBot, window: MainWindow, reason: Qt.FocusReason
) -> None:
    """Reading a linked concept that the search did not list, the list gets the
    keyboard focus (Tab, a menu closed over it): the panes stay on what is read,
    the history keeps its way forward, and Down then opens the first row."""
    window.search_now("asincronico")
    window.open_slug("dask")
    window.open_slug("sharding")
    window.actions_.back.trigger()
    assert "dask" == _slug(window)
    window.search_bar.box.setFocus()
    window.term_list.setFocus(reason)
    assert window.term_list.hasFocus()
    assert "dask" == _slug(window)
    assert window.actions_.forward.isEnabled()
    qtbot.keyClick(window.term_list, Qt.Key.Key_Down)
    assert "entrenamiento-asincronico" == _slug(window)
