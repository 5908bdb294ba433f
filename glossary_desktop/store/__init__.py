"""Storage: the read-only glossary database and the writable user database."""
