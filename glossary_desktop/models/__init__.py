"""Qt item models over the glossary and the user store, and the child processes the
window's long work runs in (QtCore only, no widgets)."""
