"""safe_text: a defused cell always reads back as written, and never starts a formula."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.safe_text import from_spreadsheet, spreadsheet_safe

#: Text weighted towards what a formula or its defusing starts with.
_CELLS = st.text(st.sampled_from("'=+-@\t\rab ") | st.characters(), max_size=12)


@given(_CELLS)
def test_a_defused_cell_reads_back_as_written_and_starts_no_formula(cell: str) -> None:
    safe = spreadsheet_safe(cell)
    assert cell == from_spreadsheet(safe)
    assert safe[:1] not in ("=", "+", "-", "@", "\t", "\r")

