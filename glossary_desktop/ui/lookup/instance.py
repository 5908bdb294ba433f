"""One running reader per user folder: its server, and the client a second start uses.

The server is a ``QLocalServer`` at :func:`~glossary_desktop.lookup.socket_place.socket_path`,
open to its owner alone (``UserAccessOption``, in a 0700 folder). It reads each
connection through a :class:`~glossary_desktop.lookup.requests.LineReader`: short
lines, a few per connection, for a few seconds; anything else closes the
connection and changes nothing. A socket left by a killed reader answers no
connection: the next reader removes it and listens in its place.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

from glossary_desktop.errors import UserError
from glossary_desktop.lookup.requests import MAX_LINE, OK, LineReader, Request, encode
from glossary_desktop.lookup.socket_place import check_socket, private_folder

#: How long a client waits for the running reader to connect and answer.
ANSWER_MS = 3000
#: How long the server keeps a connection that has not finished its requests.
CONNECTION_MS = 5000


def send(path: Path, request: Request) -> bool:
    """Hand ``request`` to the reader listening at ``path``: ``True`` once it answered,
    ``False`` if none listens there (nothing, or a socket a killed reader left).

    :class:`~glossary_desktop.lookup.socket_place.NotOurs` if the socket or its
    folder is another user's; :class:`UserError` if the reader took the
    connection and did not answer.
    """
    line = encode(request)
    if not check_socket(path):
        return False
    socket = QLocalSocket()
    socket.connectToServer(str(path))
    if not socket.waitForConnected(ANSWER_MS):
        return False
    socket.write(line)
    socket.waitForBytesWritten(ANSWER_MS)
    answer = b""
    while not answer.endswith(b"\n") and len(answer) < len(OK):
        if not socket.waitForReadyRead(ANSWER_MS):
            break
        answer += bytes(socket.read(len(OK)).data())
    socket.disconnectFromServer()
    if answer != OK:
        raise UserError(f"the running reader ({path}) did not answer")
    return True


class ReaderServer(QObject):
    """Listens for the requests of later starts and ``lookup`` commands."""

    #: A well-formed request arrived (a :class:`Request`).
    received = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Listen at :attr:`path`, replacing a socket no reader answers on; ``False``
        if another reader listens there. :class:`UserError` if the place is not ours."""
        private_folder(self.path.parent)
        if self._server.listen(str(self.path)):
            return True
        if self._server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            raise UserError(f"cannot listen at {self.path}: {self._server.errorString()}")
        check_socket(self.path)  # a killed reader's socket: ours to remove, nobody else's
        probe = QLocalSocket()
        probe.connectToServer(str(self.path))
        if probe.waitForConnected(ANSWER_MS):
            probe.disconnectFromServer()
            return False
        QLocalServer.removeServer(str(self.path))
        if not self._server.listen(str(self.path)):
            raise UserError(f"cannot listen at {self.path}: {self._server.errorString()}")
        return True

    def close(self) -> None:
        self._server.close()  # removes the socket file

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.setReadBufferSize(MAX_LINE)
            _Connection(socket, self)


class _Connection(QObject):
    """One client's connection, read a line at a time and closed on anything odd."""

    def __init__(self, socket: QLocalSocket, server: ReaderServer) -> None:
        super().__init__(socket)
        self._socket = socket
        self._server = server
        self._lines = LineReader()
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(socket.deleteLater)
        QTimer.singleShot(CONNECTION_MS, socket, socket.abort)
        self._read()

    def _read(self) -> None:
        while self._socket.bytesAvailable() > 0 and not self._lines.broken:
            data = bytes(self._socket.read(MAX_LINE).data())
            for request in self._lines.feed(data):
                self._server.received.emit(request)  # done before the client hears "ok"
                self._socket.write(OK)
        if self._lines.broken:
            self._socket.abort()
