import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';

/**
 * One node's Prometheus instruments. Each app has its own registry (tests build several apps in one
 * process, and a global registry would refuse the second); `GET /metrics` renders it. The pool's
 * gauges ask `poolStats` when scraped, so they cost nothing between scrapes.
 */
export function createMetrics(sources: { poolStats?: () => PoolStats } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const poolStats = sources.poolStats ?? (() => ({ total: 0, idle: 0, waiting: 0 }));
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    openSockets: new Gauge({
      name: 'realtime_open_sockets',
      help: 'Realtime (socket.io) connections open on this node',
      registers: [registry],
    }),
    dbPoolInUse: new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections of this node busy with a query or transaction',
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set(stats.total - stats.idle);
      },
    }),
    dbPoolWaiting: new Gauge({
      name: 'db_pool_waiting_for_connection',
      help: 'Queries of this node waiting for a free database connection (all are busy)',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    }),
    jobRuns: new Counter({
      name: 'jobs_run_total',
      help: 'Jobs of the job table this node ran, by kind and outcome',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    mailsQueued: new Counter({
      name: 'mails_queued_total',
      help: 'Mails written to the outbox by this node',
      registers: [registry],
    }),
    mailsSent: new Counter({
      name: 'mails_sent_total',
      help: 'Mails this node handed to the mail server',
      registers: [registry],
    }),
    mailAttemptsFailed: new Counter({
      name: 'mail_attempts_failed_total',
      help: 'Sending attempts that failed and will be retried',
      registers: [registry],
    }),
    mailsFailed: new Counter({
      name: 'mails_failed_total',
      help: 'Mails given up for good (refused by the mail server or still failing after a day)',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's Prometheus instruments (`GET /metrics`). */
    metrics: Metrics;
  }
}
