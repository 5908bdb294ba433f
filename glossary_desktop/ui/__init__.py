"""The reader window: widgets, actions, shortcuts and dialogs (Qt widgets)."""
