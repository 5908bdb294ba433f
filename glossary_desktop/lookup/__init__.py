"""Look up from anywhere, the parts without Qt: the requests one running reader
takes (:mod:`.requests`), which selections are worth a popup (:mod:`.selection`),
and where the reader's socket lives and whose it is (:mod:`.socket_place`)."""
