"""Bad sources, one or more per :class:`SourceError` code, for tests/ui/test_import_errors.py.

Each case is the files to write (bytes; ``None`` makes a folder, a ``str`` a
symbolic link to that name), the sources and ``--previous`` that build-db is
given, and the file and line the error must name; what it says of them is the
catalogue's wording of its code (glossary_desktop/messages), never repeated here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from glossary_desktop.errors import SourceError as E
from glossary_desktop.importer.table import MAX_COLUMNS, MAX_LINE_CHARS
from glossary_desktop.importer.tbx import MAX_DEPTH
from glossary_desktop.importer.xml_stream import MAX_RUN_BYTES

GOOD = "Glosario\nRedes\nRed\nConjunto de máquinas conectadas que intercambian datos.\n".encode()
CSV = "tabla.csv"
TBX = "datos.tbx"
TXT = "glosario.txt"
#: A file name whose bytes are not UTF-8 (a Latin-1 "ñ").
LATIN1_NAME = os.fsdecode(b"espa\xf1ol.txt")
#: Parse files up to 1 MiB in these tests: a too large file need not be 512 MiB.
MAX_FILE_BYTES = 2**20
#: Records up to 2 MiB in these tests (more than a tag may hold), not 16 MiB.
MAX_RECORD_BYTES = 2 << 20
#: A text each language profile recognises, for the language a text "looks like".
LOOKS_LIKE = {
    "English": "The network is the set of machines that are connected to each other and "
               "can exchange data with the other machines of the network.",
    "French": "Le réseau est un ensemble de machines qui sont connectées entre elles et "
              "peuvent échanger des données avec les autres machines du réseau.",
    "Italian": "La rete è un insieme di macchine che sono collegate tra loro e possono "
               "scambiare dati con le altre macchine della rete.",
}


@dataclass(frozen=True)
class Case:
    """A bad source and what the command line says of it."""

    id: str
    code: str
    files: dict[str, bytes | str | None]
    where: str  # the file (and line) the error names; {tmp}: the folder of the files
    sources: tuple[str, ...] = ()  # default: every file written but the manifest
    previous: str | None = None
    shows: tuple[str, ...] = ()  # data the window's line must show as written
    fields: dict[str, object] = field(default_factory=dict)  # fields the error must carry

    def source_names(self) -> tuple[str, ...]:
        return self.sources or tuple(n for n in self.files if n != "manifest.toml")


def _tbx(body: str) -> bytes:
    return (f'<martif type="TBX" xml:lang="en">\n<text><body>\n{body}\n'
            "</body></text></martif>\n").encode()


CASES = [
    # The file itself.
    Case("missing", E.NOT_FOUND, {}, "{tmp}/falta.txt", ("falta.txt",)),
    Case("folder", E.IS_DIRECTORY, {"carpeta.txt": None},
         "{tmp}/carpeta.txt"),
    # A link to a device: reading it would never end.
    Case("device", E.NOT_REGULAR, {"cero.csv": "/dev/zero"},
         "{tmp}/cero.csv"),
    # Not text at all: told what it looks like, not to save itself as UTF-8.
    Case("png", E.NOT_TEXT, {CSV: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"},
         "{tmp}/tabla.csv", shows=("PNG",),
         fields={"kind": "PNG"}),
    Case("pdf", E.NOT_TEXT, {TXT: b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"},
         "{tmp}/glosario.txt", shows=("PDF",)),
    Case("xlsx", E.SPREADSHEET, {CSV: b"PK\x03\x04\x14\x00" + b"\x00" * 24 + b"xl/workbook.xml"},
         "{tmp}/tabla.csv"),
    Case("path-through-a-file", E.UNREADABLE, {TXT: GOOD},
         "{tmp}/glosario.txt/hijo.txt", (f"{TXT}/hijo.txt",)),
    Case("link-loop", E.UNREADABLE, {"bucle.txt": "bucle.txt"},
         "{tmp}/bucle.txt"),
    Case("too-large", E.TOO_LARGE, {TXT: b"x" * (MAX_FILE_BYTES + 1)},
         "{tmp}/glosario.txt", shows=("1",)),
    Case("name-not-utf8", E.NAME_NOT_UTF8, {LATIN1_NAME: GOOD},
         "{tmp}/espa\\xf1ol.txt"),
    Case("utf-16", E.OTHER_ENCODING, {TXT: GOOD.decode().encode("utf-16")},
         "{tmp}/glosario.txt:1", shows=("UTF-16",)),
    Case("latin-1", E.NOT_UTF8, {TXT: "Glosario\nSub\nTérmino\nDef.\n".encode("latin-1")},
         "{tmp}/glosario.txt:3",
         shows=("0xe9",)),
    Case("latin-1-manifest", E.NOT_UTF8,
         {TXT: GOOD, "manifest.toml": '[[source]]\nfile = "glosario.txt"\nvolume = "Años"\n'
          .encode("latin-1")},
         "{tmp}/manifest.toml:3"),
    Case("latin-1-table", E.TABLE_NOT_UTF8, {CSV: "es,pt\nnavegación,navegação\n"
                                             .encode("latin-1")},
         "{tmp}/tabla.csv"),
    Case("nul-byte", E.BINARY, {TXT: b"Glosario\nSub\nA\x00B\nDef.\n"},
         "{tmp}/glosario.txt:3"),
    Case("bell", E.CONTROL_CHAR, {TXT: b"Glosario\nSub\nA\x07\nDef.\n"},
         "{tmp}/glosario.txt:3", shows=("U+0007",)),
    # A glossary text file.
    Case("empty", E.EMPTY, {TXT: b""},
         "{tmp}/glosario.txt"),
    Case("title-only", E.NO_ENTRIES, {TXT: b"Glosario\nSub\n"},
         "{tmp}/glosario.txt"),
    Case("no-definition", E.NO_DEFINITION, {TXT: b"Glosario\nSub\nRed\nConjunto.\nNube\n"},
         "{tmp}/glosario.txt:5", shows=("Nube",)),
    Case("long-term", E.TERM_TOO_LONG, {TXT: b"Glosario\nSub\n" + b"x" * 1000 + b"\nDef.\n"},
         "{tmp}/glosario.txt:3", shows=("300",)),
    Case("long-definition", E.DEFINITION_TOO_LONG,
         {TXT: b"Glosario\nSub\nA\n" + b"palabra " * 5000},
         "{tmp}/glosario.txt:4"),
    Case("punctuation-term", E.NO_LETTERS, {TXT: b"Glosario\nSub\n***\nDef.\n"},
         "{tmp}/glosario.txt:3", shows=("***",)),
    # Its language, and the manifest that can state it.
    Case("too-little-text", E.UNKNOWN_LANGUAGE, {"lista.txt": b"Lista\nSub\nRed\nConjunto.\n"},
         "{tmp}/lista.txt",
         shows=("manifest.toml",)),
    *(Case(f"looks-like-{name.lower()}", E.OTHER_LANGUAGE,
           {"lista.txt": f"List\nTerms\nNetwork\n{text}\n".encode()},
           "{tmp}/lista.txt",
           shows=("manifest.toml",), fields={"detected": name})
      for name, text in LOOKS_LIKE.items()),
    Case("manifest-syntax", E.BAD_MANIFEST, {TXT: GOOD, "manifest.toml": b"[[source]\n"},
         "{tmp}/manifest.toml:1"),
    Case("manifest-no-file", E.MANIFEST_NO_FILE,
         {TXT: GOOD, "manifest.toml": b"[[source]]\nlang = 'es'\n"},
         "{tmp}/manifest.toml"),
    Case("manifest-lang", E.MANIFEST_LANG,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\nlang = "fr"\n'},
         "{tmp}/manifest.toml",
         shows=("glosario.txt", "fr")),
    Case("manifest-lang-list", E.MANIFEST_LANG,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\nlang = ["es"]\n'},
         "{tmp}/manifest.toml",
         shows=("glosario.txt", "['es']")),
    Case("manifest-volume-number", E.MANIFEST_VOLUME,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\nvolume = 3\n'},
         "{tmp}/manifest.toml",
         shows=("glosario.txt", "3")),
    Case("manifest-file-twice", E.MANIFEST_FILE_TWICE,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\nlang = "es"\n\n'
          b'[[source]]\nfile = "glosario.txt"\nlang = "pt"\n'},
         "{tmp}/manifest.toml:6",
         shows=("glosario.txt",)),
    Case("manifest-file-twice-spelt-otherwise", E.MANIFEST_FILE_TWICE,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\n'
          b'[[source]]\nfile = "./glosario.txt"\nvolume = "Redes"\n'},
         "{tmp}/manifest.toml:4",
         shows=("./glosario.txt",)),
    Case("manifest-misspelt-file", E.MANIFEST_UNKNOWN_FILE,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosari.txt"\nlang = "es"\n'},
         "{tmp}/manifest.toml:2", shows=("glosari.txt",)),
    Case("manifest-termbase-lang", E.MANIFEST_TERMBASE_LANG,
         {CSV: b"es,pt\nred,rede\n",
          "manifest.toml": b'[[source]]\nfile = "tabla.csv"\nlang = "es"\n'},
         "{tmp}/manifest.toml:3", shows=("tabla.csv",)),
    Case("manifest-misspelt-key", E.MANIFEST_KEY,
         {TXT: GOOD, "manifest.toml": b'[[source]]\nfile = "glosario.txt"\nlangg = "es"\n'},
         "{tmp}/manifest.toml:3",
         shows=("langg", "file, lang, volume")),
    Case("manifest-misspelt-table", E.MANIFEST_KEY,
         {TXT: GOOD, "manifest.toml": b'[[sources]]\nfile = "glosario.txt"\nlang = "es"\n'},
         "{tmp}/manifest.toml:1",
         shows=("sources",)),
    # A CSV/TSV table.
    Case("empty-table", E.EMPTY_TABLE, {CSV: b""},
         "{tmp}/tabla.csv:1"),
    Case("blank-header", E.BLANK_HEADER, {CSV: b"\nes,pt\na,b\n"},
         "{tmp}/tabla.csv:1"),
    Case("open-quote", E.BAD_TABLE, {CSV: b'es,pt\na,b\n"c,d\n'},
         "{tmp}/tabla.csv:3"),
    Case("column-twice", E.REPEATED_COLUMN, {CSV: b"es,es\na,b\n"},
         "{tmp}/tabla.csv:1", shows=("es",)),
    Case("no-language-column", E.NO_LANGUAGE_COLUMN, {CSV: b"en,fr\na,b\n"},
         "{tmp}/tabla.csv:1",
         shows=("'en', 'fr'",)),
    Case("orphan-column", E.ORPHAN_COLUMN, {CSV: b"es,pt_definition\na,b\n"},
         "{tmp}/tabla.csv:1",
         shows=("pt_definition", "pt")),
    Case("misspelt-column", E.UNKNOWN_COLUMN, {CSV: b"es,es_definicion,pt\na,b,c\n"},
         "{tmp}/tabla.csv:1",
         shows=("es_definicion", "_definition, _synonyms, _note, _context")),
    Case("field-without-language", E.FIELD_WITHOUT_LANGUAGE,
         {CSV: b"es,pt,Definition\na,b,c\n"}, "{tmp}/tabla.csv:1",
         shows=("Definition",)),
    Case("extra-field", E.EXTRA_FIELDS, {CSV: b"es,pt\na,b\nc,d,e\n"},
         "{tmp}/tabla.csv:3"),
    Case("no-spanish-term", E.NO_TERM, {CSV: "es,es_definition,pt\n,Sin término.,x\n".encode()},
         "{tmp}/tabla.csv:2",
         fields={"lang": "es"}),
    Case("no-portuguese-term", E.NO_TERM, {CSV: b"es,pt,pt_definition\nx,,Sem termo.\n"},
         "{tmp}/tabla.csv:2", fields={"lang": "pt"}),
    Case("control-in-row", E.CONTROL_CHAR, {CSV: b"es,pt\na,b\x01c\n"},
         "{tmp}/tabla.csv:2", shows=("U+0001",)),
    Case("long-line", E.LINE_TOO_LONG, {CSV: b"es,pt\n" + b"a" * (MAX_LINE_CHARS + 1)},
         "{tmp}/tabla.csv:2"),
    Case("wide-header", E.TOO_MANY_COLUMNS, {CSV: b"es,pt" + b",x" * (MAX_COLUMNS - 1)},
         "{tmp}/tabla.csv:1"),
    # A TBX file.
    Case("mismatched-tag", E.BAD_XML, {TBX: b"<martif>\n<text>\n</martif>"},
         "{tmp}/datos.tbx:3"),
    Case("entity", E.XML_ENTITY, {TBX: b'<!DOCTYPE martif [<!ENTITY e "x">]>\n<martif/>'},
         "{tmp}/datos.tbx"),
    Case("shift-jis", E.OTHER_ENCODING,
         {TBX: b'<?xml version="1.0" encoding="Shift_JIS"?>\n<martif/>'},
         "{tmp}/datos.tbx:1", shows=("Shift_JIS",)),
    Case("c1-control", E.CONTROL_CHAR,
         {TBX: _tbx('<termEntry><langSet xml:lang="es"><tig><term>red\u009b</term></tig>'
                    "</langSet></termEntry>")},
         "{tmp}/datos.tbx:3", shows=("U+009B",)),
    Case("long-attribute", E.XML_TOO_LONG,
         {TBX: _tbx(f'<termEntry id="{"x" * MAX_RUN_BYTES}"/>')},
         "{tmp}/datos.tbx:3"),
    Case("long-record", E.RECORD_TOO_LONG,
         {TBX: _tbx("<termEntry>" + "<note>x</note>" * (MAX_RECORD_BYTES // 14) + "</termEntry>")},
         "{tmp}/datos.tbx:3"),
    Case("deep", E.XML_TOO_DEEP,
         {TBX: _tbx("<termEntry>" + "<descripGrp>" * MAX_DEPTH + "</descripGrp>" * MAX_DEPTH
                    + "</termEntry>")},
         "{tmp}/datos.tbx:3"),
    Case("html", E.NOT_TBX, {TBX: b'<?xml version="1.0"?>\n<html><body/></html>'},
         "{tmp}/datos.tbx",
         shows=("<html>", "<tbx>", "<martif>")),
    Case("english-only", E.NO_CONCEPTS,
         {TBX: _tbx('<termEntry><langSet xml:lang="en"><tig><term>cloud</term></tig>'
                    "</langSet></termEntry>")},
         "{tmp}/datos.tbx"),
    # The build: which files, and the glossary whose slugs it keeps.
    Case("same-name", E.SAME_NAME, {"a": None, "b": None, f"a/{TXT}": GOOD, f"b/{TXT}": GOOD},
         "{tmp}/b/glosario.txt", (f"a/{TXT}", f"b/{TXT}")),
    Case("previous-missing", E.PREVIOUS_UNOPENABLE, {TXT: GOOD},
         "{tmp}/nada/previo.db", previous="nada/previo.db"),
    Case("previous-not-a-database", E.PREVIOUS_NOT_GLOSSARY,
         {TXT: GOOD, "previo.db": b"no es una base de datos " * 100},
         "{tmp}/previo.db", (TXT,),
         previous="previo.db"),
]
