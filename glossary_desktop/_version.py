"""The application version, in one place (the frozen app has no package metadata)."""

__version__ = "0.1.0"
