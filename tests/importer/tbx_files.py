"""Importer test helpers: the project's TBX test files, small TBX documents, CSV glossaries.

The TBX files every test reads are the project's own, in ``tests/data/tbx/`` (its
README says what each one exercises). Third-party TBX files, written by other
tools, are laid beside the checkout by CI for the interoperability suite
(``tests/interop``); they are never part of the repository, and
:func:`third_party_tbx` says whether they are there.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.model import ImportReport
from glossary_desktop.importer.tbx import read_tbx

REPO = Path(__file__).resolve().parents[2]

#: The project's own TBX test files (see the README there).
TBX_DATA = REPO / "tests" / "data" / "tbx"


def third_party_tbx() -> Path | None:
    """The folder of third-party TBX files laid beside the checkout by CI, if any.

    Looked for beside the checkout, and one level higher for a worktree kept in
    a folder of worktrees.
    """
    for base in (REPO.parent, REPO.parent.parent):
        folder = base / "shared" / "fixtures" / "tbx"
        if folder.is_dir():
            return folder
    return None


def read_counts(path: Path) -> tuple[Counter[tuple[Lang, ...]], Counter[tuple[str, ...]], int]:
    """Reading the TBX file at ``path``: its concepts counted by their languages, the
    records left out counted by their language tags, and the report's count."""
    report = ImportReport()
    concepts = list(read_tbx(path, report))
    return (Counter(tuple(c.entries) for c in concepts),
            Counter(s.langs for s in report.skipped), report.imported)


def found_as_term(db: Path, query: str) -> tuple[str, str, str | None]:
    """``query`` in the glossary ``db``: the first hit's slug and tier, and the slug
    that ``resolve`` (a command's concept argument) gives."""
    with Glossary.open(db) as glossary:
        hit = glossary.search(query)[0]
        resolved = glossary.resolve(query)
    return hit.concept.slug, hit.tier.name, resolved.slug if resolved is not None else None


def tbx_v3(body: str, lang: str = "en") -> str:
    """A TBX v3 (DCA) document around ``body`` (conceptEntry elements)."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tbx type="TBX-Basic" style="dca" xml:lang="{lang}" '
        'xmlns="urn:iso:std:iso:30042:ed-2"><tbxHeader><fileDesc><sourceDesc><p>t</p>'
        f"</sourceDesc></fileDesc></tbxHeader><text><body>{body}</body></text></tbx>\n"
    )


def martif(body: str, lang: str = "en", doctype: str = "") -> str:
    """A TBX v2 (martif) document around ``body`` (termEntry elements)."""
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n{doctype}'
        f'<martif type="TBX-Basic" xml:lang="{lang}"><martifHeader><fileDesc><sourceDesc>'
        f"<p>t</p></sourceDesc></fileDesc></martifHeader><text><body>{body}</body></text>"
        "</martif>\n"
    )


#: A CSV term base of one concept with synonyms (one of them looking like markup),
#: notes, a context and a subject field.
REDES = (
    "es,es_synonyms,es_definition,es_context,pt,pt_definition,pt_note,subject,note\n"
    "Red neuronal,Red de neuronas | <b>RNA</b>,Modelo de neuronas artificiales.,"
    "Una red neuronal aprende.,Rede neural,Modelo de neurônios artificiais.,"
    "Do português.,IA,Muy usada.\n"
)


def table_glossary(folder: Path, table: str, name: str = "redes.csv") -> Path:
    """A glossary built from one CSV term base with the text ``table``, in ``folder``."""
    from glossary_desktop.importer.build import build_db

    (folder / name).write_text(table, encoding="utf-8")
    build_db([folder / name], folder / "g.db")
    return folder / "g.db"
