"""The reader's requests: short lines, one command each; anything else is dropped."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.lookup.requests import (
    LOOKUP,
    MAX_LINE,
    MAX_REQUESTS,
    RAISE,
    LineReader,
    Request,
    encode,
    parse,
)


def test_a_lookup_goes_as_one_line_and_comes_back() -> None:
    line = encode(Request(LOOKUP, "descida de\ngradiente "))
    assert b"lookup\tdescida de gradiente\n" == line
    assert Request(LOOKUP, "descida de gradiente") == parse(line)
    assert Request(RAISE) == parse(encode(Request(RAISE)))


@pytest.mark.parametrize("line", [
    b"raise", b"RAISE\n", b"lookup\n", b"lookup\t\n", b"lookup x\n", b"open\tx\n",
    b"lookup\t\xff\xfe\n", b"lookup\ta\x1bb\n", b"lookup\ta\x85b\n", b"lookup\t a\n",
    b"lookup\ta  b\n", b"lookup\t" + b"a" * MAX_LINE + b"\n",
])
def test_malformed_lines_are_not_requests(line: bytes) -> None:
    assert parse(line) is None


def test_too_long_or_empty_text_is_refused_before_sending() -> None:
    with pytest.raises(ValueError, match="too long"):
        encode(Request(LOOKUP, "a" * MAX_LINE))
    with pytest.raises(ValueError, match="nothing"):
        encode(Request(LOOKUP, " \n "))


def test_the_reader_cuts_lines_across_reads_and_skips_bad_ones() -> None:
    reader = LineReader()
    assert [] == reader.feed(b"look")
    assert [Request(LOOKUP, "x")] == reader.feed(b"up\tx\nbogus\nra")
    assert [Request(RAISE)] == reader.feed(b"ise\n")
    assert not reader.broken


def test_a_line_without_end_breaks_the_connection_at_the_limit() -> None:
    reader = LineReader()
    assert [] == reader.feed(b"x" * (MAX_LINE - 1))
    assert not reader.broken
    assert [] == reader.feed(b"xx\nraise\n")
    assert reader.broken
    assert [] == reader.feed(b"raise\n")  # nothing more is read


def test_a_connection_gets_a_few_requests_only() -> None:
    reader = LineReader()
    found = reader.feed(b"raise\n" * (MAX_REQUESTS + 3))
    assert MAX_REQUESTS == len(found)
    assert reader.broken


@given(st.binary(max_size=3000))
def test_any_bytes_give_requests_that_encode_back(data: bytes) -> None:
    for request in LineReader().feed(data):
        assert parse(encode(request)) == request
