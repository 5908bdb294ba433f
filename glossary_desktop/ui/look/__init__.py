"""How the window looks and speaks: theme, icons, translations, help, message boxes and the
small widgets every room draws with.
"""
