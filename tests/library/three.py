"""A library of three glossaries: the seed (built-in) one, a CSV and a TBX imported.

They overlap: "Paralelismo de Datos" is in all three, "Dask" in the seed and the
CSV; "Sharding" is translated "Sharding" by the seed, "Fragmentação" by the TBX.
"""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.importer.build import build_db
from glossary_desktop.store.library import Library

CSV = (
    "es,es_definition,pt,pt_definition\n"
    "Paralelismo de Datos,Reparto de los datos entre nodos.,Paralelismo de Dados,"
    "Divisão dos dados entre nós.\n"
    "Dask,Biblioteca de cómputo paralelo.,Dask,Biblioteca de computação paralela.\n"
    "Agujero Negro,Región de la que nada escapa.,Buraco Negro,Região da qual nada escapa.\n"
)

TBX = """<?xml version="1.0" encoding="utf-8"?>
<tbx type="TBX-Basic" style="dct" xml:lang="es" xmlns="urn:iso:std:iso:30042:ed-2"
 xmlns:basic="http://www.tbxinfo.net/ns/basic">
<tbxHeader><fileDesc><sourceDesc><p>Test term base</p></sourceDesc></fileDesc></tbxHeader>
<text><body>
<conceptEntry id="c1">
<langSec xml:lang="es"><basic:definition>Partición horizontal de una base de datos en
fragmentos repartidos entre servidores.</basic:definition><termSec><term>Sharding</term></termSec>
</langSec>
<langSec xml:lang="pt"><basic:definition>Partição horizontal de um banco de dados em
fragmentos distribuídos entre servidores.</basic:definition>
<termSec><term>Fragmentação</term></termSec>
</langSec>
</conceptEntry>
<conceptEntry id="c2">
<langSec xml:lang="es"><basic:definition>Técnica que divide los datos de entrenamiento
entre varias máquinas.</basic:definition><termSec><term>Paralelismo de Datos</term></termSec>
</langSec>
<langSec xml:lang="pt"><basic:definition>Técnica que divide os dados de treinamento
entre várias máquinas.</basic:definition><termSec><term>Paralelismo de Dados</term></termSec>
</langSec>
</conceptEntry>
<conceptEntry id="c3">
<langSec xml:lang="es"><basic:definition>Modelo de lenguaje entrenado con textos
muy extensos.</basic:definition><termSec><term>Modelo Fundacional</term></termSec>
</langSec>
<langSec xml:lang="pt"><basic:definition>Modelo de linguagem treinado com textos
muito extensos.</basic:definition><termSec><term>Modelo Fundacional</term></termSec>
</langSec>
</conceptEntry>
</body></text>
</tbx>
"""


def write_sources(folder: Path) -> tuple[Path, Path]:
    """The CSV and TBX sources, written into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    csv, tbx = folder / "clientes.csv", folder / "iate.tbx"
    csv.write_text(CSV, encoding="utf-8")
    tbx.write_text(TBX, encoding="utf-8")
    return csv, tbx


def import_both(user_dir: Path, sources: Path) -> None:
    """Import the CSV as "clientes" and the TBX as "iate" into ``user_dir``'s library."""
    library = Library(user_dir)
    for name, source in zip(("clientes", "iate"), write_sources(sources), strict=True):
        library.add(name, lambda out, s=source: build_db([s], out))
