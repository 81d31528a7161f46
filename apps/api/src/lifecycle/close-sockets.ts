import type { FastifyInstance } from 'fastify';

/** How long to wait for Fastify to close the listener before closing the sockets anyway. */
const LISTENER_WAIT_MS = 1000;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * Open websockets would keep the HTTP server from closing, so the node closes them as it stops, but
 * only once its listener is closed (Fastify closes it right after the preClose hooks). Clients act the
 * moment their socket drops: they reconnect, and send what they held back. With the listener closed,
 * those connections are refused and nginx retries them on another node, whatever their method. Told
 * earlier, a client's request could sit in the closing listener's accept queue and be reset after
 * nginx had sent it, and a POST that nginx has sent is never retried.
 */
export function closeSocketsAfterListener(app: FastifyInstance, closeSockets: () => Promise<void>) {
  let closed: Promise<void> = Promise.resolve();
  app.addHook('preClose', (done) => {
    closed = (async () => {
      const since = performance.now();
      while (app.server.listening && performance.now() - since < LISTENER_WAIT_MS) await tick();
      await closeSockets();
    })();
    done();
  });
  app.addHook('onClose', () => closed);
}
