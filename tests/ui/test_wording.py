"""Each translation reads as one careful editor wrote it: one name for one thing,
the language's own quotation marks, "…" as the English source has it, every
placeholder kept, Spanish questions opened with "¿", counts in the locale's digits.

A slip here is what a reader notices first: "fichero" in a neutral Spanish window,
"língua" beside "idioma" in the same European Portuguese menu, a "{0}" lost in
translation (the file name missing from the message), a curly "“” in Spanish.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication

from .conftest import LANGS, TS_DIR
from .test_portuguese_variants import BRAZILIAN, other_variant

_PLACEHOLDER = re.compile(r"\{\d+\}|%L?n|%\d+|<[^<>]+>")


def messages(ts_file: str) -> list[tuple[str, list[str], bool]]:
    """(source, its translations, has plural forms) of every message of ``ts_file``."""
    found = []
    for message in ET.parse(TS_DIR / ts_file).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
        found.append((message.findtext("source") or "", texts, message.get("numerus") == "yes"))
    return found


def translations(ts_file: str) -> list[str]:
    return [text for _, texts, _ in messages(ts_file) for text in texts]


TS_FILES = sorted(LANGS.values())


@pytest.mark.parametrize("ts_file", TS_FILES)
def test_every_placeholder_and_tag_of_the_source_is_in_its_translation(ts_file: str) -> None:
    lost = [
        f"{source!r} -> {text!r}"
        for source, texts, _ in messages(ts_file)
        for text in texts
        if Counter(_PLACEHOLDER.findall(source)) != Counter(_PLACEHOLDER.findall(text))
    ]
    assert [] == lost


@pytest.mark.parametrize("ts_file", TS_FILES)
def test_an_ellipsis_is_one_character_where_the_source_has_one(ts_file: str) -> None:
    found = messages(ts_file)
    assert [] == [s for s, _, _ in found if "..." in s]  # the source says "…" too
    assert [] == [
        f"{source!r} -> {text!r}" for source, texts, _ in found for text in texts
        if "..." in text or ("…" in source) != ("…" in text)
    ]


@pytest.mark.parametrize(
    ("ts_file", "wrong_quotes"),
    [("glossary_es.ts", "“”"), ("glossary_pt_PT.ts", "“”"), ("glossary_pt.ts", "«»")],
)
def test_quotation_marks_are_the_languages_own(ts_file: str, wrong_quotes: str) -> None:
    texts = translations(ts_file)
    assert any(set(texts[i]) & set("«»“”") for i in range(len(texts)))  # quotes to check

    assert [] == [t for t in texts if set(t) & set(wrong_quotes)]


def test_spanish_questions_and_exclamations_open_with_their_inverted_mark() -> None:
    texts = translations("glossary_es.ts")
    assert any("¿" in t for t in texts)

    assert [] == [t for t in texts if t.count("?") != t.count("¿") or t.count("!") != t.count("¡")]


@pytest.mark.parametrize("ts_file", TS_FILES)
def test_no_space_before_a_colon_question_or_exclamation_mark(ts_file: str) -> None:
    assert [] == [t for t in translations(ts_file) if re.search(r"\s[:;?!]", t)]


# (file, a name the file must not use, the name it gives the same thing)
ONE_NAME = [
    ("glossary_es.ts", r"fichero", "archivo"),  # "fichero" is Spain's; the window is neutral
    ("glossary_es.ts", r"\bu orden\b", "comando"),  # "orden" is also the list's sort order
    ("glossary_es.ts", r"favorito", "marcador"),
    ("glossary_pt.ts", r"marcador", "favorito"),
    ("glossary_pt_PT.ts", r"marcador", "favorito"),
    ("glossary_pt_PT.ts", r"\blínguas?\b", "idioma"),  # the View > Idioma menu's word
    ("glossary_pt_PT.ts", r"\banula", "desfaz"),  # Edit > Desfazer
    ("glossary_pt_PT.ts", r"\bgrava", "escrever"),
]


@pytest.mark.parametrize(("ts_file", "other", "name"), ONE_NAME)
def test_one_thing_has_one_name(ts_file: str, other: str, name: str) -> None:
    texts = [t.replace("&", "").casefold() for t in translations(ts_file)]
    assert any(name in t for t in texts)

    assert [] == [t for t in texts if re.search(other, t)]


def test_every_count_is_written_in_the_locales_digits() -> None:
    """%Ln groups thousands as the language does ("2.000.003 caracteres"); %n does not."""
    sources = [s for s, _, plural in messages("glossary_es.ts") if plural]
    assert sources

    assert [] == [s for s in sources if "%Ln" not in s]


# Qt's file dialog asks these itself (an export over an existing file, a mistyped name).
QT_QUESTIONS = [
    "%1 already exists.\nDo you want to replace it?",
    "%1\nFile not found.\nPlease verify the correct file name was given.",
    "Are you sure you want to delete '%1'?",
    "'%1' is write protected.\nDo you want to delete it anyway?",
    "Could not delete directory.",
]


def test_the_file_dialogs_own_questions_speak_the_windows_language(translated: str) -> None:
    said = [QCoreApplication.translate("QFileDialog", q) for q in QT_QUESTIONS]
    file_word = {"es": "archivo", "pt_BR": "arquivo", "pt_PT": "ficheiro"}[translated]

    assert file_word in said[0]
    assert [] == [s for s in said if "fichero" in s]
    if translated == "pt_PT":
        assert [] == other_variant(said, BRAZILIAN)
