"""Rendering: concepts to escaped HTML and cross-links (no Qt)."""
