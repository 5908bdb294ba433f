"""Long definitions: cut for the first display, and cross-links looked for in a bounded part."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from glossary_desktop.domain import Entry, Lang
from glossary_desktop.render.html import SHOW_ALL_HREF, entry_html, is_show_all, shown_part
from glossary_desktop.render.links import MAX_LINKED_CHARS, find_links


@pytest.mark.parametrize(
    ("text", "limit", "shown"),
    [
        ("short text", 20, "short text"),
        ("exactly 20 character", 20, "exactly 20 character"),
        ("one two three four five six", 20, "one two three four "),  # after a space
        ("x" * 30, 20, "x" * 20),  # no space at all: cut at the limit
        ("a " + "x" * 30, 20, "a " + "x" * 18),  # a space only in the first half: the limit
    ],
)
def test_shown_part(text: str, limit: int, shown: str) -> None:
    assert shown == shown_part(text, limit)


def test_a_long_definition_ends_with_the_link_when_a_label_is_given() -> None:
    entry = Entry(Lang.ES, "Término", "<b> " + "palabra " * 5000)
    cut = entry_html(entry, show_all="Show <all>")
    assert f' … <a href="{SHOW_ALL_HREF}">Show &lt;all&gt;</a></p>' in cut
    assert 25_000 > len(cut)
    assert cut.count("palabra") < 5000
    whole = entry_html(entry)
    assert 5000 == whole.count("palabra")
    assert SHOW_ALL_HREF not in whole


def test_a_short_definition_has_no_link() -> None:
    entry = Entry(Lang.ES, "Término", "Corta.")
    assert SHOW_ALL_HREF not in entry_html(entry, show_all="Show all")


@pytest.mark.parametrize(
    ("href", "expected"),
    [(SHOW_ALL_HREF, True), ("concept:show-all", False), ("show-all:other", False), ("", False)],
)
def test_is_show_all(href: str, expected: bool) -> None:
    assert expected == is_show_all(href)


def test_links_are_looked_for_in_a_bounded_part() -> None:
    asked: list[int] = []

    def lookup(keys: Sequence[str]) -> dict[str, str]:
        asked.append(len(keys))
        return {"dask": "dask"}

    words = " ".join(f"w{i}" for i in range(300_000))  # all different: 1.8M n-grams
    definition = f"dask {words} dask"
    links = find_links(definition, lookup)
    assert [(0, 4)] == [(k.start, k.end) for k in links]  # the late mention is not a link
    # A word and its space take two characters at least; six n-grams start at each.
    assert sum(asked) <= 6 * (MAX_LINKED_CHARS // 2)
