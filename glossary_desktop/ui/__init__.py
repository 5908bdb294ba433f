"""The reader window: widgets, actions, shortcuts and dialogs (Qt widgets), in rooms.

Each room (a folder) lists in its ``__init__``'s ``__all__`` what the rest of the
package may use of it; the rest imports those names from the room, never from its
modules (``tests/test_rooms.py``). A name's module is imported when the name is first
asked for (:func:`.rooms.lazy_names`).
"""
