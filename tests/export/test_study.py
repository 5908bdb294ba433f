"""The study exports: an Anki deck (two-sided) and Markdown."""

from __future__ import annotations

import csv
import io

from glossary_desktop.domain import Concept, Entry, Lang, Note, NoteKind
from glossary_desktop.export.anki import write_anki
from glossary_desktop.export.markdown import write_markdown

from .conftest import concept

ITEMS = [
    (concept("sharding", es=("Fragmentación", "Sharding"), pt=("Fragmentação",),
             es_def="Dividir <datos>\ten partes.", pt_def='Dividir "dados".'), "ver\ncap. 2"),
    (concept("solo-es", es=("Solo español",), es_def="Sin traducción."), ""),
    (concept("args", es=("*args",), pt=("*args",), es_def="Lista [1] _x_ #a",
             pt_def="Lista."), ""),
]


def test_anki_headers_are_the_ones_anki_reads() -> None:
    out = io.StringIO()
    write_anki(ITEMS, out)
    headers = [line for line in out.getvalue().splitlines() if line.startswith("#")]
    assert [
        "#separator:tab", "#html:true", "#notetype:Basic (and reversed card)",
        "#deck:Glossary Desktop", "#guid column:1", "#columns:GUID\tFront\tBack",
    ] == headers


def test_anki_two_sided_notes_spanish_front_portuguese_back() -> None:
    out = io.StringIO()
    written = write_anki(ITEMS, out)
    rows = [line.split("\t") for line in out.getvalue().splitlines() if not line.startswith("#")]
    assert (2, ("solo-es",)) == (written.written, written.skipped)
    guid, front, back = rows[0]
    assert "glossary-desktop:sharding" == guid
    assert "<b>Fragmentación</b> <small>(Sharding)</small><br>Dividir &lt;datos&gt; en partes." \
        == front
    # The note's lines stay lines (it read "ver cap. 2").
    assert "<b>Fragmentação</b><br>Dividir &quot;dados&quot;.<br><br><i>ver<br>cap. 2</i>" == back
    # Nothing a CSV reader (Anki's importer is one) would take as quoting.
    assert rows == list(csv.reader(io.StringIO(out.getvalue().split("\n", 6)[6]),
                                   delimiter="\t"))


def test_markdown_one_section_per_concept_with_text_escaped() -> None:
    out = io.StringIO()
    assert 3 == write_markdown(ITEMS, out, title="Marcadores").written
    assert (
        "# Marcadores\n\n"
        "## Fragmentación / Fragmentação\n\n"
        "- **es** Fragmentación (Sharding): Dividir \\<datos\\>\ten partes.\n"
        '- **pt** Fragmentação: Dividir "dados".\n\n'
        "> ver\\\n"  # a hard line break: the note's lines stay lines
        "> cap. 2\n\n"
        "## Solo español\n\n"
        "- **es** Solo español: Sin traducción.\n\n"
        "## \\*args / \\*args\n\n"
        "- **es** \\*args: Lista \\[1\\] \\_x\\_ \\#a\n"
        "- **pt** \\*args: Lista.\n"
    ) == out.getvalue()


def _with_notes() -> Concept:
    return Concept(1, "orbita", "v", {
        Lang.ES: Entry(Lang.ES, "Órbita", "Trayectoria.", notes=(
            Note(NoteKind.NOTE, "Uso *técnico*."),
            Note(NoteKind.CONTEXT, "La órbita\nbaja."))),
        Lang.PT: Entry(Lang.PT, "Órbita", "Trajetória.", notes=(
            Note(NoteKind.CONTEXT, "A órbita baixa."),)),
    }, notes=(Note(NoteKind.SUBJECT, "Astronomía"), Note(NoteKind.NOTE, "Ver [órbita]")))


def test_markdown_keeps_a_term_bases_subject_notes_and_contexts() -> None:
    # They were dropped: a term base exported for reading lost everything said
    # beside its definitions.
    out = io.StringIO()
    write_markdown([(_with_notes(), "")], out, title="G")
    assert (
        "# G\n\n"
        "## Órbita / Órbita\n\n"
        "- *Subject field:* Astronomía\n"
        "- *Note:* Ver \\[órbita\\]\n"
        "- **es** Órbita: Trayectoria.\n"
        "  - *Note:* Uso \\*técnico\\*.\n"
        "  - *Context:* La órbita baja.\n"
        "- **pt** Órbita: Trajetória.\n"
        "  - *Context:* A órbita baixa.\n"
    ) == out.getvalue()


def test_markdown_names_the_notes_in_the_words_it_is_given() -> None:
    labels = {NoteKind.SUBJECT: "Área", NoteKind.NOTE: "Nota", NoteKind.CONTEXT: "Contexto"}
    out = io.StringIO()
    write_markdown([(_with_notes(), "")], out, title="G", labels=labels)
    said = [line.split(":*")[0].strip() for line in out.getvalue().splitlines() if ":*" in line]
    assert ["- *Área", "- *Nota", "- *Nota", "- *Contexto", "- *Contexto"] == said


def test_markdown_quotes_a_note_line_by_line_as_written() -> None:
    # One remark a line: hard breaks keep them lines (they were joined), a blank
    # line stays a paragraph break, and a line that starts like a list item, a
    # numbered one or a heading's underline shows as written (its spacing as
    # Markdown shows it anyway: one space).
    note = "  revisar\t el pt  \r\n- sin lista\n\n\n1. sin número\n===\n+ fin\\\n\n"
    out = io.StringIO()
    write_markdown([(ITEMS[1][0], note)], out, title="G")
    assert (
        "> revisar el pt\\\n"
        "> \\- sin lista\n"
        ">\n"
        "> 1\\. sin número\\\n"
        "> \\===\\\n"
        "> \\+ fin\\\\\n"
    ) == out.getvalue().split("\n\n", 3)[3]
