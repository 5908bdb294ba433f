"""The search box and what runs a search and shows its results."""
