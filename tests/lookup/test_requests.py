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
from glossary_desktop.lookup.x11 import launch_time


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


def test_the_starts_activation_id_goes_along_and_comes_back() -> None:
    launch = "xfce4-panel-1234-host-glossary_TIME987654"
    line = encode(Request(LOOKUP, "sharding", launch))
    assert f"lookup\tsharding\t{launch}\n".encode() == line
    assert Request(LOOKUP, "sharding", launch) == parse(line)
    assert Request(RAISE, "", launch) == parse(encode(Request(RAISE, activation=launch)))


@pytest.mark.parametrize("activation", ["with space", "tab\there", "é", "x" * 201])
def test_an_id_that_is_not_one_is_left_out_and_never_taken(activation: str) -> None:
    assert b"raise\n" == encode(Request(RAISE, activation=activation))
    assert parse(f"raise\t{activation}\n".encode()) is None


def test_an_id_that_would_make_the_line_too_long_is_left_out() -> None:
    text = "a" * (MAX_LINE - 20)
    assert Request(LOOKUP, text) == parse(encode(Request(LOOKUP, text, "_TIME1234567890")))


@pytest.mark.parametrize(("startup_id", "stamp"), [
    ("xfce4-panel-1234-host-glossary_TIME987654", 987654), ("_TIME1", 1),
    ("_TIME4294967295", 4294967295), ("_TIME4294967296", None), ("_TIME0", None),
    ("kde-launch-1-2", None), ("_TIME12x", None), ("", None),
])
def test_a_startup_ids_date_is_its_time_end(startup_id: str, stamp: int | None) -> None:
    assert stamp == launch_time(startup_id)
