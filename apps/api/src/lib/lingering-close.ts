import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection still reads (and drops) what its client sends. */
const LINGER_MS = 2000;

/**
 * An answer sent before the request's body is read (413 in the middle of an upload) closes the
 * connection. Destroying the socket while the client is still sending makes this side's kernel answer
 * the next bytes with a reset, and the reset makes the client's kernel drop the answer it has not read
 * yet: the client would see a cut connection instead of the 413. So, as nginx's lingering close does,
 * the answer is completed with a FIN and whatever still arrives is read and dropped until the client
 * closes too, or for at most two seconds.
 */
export function lingerOnClose(request: IncomingMessage) {
  const socket = request.socket as Socket & { destroySoon?: () => void };
  // Node's HTTP server ends a `Connection: close` answer's socket with destroySoon().
  socket.destroySoon = () => {
    socket.end();
    request.resume();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
