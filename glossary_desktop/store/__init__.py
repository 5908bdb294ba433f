"""Storage: the read-only glossary database and the writable user database."""

#: The first 16 bytes of every SQLite database file: checked before connecting,
#: because sqlite3.connect() accepts any file and fails only at the first query.
SQLITE_MAGIC = b"SQLite format 3\x00"
