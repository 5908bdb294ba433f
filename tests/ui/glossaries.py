"""Small generated glossaries for window tests: Spanish and Portuguese pairs."""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.importer.build import build_db

#: A second pair, so that the importer recognises the files as translations.
SHARDING = (
    "Sharding",
    "Técnica de particionamiento horizontal de datos en fragmentos.",
    "Sharding",
    "Técnica de particionamento horizontal de dados em fragmentos.",
)
#: Definitions of "Paralelismo de Datos | Dados" where the Portuguese leaves out a
#: word ("heterogéneas") and adds another ("sempre").
OMISSION_ES = "Técnica donde los datos se particionan entre computadoras heterogéneas en paralelo."
OMISSION_PT = "Técnica onde os dados são particionados entre computadores em paralelo, sempre."


def pair_db(folder: Path, es_term: str, es: str, pt_term: str, pt: str) -> Path:
    """A glossary of two volumes' files holding ``es_term``/``pt_term`` and
    :data:`SHARDING`, built in ``folder``."""
    es_text = f"Glosario IA\nPrueba\n{es_term}\n{es}\n{SHARDING[0]}\n{SHARDING[1]}\n"
    pt_text = f"Glossário IA\nTeste\n{pt_term}\n{pt}\n{SHARDING[2]}\n{SHARDING[3]}\n"
    (folder / "g.es.txt").write_text(es_text, encoding="utf-8")
    (folder / "g.pt.txt").write_text(pt_text, encoding="utf-8")
    out = folder / "g.db"
    build_db([folder / "g.es.txt", folder / "g.pt.txt"], out)
    return out
