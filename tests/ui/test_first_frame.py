"""Work deferred to just after a window's first frame runs once, after it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.window.first_frame import after_first_frame


def test_runs_once_after_the_first_expose(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[bool] = []
    window.show()
    after_first_frame(window, lambda: calls.append(window.windowHandle().isExposed()))
    assert [] == calls  # not before the frame
    qtbot.waitUntil(lambda: calls != [])
    assert [True] == calls
    window.hide()
    window.show()  # a second expose
    qtbot.waitExposed(window)
    for _ in range(3):  # a kept filter's zero timer would run in these turns
        QApplication.processEvents()
    assert [True] == calls


def test_a_window_never_shown_runs_it_on_the_next_turn(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[int] = []
    after_first_frame(window, lambda: calls.append(1))
    assert [] == calls
    qtbot.waitUntil(lambda: calls == [1])


def test_nothing_runs_for_a_window_deleted_before_its_turn(qapp: QApplication) -> None:
    """A window disposed before the loop turns (a glossary switch) is not filled in."""
    from PySide6.QtCore import QEvent

    calls: list[int] = []
    widget = QWidget()
    after_first_frame(widget, lambda: calls.append(1))
    widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for _ in range(3):
        qapp.processEvents()

    assert [] == calls
