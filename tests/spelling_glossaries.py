"""Small glossaries where a letter changes the word: *Año*/*Ano*, *pão*/*pao*, *avó*/*avô*.

``WORDS`` has no term spelt alike in two concepts, so each spelling names one;
each folded pair is written in an order that leaves one of its two searches to
the tie-break (the index alone returns the first written first). ``TWINS`` has
*Ano* as the Portuguese of *Año* and the Spanish of *Ano*: a term that names two
concepts equally well.
"""

from __future__ import annotations

from pathlib import Path

from tests.importer.tbx_files import table_glossary

WORDS = """es,es_definition,pt,pt_definition
Año,Periodo de doce meses.,,
Ano,Orificio en que termina el tubo digestivo.,,
,,Pao,Sigla de um protocolo de acesso.
,,Pão,Alimento feito de farinha e água.
,,Avô,O pai do pai ou da mãe.
,,Avó,A mãe do pai ou da mãe.
"""

TWINS = """es,es_definition,pt,pt_definition
Año,Periodo de doce meses.,Ano,Período de doze meses.
Ano,Orificio en que termina el tubo digestivo.,Ânus,Orifício em que termina o tubo digestivo.
"""

#: Each query and the term its first result must have, then the other folded spelling.
FIRST = {
    "año": ("Año", "Ano"),
    "ano": ("Ano", "Año"),
    "pão": ("Pão", "Pao"),
    "pao": ("Pao", "Pão"),
    "avó": ("Avó", "Avô"),
    "avô": ("Avô", "Avó"),
}


def words_db(folder: Path) -> Path:
    return table_glossary(folder, WORDS, "words.csv")


def twins_db(folder: Path) -> Path:
    return table_glossary(folder, TWINS, "twins.csv")
