"""Reading a concept: the concept view, its Spanish and Portuguese panes, their difference
marks, and navigation.
"""
