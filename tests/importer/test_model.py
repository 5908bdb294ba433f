"""The readers' shared pieces: language tags, what counts as text, progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from glossary_desktop.domain import Lang
from glossary_desktop.importer.model import ImportReport, fold_lang, has_text
from glossary_desktop.importer.table import read_table
from glossary_desktop.importer.tbx import read_tbx
from glossary_desktop.text import term_key

from .tbx_files import martif


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


@pytest.mark.parametrize("suffix", [".tbx", ".csv"])
def test_readers_report_how_far_through_the_file_they_are(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"big{suffix}"
    rows = range(3000)
    if suffix == ".csv":
        path.write_text("es,es_definition\n" + "".join(f"t{n},{'d ' * 30}\n" for n in rows),
                        encoding="utf-8")
    else:
        body = "".join(f'<termEntry><langSet xml:lang="es"><tig><term>t{n}</term></tig>'
                       f'<descrip type="note">{"d " * 30}</descrip></langSet></termEntry>'
                       for n in rows)
        path.write_text(martif(body), encoding="utf-8")
    report = ImportReport()
    reader = read_tbx if suffix == ".tbx" else read_table
    seen = [report.fraction for _ in reader(path, report)]
    assert path.stat().st_size == report.size
    assert seen == sorted(seen)
    assert 0 < seen[0] < seen[-1] <= 1
    assert any(0.2 < f < 0.8 for f in seen)  # progress shows mid-way, not only at the end
    assert 1.0 == report.fraction
