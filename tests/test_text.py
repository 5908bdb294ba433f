"""Folding, sort keys and slugs: the one definition of "the same letters"."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop import text
from glossary_desktop.text import fold, fold_char, fold_with_map, slugify, sort_key, term_key


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sincrónico", "sincronico"),
        ("PÃO", "pao"),
        ("Ñandú", "nandu"),
        ("Aprendizado de Máquina Distribuído", "aprendizado de maquina distribuido"),
        ("ção", "cao"),
        ("plain ascii", "plain ascii"),
    ],
)
def test_fold(text: str, expected: str) -> None:
    assert expected == fold(text)


@given(st.text(max_size=50))
def test_fold_agrees_with_per_character_fold(text: str) -> None:
    assert "".join(fold_char(c) for c in text) == fold(text)


@given(st.text(max_size=50) | st.text(alphabet="aáÁçÇñÑãõüßǅİ ", max_size=30))
def test_fold_map_points_back_into_the_original(text: str) -> None:
    folded, index = fold_with_map(text)
    assert fold(text) == folded
    assert len(folded) + 1 == len(index)
    assert sorted(index) == list(index)
    assert all(0 <= i <= len(text) for i in index)


def test_sort_key_orders_spanish_enye_after_n() -> None:
    words = ["ñu", "oso", "nube", "Nzz", "Ábaco", "abeja", "nada"]
    assert ["Ábaco", "abeja", "nada", "nube", "Nzz", "ñu", "oso"] == sorted(words, key=sort_key)


def test_sort_key_ignores_leading_punctuation_and_keeps_enye_after_n() -> None:
    words = ["«Falso amigo»", "Zócalo", "¿Qué es?", "¡Ñandú!", "nube", "\"Búfer\"", "'ajo'",
             "(Año)", "ano", "—", "_oso", "Gato", "2.0", "...y luego"]
    # A term of punctuation alone (a TBX placeholder) keeps its key: after the letters.
    assert ["2.0", "'ajo'", "ano", "(Año)", "\"Búfer\"", "«Falso amigo»", "Gato", "nube",
            "¡Ñandú!", "_oso", "¿Qué es?", "...y luego", "Zócalo", "—"] == sorted(
        words, key=sort_key)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paralelismo de Datos", "paralelismo-de-datos"),
        ("Gestión de Clústeres", "gestion-de-clusteres"),
        ("ML sin servidor", "ml-sin-servidor"),
        ("Modelo \"Transformer\" <b>", "modelo-transformer-b"),
        ("***", "concept"),
    ],
)
def test_slugify(text: str, expected: str) -> None:
    assert expected == slugify(text)


def test_term_key_ignores_punctuation_case_and_spacing() -> None:
    assert "despliegue ml multi nube" == term_key("  Despliegue ML   Multi-Nube ")


@pytest.mark.parametrize(
    ("codes", "body"),
    [
        ([ord("a")], "a"),
        ([ord(c) for c in "cab"], "a-c"),
        ([ord(c) for c in "abcxz"], "a-cxz"),
        ([ord("-"), ord("]")], r"\-\]"),  # escaped: the class stays what it says
    ],
)
def test_char_class(codes: list[int], body: str) -> None:
    assert body == text._char_class(codes)


def test_one_to_one_check_matches_exactly_the_other_characters() -> None:
    table = text._ONE_TO_ONE
    for code in range(0x3000):
        assert (text._NOT_ONE_TO_ONE.match(chr(code)) is None) == (code in table), hex(code)


@pytest.mark.parametrize(
    "sample",
    ["".join(map(chr, range(0x80, 0x100))), "Ñandú Sincrónico µs Straße", "ação ÇÃO über"],
)
def test_latin1_text_folds_as_unicode_folding_does(sample: str) -> None:
    """The byte-table path for Latin-1 text gives what NFD and casefold give."""
    for chunk in (sample, *sample):
        assert text._fold_unicode(chunk) == fold(chunk), repr(chunk)
