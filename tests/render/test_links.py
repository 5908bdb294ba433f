"""Cross-link detection: longest mention wins, no self-links, accents ignored."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from glossary_desktop.render.links import find_links

TERMS = {
    "paralelismo": "paralelismo",
    "paralelismo de datos": "paralelismo-de-datos",
    "gpu": "gpu",
    "datos": "datos",
}


def lookup(keys: Sequence[str]) -> dict[str, str]:
    return {k: TERMS[k] for k in keys if k in TERMS}


@pytest.mark.parametrize(
    ("text", "own", "expected"),
    [
        ("usa el Paralelismo de Datos.", "", [("Paralelismo de Datos", "paralelismo-de-datos")]),
        ("el PARALELISMO y la GPU", "", [("PARALELISMO", "paralelismo"), ("GPU", "gpu")]),
        ("el paralelismo de modelos", "", [("paralelismo", "paralelismo")]),
        ("datos y más datos", "datos", []),
        ("nada que enlazar", "", []),
        ("", "", []),
        ("Datós", "", [("Datós", "datos")]),
    ],
)
def test_find_links(text: str, own: str, expected: list[tuple[str, str]]) -> None:
    links = find_links(text, lookup, own)
    assert expected == [(text[k.start : k.end], k.slug) for k in links]
