"""Hello-world PySide6 window: the start-up baseline for the packaged app.

Built by ``build/hello.spec`` with exactly the trimming of the real app, so the
two executables differ only in what the app itself does before its window is
up. It shows one window, waits until the window system has exposed it, prints
``hello: window <ms> ms after launch, platform <name>`` and exits 0. With
``--bare`` the window is empty instead (no text, no ``Qt`` namespace enums):
a reference the benchmark prints, not a baseline.

Deliberately standalone: importing anything from ``glossary_desktop`` here
would make the baseline pay part of the app's start-up cost. The launch clock
below mirrors :func:`glossary_desktop.selftest.launch_time`.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

LAUNCH_ENV = "GLOSSARY_DESKTOP_LAUNCH_TIME"
#: The app's default window size (``glossary_desktop.ui.window.settings``): like
#: for like. The benchmark (``tests/benchmarks/child.py``) shows this same window.
SIZE = (1100, 700)


def hello_window() -> QMainWindow:
    """The hello-world window: a title and one centred line of text."""
    from PySide6.QtCore import Qt  # here: the bare window leaves its enums out

    window = QMainWindow()
    window.setWindowTitle("Hola | Olá")
    label = QLabel("Hola, mundo | Olá, mundo", alignment=Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(*SIZE)
    return window


def bare_window() -> QMainWindow:
    """An empty window of the same size: no text, no Qt enum, the cheapest possible."""
    window = QMainWindow()
    window.setCentralWidget(QWidget(window))
    window.resize(*SIZE)
    return window


def launch_time() -> float:
    """When this program was launched (epoch seconds).

    ``$GLOSSARY_DESKTOP_LAUNCH_TIME`` when the launcher set it (this includes a
    onefile build's unpacking, which happens in a parent process), else this
    process's start time from ``/proc`` (10 ms resolution).
    """
    env = os.environ.get(LAUNCH_ENV)
    if env:
        return float(env)
    with open("/proc/self/stat", "rb") as fh:
        fields = fh.read().rsplit(b")", 1)[1].split()
    started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: start, since boot
    return time.time() - (time.clock_gettime(time.CLOCK_BOOTTIME) - started)


def main() -> int:
    launched = launch_time()
    app = QApplication(sys.argv[:1])
    window = bare_window() if "--bare" in sys.argv[1:] else hello_window()
    window.show()
    deadline = time.monotonic() + 10
    while not window.windowHandle().isExposed():
        if time.monotonic() > deadline:
            print("hello: window never exposed", file=sys.stderr)
            return 1
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    shown_ms = (time.time() - launched) * 1000
    print(f"hello: window {shown_ms:.0f} ms after launch, platform {app.platformName()}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
