import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema/index.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { GAVE_UP_AT } from '../jobs/index.ts';
import { enqueueJob } from '../jobs/index.ts';

/** The outbox is the job table's `mail` kind: one job per mail, its payload the message. */
export const MAIL_JOB = 'mail';

/**
 * One mail in the caller's transaction, due at once. The key is random (every mail is its own);
 * `created_at` is the queueing time on the app's clock, from which the day of retries counts.
 */
export async function insertMailJob(db: Executor, message: MailMessage, now: Date): Promise<void> {
  await enqueueJob(db, { kind: MAIL_JOB, key: randomUUID(), payload: { ...message }, runAt: now, createdAt: now });
}

/** Many mails in the caller's transaction, in few statements (a bulk decline queues one per tenant). */
export async function insertMailJobs(db: Executor, messages: MailMessage[], now: Date): Promise<void> {
  const rows = messages.map((m) => ({
    kind: MAIL_JOB,
    key: randomUUID(),
    payload: { ...m },
    runAt: now,
    createdAt: now,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(jobs).values(rows.slice(i, i + 1000));
}

/** The message a mail job carries. */
export const messageOf = (job: JobRow) => job.payload as unknown as MailMessage;

/** Mails given up (refused by the mail server, or failing for a day), newest first. */
export async function failedMailPage(db: Executor, page: number, pageSize: number) {
  const failed = and(eq(jobs.kind, MAIL_JOB), gte(jobs.runAt, GAVE_UP_AT));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(failed)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(jobs).where(failed),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Mails still to be sent (due, waiting for a retry, or being sent right now). */
export async function pendingMailCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), lt(jobs.runAt, GAVE_UP_AT)));
  return row?.n ?? 0;
}

/**
 * A given-up mail due again now, with a fresh day of retries (attempts from zero). Answers the row,
 * or null when no given-up mail has this id (sent again meanwhile, or erased).
 */
export async function requeueFailedMail(db: Executor, id: number, now: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ runAt: now, createdAt: now, attempts: 0, claimedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.kind, MAIL_JOB), gte(jobs.runAt, GAVE_UP_AT)))
    .returning();
  return row ?? null;
}

/** Erasure: every queued or given-up mail to an address goes (the address compared case-blind). */
export async function deleteMailJobsTo(db: Executor, address: string): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`lower(${jobs.payload}->>'to') = ${address.trim().toLowerCase()}`))
    .returning({ id: jobs.id });
  return rows.length;
}
