"""Why a source cannot be imported: every :class:`~glossary_desktop.errors.SourceError`
code and its one wording (the reason after the file and line; see :mod:`.fill`)."""

from __future__ import annotations

import errno
from collections.abc import Mapping

from glossary_desktop.messages.fill import QT_TRANSLATE_NOOP


class SourceReasons:
    """The codes of ``SourceError.reason`` (``SourceError`` inherits them)."""

    # The file itself: missing, unreadable, too big, not UTF-8 text.
    NOT_FOUND = "not-found"
    IS_DIRECTORY = "is-directory"
    NOT_REGULAR = "not-regular"  # a FIFO, a device, a socket
    NOT_TEXT = "not-text"  # kind: "PNG", "JPEG", "PDF", "ZIP"... (importer/file_kind.py)
    SPREADSHEET = "spreadsheet"  # an XLSX, ODS or XLS file
    UNREADABLE = "unreadable"  # detail: the system's reason; errno: its number (0 if none)
    TOO_LARGE = "too-large"
    NAME_NOT_UTF8 = "name-not-utf8"
    OTHER_ENCODING = "other-encoding"  # encoding: "UTF-16", or a TBX's declared one
    NOT_UTF8 = "not-utf8"
    TABLE_NOT_UTF8 = "table-not-utf8"
    BINARY = "binary"  # a NUL byte
    CONTROL_CHAR = "control-char"  # char: its code point
    # A glossary text file: title, subtitle, then term and definition lines.
    EMPTY = "empty"
    NO_ENTRIES = "no-entries"
    NO_DEFINITION = "no-definition"
    TERM_TOO_LONG = "term-too-long"
    DEFINITION_TOO_LONG = "definition-too-long"
    NO_LETTERS = "no-letters"
    # Its language (detect.LanguageError) and manifest.toml.
    UNKNOWN_LANGUAGE = "unknown-language"  # manifest: where to state it
    OTHER_LANGUAGE = "other-language"  # detected: "English"; manifest
    BAD_MANIFEST = "bad-manifest"  # detail: the TOML parser's reason
    MANIFEST_NO_FILE = "manifest-no-file"  # number: of the [[source]] table
    MANIFEST_LANG = "manifest-lang"  # name: the file; value: the lang given
    MANIFEST_VOLUME = "manifest-volume"  # name: the file; value: the volume, not a string
    MANIFEST_KEY = "manifest-key"  # key: not known; known: the keys there are, listed
    MANIFEST_FILE_TWICE = "manifest-file-twice"  # name: as written; number: its first table
    MANIFEST_UNKNOWN_FILE = "manifest-unknown-file"  # name: as written, in no file beside it
    MANIFEST_TERMBASE_LANG = "manifest-termbase-lang"  # name: a term base given a lang
    # A CSV/TSV table.
    EMPTY_TABLE = "empty-table"
    BLANK_HEADER = "blank-header"
    LINE_TOO_LONG = "line-too-long"
    TOO_MANY_COLUMNS = "too-many-columns"
    BAD_TABLE = "bad-table"  # detail: the csv module's reason
    REPEATED_COLUMN = "repeated-column"
    NO_LANGUAGE_COLUMN = "no-language-column"  # columns: the header's, listed
    ORPHAN_COLUMN = "orphan-column"  # name: "pt_definition"; lang: "pt"
    UNKNOWN_COLUMN = "unknown-column"  # name: "es_definicion" as written; known: the fields
    FIELD_WITHOUT_LANGUAGE = "field-without-language"  # name: "Definition" as written
    EXTRA_FIELDS = "extra-fields"  # row, count, limit: the header's width
    NO_TERM = "no-term"  # row; lang: "es"; language: "Spanish"
    # A TBX file.
    BAD_XML = "bad-xml"  # detail: the parser's reason; column
    XML_ENTITY = "xml-entity"
    XML_REFUSED = "xml-refused"  # detail: what defusedxml refused
    NOT_TBX = "not-tbx"  # name: the root element
    XML_TOO_LONG = "xml-too-long"  # limit: MiB, of a tag or a text without markup
    RECORD_TOO_LONG = "record-too-long"  # limit: MiB, of one concept's record
    XML_TOO_DEEP = "xml-too-deep"
    NO_CONCEPTS = "no-concepts"  # count: records in other languages only
    # The build: which files, and the glossary whose slugs it keeps.
    NO_SOURCES = "no-sources"
    SAME_NAME = "same-name"  # other: the other source's path
    NO_FOLDER = "no-folder"
    NO_TXT_SOURCES = "no-txt-sources"
    PREVIOUS_UNOPENABLE = "previous-unopenable"
    PREVIOUS_NOT_GLOSSARY = "previous-not-glossary"  # detail: SQLite's reason


_R = SourceReasons
# (Plain comments: lupdate gives a "#:" comment to the next string's translators.)
# Each code's wording; its fields fill it in.
SOURCE: dict[str, str] = {
    _R.NOT_FOUND: QT_TRANSLATE_NOOP("Errors", "no such file"),
    _R.IS_DIRECTORY: QT_TRANSLATE_NOOP("Errors", "is a directory, not a file"),
    _R.NOT_REGULAR: QT_TRANSLATE_NOOP("Errors", "not a regular file (a device, a pipe…)"),
    _R.NOT_TEXT: QT_TRANSLATE_NOOP("Errors", "not a table or text: it looks like a {kind} file"),
    _R.SPREADSHEET: QT_TRANSLATE_NOOP(
        "Errors", "a spreadsheet file (XLSX, ODS or XLS), not a table: save it as CSV"),
    _R.UNREADABLE: QT_TRANSLATE_NOOP("Errors", "cannot read ({detail})"),
    _R.TOO_LARGE: QT_TRANSLATE_NOOP("Errors", "file larger than {limit} MiB"),
    _R.NAME_NOT_UTF8: QT_TRANSLATE_NOOP(
        "Errors", "the file name is not UTF-8 text; rename the file"),
    _R.OTHER_ENCODING: QT_TRANSLATE_NOOP("Errors", "{encoding} text; save the file as UTF-8"),
    _R.NOT_UTF8: QT_TRANSLATE_NOOP(
        "Errors", "not UTF-8 text (byte 0x{byte:02x} at column {column}); save the file as UTF-8"),
    _R.TABLE_NOT_UTF8: QT_TRANSLATE_NOOP(
        "Errors", "not UTF-8 text; save the table as UTF-8 CSV"),
    _R.BINARY: QT_TRANSLATE_NOOP("Errors", "binary data (NUL byte), not a text file"),
    _R.CONTROL_CHAR: QT_TRANSLATE_NOOP(
        "Errors", "control character U+{char:04X}, not a text file"),
    _R.EMPTY: QT_TRANSLATE_NOOP(
        "Errors", "empty file (expected a title, a subtitle, then terms)"),
    _R.NO_ENTRIES: QT_TRANSLATE_NOOP(
        "Errors", "no entries: expected term and definition lines after the title and subtitle"),
    _R.NO_DEFINITION: QT_TRANSLATE_NOOP("Errors", "term '{term}' has no definition"),
    _R.TERM_TOO_LONG: QT_TRANSLATE_NOOP(
        "Errors", "term line too long ({length:,} characters; at most {limit}); is a "
        "definition missing above it?"),
    _R.DEFINITION_TOO_LONG: QT_TRANSLATE_NOOP(
        "Errors", "definition too long ({length:,} characters; at most {limit:,})"),
    _R.NO_LETTERS: QT_TRANSLATE_NOOP("Errors", "term '{term}' has no letters or digits"),
    _R.UNKNOWN_LANGUAGE: QT_TRANSLATE_NOOP(
        "Errors", "cannot tell whether this is Spanish or Portuguese; if it is Spanish or "
        "Portuguese, state it in {manifest}"),
    _R.OTHER_LANGUAGE: QT_TRANSLATE_NOOP(
        "Errors", "not Spanish or Portuguese; if it is Spanish or Portuguese, state it in "
        "{manifest}"),
    _R.BAD_MANIFEST: QT_TRANSLATE_NOOP("Errors", "invalid manifest"),
    _R.MANIFEST_NO_FILE: QT_TRANSLATE_NOOP(
        "Errors", "[[source]] number {number} needs a 'file' string"),
    _R.MANIFEST_LANG: QT_TRANSLATE_NOOP(
        "Errors", "{name}: unknown lang '{value}' (use es or pt)"),
    _R.MANIFEST_VOLUME: QT_TRANSLATE_NOOP(
        "Errors", "{name}: the volume {value} is not a string (put it in quotes)"),
    _R.MANIFEST_KEY: QT_TRANSLATE_NOOP("Errors", "unknown key '{key}' (known: {known})"),
    _R.MANIFEST_FILE_TWICE: QT_TRANSLATE_NOOP(
        "Errors", "'{name}' is listed twice (also in [[source]] number {number})"),
    _R.MANIFEST_UNKNOWN_FILE: QT_TRANSLATE_NOOP(
        "Errors", "no file named '{name}' in this folder; is the name misspelt?"),
    _R.MANIFEST_TERMBASE_LANG: QT_TRANSLATE_NOOP(
        "Errors", "'{name}' is a term base, whose concepts state their own languages: give "
        "it a volume, not a lang"),
    _R.EMPTY_TABLE: QT_TRANSLATE_NOOP(
        "Errors", "empty file (expected a header row: es, pt, …)"),
    _R.BLANK_HEADER: QT_TRANSLATE_NOOP(
        "Errors", "the first row is blank (expected a header row: es, pt, …)"),
    _R.LINE_TOO_LONG: QT_TRANSLATE_NOOP(
        "Errors", "line longer than {limit:,} characters: not a table of terms"),
    _R.TOO_MANY_COLUMNS: QT_TRANSLATE_NOOP(
        "Errors", "the header row has {count:,} columns, at most {limit:,}"),
    _R.BAD_TABLE: QT_TRANSLATE_NOOP(
        "Errors", "malformed table here, often a quotation mark that is not closed"),
    _R.REPEATED_COLUMN: QT_TRANSLATE_NOOP(
        "Errors", "column '{name}' appears twice in the header"),
    _R.NO_LANGUAGE_COLUMN: QT_TRANSLATE_NOOP(
        "Errors", "no Spanish or Portuguese column in the header row (columns: {columns}); "
        "name them es and pt, Español and Português or Spanish and Portuguese, and their "
        "definitions es_definition or Spanish definition"),
    _R.ORPHAN_COLUMN: QT_TRANSLATE_NOOP("Errors", "column '{name}' without a '{lang}' column"),
    _R.UNKNOWN_COLUMN: QT_TRANSLATE_NOOP(
        "Errors", "unknown column '{name}' (after a language code come: {known})"),
    _R.FIELD_WITHOUT_LANGUAGE: QT_TRANSLATE_NOOP(
        "Errors", "column '{name}' does not say its language: name it 'Spanish {name}' or "
        "'Portuguese {name}'"),
    _R.EXTRA_FIELDS: QT_TRANSLATE_NOOP(
        "Errors", "row {row} has {count} fields, the header has {limit} (a delimiter inside "
        "an unquoted field?)"),
    _R.NO_TERM: QT_TRANSLATE_NOOP(
        "Errors", "row {row} has a definition or synonym but no term in that language"),
    _R.BAD_XML: QT_TRANSLATE_NOOP("Errors", "not well-formed XML at column {column}"),
    _R.XML_ENTITY: QT_TRANSLATE_NOOP(
        "Errors", "refused: the file declares the XML entity '{name}' (entities are never "
        "expanded, for safety)"),
    _R.XML_REFUSED: QT_TRANSLATE_NOOP(
        "Errors", "refused: the file refers to an external resource (never read, for safety)"),
    _R.NOT_TBX: QT_TRANSLATE_NOOP(
        "Errors", "not a TBX file: the root element is <{name}>, not <tbx> or <martif>"),
    _R.XML_TOO_LONG: QT_TRANSLATE_NOOP(
        "Errors", "a tag or a text of more than {limit} MiB without markup: not a term base"),
    _R.RECORD_TOO_LONG: QT_TRANSLATE_NOOP(
        "Errors", "a concept's record longer than {limit} MiB: not a term base"),
    _R.XML_TOO_DEEP: QT_TRANSLATE_NOOP(
        "Errors", "elements nested more than {limit} deep: not a term base"),
    _R.NO_CONCEPTS: QT_TRANSLATE_NOOP(
        "Errors", "no concept with a Spanish or Portuguese term ({count} in other languages "
        "only)"),
    _R.NO_SOURCES: QT_TRANSLATE_NOOP("Errors", "no source files given"),
    _R.SAME_NAME: QT_TRANSLATE_NOOP(
        "Errors", "another source has the same file name ({other}); rename one"),
    _R.NO_FOLDER: QT_TRANSLATE_NOOP("Errors", "no such folder"),
    _R.NO_TXT_SOURCES: QT_TRANSLATE_NOOP("Errors", "no .txt glossary sources in this folder"),
    _R.PREVIOUS_UNOPENABLE: QT_TRANSLATE_NOOP("Errors", "cannot open the previous glossary"),
    _R.PREVIOUS_NOT_GLOSSARY: QT_TRANSLATE_NOOP("Errors", "not a glossary database"),
}

# Wordings more precise than their code's, chosen by one of its fields
# (code, field, value): the system's reason, the language a text looks like,
# the language of a row's missing term.
VARIANTS: dict[tuple[str, str, object], str] = {
    (_R.UNREADABLE, "errno", errno.EACCES): QT_TRANSLATE_NOOP(
        "Errors", "you have no permission to read the file"),
    (_R.UNREADABLE, "errno", errno.EPERM): QT_TRANSLATE_NOOP(
        "Errors", "you have no permission to read the file"),
    (_R.UNREADABLE, "errno", errno.ELOOP): QT_TRANSLATE_NOOP(
        "Errors", "the file is a loop of symbolic links"),
    (_R.UNREADABLE, "errno", errno.ENOTDIR): QT_TRANSLATE_NOOP(
        "Errors", "a part of the path is a file, not a folder"),
    (_R.UNREADABLE, "errno", errno.EIO): QT_TRANSLATE_NOOP(
        "Errors", "the disk could not read the file"),
    (_R.OTHER_LANGUAGE, "detected", "English"): QT_TRANSLATE_NOOP(
        "Errors", "looks like English, not Spanish or Portuguese; if it is Spanish or "
        "Portuguese, state it in {manifest}"),
    (_R.OTHER_LANGUAGE, "detected", "French"): QT_TRANSLATE_NOOP(
        "Errors", "looks like French, not Spanish or Portuguese; if it is Spanish or "
        "Portuguese, state it in {manifest}"),
    (_R.OTHER_LANGUAGE, "detected", "Italian"): QT_TRANSLATE_NOOP(
        "Errors", "looks like Italian, not Spanish or Portuguese; if it is Spanish or "
        "Portuguese, state it in {manifest}"),
    (_R.NO_TERM, "lang", "es"): QT_TRANSLATE_NOOP(
        "Errors", "row {row} has a Spanish definition or synonym but no Spanish term"),
    (_R.NO_TERM, "lang", "pt"): QT_TRANSLATE_NOOP(
        "Errors", "row {row} has a Portuguese definition or synonym but no Portuguese term"),
}


def source_wording(reason: str, fields: Mapping[str, object]) -> str:
    """The English wording of ``reason``, the precise one where a field allows it."""
    for (code, name, value), text in VARIANTS.items():
        if code == reason and name in fields and fields[name] == value:
            return text
    return SOURCE[reason]
