"""Errors a user can cause, each with a message a user can act on.

The CLI prints ``str(error)`` on one line and exits 1; the window shows it in a
dialog. Each carries the fields a caller needs to word it itself (the window
translates through ``tr()``); ``str()`` is the English the CLI prints.
Anything else that escapes is a bug and gets a traceback.
"""

from __future__ import annotations

from pathlib import Path


class UserError(Exception):
    """Base class for errors caused by input, not by a bug."""


class GlossaryError(UserError):
    """The glossary database is missing, unreadable or of the wrong kind.

    ``kind`` says which (one of the codes below; "" when not known), ``path`` and
    ``detail`` what the window needs to word it in the user's language.
    """

    NOT_FOUND = "not-found"
    DIRECTORY = "directory"
    NOT_FILE = "not-file"
    UNREADABLE = "unreadable"
    NOT_SQLITE = "not-sqlite"
    CANNOT_OPEN = "cannot-open"
    NEWER = "newer"
    OLD_SCHEMA = "old-schema"
    NOT_GLOSSARY = "not-glossary"

    def __init__(
        self, message: str, *, path: Path | str = "", kind: str = "", detail: str = ""
    ) -> None:
        super().__init__(message)
        self.path = Path(path)
        self.kind = kind
        self.detail = detail


class DamagedGlossary(GlossaryError):
    """Reading the glossary met damage: SQLite's error, a row the app cannot
    read, or a query that ran out of its time ``budget`` (seconds, else 0).

    ``str()`` is the English for the CLI; the window words the fields itself.
    """

    def __init__(self, path: Path | str, detail: str, budget: float = 0.0) -> None:
        self.budget = budget
        if budget:
            message = (f"{Path(path)}: a query did not finish within {budget:g} s "
                       "(a damaged or crafted glossary database)")
        else:
            message = f"{Path(path)}: damaged glossary database ({detail})"
        super().__init__(message, path=path, detail=detail)


class SourceError(UserError):
    """A source file cannot be imported; names the file and, where there is one, the line.

    ``reason`` is one of the codes below; ``fields`` holds what its wording needs
    (the term, the column, the character...: the names in :data:`SOURCE_ENGLISH`).
    ``str()`` is the English the CLI prints; the window words the code itself.
    """

    # The file itself: missing, unreadable, too big, not UTF-8 text.
    NOT_FOUND = "not-found"
    IS_DIRECTORY = "is-directory"
    NOT_REGULAR = "not-regular"  # a FIFO, a device, a socket
    NOT_TEXT = "not-text"  # kind: "PNG", "JPEG", "PDF", "ZIP"... (importer/file_kind.py)
    SPREADSHEET = "spreadsheet"  # an XLSX, ODS or XLS file
    UNREADABLE = "unreadable"  # detail: the system's reason; errno: its number (0 if none)
    TOO_LARGE = "too-large"  # limit: MiB
    NAME_NOT_UTF8 = "name-not-utf8"
    OTHER_ENCODING = "other-encoding"  # encoding: "UTF-16", or a TBX's declared one
    NOT_UTF8 = "not-utf8"  # byte, column: the first byte that is not UTF-8
    TABLE_NOT_UTF8 = "table-not-utf8"
    BINARY = "binary"  # a NUL byte
    CONTROL_CHAR = "control-char"  # char: its code point
    # A glossary text file: title, subtitle, then term and definition lines.
    EMPTY = "empty"
    NO_ENTRIES = "no-entries"
    NO_DEFINITION = "no-definition"  # term
    TERM_TOO_LONG = "term-too-long"  # length, limit
    DEFINITION_TOO_LONG = "definition-too-long"  # length, limit
    NO_LETTERS = "no-letters"  # term
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
    LINE_TOO_LONG = "line-too-long"  # limit: characters
    TOO_MANY_COLUMNS = "too-many-columns"  # count, limit
    BAD_TABLE = "bad-table"  # detail: the csv module's reason
    REPEATED_COLUMN = "repeated-column"  # name
    NO_LANGUAGE_COLUMN = "no-language-column"  # columns: the header's, listed
    ORPHAN_COLUMN = "orphan-column"  # name: "pt_definition"; lang: "pt"
    UNKNOWN_COLUMN = "unknown-column"  # name: "es_definicion" as written; known: the fields
    EXTRA_FIELDS = "extra-fields"  # row, count, limit: the header's width
    NO_TERM = "no-term"  # row; lang: "es"; language: "Spanish"
    # A TBX file.
    BAD_XML = "bad-xml"  # detail: the parser's reason; column
    XML_ENTITY = "xml-entity"  # name
    XML_REFUSED = "xml-refused"  # detail: what defusedxml refused
    NOT_TBX = "not-tbx"  # name: the root element
    XML_TOO_LONG = "xml-too-long"  # limit: MiB, of a tag or a text without markup
    RECORD_TOO_LONG = "record-too-long"  # limit: MiB, of one concept's record
    XML_TOO_DEEP = "xml-too-deep"  # limit: elements inside each other
    NO_CONCEPTS = "no-concepts"  # count: records in other languages only
    # The build: which files, and the glossary whose slugs it keeps.
    NO_SOURCES = "no-sources"
    SAME_NAME = "same-name"  # other: the other source's path
    NO_FOLDER = "no-folder"
    NO_TXT_SOURCES = "no-txt-sources"
    PREVIOUS_UNOPENABLE = "previous-unopenable"
    PREVIOUS_NOT_GLOSSARY = "previous-not-glossary"  # detail: SQLite's reason

    def __init__(
        self, path: Path | str, reason: str, line: int | None = None, **fields: object
    ) -> None:
        self.path = Path(path)
        self.line = line
        self.reason = reason
        self.fields = fields
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        super().__init__(f"{where}: {self.message}")

    @property
    def message(self) -> str:
        """The English reason, without file and line (the CLI's)."""
        return SOURCE_ENGLISH[self.reason].format(**self.fields)


_STATE_LANGUAGE = "if it is Spanish or Portuguese, state it in {manifest}"
_S = SourceError
#: The CLI's English for each :class:`SourceError` code, filled in from its fields.
SOURCE_ENGLISH = {
    _S.NOT_FOUND: "no such file",
    _S.IS_DIRECTORY: "is a directory, not a file",
    _S.NOT_REGULAR: "not a regular file (a device, a pipe...)",
    _S.NOT_TEXT: "not a table or text: it looks like a {kind} file",
    _S.SPREADSHEET: "a spreadsheet file (XLSX, ODS or XLS), not a table: save it as CSV",
    _S.UNREADABLE: "cannot read ({detail})",
    _S.TOO_LARGE: "file larger than {limit} MiB",
    _S.NAME_NOT_UTF8: "the file name is not UTF-8 text; rename the file",
    _S.OTHER_ENCODING: "{encoding} text; save the file as UTF-8",
    _S.NOT_UTF8: "not UTF-8 text (byte 0x{byte:02x} at column {column}); save the file as UTF-8",
    _S.TABLE_NOT_UTF8: "not UTF-8 text; save the table as UTF-8 CSV",
    _S.BINARY: "binary data (NUL byte), not a text file",
    _S.CONTROL_CHAR: "control character U+{char:04X}, not a text file",
    _S.EMPTY: "empty file (expected a title, a subtitle, then terms)",
    _S.NO_ENTRIES: "no entries: expected term and definition lines after the title and subtitle",
    _S.NO_DEFINITION: "term {term!r} has no definition",
    _S.TERM_TOO_LONG: "term line too long ({length:,} characters; at most {limit}); "
                      "is a definition missing above it?",
    _S.DEFINITION_TOO_LONG: "definition too long ({length:,} characters; at most {limit:,})",
    _S.NO_LETTERS: "term {term!r} has no letters or digits",
    _S.UNKNOWN_LANGUAGE: "cannot tell whether this is Spanish or Portuguese; " + _STATE_LANGUAGE,
    _S.OTHER_LANGUAGE: "looks like {detected}, not Spanish or Portuguese; " + _STATE_LANGUAGE,
    _S.BAD_MANIFEST: "invalid manifest ({detail})",
    _S.MANIFEST_NO_FILE: "[[source]] number {number} needs a 'file' string",
    _S.MANIFEST_LANG: "{name}: unknown lang {value!r} (use es or pt)",
    _S.MANIFEST_VOLUME: "{name}: the volume {value!r} is not a string (put it in quotes)",
    _S.MANIFEST_KEY: "unknown key {key!r} (known: {known})",
    _S.MANIFEST_FILE_TWICE: "{name!r} is listed twice (also in [[source]] number {number})",
    _S.MANIFEST_UNKNOWN_FILE: "no file named {name!r} in this folder; is the name misspelt?",
    _S.MANIFEST_TERMBASE_LANG: "{name!r} is a term base, whose concepts state their own "
                               "languages: give it a volume, not a lang",
    _S.EMPTY_TABLE: "empty file (expected a header row: es, pt, ...)",
    _S.BLANK_HEADER: "the first row is blank (expected a header row: es, pt, ...)",
    _S.LINE_TOO_LONG: "line longer than {limit:,} characters: not a table of terms",
    _S.TOO_MANY_COLUMNS: "the header row has {count:,} columns, at most {limit:,}",
    _S.BAD_TABLE: "malformed table ({detail})",
    _S.REPEATED_COLUMN: "column {name!r} appears twice in the header",
    _S.NO_LANGUAGE_COLUMN: "no Spanish or Portuguese column in the header row (columns: "
                           "{columns}); name them es and pt, Español and Português or "
                           "Spanish and Portuguese",
    _S.ORPHAN_COLUMN: "column '{name}' without a '{lang}' column",
    _S.UNKNOWN_COLUMN: "unknown column {name!r} (after a language code come: {known})",
    _S.EXTRA_FIELDS: "row {row} has {count} fields, the header has {limit} "
                     "(a delimiter inside an unquoted field?)",
    _S.NO_TERM: "row {row} has a {language} definition or synonym but no {language} term",
    _S.BAD_XML: "not well-formed XML ({detail})",
    _S.XML_ENTITY: "refused: the file declares the XML entity {name!r} "
                   "(entities are never expanded, for safety)",
    _S.XML_REFUSED: "refused: {detail} (external references are never read)",
    _S.NOT_TBX: "not a TBX file: the root element is <{name}>, not <tbx> or <martif>",
    _S.XML_TOO_LONG: "a tag or a text of more than {limit} MiB without markup: "
                     "not a term base",
    _S.RECORD_TOO_LONG: "a concept's record longer than {limit} MiB: not a term base",
    _S.XML_TOO_DEEP: "elements nested more than {limit} deep: not a term base",
    _S.NO_CONCEPTS: "no concept with a Spanish or Portuguese term "
                    "({count} in other languages only)",
    _S.NO_SOURCES: "no source files given",
    _S.SAME_NAME: "another source has the same file name ({other}); rename one",
    _S.NO_FOLDER: "no such folder",
    _S.NO_TXT_SOURCES: "no .txt glossary sources in this folder",
    _S.PREVIOUS_UNOPENABLE: "cannot open the previous glossary",
    _S.PREVIOUS_NOT_GLOSSARY: "not a glossary database ({detail})",
}


class OutputError(UserError):
    """``build-db`` will not (or cannot) write its output file.

    ``reason`` is one of the ``OutputError.*`` codes below; ``detail`` is the
    source it would overwrite (:attr:`IS_SOURCE`), what the file is
    (:attr:`NOT_OURS`) or the system's reason (:attr:`UNWRITABLE`,
    :attr:`DISK_FULL`: the system's or SQLite's words, never shown in the window).
    """

    IS_SOURCE = "is-source"
    NOT_OURS = "not-ours"
    IS_DIRECTORY = "is-directory"
    NOT_A_FILE = "not-a-file"
    UNWRITABLE = "unwritable"
    DISK_FULL = "disk-full"  # ENOSPC, SQLITE_FULL, or SQLite's I/O error on a full disk

    def __init__(self, path: Path | str, reason: str, detail: str = "") -> None:
        self.path = Path(path)
        self.reason = reason
        self.detail = detail
        super().__init__(f"{self.path}: {self._english()}")

    def _english(self) -> str:
        if self.reason == self.IS_SOURCE:
            return (f"the output is one of the sources ({self.detail}); "
                    "name another file with --out")
        if self.reason == self.NOT_OURS:
            return (f"exists and is not a glossary database ({self.detail}); "
                    "name another file with --out, or replace it with --force")
        if self.reason == self.IS_DIRECTORY:
            return "output path is a directory; name a file with --out"
        if self.reason == self.NOT_A_FILE:
            return "output path is not a regular file (a device, a pipe...); name a file with --out"
        if self.reason == self.DISK_FULL:
            return "cannot write the glossary database: the disk is full (free some space)"
        return f"cannot write the glossary database ({self.detail})"


class Cancelled(Exception):
    """The user cancelled a long task (an import from the window) before its end.

    Not a :class:`UserError`: nothing went wrong, so nothing is reported.
    """
