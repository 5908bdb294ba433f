"""The main window: its parts, menus, actions, settings, status bar and start-up."""
