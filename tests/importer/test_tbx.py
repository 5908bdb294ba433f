"""TBX reading: the shared real-world files, both versions and styles, safety, streaming."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.model import ImportedConcept, ImportReport
from glossary_desktop.importer.tbx import read_tbx

from .tbx_files import martif, tbx_fixtures, tbx_v3

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
        # 45 concepts: 39 English+Spanish (Spanish-only here), 6 Zulu only.
        ("astronomy_dca_v3.tbx", {(ES,): 39}, {("zu",): 6}),
        ("astronomy_dct_v3.tbx", {(ES,): 39}, {("zu",): 6}),
        # 50 entries, 49 with Portuguese; the other is English only.
        ("good_basic1_v2.tbx", {(PT,): 49}, {("en",): 1}),
        # 25 entries: 21 with Spanish (one has two Spanish langSets), 4 English only.
        ("good_basic2_v2.tbx", {(ES,): 21}, {("en",): 4}),
    ],
)
def test_the_shared_fixtures_import_as_their_readme_describes(
    name: str, imported: dict[tuple[Lang, ...], int], skipped: dict[tuple[str, ...], int]
) -> None:
    concepts, report = read(tbx_fixtures() / name)
    assert imported == Counter(tuple(c.entries) for c in concepts)
    assert skipped == Counter(s.langs for s in report.skipped)
    assert sum(imported.values()) == report.imported


def test_dca_and_dct_styles_read_the_same() -> None:
    dca, _ = read(tbx_fixtures() / "astronomy_dca_v3.tbx")
    dct, _ = read(tbx_fixtures() / "astronomy_dct_v3.tbx")
    # The two files place a few notes differently (langSec or conceptEntry); the
    # terms, definitions and contexts are the same.
    def content(concepts: list[ImportedConcept]) -> list[object]:
        return [[(e.terms, e.definition, e.contexts) for e in c.entries.values()]
                for c in concepts]

    assert content(dca) == content(dct)
    assert [c.subject for c in dca] == [c.subject for c in dct]


def test_astronomy_synonyms_definition_contexts_and_subject() -> None:
    concepts, _ = read(tbx_fixtures() / "astronomy_dct_v3.tbx")
    c2 = next(c for c in concepts if c.source_id == "c2")
    es = c2.entries[ES]
    assert ("disco de acreción", "disco de acrecimiento") == es.terms
    assert es.definition.startswith("Una estructura en forma de disco alrededor")
    assert 2 == len(es.contexts)
    assert es.definition not in es.contexts
    assert "Stellar Birth" == c2.subject


def test_trailing_spaces_and_a_broken_language_tag_in_the_v2_fixture() -> None:
    concepts, report = read(tbx_fixtures() / "good_basic1_v2.tbx")
    terms = [t for c in concepts for e in c.entries.values() for t in e.terms]
    assert "Advérbio" in terms
    assert all(t == t.strip() for t in terms)
    assert all("---" not in s.langs for s in report.skipped)


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
    message = str(caught.value)
    assert message.startswith(f"{path}: refused: the file declares the XML entity {name!r}")
    assert "\n" not in message


@pytest.mark.parametrize(("text", "expected"), [
    (martif("<termEntry><langSet></termEntry>"), ":2: not well-formed XML (mismatched tag)"),
    ("<martif>\n<text>\n</martif>", ":3: not well-formed XML (mismatched tag)"),
    ("", ":1: not well-formed XML (no element found)"),
    ('<?xml version="1.0"?>\n<html><body/></html>', ": not a TBX file: the root element is "
     "<html>, not <tbx> or <martif>"),
])
def test_malformed_files_name_file_and_line(tmp_path: Path, text: str, expected: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(SourceError) as caught:
        read(path)
    assert f"{path}{expected}" == str(caught.value)


def test_a_missing_file_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match=r"nope\.tbx: no such file$"):
        read(tmp_path / "nope.tbx")


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
