"""CSV/TSV term tables: encodings, delimiters, quoting, columns and malformed rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.model import ImportedConcept, ImportedEntry, ImportReport
from glossary_desktop.importer.table import read_table

ES, PT = Lang.ES, Lang.PT


def read(path: Path) -> tuple[list[ImportedConcept], ImportReport]:
    report = ImportReport()
    return list(read_table(path, report)), report


def write(tmp_path: Path, data: str | bytes, name: str = "t.csv") -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


RED = {
    ES: ImportedEntry(ES, ("red neuronal",), "Modelo de capas."),
    PT: ImportedEntry(PT, ("rede neural",), "Modelo de camadas."),
}


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("comma.csv", "es,pt,es_definition,pt_definition\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas.\n"),
        ("bom.csv", "\ufeffes,pt,es_definition,pt_definition\r\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas.\r\n"),
        ("semicolon.csv", "ES;PT;ES_Definition;PT_Definition\n"
         "red neuronal;rede neural;Modelo de capas.;Modelo de camadas.\n"),
        ("tab.tsv", "es\tpt\tes_definition\tpt_definition\n"
         "red neuronal\trede neural\tModelo de capas.\tModelo de camadas.\n"),
        ("regions.csv", "es-ES,pt-BR,es_definition,pt_definition\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas.\n"),
        # Locale names as spreadsheets and CAT tools write them (pt_BR, es_ES),
        # on the terms and on their fields.
        ("locales.csv", "es_ES,pt_BR,es_ES_definition,pt_BR_definition\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas.\n"),
        ("region-fields.csv", "es-MX;pt-PT;es-MX_definition;pt-PT_definition\n"
         "red neuronal;rede neural;Modelo de capas.;Modelo de camadas.\n"),
        # A numeric region (Latin American Spanish) and a script are tags too.
        ("un-region.csv", "es-419,pt-Latn,es-419_definition,pt-Latn_definition\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas.\n"),
        ("order.csv", "pt_definition,pt,en,es,es_definition\n"
         "Modelo de camadas.,rede neural,neural network,red neuronal,Modelo de capas.\n"),
        ("no-newline.csv", "es,pt,es_definition,pt_definition\n"
         "red neuronal,rede neural,Modelo de capas.,Modelo de camadas."),
    ],
)
def test_the_same_table_in_every_spreadsheet_dialect(
    tmp_path: Path, name: str, data: str
) -> None:
    (concept,), report = read(write(tmp_path, data, name))
    assert RED == concept.entries
    assert 1 == report.imported


@pytest.mark.parametrize("header", [
    "Espanhol;Português",  # the natural header of a Brazilian spreadsheet, refused before
    "Español;Portugués",
    "Spanish,Portuguese",
    "ESPAÑOL,portugues",
    "es-ES;pt-PT",
    "Término (es);Termo (pt)",
    "Término en español;Termo em português",
    "Spanish term,Portuguese term",
])
def test_a_header_in_spanish_portuguese_or_english_names_the_languages(
    tmp_path: Path, header: str
) -> None:
    delimiter = ";" if ";" in header else ","
    data = f"{header}\nred neuronal{delimiter}rede neural\n"
    (concept,), _ = read(write(tmp_path, data))
    assert {ES: ("red neuronal",), PT: ("rede neural",)} == {
        lang: entry.terms for lang, entry in concept.entries.items()}


@pytest.mark.parametrize("header", [
    "Término (es);Definición (es);Termo (pt);Definição (pt)",
    "Spanish;Spanish definition;Portuguese;Portuguese definition",
    "Español;Definición en español;Português;Definição em português",
    "es;definicion (ES);pt-BR;DEFINIÇÃO (pt-BR)",
    # A field named alone in Spanish or Portuguese is that language's.
    "Español;Definición;Português;Definição",
    "Término;Definición;Termo;Definição",
])
def test_definitions_named_in_any_of_the_three_languages(tmp_path: Path, header: str) -> None:
    data = f"{header}\nred neuronal;Modelo de capas.;rede neural;Modelo de camadas.\n"
    (concept,), _ = read(write(tmp_path, data))
    assert RED == concept.entries


def test_a_spreadsheet_headed_by_languages_then_definitions(tmp_path: Path) -> None:
    data = ("Español;Português;Definición;Definição\n"
            "red neuronal;rede neural;Modelo de capas.;Modelo de camadas.\n")
    (concept,), _ = read(write(tmp_path, data))
    assert RED == concept.entries


@pytest.mark.parametrize("name", ["Definition", "TERM"])
def test_a_field_named_in_english_without_a_language_is_refused(
    tmp_path: Path, name: str
) -> None:
    # Whose definition is "Definition"? Left out, every definition would be lost
    # without a word; guessed, half the time wrongly.
    with pytest.raises(SourceError) as caught:
        read(write(tmp_path, f"es,pt,{name}\nred,rede,Modelo.\n"))
    assert (SourceError.FIELD_WITHOUT_LANGUAGE, name) == (
        caught.value.reason, caught.value.fields["name"])
    assert f"'Spanish {name}'" in str(caught.value)


def test_the_same_language_named_twice_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SourceError) as caught:
        read(write(tmp_path, "es,Español,pt\nred,red,rede\n"))
    assert (SourceError.REPEATED_COLUMN, "Español") == (
        caught.value.reason, caught.value.fields["name"])


def test_quoted_fields_with_delimiters_quotes_and_line_breaks(tmp_path: Path) -> None:
    data = (
        "es;es_definition;pt\n"
        '"datos; etiquetados";"Primera línea;\nsegunda ""citada"".";dados rotulados\n'
        "otro;Def.;outro\n"
    )
    first, second = read(write(tmp_path, data))[0]
    assert ("datos; etiquetados",) == first.entries[ES].terms
    assert 'Primera línea; segunda "citada".' == first.entries[ES].definition
    assert 2 == first.line
    assert 4 == second.line  # the quoted line break counts


def test_synonyms_subject_note_and_id(tmp_path: Path) -> None:
    data = (
        "id,es,es_synonyms,pt,pt_synonyms,subject,note\n"
        "k1,aprendizaje profundo,aprendizaje hondo | AP,aprendizado profundo,,IA,revisar\n"
    )
    (concept,), _ = read(write(tmp_path, data))
    assert ("aprendizaje profundo", "aprendizaje hondo", "AP") == concept.entries[ES].terms
    assert ("aprendizado profundo",) == concept.entries[PT].terms
    assert ("k1", "IA", ("revisar",)) == (concept.source_id, concept.subject, concept.notes)


def test_rows_without_spanish_or_portuguese_are_reported(tmp_path: Path) -> None:
    data = "en,es,pt\nnetwork,red,rede\ncloud,,\n,,\n"
    concepts, report = read(write(tmp_path, data))
    assert [("red",)] == [c.entries[ES].terms for c in concepts]
    assert [("row 3", ("en",), 3)] == [tuple(s) for s in report.skipped]


def test_columns_of_no_language_are_ignored(tmp_path: Path) -> None:
    # Spreadsheets carry their own bookkeeping: only es_/pt_ columns are ours to read.
    data = ("id,status,approved_by,es,es_definition,en,en_definition,comment,pt,pt_definition\n"
            "7,ok,Ana,red neuronal,Modelo de capas.,net,Layers.,-,rede neural,"
            "Modelo de camadas.\n")
    concepts, _ = read(write(tmp_path, data))
    assert [("7", RED)] == [(c.source_id, c.entries) for c in concepts]


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("", (1, SourceError.EMPTY_TABLE, {})),
        ("en,fr\na,b\n", (1, SourceError.NO_LANGUAGE_COLUMN, {'columns': "'en', 'fr'"})),
        ("es,es\na,b\n", (1, SourceError.REPEATED_COLUMN, {'name': 'es'})),
        # Two columns for one language's term: neither may silently win.
        ("es,es-ES,pt\na,b,c\n", (1, SourceError.REPEATED_COLUMN, {'name': 'es-ES'})),
        ("es,pt,PT_br\na,b,c\n", (1, SourceError.REPEATED_COLUMN, {'name': 'PT_br'})),
        # A hyphen for the underscore is no region: it replaced the es column.
        ("es,es-definition,pt\na,b,c\n",
         (1, SourceError.UNKNOWN_COLUMN,
          {'name': 'es-definition', 'known': '_definition, _synonyms, _note, _context'})),
        ("es,pt_definition\na,b\n",
         (1, SourceError.ORPHAN_COLUMN, {'name': 'pt_definition', 'lang': 'pt'})),
        ("es,es_definicion,pt\na,b,c\n",
         (1, SourceError.UNKNOWN_COLUMN,
          {'name': 'es_definicion', 'known': '_definition, _synonyms, _note, _context'})),
        ("es;pt;PT_Definiton\na;b;c\n",
         (1, SourceError.UNKNOWN_COLUMN,
          {'name': 'PT_Definiton', 'known': '_definition, _synonyms, _note, _context'})),
        ("es,pt_BR,pt_BR_sinonimos\na,b,c\n",
         (1, SourceError.UNKNOWN_COLUMN,
          {'name': 'pt_BR_sinonimos', 'known': '_definition, _synonyms, _note, _context'})),
        ("es,pt\na,b\nc,d,e\n", (3, SourceError.EXTRA_FIELDS, {'row': 3, 'count': 3, 'limit': 2})),
        ("es,es_definition,pt\n,Sin término.,x\n",
         (2, SourceError.NO_TERM, {'row': 2, 'lang': 'es', 'language': 'Spanish'})),
        ('es,pt\na,b\n"c,d\n', (3, SourceError.BAD_TABLE, {'detail': 'unexpected end of data'})),
        # An open quote is named where it opens, not at the end of the file it ran to.
        ('es,pt\n"a,b\nc,d\ne,f\n',
         (2, SourceError.BAD_TABLE, {'detail': 'unexpected end of data'})),
        ('"es,pt\na,b\n', (1, SourceError.BAD_TABLE, {'detail': 'unexpected end of data'})),
        ('es,pt\na,b\n\n"c\nd",e\n"f,g\nh,i\n',
         (6, SourceError.BAD_TABLE, {'detail': 'unexpected end of data'})),
        ('es,pt\n"a"x,b\n', (2, SourceError.BAD_TABLE, {'detail': '\',\' expected after \'"\''})),
        # Worded as every reader words it (a text file, a TBX file).
        ("es,pt\na,b\x01c\n", (2, SourceError.CONTROL_CHAR, {'char': 1})),
    ],
)
def test_malformed_tables_name_file_line_and_row(
    tmp_path: Path, data: str, expected: tuple[int, str, dict[str, object]]
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(SourceError) as caught:
        read(path)
    exc = caught.value
    assert (path, *expected) == (exc.path, exc.line, exc.reason, exc.fields)


def test_a_table_in_another_encoding_is_one_clear_line(tmp_path: Path) -> None:
    path = write(tmp_path, "es,pt\nnavegación,navegação\n".encode("latin-1"))
    with pytest.raises(SourceError) as caught:
        read(path)
    assert (path, None, SourceError.TABLE_NOT_UTF8) == (
        caught.value.path, caught.value.line, caught.value.reason)
    assert "\n" not in str(caught.value)
