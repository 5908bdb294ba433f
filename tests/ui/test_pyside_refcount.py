"""Guard against a PySide6 build that drops a reference to None on void calls.

PySide6 6.12.0 on Python 3.11 takes one reference from ``None`` on every Qt
method returning nothing; the process dies with ``none_dealloc`` after ~5,000
calls (docs/architecture.md). The calls run in a child process, so a faulty
build shows up as this test's failure with the child's fatal error, not as a
crash of the whole test run. From Python 3.12 ``None`` is immortal: the fault
cannot happen there, and its reference count says nothing, so the test is skipped.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="None is immortal from Python 3.12: nothing to leak"
)

CALLS = 20_000

#: The child: a label, a few warm-up calls, then ``CALLS`` times ``{call}``; prints how
#: many references None lost.
CHILD = """
import ctypes, sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
for i in range(100):  # the first calls may set up PySide's lazy parts, which hold None
    {call}
before = sys.getrefcount(None)
for i in range({calls}):
    {call}
print(before - sys.getrefcount(None))
"""


def lost_references(call: str) -> tuple[int, str]:
    """Run ``call`` many times in a child; (references None lost, or -1, stderr)."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(calls=CALLS, call=call)],
        capture_output=True, text=True, timeout=120, check=False,
    )
    lost = int(done.stdout) if done.returncode == 0 else -1
    return lost, done.stderr


def test_many_void_qt_calls_keep_none_alive() -> None:
    lost, stderr = lost_references("label.setText(str(i))")  # returns None
    assert 0 == lost, stderr


def test_the_check_catches_a_binding_that_drops_references() -> None:
    """What the faulty build does, by hand: the check must see it (a crash or a loss)."""
    drop = "ctypes.pythonapi.Py_DecRef(ctypes.py_object(None))"
    lost, stderr = lost_references(f"label.setText(str(i)); {drop}")
    assert lost == -1 or lost >= CALLS // 2, stderr
