"""The reader window: widgets, actions, shortcuts and dialogs (Qt widgets)."""

from glossary_desktop._pyside_imports import lighten_pyside_import_hook

# PySide6 is loaded by now: the window's modules, imported next, skip its source scan.
lighten_pyside_import_hook()
