"""The glossary library: import, export, their progress and their error messages."""
