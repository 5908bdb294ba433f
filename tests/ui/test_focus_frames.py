"""Whichever list, pane or box has the keyboard focus says so plainly.

A keyboard user Tabs from the term list into the panes, the note and the
bookmarks panel. A blinking caret (or Fusion's faint dotted outline on one cell)
is not enough to find the focus at a glance, nor with a screen magnifier: each
of them draws the term list's 2 px frame in the selection colour while focused.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QScrollBar
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.main_window import MainWindow


def _bookmarks_table(window: MainWindow) -> QAbstractScrollArea:
    window.actions_.bookmark.trigger()
    window.bookmarks_panel.set_shown(True)
    return window.bookmarks_panel.dock.table


VIEWS: dict[str, Callable[[MainWindow], QAbstractScrollArea]] = {
    "term list": lambda w: w.term_list,
    "Spanish pane": lambda w: w.concept_view.panes[Lang.ES],
    "Portuguese pane": lambda w: w.concept_view.panes[Lang.PT],
    "note": lambda w: w.note_editor.edit,
    "bookmarks panel": _bookmarks_table,
}


@pytest.mark.parametrize("name", list(VIEWS))
def test_the_focused_view_is_framed_in_the_selection_colour(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    window.open_slug("dask")
    view = VIEWS[name](window)
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    window.search_bar.box.setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    without = view.viewport().grab().toImage()

    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    framed = view.viewport().grab().toImage()

    bottom_left = (1, framed.height() - 2)  # drawn over the content too
    assert highlight == framed.pixelColor(*bottom_left)
    assert highlight != without.pixelColor(*bottom_left)


def _scrollable(window: MainWindow, name: str) -> QAbstractScrollArea:
    """The view ``name`` with more than a screen of content, in a small window."""
    window.resize(700, 420)
    if name == "bookmarks panel":
        for slug in SLUGS[:25]:
            window.open_slug(slug)
            window.actions_.bookmark.trigger()
    window.open_slug("aprendizaje-automatico-distribuido")
    view = VIEWS[name](window)
    if name == "note":
        view.setPlainText("\n".join(f"Línea {i} de la nota" for i in range(60)))
    return view


def _on_screen(window: MainWindow, view: QAbstractScrollArea) -> QImage:
    """What the window system was last given of ``view``'s viewport (offscreen: the
    window's backing store), not a fresh paint."""
    viewport = view.viewport()
    shot = window.screen().grabWindow(window.winId()).toImage()
    return shot.copy(QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()))


SLUGS = (
    "agrupacion-de-recursos", "aprendizaje-automatico-distribuido",
    "aprendizaje-profundo-distribuido", "autoscaling-ml", "balanceo-de-carga-ml",
    "clustering-de-gpu", "dask", "descenso-de-gradiente-distribuido",
    "despliegue-ml-multi-nube", "entrenamiento-asincronico", "entrenamiento-distribuido",
    "entrenamiento-sincronico", "gestion-de-clusteres", "gestion-de-instancias-spot",
    "hadoop-yarn", "inferencia-en-tiempo-real", "infraestructura-como-codigo-para-ml",
    "infraestructura-de-versionado-de-modelos", "kubernetes-para-ml", "ml-de-edge-computing",
    "ml-nativo-en-la-nube", "ml-sin-servidor", "optimizacion-de-inferencia",
    "orquestacion-de-contenedores", "paralelismo-de-datos",
)


@pytest.mark.parametrize("name", list(VIEWS))
def test_a_focused_view_scrolled_shows_what_a_whole_repaint_shows(
    qtbot: QtBot, window: MainWindow, name: str
) -> None:
    """Qt scrolls by moving the viewport's pixels, the frame's with them: its top
    or bottom line stayed on screen across the rows (the term list's stray blue
    lines). After each scroll, the screen must hold what painting it all anew puts
    there."""
    view = _scrollable(window, name)
    bar = view.verticalScrollBar()
    assert bar.maximum() > 0, f"the {name} has nothing to scroll"
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    for action in (
        QScrollBar.SliderAction.SliderSingleStepAdd,
        QScrollBar.SliderAction.SliderSingleStepAdd,
        QScrollBar.SliderAction.SliderPageStepAdd,
        QScrollBar.SliderAction.SliderSingleStepSub,
        QScrollBar.SliderAction.SliderToMaximum,
    ):
        value = bar.value()
        bar.triggerAction(action)
        assert bar.value() != value, f"{action.name} did not scroll the {name}"
        QApplication.processEvents()  # Qt's own partial repaint, as after a wheel turn
        partly = _on_screen(window, view)
        view.viewport().repaint()  # all of it anew
        assert _on_screen(window, view) == partly, f"the {name} after {action.name}"
