"""The TBX export's structure: TBX-Basic, DCT style, as the dialect's own example."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

from glossary_desktop.domain import Concept, Entry, Lang, Note, NoteKind
from glossary_desktop.export.tbx import write_tbx
from tests.importer.tbx_files import TBX_DATA

from .conftest import concept
from .tbx_shape import full_item, outside

NS = "{urn:iso:std:iso:30042:ed-2}"
BASIC = "{http://www.tbxinfo.net/ns/basic}"
MIN = "{http://www.tbxinfo.net/ns/min}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

ITEMS = [
    (concept("sharding", es=("Fragmentación", "Sharding"), pt=("Fragmentação",),
             es_def="Dividir <datos> & más.", pt_def="Dividir dados."), "repasar"),
    (concept("3d-parallelism", es=("Paralelismo 3D",)), ""),
]


def export() -> tuple[ET.Element, str]:
    out = io.StringIO()
    assert 2 == write_tbx(ITEMS, out, title="Mis marcadores").written
    return ET.fromstring(out.getvalue().encode()), out.getvalue()


def test_root_namespace_type_and_style() -> None:
    root, text = export()
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    assert f"{NS}tbx" == root.tag
    assert ("TBX-Basic", "dct", "es") == (root.get("type"), root.get("style"), root.get(XML_LANG))
    assert "Mis marcadores" == root.findtext(f"{NS}tbxHeader/{NS}fileDesc/{NS}sourceDesc/{NS}p")


def test_one_concept_entry_per_concept_with_its_note_and_languages() -> None:
    root, _ = export()
    entries = root.findall(f"{NS}text/{NS}body/{NS}conceptEntry")
    assert ["sharding", "c-3d-parallelism"] == [e.get("id") for e in entries]
    assert ["repasar"] == [n.text for n in entries[0].findall(f"{NS}note")]
    assert [["es", "pt"], ["es"]] == [
        [s.get(XML_LANG) for s in e.findall(f"{NS}langSec")] for e in entries
    ]


def test_terms_in_term_sections_heading_preferred_and_definition_escaped() -> None:
    root, _ = export()
    es = root.find(f"{NS}text/{NS}body/{NS}conceptEntry/{NS}langSec")
    assert es is not None
    sections = es.findall(f"{NS}termSec")
    assert [("Fragmentación", "preferredTerm-admn-sts"), ("Sharding", "admittedTerm-admn-sts")] \
        == [(s.findtext(f"{NS}term"), s.findtext(f"{MIN}administrativeStatus"))
            for s in sections]
    assert "Dividir <datos> & más." == es.findtext(f"{NS}descripGrp/{BASIC}definition")


def test_an_empty_export_is_still_a_document() -> None:
    out = io.StringIO()
    assert 0 == write_tbx([], out).written
    root = ET.fromstring(out.getvalue())
    assert [] == root.findall(f"{NS}text/{NS}body/{NS}conceptEntry")


def test_subject_notes_and_contexts_where_the_dialects_example_has_them() -> None:
    es = Entry(Lang.ES, "Galaxia", "Una galaxia espiral.", synonyms=("Vía Láctea",),
               notes=(Note(NoteKind.NOTE, "Del español."), Note(NoteKind.CONTEXT, "La Galaxia.")))
    galaxy = Concept(0, "galaxia", "v", {Lang.ES: es},
                     (Note(NoteKind.SUBJECT, "General"), Note(NoteKind.NOTE, "G-Source: x")))
    out = io.StringIO()
    write_tbx([(galaxy, "mi nota")], out)
    entry = ET.fromstring(out.getvalue().encode()).find(f"{NS}text/{NS}body/{NS}conceptEntry")
    assert entry is not None
    assert [f"{MIN}subjectField", f"{NS}note", f"{NS}note", f"{NS}langSec"] == [
        child.tag for child in entry
    ]
    assert ["General", "G-Source: x", "mi nota"] == [child.text for child in entry][:3]
    lang_sec = entry.find(f"{NS}langSec")
    assert lang_sec is not None
    assert [f"{NS}descripGrp", f"{NS}note", f"{NS}termSec", f"{NS}termSec"] == [
        child.tag for child in lang_sec
    ]
    assert "Del español." == lang_sec.findtext(f"{NS}note")
    heading, synonym = lang_sec.findall(f"{NS}termSec")
    assert ["La Galaxia."] == [c.text for c in heading.iter(f"{BASIC}context")]
    assert [] == list(synonym.iter(f"{BASIC}context"))


def test_every_element_the_export_writes_sits_where_the_projects_dct_file_has_it() -> None:
    """The project's own DCT file, written after the dialect's structure, stands for
    the schema (the interoperability suite checks the same against the dialect's own
    valid example). Each element is written under a parent the file puts it under,
    and each administrative status is one the file uses."""
    assert (set(), set()) == outside(TBX_DATA / "ia_dct_v3.tbx", [full_item(), *ITEMS])
