"""Every wording of the catalogue of messages (glossary_desktop/messages) is translated
into each interface language, in the .ts file and in the .qm the window loads, and a
translation names the fields its English names."""

from __future__ import annotations

import string
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QTranslator

from glossary_desktop.messages.fill import CONTEXT
from glossary_desktop.messages.glossary import GLOSSARY
from glossary_desktop.messages.source import SOURCE, VARIANTS
from glossary_desktop.ui.look.i18n import QM_DIR

from .conftest import LANGS, TS_DIR

WORDINGS = sorted({*SOURCE.values(), *VARIANTS.values(), *GLOSSARY.values()})


def finished_translations(ts_file: str) -> dict[str, str]:
    """English -> translation of the catalogue's context in ``ts_file``, finished ones only."""
    found = {}
    for context in ET.parse(TS_DIR / ts_file).getroot().iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                found[message.findtext("source") or ""] = translation.text or ""
    return found


def fields_of(text: str) -> set[str]:
    """The fields ``text`` names, each with its format (``length:,``)."""
    return {f"{n}:{spec}" for _, n, spec, _ in string.Formatter().parse(text) if n}


@pytest.mark.parametrize("lang", list(LANGS))
def test_every_wording_has_a_finished_translation_keeping_its_fields(lang: str) -> None:
    translations = finished_translations(LANGS[lang])

    assert [] == [w for w in WORDINGS if not translations.get(w, "").strip()]
    assert [] == [w for w in WORDINGS if fields_of(translations[w]) != fields_of(w)]
    assert [] == [w for w in WORDINGS if translations[w] == w]  # translated, not copied
    assert set(WORDINGS) == set(translations)  # nothing obsolete left in the context


@pytest.mark.parametrize("lang", list(LANGS))
def test_the_compiled_translation_the_window_loads_has_every_wording(lang: str) -> None:
    translator = QTranslator()
    qm = QM_DIR / LANGS[lang].replace(".ts", ".qm")
    assert translator.load(str(qm)), qm
    expected = finished_translations(LANGS[lang])

    shown = {w: translator.translate(CONTEXT, w) for w in WORDINGS}

    assert {w: expected[w] for w in WORDINGS} == shown

