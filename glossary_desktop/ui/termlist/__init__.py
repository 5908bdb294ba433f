"""The term list: its view, row painting, header and scroll bar."""
