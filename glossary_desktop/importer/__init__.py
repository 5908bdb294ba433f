"""Importer: plain-text glossary sources -> the glossary database (no Qt)."""
