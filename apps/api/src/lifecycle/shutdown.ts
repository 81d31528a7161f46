import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node is shutting down: `/api/ready` answers 503 so the load balancer sends no new work. */
    draining: boolean;
  }
}

/**
 * `app.draining`, and while it is set every answer closes its connection: a keep-alive connection
 * ends with the response in flight on it instead of idling until its timeout, which would hold the
 * stopping server open for more than a minute.
 */
export function registerDraining(app: FastifyInstance) {
  app.decorate('draining', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}

export interface ShutdownDeps {
  app: FastifyInstance;
  /** How long requests in flight and jobs at hand may take (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
}

/** After the grace, what is left to do (ending connections, closing the database) gets this long. */
const AFTER_GRACE_MS = 2000;

const after = (ms: number) =>
  new Promise<false>((resolve) => {
    setTimeout(() => resolve(false), ms).unref();
  });

/**
 * The node's answer to SIGTERM or SIGINT. It stops accepting connections at once (a load balancer's
 * new ones go to another node), closes idle keep-alive connections and the realtime sockets'
 * transports (their clients reconnect by themselves), claims no more jobs, and lets requests in
 * flight and jobs at hand finish within the grace. Then the database is closed (PGlite writes its
 * files cleanly) and the process exits 0. At the grace's end the remaining connections are cut, the
 * jobs still running are handed back to the other nodes, and the process exits 1; a second signal
 * exits 1 at once.
 */
export function createShutdown(d: ShutdownDeps) {
  const { app } = d;
  let started = false;
  return async function shutdown(signal: string): Promise<void> {
    if (started) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      return d.exit(1);
    }
    started = true;
    const startedAt = performance.now();
    // A last resort: whatever hangs, the node is gone shortly after its grace.
    setTimeout(() => d.exit(1), d.graceMs + 2 * AFTER_GRACE_MS).unref();
    app.log.info({ signal, graceMs: d.graceMs }, 'shutting down: finishing requests in flight and jobs at hand');
    app.draining = true;
    const jobsDone = app.jobs.stop();
    // Stops listening, closes idle connections and the realtime sockets, waits for the requests in
    // flight, then runs every onClose hook (Redis, mail, timers).
    const closed = app.close().catch((err) => app.log.error({ err }, 'closing the server failed'));
    const inTime = await Promise.race([Promise.all([closed, jobsDone]).then(() => true), after(d.graceMs)]);
    if (!inTime) {
      app.log.warn('shutdown grace over: ending the requests still running and handing back unfinished jobs');
      app.server.closeAllConnections();
      await app.jobs.handBack().catch((err) => app.log.error({ err }, 'handing back job claims failed'));
      await Promise.race([closed, after(AFTER_GRACE_MS)]);
    }
    const closing = d.closeDatabase().then(
      () => true,
      (err) => {
        app.log.error({ err }, 'closing the database failed');
        return false;
      },
    );
    const databaseClosed = await Promise.race([closing, after(AFTER_GRACE_MS)]);
    app.log.info({ ms: Math.round(performance.now() - startedAt), inTime, databaseClosed }, 'shut down');
    d.exit(inTime && databaseClosed ? 0 : 1);
  };
}
