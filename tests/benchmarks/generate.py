"""Deterministic generator of large Spanish/Portuguese-like glossaries.

Writes pairs of source files in the seed format (``data/*.txt``): line 1 the
title ("Glosario ..." / "Glossário ..."), line 2 the subtitle, then alternating
term and definition lines. A volume is a pair ``bench-vNN.es.txt`` /
``bench-vNN.pt.txt`` of at most :data:`VOLUME` concepts that translate each
other, concept by concept and in the same order, except that ~5% of the
concepts are Spanish only and ~1% Portuguese only.

The words are pseudo-Spanish, built from syllables (with accents and ñ now and
then), plus a few dozen real function and domain words so the full-text index
has very common words ("de", "la", "datos") as well as rare ones. The
Portuguese side is a deterministic "translation": a word table for the common
words and suffix/spelling rules for the rest (-ción -> -ção, -dad -> -dade,
ñ -> nh, ll -> lh, ...), so a true pair of definitions scores ~80-90 on
``rapidfuzz.fuzz.ratio`` of the accent-folded text and unrelated ones much
less, as on the seeds.

Terms are 1-5 words, unique (case and accents ignored) across the whole set
and across both languages. Definitions are 15-40 words drawn from a Zipf
distribution; some words only ever appear in definitions, and ~15% of terms and
~10% of definitions carry a fresh, rare word.

Same ``(size, seed)``, same bytes. Usage::

    python -m tests.benchmarks.generate --size 100k [--seed 1] [--out DIR]
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import random
import re
import sys
import time
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

#: Bump when the output changes, so stale caches are regenerated.
GENERATOR_VERSION = 1

#: Concepts per volume (pair of files).
VOLUME = 100_000

#: Size of the pool of definition clauses.
CLAUSES = 1 << 16

ES_ONLY = 0.05
PT_ONLY = 0.01

REPO_ROOT = Path(__file__).resolve().parents[2]
CACHE_ROOT = REPO_ROOT / "build" / "bench"

# -- the vocabulary -----------------------------------------------------------------

#: Very common words (es, pt), most frequent first.
FUNCTION_WORDS: tuple[tuple[str, str], ...] = (
    ("de", "de"),
    ("la", "a"),
    ("el", "o"),
    ("en", "em"),
    ("y", "e"),
    ("que", "que"),
    ("los", "os"),
    ("del", "do"),
    ("las", "as"),
    ("un", "um"),
    ("una", "uma"),
    ("por", "por"),
    ("con", "com"),
    ("para", "para"),
    ("se", "se"),
    ("es", "é"),
    ("al", "ao"),
    ("como", "como"),
    ("más", "mais"),
    ("entre", "entre"),
    ("sobre", "sobre"),
    ("sin", "sem"),
    ("cada", "cada"),
    ("su", "seu"),
    ("sus", "seus"),
    ("donde", "onde"),
    ("cuando", "quando"),
    ("mediante", "mediante"),
    ("también", "também"),
    ("otro", "outro"),
    ("muy", "muito"),
    ("puede", "pode"),
)

#: Common domain words (es, pt): they appear in terms and definitions.
DOMAIN_WORDS: tuple[tuple[str, str], ...] = (
    ("datos", "dados"),
    ("modelo", "modelo"),
    ("sistema", "sistema"),
    ("red", "rede"),
    ("proceso", "processo"),
    ("método", "método"),
    ("función", "função"),
    ("valor", "valor"),
    ("información", "informação"),
    ("aprendizaje", "aprendizado"),
    ("entrenamiento", "treinamento"),
    ("conjunto", "conjunto"),
    ("resultado", "resultado"),
    ("capa", "camada"),
    ("tiempo", "tempo"),
    ("algoritmo", "algoritmo"),
    ("técnica", "técnica"),
    ("nodo", "nó"),
    ("memoria", "memória"),
    ("parámetros", "parâmetros"),
    ("cálculo", "cálculo"),
    ("usuario", "usuário"),
    ("objeto", "objeto"),
    ("tarea", "tarefa"),
    ("ejemplo", "exemplo"),
    ("estructura", "estrutura"),
    ("variable", "variável"),
    ("distribución", "distribuição"),
    ("computación", "computação"),
    ("lenguaje", "linguagem"),
    ("servidor", "servidor"),
    ("archivo", "arquivo"),
    ("muestra", "amostra"),
    ("peso", "peso"),
    ("error", "erro"),
    ("precisión", "precisão"),
    ("salida", "saída"),
    ("entrada", "entrada"),
    ("clase", "classe"),
    ("neuronal", "neural"),
    ("automático", "automático"),
    ("inteligencia", "inteligência"),
    ("artificial", "artificial"),
    ("código", "código"),
    ("máquina", "máquina"),
    ("señal", "sinal"),
    ("año", "ano"),
    ("paralelo", "paralelo"),
)

_ONSETS = (
    "",
    "",
    "b",
    "c",
    "d",
    "f",
    "g",
    "l",
    "m",
    "m",
    "n",
    "p",
    "p",
    "r",
    "s",
    "s",
    "t",
    "t",
    "v",
    "ch",
    "ll",
    "ñ",
    "br",
    "cr",
    "dr",
    "tr",
    "pl",
    "gr",
    "fl",
    "pr",
    "z",
    "j",
)
_VOWELS = ("a", "a", "e", "e", "i", "o", "o", "u", "ue", "ie", "io")
_CODAS = ("", "", "", "", "n", "r", "s", "l")
_ACUTE = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}

#: (Spanish ending, Portuguese ending, weight): most words get a familiar ending.
_SUFFIXES: tuple[tuple[str, str, int], ...] = (
    ("", "", 30),
    ("o", "o", 14),
    ("a", "a", 12),
    ("ción", "ção", 8),
    ("ciones", "ções", 2),
    ("dad", "dade", 5),
    ("ble", "vel", 3),
    ("mente", "mente", 2),
    ("ico", "ico", 4),
    ("ica", "ica", 4),
    ("ado", "ado", 4),
    ("ada", "ada", 3),
    ("or", "or", 4),
    ("ivo", "ivo", 3),
    ("miento", "mento", 3),
    ("aje", "agem", 2),
    ("ero", "eiro", 3),
    ("encia", "ência", 2),
    ("ismo", "ismo", 2),
)
_SUFFIX_CUM = list(itertools.accumulate(w for _, _, w in _SUFFIXES))

#: Spelling rules for the root of a syllable word, applied in order.
_ROOT_RULES = (("ñ", "nh"), ("ll", "lh"), ("ue", "o"), ("ie", "e"), ("z", "ç"), ("j", "g"))


def fold(text: str) -> str:
    """Lowercase without accents (what the importer and FTS5 compare)."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _syllable_word(rng: random.Random) -> tuple[str, str]:
    """A fresh pseudo-Spanish word and its Portuguese form."""
    n = rng.choice((1, 2, 2, 2, 3, 3))
    sylls = [rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(n)]
    sylls[-1] += rng.choice(_CODAS)
    es_end, pt_end, _ = _SUFFIXES[bisect.bisect_right(_SUFFIX_CUM, rng.random() * _SUFFIX_CUM[-1])]
    if es_end:
        sylls[-1] = sylls[-1].rstrip("nrsl")  # no "rción"
        if es_end[0] in "aeio" and len(sylls[-1]) > 1 and sylls[-1][-1] in "aeiou":
            sylls[-1] = sylls[-1][:-1]  # no "flaao"
    root = "".join(sylls)
    if not es_end and rng.random() < 0.25:
        # An accent on one of the vowels of an unsuffixed word (esdrújula-ish).
        idx = [i for i, c in enumerate(root) if c in _ACUTE]
        if idx:
            i = rng.choice(idx)
            root = root[:i] + _ACUTE[root[i]] + root[i + 1 :]
    pt_root = root
    for a, b in _ROOT_RULES:
        pt_root = pt_root.replace(a, b)
    return root + es_end, pt_root + pt_end


@dataclass(frozen=True)
class Vocabulary:
    """Parallel word lists: ``es[i]`` translates to ``pt[i]``; folded forms unique."""

    es: tuple[str, ...]
    pt: tuple[str, ...]
    es_folded: tuple[str, ...]
    pt_folded: tuple[str, ...]
    #: Indices usable in terms (domain + term words), each repeated by its weight
    #: (a uniform choice from a pool is ~3x faster than a weighted one).
    term_pool: tuple[int, ...]
    #: All indices repeated by their Zipf weight, for definitions; the words
    #: that are not in ``term_pool`` appear only in definitions.
    def_pool: tuple[int, ...]
    n_function: int
    n_domain: int


def make_vocabulary(seed: int, n_term_words: int = 3000, n_def_words: int = 1200) -> Vocabulary:
    """The fixed vocabulary for ``seed`` (a few thousand words)."""
    rng = random.Random(f"vocab-{seed}")
    es: list[str] = []
    pt: list[str] = []
    seen_es: set[str] = set()
    seen_pt: set[str] = set()

    # The fixed words go in as they are (two of them may fold alike: "y" -> "e"
    # and "es" -> "é" in Portuguese); generated words never shadow any of them.
    for e, p in FUNCTION_WORDS + DOMAIN_WORDS:
        es.append(e)
        pt.append(p)
        seen_es.update((fold(e), fold(p)))
        seen_pt.update((fold(e), fold(p)))
    n_fixed = len(es)
    while len(es) < n_fixed + n_term_words + n_def_words:
        e, p = _syllable_word(rng)
        fe, fp = fold(e), fold(p)
        if len(fe) >= 4 and fe not in seen_es and fp not in seen_pt:
            seen_es.add(fe)
            seen_pt.add(fp)
            es.append(e)
            pt.append(p)
    n_function, n_domain = len(FUNCTION_WORDS), len(DOMAIN_WORDS)
    # Zipf over a shuffled rank order of the generated words, function words first.
    ranks = list(range(n_fixed, len(es)))
    rng.shuffle(ranks)
    order = list(range(n_fixed)) + ranks
    def_pool = [i for r, i in enumerate(order) for _ in range(max(1, round(40_000 / (r + 2))))]
    n_term = n_fixed + n_term_words
    term_pool = [i for i in range(n_function, n_term) for _ in range(4 if i < n_fixed else 1)]
    return Vocabulary(
        es=tuple(es),
        pt=tuple(pt),
        es_folded=tuple(fold(w) for w in es),
        pt_folded=tuple(fold(w) for w in pt),
        term_pool=tuple(term_pool),
        def_pool=tuple(def_pool),
        n_function=n_function,
        n_domain=n_domain,
    )


# -- concepts -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Concept:
    """One generated concept; ``None`` for a language it lacks."""

    es: tuple[str, str] | None  # (term, definition)
    pt: tuple[str, str] | None


#: Words per term: 1 (5%), 2 (35%), 3 (35%), 4 (15%), 5 (10%).
_TERM_LENGTHS = (1,) + (2,) * 7 + (3,) * 7 + (4,) * 3 + (5,) * 2


def _title(word: str) -> str:
    return word[:1].upper() + word[1:]


class _Maker:
    def __init__(self, seed: int) -> None:
        v = self.v = make_vocabulary(seed)
        self.rng = random.Random(f"concepts-{seed}")
        self.keys: set[str] = set()
        self.retries = 0
        self.es_title = tuple(_title(w) for w in v.es)
        self.pt_title = tuple(_title(w) for w in v.pt)
        # Definitions are strings of clauses (2-7 words) drawn from a fixed pool:
        # 5x faster than drawing every word, and the words keep their Zipf law.
        crng = random.Random(f"clauses-{seed}")
        lens = [crng.randint(2, 7) for _ in range(CLAUSES)]
        clauses = [crng.choices(v.def_pool, k=n) for n in lens]
        self.es_clauses = tuple(" ".join([v.es[i] for i in c]) for c in clauses)
        self.pt_clauses = tuple(" ".join([v.pt[i] for i in c]) for c in clauses)
        self.clause_len = tuple(lens)

    def term(self) -> tuple[str, str]:
        """A fresh (es term, pt term), unique in both languages (folded)."""
        rng, v = self.rng, self.v
        while True:
            n = _TERM_LENGTHS[int(rng.random() * 20)]
            pool, size = v.term_pool, len(v.term_pool)
            idx = [pool[int(rng.random() * size)] for _ in range(n)]
            es_w = [self.es_title[i] for i in idx]
            pt_w = [self.pt_title[i] for i in idx]
            es_f = [v.es_folded[i] for i in idx]
            pt_f = [v.pt_folded[i] for i in idx]
            if n > 2 and rng.random() < 0.4:  # "Paralelismo de Datos"
                k = rng.randrange(1, n - 1)
                es_w[k] = pt_w[k] = es_f[k] = pt_f[k] = "de"
            if rng.random() < 0.15:  # a fresh, rare word
                k = rng.randrange(n)
                e, p = _syllable_word(rng)
                es_w[k], pt_w[k], es_f[k], pt_f[k] = _title(e), _title(p), fold(e), fold(p)
            es_k, pt_k = " ".join(es_f), " ".join(pt_f)
            if es_k in self.keys or pt_k in self.keys:
                self.retries += 1
                continue
            self.keys.add(es_k)
            self.keys.add(pt_k)
            return " ".join(es_w), " ".join(pt_w)

    def definitions(self) -> tuple[str, str]:
        rng = self.rng
        want = rng.randint(15, 40)
        es_c: list[str] = []
        pt_c: list[str] = []
        n = 0
        while n < want:
            i = int(rng.random() * CLAUSES)
            es_c.append(self.es_clauses[i])
            pt_c.append(self.pt_clauses[i])
            n += self.clause_len[i]
        if rng.random() < 0.1:  # a fresh, rare word
            e, p = _syllable_word(rng)
            es_c.append(e)
            pt_c.append(p)
        if len(es_c) > 3:
            es_c[1] += ","
            pt_c[1] += ","
        return _title(" ".join(es_c)) + ".", _title(" ".join(pt_c)) + "."

    def concept(self) -> Concept:
        r = self.rng.random()
        es_t, pt_t = self.term()
        es_d, pt_d = self.definitions()
        if r < ES_ONLY:
            return Concept((es_t, es_d), None)
        if r < ES_ONLY + PT_ONLY:
            return Concept(None, (pt_t, pt_d))
        return Concept((es_t, es_d), (pt_t, pt_d))


def concepts(size: int, seed: int = 1) -> Iterator[Concept]:
    """The ``size`` concepts for ``seed``, in file order."""
    maker = _Maker(seed)
    for _ in range(size):
        yield maker.concept()


# -- files ----------------------------------------------------------------------------


def parse_size(text: str) -> int:
    """``"10k"`` -> 10000, ``"1m"`` -> 1000000, ``"2500"`` -> 2500."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kKmM]?)\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (try 10k, 100k, 1m or 2500)")
    n = float(m.group(1)) * {"": 1, "k": 1_000, "m": 1_000_000}[m.group(2).lower()]
    if n < 1:
        raise argparse.ArgumentTypeError(f"size must be at least 1: {text!r}")
    return int(n)


def size_label(size: int) -> str:
    if size % 1_000_000 == 0:
        return f"{size // 1_000_000}m"
    if size % 1_000 == 0:
        return f"{size // 1_000}k"
    return str(size)


def cache_dir(size: int, seed: int = 1) -> Path:
    return CACHE_ROOT / f"{size_label(size)}-s{seed}"


def write_sources(size: int, seed: int, out: Path, volume: int | None = None) -> list[Path]:
    """Write the volumes for ``(size, seed)`` into ``out``; the paths, es then pt.

    ``volume``: concepts per volume (default :data:`VOLUME`); ``size`` makes one
    volume of all of them, the case whose memory must not grow (issue 30).
    """
    return _write(size, seed, out, volume or VOLUME)[0]


def _write(size: int, seed: int, out: Path, volume: int) -> tuple[list[Path], dict[str, int]]:
    counts = {"concepts": 0, "both": 0, "es_only": 0, "pt_only": 0}
    out.mkdir(parents=True, exist_ok=True)
    it = concepts(size, seed)
    n_vol = max(1, -(-size // volume))
    paths: list[Path] = []
    for v in range(1, n_vol + 1):
        chunk = list(itertools.islice(it, volume))
        es = [f"Glosario Banco {v}", f"Volumen {v} de {n_vol}: diccionario sintético de prueba"]
        pt = [f"Glossário Banco {v}", f"Volume {v} de {n_vol}: dicionário sintético de teste"]
        for c in chunk:
            if c.es:
                es.extend(c.es)
            if c.pt:
                pt.extend(c.pt)
            counts["both" if c.es and c.pt else "es_only" if c.es else "pt_only"] += 1
        for lang, lines in (("es", es), ("pt", pt)):
            path = out / f"bench-v{v:02d}.{lang}.txt"
            path.write_text("\n".join(lines), encoding="utf-8")
            paths.append(path)
    counts["concepts"] = size
    return paths, counts


def ensure_sources(
    size: int, seed: int = 1, root: Path | None = None, volume: int | None = None
) -> list[Path]:
    """The source files for ``(size, seed)`` (``volume`` concepts a volume, as
    :func:`write_sources`), generated once and reused from the cache.

    ``sources.json`` beside them records the true concept counts (``counts``):
    what a perfect importer reports.
    """
    base = root if root is not None else cache_dir(size, seed)
    src = base / "sources"
    stamp = base / "sources.json"
    per_volume = volume or VOLUME
    want = {"generator": GENERATOR_VERSION, "size": size, "seed": seed, "volume": per_volume}
    if stamp.exists():
        info = json.loads(stamp.read_text())
        info.setdefault("volume", VOLUME)  # a cache written before volumes could be chosen
        paths = [src / name for name in info.get("files", [])]
        fresh = {k: info.get(k) for k in want} == want and "counts" in info
        if fresh and paths and all(p.exists() for p in paths):
            return paths
    paths, counts = _write(size, seed, src, per_volume)
    info = {**want, "files": [p.name for p in paths], "counts": counts}
    stamp.write_text(json.dumps(info, indent=1))
    return paths


def read_pairs(path: Path) -> list[tuple[str, str]]:
    """(term, definition) pairs of a source file, the simplest way."""
    lines = path.read_text(encoding="utf-8-sig").splitlines()[2:]
    return list(zip(lines[0::2], lines[1::2], strict=True))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.benchmarks.generate",
        description="Write a synthetic es/pt glossary (pairs of source files).",
        epilog="example: python -m tests.benchmarks.generate --size 10k --out /tmp/g",
    )
    parser.add_argument(
        "--size",
        type=parse_size,
        default=parse_size("100k"),
        help="concepts: 10k, 100k, 1m or a number (default 100k)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--volume",
        type=parse_size,
        help=f"concepts per volume (default {size_label(VOLUME)}); --volume SIZE makes one volume",
    )
    parser.add_argument("--out", type=Path, help="folder (default build/bench/SIZE-sSEED/sources)")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    if args.out:
        paths = write_sources(args.size, args.seed, args.out, args.volume)
    else:
        paths = ensure_sources(args.size, args.seed, volume=args.volume)
    mb = sum(p.stat().st_size for p in paths) / 1e6
    print(f"{len(paths)} files, {mb:.1f} MB in {time.perf_counter() - t0:.1f} s: {paths[0].parent}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
