"""Qt item models over the glossary and the user store (QtCore only, no widgets)."""
