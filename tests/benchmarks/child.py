"""The benchmark's child processes: one Qt measurement per process.

Run as a script (``python tests/benchmarks/child.py MODE ...``), never imported
by the app. The hello-world modes import nothing but PySide6, so the app and
its baseline pay the same interpreter and Qt start-up. Every mode prints one
JSON line on stdout.

Modes:

- ``memory-hello`` / ``memory-app DB USERDIR QUERIES``: shows the window, (app)
  runs the searches and scrolls the term list end to end, prints
  ``{"maxrss_kb": n}``, the peak resident set of this process.
- ``keystroke DB USERDIR QUERIES REPS``: per query, the time from setting the
  search box text to the results being in the model and the list painted
  (``keystroke``), to everything settled, the panes showing the best result
  and painted (``panes``), and the engine time alone for the same search (the
  window's result limit). The battery runs REPS rounds, every query once a
  round, so one round's times share the machine's load of a moment; prints
  per query the medians and every round's times (``*_runs``, round order):
  ``{"queries": [...], "limit": n}``.
"""

from __future__ import annotations

import importlib.util
import json
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

ROOT = Path(__file__).resolve().parents[2]
_ALL_EVENTS = QEventLoop.ProcessEventsFlag.AllEvents


class _FirstExpose(QObject):
    """Calls ``then`` once, after the first window is exposed and has painted."""

    def __init__(self, then: Any) -> None:
        super().__init__()
        self._then = then
        self._done = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Expose:
            self._done = True
            # The expose is handled (the backing store painted) after this filter
            # returns; a zero timer runs once that is done.
            QTimer.singleShot(0, self._then)
        return False


def _emit(data: dict[str, Any]) -> None:
    print(json.dumps(data), flush=True)


def _hello() -> QMainWindow:
    """``build/hello.py``'s window, loaded from its file (it imports only PySide6)."""
    spec = importlib.util.spec_from_file_location("hello", ROOT / "build" / "hello.py")
    if spec is None or spec.loader is None:
        raise SystemExit("build/hello.py not found")
    hello = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hello)
    win: QMainWindow = hello.hello_window()
    return win


def _app_window(db: str, user_dir: str) -> QMainWindow:
    from glossary_desktop.app import build_window

    win: QMainWindow = build_window(db_path=Path(db), user_dir=Path(user_dir))
    return win


def _show_and_wait(app: QApplication, win: QMainWindow, then: Any) -> int:
    flt = _FirstExpose(then)
    win.show()
    # On the window's QWindow only (show() created it; the expose comes later,
    # from the event loop). An application-wide filter would see every event
    # of every object and make PySide6 build Python types for all of them,
    # ~50 ms in both processes that no user pays.
    handle = win.windowHandle()
    if handle is None:
        raise SystemExit("the shown window has no native window")
    handle.installEventFilter(flt)
    return app.exec()


def _maxrss_kb() -> int:
    """Peak RSS of this process, KiB.

    ``VmHWM``, not ``getrusage``: Linux keeps ``ru_maxrss`` across fork and
    exec, so a child of a big parent would report the parent's peak.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


# -- driving the app window -------------------------------------------------------------


class Driver:
    """The app window's search box, list and immediate-search hook."""

    def __init__(self, app: QApplication, win: QMainWindow) -> None:
        from PySide6.QtWidgets import QAbstractItemView, QLineEdit

        self.app = app
        self.win = win
        box = win.findChild(QLineEdit, "searchBox")
        view = win.findChild(QAbstractItemView, "termList")
        if box is None or view is None:
            raise SystemExit("window has no QLineEdit 'searchBox' or view 'termList'")
        self.box = box
        self.view = view
        now = getattr(win, "search_now", None)
        if now is None:
            raise SystemExit("window has no search_now() to bypass the debounce")
        self.now: Callable[[], object] = now

    def search(self, text: str) -> int:
        """Type ``text``, search at once, let the view update; the row count."""
        self.box.setText(text)
        self.now()
        self.app.processEvents()
        model = self.view.model()
        return model.rowCount() if model is not None else 0

    def settle(self, passes: int = 10) -> None:
        """Run the event loop until a pass finds nothing to do (at most ``passes``).

        One pass after a search can leave work it posted itself (a pane's
        repaint after its deferred layout); a typist's next key comes long
        after it is done, so a timed keystroke must not pay for it.
        """
        from PySide6.QtCore import QAbstractEventDispatcher

        dispatcher = QAbstractEventDispatcher.instance()
        for _ in range(passes):
            if dispatcher is None or not dispatcher.processEvents(_ALL_EVENTS):
                return

    def scroll_end_to_end(self, steps: int = 200) -> None:
        bar = self.view.verticalScrollBar()
        top = bar.maximum()
        for i in range(steps + 1):
            bar.setValue(top * i // steps)
            self.view.viewport().repaint()  # paint the rows now: fetch them
            self.app.processEvents()
        self.view.scrollToBottom()
        self.app.processEvents()


# -- modes --------------------------------------------------------------------------------


def memory(app: QApplication, win: QMainWindow, queries: list[str] | None) -> int:
    def measure() -> None:
        if queries is not None:
            drv = Driver(app, win)
            for q in queries:
                drv.search(q)
            drv.search("")  # the whole list
            drv.scroll_end_to_end()
        else:
            for _ in range(10):
                app.processEvents()
        _emit({"maxrss_kb": _maxrss_kb()})
        app.quit()

    return _show_and_wait(app, win, measure)


def _window_limit() -> int:
    """How many results the window asks for: the engine floor runs the same search."""
    try:
        from glossary_desktop.ui.search.controller import RESULT_LIMIT
    except ImportError:
        return 50
    return int(RESULT_LIMIT)


def keystroke(app: QApplication, win: QMainWindow, db: str, queries: list[str], reps: int) -> int:
    from glossary_desktop import Glossary

    limit = _window_limit()
    out: list[dict[str, Any]] = []

    def measure() -> None:
        drv = Driver(app, win)
        engine = Glossary.open(db)
        # The list says when its new rows are on screen (it paints them before the
        # panes follow); a window without that signal paints everything at the
        # end of the turn, so both times are then the same.
        listed: list[float] = []
        shown = getattr(drv.view, "shown", None)
        if shown is not None:
            shown.connect(lambda: listed.append(time.perf_counter()))
        engs: dict[str, list[float]] = {q: [] for q in queries}
        keys: dict[str, list[float]] = {q: [] for q in queries}
        panes: dict[str, list[float]] = {q: [] for q in queries}
        rows: dict[str, int] = {}
        for q in queries:
            engine.search(q, limit=limit)  # warm both paths once
            drv.search(q)
        for _ in range(reps):
            for q in queries:
                drv.search("")
                t0 = time.perf_counter()
                engine.search(q, limit=limit)
                t1 = time.perf_counter()
                drv.search("")  # a real change of text each time
                drv.settle()
                listed.clear()
                t2 = time.perf_counter()
                rows[q] = drv.search(q)
                t3 = time.perf_counter()
                engs[q].append(t1 - t0)
                keys[q].append((listed[0] if listed else t3) - t2)
                panes[q].append(t3 - t2)
        for q in queries:
            out.append(
                {
                    "query": q,
                    "engine": statistics.median(engs[q]),
                    "keystroke": statistics.median(keys[q]),
                    "panes": statistics.median(panes[q]),
                    "rows": rows[q],
                    "engine_runs": engs[q],
                    "keystroke_runs": keys[q],
                    "panes_runs": panes[q],
                }
            )
        engine.close()
        _emit({"queries": out, "limit": limit})
        app.quit()

    return _show_and_wait(app, win, measure)


def main(argv: list[str]) -> int:
    mode, args = argv[0], argv[1:]
    app = QApplication([sys.argv[0]])
    win = _hello() if mode.endswith("-hello") else _app_window(args[0], args[1])
    if mode == "memory-hello":
        return memory(app, win, None)
    if mode == "memory-app":
        return memory(app, win, json.loads(Path(args[2]).read_text()))
    if mode == "keystroke":
        return keystroke(app, win, args[0], json.loads(Path(args[2]).read_text()), int(args[3]))
    raise SystemExit(f"unknown mode {mode!r}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
