"""The benchmark's concepts as one TBX v3 file (ISO 30042:2019, TBX-Basic, DCT style).

The same concepts as the text volumes of :mod:`.generate` (same size, same
seed), in file order, one ``conceptEntry`` each: a ``langSec`` per language it
has (``es``, ``pt-BR``), its definition in a ``descripGrp`` and the term as the
preferred one, the layout the app's own TBX export writes. One file, so the
importer streams a single term base of the whole size (its worst case for
memory), where the text import reads volumes of 100k concepts.

Cached beside the text sources: ``bench.tbx`` and ``tbx.json`` (what it was
made from). Usage::

    python -m tests.benchmarks.tbx_source --size 100k [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from .generate import GENERATOR_VERSION, cache_dir, concepts, parse_size

#: Bump when the TBX written changes, so stale caches are rewritten.
TBX_VERSION = 1

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dct" xml:lang="es" xmlns="urn:iso:std:iso:30042:ed-2" \
xmlns:basic="http://www.tbxinfo.net/ns/basic" xmlns:min="http://www.tbxinfo.net/ns/min">
\t<tbxHeader><fileDesc><sourceDesc><p>Banco sintético de prueba</p></sourceDesc></fileDesc>\
</tbxHeader>
\t<text>
\t\t<body>
"""
FOOTER = "\t\t</body>\n\t</text>\n</tbx>\n"


def _lang_sec(tag: str, term: str, definition: str) -> str:
    return (
        f'\t\t\t\t<langSec xml:lang="{tag}">\n'
        f"\t\t\t\t\t<descripGrp><basic:definition>{escape(definition)}</basic:definition>"
        "</descripGrp>\n"
        f"\t\t\t\t\t<termSec><term>{escape(term)}</term><min:administrativeStatus>"
        "preferredTerm-admn-sts</min:administrativeStatus></termSec>\n"
        "\t\t\t\t</langSec>\n"
    )


def write_tbx(size: int, seed: int, out: Path) -> Path:
    """Write the ``size`` concepts of ``seed`` to ``out`` as TBX; ``out``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(HEADER)
        for number, concept in enumerate(concepts(size, seed), start=1):
            parts = [f'\t\t\t<conceptEntry id="c{number}">\n']
            if concept.es:
                parts.append(_lang_sec("es", *concept.es))
            if concept.pt:
                parts.append(_lang_sec("pt-BR", *concept.pt))
            parts.append("\t\t\t</conceptEntry>\n")
            fh.write("".join(parts))
        fh.write(FOOTER)
    return out


def ensure_tbx(size: int, seed: int = 1, root: Path | None = None) -> Path:
    """The TBX file for ``(size, seed)``, written once and reused from the cache."""
    base = root if root is not None else cache_dir(size, seed)
    path = base / "bench.tbx"
    stamp = base / "tbx.json"
    want = {"generator": GENERATOR_VERSION, "tbx": TBX_VERSION, "size": size, "seed": seed}
    if stamp.exists() and path.exists() and json.loads(stamp.read_text()) == want:
        return path
    stamp.unlink(missing_ok=True)  # a half-written file is never taken as done
    write_tbx(size, seed, path)
    stamp.write_text(json.dumps(want, indent=1))
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.benchmarks.tbx_source",
        description="Write the benchmark's concepts as one TBX v3 (DCT) file.",
    )
    parser.add_argument("--size", type=parse_size, default=parse_size("100k"))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    path = ensure_tbx(args.size, args.seed)
    mb = path.stat().st_size / 1e6
    print(f"{path}: {mb:.1f} MB in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
