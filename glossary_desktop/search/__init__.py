"""Search: turning what the user typed into ranked concept ids (no Qt)."""
