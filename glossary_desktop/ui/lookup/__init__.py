"""Look up from anywhere: one running reader per user folder, the popup for the
selected word, the tray icon (issue 31). The rules without Qt are in
:mod:`glossary_desktop.lookup`."""
