import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { claimDueJobs, completeJob, failJob, releaseClaims } from './queries.ts';

export type JobHandler = (job: JobRow) => Promise<void>;

export interface JobRunner {
  /** Claims and runs every due job once (until none is due); answers how many ran. Tests call it. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Claims no more and waits for the jobs at hand. */
  stop(): Promise<void>;
  /** Claims no more and hands the claims of the jobs still at hand back (a shutdown's grace is over). */
  handBack(): Promise<void>;
}

// Jobs claimed, and run side by side, at a time: a publication's alert (due since '-infinity') waits
// behind at most one such claim of mails.
const BATCH = 5;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;
/** The `run_at` of a job given up for good: kept with its error for operators, never claimed. */
export const GAVE_UP_AT = new Date('9999-12-31T00:00:00Z');

/** The default policy: a growing pause (2^attempts s), and after 5 attempts no more. */
const defaultRetryAt = (job: JobRow, now: Date) =>
  job.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + 2 ** job.attempts * 1000);

/**
 * Runs the job table's work by kind. Every node runs one; the claim in the database gives each job
 * to exactly one of them. A job whose kind has no handler here stays pending for a node that has one.
 * A failure is retried with a growing pause, and after 5 attempts kept (with its error) but not run;
 * `retryAt` replaces that policy (answering null gives the job up).
 */
export function createJobRunner(d: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  pollMs: number;
  /** When a failed job runs again, or null to give it up (kept with its error); default above. */
  retryAt?: (job: JobRow, err: unknown, now: Date) => Date | null;
  /** Counts each run by kind and outcome (`done`, `failed`): the node's `jobs_run_total`. */
  jobRuns?: Metrics['jobRuns'];
}): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;
  // The claimed jobs still running, so that a node out of time can hand them back.
  const atHand = new Map<number, JobRow>();

  async function runOne(job: JobRow) {
    try {
      await d.handlers[job.kind]!(job);
      await completeJob(d.db, job.id, job.claimedUntil);
      d.jobRuns?.inc({ kind: job.kind, outcome: 'done' });
    } catch (err) {
      d.jobRuns?.inc({ kind: job.kind, outcome: 'failed' });
      d.log.error({ err, job: { id: job.id, kind: job.kind, key: job.key } }, 'job failed');
      const now = d.clock.now();
      const retryAt = d.retryAt ? d.retryAt(job, err, now) : defaultRetryAt(job, now);
      await failJob(d.db, job.id, err instanceof Error ? err.message : String(err), retryAt ?? GAVE_UP_AT);
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopping) return ran;
      const claimed = await claimDueJobs(d.db, d.clock.now(), Object.keys(d.handlers), BATCH, LEASE_MS);
      // The claim's jobs run side by side (each is independent; a target's mails lock its row), so a
      // burst of publications is worked off by several database connections at once. A node that stops
      // finishes the jobs at hand and claims no more.
      await Promise.all(
        claimed.map((job) => {
          atHand.set(job.id, job);
          return runOne(job).finally(() => atHand.delete(job.id));
        }),
      );
      ran += claimed.length;
      // A job may add jobs due at once (an alert its mails): the pass ends only when none is due.
      if (claimed.length === 0) return ran;
    }
  }

  // A pass queued behind the running one and not started yet.
  let waiting: Promise<number> | undefined;
  const runDue = () => {
    // One pass at a time per node; a call during a pass waits for it and then runs again. Calls
    // while a pass already waits share that one: it starts after them and sees what they want run.
    if (waiting) return waiting;
    const behind = running;
    const next: Promise<number> = (behind ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => {
        if (waiting === next) waiting = undefined;
        return drain();
      });
    if (behind) waiting = next;
    // The kept promise never rejects: a failed pass is the caller's to handle (an unhandled
    // rejection here would end the process).
    const settled: Promise<number> = next
      .catch(() => 0)
      .finally(() => {
        if (running === settled) running = undefined;
      });
    running = settled;
    return next;
  };

  return {
    runDue,
    start() {
      const tick = () => {
        runDue()
          .catch((err) => d.log.error({ err }, 'job pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, d.pollMs).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
    async handBack() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      const unfinished = [...atHand.values()];
      atHand.clear();
      await releaseClaims(d.db, unfinished);
    },
  };
}
