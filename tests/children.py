"""Child processes in tests: what a test needs to watch them (Linux's /proc), and a
source crafted to keep one busy."""

from __future__ import annotations

import os
import signal
from pathlib import Path

#: A CSV crafted against ``csv.Sniffer`` (issue 27, item 7): minutes of sniffing,
#: holding the interpreter's lock all along where it runs.
HOSTILE_CSV = "es,pt\n" + '"\n' * 32765


def busy_table(rows: int = 200_000) -> str:
    """A sound CSV term base big enough to keep an importing child at work for
    seconds. :data:`HOSTILE_CSV` no longer does: since the delimiter is no longer
    sniffed, the importer refuses it at once, so tests of what the window does
    *while* a child works (Cancel, a logout, a timer) need real work instead."""
    body = "".join(f"termino {i},definicion {i},termo {i},definicao {i}\n" for i in range(rows))
    return "es,es_definition,pt,pt_definition\n" + body


def children(pid: int | None = None) -> set[int]:
    """The processes ``pid`` (default: this one) started that are still there (not
    yet reaped)."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid or os.getpid()}/task").iterdir():
        try:
            found |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:  # a thread that ended meanwhile
            continue
    return found


def cpu_seconds(pid: int) -> float:
    """The processor time ``pid`` has used so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    # utime and stime, the 14th and 15th fields (the 12th and 13th after the name).
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def sigint_as_in_a_terminal() -> None:
    """For a child process (``preexec_fn``): SIGINT as a shell in a terminal leaves
    it to the program it starts, even when the test run was started with it ignored
    (a background job, nohup)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
