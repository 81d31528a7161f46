import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { createJobRunner } from '../jobs/index.ts';
import { deleteMailJobsTo, insertMailJob, insertMailJobs, MAIL_JOB, messageOf, requeueFailedMail } from './queries.ts';
import { mailRetryAt } from './retry-policy.ts';

/** What a service needs to send mail: the outbox's one way in. */
export interface MailQueue {
  /**
   * Writes the mail to the outbox with `db`: pass the transaction of the change that causes the mail,
   * so the mail exists exactly when the change does (a rolled-back change queues nothing).
   */
  queue(db: Executor, message: MailMessage): Promise<void>;
  /** The same for many mails at once, in few statements. */
  queueMany(db: Executor, messages: MailMessage[]): Promise<void>;
}

export interface MailOutbox extends MailQueue {
  /** Sends every due mail on this node now (tests, before asserting that no mail went out). */
  deliverDue(): Promise<number>;
  /** Erasure: the queued and given-up mails to an address, and the copies the transport kept. */
  forget(address: string): Promise<number>;
  /** A given-up mail due again now, with a fresh day of retries; null when there is none with this id. */
  requeue(id: number): Promise<JobRow | null>;
  start(): void;
  /** Claims no more and waits for the mails at hand. */
  stop(): Promise<void>;
  /** Claims no more and hands back the mails still being sent (a shutdown's grace is over). */
  handBack(): Promise<void>;
}

/**
 * The transactional outbox. Every mail is a `mail` job written in the transaction of its cause; the
 * mail runner of every node claims due mails (each once across nodes), hands them to the transport
 * and deletes each once the mail server accepted it. A failed attempt is retried with backoff for a
 * day (retry-policy.ts); a permanent refusal, or a day of failures, gives the mail up: it stays in
 * the table with its error, for admins to see and send again.
 *
 * Delivery is at least once, not exactly once: a node that dies after the server accepted a mail but
 * before its row is deleted leaves the claim to lapse (60 s), and another node sends the mail again.
 * That window is one statement long; a second copy of a notice is harmless, a lost one is not.
 */
export function createMailOutbox(d: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics: Metrics;
  transport: Mailer;
  pollMs: number;
}): MailOutbox {
  async function deliver(job: JobRow) {
    await d.transport.send(messageOf(job));
    d.metrics.mailsSent.inc();
  }

  const runner = createJobRunner({
    db: d.db,
    clock: d.clock,
    log: d.log,
    handlers: { [MAIL_JOB]: deliver },
    pollMs: d.pollMs,
    retryAt(job, err, now) {
      const at = mailRetryAt(job, err, now);
      if (at) d.metrics.mailAttemptsFailed.inc();
      else {
        d.metrics.mailsFailed.inc();
        d.log.warn(
          { job: { id: job.id }, attempts: job.attempts },
          'mail given up (see the admins’ mail delivery list)',
        );
      }
      return at;
    },
  });

  // A queued mail wakes the runner at once rather than at its next poll (the runner folds wakes during
  // a pass into one more pass). A mail queued in a transaction that has not committed yet is invisible
  // to that pass; the next poll finds it.
  let started = false;
  const wake = () => {
    if (started) runner.runDue().catch((err) => d.log.error({ err }, 'mail delivery pass failed'));
  };

  return {
    async queue(db, message) {
      await insertMailJob(db, message, d.clock.now());
      d.metrics.mailsQueued.inc();
      wake();
    },
    async queueMany(db, messages) {
      if (messages.length === 0) return;
      await insertMailJobs(db, messages, d.clock.now());
      d.metrics.mailsQueued.inc(messages.length);
      wake();
    },
    deliverDue: () => runner.runDue(),
    async requeue(id) {
      const row = await requeueFailedMail(d.db, id, d.clock.now());
      if (row) wake();
      return row;
    },
    async forget(address) {
      const queued = await deleteMailJobsTo(d.db, address);
      return queued + (await d.transport.forget(address));
    },
    start() {
      started = true;
      runner.start();
    },
    async stop() {
      started = false;
      await runner.stop();
    },
    async handBack() {
      started = false;
      await runner.handBack();
    },
  };
}
