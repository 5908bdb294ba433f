"""Importer test helpers: the shared TBX test files, small TBX documents, CSV glossaries.

The TBX fixtures are third-party files kept outside the repository, in the
``shared/`` folder beside the checkout (CI lays it there; a worktree under a
folder of worktrees finds it one level higher). Missing, they fail the tests:
a skipped check would pass silently.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def tbx_fixtures() -> Path:
    """The folder of shared TBX fixture files; fails the test if it is absent."""
    for base in (REPO.parent, REPO.parent.parent):
        folder = base / "shared" / "fixtures" / "tbx"
        if folder.is_dir():
            return folder
    pytest.fail(f"TBX fixtures not found: expected shared/fixtures/tbx beside {REPO}")


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
