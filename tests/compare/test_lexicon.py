"""The hand-checked counterparts list: it parses, and holds only what spelling misses."""

from __future__ import annotations

import pytest

from glossary_desktop.compare.cognates import cognate_score
from glossary_desktop.compare.lexicon import Lexicon, LexiconError, default_lexicon


def test_the_shipped_list_parses() -> None:
    lexicon = default_lexicon()
    assert len(lexicon) > 50
    assert (("cuellos", "de", "botella"), ("gargalos",)) in lexicon.starting_with("cuellos")
    assert {"e"} == lexicon.one_word("y")


def test_no_one_word_line_is_a_look_alike() -> None:
    """A look-alike would be found by spelling anyway: the line would be dead weight."""
    lexicon = default_lexicon()
    look_alikes = [
        (es, pt) for es, pt in lexicon.pairs()
        if len(es) == len(pt) == 1 and cognate_score(es[0], pt[0])
    ]
    assert [] == look_alikes


def test_no_false_friend_is_also_a_counterpart() -> None:
    """``largo`` / ``largo`` is a false friend; ``largo`` / ``longo`` a counterpart."""
    lexicon = default_lexicon()
    assert {"largo"} == lexicon.false_friends("largo")
    assert {"longo"} == lexicon.one_word("largo")
    both = [(es, pt) for es, pt in lexicon.pairs()
            if len(es) == len(pt) == 1 and pt[0] in lexicon.false_friends(es[0])]
    assert [] == both


def test_a_false_friend_is_one_word_a_side() -> None:
    with pytest.raises(LexiconError) as caught:
        Lexicon.parse("", false_friends="largo\tlargo\nen vano\tem vão\n")
    assert "false_friends.tsv:2: expected one word a side" == str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("y\te\nsolo apenas\n", "counterparts.tsv:2: expected Spanish<TAB>Portuguese"),
        ("# comment\n\ny\te\tou\n", "counterparts.tsv:3: expected Spanish<TAB>Portuguese"),
        ("y\t...\n", "counterparts.tsv:1: a side has no word"),
    ],
)
def test_a_malformed_line_is_named(text: str, message: str) -> None:
    with pytest.raises(LexiconError) as caught:
        Lexicon.parse(text)
    assert message == str(caught.value)


def test_matching_ignores_case_and_accents() -> None:
    lexicon = Lexicon.parse("A TRAVÉS DE\tvia\n")
    assert [(("a", "traves", "de"), ("via",))] == lexicon.starting_with("a")


def test_phrases_are_the_pairs_not_one_word_a_side_by_spanish_phrase() -> None:
    """What the aligner looks for at each word: one-word pairs are scored apart."""
    lexicon = Lexicon.parse(
        "a través de\tvia\na través de\tpor meio de\na\tà\nen vez de\tem vez de\n")
    assert {("a", "traves", "de"): [("via",), ("por", "meio", "de")]} == lexicon.phrases("a")
    assert {("en", "vez", "de"): [("em", "vez", "de")]} == lexicon.phrases("en")
    assert {} == lexicon.phrases("traves")
    assert {"a"} == lexicon.one_word("a")
