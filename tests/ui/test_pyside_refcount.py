"""Guard against a PySide6 build that drops a reference to None on void calls.

PySide6 6.12.0 on Python 3.11 takes one reference from ``None`` on every Qt
method returning nothing; the process dies with ``none_dealloc`` after ~5,000
calls (ARCHITECTURE.md). 20,000 calls here would crash this test run at once.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

CALLS = 20_000


def test_many_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    label = QLabel(parent)
    before = sys.getrefcount(None)
    for i in range(CALLS):
        label.setText(str(i))  # returns None: the faulty build leaks a reference here
    after = sys.getrefcount(None)
    assert str(CALLS - 1) == label.text()
    # Immortal None (3.12+) reports a huge constant; on 3.11 the count must not drop.
    assert after >= before - 100
