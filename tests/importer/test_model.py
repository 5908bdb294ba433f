"""The readers' shared pieces: language tags and what counts as text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.domain import Lang
from glossary_desktop.importer.model import fold_lang, has_text
from glossary_desktop.text import term_key


@pytest.mark.parametrize(("tag", "lang"), [
    ("es", Lang.ES), ("es-ES", Lang.ES), ("es_MX", Lang.ES), ("ES", Lang.ES),
    (" pt-BR ", Lang.PT), ("pt-PT", Lang.PT), ("en", None), ("zu", None), ("---", None),
    ("", None), ("esp", None), ("spa", None),
])
def test_language_tags_fold_to_the_glossary_languages(tag: str, lang: Lang | None) -> None:
    assert lang == fold_lang(tag)


@given(st.text(max_size=20))
def test_text_is_what_has_a_searchable_word(text: str) -> None:
    assert bool(term_key(text)) == has_text(text)
