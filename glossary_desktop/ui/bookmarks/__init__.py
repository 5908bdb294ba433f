"""Bookmarks: the panel, its rows, the note editor and the controller that writes to the user's
store.
"""
