"""Which selections the popup looks up: one to six words with a letter, not a URL or path."""

from __future__ import annotations

import pytest

from glossary_desktop.lookup.selection import MAX_WORDS, worth_looking_up


@pytest.mark.parametrize(("selected", "looked_up"), [
    ("paralelismo", "paralelismo"),
    ("  descida de\n gradiente ", "descida de gradiente"),
    ("«Sharding»,", "Sharding"),
    ("GPT-4", "GPT-4"),
    ("uno dos tres cuatro cinco seis", "uno dos tres cuatro cinco seis"),
])
def test_words_of_a_term_are_looked_up(selected: str, looked_up: str) -> None:
    assert looked_up == worth_looking_up(selected)


@pytest.mark.parametrize("selected", [
    "", "   ", "12345", "3.14", "1 000 000", "--",
    "uno dos tres cuatro cinco seis siete ocho",
    "https://x.y", "http://example.com/a b", "www.example.com", "mailto:a@b.c",
    "/etc/passwd", "~/notes.txt", "./run.sh", "C:\\Users\\x", "docs/cli.md",
    "a" * 500,
])
def test_other_selections_are_ignored(selected: str) -> None:
    assert worth_looking_up(selected) is None


def test_seven_words_are_one_too_many() -> None:
    assert worth_looking_up(" ".join(["palabra"] * MAX_WORDS)) is not None
    assert worth_looking_up(" ".join(["palabra"] * (MAX_WORDS + 1))) is None
