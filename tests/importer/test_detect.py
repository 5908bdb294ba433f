"""Telling Spanish from Portuguese: by title, else by the text."""

from __future__ import annotations

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.importer.detect import detect_lang
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR


@pytest.mark.parametrize(
    ("title", "texts", "expected"),
    [
        ("Glosario IA", [], Lang.ES),
        ("Glossário IA", [], Lang.PT),
        ("GLOSSARIO de IA", [], Lang.PT),
        ("Terms",
         ["Técnica donde los datos se particionan entre las computadoras y el modelo."] * 3,
         Lang.ES),
        ("Terms", ["Técnica onde os dados são particionados entre os computadores e o modelo."] * 3,
         Lang.PT),
        ("Terms", ["Kubernetes GPU ML"], None),
    ],
)
def test_detect_lang(title: str, texts: list[str], expected: Lang | None) -> None:
    assert expected == detect_lang(title, texts)


@pytest.mark.parametrize(
    ("name", "expected"),
    [("ia-distribuida.es.txt", Lang.ES), ("ia-distribuida.pt.txt", Lang.PT),
     ("ia-infraestructura.es.txt", Lang.ES)],
)
def test_seed_text_alone_tells_the_language(name: str, expected: Lang) -> None:
    src = read_source(DATA_DIR / name)
    assert expected == detect_lang("untitled", [e.definition for e in src.entries])
