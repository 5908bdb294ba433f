"""safe_text: no control is ever left raw, and a defused cell reads back as written."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.safe_text import (
    from_spreadsheet,
    printable,
    printable_lines,
    spreadsheet_safe,
)

#: Text weighted towards what a formula or its defusing starts with.
_CELLS = st.text(st.sampled_from("'=+-@\t\rab ") | st.characters(), max_size=12)


@given(_CELLS)
def test_a_defused_cell_reads_back_as_written_and_starts_no_formula(cell: str) -> None:
    safe = spreadsheet_safe(cell)
    assert cell == from_spreadsheet(safe)
    assert safe[:1] not in ("=", "+", "-", "@", "\t", "\r")



#: What must never be written raw (as tests/cli/test_terminal_safety.py has it).
_RAW_IN_LINES = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]|\r(?!\n)"
)
_TEXT = st.text(st.sampled_from("\x1b\x9b\r\n\t\u202e\x00\x7f a") | st.characters(), max_size=20)


@given(_TEXT)
def test_no_control_is_left_raw_and_line_breaks_stay(text: str) -> None:
    lines = printable_lines(text)
    assert [] == _RAW_IN_LINES.findall(lines)
    assert text.count("\n") == lines.count("\n")
    # On one line, not even a tab or a line break is left.
    assert [] == re.findall(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]",
                            printable(text))
