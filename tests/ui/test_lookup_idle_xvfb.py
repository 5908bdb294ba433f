"""Idle stays idle (issue 31): with the popup on and nothing selected, the reader
wakes no more than with it off. Two readers, popup on and off, side by side for
20 s under Xvfb; their main threads' voluntary context switches counted from
``/proc/PID/status`` (each wake-up from the event loop's wait is one)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from .lookup_desktop import readers, settings_with

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

MEASURED_S = 20
SETTLE_S = 5


def _switches(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    line = next(x for x in status.splitlines() if x.startswith("voluntary_ctxt_switches:"))
    return int(line.split()[1])


def test_the_popup_costs_no_wake_ups_while_idle(glossary_db: Path, tmp_path: Path) -> None:
    on_dir, off_dir = tmp_path / "on", tmp_path / "off"
    settings_with(on_dir, "[lookup]\npopup=true\n")
    settings_with(off_dir, "[lookup]\npopup=false\n")
    with readers(glossary_db, on_dir) as desk:
        on = desk.start()
        desk.wait_for()
        off = desk.start("--user-dir", str(off_dir))  # its own folder: a reader of its own
        desk.wait_for(count=2)
        time.sleep(SETTLE_S)  # after the first frame's work (counts, icon, comparison)
        before = _switches(on.pid), _switches(off.pid)
        time.sleep(MEASURED_S)
        after = _switches(on.pid), _switches(off.pid)
        assert (None, None) == (on.poll(), off.poll()), "a reader ended while measured"
    with_popup, without = after[0] - before[0], after[1] - before[1]
    print(f"voluntary context switches in {MEASURED_S} s: popup on {with_popup}, "
          f"off {without}")
    # Today's figure is the bookmark file's look twice a second, and nothing else.
    assert with_popup <= max(without + MEASURED_S // 2, 3 * MEASURED_S), (with_popup, without)
