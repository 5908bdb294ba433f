"""The glossary database schema, shared by the importer (writer) and the reader.

Concept-oriented, like a TBX term base:

- ``sources``: one row per text file (language, title, subtitle, sha256).
- ``volumes``: a set of source files that translate each other.
- ``concepts``: one idea. ``id`` is its alphabetical position (1-based), so the
  full term list needs no ids in memory: row ``i`` is concept ``i + 1``.
  ``slug`` is stable across rebuilds from the same sources.
- ``entries``: one language's side of a concept, with its source line. Its
  ``term`` is the heading (a term base's preferred term).
- ``synonyms``: the entry's other terms (a term base lists them; text files
  have none), in the source's order (``position`` 1, 2, ...).
- ``notes``: what a term base says beside the definition, never taken as one:
  ``kind`` ``subject`` (field), ``note`` or ``context``, in the source's order.
  ``of_concept`` marks what the source says of the whole concept (its subject
  field, a concept-level note); it is stored with the concept's first entry.
- ``entries_fts``: FTS5 over entry term and definition, accent-folded, with
  column weights stored once (a term hit outranks a definition hit).
- ``terms_fts``: FTS5 over terms alone. A ``{term}:`` filter on ``entries_fts``
  still walks doclists full of definition hits ("de la" on a million rows);
  a terms-only index is ten times smaller and answers far sooner.
  ``synonyms_fts`` is the same over the synonyms.
- ``word_stems``: the Snowball stems (Spanish and Portuguese) of every
  distinct word of the terms and synonyms, so a word matches terms in any
  form: "gradientes" -> stem "gradient" -> word "gradiente" -> ``terms_fts``
  (:mod:`glossary_desktop.store.stems`).
- ``term_words``: the distinct folded words of all terms and synonyms, for typo
  suggestions.
- ``definition_words``: the same for the words of definitions that are in no
  term, so a typo of a word only definitions use is corrected too. Optional: a
  glossary built before it has none, and its typos are corrected toward term
  words only (no rebuild needed, so no new schema version).
- ``meta``: build metadata (time, tool version, source hashes, counts).
- ``slugs``: every slug this glossary or an earlier build of it gave out, with
  the fingerprint of the concept's entries; ``retired`` when that concept is
  gone. The importer reads it to keep slugs across rebuilds (the reader does not).

``PRAGMA user_version`` holds :data:`SCHEMA_VERSION`.
"""

from __future__ import annotations

SCHEMA_VERSION = 4  # 2: terms_fts; 3: word_stems; 4: synonyms, notes

#: The FTS5 tokenizer: unicode61 folds case and, with remove_diacritics 2,
#: accents in both languages ("sincronico" finds "Sincrónico").
FTS_TOKENIZE = "unicode61 remove_diacritics 2"

#: Weights for bm25(term, definition): a term hit beats a definition hit.
FTS_RANK = "bm25(10.0, 1.0)"

TABLES = """
CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    file TEXT NOT NULL,
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    entries INTEGER NOT NULL,
    volume_id INTEGER NOT NULL REFERENCES volumes(id)
);
CREATE TABLE volumes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
);
CREATE TABLE concepts (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    volume_id INTEGER NOT NULL REFERENCES volumes(id),
    langs TEXT NOT NULL,
    sort_key TEXT NOT NULL
);
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    concept_id INTEGER NOT NULL REFERENCES concepts(id),
    lang TEXT NOT NULL,
    term TEXT NOT NULL,
    definition TEXT NOT NULL,
    source_id INTEGER NOT NULL REFERENCES sources(id),
    line INTEGER NOT NULL,
    term_key TEXT NOT NULL
);
CREATE TABLE synonyms (
    id INTEGER PRIMARY KEY,
    entry_id INTEGER NOT NULL REFERENCES entries(id),
    position INTEGER NOT NULL,
    term TEXT NOT NULL,
    term_key TEXT NOT NULL
);
CREATE TABLE notes (
    entry_id INTEGER NOT NULL REFERENCES entries(id),
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    of_concept INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (entry_id, position)
) WITHOUT ROWID;
CREATE TABLE term_words (
    word TEXT PRIMARY KEY,
    first TEXT NOT NULL,
    length INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE slugs (
    slug TEXT PRIMARY KEY,
    fingerprint BLOB NOT NULL,
    retired INTEGER NOT NULL
) WITHOUT ROWID;
"""

#: Indexes on entry text, which is known as soon as the files are parsed (the
#: importer builds them alongside the full-text tables).
TEXT_INDEXES = """
CREATE INDEX entries_term_key ON entries(term_key);
CREATE INDEX synonyms_term_key ON synonyms(term_key);
"""

#: Indexes on concepts, built once concepts are paired and ordered.
INDEXES = """
CREATE INDEX entries_concept ON entries(concept_id, lang);
CREATE INDEX synonyms_entry ON synonyms(entry_id, position);
-- The list in one language's order (a header's click): walked, never sorted.
CREATE INDEX entries_lang_order ON entries(lang, term_key, concept_id);
CREATE INDEX concepts_sort ON concepts(sort_key);
CREATE INDEX concepts_langs ON concepts(langs, id);
CREATE INDEX concepts_volume ON concepts(volume_id, id);
CREATE INDEX term_words_first ON term_words(first, length);
"""

FTS = f"""
CREATE VIRTUAL TABLE entries_fts USING fts5(
    term, definition,
    content='entries', content_rowid='id',
    tokenize='{FTS_TOKENIZE}',
    prefix='3'
);
INSERT INTO entries_fts(entries_fts, rank) VALUES ('rank', '{FTS_RANK}');
CREATE VIRTUAL TABLE terms_fts USING fts5(
    term,
    content='entries', content_rowid='id',
    tokenize='{FTS_TOKENIZE}',
    prefix='2 3'
);
CREATE VIRTUAL TABLE synonyms_fts USING fts5(
    term,
    content='synonyms', content_rowid='id',
    tokenize='{FTS_TOKENIZE}',
    prefix='2 3'
);
"""

#: Words in any form (filled by :func:`glossary_desktop.store.stems.build_stem_index`).
WORD_STEMS = """
CREATE TABLE word_stems (
    stem TEXT NOT NULL,
    word TEXT NOT NULL,
    PRIMARY KEY (stem, word)
) WITHOUT ROWID;
"""

#: Words of definitions that no term has (filled from the definition column of
#: ``entries_fts``'s own vocabulary by :mod:`glossary_desktop.importer.indexing`),
#: indexed as ``term_words`` is: by first letter and length for close spellings,
#: by the word itself for "does some word start with this".
DEFINITION_WORDS = """
CREATE TABLE definition_words (
    word TEXT PRIMARY KEY,
    first TEXT NOT NULL,
    length INTEGER NOT NULL
) WITHOUT ROWID;
"""
DEFINITION_WORDS_INDEX = "CREATE INDEX definition_words_first ON definition_words(first, length);"

#: The full-text tables, rebuilt from ``entries`` and ``synonyms`` once they are filled.
FTS_TABLES = ("entries_fts", "terms_fts", "synonyms_fts")

#: ``concepts.langs`` of the concepts each list scope keeps (the list and search filters).
SCOPE_LANGS = {"both": "es,pt", "missing-pt": "es", "missing-es": "pt"}

#: Tables a reader needs; a DB without them is not a glossary (``definition_words``
#: is not one of them: see above).
REQUIRED_TABLES = (
    "sources", "volumes", "concepts", "entries", "synonyms", "notes", "entries_fts",
    "terms_fts", "synonyms_fts", "word_stems", "term_words", "meta",
)
