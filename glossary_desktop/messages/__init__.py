"""The catalogue of messages: every error code worded once, in English, for both interfaces.

A code (``SourceError.reason``, ``GlossaryError.kind``) is worded here and
nowhere else (:mod:`.source`, :mod:`.glossary`). The command line prints the
English filled in with the error's fields (:func:`.fill.english`); the window
shows ``QCoreApplication.translate(CONTEXT, text)`` of the very same text,
filled in the same way with numbers in the interface's locale. The texts are
marked with ``QT_TRANSLATE_NOOP``, the name Qt's ``lupdate`` looks for, so
this layer collects them for translation without importing Qt.
"""
