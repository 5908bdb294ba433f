"""Processor time to the first window, from source: the app against hello-world.

    python build/startup_cpu.py [--rounds 15] [--db PATH] [TREE ...]

For a machine shared with other work, where wall-clock times swing with the
load: each child reports its own processor time (user + system, from the
parent's ``os.wait4``) up to its window's first expose, where it exits at once.
Hello-world is ``build/hello.py``'s window; the app takes the self-test's path
in ``cli.main``'s order (our command line imported and parsed, then Qt,
``build_window``, show), from each source TREE given
(default: this one), so two checkouts can be compared (``main`` against a
branch). One untimed run of each first (the bytecode cache), then interleaved
rounds, the order rotating each round; prints medians, each tree's ratio to
hello-world and, for two trees, the second's time over the first's round by
round (median and middle half).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def child(kind: str, db: str) -> None:
    """In the child: show the window, and exit the moment it is exposed."""
    if kind == "hello":
        from PySide6.QtCore import QEventLoop
        from PySide6.QtWidgets import QApplication

        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from hello import hello_window

        app = QApplication(sys.argv[:1])
        window = hello_window()
    else:
        # As cli.main does it: the command line parsed, then Qt.
        from glossary_desktop import cli

        argv = ["--self-test", "--db", db]
        if hasattr(cli, "parse"):  # main()'s steps since 2026-12-03
            cli.parse(argv)
            cli.qt_free_layers_first()
        else:  # an older tree, to compare with
            cli.make_parser().parse_args(argv)
        from PySide6.QtCore import QEventLoop
        from PySide6.QtWidgets import QApplication

        from glossary_desktop.app import build_window

        app = QApplication(sys.argv[:1])
        window = build_window(db, tempfile.mkdtemp(prefix="startup-cpu-"))
    window.show()
    while (handle := window.windowHandle()) is None or not handle.isExposed():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    os._exit(0)  # nothing after the first frame is counted


def launch(tree: Path, kind: str, db: str) -> float:
    """One child's processor time, in ms."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"), PYTHONPATH=str(tree))
    proc = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--child", kind, "--db", db],
        cwd=tree, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    if status != 0:
        sys.exit(f"{kind} from {tree} failed (status {status})")
    return (usage.ru_utime + usage.ru_stime) * 1000


def _spread(values: list[float]) -> str:
    q1, mid, q3 = statistics.quantiles(values, n=4)
    return f"{mid:.2f} (middle half {q1:.2f}-{q3:.2f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="*", type=Path, default=[ROOT], metavar="TREE")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--db", help="the glossary (default: each tree's bundled one)")
    parser.add_argument("--child", choices=("hello", "app"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.db)
    runs = [("hello", ROOT, "hello")] + [(str(t), t, "app") for t in args.trees]

    def db_of(tree: Path) -> str:
        return args.db or str(tree / "glossary_desktop" / "glossary.db")

    times: dict[str, list[float]] = {name: [] for name, _, _ in runs}
    for _name, tree, kind in runs:
        launch(tree, kind, db_of(tree))  # untimed: writes the bytecode cache
    for i in range(args.rounds):
        for name, tree, kind in runs[i % len(runs):] + runs[:i % len(runs)]:
            times[name].append(launch(tree, kind, db_of(tree)))
    hello = times["hello"]
    print(f"processor time to the first window, {args.rounds} interleaved rounds, median ms")
    for name, values in times.items():
        ratios = [a / h for a, h in zip(values, hello, strict=True)]
        print(f"  {statistics.median(values):6.0f}  {name}: / hello-world {_spread(ratios)}")
    if len(args.trees) == 2:
        first, second = (times[str(t)] for t in args.trees)
        after = [b / a for a, b in zip(first, second, strict=True)]
        print(f"  second tree / first, round by round: {_spread(after)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
