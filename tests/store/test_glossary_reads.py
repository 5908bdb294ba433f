"""The time limits on a glossary's statements: a piece of work's budget and a search's deadline.

Both go through the connection's one progress handler (``store/deadlines.py``)
and hold together, whichever is opened first. Time here is a clock the test
moves: a statement ``SELECT wait(s)`` takes ``s`` seconds of it, and the limits
look at it after every instruction, so which limit stops a statement never
depends on how busy the machine is.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.errors import DamagedGlossary
from glossary_desktop.store.glossary_reads import Reads, Timing


class Clock:
    """Time that passes only when a statement waits."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> int:
        self.now += seconds
        return 0


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def reads(glossary_db: Path, clock: Clock) -> Iterator[Reads]:
    """Reads of the seed glossary with a 10 s budget on the test's clock."""
    conn = sqlite3.connect(glossary_db.resolve().as_uri() + "?mode=ro", uri=True)
    conn.create_function("wait", 1, clock.wait)
    r = Reads(conn, glossary_db, Timing(budget=10.0, steps=1, clock=clock))
    yield r
    r.close()


def wait(reads: Reads, seconds: float) -> None:
    reads.one("SELECT wait(?)", (seconds,))


def test_a_statement_out_of_its_budget_gives_up(reads: Reads) -> None:
    wait(reads, 9)  # each statement alone has the whole budget
    with pytest.raises(DamagedGlossary, match="did not finish within 10 s"):
        wait(reads, 11)


def test_the_budget_is_shared_by_nested_operations(reads: Reads) -> None:
    """A piece of work of many statements gets one budget, not one per statement
    or per inner piece."""
    def nested() -> None:
        with reads.operation():
            with reads.operation():
                wait(reads, 6)
            wait(reads, 6)  # 12 s into the outer budget

    with pytest.raises(DamagedGlossary, match="did not finish within 10 s"):
        nested()


def test_a_search_deadline_inside_a_piece_of_work_ends_its_block_quietly(reads: Reads) -> None:
    reached = []

    def search_then_more() -> None:
        with reads.operation():
            with reads.deadline(0.5):
                wait(reads, 1)
                reached.append("after the deadline")
            reached.append("after the search")
            # The budget still holds after the deadline's block (it once did not).
            wait(reads, 10)  # 11 s into it

    with pytest.raises(DamagedGlossary, match="did not finish within 10 s"):
        search_then_more()
    assert ["after the search"] == reached


def test_the_budget_holds_inside_a_search_deadline(reads: Reads) -> None:
    def slow_search() -> None:
        with reads.operation():
            wait(reads, 8)
            with reads.deadline(5):
                wait(reads, 3)  # 3 s into the deadline's 5, past the budget's 10

    with pytest.raises(DamagedGlossary, match="did not finish within 10 s"):
        slow_search()


def test_a_search_deadline_outside_a_piece_of_work_ends_its_block_quietly(reads: Reads) -> None:
    reached = []
    with reads.deadline(0.5):
        with reads.operation():
            wait(reads, 1)
        reached.append("after the deadline")
    assert [] == reached
    wait(reads, 9)  # nothing left of the deadline


def test_the_budget_holds_inside_a_piece_of_work_inside_a_search_deadline(reads: Reads) -> None:
    with pytest.raises(DamagedGlossary, match="did not finish within 10 s"), reads.deadline(60):
        wait(reads, 11)  # the statement's own budget, nearer than the deadline


def test_a_search_deadline_holds_inside_another(reads: Reads) -> None:
    reached = []
    with reads.deadline(5):
        with reads.deadline(60):
            wait(reads, 6)
            reached.append("inner")
        reached.append("outer")
    assert [] == reached
