"""Telling Spanish from Portuguese, and any other language from both."""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.detect import LanguageError, detect_lang
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR

# Short glossary definitions, two per language, as a user's file would hold them.
SAMPLES = {
    "Spanish": [
        "Técnica donde los datos se particionan entre las computadoras y el modelo se copia en "
        "cada una.",
        "Conjunto de reglas que permite a un sistema aprender de los ejemplos sin programación "
        "explícita.",
    ],
    "Portuguese": [
        "Técnica onde os dados são particionados entre os computadores e o modelo é copiado em "
        "cada um.",
        "Conjunto de regras que permite a um sistema aprender com os exemplos sem programação "
        "explícita.",
    ],
    "English": [
        "Technique where the data is partitioned across computers and the model is copied to "
        "each of them.",
        "A set of rules that lets a system learn from examples without explicit programming.",
    ],
    "French": [
        "Technique où les données sont partitionnées entre les ordinateurs et le modèle est "
        "copié sur chacun.",
        "Ensemble de règles qui permet à un système d'apprendre à partir des exemples sans "
        "programmation explicite.",
    ],
    "Italian": [
        "Tecnica in cui i dati sono suddivisi tra i computer e il modello viene copiato su "
        "ciascuno di essi.",
        "Insieme di regole che permette a un sistema di imparare dagli esempi senza "
        "programmazione esplicita.",
    ],
}


@pytest.mark.parametrize(("language", "expected"), [("Spanish", Lang.ES), ("Portuguese", Lang.PT)])
@pytest.mark.parametrize("sentences", [1, 2])
def test_spanish_and_portuguese_from_a_sentence_or_two(
    language: str, expected: Lang, sentences: int
) -> None:
    assert expected == detect_lang("Terms", SAMPLES[language][:sentences])


@pytest.mark.parametrize("language", ["English", "French", "Italian"])
@pytest.mark.parametrize("title", ["Terms", "Glosario IA"])
def test_another_language_stops_naming_it_whatever_the_title(language: str, title: str) -> None:
    with pytest.raises(LanguageError) as caught:
        detect_lang(title, SAMPLES[language], path=Path("notes/terms.txt"))
    assert language == caught.value.detected
    assert Path("notes/terms.txt") == caught.value.path
    assert SourceError.OTHER_LANGUAGE == caught.value.reason


@pytest.mark.parametrize("texts", [[], ["Kubernetes GPU ML"], ["Sharding", "Dask"]])
def test_too_little_text_stops_unless_the_title_says(texts: list[str]) -> None:
    with pytest.raises(LanguageError) as caught:
        detect_lang("Terms", texts)
    assert None is caught.value.detected
    assert Lang.ES == detect_lang("Glosario IA", texts)
    assert Lang.PT == detect_lang("GLOSSÁRIO de IA", texts)


@pytest.mark.parametrize(
    ("name", "expected"),
    [("ia-distribuida.es.txt", Lang.ES), ("ia-distribuida.pt.txt", Lang.PT),
     ("ia-infraestructura.es.txt", Lang.ES)],
)
def test_seed_text_alone_tells_the_language(name: str, expected: Lang) -> None:
    src = read_source(DATA_DIR / name)
    assert expected == detect_lang("untitled", [e.definition for e in src.entries])


def english_file(folder: Path) -> Path:
    lines = ["Glossary", "Machine learning terms"]
    for k, text in enumerate(SAMPLES["English"] * 2):
        lines += [f"Term {k}", text]
    path = folder / "terms.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_build_db_stops_on_an_english_file_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = english_file(tmp_path)
    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(path)])
    _, err = capsys.readouterr()
    assert 1 == code
    assert 1 == len(err.strip().splitlines())
    assert err.endswith(f"{path}: {LanguageError(path, 'English').message}\n")
    assert not (tmp_path / "g.db").exists()


def test_the_manifest_language_overrides_the_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = english_file(tmp_path)
    (tmp_path / "manifest.toml").write_text('[[source]]\nfile = "terms.txt"\nlang = "es"\n',
                                           encoding="utf-8")
    assert 0 == main(["build-db", "--out", str(tmp_path / "g.db"), str(path)])
    assert "(es, 4 entries)" in capsys.readouterr().out
