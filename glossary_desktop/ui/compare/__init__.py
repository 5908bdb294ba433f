"""Comparing a whole glossary: View > Compare all and its controller."""
