// Shared by every HTTP server of the repository that refuses requests before reading their
// body: the playground's proxy, the MCP endpoint and the User Group API reference server
// (server/, which takes nothing else from src/).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a refused client has to read the answer before its connection is closed. */
const LINGER_MS = 1_000;

/**
 * For an answer sent before the request's body was read (a refused credential, a wrong
 * content type, a body over the limit): stop reading it, and close the connection after the
 * answer, instead of letting Node read (and drop) whatever the client keeps sending until its
 * request timeout. The connection stays open a moment, unread, because closing a socket with
 * unread data resets it, and a reset can lose the answer before the client reads it (the
 * reason servers linger before closing).
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  // A paused request stops its socket once a few KB wait in it; one with a 'data' listener is
  // not drained by Node once the answer is sent.
  req.on('data', () => {}).pause();
  // Tells the client not to send another request on this connection.
  res.setHeader('connection', 'close');
  res.once('finish', () => {
    const socket = req.socket;
    // Node ends the socket after a "Connection: close" answer and destroys it once ended: keep
    // it a moment longer (if Node changes how it does this, the socket just closes sooner).
    socket.removeListener('finish', socket.destroy);
    if (!socket.destroyed) setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
