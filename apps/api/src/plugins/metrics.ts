import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../lib/app-error.ts';

/** Requests that matched no route share this label: the raw URL would grow the series without bound. */
const UNMATCHED = 'unmatched';

/**
 * The node's Prometheus endpoint (`app.metrics.registry`). It is never public: on the main port
 * `GET /metrics` answers only a caller sending `Authorization: Bearer <METRICS_TOKEN>`, and anyone else
 * the 404 of an unknown path (the route exists so that the web app's page fallback never answers it);
 * with METRICS_PORT a plain listener of its own serves it, for a scraper inside the network.
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string; port?: number; host: string }) {
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const allowed = options.token ? bearerCheck(options.token) : () => false;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) throw new AppError('NotFound');
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });

  if (options.port !== undefined) serveOnOwnPort(app, app.metrics.registry, options.port, options.host);
}

/** Compares digests of equal length in constant time: the answer's timing tells nothing of the token. */
function bearerCheck(token: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(`Bearer ${token}`);
  return (request: FastifyRequest) => {
    const given = request.headers.authorization;
    return typeof given === 'string' && timingSafeEqual(digest(given), expected);
  };
}

/** A listener of its own, started and stopped with the node; a port already taken stops the start. */
function serveOnOwnPort(app: FastifyInstance, registry: Registry, port: number, host: string) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err) => {
        app.log.warn({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port: (server.address() as AddressInfo).port }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's keep-alive connection must not hold the node open.
    server.closeAllConnections();
    await closed;
  });
}
