"""The window's command line is parsed without the subcommands' parsers
(``window_args``), and must mean exactly what the whole parser makes of it."""

from __future__ import annotations

import argparse

import pytest

from glossary_desktop.cli import make_parser, window_args

#: Command lines that open the window or run the self-test.
WINDOW = [
    [],
    ["--self-test"],
    ["--sel"],  # argparse's abbreviations, as the whole parser allows them
    ["--db", "x.db"],
    ["--db=x.db", "--db", "y.db"],
    ["--db", "search"],  # a subcommand's name as an option's value
    ["--user-dir", "/tmp/u", "--new-window", "--theme", "dark"],
    ["--glossary", "mine", "--self-test", "--user-dir", "u"],
    ["--theme=light"],
]
#: Command lines that the whole parser must answer (a subcommand, help, version,
#: or an error in its own words).
NOT_THE_WINDOW = [
    ["search", "x"],
    ["--db", "x.db", "show", "sharding"],
    ["--help"],
    ["-h"],
    ["--he"],
    ["--version"],
    ["--v"],
    ["--theme", "pink"],
    ["--db"],
    ["--bogus"],
    ["bogus"],
    ["--self-test", "extra"],
    ["--", "search"],
    ["--self-test", "-h"],
]


@pytest.mark.parametrize("argv", WINDOW, ids=" ".join)
def test_the_window_s_command_line_means_what_the_whole_parser_says(argv: list[str]) -> None:
    expected = make_parser().parse_args(argv)

    assert vars(expected) == vars(window_args(argv) or argparse.Namespace())


@pytest.mark.parametrize("argv", NOT_THE_WINDOW, ids=" ".join)
def test_anything_else_is_left_to_the_whole_parser(argv: list[str]) -> None:
    assert window_args(argv) is None
