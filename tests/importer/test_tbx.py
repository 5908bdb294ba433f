"""TBX reading: the project's TBX files, both versions and styles, safety, streaming."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.model import ImportedConcept, ImportReport
from glossary_desktop.importer.tbx import read_tbx

from .tbx_files import TBX_DATA, martif, read_counts, tbx_v3

ES, PT = Lang.ES, Lang.PT


def read(path: Path) -> tuple[list[ImportedConcept], ImportReport]:
    report = ImportReport()
    return list(read_tbx(path, report)), report


def write(tmp_path: Path, text: str, name: str = "t.tbx") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("name", "imported", "skipped"),
    [
        # 11 concepts: 5 Spanish+Portuguese, 1 Spanish only, 1 Portuguese only; left
        # out: 1 English only, 2 Zulu only, 1 English+Zulu.
        ("ia_dca_v3.tbx", {(ES, PT): 5, (ES,): 1, (PT,): 1},
         {("en",): 1, ("zu",): 2, ("en", "zu"): 1}),
        ("ia_dct_v3.tbx", {(ES, PT): 5, (ES,): 1, (PT,): 1},
         {("en",): 1, ("zu",): 2, ("en", "zu"): 1}),
        # 7 entries, 6 with Portuguese (two beside an "---" langSet); 1 English only.
        ("glosario_pt_v2.tbx", {(PT,): 6}, {("en",): 1}),
        # 6 entries: 4 with Spanish (one in two Spanish langSets), 2 English only.
        ("glosario_es_v2.tbx", {(ES,): 4}, {("en",): 2}),
    ],
)
def test_the_projects_tbx_files_import_as_their_readme_describes(
    name: str, imported: dict[tuple[Lang, ...], int], skipped: dict[tuple[str, ...], int]
) -> None:
    assert (imported, skipped, sum(imported.values())) == read_counts(TBX_DATA / name)


def test_dca_and_dct_styles_read_the_same() -> None:
    # The same concepts, written once with typed elements (<descrip type=...>) and
    # once with the dialect's namespaced ones (<basic:definition>): nothing differs.
    dca, dca_report = read(TBX_DATA / "ia_dca_v3.tbx")
    dct, dct_report = read(TBX_DATA / "ia_dct_v3.tbx")
    assert 7 == len(dca)
    assert dca == dct
    assert dca_report.skipped == dct_report.skipped


def test_synonyms_definition_contexts_notes_and_subject() -> None:
    concepts, _ = read(TBX_DATA / "ia_dct_v3.tbx")
    c1 = next(c for c in concepts if c.source_id == "c1")
    es = c1.entries[ES]
    # Preferred, admitted, then superseded: the heading first, file order kept.
    assert ("red neuronal", "red neuronal artificial", "red de neuronas") == es.terms
    assert ("Modelo de cómputo formado por capas de unidades conectadas que aprende "
            "ajustando los pesos de sus conexiones.") == es.definition
    assert ("La red neuronal se entrenó con un millón de imágenes etiquetadas.",
            "Una red neuronal con muchas capas ocultas se llama profunda.",
            "Las redes neuronales artificiales se inspiran libremente en el cerebro.") \
        == es.contexts
    assert () == es.notes
    assert ("rede neural", "rede neuronal") == c1.entries[PT].terms
    assert ("Aprendizaje automático", ("G-Source: glosario interno del equipo de datos",)) \
        == (c1.subject, c1.notes)
    c2 = next(c for c in concepts if c.source_id == "c2")
    assert ("Se dice también «bajada por el gradiente» en textos divulgativos.",) \
        == c2.entries[ES].notes


def test_a_context_is_never_taken_for_the_definition() -> None:
    # c6 has contexts and no definition, in both languages.
    concepts, _ = read(TBX_DATA / "ia_dct_v3.tbx")
    c6 = next(c for c in concepts if c.source_id == "c6")
    assert {
        ES: ("", ("Una alucinación es una respuesta segura de sí misma que el modelo no "
                  "puede respaldar con datos.",)),
        PT: ("", ("O modelo produziu uma alucinação: citou um artigo que não existe.",)),
    } == {lang: (e.definition, e.contexts) for lang, e in c6.entries.items()}


def test_trailing_spaces_and_a_broken_language_tag_in_the_v2_files() -> None:
    concepts, report = read(TBX_DATA / "glosario_pt_v2.tbx")
    by_id = {c.source_id: c for c in concepts}
    # "Retropropagação " and " Retropropagação  do erro ": spaces trimmed and collapsed.
    assert ("Retropropagação", "Retropropagação do erro") == by_id["e03"].entries[PT].terms
    # A langSet tagged "---" is no language: its term is dropped, the concept kept.
    assert [("Função de ativação",), ("Conjunto de dados",)] == [
        by_id[i].entries[PT].terms for i in ("e04", "e05")
    ]
    assert [("e06", ("en",))] == [(s.source_id, s.langs) for s in report.skipped]
    terms = [t for c in concepts for e in c.entries.values() for t in e.terms]
    assert all(t == t.strip() for t in terms)
    assert not {"Activation function", "Data set"} & set(terms)
    spanish, _ = read(TBX_DATA / "glosario_es_v2.tbx")
    assert ("lote",) == spanish[2].entries[ES].terms


def test_two_langsets_of_one_language_are_one_entry() -> None:
    # f2 has an es-ES and an es-MX langSet; the placeholder definition "-" of the
    # termEntry is no definition, the es-MX one is.
    concepts, _ = read(TBX_DATA / "glosario_es_v2.tbx")
    f2 = next(c for c in concepts if c.source_id == "f2")
    assert [(ES, ("tasa de aprendizaje", "razón de aprendizaje"),
             "Tamaño del paso con que se ajustan los pesos.")] == [
        (lang, e.terms, e.definition) for lang, e in f2.entries.items()
    ]


# Reads the files with an audit hook that records every file opened (but Python
# modules, which a lazy import may open) and every address looked up or socket
# used while reading: a DTD read or fetched would show there.
_OPENS = """
import json, sys
from pathlib import Path
from glossary_desktop.importer.tbx import read_tbx
seen = set()
def hook(event, args):
    if event == "open" and not str(args[0]).endswith((".py", ".pyc", ".so")) \\
            or event.startswith(("socket.", "urllib.")):
        seen.add((event, str(args[0])))
sys.addaudithook(hook)
counts = [sum(1 for _ in read_tbx(Path(name))) for name in sys.argv[1:]]
print(json.dumps([counts, sorted(seen)]))
"""


def test_the_dtd_a_v2_file_names_is_never_fetched() -> None:
    # One names a DTD file beside it (absent), the other an https address that
    # cannot resolve: both read in full, and neither is looked for.
    files = [str(TBX_DATA / "glosario_pt_v2.tbx"), str(TBX_DATA / "glosario_es_v2.tbx")]
    done = subprocess.run([sys.executable, "-c", _OPENS, *files], check=True,
                          capture_output=True, text=True)
    assert [[6, 4], sorted(["open", f] for f in files)] == json.loads(done.stdout)


@pytest.mark.parametrize(
    ("tag", "lang"),
    [("es", ES), ("es-ES", ES), ("ES", ES), ("es-419", ES), ("pt", PT), ("pt-BR", PT),
     ("PT-pt", PT)],
)
def test_region_tags_are_folded(tmp_path: Path, tag: str, lang: Lang) -> None:
    body = f'<conceptEntry id="a"><langSec xml:lang="{tag}"><termSec><term>x</term>' \
           "</termSec></langSec></conceptEntry>"
    (concept,), _ = read(write(tmp_path, tbx_v3(body)))
    assert {lang: ("x",)} == {lg: e.terms for lg, e in concept.entries.items()}


def test_v2_tig_and_ntig_term_groups(tmp_path: Path) -> None:
    body = (
        '<termEntry id="e1"><langSet xml:lang="es"><tig><term>red neuronal</term></tig>'
        "<ntig><termGrp><term>red de neuronas</term>"
        '<termNote type="administrativeStatus">admittedTerm-admn-sts</termNote></termGrp>'
        '<descrip type="context">Una red neuronal aprende.</descrip></ntig></langSet>'
        '<langSet xml:lang="pt-BR"><descrip type="definition">Modelo de camadas.</descrip>'
        "<tig><term>rede neural</term></tig></langSet></termEntry>"
    )
    (concept,), _ = read(write(tmp_path, martif(body)))
    assert ("red neuronal", "red de neuronas") == concept.entries[ES].terms
    assert ("Una red neuronal aprende.",) == concept.entries[ES].contexts
    assert "" == concept.entries[ES].definition
    assert "Modelo de camadas." == concept.entries[PT].definition


def test_the_preferred_term_is_the_heading(tmp_path: Path) -> None:
    body = (
        '<termEntry><langSet xml:lang="es">'
        '<tig><term>viejo</term><termNote type="administrativeStatus">'
        "supersededTerm-admn-sts</termNote></tig>"
        '<tig><term>nuevo</term><termNote type="administrativeStatus">'
        "preferredTerm-admn-sts</termNote></tig></langSet></termEntry>"
    )
    (concept,), _ = read(write(tmp_path, martif(body)))
    assert ("nuevo", "viejo") == concept.entries[ES].terms


@pytest.mark.parametrize(
    ("root_lang", "own_lang", "es_definition", "others"),
    [
        ("es", "", "Definición del concepto.", ()),  # inherited from the root
        ("en", "es-ES", "Definición del concepto.", ()),  # its own tag
        ("en", "", "", (("en", "Definición del concepto."),)),  # English: kept aside
    ],
)
def test_a_concept_level_definition_goes_to_its_own_language(
    tmp_path: Path, root_lang: str, own_lang: str, es_definition: str,
    others: tuple[tuple[str, str], ...],
) -> None:
    attr = f' xml:lang="{own_lang}"' if own_lang else ""
    body = (
        f'<termEntry id="e"><descrip type="definition"{attr}>Definición del concepto.</descrip>'
        '<langSet xml:lang="es"><tig><term>término</term></tig></langSet></termEntry>'
    )
    (concept,), _ = read(write(tmp_path, martif(body, lang=root_lang)))
    assert es_definition == concept.entries[ES].definition
    assert others == concept.other_definitions


def test_notes_and_placeholders_are_never_the_definition(tmp_path: Path) -> None:
    body = (
        '<conceptEntry id="a"><note>Nota general.</note><descrip type="definition">-</descrip>'
        '<langSec xml:lang="es"><note>Nota de idioma.</note><termSec><term>a</term>'
        "<note>Nota del término.</note></termSec></langSec></conceptEntry>"
    )
    (concept,), _ = read(write(tmp_path, tbx_v3(body, lang="es")))
    assert "" == concept.entries[ES].definition
    assert ("Nota de idioma.", "Nota del término.") == concept.entries[ES].notes
    assert ("Nota general.",) == concept.notes


def test_a_dtd_named_by_the_doctype_is_never_read(tmp_path: Path) -> None:
    # If the parser read this DTD, the langSet would get xml:lang="es" by default
    # and the concept would be imported.
    dtd = tmp_path / "basic.dtd"
    dtd.write_text('<!ATTLIST langSet xml:lang CDATA "es">', encoding="utf-8")
    doctype = f'<!DOCTYPE martif SYSTEM "{dtd.as_uri()}">\n'
    body = "<termEntry><langSet><tig><term>t</term></tig></langSet></termEntry>"
    concepts, report = read(write(tmp_path, martif(body, doctype=doctype)))
    assert [] == concepts
    assert 1 == len(report.skipped)


LAUGHS = '<!DOCTYPE martif [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n'
EXTERNAL = '<!DOCTYPE martif [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n'
PARAMETER = '<!DOCTYPE martif [<!ENTITY % p SYSTEM "http://127.0.0.1:9/x.dtd"> %p;]>\n'


@pytest.mark.parametrize(("doctype", "name"), [
    (LAUGHS, "lol"), (EXTERNAL, "secret"), (PARAMETER, "p"),
])
def test_a_file_declaring_an_entity_is_refused_with_one_line(
    tmp_path: Path, doctype: str, name: str
) -> None:
    body = "<termEntry><langSet xml:lang='es'><tig><term>&lol2;</term></tig></langSet>" \
           "</termEntry>" if name == "lol" else ""
    path = write(tmp_path, martif(body, doctype=doctype))
    with pytest.raises(SourceError) as caught:
        read(path)
    exc = caught.value
    assert (path, SourceError.XML_ENTITY, {"name": name}) == (exc.path, exc.reason, exc.fields)
    assert "\n" not in str(exc)


@pytest.mark.parametrize(("text", "expected"), [
    (martif("<termEntry><langSet></termEntry>"),
     (2, SourceError.BAD_XML, {'detail': 'mismatched tag', 'column': 157})),
    ("<martif>\n<text>\n</martif>",
     (3, SourceError.BAD_XML, {'detail': 'mismatched tag', 'column': 3})),
    ("", (1, SourceError.BAD_XML, {'detail': 'no element found', 'column': 1})),
    ('<?xml version="1.0"?>\n<html><body/></html>', (None, SourceError.NOT_TBX, {'name': 'html'})),
])
def test_malformed_files_name_file_and_line(
    tmp_path: Path, text: str, expected: tuple[int | None, str, dict[str, object]]
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(SourceError) as caught:
        read(path)
    exc = caught.value
    assert (path, *expected) == (exc.path, exc.line, exc.reason, exc.fields)


def test_a_missing_file_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(SourceError) as caught:
        read(tmp_path / "nope.tbx")
    assert (tmp_path / "nope.tbx", SourceError.NOT_FOUND) == (
        caught.value.path, caught.value.reason)
    assert "\n" not in str(caught.value)


# -- bounded memory ------------------------------------------------------------------

# The peak resident size of this process alone: ru_maxrss of a child started
# by a large parent reports the parent's size (Linux carries it over the exec).
_PEAK = """
import sys
from pathlib import Path
from glossary_desktop.importer.tbx import read_tbx
count = sum(1 for _ in read_tbx(Path(sys.argv[1])))
status = Path("/proc/self/status").read_text().splitlines()
print(count, next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")))
"""


def _generate(path: Path, concepts: int) -> None:
    head, tail = tbx_v3("@").split("@")
    with path.open("w", encoding="utf-8") as out:
        out.write(head)
        for n in range(concepts):
            out.write(
                f'<conceptEntry id="c{n}"><note>{"nota " * 40}</note>'
                f'<langSec xml:lang="es"><descrip type="definition">{"definición " * 60}{n}'
                f"</descrip><termSec><term>término {n}</term></termSec></langSec>"
                f'<langSec xml:lang="pt"><termSec><term>termo {n}</term></termSec>'
                "</langSec></conceptEntry>\n"
            )
        out.write(tail)


def _peak_kib(path: Path) -> tuple[int, int]:
    done = subprocess.run([sys.executable, "-c", _PEAK, str(path)], check=True,
                          capture_output=True, text=True)
    count, peak = done.stdout.split()
    return int(count), int(peak)


@pytest.mark.slow
def test_memory_stays_bounded_whatever_the_file_size(tmp_path: Path) -> None:
    small, large = tmp_path / "small.tbx", tmp_path / "large.tbx"
    _generate(small, 20_000)  # ~20 MB
    _generate(large, 1_000_000)  # ~1 GB
    count_small, peak_small = _peak_kib(small)
    count_large, peak_large = _peak_kib(large)
    large.unlink()
    assert (20_000, 1_000_000) == (count_small, count_large)
    print(f"peak RSS: {peak_small} KiB for 20k concepts, {peak_large} KiB for 1M")
    assert peak_large < peak_small * 1.25
